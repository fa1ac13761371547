import { and, gte, inArray, min } from "drizzle-orm";
import { exportColumnsOf } from "#contract/fields/field-table.ts";
import { SUPPLIER_LIST_FIELDS, type SupplierShown, withFieldKeys } from "#contract/suppliers/supplier-fields.ts";
import type { SupplierListFilter, SupplierListItem } from "#contract/suppliers/suppliers.ts";
import { supplierExportQuerySchema } from "#contract/suppliers/suppliers.ts";
import type { Db } from "#server/db/client.ts";
import { supplierCertificates } from "#server/db/schema.ts";
import { todayOf } from "#server/api/clock.ts";
import type { ListSource } from "#server/api/list-page.ts";
import { type ExportColumn, number, text } from "#server/api/list-export/columns.ts";
import { exportHandler } from "#server/api/list-export/handler.ts";
import { supplierListSource } from "./list.ts";

/** A listed supplier with its fields also by key, as the table's columns read them, and its next certificate expiry. */
type ExportRow = ReturnType<typeof withFieldKeys<SupplierListItem>> & { proximo_vencimento: string | null };

/**
 * The earliest `valido_ate` of today or later (São Paulo) among each supplier's certificates: the next one to renew.
 * Those already expired are left out (the list's `certificado=vencido` filter finds them).
 */
async function nextExpiries(db: Db, ids: number[], today: string): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: supplierCertificates.supplierId, day: min(supplierCertificates.validoAte) })
    .from(supplierCertificates)
    .where(and(inArray(supplierCertificates.supplierId, ids), gte(supplierCertificates.validoAte, today)))
    .groupBy(supplierCertificates.supplierId);
  return new Map(rows.flatMap((row) => (row.day === null ? [] : [[row.id, row.day] as const])));
}

const exportSource: ListSource<SupplierListFilter, ExportRow> = {
  ...supplierListSource,
  rows: async (deps, ids) => {
    const [rows, expiries] = await Promise.all([supplierListSource.rows(deps, ids), nextExpiries(deps.db, ids, todayOf(deps))]);
    return rows.map((row) => ({ ...withFieldKeys(row), proximo_vencimento: expiries.get(row.supplier_id) ?? null }));
  },
};

/**
 * The list's columns (specification §2): its stored fields' from their table (contract/suppliers/supplier-fields.ts), then
 * the average grade, the sourcings each supplier is in and its next certificate expiry.
 */
const SUPPLIER_EXPORT_COLUMNS: ExportColumn<ExportRow>[] = [
  ...exportColumnsOf<SupplierShown>(SUPPLIER_LIST_FIELDS),
  number("Nota média", 1, (s) => s.sourcing_avg_nota, 12),
  text("Sourcings", (s) => (s.sourcings ?? []).join("; "), 40),
  { label: "Próximo vencimento", kind: { type: "day" }, value: (s) => s.proximo_vencimento, width: 14 },
];

/** GET /api/suppliers/export/ */
export const exportSuppliers = exportHandler({
  query: supplierExportQuerySchema,
  source: exportSource,
  columns: () => SUPPLIER_EXPORT_COLUMNS,
  fileName: "fornecedores",
  sheet: "Fornecedores",
});
