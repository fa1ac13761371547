import { type SQL, sql } from "drizzle-orm";
import type { Context } from "hono";
import { z } from "zod";
import type { Pagination } from "#contract/shared/pagination.ts";
import { idParam } from "./query-params.ts";
import type { ApiDeps, ApiEnv } from "./types.ts";
import { parse } from "./validation.ts";
import { paginationOf } from "./pagination.ts";
import { todayOf } from "./clock.ts";

export interface ListPage<T> {
  results: T[];
  pagination: Pagination;
}

/** What a list's count and window need: the database and the API's clock. */
export type ListDeps = Pick<ApiDeps, "db" | "clock">;

/**
 * A list's one query definition, shared by its page (`listPage`) and its export (docs/decisions/0049-list-export.md):
 * the COUNT of its filter, the ids of a window of the filtered, sorted list (filters and sort only), and the
 * columns of some ids — a deferred join, so a deep page skips rows without computing their columns.
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
 * The COUNT of a list's filter, counted once per data version instead of on every page (a count over a large
 * table costs more than the page itself); the key is the whole query but its page, plus the day.
 */
export async function totalOf(deps: ApiDeps, resource: string, q: object, count: () => PromiseLike<{ total: number }[]>): Promise<number> {
  // The list's query without its page, or an export's filter (which has none): both find the same entry.
  const { page: _page, page_size: _size, ...filter } = q as { page?: unknown; page_size?: unknown };
  // Today in São Paulo: the late / due-today / expired filters change their totals at midnight without any write.
  const key = `${resource}:${todayOf(deps)}:${JSON.stringify(filter)}`;
  const { value } = await deps.caches.counts.get(deps.db, key, async () => (await count())[0]?.total ?? 0);
  return value;
}

/** The detail reply (`?id=N`): the record as a one-item list, or an empty one when there is none. */
function detailPage<T>(record: T | null): ListPage<T> {
  const results = record === null ? [] : [record];
  return { results, pagination: paginationOf(1, 1, results.length) };
}

/**
 * The handler of a resource's `GET /` (specification §7): `?id=N` answers that record as a one-item list (an
 * id out of range is a 400 with `invalidId`), anything else is the list, its query checked by `query`.
 */
export function listOrDetail<Q extends z.ZodType, Item, Detail>(options: {
  invalidId: string;
  query: Q;
  list: (deps: ApiDeps, query: z.output<Q>) => Promise<ListPage<Item>>;
  /** The record; `query` the whole query, for a detail that takes other parameters (it checks them itself). */
  detail: (deps: ApiDeps, id: number, query: Record<string, string>) => Promise<Detail | null>;
}) {
  const detailQuery = z.object({ id: idParam(options.invalidId) });
  return async (c: Context<ApiEnv>) => {
    const query = c.req.query();
    if (query.id !== undefined) return c.json(detailPage(await options.detail(c.var.deps, parse(detailQuery, query).id, query)));
    return c.json(await options.list(c.var.deps, parse(options.query, query)));
  };
}

/** The rows a page reads: `limit` rows after `offset`, counted from the end of the list when `reversed`. */
export interface PageWindow {
  offset: number;
  limit: number;
  reversed: boolean;
}

/**
 * A page past the middle of its list is read from the end, in reverse order, and turned around: OFFSET costs
 * the rows it skips, so the last page costs what the first does instead of the whole list. Needs the total,
 * which is cached (`totalOf`); a page past the end reads nothing.
 */
function pageWindow(q: { page: number; page_size: number }, total: number): PageWindow {
  const offset = (q.page - 1) * q.page_size;
  if (offset >= total || offset + q.page_size / 2 <= total / 2) return { offset, limit: q.page_size, reversed: false };
  const limit = Math.min(q.page_size, total - offset);
  return { offset: total - offset - limit, limit, reversed: true };
}

/** The page's rows in list order, whichever end they were read from. */
const inListOrder = <T>(rows: T[], window: PageWindow): T[] => (window.reversed ? rows.reverse() : rows);

/** The rows of `ids` (read in any order) in the order of `ids`; a row deleted since its id was read is left out. */
export async function rowsInIdOrder<F, Row>(deps: ApiDeps, source: ListSource<F, Row>, ids: number[]): Promise<Row[]> {
  if (ids.length === 0) return [];
  const byId = new Map((await source.rows(deps, ids)).map((row) => [source.idOf(row), row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row === undefined ? [] : [row];
  });
}

/**
 * A page of any list (specification §7) and its COUNT (cached), with one WHERE clause so totals and pages agree:
 * the page's ids first, from the nearer end of the list (`pageWindow`), then the columns of those rows alone.
 * A page past the end is empty and keeps its number (docs/decisions/0010, 0039).
 */
export async function listPage<F, Row>(
  deps: ApiDeps,
  source: ListSource<F, Row>,
  q: F & { page: number; page_size: number },
): Promise<ListPage<Row>> {
  const total = await totalOf(deps, source.resource, q, () => source.count(deps, q));
  const window = pageWindow(q, total);
  const ids = inListOrder(await source.ids(deps, q, window), window).map((row) => row.id);
  return { results: await rowsInIdOrder(deps, source, ids), pagination: paginationOf(q.page, q.page_size, total) };
}

/**
 * `key asc|desc` for each sort key, all flipped when the window reads from the end. A key whose missing values
 * go last in both directions (`nullsLast`) has them first when flipped; other keys keep PostgreSQL's default,
 * which flips with the direction by itself.
 */
export function sortKeys(keys: { key: SQL; nullsLast?: boolean }[], direction: "asc" | "desc", window: PageWindow): SQL[] {
  const descending = (direction === "desc") !== window.reversed;
  return keys.map(({ key, nullsLast }) => {
    const nulls = nullsLast ? (window.reversed ? sql` nulls first` : sql` nulls last`) : sql``;
    return sql`${key} ${descending ? sql`desc` : sql`asc`}${nulls}`;
  });
}
