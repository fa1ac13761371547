// No zod here: the product list loads this on first paint (ADR 0051).

/** The window event of specification §2: a product was created, and the product list (when shown) refreshes. */
export const REFRESH_PRODUCTS_EVENT = "refreshProducts";

/** What 'Novo Produto' hands back when it stays on the list: the new product's id and name. */
export interface CreatedProduct {
  id: number;
  nome: string;
}

/** `value` as a created product (a positive whole id and a name), or null. */
export function asCreatedProduct(value: unknown): CreatedProduct | null {
  if (typeof value !== "object" || value === null || !("id" in value) || !("nome" in value)) return null;
  const { id, nome } = value;
  return typeof id === "number" && Number.isInteger(id) && id > 0 && typeof nome === "string" ? { id, nome } : null;
}

/** Broadcasts `refreshProducts`, carrying the new product (any listener may ignore the detail). */
export function dispatchRefreshProducts(created: CreatedProduct) {
  window.dispatchEvent(new CustomEvent(REFRESH_PRODUCTS_EVENT, { detail: created }));
}

/** The new product an event names, or null (a plain `refreshProducts` from elsewhere names none). */
export function createdProductOf(event: Event): CreatedProduct | null {
  return asCreatedProduct(event instanceof CustomEvent ? event.detail : null);
}
