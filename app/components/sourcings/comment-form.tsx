import { Icon } from "#app/components/icon.tsx";
import { useCarryBack } from "#app/hooks/use-back-href.ts";
import { type FormEvent, useId, useRef, useState } from "react";
import { Form, useRevalidator } from "react-router";
import { useHydrated } from "remix-utils/use-hydrated";
import { useUpload } from "#app/hooks/use-upload.ts";
import { formatFileSize } from "#app/lib/format.ts";
import { sourcingCommentsHref, type ThreadQuery } from "#app/lib/sourcings/panels.ts";
import {
  COMMENT_MAX_FILES,
  COMMENT_MAX_LENGTH,
  COMMENT_TOO_MANY_FILES_MESSAGE,
  SOURCING_FILE_MAX_BYTES,
  SOURCING_FILE_TOO_LARGE,
} from "#contract/sourcings/sourcing-rules.ts";
import { FileInputButton } from "#app/components/file-upload/file-input-button.tsx";
import { UploadProgress } from "#app/components/file-upload/upload-progress.tsx";
import { useToast } from "#app/components/toaster.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";
import { inputClass } from "#app/components/ui/field.tsx";

/** Specification §8: the fallback when posting a comment fails without a message from the API. */
export const COMMENT_POST_FAILED = "Falha ao enviar comentário";

/**
 * A new comment: markdown text (at most 3000 characters, with a live counter) and up to 5 attachments, listed
 * and removable before sending. With JavaScript the specification's checks run first and the post shows its progress;
 * without it the form is a plain multipart post (the API makes the same checks).
 */
export function CommentForm({ sourcingId, thread }: { sourcingId: number; thread: ThreadQuery }) {
  const hydrated = useHydrated();
  const toast = useToast();
  const revalidator = useRevalidator();
  const { progress, upload } = useUpload();
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const [length, setLength] = useState(0);
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const ids = useId();
  const textId = `${ids}-texto`;
  const hintId = `${ids}-dica`;
  const counterId = `${ids}-contador`;
  const problemId = `${ids}-erro`;
  const action = useCarryBack()(sourcingCommentsHref(sourcingId, thread));
  const sending = progress !== null;

  const attach = (chosen: File[]) => {
    if (inputRef.current) inputRef.current.value = ""; // the same file may be chosen again after removing it
    if (chosen.length === 0) return;
    if (files.length + chosen.length > COMMENT_MAX_FILES) {
      setProblem(COMMENT_TOO_MANY_FILES_MESSAGE);
      return;
    }
    if (chosen.some((file) => file.size > SOURCING_FILE_MAX_BYTES)) {
      setProblem(SOURCING_FILE_TOO_LARGE);
      return;
    }
    setProblem(null);
    setFiles([...files, ...chosen]);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = new FormData(event.currentTarget).get("comentario");
    // The API's own rule for the text, fetched when a comment is sent: zod is not part of the page's first load.
    const { commentTextSchema } = await import("#contract/sourcings/sourcings.ts");
    const checked = commentTextSchema.safeParse(typeof text === "string" ? text : "");
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? null);
      return;
    }
    if (files.length > COMMENT_MAX_FILES) {
      setProblem(COMMENT_TOO_MANY_FILES_MESSAGE);
      return;
    }
    setProblem(null);
    const body = new FormData();
    body.append("id_sourcing", String(sourcingId));
    body.append("comentario", checked.data);
    for (const file of files) body.append("arquivos", file);
    const outcome = await upload(action, body, COMMENT_POST_FAILED);
    // 'Publicar' was disabled while sending, which left the focus on the page's body: back to the text, to
    // correct it or to write the next comment.
    textRef.current?.focus();
    if (!outcome.ok) {
      toast.error(outcome.message);
      return;
    }
    toast.success(outcome.message);
    formRef.current?.reset();
    setLength(0);
    setFiles([]);
    await revalidator.revalidate();
  };

  return (
    <Form
      ref={formRef}
      method="post"
      action={action}
      encType="multipart/form-data"
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-2"
    >
      <input type="hidden" name="id_sourcing" value={sourcingId} />
      <label htmlFor={textId} className="text-sm font-medium text-slate-800">
        Novo comentário
      </label>
      <textarea
        ref={textRef}
        id={textId}
        name="comentario"
        rows={4}
        maxLength={COMMENT_MAX_LENGTH}
        readOnly={sending}
        placeholder="Escreva um comentário..."
        aria-describedby={`${hintId} ${counterId} ${problemId}`}
        aria-invalid={problem ? true : undefined}
        onInput={(event) => setLength(event.currentTarget.value.length)}
        className={`${inputClass} resize-y`}
      />
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 text-xs text-slate-600">
        <p id={hintId}>Aceita Markdown: **negrito**, *itálico*, listas e [links](https://...).</p>
        <span id={counterId} className={hydrated ? "ml-auto tabular-nums" : "sr-only"} data-testid="comment-counter">
          {hydrated ? `${length}/${COMMENT_MAX_LENGTH}` : `Até ${COMMENT_MAX_LENGTH} caracteres`}
        </span>
      </div>
      <p id={problemId} role="alert" className="min-h-5 text-sm font-medium text-destructive" data-testid="comment-error">
        {problem ?? ""}
      </p>

      {files.length > 0 ? (
        <ul className="flex flex-col gap-1" aria-label="Arquivos escolhidos">
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`} className="flex items-center gap-2 rounded-md bg-slate-50 px-2 py-1 text-sm">
              <Icon name="paperclip" className="size-4 shrink-0 text-slate-500" />
              <span className="min-w-0 flex-1 truncate">{file.name}</span>
              <span className="shrink-0 text-xs text-slate-600 tabular-nums">{formatFileSize(file.size)}</span>
              <button
                type="button"
                onClick={() => setFiles(files.filter((_, i) => i !== index))}
                className={buttonClass("ghost", "px-1.5 py-1")}
                aria-label={`Remover ${file.name}`}
              >
                <Icon name="x" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <UploadProgress progress={progress} label="Enviando comentário" />

      <div className="flex flex-wrap items-center justify-between gap-2">
        <FileInputButton
          id={`${ids}-anexos`}
          name="arquivos"
          multiple
          inputRef={inputRef}
          disabled={sending}
          noJsLabel={`Anexar arquivos (até ${COMMENT_MAX_FILES})`}
          onChange={(event) => attach(Array.from(event.currentTarget.files ?? []))}
        >
          <Icon name="paperclip" className="size-4" />
          Anexar arquivos
        </FileInputButton>
        <button type="submit" className={buttonClass("primary", "ml-auto")} disabled={sending}>
          <Icon name="send" className="size-4" />
          {sending ? "Publicando..." : "Publicar"}
        </button>
      </div>
    </Form>
  );
}
