import type { ApiClient } from "~/services/api.server";
import { listSourcingLinks, searchSuppliers } from "~/services/sourcings.server";
import { SUPPLIER_PAGE_SIZE_MAX } from "../../contract/suppliers";

/** One choice of the suppliers panel's picker. */
export interface PickerSupplier {
  id: number;
  nome: string;
}

/** Matches shown at once: the picker narrows as the user types, it never lists the directory. */
export const PICKER_LIMIT = 20;

/**
 * Suppliers whose name matches `search` and that are not linked to the sourcing yet (a supplier appears at
 * most once per sourcing): one page of the server-side search, never the whole directory. The page asks for
 * as many more as are already linked, so the linked ones never leave it short.
 */
export async function findUnlinkedSuppliers(api: ApiClient, search: string, linked: ReadonlySet<number>): Promise<PickerSupplier[]> {
  const pageSize = Math.min(PICKER_LIMIT + linked.size, SUPPLIER_PAGE_SIZE_MAX);
  const reply = await searchSuppliers(api, search.trim(), pageSize);
  return reply.results
    .filter((supplier) => !linked.has(supplier.supplier_id))
    .slice(0, PICKER_LIMIT)
    .map((supplier) => ({ id: supplier.supplier_id, nome: supplier.supplier_nome }));
}

/** The same, for a sourcing whose links are not at hand (the picker's resource route). */
export async function findSuppliersToLink(api: ApiClient, sourcingId: number, search: string): Promise<PickerSupplier[]> {
  const links = await listSourcingLinks(api, sourcingId);
  return findUnlinkedSuppliers(api, search, new Set(links.map((link) => link.id_supplier)));
}
