import type { Pagination } from "#contract/shared/pagination.ts";
import { formatDateTime } from "#app/lib/format.ts";

/** The anchor of the 'Atividade' panel (supplier and product pages): its pager brings the reader back to it. */
export const ACTIVITY_PANEL_ID = "atividade";
/** The query of the history's page, so paging works without JavaScript and a shared link opens the same page. */
export const ACTIVITY_PAGE_PARAM = "atividade";
/** On a sourcing the changes are interleaved with the comments only when asked (`?alteracoes=1`). */
export const SHOW_CHANGES_PARAM = "alteracoes";
/** Entries per page of the panel. */
export const ACTIVITY_PANEL_PAGE_SIZE = 20;

/** The history page the address asks for: a positive integer, else the first. */
export function activityPageOf(params: URLSearchParams): number {
  const raw = params.get(ACTIVITY_PAGE_PARAM) ?? "";
  const page = /^\d{1,6}$/.test(raw) ? Number(raw) : 1;
  return page >= 1 ? page : 1;
}

/** The current address with another history page, back at the panel `anchor` (a relative `to` of a `<Link>`). */
export function activityPageTo(params: URLSearchParams, page: number, anchor: string): { search: string; hash: string } {
  const next = new URLSearchParams(params);
  if (page > 1) next.set(ACTIVITY_PAGE_PARAM, String(page));
  else next.delete(ACTIVITY_PAGE_PARAM);
  const query = next.toString();
  return { search: query ? `?${query}` : "", hash: `#${anchor}` };
}

/**
 * One change as the panel shows it: who, what ("alterou Status de Doing para Concluído") and when (ISO time). The
 * sentence is written on the server (`activityLine`), where every field's label is at hand: the labels come from the
 * field tables, whose zod schemas no page loads before it is interactive (docs/decisions/0051-lean-first-load.md).
 */
export interface ActivityLine {
  id: number;
  actor: string;
  summary: string;
  at: string;
}

/** A page of the history as the panel shows it. */
export interface ActivityLines {
  results: ActivityLine[];
  pagination: Pagination;
}

/** What a loader hands the panel: the page (null when it could not be loaded). */
export type ActivityPage = ActivityLines | null;

/** "12/03/2026 14:05", São Paulo time: the moment of a change as the panel writes it. */
export function formatActivityTime(iso: string): string {
  return formatDateTime(iso).replace(", ", " ");
}
