import { redirect } from "react-router";
import type { Pagination } from "../../contract/pagination";
import { ApiFailure } from "~/services/api.server";
import type { List } from "./list-state";

function urlOf<S>(list: List<S>, state: S): string {
  const query = list.toSearchParams(state).toString();
  return `${list.path}${query ? `?${query}` : ""}`;
}

/**
 * The list's state from the request. One canonical URL per state: defaults and bad values leave the
 * address (also after a no-JavaScript form submit, which sends every field), by a redirect.
 */
export function readListState<S>(request: Request, list: List<S>): S {
  const url = new URL(request.url);
  // React Router's own data-request parameters are not list state.
  url.searchParams.delete("_routes");
  url.searchParams.delete("index");
  const state = list.parse(url.searchParams);
  const canonical = list.toSearchParams(state).toString();
  if (canonical !== url.searchParams.toString()) throw redirect(urlOf(list, state));
  return state;
}

/** A stale link past the last page (the list shrank) goes to the last page. */
export function keepWithinPages<S extends { page: number }>(list: List<S>, state: S, reply: { pagination: Pagination } | ApiFailure) {
  if (reply instanceof ApiFailure || state.page <= reply.pagination.total_pages) return;
  throw redirect(urlOf(list, { ...state, page: reply.pagination.total_pages }));
}
