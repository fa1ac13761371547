import { Icon } from "#app/components/icon.tsx";
import { Form } from "react-router";
import { buttonClass } from "#app/components/ui/button.tsx";
import { inputClass } from "#app/components/ui/field.tsx";
import { RefusalAlert } from "#app/components/ui/refusal-alert.tsx";
import { formatFileSize } from "#app/lib/format.ts";
import { RFQ_PAGE_TEXTS } from "#app/lib/rfq/texts.ts";
import { RFQ_FILE_ACCEPT, type RfqFile } from "#contract/rfq/rfq-files.ts";
import type { RfqLanguage } from "#contract/rfq/rfq-languages.ts";

/** The form intent that removes one of the supplier's files. */
export const REMOVE_FILE_INTENT = "remover-anexo";

/**
 * The files the supplier attaches to its answer (its proforma, price list, pictures): the list with a 'Remove' per
 * file, and a plain multipart form to attach more, which the page's action streams through to the API. Works without
 * JavaScript; a refused attempt's reason shows below the form and takes the focus (`RefusalAlert`).
 */
export function AnswerFiles({
  files,
  language,
  refused,
}: {
  files: RfqFile[];
  language: RfqLanguage;
  /** The page's answer when it refused the last attachment: its `message`, in the page's language. */
  refused: { message: string } | null;
}) {
  const texts = RFQ_PAGE_TEXTS[language];
  return (
    <section aria-labelledby="rfq-files" className="mt-6 border-t border-border pt-4">
      <h2 id="rfq-files" className="text-base font-semibold text-slate-900">
        {texts.files}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{texts.filesHint}</p>
      {files.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{texts.noFiles}</p>
      ) : (
        <ul className="mt-2 divide-y divide-border rounded-md border border-border" aria-labelledby="rfq-files">
          {files.map((file) => (
            <li key={file.id} className="flex items-center justify-between gap-2 px-3 py-2 text-sm" data-testid="rfq-file">
              <span className="min-w-0 break-words text-slate-900">
                <Icon name="paperclip" className="mr-1 inline size-4 text-slate-500" />
                {file.nome} <span className="text-slate-600">({formatFileSize(file.tamanho)})</span>
              </span>
              <Form method="post">
                <input type="hidden" name="id" value={file.id} />
                <button
                  type="submit"
                  name="intent"
                  value={REMOVE_FILE_INTENT}
                  aria-label={texts.remove(file.nome)}
                  className={buttonClass("ghost", "px-2 py-1")}
                >
                  <Icon name="trash" className="size-4" />
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
      <Form method="post" encType="multipart/form-data" className="mt-3 flex flex-wrap items-end gap-2">
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <label htmlFor="rfq-file-input" className="text-sm font-medium text-slate-800">
            {texts.filesInput}
          </label>
          <input
            id="rfq-file-input"
            type="file"
            name="arquivos"
            multiple
            accept={RFQ_FILE_ACCEPT}
            className={inputClass}
            aria-invalid={refused ? true : undefined}
            aria-describedby={refused ? "rfq-file-error" : undefined}
          />
        </div>
        <button type="submit" className={buttonClass("secondary")}>
          {texts.attach}
        </button>
      </Form>
      {refused ? (
        <RefusalAlert answer={refused} id="rfq-file-error" className="mt-2 text-sm text-destructive">
          {refused.message}
        </RefusalAlert>
      ) : null}
    </section>
  );
}
