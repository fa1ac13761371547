import { type AntidumpingMeasure, antidumpingFor } from "#contract/landed-cost/antidumping.ts";
import { saoPauloDay } from "#contract/time/days.ts";
import {
  type AntidumpingDuty,
  DOMESTIC_COUNTRY,
  INCOTERM_COSTS,
  isPriced,
  landedCost,
  type LandedCostInput,
  landedCostTotal,
  siscomexOfDeclaration,
} from "#contract/landed-cost/landed-cost.ts";
import { clearanceDay, regimeOn } from "#contract/landed-cost/tax-regimes.ts";
import { cents, type Exact, exact } from "#contract/shared/exact.ts";
import { type Carton, cartonOf, unitFreightUsd } from "#contract/landed-cost/freight.ts";
import type { Packing } from "#contract/products/packing.ts";
import { type InForce, type ProductTaxes, taxInForce } from "#contract/landed-cost/product-taxes.ts";
import type { CustoPosto } from "#contract/products/products.ts";
import type { Incoterm } from "#contract/quotes/quote-terms.ts";
import { products } from "#server/db/schema.ts";
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
  ipiZfm: boolean;
  antidumpingConfirmado: boolean;
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
  ipiZfm: products.ipiZfm,
  antidumpingConfirmado: products.antidumpingConfirmado,
};

/**
 * What the landed cost reads of one supplier's quote: its price, incoterm, the supplier's country and its carton,
 * and when it was quoted with its lead time (which, with the transit from that country, give the clearance day).
 */
export interface QuoteCostBasis {
  cotacao: string | number;
  incoterm: Incoterm | null;
  codPais: string;
  packing: Packing;
  /** When quoted: a time, or its ISO text as a JSON column gives it. */
  cotadoEm: Date | string;
  leadTimeDias: number | null;
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

/** `tributos` of the product detail: the values the landed cost uses, with their sources, and the measures that match. */
export function productTaxes(
  params: StoredImportParams,
  product: Pick<ProductCostBasis, "categoriaId" | "ncm" | "iiPct" | "ipiPct">,
  supplierCountries: readonly string[],
): ProductTaxes {
  const { ncm, ii, ipi } = taxesInForce(params, product);
  const countries = new Set(supplierCountries.filter((code) => !isDomestic(code)).map((code) => code.trim().toLowerCase()));
  const measures = [...countries].flatMap((country) => antidumpingFor(params.antidumping, ncm.valor, country, null));
  return {
    antidumping: measures.map((m) => ({ ...m, valor: Number(m.valor) })),
    ncm: ncm.valor,
    ii_pct: percentOrNull(ii),
    ipi_pct: percentOrNull(ipi),
    fonte_ncm: ncm.fonte,
    fonte_ii: ii.fonte,
    fonte_ipi: ipi.fonte,
  };
}

/** The days from shipment to clearance for goods from `codPais`. */
const transitDaysOf = (params: StoredImportParams, codPais: string) =>
  params.transit.get(codPais.trim().toLowerCase()) ?? params.values.transito_dias_padrao;

/** The day the quote's goods are expected to clear: the day quoted, plus its lead time and the transit from its country. */
const expectedClearance = (params: StoredImportParams, quote: Pick<QuoteCostBasis, "cotadoEm" | "leadTimeDias" | "codPais">) =>
  clearanceDay(saoPauloDay(new Date(quote.cotadoEm)), quote.leadTimeDias, transitDaysOf(params, quote.codPais));

/** The measures a product's NCM and a supplier's origin match on the clearance day. */
const measuresFor = (params: StoredImportParams, ncm: string | null, codPais: string, day: string): AntidumpingMeasure[] =>
  isDomestic(codPais) ? [] : antidumpingFor(params.antidumping, ncm, codPais, day);

const dutyOf = (measure: AntidumpingMeasure): AntidumpingDuty => ({
  tipo: measure.tipo,
  valor: measure.valor,
  resolucao: measure.resolucao,
});

/**
 * The computation's input: the regime of the clearance day (`clearance`, the buyer's, or the quote's expected one),
 * the taxes in force (a rate missing from both the product and its category counts 0 %), the antidumping measure the
 * buyer confirmed, the unit's freight from its carton unless a comparison's shipment share is given.
 */
function costInputOf(
  params: StoredImportParams,
  product: ProductCostBasis,
  quote: QuoteCostBasis,
  usdBrl: number,
  freight?: CellFreight,
  clearance?: string,
) {
  const taxes = taxesInForce(params, product);
  const iiPct = taxes.ii.valor ?? "0";
  const ipiPct = taxes.ipi.valor ?? "0";
  const isPct = params.categories.get(product.categoriaId)?.is_pct ?? "0";
  const desembaraco = clearance ?? expectedClearance(params, quote);
  const { regime, fora_da_vigencia } = regimeOn(params.regimes, desembaraco);
  const measures = measuresFor(params, taxes.ncm.valor, quote.codPais, desembaraco);
  const applied = product.antidumpingConfirmado ? (measures[0] ?? null) : null;
  const v = params.values;
  const carton = freight?.carton ?? cartonOfQuote(product, quote);
  const input: LandedCostInput = {
    preco_usd: quote.cotacao,
    incoterm: quote.incoterm,
    nacional: isDomestic(quote.codPais),
    usd_brl: usdBrl,
    frete_usd: freight?.shipped ?? unitFreightUsd(carton, v),
    sem_medidas: carton.fonte === "sem_medidas",
    params: {
      seguro_pct: v.seguro_pct,
      afrmm_pct: v.afrmm_pct,
      despesas_brl_por_embarque: v.despesas_brl_por_embarque,
      // One declaration, the product its one addition (Portaria ME 4.131/2021).
      siscomex_brl_por_embarque: siscomexOfDeclaration(v),
      unidades_por_embarque: v.unidades_por_embarque,
      ii_pct: iiPct,
      ipi_pct: ipiPct,
      is_pct: isPct,
      regime,
      ipi_zfm: product.ipiZfm,
      antidumping: applied ? dutyOf(applied) : null,
      peso_kg_unidade: carton.kg.div(carton.unidades).toString(),
      importador: v.regime_importador,
    },
  };
  return { input, carton, iiPct, ipiPct, isPct, ncm: taxes.ncm.valor, desembaraco, regime, fora_da_vigencia, measures, applied };
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
  clearance?: string,
): SupplierLandedCost {
  if (!isPriced(quote.cotacao)) return NO_COST;
  const { input, carton, iiPct, ipiPct, isPct, ncm, desembaraco, regime, fora_da_vigencia, measures, applied } = costInputOf(
    params,
    product,
    quote,
    usdBrl,
    undefined,
    clearance,
  );
  const cost = landedCost(input);
  const measure = applied ?? measures[0] ?? null;
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
      ipi_pct: cost.ipi_zerado ? 0 : Number(ipiPct),
      is_pct: regime.imposto_seletivo ? Number(isPct) : 0,
      desembaraco,
      desembaraco_escolhido: clearance !== undefined,
      regime: {
        nome: regime.nome,
        estimativa: regime.estimativa,
        fora_da_vigencia,
        pis_pct: Number(regime.pis_pct),
        cofins_pct: Number(regime.cofins_pct),
        cbs_pct: Number(regime.cbs_pct),
        ibs_pct: Number(regime.ibs_pct),
        icms_pct: Number(regime.icms_pct),
      },
      importador: params.values.regime_importador,
      antidumping:
        measure && cost.base === "importacao"
          ? {
              resolucao: measure.resolucao,
              descricao: measure.descricao,
              tipo: measure.tipo,
              valor: Number(measure.valor),
              aplicado: applied !== null,
            }
          : null,
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
  clearance?: string,
): Omit<SupplierLandedCost, "custo_posto"> & {
  custo_liquido_brl: number | null;
  frete_usd_unidade: number | null;
  desembaraco: string | null;
  regime: string | null;
} {
  if (!isPriced(quote.cotacao)) {
    return {
      custo_posto_brl: null,
      custo_liquido_brl: null,
      custo_posto_incompleto: false,
      frete_usd_unidade: null,
      desembaraco: null,
      regime: null,
    };
  }
  const { input, desembaraco, regime } = costInputOf(params, product, quote, usdBrl, freight, clearance);
  const cost = landedCostTotal(input);
  const imported = !isDomestic(quote.codPais) && INCOTERM_COSTS[quote.incoterm ?? "FOB"].tributos;
  return {
    custo_posto_brl: cost.total_brl,
    custo_liquido_brl: cost.custo_liquido_brl,
    custo_posto_incompleto: cost.incompleto,
    frete_usd_unidade: buyerShips(quote) ? cents(exact(input.frete_usd)) : null,
    desembaraco: imported ? desembaraco : null,
    regime: imported ? regime.nome : null,
  };
}
