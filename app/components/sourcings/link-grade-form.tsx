import "#contract/shared/zod-locale.ts";
import { type FieldMetadata, getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { getInputProps } from "#app/lib/forms/control-props.ts";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form } from "react-router";
import type { z } from "zod";
import { linkGradeFormSchema, numberKeystrokes } from "#app/lib/forms/sourcing.ts";
import { notaInputValue } from "#app/lib/sourcings/link-grade.ts";
import type { LinkView } from "#app/lib/sourcings/panels.ts";
import { CancelLink, NoScriptPanel } from "#app/components/confirm-action.tsx";
import type { FinalStatusQuestion } from "#app/components/link-status-select.tsx";
import { Button, buttonClass } from "#app/components/ui/button.tsx";
import { Field, Input } from "#app/components/ui/field.tsx";
import { Modal } from "#app/components/ui/modal.tsx";

/** The title of the final-status question on the sourcing detail (specification §2). */
const TITLE = "Atualizar Status";
const question = (status: string) => `Defina nota e justificativa para: ${status}`;

type Grade = z.output<typeof linkGradeFormSchema>;

/** The grade form, validated in the browser by the action's rules; `onValid` takes over a valid submission. */
function useGradeForm(id: string, link: LinkView, options: { lastResult?: SubmissionResult<string[]>; onValid?: (grade: Grade) => void }) {
  const { lastResult, onValid } = options;
  return useForm({
    id,
    lastResult,
    defaultValue: { nota: notaInputValue(link.nota), justificativa: link.justificativa },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: linkGradeFormSchema }),
    onSubmit: onValid
      ? (event, { submission }) => {
          event.preventDefault();
          if (submission?.status === "success") onValid(submission.value);
        }
      : undefined,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
}

/** Nota (numbers only: digits, dot and comma) and Justificativa, prefilled from the link. */
function GradeInputs<N, J>({ nota, justificativa }: { nota: FieldMetadata<N>; justificativa: FieldMetadata<J> }) {
  return (
    <div className="mt-4 grid gap-x-4 sm:grid-cols-[7rem_1fr]">
      <Field label="Nota" htmlFor={nota.id} errors={nota.errors} errorId={nota.errorId}>
        <Input
          {...getInputProps(nota, { type: "text" })}
          placeholder="Nota"
          inputMode="decimal"
          autoComplete="off"
          onInput={(event) => {
            const input = event.currentTarget;
            const kept = numberKeystrokes(input.value);
            if (kept !== input.value) input.value = kept;
          }}
        />
      </Field>
      <Field label="Justificativa" htmlFor={justificativa.id} errors={justificativa.errors} errorId={justificativa.errorId}>
        <Input {...getInputProps(justificativa, { type: "text" })} placeholder="Justificativa" autoComplete="off" maxLength={2000} />
      </Field>
    </div>
  );
}

/** The question as a dialog: the change is sent only on 'Salvar', with the grade and justification typed. */
export function LinkGradeDialog({ link, ask }: { link: LinkView; ask: FinalStatusQuestion }) {
  const [form, fields] = useGradeForm(`link-grade-${link.id_supplier}`, link, {
    onValid: (grade) => ask.confirm({ nota: grade.nota ?? "", justificativa: grade.justificativa }),
  });
  return (
    <Modal open onClose={ask.cancel} title={TITLE}>
      <p className="text-sm text-slate-700">{question(ask.status)}</p>
      <form {...getFormProps(form)}>
        <GradeInputs nota={fields.nota} justificativa={fields.justificativa} />
        <div className="mt-3 flex justify-end gap-2">
          <Button variant="secondary" onClick={ask.cancel}>
            Cancelar
          </Button>
          <Button type="submit">Salvar</Button>
        </div>
      </form>
    </Modal>
  );
}

/** The same question as part of the page, for browsers without JavaScript (`?status_link=&status=`). */
export function LinkGradePanel({
  link,
  status,
  cancelHref,
  lastResult,
}: {
  link: LinkView;
  status: string;
  cancelHref: string;
  lastResult?: SubmissionResult<string[]>;
}) {
  const [form, fields] = useGradeForm(`link-grade-page-${link.id_supplier}`, link, { lastResult });
  return (
    <NoScriptPanel title={TITLE}>
      <p className="mt-2 text-sm text-slate-800">
        {link.supplier_nome}: {question(status)}
      </p>
      <Form method="post" {...getFormProps(form)} replace preventScrollReset>
        <input type="hidden" name="intent" value="link-status" />
        <input type="hidden" name="id_supplier" value={link.id_supplier} />
        <input type="hidden" name="status" value={status} />
        <input type="hidden" name="confirmed" value="1" />
        <GradeInputs nota={fields.nota} justificativa={fields.justificativa} />
        <div className="mt-3 flex justify-end gap-2">
          <CancelLink to={cancelHref} />
          <button type="submit" className={buttonClass("primary")}>
            Salvar
          </button>
        </div>
      </Form>
    </NoScriptPanel>
  );
}
