import type { Pagination } from "../../contract/pagination.ts";
import { paginationOf } from "./pagination.ts";

export interface ListPage<T> {
  results: T[];
  pagination: Pagination;
}

/**
 * A list reply from the page's query and its COUNT, run together. Both must share one WHERE clause so the
 * totals describe the rows a client pages through.
 */
export async function pageOf<T>(
  page: PromiseLike<T[]>,
  count: PromiseLike<{ total: number }[]>,
  q: { page: number; page_size: number },
): Promise<ListPage<T>> {
  const [results, [totals]] = await Promise.all([page, count]);
  return { results, pagination: paginationOf(q.page, q.page_size, totals?.total ?? 0) };
}

/** The detail reply (`?id=N`): the record as a one-item list, or an empty one when there is none. */
export function detailPage<T>(record: T | null): ListPage<T> {
  const results = record === null ? [] : [record];
  return { results, pagination: paginationOf(1, 1, results.length) };
}
