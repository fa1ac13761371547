import { COMMENTS_LOAD_FAILED } from "#app/lib/sourcings/panel-messages.ts";
import { Link, useSearchParams } from "react-router";
import { useCarryBack } from "#app/hooks/use-back-href.ts";
import { ActivityItem } from "#app/components/activity/activity-item.tsx";
import { ACTIVITY_LOAD_FAILED } from "#app/lib/activity/messages.ts";
import { ActivityPager } from "#app/components/activity/activity-pager.tsx";
import { ACTIVITY_PAGE_PARAM, SHOW_CHANGES_PARAM } from "#app/lib/activity/panel.ts";
import { type ChangesPage, sourcingTimeline } from "#app/lib/sourcings/timeline.ts";
import {
  commentAnchor,
  COMMENTS_PANEL_ID,
  COMMENTS_SHOWN_PARAM,
  commentsShownOf,
  type CommentView,
  type ConfirmingComment,
  DELETE_COMMENT_PARAM,
  sourcingCommentsHref,
  sourcingPanelHref,
  type ThreadQuery,
  threadQueryOf,
} from "#app/lib/sourcings/panels.ts";
import { COMMENTS_PAGE_SIZE } from "#contract/shared/limits.ts";
import { ConfirmPanel } from "#app/components/confirm-action.tsx";
import { PanelToggleLink } from "#app/components/panel-toggle-link.tsx";
import { Card } from "#app/components/ui/field.tsx";
import { CommentForm } from "./comment-form";
import { COMMENT_LIST_ITEM, CommentItem, CommentList, confirmDeleteComment } from "./comment-list";

/**
 * The sourcing's discussion: the form for a new comment, then the latest comments, and 'Mostrar comentários
 * anteriores' when `olderComments` remain. `comments` is null when they could not be loaded (the loader also returns
 * the 'Erro' toast, see `loadSourcingPanels`). Behind 'Mostrar alterações' (`?alteracoes=1`) the sourcing's history is
 * interleaved with them, a page of changes at a time: `changes` is that page, null when it could not be loaded,
 * undefined when not asked for. `confirming`: the comment whose delete is asked without JavaScript.
 */
export function SourcingCommentsPanel({
  sourcingId,
  comments,
  olderComments,
  confirming,
  currentUserId,
  changes,
}: {
  sourcingId: number;
  comments: CommentView[] | null;
  olderComments: boolean;
  confirming: ConfirmingComment | null;
  currentUserId: number;
  changes?: ChangesPage | null;
}) {
  const showChanges = changes !== undefined;
  const [params] = useSearchParams();
  const thread = threadQueryOf(params);
  const action = useCarryBack()(sourcingCommentsHref(sourcingId, thread));
  // Without JavaScript the delete asks here (`?deletar_comentario=<id>`), for the author's own comments only.
  const asked = confirming && confirming.id_user === currentUserId ? confirming : null;
  return (
    <Card
      // With the changes shown the thread is the sourcing's activity too.
      title={showChanges ? "Comentários e atividade" : "Comentários"}
      id={COMMENTS_PANEL_ID}
      className="scroll-mt-16"
      actions={
        <PanelToggleLink
          param={SHOW_CHANGES_PARAM}
          shown={showChanges}
          anchor={COMMENTS_PANEL_ID}
          labels={{ show: "Mostrar alterações", hide: "Ocultar alterações" }}
          drop={[ACTIVITY_PAGE_PARAM, DELETE_COMMENT_PARAM]}
        />
      }
    >
      {asked ? (
        <ConfirmPanel {...confirmDeleteComment(asked.id, action)} cancelHref={sourcingPanelHref(sourcingId, COMMENTS_PANEL_ID, thread)}>
          <blockquote className="mt-3 line-clamp-4 border-l-4 border-amber-300 pl-3 text-sm whitespace-pre-line text-slate-700">
            {asked.comentario}
          </blockquote>
        </ConfirmPanel>
      ) : null}
      <CommentForm sourcingId={sourcingId} thread={thread} />
      <div className="mt-5 border-t border-border pt-5">
        {comments ? null : <p className="mb-4 text-sm text-destructive">{COMMENTS_LOAD_FAILED}</p>}
        {changes === null ? <p className="mb-4 text-sm text-destructive">{ACTIVITY_LOAD_FAILED}</p> : null}
        {changes ? (
          <Timeline
            comments={comments ?? []}
            changes={changes}
            currentUserId={currentUserId}
            action={action}
            thread={thread}
            older={olderComments}
          />
        ) : comments ? (
          <>
            <CommentList comments={comments} currentUserId={currentUserId} action={action} thread={thread} />
            {olderComments ? <OlderComments oldestShown={comments[0]?.id} /> : null}
          </>
        ) : null}
      </div>
    </Card>
  );
}

/**
 * 'Mostrar comentários anteriores': a link to the same thread with a page more of its latest comments
 * (`?comentarios=<n>`), so it works without JavaScript; it comes back to the oldest comment shown so far
 * (`oldestShown`, else the panel), under which the older ones now follow. With JavaScript the page is not reloaded.
 */
function OlderComments({ oldestShown }: { oldestShown: number | undefined }) {
  const [params] = useSearchParams();
  const next = new URLSearchParams(params);
  next.delete(DELETE_COMMENT_PARAM);
  next.set(COMMENTS_SHOWN_PARAM, String(commentsShownOf(params) + COMMENTS_PAGE_SIZE));
  return (
    <Link
      to={{ search: `?${next}`, hash: `#${oldestShown === undefined ? COMMENTS_PANEL_ID : commentAnchor(oldestShown)}` }}
      preventScrollReset
      className="mt-4 inline-flex rounded-md px-2 py-1 text-sm font-medium text-primary hover:bg-slate-100"
    >
      Mostrar comentários anteriores
    </Link>
  );
}

/**
 * The comments and a page of the changes, newest first, with 'Mostrar comentários anteriores' when older comments
 * remain (`older`) and the pager of the changes.
 */
function Timeline({
  comments,
  changes,
  currentUserId,
  action,
  thread,
  older,
}: {
  comments: CommentView[];
  changes: ChangesPage;
  currentUserId: number;
  action: string;
  thread: ThreadQuery;
  older: boolean;
}) {
  const items = sourcingTimeline(comments, changes);
  const oldestShown = items.findLast((item) => item.kind === "comment");
  return (
    <>
      {items.length === 0 ? (
        <p className="text-sm text-slate-600">Nenhum comentário ou alteração.</p>
      ) : (
        <ol className="flex flex-col divide-y divide-border" aria-label="Comentários e alterações">
          {items.map((item) =>
            item.kind === "comment" ? (
              <li key={`c${item.comment.id}`} id={commentAnchor(item.comment.id)} className={COMMENT_LIST_ITEM}>
                <CommentItem comment={item.comment} currentUserId={currentUserId} action={action} thread={thread} />
              </li>
            ) : (
              <li key={`a${item.entry.id}`} className="py-3 first:pt-0 last:pb-0">
                <ActivityItem line={item.entry} />
              </li>
            ),
          )}
        </ol>
      )}
      {older ? <OlderComments oldestShown={oldestShown?.kind === "comment" ? oldestShown.comment.id : undefined} /> : null}
      <ActivityPager pagination={changes.page.pagination} anchor={COMMENTS_PANEL_ID} label="Páginas das alterações" />
    </>
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
