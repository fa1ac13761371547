import { formatNumber } from "../../../contract/numbers.ts";
import { type Sourcing, sourcingExportQuerySchema } from "../../../contract/sourcings.ts";
import { day, dayOfTimestamp, type ExportColumn, number, text } from "../list-export/columns.ts";
import { exportHandler } from "../list-export/handler.ts";
import { sourcingListSource } from "./list.ts";

/**
 * Each linked supplier as "Nome (status, nota n)", by name, in one cell: one line per sourcing, so the file
 * has as many rows as the list's total (docs/decisions/0049-list-export.md).
 */
const suppliersCell = (sourcing: Sourcing) =>
  sourcing.suppliers
    .map((s) => `${s.nome_supplier} (${s.status}, ${s.nota === null ? "sem nota" : `nota ${formatNumber(s.nota, 1)}`})`)
    .join("; ");

/** The list's nine columns with its labels (specification §2), the budget (Orçamento), and each supplier's status and grade. */
const SOURCING_EXPORT_COLUMNS: ExportColumn<Sourcing>[] = [
  text("Descrição", (s) => s.sourcing_descricao, 40),
  text("Categoria", (s) => s.sourcing_nome_categoria, 20),
  text("Status", (s) => s.sourcing_status, 14),
  text("Atrasado", (s) => (s.sourcing_atrasado ? "Sim" : "Não"), 10),
  day("Adicionado", (s) => dayOfTimestamp(new Date(s.sourcing_dt_adicionado))),
  day("Iniciado", (s) => (s.sourcing_dt_inicio ? dayOfTimestamp(new Date(s.sourcing_dt_inicio)) : null)),
  day("Estimado", (s) => s.sourcing_dt_estimado),
  day("Finalizado", (s) => (s.sourcing_dt_finalizado ? dayOfTimestamp(new Date(s.sourcing_dt_finalizado)) : null)),
  text("Responsável", (s) => s.sourcing_nome_responsavel, 22),
  text("Comercial", (s) => s.sourcing_nome_comercial, 22),
  number("Orçamento (R$)", 2, (s) => s.sourcing_budget, 14),
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
