import type { Context } from "hono";
import { z } from "zod";
import type { Pagination } from "../../contract/pagination.ts";
import { idParam } from "./query-params.ts";
import type { ApiDeps, ApiEnv } from "./types.ts";
import { parse } from "./validation.ts";
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

/**
 * The handler of a resource's `GET /` (spec section 7): `?id=N` answers that record as a one-item list (an
 * id out of range is a 400 with `invalidId`), anything else is the list, its query checked by `query`.
 */
export function listOrDetail<Q extends z.ZodType, Item, Detail>(options: {
  invalidId: string;
  query: Q;
  list: (deps: ApiDeps, query: z.output<Q>) => Promise<ListPage<Item>>;
  detail: (deps: ApiDeps, id: number) => Promise<Detail | null>;
}) {
  const detailQuery = z.object({ id: idParam(options.invalidId) });
  return async (c: Context<ApiEnv>) => {
    const query = c.req.query();
    if (query.id !== undefined) return c.json(detailPage(await options.detail(c.var.deps, parse(detailQuery, query).id)));
    return c.json(await options.list(c.var.deps, parse(options.query, query)));
  };
}
