// The product detail's supplier rows, built in the loader: the conversion is exact decimal arithmetic
// (contract/landed-cost/landed-cost.ts), which stays out of the browser bundle.
import { convertUsd } from "#contract/landed-cost/landed-cost.ts";
import { quoteValidity } from "#contract/quotes/quote-terms.ts";
import type { CustoPosto, ProductSupplier, ProductSupplierDetail, RatesReply } from "#contract/products/products.ts";
import type { LandedCostSummary, OpenBreakdown, QuoteRow } from "./quotes";

/**
 * The suppliers whose quote is the lowest of the product. A 0 is the default of a supplier not quoted yet,
 * not a price, so it never counts; and with fewer than two priced quotes there is nothing to compare.
 */
export function lowestQuoteIds(suppliers: readonly Pick<ProductSupplier, "id" | "cotacao">[]): Set<number> {
  const quoted = suppliers.filter((supplier) => supplier.cotacao > 0);
  if (quoted.length < 2) return new Set();
  const lowest = Math.min(...quoted.map((supplier) => supplier.cotacao));
  return new Set(quoted.filter((supplier) => supplier.cotacao === lowest).map((supplier) => supplier.id));
}

/** What a closed row shows of a landed cost: its total and what its badges need. */
export const summaryOf = (cost: CustoPosto): LandedCostSummary => ({
  total_brl: cost.total_brl,
  custo_liquido_brl: cost.custo_liquido_brl,
  base: cost.base,
  frete_no_preco: cost.frete_no_preco,
  embalagem: cost.embalagem,
  incompleto: cost.incompleto,
  desembaraco: cost.desembaraco,
  regime: cost.base === "importacao" ? cost.regime.nome : null,
  antidumping: cost.antidumping ? { resolucao: cost.antidumping.resolucao, aplicado: cost.antidumping.aplicado } : null,
});

/**
 * Every supplier of the product with its quote in the three currencies (the one the supplier priced in as given, the
 * others converted at today's rates), the lowest marked, where its validity
 * stands on `today` (YYYY-MM-DD, São Paulo), and the preferred one (`preferredId`) marked. Of its landed cost, only
 * the summary: a breakdown is sent for the row that opens it (`openBreakdownOf`), and the fields the row never
 * shows are left out, so that a product with many quotes stays a light page (docs/decisions/0069-lean-pages.md).
 */
export function quoteRowsOf(
  suppliers: readonly ProductSupplierDetail[],
  rates: RatesReply,
  today: string,
  preferredId: number | null = null,
): QuoteRow[] {
  const lowest = lowestQuoteIds(suppliers);
  return suppliers.map(
    ({
      cotado_em: _recorded,
      vencida: _expired,
      cod_pais: _country,
      custo_posto_brl: _total,
      custo_posto_incompleto: _incomplete,
      original,
      ...supplier
    }) => {
      const converted = convertUsd(supplier.cotacao, rates);
      // A price the supplier gave in CNY or BRL is shown as given in its column, not reconverted from the rounded USD.
      return {
        ...supplier,
        brl: original?.moeda === "BRL" ? original.valor : converted.brl,
        cny: original?.moeda === "CNY" ? original.valor : converted.cny,
        dada_em: original?.moeda ?? null,
        lowest: lowest.has(supplier.id),
        validity: quoteValidity(supplier.valida_ate, today),
        preferido: supplier.id === preferredId,
        custo_posto: supplier.custo_posto === null ? null : summaryOf(supplier.custo_posto),
      };
    },
  );
}

/** The breakdown of `supplierId`'s landed cost (`?custo=`), when that supplier quotes the product with a price. */
export function openBreakdownOf(suppliers: readonly ProductSupplierDetail[], supplierId: number | null): OpenBreakdown | null {
  const breakdown = suppliers.find((supplier) => supplier.id === supplierId)?.custo_posto;
  return supplierId === null || !breakdown ? null : { supplierId, breakdown };
}
