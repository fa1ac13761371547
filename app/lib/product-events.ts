import { z } from "zod";

/** The window event of spec section 2: a product was created, and the product list (when shown) refreshes. */
export const REFRESH_PRODUCTS_EVENT = "refreshProducts";

/** What 'Novo Produto' hands back when it stays on the list: the new product's id and name. */
export const createdProductSchema = z.object({ id: z.number().int().positive(), nome: z.string() });
export type CreatedProduct = z.infer<typeof createdProductSchema>;

/** Broadcasts `refreshProducts`, carrying the new product (any listener may ignore the detail). */
export function dispatchRefreshProducts(created: CreatedProduct) {
  window.dispatchEvent(new CustomEvent(REFRESH_PRODUCTS_EVENT, { detail: created }));
}

/** The new product an event names, or null (a plain `refreshProducts` from elsewhere names none). */
export function createdProductOf(event: Event): CreatedProduct | null {
  const parsed = createdProductSchema.safeParse(event instanceof CustomEvent ? event.detail : null);
  return parsed.success ? parsed.data : null;
}
