import { FileText, Trash2, Upload } from "lucide-react";
import { useRef, useState } from "react";
import { Form, href, useRevalidator } from "react-router";
import { useHydrated } from "~/hooks/use-hydrated";
import { useUpload } from "~/hooks/use-upload";
import { DOCUMENT_TOO_LARGE_MESSAGE, DOCUMENT_TOO_LARGE_TITLE, isDocumentTooLarge } from "~/lib/documents";
import { formatFileSize } from "~/lib/format";
import { DOCUMENT_LABELS, type DocumentType, type StoredFile } from "../../../contract/suppliers";
import { ConfirmAction } from "../confirm-action";
import { useToast } from "../toaster";
import { Button, buttonClass } from "../ui/button";
import { Modal } from "../ui/modal";

export const UPLOAD_FAILED = "Falha ao enviar arquivo.";

/**
 * One document of the supplier: its file (the name opens it in a new tab), size, upload and delete.
 * Without JavaScript the upload is a plain multipart post; with it, a progress bar, the 300 MB check and
 * the overwrite question come first.
 */
export function DocumentSlot({ supplierId, type, file }: { supplierId: number; type: DocumentType; file: StoredFile | null }) {
  const label = DOCUMENT_LABELS[type];
  const hydrated = useHydrated();
  const toast = useToast();
  const revalidator = useRevalidator();
  const { progress, upload } = useUpload();
  const inputRef = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState<File | null>(null);
  const [chosenName, setChosenName] = useState<string | null>(null);
  const action = href("/suppliers/:id/documents", { id: String(supplierId) });
  const inputId = `document-${type}`;

  const send = async (chosen: File, overwrite: boolean) => {
    const body = new FormData();
    body.append("supplier_id", String(supplierId));
    body.append("file_type", type);
    body.append("file_action", overwrite ? "overwrite" : "create");
    body.append("file", chosen);
    const outcome = await upload(action, body, UPLOAD_FAILED);
    if (inputRef.current) inputRef.current.value = "";
    setChosenName(null);
    if (outcome.ok) {
      toast.success(outcome.message);
      await revalidator.revalidate();
    } else {
      toast.error(outcome.message);
    }
  };

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = inputRef.current?.files?.[0];
    if (!chosen) {
      toast.error("Escolha um arquivo.");
      return;
    }
    if (isDocumentTooLarge(chosen.size)) {
      toast.error(DOCUMENT_TOO_LARGE_MESSAGE, DOCUMENT_TOO_LARGE_TITLE);
      inputRef.current!.value = "";
      setChosenName(null);
      return;
    }
    if (file) setPending(chosen);
    else void send(chosen, false);
  };

  const overwriteQuestion = `Já existe um arquivo para ${label}. Deseja sobrescrever?`;

  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0" data-testid={`document-${type}`}>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="text-sm font-semibold text-slate-900">{label}</h3>
          {file ? (
            <p className="mt-1 flex flex-wrap items-center gap-x-2 text-sm">
              <FileText aria-hidden className="size-4 shrink-0 text-slate-500" />
              <a href={file.fileurl} target="_blank" rel="noopener" className="min-w-0 break-all text-primary hover:underline">
                {file.filename}
              </a>
              <span className="text-slate-600">({formatFileSize(file.size)})</span>
            </p>
          ) : (
            <p className="mt-1 text-sm text-slate-600">Nenhum arquivo enviado.</p>
          )}
        </div>
        {file ? (
          <ConfirmAction
            title="Deletar arquivo"
            message={`Deseja realmente deletar o arquivo ${file.filename}?`}
            fields={{ intent: "delete-document", file_type: type }}
            confirmLabel="Deletar"
            noJsHref={`?deletar_arquivo=${type}`}
            triggerLabel={`Deletar arquivo de ${label}`}
            triggerClassName={buttonClass("ghost", "px-2 py-1.5 text-destructive")}
            trigger={<Trash2 aria-hidden className="size-4" />}
          />
        ) : null}
      </div>

      <Form method="post" action={action} encType="multipart/form-data" onSubmit={onSubmit} className="flex flex-wrap items-center gap-2">
        <input type="hidden" name="supplier_id" value={supplierId} />
        <input type="hidden" name="file_type" value={type} />
        {!file ? <input type="hidden" name="file_action" value="create" /> : null}
        {file && !hydrated ? (
          <label className="flex w-full items-center gap-2 text-xs text-slate-700">
            <input type="checkbox" name="file_action" value="overwrite" required className="size-4 accent-primary" />
            {overwriteQuestion}
          </label>
        ) : null}
        {/* The browser's own file button speaks the browser's language; with JavaScript ours speaks Portuguese. */}
        <label htmlFor={inputId} className={hydrated ? buttonClass("secondary", "cursor-pointer py-1.5") : "sr-only"}>
          {hydrated ? "Escolher arquivo" : `Escolher arquivo para ${label}`}
          {hydrated ? <span className="sr-only"> para {label}</span> : null}
        </label>
        {hydrated ? (
          <span className="order-last w-full truncate text-sm text-slate-600 sm:order-none sm:w-auto sm:min-w-0 sm:flex-1" data-testid={`document-${type}-chosen`}>
            {chosenName ?? "Nenhum arquivo escolhido"}
          </span>
        ) : null}
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          name="file"
          required
          onChange={(event) => setChosenName(event.currentTarget.files?.[0]?.name ?? null)}
          className={
            hydrated
              ? "sr-only"
              : "min-w-0 flex-1 text-sm text-slate-700 file:mr-3 file:rounded-md file:border file:border-border file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-slate-800 hover:file:bg-slate-50"
          }
        />
        <button type="submit" className={buttonClass("secondary", "ml-auto py-1.5")} disabled={progress !== null}>
          <Upload aria-hidden className="size-4" />
          Enviar
        </button>
      </Form>
      {progress !== null ? (
        <div className="flex items-center gap-2">
          <progress
            value={progress}
            max={100}
            aria-label={`Enviando arquivo de ${label}`}
            className="h-2 flex-1 overflow-hidden rounded-full [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-primary"
          />
          <span className="w-10 text-right text-xs tabular-nums text-slate-700">{progress}%</span>
        </div>
      ) : null}

      <Modal open={pending !== null} onClose={() => setPending(null)} title="Sobrescrever arquivo">
        <p className="text-sm text-slate-700">{overwriteQuestion}</p>
        <div className="mt-5 flex justify-end gap-2">
          <Button
            variant="secondary"
            onClick={() => {
              setPending(null);
              setChosenName(null);
              if (inputRef.current) inputRef.current.value = "";
            }}
          >
            Cancelar
          </Button>
          <Button
            onClick={() => {
              const chosen = pending;
              setPending(null);
              if (chosen) void send(chosen, true);
            }}
          >
            Sobrescrever
          </Button>
        </div>
      </Modal>
    </li>
  );
}
