import { type ApiClient, ApiFailure, settle } from "~/services/api.server";
import { getProduct } from "~/services/products.server";
import { listSourcingLinks, searchSuppliers } from "~/services/sourcings.server";
import { PRODUCT_NOT_FOUND } from "../../../contract/products";
import { SUPPLIER_PAGE_SIZE_MAX } from "../../../contract/suppliers";
import type { PickerOwner, PickerSearch, PickerSupplier } from "./picker";
import { errorToast, type Toast } from "../shell/toast";

export type { PickerOwner, PickerSearch, PickerSupplier } from "./picker";

/** The 'Erro' toast when the picker's search fails without the API's own message. */
export const PICKER_SEARCH_FAILED = "Falha ao buscar suppliers.";

/** Matches shown at once: the picker narrows as the user types, it never lists the directory. */
export const PICKER_LIMIT = 20;

/** Longest search text taken from a URL. */
const SEARCH_MAX = 200;

/**
 * Suppliers whose name matches `search` and that are not linked yet (a supplier appears at most once per
 * sourcing and per product): one page of the server-side search, never the whole directory. The page asks
 * for as many more as are already linked, so the linked ones never leave it short.
 */
async function findUnlinkedSuppliers(api: ApiClient, search: string, linked: ReadonlySet<number>): Promise<PickerSupplier[]> {
  const pageSize = Math.min(PICKER_LIMIT + linked.size, SUPPLIER_PAGE_SIZE_MAX);
  const reply = await searchSuppliers(api, search.trim(), pageSize);
  return reply.results
    .filter((supplier) => !linked.has(supplier.supplier_id))
    .slice(0, PICKER_LIMIT)
    .map((supplier) => ({ id: supplier.supplier_id, nome: supplier.supplier_nome }));
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
export async function findSuppliersToLink(api: ApiClient, owner: PickerOwner, search: string): Promise<PickerSupplier[]> {
  return findUnlinkedSuppliers(api, search, await linkedSupplierIds(api, owner));
}

/**
 * Without JavaScript the picker is a GET search (`?buscar=`) answered by the detail's loader, with the same
 * rules: null when nothing is searched; a failed search lists nothing and adds its 'Erro' toast to `toasts`.
 */
export async function pickerSearchOf(
  api: ApiClient,
  query: URLSearchParams,
  linked: Iterable<number>,
  toasts: Toast[],
): Promise<PickerSearch | null> {
  const buscar = (query.get("buscar") ?? "").trim().slice(0, SEARCH_MAX);
  if (!buscar) return null;
  const results = await settle(findUnlinkedSuppliers(api, buscar, new Set(linked)));
  if (results instanceof ApiFailure) toasts.push(errorToast(results.messageOr(PICKER_SEARCH_FAILED)));
  return { query: buscar, results: results instanceof ApiFailure ? [] : results };
}
