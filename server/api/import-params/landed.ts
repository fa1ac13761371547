import { landedCost, type LandedCostInput, landedCostTotal } from "../../../contract/landed-cost.ts";
import type { CustoPosto } from "../../../contract/products.ts";
import { products } from "../../db/schema.ts";
import type { StoredImportParams } from "./store.ts";

/** What the landed cost reads of a product: volume, weight, category and its own overrides (exact text). */
export interface ProductCostBasis {
  categoriaId: number;
  cubagem: string | null;
  peso: string | null;
  ncm: string | null;
  iiPct: string | null;
  ipiPct: string | null;
}

/** The columns of `ProductCostBasis`, for a select that feeds the landed cost. */
export const costBasisColumns = {
  categoriaId: products.categoriaId,
  cubagem: products.cubagem,
  peso: products.peso,
  ncm: products.ncm,
  iiPct: products.iiPct,
  ipiPct: products.ipiPct,
};

/** A supplier entry's landed-cost fields (GET /api/products/?id=, and the quote history's rows). */
export interface SupplierLandedCost {
  custo_posto_brl: number;
  custo_posto_incompleto: boolean;
  custo_posto: CustoPosto;
}

/** The product's own NCM / II / IPI when set, else its category's in that version (0 % when none). */
function costInputOf(params: StoredImportParams, product: ProductCostBasis, quoteUsd: string | number, usdBrl: number) {
  const category = params.categories.get(product.categoriaId);
  const iiPct = product.iiPct ?? category?.ii_pct ?? "0";
  const ipiPct = product.ipiPct ?? category?.ipi_pct ?? "0";
  const { unidades_por_embarque, ...values } = params.values;
  const input: LandedCostInput = {
    fob_usd: quoteUsd,
    usd_brl: usdBrl,
    cubagem_m3: product.cubagem ?? "0",
    peso_kg: product.peso ?? "0",
    params: { ...values, unidades_por_embarque, ii_pct: iiPct, ipi_pct: ipiPct },
  };
  return { input, iiPct, ipiPct, ncm: product.ncm ?? category?.ncm ?? null };
}

/**
 * The landed cost of one unit of `product` quoted at `quoteUsd` (FOB), at `usdBrl`, with the import parameters
 * `params`: the product's own NCM / II / IPI when set, else its category's in that version (0 % when none).
 */
export function productLandedCost(params: StoredImportParams, product: ProductCostBasis, quoteUsd: string | number, usdBrl: number): SupplierLandedCost {
  const { input, iiPct, ipiPct, ncm } = costInputOf(params, product, quoteUsd, usdBrl);
  const cost = landedCost(input);
  return {
    custo_posto_brl: cost.total_brl,
    custo_posto_incompleto: cost.incompleto,
    custo_posto: {
      ...cost,
      usd_brl: usdBrl,
      versao_parametros: params.versao,
      ncm,
      ii_pct: Number(iiPct),
      ipi_pct: Number(ipiPct),
    },
  };
}

/** `custo_posto_brl` and `custo_posto_incompleto` of `productLandedCost`, the same figures without the breakdown (the comparison). */
export function productLandedCostTotal(
  params: StoredImportParams,
  product: ProductCostBasis,
  quoteUsd: string | number,
  usdBrl: number,
): Omit<SupplierLandedCost, "custo_posto"> {
  const cost = landedCostTotal(costInputOf(params, product, quoteUsd, usdBrl).input);
  return { custo_posto_brl: cost.total_brl, custo_posto_incompleto: cost.incompleto };
}
