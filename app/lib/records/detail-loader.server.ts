import { data, type RouterContextProvider } from "react-router";
import { ApiFailure, type ApiClient, apiOf, settle } from "#app/services/api.server.ts";
import { errorToast, type Toast } from "#app/lib/shell/toast.ts";
import { routeId } from "./route-id";

/** A detail page's answer when its record does not exist: the page shows its not-found state with status 404. */
export const notFound = () => data({ notFound: true as const }, { status: 404 });

/** The address's switch of a detail page's edit form (`?editar=1`), the same on the three record pages. */
const EDIT_PARAM = "editar";

/** What every detail loader starts from: the record's id, the API, the page's query and whether the edit form is open. */
export interface DetailRequest {
  id: number;
  api: ApiClient;
  query: URLSearchParams;
  editing: boolean;
}

/**
 * The start of a detail loader; null when the URL names no possible record (the page then answers `notFound()`).
 * The query is the page's (`url`), never the data request's own parameters (`future.v8_passThroughRequests`).
 */
export function detailRequest({
  params,
  url,
  context,
}: {
  params: { id?: string };
  url: URL;
  context: Readonly<RouterContextProvider>;
}): DetailRequest | null {
  const id = routeId(params.id);
  if (id === null) return null;
  const query = url.searchParams;
  return { id, api: apiOf(context), query, editing: query.get(EDIT_PARAM) === "1" };
}

/** The edit form's dropdowns, asked of the API only while the form is open (null otherwise). */
export function lookupsWhileEditing<T>(
  { api, editing }: DetailRequest,
  call: (api: ApiClient) => Promise<T>,
): Promise<T | ApiFailure | null> {
  return editing ? settle(call(api)) : Promise.resolve(null);
}

/** The dropdowns as the page gets them: a failure is an 'Erro' toast (the API's message or `failure`) and no dropdowns. */
export function lookupsOrNull<T>(settled: T | ApiFailure | null, toasts: Toast[], failure = "Falha ao carregar dropdowns"): T | null {
  if (!(settled instanceof ApiFailure)) return settled;
  toasts.push(errorToast(settled.messageOr(failure)));
  return null;
}

/**
 * A detail loader's record from its settled call: null when there is none (absent, or the API's 404); any other
 * refusal becomes the page's error, with the API's message or the screen's `failure` (specification §8).
 */
export function recordOrNull<T>(settled: T | null | ApiFailure, failure: string): T | null {
  if (!(settled instanceof ApiFailure)) return settled;
  if (settled.status !== 404) throw data(settled.messageOr(failure), { status: settled.status });
  return null;
}
