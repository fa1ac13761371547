import type { SupplierListItem } from "#contract/suppliers/suppliers.ts";

/**
 * What the supplier list renders of a supplier (the table and the cards), all the loader sends: the API also names
 * each supplier's sourcings and country code, which other clients read and the page does not show.
 */
export type SupplierRow = Omit<SupplierListItem, "sourcings" | "supplier_cod_pais">;
export const SUPPLIER_ROW_OMITS = { sourcings: true, supplier_cod_pais: true } as const;
