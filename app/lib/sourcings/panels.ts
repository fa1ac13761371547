import { href } from "react-router";
import { COMMENTS_PAGE_SIZE } from "#contract/shared/limits.ts";
import type { SourcingComment, SourcingStoredFile } from "#contract/sourcings/sourcings.ts";
import type { SourcingSupplierLink } from "#contract/suppliers/suppliers.ts";
import { SHOW_CHANGES_PARAM } from "#app/lib/activity/panel.ts";

/**
 * A supplier of the sourcing as its panel shows it: without the link's own id nor the sourcing's (the page's), which
 * the panel never shows (docs/decisions/0069-lean-pages.md).
 */
export type LinkView = Omit<SourcingSupplierLink, "id_sourcing_suppliers" | "id_sourcing" | "sourcing_nome">;

/** The link as the panel shows it. */
export const linkViewOf = ({
  id_sourcing_suppliers: _link,
  id_sourcing: _sourcing,
  sourcing_nome: _name,
  ...link
}: SourcingSupplierLink): LinkView => link;

/**
 * The suppliers panel shows its first `SOURCING_SUPPLIERS_PAGE_SIZE` entries; `?fornecedores=todos` shows them all,
 * and their links and posts keep it (docs/decisions/0069-lean-pages.md).
 */
export const SUPPLIERS_SHOWN_PARAM = "fornecedores";
export const ALL_SUPPLIERS = "todos";
/** The panel's anchor: 'Mostrar todos os fornecedores' and a change made with all shown come back to it. */
export const SUPPLIERS_PANEL_ID = "fornecedores";

export const allSuppliersShown = (params: URLSearchParams) => params.get(SUPPLIERS_SHOWN_PARAM) === ALL_SUPPLIERS;

/** The sourcing's page. */
export const sourcingHref = (id: number) => href("/sourcings/:id", { id: String(id) });

/**
 * Where a change of the suppliers panel comes back to: the page, or with all its suppliers shown, the panel
 * (`?fornecedores=todos#fornecedores`); `query` is what the panel's view adds to another query of the page.
 */
export interface SuppliersPanelView {
  here: string;
  query: Record<string, string>;
}
export function suppliersPanelOf(id: number, all: boolean): SuppliersPanelView {
  if (!all) return { here: sourcingHref(id), query: {} };
  const query = { [SUPPLIERS_SHOWN_PARAM]: ALL_SUPPLIERS };
  return { here: `${sourcingHref(id)}?${new URLSearchParams(query)}#${SUPPLIERS_PANEL_ID}`, query };
}

/** A file as its panel shows it: its download goes through the files route, so the stored link is not carried. */
export type FileView = Omit<SourcingStoredFile, "fileurl">;

/** A comment as the sourcing's thread holds it: rendered (`html`), without its text as typed. */
export type CommentView = Omit<SourcingComment, "comentario">;
/**
 * The comment whose delete the page is confirming without JavaScript: its text as typed, which the confirmation
 * quotes (the thread does not carry each text twice), and its author (only the author is asked).
 */
export type ConfirmingComment = Pick<SourcingComment, "id" | "id_user" | "comentario">;

/**
 * The thread shows the latest comments, a page at a time: `?comentarios=<n>` shows the latest n, and 'Mostrar
 * comentários anteriores' asks for a page more (docs/decisions/0069-lean-pages.md).
 */
export const COMMENTS_SHOWN_PARAM = "comentarios";

/** How many of the latest comments the address asks for: a positive integer, else the first page's. */
export function commentsShownOf(params: URLSearchParams): number {
  const raw = params.get(COMMENTS_SHOWN_PARAM) ?? "";
  const shown = /^\d{1,6}$/.test(raw) ? Number(raw) : 0;
  return shown >= 1 ? shown : COMMENTS_PAGE_SIZE;
}

/**
 * What the thread shows beyond its default, as the query its links carry (a post, a delete's confirmation, its
 * cancel, the way back): the changes (`?alteracoes=1`) and older comments (`?comentarios=<n>`).
 */
export type ThreadQuery = Record<string, string>;

export function threadQueryOf(params: URLSearchParams): ThreadQuery {
  const query: ThreadQuery = {};
  if (params.get(SHOW_CHANGES_PARAM) === "1") query[SHOW_CHANGES_PARAM] = "1";
  const shown = commentsShownOf(params);
  if (shown !== COMMENTS_PAGE_SIZE) query[COMMENTS_SHOWN_PARAM] = String(shown);
  return query;
}

/** The thread's query of a post to the comments route (its address). */
export const threadQueryOfUrl = (url: string) => threadQueryOf(new URL(url).searchParams);

const searchOf = (query: ThreadQuery) => {
  const search = new URLSearchParams(query).toString();
  return search ? `?${search}` : "";
};

/** The anchor of one product of the sourcing: adding it comes back to its row. */
export const itemAnchor = (productId: number) => `produto-${productId}`;

/** The anchor of one comment: 'Mostrar comentários anteriores' comes back to the oldest one shown before. */
export const commentAnchor = (id: number) => `comentario-${id}`;

/** Anchors of the sourcing detail's panels: redirects after a file or comment change come back to them. */
export const FILES_PANEL_ID = "arquivos";
export const COMMENTS_PANEL_ID = "comentarios";

/** The route that uploads and deletes a sourcing's files. */
export const sourcingFilesHref = (sourcingId: number) => href("/sourcings/:id/files", { id: String(sourcingId) });
/** The query of a file's download through that route: a fresh signed link at the click. */
export const DOWNLOAD_FILE_PARAM = "baixar";
export const sourcingFileDownloadHref = (sourcingId: number, filename: string) =>
  `${sourcingFilesHref(sourcingId)}?${new URLSearchParams({ [DOWNLOAD_FILE_PARAM]: filename })}`;
/** The route that posts and deletes a sourcing's comments (told what the thread showed, to come back to it so). */
export const sourcingCommentsHref = (sourcingId: number, thread: ThreadQuery = {}) =>
  `${href("/sourcings/:id/comments", { id: String(sourcingId) })}${searchOf(thread)}`;

/** The sourcing detail, scrolled to one of its panels (the comment thread as it was shown, when given). */
export const sourcingPanelHref = (sourcingId: number, panel: typeof FILES_PANEL_ID | typeof COMMENTS_PANEL_ID, thread: ThreadQuery = {}) =>
  `${href("/sourcings/:id", { id: String(sourcingId) })}${searchOf(thread)}#${panel}`;

/**
 * Without JavaScript a delete asks on the sourcing's page itself, in the panel, chosen by the query
 * (`?deletar_arquivo=<name>`, `?deletar_comentario=<id>`), as the supplier screens do.
 */
export const DELETE_FILE_PARAM = "deletar_arquivo";
export const DELETE_COMMENT_PARAM = "deletar_comentario";

/** The relative link to a panel's no-JavaScript confirmation (keeping what the comment thread shows). */
export const confirmDeleteHref = (
  param: string,
  what: string | number,
  panel: typeof FILES_PANEL_ID | typeof COMMENTS_PANEL_ID,
  thread: ThreadQuery = {},
) => `?${new URLSearchParams({ [param]: String(what), ...thread })}#${panel}`;
