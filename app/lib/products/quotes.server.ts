// The product detail's supplier rows, built in the loader: the conversion is exact decimal arithmetic
// (contract/landed-cost.ts), which stays out of the browser bundle.
import { convertUsd } from "../../../contract/landed-cost";
import { quoteValidity } from "../../../contract/quote-terms";
import type { ProductSupplier, ProductSupplierDetail, RatesReply } from "../../../contract/products";
import type { QuoteRow } from "./quotes";

/**
 * The suppliers whose quote is the lowest of the product. A 0 is the default of a supplier not quoted yet,
 * not a price, so it never counts; and with fewer than two suppliers there is nothing to compare.
 */
export function lowestQuoteIds(suppliers: readonly Pick<ProductSupplier, "id" | "cotacao">[]): Set<number> {
  if (suppliers.length < 2) return new Set();
  const quoted = suppliers.filter((supplier) => supplier.cotacao > 0);
  if (quoted.length === 0) return new Set();
  const lowest = Math.min(...quoted.map((supplier) => supplier.cotacao));
  return new Set(quoted.filter((supplier) => supplier.cotacao === lowest).map((supplier) => supplier.id));
}

/**
 * Every supplier of the product with its quote in the three currencies, the lowest marked, where its validity
 * stands on `today` (YYYY-MM-DD, São Paulo), and the preferred one (`preferredId`) marked.
 */
export function quoteRowsOf(
  suppliers: readonly ProductSupplierDetail[],
  rates: RatesReply,
  today: string,
  preferredId: number | null = null,
): QuoteRow[] {
  const lowest = lowestQuoteIds(suppliers);
  return suppliers.map((supplier) => {
    const { brl, cny } = convertUsd(supplier.cotacao, rates);
    return {
      ...supplier,
      brl,
      cny,
      lowest: lowest.has(supplier.id),
      validity: quoteValidity(supplier.valida_ate, today),
      preferido: supplier.id === preferredId,
    };
  });
}
