import { redirect } from "react-router";
import type { Pagination } from "#contract/shared/pagination.ts";
import { ApiFailure } from "#app/services/api.server.ts";
import { parseList } from "./parse";
import { type List, listUrl } from "./state";

/**
 * The list's state from the request. One canonical URL per state: defaults and bad values leave the
 * address (also after a no-JavaScript form submit, which sends every field), by a redirect.
 * `screenParams` are the screen's own parameters beside the list's (a panel opened on a row, say): they are
 * no part of the state and stay in the address as they are.
 */
export function readListState<S>(request: Request, list: List<S>, screenParams: readonly string[] = []): S {
  const url = new URL(request.url);
  // React Router's own data-request parameters are not list state: `request` is the HTTP request as it came
  // (`future.v8_passThroughRequests`), a client navigation's `?_routes=`, a post's `?index` and all.
  url.searchParams.delete("_routes");
  url.searchParams.delete("index");
  const listParams = new URLSearchParams([...url.searchParams].filter(([key]) => !screenParams.includes(key)));
  const state = parseList(list, listParams);
  const canonical = list.toSearchParams(state);
  if (canonical.toString() !== listParams.toString()) {
    for (const [key, value] of url.searchParams) if (screenParams.includes(key)) canonical.append(key, value);
    const query = canonical.toString();
    throw redirect(`${list.path}${query ? `?${query}` : ""}`);
  }
  return state;
}

/** The list's address an action on one of its rows returns to: the request's list state, the screen's own parameters left out. */
export function listUrlOf<S>(request: Request, list: List<S>): string {
  return listUrl(list, parseList(list, new URL(request.url).searchParams));
}

/** A stale link past the last page (the list shrank) goes to the last page. */
export function keepWithinPages<S extends { page: number }>(list: List<S>, state: S, reply: { pagination: Pagination } | ApiFailure) {
  if (reply instanceof ApiFailure || state.page <= reply.pagination.total_pages) return;
  throw redirect(listUrl(list, { ...state, page: reply.pagination.total_pages }));
}
