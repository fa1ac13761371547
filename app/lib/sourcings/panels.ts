import { href } from "react-router";
import type { SourcingComment } from "../../../contract/sourcings";
import { SHOW_CHANGES_PARAM } from "../activity/panel";

/**
 * A comment as the sourcing page holds it: rendered (`html`); its text as typed only on the comment whose delete
 * the page is confirming without JavaScript, which quotes it. The thread does not carry each text twice.
 */
export type CommentView = Omit<SourcingComment, "comentario"> & { comentario?: string };

/** Anchors of the sourcing detail's panels: redirects after a file or comment change come back to them. */
export const FILES_PANEL_ID = "arquivos";
export const COMMENTS_PANEL_ID = "comentarios";

/** The route that uploads and deletes a sourcing's files. */
export const sourcingFilesHref = (sourcingId: number) => href("/sourcings/:id/files", { id: String(sourcingId) });
/** The query of a file's download through that route: a fresh signed link at the click. */
export const DOWNLOAD_FILE_PARAM = "baixar";
export const sourcingFileDownloadHref = (sourcingId: number, filename: string) =>
  `${sourcingFilesHref(sourcingId)}?${new URLSearchParams({ [DOWNLOAD_FILE_PARAM]: filename })}`;
/** The query that keeps the sourcing's changes shown in its comment thread ('Mostrar alterações') across a post. */
const showChangesQuery = (showChanges: boolean) => (showChanges ? `?${SHOW_CHANGES_PARAM}=1` : "");

/** The route that posts and deletes a sourcing's comments (told whether to come back with the changes shown). */
export const sourcingCommentsHref = (sourcingId: number, showChanges = false) =>
  `${href("/sourcings/:id/comments", { id: String(sourcingId) })}${showChangesQuery(showChanges)}`;

/** The sourcing detail, scrolled to one of its panels (the comment thread with its changes shown, when asked). */
export const sourcingPanelHref = (sourcingId: number, panel: typeof FILES_PANEL_ID | typeof COMMENTS_PANEL_ID, showChanges = false) =>
  `${href("/sourcings/:id", { id: String(sourcingId) })}${showChangesQuery(showChanges)}#${panel}`;

/** Whether a post to the comments route asked to come back with the changes shown. */
export const showsChanges = (url: string) => new URL(url).searchParams.get(SHOW_CHANGES_PARAM) === "1";

/**
 * Without JavaScript a delete asks on the sourcing's page itself, in the panel, chosen by the query
 * (`?deletar_arquivo=<name>`, `?deletar_comentario=<id>`), as the supplier screens do.
 */
export const DELETE_FILE_PARAM = "deletar_arquivo";
export const DELETE_COMMENT_PARAM = "deletar_comentario";

/** The relative link to a panel's no-JavaScript confirmation. */
export const confirmDeleteHref = (
  param: string,
  what: string | number,
  panel: typeof FILES_PANEL_ID | typeof COMMENTS_PANEL_ID,
  showChanges = false,
) => `?${new URLSearchParams({ [param]: String(what), ...(showChanges ? { [SHOW_CHANGES_PARAM]: "1" } : {}) })}#${panel}`;
