import { readForm } from "#app/lib/forms/read.server.ts";
import { data } from "react-router";
import { redirectCarryingBack } from "#app/lib/lists/back-to.server.ts";
import { COMMENT_POST_FAILED } from "#app/components/sourcings/comment-form.tsx";
import { runIntent, streamUpload, UNKNOWN_ACTION } from "#app/lib/actions/api-action.server.ts";
import { isMultipart } from "#app/lib/actions/multipart.ts";
import { requireRouteId, routeId } from "#app/lib/records/route-id.ts";
import { COMMENTS_PANEL_ID, sourcingPanelHref, threadQueryOfUrl } from "#app/lib/sourcings/panels.ts";
import { apiOf } from "#app/services/api.server.ts";
import { deleteSourcingComment, postSourcingComment } from "#app/services/sourcings.server.ts";
import { COMMENT_DELETED, COMMENT_SENT, SOURCING_NOT_FOUND } from "#contract/sourcings/sourcing-rules.ts";
import type { Route } from "./+types/sourcings.comments";

const COMMENT_DELETE_FAILED = "Falha ao deletar comentário";

/**
 * The comments of a sourcing (a resource route: the comments panel posts here). A multipart body is a new
 * comment (id_sourcing, comentario, repeated arquivos), streamed to the API without being parsed or buffered
 * here (the API checks text, count and sizes): JSON `{ok, message}` for the form with JavaScript, a toast and
 * the sourcing's comments panel for a plain form. Any other post names its intent.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const id = requireRouteId(params.id, SOURCING_NOT_FOUND);
  const back = sourcingPanelHref(id, COMMENTS_PANEL_ID, threadQueryOfUrl(request.url));
  if (isMultipart(request)) {
    const send = async (body: ReadableStream<Uint8Array>, contentType: string) => {
      await postSourcingComment(apiOf(context), body, contentType, id);
      return { message: COMMENT_SENT };
    };
    return streamUpload(request, context, send, { failure: COMMENT_POST_FAILED, back });
  }
  const formData = await readForm(request);
  switch (formData.get("intent")) {
    case "delete":
      return deleteIntent(context, id, back, formData);
    default:
      throw data(UNKNOWN_ACTION, { status: 400 });
  }
}

function deleteIntent(context: Route.ActionArgs["context"], sourcingId: number, back: string, formData: FormData) {
  const commentId = routeId(String(formData.get("id") ?? ""));
  if (commentId === null) throw data("Informe o comentário.", { status: 400 });
  return runIntent(context, () => deleteSourcingComment(apiOf(context), { id: commentId, id_sourcing: sourcingId }), {
    failure: COMMENT_DELETE_FAILED,
    success: COMMENT_DELETED,
    redirectTo: back,
    back,
  });
}

export function loader({ params, context }: Route.LoaderArgs) {
  throw redirectCarryingBack(context, sourcingPanelHref(requireRouteId(params.id, SOURCING_NOT_FOUND), COMMENTS_PANEL_ID));
}
