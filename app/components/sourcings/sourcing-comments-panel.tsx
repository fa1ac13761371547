import { sourcingCommentsHref, COMMENTS_PANEL_ID } from "~/lib/sourcing-panels";
import type { SourcingComment } from "../../../contract/sourcings";
import { Card } from "../ui/field";
import { CommentForm } from "./comment-form";
import { CommentList } from "./comment-list";

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
  return (
    <Card title="Comentários" id={COMMENTS_PANEL_ID} className="scroll-mt-16">
      <CommentForm sourcingId={sourcingId} />
      <div className="mt-5 border-t border-border pt-5">
        {comments ? (
          <CommentList comments={comments} currentUserId={currentUserId} action={sourcingCommentsHref(sourcingId)} />
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
