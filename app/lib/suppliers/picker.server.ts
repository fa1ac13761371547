import { type ApiClient, ApiFailure } from "#app/services/api.server.ts";
import { getProduct } from "#app/services/products.server.ts";
import { listSourcingLinks, searchSuppliers } from "#app/services/sourcings.server.ts";
import { PRODUCT_NOT_FOUND } from "#contract/products/products.ts";
import { SUPPLIER_PAGE_SIZE_MAX } from "#contract/suppliers/suppliers.ts";
import { type PickerChoice, type PickerOwner, SUPPLIER_PICKER } from "#app/lib/pickers/kinds.ts";
import { pickerSearchOf, unlinkedChoices } from "#app/lib/pickers/search.server.ts";
import type { Toast } from "#app/lib/shell/toast.ts";

/** The 'Erro' toast when the supplier picker's search fails without the API's own message. */
export const PICKER_SEARCH_FAILED = "Falha ao buscar suppliers.";

/** Suppliers whose name matches `search` and that are not linked yet (a supplier appears at most once per sourcing and per product). */
function findUnlinkedSuppliers(api: ApiClient, search: string, linked: ReadonlySet<number>): Promise<PickerChoice[]> {
  return unlinkedChoices(
    async (pageSize) =>
      (await searchSuppliers(api, search.trim(), pageSize)).results.map((supplier) => ({
        id: supplier.supplier_id,
        nome: supplier.supplier_nome,
      })),
    linked,
    SUPPLIER_PAGE_SIZE_MAX,
  );
}

/** The suppliers already linked to the owner. */
async function linkedSupplierIds(api: ApiClient, owner: PickerOwner): Promise<Set<number>> {
  if (owner.kind === "sourcing") {
    const links = await listSourcingLinks(api, owner.id);
    return new Set(links.map((link) => link.id_supplier));
  }
  const product = await getProduct(api, owner.id);
  if (!product) throw new ApiFailure(404, PRODUCT_NOT_FOUND);
  return new Set(product.suppliers.map((supplier) => supplier.id));
}

/** The same, for an owner whose suppliers are not at hand (the picker's resource route). */
export async function findSuppliersToLink(api: ApiClient, owner: PickerOwner, search: string): Promise<PickerChoice[]> {
  return findUnlinkedSuppliers(api, search, await linkedSupplierIds(api, owner));
}

/** The supplier picker's no-JavaScript search (`?buscar=`), answered by the detail's loader with the combobox's rules. */
export function supplierPickerSearchOf(api: ApiClient, query: URLSearchParams, linked: Iterable<number>, toasts: Toast[]) {
  const linkedIds = new Set(linked);
  return pickerSearchOf(SUPPLIER_PICKER, query, (text) => findUnlinkedSuppliers(api, text, linkedIds), PICKER_SEARCH_FAILED, toasts);
}
