// The product list's sort names, its quote filter's rule and how much of a description it shows: what the product list needs at first, apart from
// ./product-rules.ts (which re-exports them) so that the list does not load the record page's rules (ADR 0069).
import type { NumberRule } from "#contract/numbers/numbers.ts";

/** How much of a description the product list shows (specification §9): the table, and a card (plus an ellipsis). */
export const PRODUCT_DESCRIPTION_TABLE_CHARS = 1000;
export const PRODUCT_DESCRIPTION_CARD_CHARS = 10;
/** Sort names accepted by `order_by` (anything else is a 400). `cotacao` sorts by the lowest quote. */
export const PRODUCT_SORT_FIELDS = ["nome", "categoria", "cotacao"] as const;
export type ProductSortField = (typeof PRODUCT_SORT_FIELDS)[number];

/** Largest quote accepted (numeric(14,2)). */
const QUOTE_MAX = 999_999_999_999.99;
/** A quote (specification §5: step 0.01 from 0), read by contract/numbers/number-field.ts; the label names the field in its messages. */
export const QUOTE_RULE: NumberRule = { label: "Cotação (US$)", decimals: 2, min: 0, max: QUOTE_MAX };
/** The list's quote filter, in dollars, to the cent like the quotes. */
export const QUOTE_MIN_FILTER_RULE: NumberRule = { ...QUOTE_RULE, label: "Cotação mínima (US$)" };
export const QUOTE_MAX_FILTER_RULE: NumberRule = { ...QUOTE_RULE, label: "Cotação máxima (US$)" };
