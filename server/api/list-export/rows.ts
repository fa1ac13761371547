import { type ListSource, rowsInIdOrder } from "#server/api/list-page.ts";
import type { ApiDeps } from "#server/api/types.ts";

/** Rows read per query while exporting: bounded memory, few round trips. */
const EXPORT_BATCH_ROWS = 500;

/**
 * The rows of `ids`, in their order, a batch at a time: only one batch of rows is in memory at once (the ids,
 * one number per row, are read beforehand in one statement so the export is one consistent list). A row
 * deleted since its id was read is left out.
 */
export async function* rowsInBatches<F, Row>(deps: ApiDeps, source: ListSource<F, Row>, ids: number[]): AsyncGenerator<Row[]> {
  for (let start = 0; start < ids.length; start += EXPORT_BATCH_ROWS) {
    yield await rowsInIdOrder(deps, source, ids.slice(start, start + EXPORT_BATCH_ROWS));
  }
}
