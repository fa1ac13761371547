import { href } from "react-router";

/** Anchors of the sourcing detail's panels: redirects after a file or comment change come back to them. */
export const FILES_PANEL_ID = "arquivos";
export const COMMENTS_PANEL_ID = "comentarios";

/** The route that uploads and deletes a sourcing's files. */
export const sourcingFilesHref = (sourcingId: number) => href("/sourcings/:id/files", { id: String(sourcingId) });
/** The query of a file's download through that route: a fresh signed link at the click. */
export const DOWNLOAD_FILE_PARAM = "baixar";
export const sourcingFileDownloadHref = (sourcingId: number, filename: string) =>
  `${sourcingFilesHref(sourcingId)}?${new URLSearchParams({ [DOWNLOAD_FILE_PARAM]: filename })}`;
/** The route that posts and deletes a sourcing's comments. */
export const sourcingCommentsHref = (sourcingId: number) => href("/sourcings/:id/comments", { id: String(sourcingId) });

/** The sourcing detail, scrolled to one of its panels. */
export const sourcingPanelHref = (sourcingId: number, panel: typeof FILES_PANEL_ID | typeof COMMENTS_PANEL_ID) =>
  `${href("/sourcings/:id", { id: String(sourcingId) })}#${panel}`;

/**
 * Without JavaScript a delete asks on the sourcing's page itself, in the panel, chosen by the query
 * (`?deletar_arquivo=<name>`, `?deletar_comentario=<id>`), as the supplier screens do.
 */
export const DELETE_FILE_PARAM = "deletar_arquivo";
export const DELETE_COMMENT_PARAM = "deletar_comentario";

/** The relative link to a panel's no-JavaScript confirmation. */
export const confirmDeleteHref = (param: string, what: string | number, panel: typeof FILES_PANEL_ID | typeof COMMENTS_PANEL_ID) =>
  `?${new URLSearchParams({ [param]: String(what) })}#${panel}`;
