import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { getInputProps, getTextareaProps } from "#app/lib/forms/control-props.ts";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ReactNode } from "react";
import { href } from "react-router";
import {
  PRODUCT_CATEGORY_REQUIRED,
  PRODUCT_CREATE_MESSAGE,
  PRODUCT_DESCRIPTION_MAX,
  PRODUCT_NAME_MAX,
  PRODUCT_NAME_REQUIRED,
  PRODUCT_UNIT_REQUIRED,
  PRODUCT_UNITS,
} from "#contract/products/product-rules.ts";
import { productCreateSchema } from "#contract/products/products.ts";
import type { SaveFetcher } from "#app/components/create-dialog/create-dialog.tsx";
import { CreateForm } from "#app/components/create-dialog/create-form.tsx";
import { ownErrors } from "#app/components/create-dialog/field-errors.ts";
import { RequiredFieldsAlert } from "#app/components/create-dialog/required-fields-alert.tsx";
import { LookupSelectField } from "#app/components/lookup-select-field.tsx";
import { Field, Input, inputClass } from "#app/components/ui/field.tsx";

export const CREATE_PRODUCT_ACTION = href("/products/new");
/** The hidden field by which the dialog asks to stay on the product list after success. */
export const STAY_ON_LIST = { name: "stay", value: "list" } as const;

type Option = { value: string; label: string };

/** The creation dialog's units, as specification §3 reads them there: 'peça' or 'caixa'. */
const UNIT_OPTIONS: Option[] = PRODUCT_UNITS.map((unit) => ({ value: unit, label: unit }));

/** Under each field, what that field lacks; the one message of specification §5 (which names all three) stands once, above the buttons. */
const fieldError = (errors: string[] | undefined, own: string) => ownErrors(errors, PRODUCT_CREATE_MESSAGE, own);

/**
 * The 'Novo Produto' form (specification §2): name (255 characters at most), optional description, category and
 * unit of measure. The contract's schema validates it in the browser and in the action.
 */
export function ProductCreateForm({
  categorias,
  lastResult,
  fetcher,
  stayOnList = false,
  actions,
}: {
  categorias: Option[];
  lastResult?: SubmissionResult<string[]>;
  /** The dialog posts through a fetcher; the full page with a plain form. */
  fetcher?: SaveFetcher;
  /** Opened on the product list: success keeps the list (it refreshes) instead of opening the product. */
  stayOnList?: boolean;
  actions: ReactNode;
}) {
  const [form, fields] = useForm({
    id: "new-product",
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: productCreateSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  return (
    <CreateForm fetcher={fetcher} action={CREATE_PRODUCT_ACTION} formProps={getFormProps(form)}>
      {stayOnList ? <input type="hidden" name={STAY_ON_LIST.name} value={STAY_ON_LIST.value} /> : null}
      <Field
        label="Nome"
        htmlFor={fields.nome.id}
        errors={fieldError(fields.nome.errors, PRODUCT_NAME_REQUIRED)}
        errorId={fields.nome.errorId}
      >
        <Input {...getInputProps(fields.nome, { type: "text" })} required={false} maxLength={PRODUCT_NAME_MAX} autoComplete="off" />
      </Field>
      <Field label="Descrição (opcional)" htmlFor={fields.descricao.id} errors={fields.descricao.errors} errorId={fields.descricao.errorId}>
        <textarea
          {...getTextareaProps(fields.descricao)}
          rows={3}
          maxLength={PRODUCT_DESCRIPTION_MAX}
          className={`${inputClass} resize-y`}
        />
      </Field>
      <div className="grid gap-x-4 sm:grid-cols-2">
        <LookupSelectField
          field={fields.id_categoria}
          errors={fieldError(fields.id_categoria.errors, PRODUCT_CATEGORY_REQUIRED)}
          label="Categoria"
          options={categorias}
        />
        <LookupSelectField
          field={fields.unidade_medida}
          errors={fieldError(fields.unidade_medida.errors, PRODUCT_UNIT_REQUIRED)}
          label="Unidade de medida"
          options={UNIT_OPTIONS}
        />
      </div>
      <RequiredFieldsAlert allErrors={form.allErrors} message={PRODUCT_CREATE_MESSAGE} />
      {actions}
    </CreateForm>
  );
}
