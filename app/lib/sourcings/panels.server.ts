import { COMMENTS_LOAD_FAILED, FILES_LOAD_FAILED } from "./panel-messages";
import { ApiFailure, type ApiClient, settle } from "#app/services/api.server.ts";
import { listSourcingComments, listSourcingFiles } from "#app/services/sourcings.server.ts";
import { errorToast, type Toast } from "#app/lib/shell/toast.ts";
import { type CommentView, commentsShownOf, type ConfirmingComment, DELETE_COMMENT_PARAM, type FileView } from "./panels";
import type { SourcingComment } from "#contract/sourcings/sourcings.ts";

/** The comments as the thread shows them: without their text as typed. */
const commentViews = (comments: SourcingComment[]): CommentView[] => comments.map(({ comentario: _typed, ...comment }) => comment);

/**
 * The comment being confirmed (`?deletar_comentario=<id>`), with its text as typed: from the comments read, or, when
 * it is older than those shown (comments written since pushed it out), from the whole thread, read for it alone.
 */
async function confirmingComment(api: ApiClient, sourcingId: number, read: SourcingComment[], id: string | null) {
  if (id === null) return null;
  const thread = read.some((comment) => String(comment.id) === id) ? read : await settle(listSourcingComments(api, sourcingId));
  if (thread instanceof ApiFailure) return null;
  const found = thread.find((comment) => String(comment.id) === id);
  return found ? ({ id: found.id, id_user: found.id_user, comentario: found.comentario } satisfies ConfirmingComment) : null;
}

/**
 * The data of the sourcing detail's files and comments panels, for its loader. A failed list does not fail the
 * page: its panel says so (null) and an 'Erro' toast is returned, to be merged into the loader's `toasts`.
 * Awaited, not deferred: a deferred list would stay 'Carregando comentários...' for a browser without JavaScript.
 * The comments are the latest the address asks for (`?comentarios=<n>`, a page by default): one more is read to
 * know whether older ones remain.
 */
export async function loadSourcingPanels(api: ApiClient, sourcingId: number, query: URLSearchParams) {
  const shown = commentsShownOf(query);
  const [files, comments] = await Promise.all([
    settle(listSourcingFiles(api, sourcingId)),
    settle(listSourcingComments(api, sourcingId, shown + 1)),
  ]);
  const toasts: Toast[] = [];
  if (files instanceof ApiFailure) toasts.push(errorToast(files.messageOr(FILES_LOAD_FAILED)));
  if (comments instanceof ApiFailure) toasts.push(errorToast(comments.messageOr(COMMENTS_LOAD_FAILED)));
  const read = comments instanceof ApiFailure ? [] : comments;
  return {
    files: files instanceof ApiFailure ? null : files.map(({ fileurl: _url, ...file }): FileView => file),
    comments: comments instanceof ApiFailure ? null : commentViews(read.slice(-shown)),
    olderComments: read.length > shown,
    confirmingComment: await confirmingComment(api, sourcingId, read, query.get(DELETE_COMMENT_PARAM)),
    toasts,
  };
}
