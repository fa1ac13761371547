import type { Context } from "hono";
import type { z } from "zod";
import { saoPauloDay } from "#contract/time/days.ts";
import { EXPORT_MEDIA_TYPES, type ExportFormat, exportTooLong } from "#contract/lists/list-export.ts";
import { EXPORT_MAX_ROWS } from "#contract/shared/limits.ts";
import { ApiError } from "#server/api/errors.ts";
import { totalOf } from "#server/api/list-page.ts";
import type { ApiDeps, ApiEnv } from "#server/api/types.ts";
import { parse } from "#server/api/validation.ts";
import type { ExportColumn } from "./columns.ts";
import { csvStream } from "./csv.ts";
import type { ListSource } from "#server/api/list-page.ts";
import { rowsInBatches } from "./rows.ts";
import { xlsxStream } from "./xlsx.ts";

/**
 * `GET /api/<list>/export/?format=csv|xlsx&<the list's filters and sort>`: every row of the list, in its order,
 * streamed. The total is the list's own (same filter, same cached COUNT); above the limit the export is
 * refused with 422 before anything is written (docs/decisions/0049-list-export.md).
 */
export function exportHandler<Q extends z.ZodType<{ format: ExportFormat }>, Row>(options: {
  query: Q;
  source: ListSource<Omit<z.output<Q>, "format">, Row>;
  columns: (deps: ApiDeps) => Promise<ExportColumn<Row>[]> | ExportColumn<Row>[];
  /** The file's name before the date ('fornecedores' → fornecedores-2026-11-25.csv), and the sheet's name. */
  fileName: string;
  sheet: string;
}) {
  return async (c: Context<ApiEnv>) => {
    const { format, ...filter } = parse(options.query, c.req.query());
    const { deps } = c.var;
    const { source } = options;
    const total = await totalOf(deps, source.resource, filter, () => source.count(deps, filter));
    const max = deps.exportMaxRows ?? EXPORT_MAX_ROWS;
    if (total > max) throw new ApiError(422, exportTooLong(total, max));
    const [columns, ids] = await Promise.all([options.columns(deps), source.ids(deps, filter, { offset: 0, limit: max, reversed: false })]);
    const batches = rowsInBatches(
      deps,
      source,
      ids.map((row) => row.id),
    );
    const body = format === "csv" ? csvStream(columns, batches) : xlsxStream(options.sheet, columns, batches);
    const name = `${options.fileName}-${saoPauloDay(new Date())}.${format}`;
    return c.body(body, 200, {
      "Content-Type": EXPORT_MEDIA_TYPES[format],
      "Content-Disposition": `attachment; filename="${name}"`,
      "Cache-Control": "no-store",
      "X-Total-Count": String(ids.length),
    });
  };
}
