import type { ProductLookups } from "#app/services/products.server.ts";

/** The categories as select options, by id (an empty list when they could not be loaded). */
export function productCategoryOptions(lookups: ProductLookups | null) {
  return (lookups?.categorias ?? []).map((categoria) => ({ value: String(categoria.id), label: categoria.nome }));
}
