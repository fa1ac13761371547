import { href } from "react-router";

/** Anchors of the sourcing detail's panels: redirects after a file or comment change come back to them. */
export const FILES_PANEL_ID = "arquivos";
export const COMMENTS_PANEL_ID = "comentarios";

/** The route that uploads and deletes a sourcing's files. */
export const sourcingFilesHref = (sourcingId: number) => href("/sourcings/:id/files", { id: String(sourcingId) });
/** The route that posts and deletes a sourcing's comments. */
export const sourcingCommentsHref = (sourcingId: number) => href("/sourcings/:id/comments", { id: String(sourcingId) });

/** The sourcing detail, scrolled to one of its panels. */
export const sourcingPanelHref = (sourcingId: number, panel: typeof FILES_PANEL_ID | typeof COMMENTS_PANEL_ID) =>
  `${href("/sourcings/:id", { id: String(sourcingId) })}#${panel}`;

/** A no-JavaScript confirmation page of one of those routes (`?deletar=`). */
export const confirmDeleteHref = (route: string, what: string | number) => `${route}?${new URLSearchParams({ deletar: String(what) })}`;
