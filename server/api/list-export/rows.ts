import type { PageWindow } from "../list-page.ts";
import type { ApiDeps } from "../types.ts";

/** What a list's count and window need: the database and the API's clock. */
export type ListDeps = Pick<ApiDeps, "db" | "clock">;

/** Rows read per query while exporting: bounded memory, few round trips. */
export const EXPORT_BATCH_ROWS = 500;

/**
 * What a list shares with its export (ADR 0049: the list query is one definition): the COUNT of its filter,
 * the ids of a window of the filtered, sorted list — the first query of the list's deferred join — and the
 * columns of some ids.
 */
export interface ListSource<F, Row> {
  /** The key of the list's cached totals (`totalOf`): the export reads the very total the list shows. */
  resource: string;
  /** Given the API's clock too: a filter may depend on today's date (the products' expired quotes). */
  count(deps: ListDeps, filter: F): PromiseLike<{ total: number }[]>;
  ids(deps: ListDeps, filter: F, window: PageWindow): PromiseLike<{ id: number }[]>;
  /** The rows of these ids, in any order. */
  rows(deps: ApiDeps, ids: number[]): Promise<Row[]>;
  idOf(row: Row): number;
}

/**
 * The rows of `ids`, in their order, a batch at a time: only one batch of rows is in memory at once (the ids,
 * one number per row, are read beforehand in one statement so the export is one consistent list). A row
 * deleted since its id was read is left out.
 */
export async function* rowsInBatches<F, Row>(deps: ApiDeps, source: ListSource<F, Row>, ids: number[]): AsyncGenerator<Row[]> {
  for (let start = 0; start < ids.length; start += EXPORT_BATCH_ROWS) {
    const batch = ids.slice(start, start + EXPORT_BATCH_ROWS);
    const byId = new Map((await source.rows(deps, batch)).map((row) => [source.idOf(row), row]));
    yield batch.flatMap((id) => {
      const row = byId.get(id);
      return row === undefined ? [] : [row];
    });
  }
}
