import { COMMENTS_LOAD_FAILED } from "~/components/sourcings/sourcing-comments-panel";
import { FILES_LOAD_FAILED } from "~/components/sourcings/sourcing-files-panel";
import { ApiFailure, type ApiClient, settle } from "~/services/api.server";
import { listSourcingComments, listSourcingFiles } from "~/services/sourcings.server";
import { errorToast, type Toast } from "../shell/toast";

/**
 * The data of the sourcing detail's files and comments panels, for its loader. A failed list does not fail the
 * page: its panel says so (null) and an 'Erro' toast is returned, to be merged into the loader's `toasts`.
 * Awaited, not deferred: a deferred list would stay 'Carregando comentários...' for a browser without JavaScript.
 */
export async function loadSourcingPanels(api: ApiClient, sourcingId: number) {
  const [files, comments] = await Promise.all([settle(listSourcingFiles(api, sourcingId)), settle(listSourcingComments(api, sourcingId))]);
  const toasts: Toast[] = [];
  if (files instanceof ApiFailure) toasts.push(errorToast(files.messageOr(FILES_LOAD_FAILED)));
  if (comments instanceof ApiFailure) toasts.push(errorToast(comments.messageOr(COMMENTS_LOAD_FAILED)));
  return {
    files: files instanceof ApiFailure ? null : files,
    comments: comments instanceof ApiFailure ? null : comments,
    toasts,
  };
}
