import { exportColumnsOf } from "../../../contract/field-table.ts";
import { SUPPLIER_LIST_FIELDS, type SupplierShown, withFieldKeys } from "../../../contract/supplier-fields.ts";
import type { SupplierListFilter, SupplierListItem } from "../../../contract/suppliers.ts";
import { supplierExportQuerySchema } from "../../../contract/suppliers.ts";
import type { ListSource } from "../list-page.ts";
import { type ExportColumn, number, text } from "../list-export/columns.ts";
import { exportHandler } from "../list-export/handler.ts";
import { supplierListSource } from "./list.ts";

/** A listed supplier with its fields also by key, as the table's columns read them. */
type ExportRow = ReturnType<typeof withFieldKeys<SupplierListItem>>;

const exportSource: ListSource<SupplierListFilter, ExportRow> = {
  ...supplierListSource,
  rows: async (deps, ids) => (await supplierListSource.rows(deps, ids)).map(withFieldKeys),
};

/**
 * The list's columns (specification §2): its stored fields' from their table (contract/supplier-fields.ts), then
 * the average grade and the sourcings each supplier is in.
 */
const SUPPLIER_EXPORT_COLUMNS: ExportColumn<ExportRow>[] = [
  ...exportColumnsOf<SupplierShown>(SUPPLIER_LIST_FIELDS),
  number("Nota média", 1, (s) => s.sourcing_avg_nota, 12),
  text("Sourcings", (s) => (s.sourcings ?? []).join("; "), 40),
];

/** GET /api/suppliers/export/ */
export const exportSuppliers = exportHandler({
  query: supplierExportQuerySchema,
  source: exportSource,
  columns: () => SUPPLIER_EXPORT_COLUMNS,
  fileName: "fornecedores",
  sheet: "Fornecedores",
});
