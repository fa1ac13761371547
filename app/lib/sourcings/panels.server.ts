import { COMMENTS_LOAD_FAILED } from "~/components/sourcings/sourcing-comments-panel";
import { FILES_LOAD_FAILED } from "~/components/sourcings/sourcing-files-panel";
import { ApiFailure, type ApiClient, settle } from "~/services/api.server";
import { listSourcingComments, listSourcingFiles } from "~/services/sourcings.server";
import { errorToast, type Toast } from "../shell/toast";
import { type CommentView, DELETE_COMMENT_PARAM } from "./panels";
import type { SourcingComment } from "../../../contract/sourcings";

/** The comments without their text as typed, but the one being confirmed (`?deletar_comentario=<id>`). */
const commentViews = (comments: SourcingComment[], confirming: string | null): CommentView[] =>
  comments.map(({ comentario, ...comment }) => (String(comment.id) === confirming ? { ...comment, comentario } : comment));

/**
 * The data of the sourcing detail's files and comments panels, for its loader. A failed list does not fail the
 * page: its panel says so (null) and an 'Erro' toast is returned, to be merged into the loader's `toasts`.
 * Awaited, not deferred: a deferred list would stay 'Carregando comentários...' for a browser without JavaScript.
 */
export async function loadSourcingPanels(api: ApiClient, sourcingId: number, query: URLSearchParams) {
  const [files, comments] = await Promise.all([settle(listSourcingFiles(api, sourcingId)), settle(listSourcingComments(api, sourcingId))]);
  const toasts: Toast[] = [];
  if (files instanceof ApiFailure) toasts.push(errorToast(files.messageOr(FILES_LOAD_FAILED)));
  if (comments instanceof ApiFailure) toasts.push(errorToast(comments.messageOr(COMMENTS_LOAD_FAILED)));
  return {
    files: files instanceof ApiFailure ? null : files,
    comments: comments instanceof ApiFailure ? null : commentViews(comments, query.get(DELETE_COMMENT_PARAM)),
    toasts,
  };
}
