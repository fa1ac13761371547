import { redirect, type RouterContextProvider } from "react-router";
import type { ExportFormat } from "#contract/lists/list-export.ts";
import { type ApiClient, ApiFailure, apiOf, settle } from "#app/services/api.server.ts";
import { sessionContext } from "#app/sessions.server.ts";
import { parseList } from "./parse";
import type { List } from "./state";
import { errorToast } from "#app/lib/shell/toast.ts";

/** The reply headers passed on from the API's export to the browser. */
const PASSED_ON = ["Content-Type", "Content-Disposition", "Cache-Control"];

/**
 * `/<list>/export.csv` and `.xlsx` (plain links, so they work without JavaScript): the list's state read from
 * the URL by the list's own declaration, the API's export streamed through as it comes. A refusal (the
 * 50,000-row limit) goes back to the list with the same filters and an 'Erro' toast.
 */
export async function listExport<S>(options: {
  request: Request;
  context: Readonly<RouterContextProvider>;
  list: List<S> & { toExportApiQuery(state: S): object };
  call: (api: ApiClient, state: S, format: ExportFormat) => Promise<Response>;
  failure: string;
}): Promise<Response> {
  const { request, context, list } = options;
  const url = new URL(request.url);
  const format: ExportFormat = url.pathname.endsWith(".xlsx") ? "xlsx" : "csv";
  const state = parseList(list, url.searchParams);
  const reply = await settle(options.call(apiOf(context), state, format));
  if (reply instanceof ApiFailure) {
    context.get(sessionContext).flash(errorToast(reply.messageOr(options.failure)));
    throw redirect(`${list.path}${list.exportSearch(state)}`);
  }
  const headers = new Headers();
  for (const name of PASSED_ON) {
    const value = reply.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  return new Response(reply.body, { status: 200, headers });
}
