import {
  DOMESTIC_COUNTRY,
  INCOTERM_COSTS,
  isPriced,
  landedCost,
  type LandedCostInput,
  landedCostTotal,
} from "../../../contract/landed-cost.ts";
import { cents, type Exact, exact } from "../../../contract/exact.ts";
import { type Carton, cartonOf, unitFreightUsd } from "../../../contract/freight.ts";
import type { Packing } from "../../../contract/packing.ts";
import { type InForce, type ProductTaxes, taxInForce } from "../../../contract/product-taxes.ts";
import type { CustoPosto } from "../../../contract/products.ts";
import type { Incoterm } from "../../../contract/quote-terms.ts";
import { products } from "../../db/schema.ts";
import type { StoredImportParams } from "./store.ts";

/** What the landed cost reads of a product: volume, weight, carton, category and its own overrides (exact text). */
export interface ProductCostBasis {
  categoriaId: number;
  cubagem: string | null;
  peso: string | null;
  ncm: string | null;
  iiPct: string | null;
  ipiPct: string | null;
  unidadesPorCaixa: number | null;
  caixaCubagemM3: string | null;
  caixaPesoKg: string | null;
}

/** The columns of `ProductCostBasis`, for a select that feeds the landed cost. */
export const costBasisColumns = {
  categoriaId: products.categoriaId,
  cubagem: products.cubagem,
  peso: products.peso,
  ncm: products.ncm,
  iiPct: products.iiPct,
  ipiPct: products.ipiPct,
  unidadesPorCaixa: products.unidadesPorCaixa,
  caixaCubagemM3: products.caixaCubagemM3,
  caixaPesoKg: products.caixaPesoKg,
};

/** What the landed cost reads of one supplier's quote: its price, incoterm, the supplier's country and its carton. */
export interface QuoteCostBasis {
  cotacao: string | number;
  incoterm: Incoterm | null;
  codPais: string;
  packing: Packing;
}

/** A supplier entry's landed-cost fields (GET /api/products/?id=); null figures for a quote without a price. */
export interface SupplierLandedCost {
  custo_posto_brl: number | null;
  custo_posto_incompleto: boolean;
  custo_posto: CustoPosto | null;
}

/** A quote without a price: no landed cost at all ('sem preço'). */
export const NO_COST: SupplierLandedCost = { custo_posto_brl: null, custo_posto_incompleto: false, custo_posto: null };

const packingOf = (product: ProductCostBasis): Packing => ({
  unidades_por_caixa: product.unidadesPorCaixa,
  caixa_cubagem_m3: product.caixaCubagemM3,
  caixa_peso_kg: product.caixaPesoKg,
});

/** A supplier in Brazil sells in Brazil: a domestic purchase. */
export const isDomestic = (codPais: string) => codPais.trim().toLowerCase() === DOMESTIC_COUNTRY;

/** The carton a unit of this quote ships in: the quote's, else the product's, else the unit itself. */
export const cartonOfQuote = (product: ProductCostBasis, quote: QuoteCostBasis): Carton =>
  cartonOf(quote.packing, packingOf(product), { cubagem_m3: product.cubagem, peso_kg: product.peso });

/**
 * Whether this quote's goods travel on the buyer's freight (EXW, FCA, FOB or none said) from abroad with a price:
 * the quotes a comparison ships together.
 */
export const buyerShips = (quote: QuoteCostBasis): boolean =>
  isPriced(quote.cotacao) && !isDomestic(quote.codPais) && INCOTERM_COSTS[quote.incoterm ?? "FOB"].frete;

/** A comparison's freight for one cell: the quote's carton (already found) and, when it ships, its share per unit. */
export interface CellFreight {
  carton: Carton;
  shipped?: Exact;
}

/** The product's NCM, II and IPI in force (exact text): its own when set, else its category's in `params`; each may be missing. */
function taxesInForce(params: StoredImportParams, product: Pick<ProductCostBasis, "categoriaId" | "ncm" | "iiPct" | "ipiPct">) {
  const category = params.categories.get(product.categoriaId);
  return {
    ncm: taxInForce(product.ncm, category?.ncm ?? null),
    ii: taxInForce(product.iiPct, category?.ii_pct ?? null),
    ipi: taxInForce(product.ipiPct, category?.ipi_pct ?? null),
  };
}

const percentOrNull = (rate: InForce<string>) => (rate.valor === null ? null : Number(rate.valor));

/** `tributos` of the product detail: the values the landed cost uses, with their sources. */
export function productTaxes(
  params: StoredImportParams,
  product: Pick<ProductCostBasis, "categoriaId" | "ncm" | "iiPct" | "ipiPct">,
): ProductTaxes {
  const { ncm, ii, ipi } = taxesInForce(params, product);
  return {
    ncm: ncm.valor,
    ii_pct: percentOrNull(ii),
    ipi_pct: percentOrNull(ipi),
    fonte_ncm: ncm.fonte,
    fonte_ii: ii.fonte,
    fonte_ipi: ipi.fonte,
  };
}

/**
 * The computation's input: the taxes in force (a rate missing from both the product and its category counts 0 %);
 * the unit's freight from its carton, unless a comparison's shipment share is given.
 */
function costInputOf(params: StoredImportParams, product: ProductCostBasis, quote: QuoteCostBasis, usdBrl: number, freight?: CellFreight) {
  const taxes = taxesInForce(params, product);
  const iiPct = taxes.ii.valor ?? "0";
  const ipiPct = taxes.ipi.valor ?? "0";
  const { unidades_por_embarque, ...values } = params.values;
  const carton = freight?.carton ?? cartonOfQuote(product, quote);
  const input: LandedCostInput = {
    preco_usd: quote.cotacao,
    incoterm: quote.incoterm,
    nacional: isDomestic(quote.codPais),
    usd_brl: usdBrl,
    frete_usd: freight?.shipped ?? unitFreightUsd(carton, values),
    sem_medidas: carton.fonte === "sem_medidas",
    params: { ...values, unidades_por_embarque, ii_pct: iiPct, ipi_pct: ipiPct },
  };
  return { input, carton, iiPct, ipiPct, ncm: taxes.ncm.valor };
}

/**
 * The landed cost of one unit of `product` from one supplier's `quote`, at `usdBrl`, with the import parameters
 * `params`, and its breakdown; none for a quote without a price.
 */
export function productLandedCost(
  params: StoredImportParams,
  product: ProductCostBasis,
  quote: QuoteCostBasis,
  usdBrl: number,
): SupplierLandedCost {
  if (!isPriced(quote.cotacao)) return NO_COST;
  const { input, carton, iiPct, ipiPct, ncm } = costInputOf(params, product, quote, usdBrl);
  const cost = landedCost(input);
  return {
    custo_posto_brl: cost.total_brl,
    custo_posto_incompleto: cost.incompleto,
    custo_posto: {
      ...cost,
      embalagem: carton.fonte,
      usd_brl: usdBrl,
      versao_parametros: params.versao,
      ncm,
      ii_pct: Number(iiPct),
      ipi_pct: Number(ipiPct),
    },
  };
}

/**
 * `custo_posto_brl` and `custo_posto_incompleto` of `productLandedCost`, the same figures without the breakdown (the
 * comparison), the unit's freight being its share of a shipment when `freight.shipped` is given; `frete_usd_unidade`
 * the freight added to one unit (cents), null when none is (freight in the price, DDP, domestic, no price).
 */
export function productLandedCostTotal(
  params: StoredImportParams,
  product: ProductCostBasis,
  quote: QuoteCostBasis,
  usdBrl: number,
  freight?: CellFreight,
): Omit<SupplierLandedCost, "custo_posto"> & { frete_usd_unidade: number | null } {
  if (!isPriced(quote.cotacao)) return { custo_posto_brl: null, custo_posto_incompleto: false, frete_usd_unidade: null };
  const { input } = costInputOf(params, product, quote, usdBrl, freight);
  const cost = landedCostTotal(input);
  return {
    custo_posto_brl: cost.total_brl,
    custo_posto_incompleto: cost.incompleto,
    frete_usd_unidade: buyerShips(quote) ? cents(exact(input.frete_usd)) : null,
  };
}
