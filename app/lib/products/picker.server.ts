import type { ApiClient } from "#app/services/api.server.ts";
import { listProducts } from "#app/services/products.server.ts";
import { listSourcingItems } from "#app/services/sourcings.server.ts";
import { PRODUCT_PAGE_SIZE_MAX } from "#contract/products/product-rules.ts";
import { type PickerChoice, PRODUCT_PICKER } from "#app/lib/pickers/kinds.ts";
import { pickerSearchOf, unlinkedChoices } from "#app/lib/pickers/search.server.ts";
import type { Toast } from "#app/lib/shell/toast.ts";

/** The 'Erro' toast when the product picker's search fails without the API's own message. */
export const PRODUCT_PICKER_SEARCH_FAILED = "Falha ao buscar produtos.";

/** Catalogue products matching `search` (the list's search: name and description) that the sourcing does not ask yet. */
function findProductsNotAsked(api: ApiClient, search: string, asked: ReadonlySet<number>): Promise<PickerChoice[]> {
  return unlinkedChoices(
    async (pageSize) =>
      (await listProducts(api, { search: search.trim(), page_size: pageSize, order_by: "nome" })).results.map(({ id, nome }) => ({
        id,
        nome,
      })),
    asked,
    PRODUCT_PAGE_SIZE_MAX,
  );
}

/** The same, for a sourcing whose items are not at hand (the picker's resource route). */
export async function findProductsToAsk(api: ApiClient, sourcingId: number, search: string): Promise<PickerChoice[]> {
  const items = await listSourcingItems(api, sourcingId);
  return findProductsNotAsked(api, search, new Set(items.map((item) => item.id_product)));
}

/** The product picker's no-JavaScript search (`?buscar_produto=`), answered by the sourcing's loader with the combobox's rules. */
export function productPickerSearchOf(api: ApiClient, query: URLSearchParams, asked: Iterable<number>, toasts: Toast[]) {
  const askedIds = new Set(asked);
  return pickerSearchOf(PRODUCT_PICKER, query, (text) => findProductsNotAsked(api, text, askedIds), PRODUCT_PICKER_SEARCH_FAILED, toasts);
}
