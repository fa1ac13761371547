import { FILES_LOAD_FAILED } from "#app/lib/sourcings/panel-messages.ts";
import { Icon } from "#app/components/icon.tsx";
import { useCarryBack } from "#app/hooks/use-back-href.ts";
import { useRef } from "react";
import { Form, useSearchParams } from "react-router";
import { useHydrated } from "remix-utils/use-hydrated";
import { deleteFileQuestion, FILE_TOO_LARGE_TITLE, UPLOAD_FAILED } from "#app/lib/actions/file-messages.ts";
import { formatFileSize } from "#app/lib/format.ts";
import {
  confirmDeleteHref,
  DELETE_FILE_PARAM,
  FILES_PANEL_ID,
  type FileView,
  sourcingFileDownloadHref,
  sourcingFilesHref,
  sourcingPanelHref,
} from "#app/lib/sourcings/panels.ts";
import { SOURCING_FILE_MAX_BYTES, SOURCING_FILE_TOO_LARGE } from "#contract/sourcings/sourcing-rules.ts";
import { ConfirmAction, ConfirmPanel } from "#app/components/confirm-action.tsx";
import { FileInputButton } from "#app/components/file-upload/file-input-button.tsx";
import { OverwriteModal } from "#app/components/file-upload/overwrite-modal.tsx";
import { UploadProgress } from "#app/components/file-upload/upload-progress.tsx";
import { useFileUpload } from "#app/components/file-upload/use-file-upload.ts";
import { buttonClass } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/field.tsx";

const SOURCING_FILE_LIMIT = {
  tooLarge: (bytes: number) => bytes > SOURCING_FILE_MAX_BYTES,
  title: FILE_TOO_LARGE_TITLE,
  message: SOURCING_FILE_TOO_LARGE,
};

const overwriteQuestion = (filename: string) => `Já existe um arquivo com o nome ${filename}. Deseja sobrescrever?`;

/** The delete confirmation of one file: a dialog with JavaScript, a panel of the page without. */
const confirmDeleteFile = (filename: string, action: string) => ({
  title: "Deletar arquivo",
  message: deleteFileQuestion(filename),
  fields: { intent: "delete", filename },
  action,
  confirmLabel: "Deletar",
});

/**
 * The sourcing's files: each name opens the file in a new tab, with its size and a delete that asks first.
 * '+ Adicionar arquivo' uploads at once with a progress bar, asking before it replaces a file of the same
 * name; without JavaScript it is a plain multipart form (overwriting is a choice in it) and deleting asks in the
 * panel (`?deletar_arquivo=<name>`). `files` is null when the list could not be loaded (see `loadSourcingPanels`).
 */
export function SourcingFilesPanel({ sourcingId, files }: { sourcingId: number; files: FileView[] | null }) {
  const hydrated = useHydrated();
  const inputRef = useRef<HTMLInputElement>(null);
  const action = useCarryBack()(sourcingFilesHref(sourcingId));
  const upload = useFileUpload({
    action,
    failure: UPLOAD_FAILED,
    limit: SOURCING_FILE_LIMIT,
    exists: (chosen) => (files ?? []).some((file) => file.filename === chosen.name),
    body: (chosen, overwrite) => {
      const body = new FormData();
      body.append("sourcing_id", String(sourcingId));
      body.append("file_action", overwrite ? "overwrite" : "create");
      body.append("file", chosen);
      return body;
    },
    onSettled: () => {
      if (inputRef.current) inputRef.current.value = "";
    },
  });
  const uploading = upload.progress !== null;
  const [params] = useSearchParams();
  const confirming = files?.find((file) => file.filename === params.get(DELETE_FILE_PARAM));

  return (
    <Card title="Arquivos" id={FILES_PANEL_ID} className="scroll-mt-16">
      {confirming ? (
        <ConfirmPanel {...confirmDeleteFile(confirming.filename, action)} cancelHref={sourcingPanelHref(sourcingId, FILES_PANEL_ID)} />
      ) : null}
      <Form
        method="post"
        action={action}
        encType="multipart/form-data"
        className="flex flex-wrap items-center gap-2"
        onSubmit={(event) => event.preventDefault()}
      >
        <input type="hidden" name="sourcing_id" value={sourcingId} />
        <FileInputButton
          id={`sourcing-${sourcingId}-file`}
          name="file"
          required
          inputRef={inputRef}
          disabled={uploading}
          noJsLabel="+ Adicionar arquivo"
          onChange={(event) => {
            const chosen = event.currentTarget.files?.[0];
            if (chosen) upload.choose(chosen);
          }}
        >
          + Adicionar arquivo
        </FileInputButton>
        {hydrated ? null : (
          <>
            <fieldset className="flex w-full flex-wrap items-center gap-x-4 gap-y-1 text-xs text-slate-700">
              <legend className="mb-1 font-medium text-slate-800">Se já existir um arquivo com o mesmo nome:</legend>
              <label className="flex items-center gap-2">
                <input type="radio" name="file_action" value="create" defaultChecked className="size-4 accent-primary" />
                Não enviar
              </label>
              <label className="flex items-center gap-2">
                <input type="radio" name="file_action" value="overwrite" className="size-4 accent-primary" />
                Sobrescrever
              </label>
            </fieldset>
            <button type="submit" className={buttonClass("secondary", "py-1.5")}>
              <Icon name="upload" className="size-4" />
              Enviar
            </button>
          </>
        )}
      </Form>
      <div className="mt-3 empty:hidden">
        <UploadProgress progress={upload.progress} label="Enviando arquivo" />
      </div>

      {files === null ? (
        <p className="mt-4 text-sm text-destructive">{FILES_LOAD_FAILED}</p>
      ) : files.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">Nenhum arquivo adicionado.</p>
      ) : (
        <ul className="mt-3 divide-y divide-border" aria-label="Arquivos do sourcing">
          {files.map((file) => (
            <li key={file.filename} className="flex items-center gap-2 py-2 text-sm">
              <Icon name="file-text" className="size-4 shrink-0 text-slate-500" />
              <a
                href={sourcingFileDownloadHref(sourcingId, file.filename)}
                target="_blank"
                rel="noopener noreferrer"
                className="min-w-0 flex-1 break-all text-primary hover:underline"
              >
                {file.filename}
              </a>
              <span className="shrink-0 text-slate-600 tabular-nums">{formatFileSize(file.size)}</span>
              <ConfirmAction
                {...confirmDeleteFile(file.filename, action)}
                noJsHref={confirmDeleteHref(DELETE_FILE_PARAM, file.filename, FILES_PANEL_ID)}
                triggerLabel={`Deletar arquivo ${file.filename}`}
                triggerClassName={buttonClass("ghost", "shrink-0 px-2 py-1.5 text-destructive")}
                trigger={<Icon name="trash" className="size-4" />}
              />
            </li>
          ))}
        </ul>
      )}

      <OverwriteModal
        open={upload.pendingOverwrite !== null}
        question={overwriteQuestion(upload.pendingOverwrite?.name ?? "")}
        onCancel={upload.cancelOverwrite}
        onConfirm={upload.confirmOverwrite}
      />
    </Card>
  );
}
