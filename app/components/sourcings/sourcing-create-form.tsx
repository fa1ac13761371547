import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { getTextareaProps } from "#app/lib/forms/control-props.ts";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ReactNode } from "react";
import { href } from "react-router";
import { SOURCING_DESCRICAO_MAX, SOURCING_FIELD_REQUIRED } from "#contract/sourcings/sourcing-rules.ts";
import { sourcingCreateSchema } from "#contract/sourcings/sourcings.ts";
import { REQUIRED_FIELDS_MESSAGE } from "#contract/suppliers/supplier-rules.ts";
import type { SaveFetcher } from "#app/components/create-dialog/create-dialog.tsx";
import { CreateForm } from "#app/components/create-dialog/create-form.tsx";
import { ownErrors } from "#app/components/create-dialog/field-errors.ts";
import { RequiredFieldsAlert } from "#app/components/create-dialog/required-fields-alert.tsx";
import { LookupSelectField } from "#app/components/lookup-select-field.tsx";
import { Field, inputClass } from "#app/components/ui/field.tsx";
import type { SourcingLookupOptions } from "./sourcing-lookup-options";

export const CREATE_SOURCING_ACTION = href("/sourcings/new");

/**
 * The 'Novo Sourcing' form: description, category and responsible person (team 2) required, the
 * commercial person (team 3) optional. The contract's schema validates it in the browser and in the action.
 */
export function SourcingCreateForm({
  options,
  lastResult,
  fetcher,
  actions,
}: {
  options: SourcingLookupOptions;
  lastResult?: SubmissionResult<string[]>;
  /** The dialog posts through a fetcher; the full page with a plain form. */
  fetcher?: SaveFetcher;
  actions: ReactNode;
}) {
  const [form, fields] = useForm({
    id: "new-sourcing",
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: sourcingCreateSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const errorsOf = (name: keyof typeof SOURCING_FIELD_REQUIRED) =>
    ownErrors(fields[name].errors, REQUIRED_FIELDS_MESSAGE, SOURCING_FIELD_REQUIRED[name]);
  return (
    <CreateForm fetcher={fetcher} action={CREATE_SOURCING_ACTION} formProps={getFormProps(form)}>
      <Field label="Descrição" htmlFor={fields.descricao.id} errors={errorsOf("descricao")} errorId={fields.descricao.errorId}>
        <textarea
          {...getTextareaProps(fields.descricao)}
          required={false}
          rows={3}
          maxLength={SOURCING_DESCRICAO_MAX}
          placeholder="O que o cliente precisa importar"
          className={`${inputClass} resize-y`}
        />
      </Field>
      <LookupSelectField field={fields.id_categoria} errors={errorsOf("id_categoria")} label="Categoria" options={options.categorias} />
      <div className="grid gap-x-4 sm:grid-cols-2">
        <LookupSelectField
          field={fields.id_responsavel}
          errors={errorsOf("id_responsavel")}
          label="Responsável"
          options={options.responsaveis}
        />
        <LookupSelectField field={fields.id_comercial} label="Comercial" options={options.comerciais} placeholder="Nenhum (opcional)" />
      </div>
      <RequiredFieldsAlert allErrors={form.allErrors} message={REQUIRED_FIELDS_MESSAGE} />
      {actions}
    </CreateForm>
  );
}
