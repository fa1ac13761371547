import { type FieldMetadata } from "@conform-to/react";
import { getInputProps } from "#app/lib/forms/control-props.ts";
import { digitsOnly } from "#app/lib/forms/supplier.ts";
import { REQUIRED_FIELDS_MESSAGE, SUPPLIER_FIELD_REQUIRED } from "#contract/suppliers/supplier-rules.ts";
import { fieldKeys } from "#contract/fields/field-table.ts";
import { SUPPLIER_CONTACT_FIELDS } from "#contract/suppliers/supplier-fields.ts";
import { ownErrors } from "#app/components/create-dialog/field-errors.ts";
import { Card, Field, Input } from "#app/components/ui/field.tsx";
import { LookupSelectField } from "#app/components/lookup-select-field.tsx";
import type { LookupOptions } from "./lookup-options";
import { BlacklistedLabel } from "./supplier-info-views";

/** Conform's fields of a supplier form, by name. */
export type SupplierFields = Record<string, FieldMetadata<unknown>>;
type Fields = SupplierFields;

/** A required field's errors, the form's one message worded as that field's own (see `ownErrors`). */
const requiredErrors = (fields: Fields, name: keyof typeof SUPPLIER_FIELD_REQUIRED) =>
  ownErrors(fields[name]!.errors, REQUIRED_FIELDS_MESSAGE, SUPPLIER_FIELD_REQUIRED[name]);

/** Selects for type, segment, country and source (shared by the edit form and the creation form). */
export function SupplierLookupFields({ fields, options }: { fields: Fields; options: LookupOptions }) {
  return (
    <>
      <LookupSelectField
        field={fields.id_tiposupplier!}
        errors={requiredErrors(fields, "id_tiposupplier")}
        label="Tipo"
        options={options.tipos}
      />
      <LookupSelectField
        field={fields.id_segmento!}
        errors={requiredErrors(fields, "id_segmento")}
        label="Segmento"
        options={options.segmentos}
      />
      <LookupSelectField field={fields.codpais!} errors={requiredErrors(fields, "codpais")} label="País" options={options.paises} />
      <LookupSelectField field={fields.id_source!} errors={requiredErrors(fields, "id_source")} label="Source" options={options.sources} />
    </>
  );
}

/** How each contact's input is typed and filled in (a contact added to its table needs one); its label is the field's. */
const CONTACT_INPUTS: { [K in keyof typeof SUPPLIER_CONTACT_FIELDS]: { type: "text" | "tel" | "email"; autoComplete: string } } = {
  contato_nome: { type: "text", autoComplete: "name" },
  contato_telefone: { type: "tel", autoComplete: "tel" },
  contato_email: { type: "email", autoComplete: "email" },
  contato_wechat: { type: "text", autoComplete: "off" },
  contato_website: { type: "text", autoComplete: "url" },
  contato_endereco: { type: "text", autoComplete: "street-address" },
};

/** The optional contact inputs, in their table's order (contract/suppliers/supplier-fields.ts); the phone keeps only digits while typing. */
export function ContactInputs({ fields }: { fields: Fields }) {
  return (
    <>
      {fieldKeys(SUPPLIER_CONTACT_FIELDS).map((name) => {
        const { label } = SUPPLIER_CONTACT_FIELDS[name];
        const { type, autoComplete } = CONTACT_INPUTS[name];
        const field = fields[name]!;
        return (
          <Field key={name} label={label} htmlFor={field.id} errors={field.errors} errorId={field.errorId}>
            <Input
              {...getInputProps(field, { type: type === "email" ? "text" : type })}
              inputMode={type === "tel" ? "numeric" : type === "email" ? "email" : undefined}
              autoComplete={autoComplete}
              onInput={
                name === "contato_telefone"
                  ? (event) => {
                      const input = event.currentTarget;
                      const clean = digitsOnly(input.value);
                      if (clean !== input.value) input.value = clean;
                    }
                  : undefined
              }
            />
          </Field>
        );
      })}
    </>
  );
}

/** General information and contacts as inputs (edit mode). */
export function SupplierEditCards({ fields, options, focusFirst }: { fields: Fields; options: LookupOptions; focusFirst: boolean }) {
  return (
    <>
      <Card title="Informações gerais">
        <Field label="Nome do supplier" htmlFor={fields.nome!.id} errors={fields.nome!.errors} errorId={fields.nome!.errorId}>
          <Input {...getInputProps(fields.nome!, { type: "text" }, { first: focusFirst })} required={false} />
        </Field>
        <div className="grid gap-x-4 sm:grid-cols-2">
          <SupplierLookupFields fields={fields} options={options} />
        </div>
        <BlacklistedLabel>
          <input {...getInputProps(fields.blacklisted!, { type: "checkbox" })} className="size-4 accent-primary" />
        </BlacklistedLabel>
      </Card>
      <Card title="Contatos">
        <div className="grid gap-x-4 sm:grid-cols-2">
          <ContactInputs fields={fields} />
        </div>
      </Card>
    </>
  );
}
