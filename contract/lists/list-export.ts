import { z } from "zod";
import { EXPORT_MAX_ROWS } from "#contract/shared/limits.ts";
import { formatQuantity } from "#contract/numbers/numbers.ts";

// The export of a filtered list (docs/decisions/0049-list-export.md).

const EXPORT_FORMATS = ["csv", "xlsx"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const exportFormatParam = z.enum(EXPORT_FORMATS, { error: "Formato de exportação inválido: use csv ou xlsx." });

export const EXPORT_MEDIA_TYPES: Record<ExportFormat, string> = {
  csv: "text/csv; charset=utf-8",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
};

/** The refusal of an export longer than the limit (422, before any row is written). */
export const exportTooLong = (rows: number, max: number = EXPORT_MAX_ROWS) =>
  `A exportação teria ${formatQuantity(rows)} linhas; o limite é ${formatQuantity(max)}. Use os filtros para reduzir a lista.`;
