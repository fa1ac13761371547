import { ApiFailure, settle } from "#app/services/api.server.ts";
import { errorToast, type Toast } from "#app/lib/shell/toast.ts";
import type { PickerChoice, PickerKind, PickerSearch } from "./kinds";

/** Matches shown at once: a picker narrows as the user types, it never lists the whole directory or catalogue. */
export const PICKER_LIMIT = 20;

/** Longest search text taken from a URL. */
const SEARCH_MAX = 200;

/**
 * Without JavaScript a picker is a GET search (`?buscar=`, `?buscar_produto=`) answered by the detail's loader, with
 * the combobox's rules (`find`): null when nothing is searched; a failed search lists nothing and adds its 'Erro'
 * toast (`failed` when the API gives no message of its own) to `toasts`.
 */
export async function pickerSearchOf(
  kind: PickerKind,
  query: URLSearchParams,
  find: (text: string) => Promise<PickerChoice[]>,
  failed: string,
  toasts: Toast[],
): Promise<PickerSearch | null> {
  const text = (query.get(kind.param) ?? "").trim().slice(0, SEARCH_MAX);
  if (!text) return null;
  const results = await settle(find(text));
  if (results instanceof ApiFailure) toasts.push(errorToast(results.messageOr(failed)));
  return { query: text, results: results instanceof ApiFailure ? [] : results };
}

/**
 * One page of a server-side search, without the records already linked: the page asks for as many more as are
 * linked (up to `pageSizeMax`), so the linked ones never leave it short.
 */
export async function unlinkedChoices(
  search: (pageSize: number) => Promise<PickerChoice[]>,
  linked: ReadonlySet<number>,
  pageSizeMax: number,
): Promise<PickerChoice[]> {
  const choices = await search(Math.min(PICKER_LIMIT + linked.size, pageSizeMax));
  return choices.filter((choice) => !linked.has(choice.id)).slice(0, PICKER_LIMIT);
}
