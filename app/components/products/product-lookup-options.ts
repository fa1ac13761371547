import type { ProductLookups } from "~/services/products.server";

/** The categories as select options, by id (an empty list when they could not be loaded). */
export function productCategoryOptions(lookups: ProductLookups | null) {
  return (lookups?.categorias ?? []).map((categoria) => ({ value: String(categoria.id), label: categoria.nome }));
}
