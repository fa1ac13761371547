import { ArrowLeft } from "lucide-react";
import { data, Link, redirect } from "react-router";
import { ConfirmPanel } from "~/components/confirm-action";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { PageHeader } from "~/components/page-header";
import { COMMENT_POST_FAILED } from "~/components/sourcings/comment-form";
import { DELETE_COMMENT_QUESTION } from "~/components/sourcings/comment-list";
import { COMMENTS_LOAD_FAILED } from "~/components/sourcings/sourcing-comments-panel";
import { buttonClass } from "~/components/ui/button";
import { runIntent, streamUpload } from "~/lib/api-action.server";
import { isMultipart } from "~/lib/multipart";
import { requireRouteId, routeId } from "~/lib/route-id";
import { COMMENTS_PANEL_ID, sourcingPanelHref } from "~/lib/sourcing-panels";
import { ApiFailure, apiOf, settle } from "~/services/api.server";
import { deleteSourcingComment, listSourcingComments, postSourcingComment } from "~/services/sourcings.server";
import type { Route } from "./+types/sourcings.comments";

const SOURCING_NOT_FOUND = "Sourcing não encontrado.";
const COMMENT_SENT = "Comentário enviado!";
const COMMENT_DELETED = "Comentário deletado";
const COMMENT_DELETE_FAILED = "Falha ao deletar comentário";

export function meta() {
  return [{ title: "Deletar comentário · Importadora" }];
}

/**
 * The comments of a sourcing. A multipart body is a new comment (id_sourcing, comentario, repeated arquivos),
 * streamed to the API without being parsed or buffered here (the API checks text, count and sizes): JSON
 * `{ok, message}` for the form with JavaScript, a toast and the sourcing's page for a plain form. Any other post
 * names its intent.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const id = requireRouteId(params.id, SOURCING_NOT_FOUND);
  const back = sourcingPanelHref(id, COMMENTS_PANEL_ID);
  if (isMultipart(request)) {
    return streamUpload(
      request,
      context,
      async (body, contentType) => {
        await postSourcingComment(apiOf(context), body, contentType);
        return { message: COMMENT_SENT };
      },
      { failure: COMMENT_POST_FAILED, back },
    );
  }
  const formData = await request.formData();
  switch (formData.get("intent")) {
    case "delete":
      return deleteIntent(context, back, formData);
    default:
      throw data("Ação desconhecida.", { status: 400 });
  }
}

function deleteIntent(context: Route.ActionArgs["context"], back: string, formData: FormData) {
  const commentId = routeId(String(formData.get("id") ?? ""));
  if (commentId === null) throw data("Informe o comentário.", { status: 400 });
  return runIntent(context, () => deleteSourcingComment(apiOf(context), commentId), {
    failure: COMMENT_DELETE_FAILED,
    success: COMMENT_DELETED,
    redirectTo: back,
    back,
  });
}

/** Without JavaScript, deleting a comment asks on this page (`?deletar=<id>`); otherwise back to the sourcing. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const id = requireRouteId(params.id, SOURCING_NOT_FOUND);
  const back = sourcingPanelHref(id, COMMENTS_PANEL_ID);
  const commentId = routeId(new URL(request.url).searchParams.get("deletar") ?? undefined);
  if (commentId === null) throw redirect(back);
  const comments = await settle(listSourcingComments(apiOf(context), id));
  if (comments instanceof ApiFailure) throw data(comments.messageOr(COMMENTS_LOAD_FAILED), { status: comments.status });
  const comment = comments.find((c) => c.id === commentId);
  if (!comment) throw redirect(back);
  return { sourcingId: id, comment: { id: comment.id, author: comment.user_info.nome, text: comment.comentario }, back };
}

export default function ConfirmCommentDelete({ loaderData }: Route.ComponentProps) {
  const { sourcingId, comment, back } = loaderData;
  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader
        title="Comentários do sourcing"
        subtitle={`Sourcing ${sourcingId}`}
        actions={
          <Link to={back} className={buttonClass("ghost")}>
            <ArrowLeft aria-hidden className="size-4" /> Voltar ao sourcing
          </Link>
        }
      />
      <ConfirmPanel
        title="Deletar comentário"
        message={DELETE_COMMENT_QUESTION}
        fields={{ intent: "delete", id: String(comment.id) }}
        confirmLabel="Deletar"
        cancelHref={back}
      >
        <blockquote className="mt-3 line-clamp-4 border-l-4 border-amber-300 pl-3 text-sm whitespace-pre-line text-slate-700">
          <span className="font-medium">{comment.author}:</span> {comment.text}
        </blockquote>
      </ConfirmPanel>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
