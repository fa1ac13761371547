import { MAX_ID } from "#contract/shared/limits.ts";

// A product's preferred supplier (ADR 0052) is chosen, or cleared, from the comparison and from the
// product page. One form value names the product and the supplier, or no supplier to clear the choice.

const PREFERRED_SUPPLIER_SET = "Fornecedor preferido definido!";
const PREFERRED_SUPPLIER_CLEARED = "Fornecedor preferido desmarcado.";
export const PREFERRED_CHOICE_INVALID = "Escolha inválida: recarregue a página.";

/** The product and the chosen supplier, or null for none. */
export interface PreferredChoice {
  productId: number;
  supplierId: number | null;
}

const NONE = "nenhum";

/** `<product id>:<supplier id>`, or `<product id>:nenhum` to clear the choice: a submit button's value. */
export const choiceValue = (productId: number, supplierId: number | null) => `${productId}:${supplierId ?? NONE}`;

const isId = (n: number) => n > 0 && n <= MAX_ID;

export function parseChoice(value: FormDataEntryValue | null): PreferredChoice | null {
  const match = typeof value === "string" ? new RegExp(`^(\\d{1,10}):(\\d{1,10}|${NONE})$`).exec(value) : null;
  if (!match) return null;
  const productId = Number(match[1]);
  const supplierId = match[2] === NONE ? null : Number(match[2]);
  return isId(productId) && (supplierId === null || isId(supplierId)) ? { productId, supplierId } : null;
}

/** The toast of a saved choice. */
export const preferredSaved = (choice: PreferredChoice) =>
  choice.supplierId === null ? PREFERRED_SUPPLIER_CLEARED : PREFERRED_SUPPLIER_SET;
