import { exportColumnsOf } from "#contract/fields/field-table.ts";
import { formatNumber } from "#contract/numbers/numbers.ts";
import { SOURCING_FIELDS, type SourcingShown, type SourcingValues, sourcingValuesOf } from "#contract/sourcings/sourcing-fields.ts";
import { type Sourcing, sourcingExportQuerySchema } from "#contract/sourcings/sourcings.ts";
import { type ExportColumn, text } from "#server/api/list-export/columns.ts";
import { exportHandler } from "#server/api/list-export/handler.ts";
import { sourcingListSource } from "./list.ts";

/**
 * Each linked supplier as "Nome (status, nota n)", by name, in one cell: one line per sourcing, so the file
 * has as many rows as the list's total (docs/decisions/0049-list-export.md).
 */
const suppliersCell = (sourcing: Sourcing) =>
  sourcing.suppliers
    .map((s) => `${s.nome_supplier} (${s.status}, ${s.nota === null ? "sem nota" : `nota ${formatNumber(s.nota, 1)}`})`)
    .join("; ");

/** A row's fields keyed as the table, read once for all its cells. */
const valuesRead = new WeakMap<Sourcing, SourcingValues>();
function valuesOf(sourcing: Sourcing): SourcingValues {
  let values = valuesRead.get(sourcing);
  if (!values) {
    values = sourcingValuesOf(sourcing);
    valuesRead.set(sourcing, values);
  }
  return values;
}

/** The stored fields' columns (contract/sourcings/sourcing-fields.ts), each cell read from the reply's fields. */
const fieldColumns: ExportColumn<Sourcing>[] = exportColumnsOf<SourcingShown>(SOURCING_FIELDS).map((column) => ({
  ...column,
  value: (sourcing: Sourcing) => column.value(valuesOf(sourcing)),
}));

/** Whether the process is late, beside its status as the list's badges show it. */
const atrasado = text<Sourcing>("Atrasado", (s) => (s.sourcing_atrasado ? "Sim" : "Não"), 10);
const afterStatus = fieldColumns.findIndex((column) => column.label === SOURCING_FIELDS.status.label) + 1;

/**
 * The list's nine columns with its labels (specification §2) and the budget (Orçamento), from the field table, the late
 * flag after the status, and each supplier's status and grade.
 */
const SOURCING_EXPORT_COLUMNS: ExportColumn<Sourcing>[] = [
  ...fieldColumns.slice(0, afterStatus),
  atrasado,
  ...fieldColumns.slice(afterStatus),
  text("Fornecedores", suppliersCell, 60),
];

/** GET /api/sourcings/export/ */
export const exportSourcings = exportHandler({
  query: sourcingExportQuerySchema,
  source: sourcingListSource,
  columns: () => SOURCING_EXPORT_COLUMNS,
  fileName: "sourcings",
  sheet: "Sourcings",
});
