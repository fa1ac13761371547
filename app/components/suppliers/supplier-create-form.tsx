import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { getInputProps } from "#app/lib/forms/control-props.ts";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ReactNode } from "react";
import { href } from "react-router";
import { supplierCreateFormSchema } from "#app/lib/forms/supplier.ts";
import { REQUIRED_FIELDS_MESSAGE, SUPPLIER_FIELD_REQUIRED } from "#contract/suppliers/supplier-rules.ts";
import type { SaveFetcher } from "#app/components/create-dialog/create-dialog.tsx";
import { CreateForm } from "#app/components/create-dialog/create-form.tsx";
import { ownErrors } from "#app/components/create-dialog/field-errors.ts";
import { RequiredFieldsAlert } from "#app/components/create-dialog/required-fields-alert.tsx";
import { Field, Input } from "#app/components/ui/field.tsx";
import type { LookupOptions } from "./lookup-options";
import { ContactInputs, type SupplierFields, SupplierLookupFields } from "./supplier-info-cards";

export const CREATE_ACTION = href("/suppliers/new");

/**
 * The 'Novo Fornecedor' form: required name, type, segment, country (default China) and source, then the
 * optional contacts. Validated by the same schema in the browser and in the action.
 */
export function SupplierCreateForm({
  options,
  lastResult,
  fetcher,
  actions,
}: {
  options: LookupOptions;
  lastResult?: SubmissionResult<string[]>;
  /** The dialog posts through a fetcher; the full page with a plain form. */
  fetcher?: SaveFetcher;
  actions: ReactNode;
}) {
  const [form, fields] = useForm({
    id: "new-supplier",
    lastResult,
    defaultValue: { codpais: "cn" },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: supplierCreateFormSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  return (
    <CreateForm fetcher={fetcher} action={CREATE_ACTION} formProps={getFormProps(form)}>
      <Field
        label="Nome do supplier"
        htmlFor={fields.nome.id}
        errors={ownErrors(fields.nome.errors, REQUIRED_FIELDS_MESSAGE, SUPPLIER_FIELD_REQUIRED.nome)}
        errorId={fields.nome.errorId}
      >
        <Input {...getInputProps(fields.nome, { type: "text" })} required={false} autoComplete="organization" />
      </Field>
      <div className="grid gap-x-4 sm:grid-cols-2">
        <SupplierLookupFields fields={fields as unknown as SupplierFields} options={options} />
      </div>
      <RequiredFieldsAlert allErrors={form.allErrors} message={REQUIRED_FIELDS_MESSAGE} />
      <h3 className="mt-2 mb-2 text-sm font-semibold text-slate-900">Contato (opcional)</h3>
      <div className="grid gap-x-4 sm:grid-cols-2">
        <ContactInputs fields={fields as unknown as SupplierFields} />
      </div>
      {actions}
    </CreateForm>
  );
}
