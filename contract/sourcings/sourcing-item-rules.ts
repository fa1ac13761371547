// The messages of a sourcing's items (/api/sourcings/items/): the catalogue products a sourcing asks its suppliers to
// quote, said once for the API and the pages.
import type { NumberRule } from "#contract/numbers/numbers.ts";
import { COMPARE_QUANTITY_MAX } from "#contract/landed-cost/compare-params.ts";
import type { Incoterm } from "#contract/quotes/quote-terms.ts";

/** The incoterm asked when none is chosen: the supplier delivers on board at its port, the buyer ships from there. */
export const DEFAULT_ITEM_INCOTERM: Incoterm = "FOB";
/** The target quantity of an item: a whole number of units, up to what a comparison takes. */
export const ITEM_QUANTITY_RULE: NumberRule = { label: "Quantidade", decimals: 0, min: 1, max: COMPARE_QUANTITY_MAX };

export const ITEM_ADDED = "Produto adicionado ao sourcing!";
export const ITEM_REMOVED = "Produto removido do sourcing!";
export const ITEM_EXISTS = "Este produto já está neste sourcing.";
export const ITEM_NOT_FOUND = "Este produto não está neste sourcing.";
/** '+ Adicionar' without a chosen product (JavaScript keeps the button disabled; a plain form is refused). */
export const CHOOSE_PRODUCT_MESSAGE = "Escolha um produto.";
