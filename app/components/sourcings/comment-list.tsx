import { Icon } from "../icon";
import { shortAttachmentName } from "~/lib/sourcings/attachment-name";
import { formatDateTime } from "~/lib/format";
import { COMMENTS_PANEL_ID, type CommentView, confirmDeleteHref, DELETE_COMMENT_PARAM } from "~/lib/sourcings/panels";
import { ConfirmAction } from "../confirm-action";
import { Avatar } from "../shell/avatar";
import { buttonClass } from "../ui/button";

const DELETE_COMMENT_QUESTION = "Deseja realmente deletar este comentário?";

/** The delete confirmation of one comment: a dialog with JavaScript, a panel of the page without. */
export const confirmDeleteComment = (id: number, action: string) => ({
  title: "Deletar comentário",
  message: DELETE_COMMENT_QUESTION,
  fields: { intent: "delete", id: String(id) },
  action,
  confirmLabel: "Deletar",
});

/** The look of rendered markdown (paragraphs, lists, links, code, quotes) without a typography plugin. */
const MARKDOWN_BODY =
  "min-w-0 break-words text-sm leading-relaxed text-slate-800 " +
  "[&_p]:my-1.5 [&_ul]:my-1.5 [&_ul]:list-disc [&_ul]:pl-5 [&_ol]:my-1.5 [&_ol]:list-decimal [&_ol]:pl-5 " +
  "[&_a]:text-primary [&_a]:underline [&_strong]:font-semibold [&_em]:italic [&_del]:line-through " +
  "[&_h1]:mt-2 [&_h1]:text-base [&_h1]:font-semibold [&_h2]:mt-2 [&_h2]:text-base [&_h2]:font-semibold [&_h3]:mt-2 [&_h3]:font-semibold " +
  "[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_code]:text-[0.8125rem] " +
  "[&_pre]:my-1.5 [&_pre]:overflow-x-auto [&_pre]:rounded-md [&_pre]:bg-slate-100 [&_pre]:p-2 [&_pre_code]:bg-transparent [&_pre_code]:p-0 " +
  "[&_blockquote]:my-1.5 [&_blockquote]:border-l-4 [&_blockquote]:border-slate-300 [&_blockquote]:pl-3 [&_blockquote]:text-slate-700 " +
  "[&_table]:my-1.5 [&_table]:block [&_table]:overflow-x-auto [&_td]:border [&_td]:border-border [&_td]:px-2 [&_th]:border [&_th]:border-border [&_th]:px-2 " +
  "[&_img]:max-w-full [&_hr]:my-2 [&_hr]:border-border";

/**
 * The comments, newest first (next to the form): author, time, the body and its attachments. Only the
 * author gets a delete button, which asks first (in the panel without JavaScript); the API refuses anyone else too.
 */
export function CommentList({ comments, currentUserId, action }: { comments: CommentView[]; currentUserId: number; action: string }) {
  if (comments.length === 0) return <p className="text-sm text-slate-600">Nenhum comentário.</p>;
  const newestFirst = [...comments].reverse();
  return (
    <ol className="flex flex-col divide-y divide-border" aria-label="Comentários">
      {newestFirst.map((comment) => (
        <li key={comment.id} className={COMMENT_LIST_ITEM}>
          <CommentItem comment={comment} currentUserId={currentUserId} action={action} />
        </li>
      ))}
    </ol>
  );
}

/** The spacing of an entry of the comment thread. */
export const COMMENT_LIST_ITEM = "py-4 first:pt-0 last:pb-0";

/** One comment: avatar, author, time, the body, its attachments and (for its author) the delete button. */
export function CommentItem({
  comment,
  currentUserId,
  action,
  showChanges = false,
}: {
  comment: CommentView;
  currentUserId: number;
  action: string;
  /** The thread shows the sourcing's changes: its no-JavaScript confirmation keeps them shown. */
  showChanges?: boolean;
}) {
  return (
    <article className="flex gap-3" aria-label={`Comentário de ${comment.user_info.nome}`}>
      <Avatar src={comment.user_info.profile_pic} name={comment.user_info.nome} className="size-9" />
      <div className="min-w-0 flex-1">
        <header className="flex flex-wrap items-baseline gap-x-2">
          <span className="text-sm font-semibold text-slate-900">{comment.user_info.nome}</span>
          <time dateTime={comment.dt_enviado} className="text-xs text-slate-600">
            {formatDateTime(comment.dt_enviado)}
          </time>
          {comment.id_user === currentUserId ? (
            <ConfirmAction
              {...confirmDeleteComment(comment.id, action)}
              noJsHref={confirmDeleteHref(DELETE_COMMENT_PARAM, comment.id, COMMENTS_PANEL_ID, showChanges)}
              triggerLabel="Deletar comentário"
              triggerClassName={buttonClass("ghost", "ml-auto px-2 py-1 text-destructive")}
              trigger={<Icon name="trash" className="size-4" />}
            />
          ) : null}
        </header>
        {/* Safe to inject: the API rendered the markdown and sanitised it (DOMPurify, allow-list, unsafe URL
            schemes dropped) once, when the comment was written (docs/design.md §7). */}
        <div className={MARKDOWN_BODY} dangerouslySetInnerHTML={{ __html: comment.html }} />
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
