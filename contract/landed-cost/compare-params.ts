// The quote comparison's query parameters and limits (ADR 0052), without zod or decimals: the compare
// page and the product list read them on first paint; ./product-compare.ts validates them on the API.
import type { NumberRule } from "#contract/numbers/numbers.ts";

/** Products one quote comparison may hold (ADR 0052; the list's 'Comparar todos do filtro' takes the filter's first ones). */
export const COMPARE_PRODUCTS_MAX = 50;
/** Largest quantity of one product in a comparison. */
export const COMPARE_QUANTITY_MAX = 10_000_000;
/**
 * A compared product's quantity when none is given: the totals then compare one unit of each product, each at the
 * product page's landed cost (no shipment is planned).
 */
export const COMPARE_DEFAULT_QUANTITY = 1;

/** The query parameter of a product's quantity: `qtd_<product id>`. */
export const QUANTITY_PREFIX = "qtd_";
export const quantityParam = (productId: number) => `${QUANTITY_PREFIX}${productId}`;

/** A compared product's quantity: a whole number from 0, named by the product's id (the API and the page read it alike). */
export const compareQuantityRule = (productId: number): NumberRule => ({
  label: `Quantidade do produto ${productId}`,
  decimals: 0,
  min: 0,
  max: COMPARE_QUANTITY_MAX,
});
