import { useSearchParams } from "react-router";
import { COMMENTS_PANEL_ID, DELETE_COMMENT_PARAM, sourcingCommentsHref, sourcingPanelHref } from "~/lib/sourcing-panels";
import type { SourcingComment } from "../../../contract/sourcings";
import { ConfirmPanel } from "../confirm-action";
import { Card } from "../ui/field";
import { CommentForm } from "./comment-form";
import { CommentList, confirmDeleteComment } from "./comment-list";

/** Spec section 8: the comments could not be loaded. */
export const COMMENTS_LOAD_FAILED = "Falha ao carregar comentários";

/**
 * The sourcing's discussion: the form for a new comment, then the comments. `comments` is null when they could
 * not be loaded (the loader also returns the 'Erro' toast, see `loadSourcingPanels`).
 */
export function SourcingCommentsPanel({
  sourcingId,
  comments,
  currentUserId,
}: {
  sourcingId: number;
  comments: SourcingComment[] | null;
  currentUserId: number;
}) {
  const action = sourcingCommentsHref(sourcingId);
  const [params] = useSearchParams();
  // Without JavaScript the delete asks here (`?deletar_comentario=<id>`), for the author's own comments only.
  const confirming = comments?.find((c) => String(c.id) === params.get(DELETE_COMMENT_PARAM) && c.id_user === currentUserId);
  return (
    <Card title="Comentários" id={COMMENTS_PANEL_ID} className="scroll-mt-16">
      {confirming ? (
        <ConfirmPanel
          {...confirmDeleteComment(confirming.id, action)}
          cancelHref={sourcingPanelHref(sourcingId, COMMENTS_PANEL_ID)}
        >
          <blockquote className="mt-3 line-clamp-4 border-l-4 border-amber-300 pl-3 text-sm whitespace-pre-line text-slate-700">
            {confirming.comentario}
          </blockquote>
        </ConfirmPanel>
      ) : null}
      <CommentForm sourcingId={sourcingId} />
      <div className="mt-5 border-t border-border pt-5">
        {comments ? (
          <CommentList comments={comments} currentUserId={currentUserId} action={action} />
        ) : (
          <p className="text-sm text-destructive">{COMMENTS_LOAD_FAILED}</p>
        )}
      </div>
    </Card>
  );
}

/** What a `<Suspense>` boundary shows while the comments are still on their way (deferred by the loader). */
export function CommentsFallback() {
  return (
    <Card title="Comentários" id={COMMENTS_PANEL_ID} className="scroll-mt-16">
      <p role="status" className="flex items-center gap-3 text-sm text-slate-600">
        <span aria-hidden className="size-4 animate-spin rounded-full border-2 border-slate-300 border-t-primary" />
        Carregando comentários...
      </p>
    </Card>
  );
}
