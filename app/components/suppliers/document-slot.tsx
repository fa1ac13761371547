import { useChosenFile } from "#app/components/file-upload/use-chosen-file.ts";
import { Icon } from "#app/components/icon.tsx";
import { useCarryBack } from "#app/hooks/use-back-href.ts";
import { Form, href } from "react-router";
import { useHydrated } from "remix-utils/use-hydrated";
import { DOCUMENT_UPLOAD_LIMIT } from "#app/lib/suppliers/documents.ts";
import { formatFileSize } from "#app/lib/format.ts";
import { DOCUMENT_LABELS, type DocumentType } from "#contract/suppliers/supplier-rules.ts";
import type { StoredFile } from "#contract/suppliers/suppliers.ts";
import { ConfirmAction } from "#app/components/confirm-action.tsx";
import { FileInputButton } from "#app/components/file-upload/file-input-button.tsx";
import { deleteFileQuestion, UPLOAD_FAILED } from "#app/lib/actions/file-messages.ts";
import { OverwriteModal } from "#app/components/file-upload/overwrite-modal.tsx";
import { UploadProgress } from "#app/components/file-upload/upload-progress.tsx";
import { useFileUpload } from "#app/components/file-upload/use-file-upload.ts";
import { buttonClass } from "#app/components/ui/button.tsx";

/**
 * One document of the supplier: its file (the name opens it in a new tab), size, upload and delete.
 * Without JavaScript the upload is a plain multipart post; with it, a progress bar, the 300 MB check and
 * the overwrite question come first.
 */
export function DocumentSlot({ supplierId, type, file }: { supplierId: number; type: DocumentType; file: StoredFile | null }) {
  const label = DOCUMENT_LABELS[type];
  const hydrated = useHydrated();
  const picked = useChosenFile();
  const action = useCarryBack()(href("/suppliers/:id/documents", { id: String(supplierId) }));
  const upload = useFileUpload({
    action,
    failure: UPLOAD_FAILED,
    limit: DOCUMENT_UPLOAD_LIMIT,
    exists: () => file !== null,
    body: (chosen, overwrite) => {
      const body = new FormData();
      body.append("supplier_id", String(supplierId));
      body.append("file_type", type);
      body.append("file_action", overwrite ? "overwrite" : "create");
      body.append("file", chosen);
      return body;
    },
    onSettled: picked.clear,
  });

  const overwriteQuestion = `Já existe um arquivo para ${label}. Deseja sobrescrever?`;

  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0" data-testid={`document-${type}`}>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="text-sm font-semibold text-slate-900">{label}</h3>
          {file ? (
            <p className="mt-1 flex flex-wrap items-center gap-x-2 text-sm">
              <Icon name="file-text" className="size-4 shrink-0 text-slate-500" />
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
            message={deleteFileQuestion(file.filename)}
            fields={{ intent: "delete-document", file_type: type }}
            confirmLabel="Deletar"
            noJsHref={`?deletar_arquivo=${type}`}
            triggerLabel={`Deletar arquivo de ${label}`}
            triggerClassName={buttonClass("ghost", "px-2 py-1.5 text-destructive")}
            trigger={<Icon name="trash" className="size-4" />}
          />
        ) : null}
      </div>

      <Form
        method="post"
        action={action}
        encType="multipart/form-data"
        onSubmit={picked.submitTo(upload.choose)}
        className="flex flex-wrap items-center gap-2"
      >
        <input type="hidden" name="supplier_id" value={supplierId} />
        <input type="hidden" name="file_type" value={type} />
        {!file ? <input type="hidden" name="file_action" value="create" /> : null}
        {file && !hydrated ? (
          <label className="flex w-full items-center gap-2 text-xs text-slate-700">
            <input type="checkbox" name="file_action" value="overwrite" required className="size-4 accent-primary" />
            {overwriteQuestion}
          </label>
        ) : null}
        <FileInputButton
          id={`document-${type}`}
          name="file"
          required
          inputRef={picked.inputRef}
          onChange={picked.onChange}
          noJsLabel={`Escolher arquivo para ${label}`}
        >
          Escolher arquivo<span className="sr-only"> para {label}</span>
        </FileInputButton>
        {hydrated ? (
          <span
            className="order-last w-full truncate text-sm text-slate-600 sm:order-none sm:w-auto sm:min-w-0 sm:flex-1"
            data-testid={`document-${type}-chosen`}
          >
            {picked.chosenName ?? "Nenhum arquivo escolhido"}
          </span>
        ) : null}
        <button type="submit" className={buttonClass("secondary", "ml-auto py-1.5")} disabled={upload.progress !== null}>
          <Icon name="upload" className="size-4" />
          Enviar
        </button>
      </Form>
      <UploadProgress progress={upload.progress} label={`Enviando arquivo de ${label}`} />

      <OverwriteModal
        open={upload.pendingOverwrite !== null}
        question={overwriteQuestion}
        onCancel={upload.cancelOverwrite}
        onConfirm={upload.confirmOverwrite}
      />
    </li>
  );
}
