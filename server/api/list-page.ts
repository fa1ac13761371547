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
 * A list reply from the page's query and its total, run together. Both must share one WHERE clause so the
 * totals describe the rows a client pages through.
 */
export async function pageOf<T>(
  page: PromiseLike<T[]>,
  total: Promise<number>,
  q: { page: number; page_size: number },
): Promise<ListPage<T>> {
  const [results, totalItems] = await Promise.all([page, total]);
  return { results, pagination: paginationOf(q.page, q.page_size, totalItems) };
}

/** Today in São Paulo: the late / due-today filters change their totals at midnight without any write. */
const saoPauloDay = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" });

/**
 * The COUNT of a list's filter, counted once per data version instead of on every page (a count over a large
 * table costs more than the page itself); the key is the whole query but its page, plus the day.
 */
export async function totalOf(
  deps: ApiDeps,
  resource: string,
  q: { page: number; page_size: number },
  count: () => PromiseLike<{ total: number }[]>,
): Promise<number> {
  const { page: _page, page_size: _size, ...filter } = q;
  const key = `${resource}:${saoPauloDay.format(new Date())}:${JSON.stringify(filter)}`;
  const { value } = await deps.caches.counts.get(deps.db, key, async () => (await count())[0]?.total ?? 0);
  return value;
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
