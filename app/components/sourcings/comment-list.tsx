import { Icon } from "#app/components/icon.tsx";
import { shortAttachmentName } from "#app/lib/sourcings/attachment-name.ts";
import { formatDateTime } from "#app/lib/format.ts";
import {
  commentAnchor,
  COMMENTS_PANEL_ID,
  type CommentView,
  confirmDeleteHref,
  DELETE_COMMENT_PARAM,
  type ThreadQuery,
} from "#app/lib/sourcings/panels.ts";
import { ConfirmAction } from "#app/components/confirm-action.tsx";
import { Avatar } from "#app/components/shell/avatar.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";

const DELETE_COMMENT_QUESTION = "Deseja realmente deletar este comentário?";

/** The delete confirmation of one comment: a dialog with JavaScript, a panel of the page without. */
export const confirmDeleteComment = (id: number, action: string) => ({
  title: "Deletar comentário",
  message: DELETE_COMMENT_QUESTION,
  fields: { intent: "delete", id: String(id) },
  action,
  confirmLabel: "Deletar",
});

/**
 * The comments, newest first (next to the form): author, time, the body and its attachments. Only the
 * author gets a delete button, which asks first (in the panel without JavaScript); the API refuses anyone else too.
 */
export function CommentList({
  comments,
  currentUserId,
  action,
  thread,
}: {
  comments: CommentView[];
  currentUserId: number;
  action: string;
  thread: ThreadQuery;
}) {
  if (comments.length === 0) return <p className="text-sm text-slate-600">Nenhum comentário.</p>;
  const newestFirst = [...comments].reverse();
  return (
    <ol className="flex flex-col divide-y divide-border" aria-label="Comentários">
      {newestFirst.map((comment) => (
        <li key={comment.id} id={commentAnchor(comment.id)} className={COMMENT_LIST_ITEM}>
          <CommentItem comment={comment} currentUserId={currentUserId} action={action} thread={thread} />
        </li>
      ))}
    </ol>
  );
}

/** An entry of the comment thread (app.css). */
export const COMMENT_LIST_ITEM = "comment";

/** One comment: avatar, author, time, the body, its attachments and (for its author) the delete button. */
export function CommentItem({
  comment,
  currentUserId,
  action,
  thread,
}: {
  comment: CommentView;
  currentUserId: number;
  action: string;
  /** What the thread shows (its changes, older comments): its no-JavaScript confirmation keeps it so. */
  thread: ThreadQuery;
}) {
  return (
    <article className="flex gap-3" aria-label={`Comentário de ${comment.user_info.nome}`}>
      <Avatar src={comment.user_info.profile_pic} name={comment.user_info.nome} className="size-9" />
      <div className="min-w-0 flex-1">
        <header className="comment-head">
          <span className="comment-author">{comment.user_info.nome}</span>
          <time dateTime={comment.dt_enviado}>{formatDateTime(comment.dt_enviado)}</time>
          {comment.id_user === currentUserId ? (
            <ConfirmAction
              {...confirmDeleteComment(comment.id, action)}
              noJsHref={confirmDeleteHref(DELETE_COMMENT_PARAM, comment.id, COMMENTS_PANEL_ID, thread)}
              triggerLabel="Deletar comentário"
              triggerClassName={buttonClass("ghost", "ml-auto px-2 py-1 text-destructive")}
              trigger={<Icon name="trash" className="size-4" />}
            />
          ) : null}
        </header>
        {/* Safe to inject: the API rendered the markdown and sanitised it (DOMPurify, allow-list, unsafe URL
            schemes dropped) once, when the comment was written (docs/design.md §7). */}
        <div className="markdown-body" dangerouslySetInnerHTML={{ __html: comment.html }} />
        {comment.anexos.length > 0 ? <Attachments anexos={comment.anexos} /> : null}
      </div>
    </article>
  );
}

function Attachments({ anexos }: { anexos: CommentView["anexos"] }) {
  return (
    <ul className="mt-2 flex flex-wrap gap-2" aria-label="Anexos">
      {anexos.map((anexo) => (
        <li key={anexo.fileurl}>
          <a
            href={anexo.fileurl}
            target="_blank"
            rel="noopener noreferrer"
            title={anexo.filename}
            className="inline-flex items-center gap-1 rounded-md border border-border bg-slate-50 px-2 py-1 text-xs text-primary hover:bg-slate-100"
          >
            <Icon name="paperclip" className="size-3.5 shrink-0" />
            <span aria-hidden>{shortAttachmentName(anexo.filename)}</span>
            <span className="sr-only">{anexo.filename}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
