import type { SupplierListItem } from "../../../contract/suppliers.ts";
import { supplierExportQuerySchema } from "../../../contract/suppliers.ts";
import { type ExportColumn, number, text } from "../list-export/columns.ts";
import { exportHandler } from "../list-export/handler.ts";
import { supplierListSource } from "./list.ts";

/** The list's columns, with its labels (specification §2), and the sourcings each supplier is in. */
const SUPPLIER_EXPORT_COLUMNS: ExportColumn<SupplierListItem>[] = [
  text("Nome", (s) => s.supplier_nome, 32),
  text("Segmento", (s) => s.supplier_nome_segmento),
  text("País", (s) => s.supplier_nome_pais, 20),
  text("Tipo", (s) => s.supplier_nome_tipo, 16),
  text("Source", (s) => s.supplier_nome_source, 20),
  text("É blacklisted?", (s) => (s.supplier_blacklisted ? "Sim" : "Não"), 14),
  number("Nota média", 1, (s) => s.sourcing_avg_nota, 12),
  text("Sourcings", (s) => (s.sourcings ?? []).join("; "), 40),
];

/** GET /api/suppliers/export/ */
export const exportSuppliers = exportHandler({
  query: supplierExportQuerySchema,
  source: supplierListSource,
  columns: () => SUPPLIER_EXPORT_COLUMNS,
  fileName: "fornecedores",
  sheet: "Fornecedores",
});
