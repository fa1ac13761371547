import { type FieldMetadata, getInputProps } from "@conform-to/react";
import type { ReactNode } from "react";
import { digitsOnly } from "~/lib/forms/supplier";
import { orDash } from "~/lib/format";
import { REQUIRED_FIELDS_MESSAGE, SUPPLIER_FIELD_REQUIRED } from "../../../contract/supplier-rules";
import type { SupplierDetail } from "../../../contract/suppliers";
import { fieldKeys } from "../../../contract/field-table";
import { SUPPLIER_CONTACT_FIELDS } from "../../../contract/supplier-fields";
import { ownErrors } from "../create-dialog/field-errors";
import { Card, Field, Input } from "../ui/field";
import { LookupSelectField } from "../lookup-select-field";
import { CountryLabel } from "./country-flag";
import type { LookupOptions } from "./lookup-options";

/** Conform's fields of a supplier form, by name. */
export type SupplierFields = Record<string, FieldMetadata<unknown>>;
type Fields = SupplierFields;

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-slate-600">{label}</dt>
      <dd className="min-w-0 break-words text-slate-900">{children}</dd>
    </>
  );
}

function Blacklisted({ checked, field }: { checked: boolean; field?: FieldMetadata<unknown> }) {
  return (
    <label className="mt-4 inline-flex items-center gap-2 text-sm font-medium text-slate-800">
      {field ? (
        <input {...getInputProps(field, { type: "checkbox" })} className="size-4 accent-primary" />
      ) : (
        <input type="checkbox" checked={checked} disabled readOnly className="size-4 accent-primary" />
      )}
      Blacklisted
    </label>
  );
}

/** General information, read-only. */
export function GeneralInfoView({ supplier }: { supplier: SupplierDetail }) {
  return (
    <Card title="Informações gerais">
      <dl className="grid grid-cols-[8rem_1fr] gap-x-4 gap-y-3 text-sm">
        <Row label="Tipo">{orDash(supplier.supplier_nome_tipo)}</Row>
        <Row label="Segmento">{orDash(supplier.supplier_nome_segmento)}</Row>
        <Row label="País">
          <CountryLabel icon={supplier.supplier_icon_pais} name={supplier.supplier_nome_pais} />
        </Row>
        <Row label="Source">{orDash(supplier.supplier_nome_source)}</Row>
      </dl>
      <Blacklisted checked={supplier.supplier_blacklisted === 1} />
    </Card>
  );
}

/** Contacts, read-only; the website is a link. */
export function ContactsView({ supplier }: { supplier: SupplierDetail }) {
  const site = supplier.contato_website.trim();
  const href = site && !/^https?:\/\//i.test(site) ? `https://${site}` : site;
  return (
    <Card title="Contatos">
      <dl className="grid grid-cols-[8rem_1fr] gap-x-4 gap-y-3 text-sm">
        <Row label="Nome">{orDash(supplier.contato_nome)}</Row>
        <Row label="Telefone">{orDash(supplier.contato_telefone)}</Row>
        <Row label="E-mail">{orDash(supplier.contato_email)}</Row>
        <Row label="WeChat">{orDash(supplier.contato_wechat)}</Row>
        <Row label="Website">
          {site ? (
            <a href={href} target="_blank" rel="noopener noreferrer" className="text-primary hover:underline">
              {site}
            </a>
          ) : (
            "-"
          )}
        </Row>
        <Row label="Endereço">{orDash(supplier.contato_endereco)}</Row>
      </dl>
    </Card>
  );
}

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

/** The optional contact inputs, in their table's order (contract/supplier-fields.ts); the phone keeps only digits while typing. */
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
export function SupplierEditCards({ fields, options }: { fields: Fields; options: LookupOptions }) {
  return (
    <>
      <Card title="Informações gerais">
        <Field label="Nome do supplier" htmlFor={fields.nome!.id} errors={fields.nome!.errors} errorId={fields.nome!.errorId}>
          <Input {...getInputProps(fields.nome!, { type: "text" })} required={false} autoFocus />
        </Field>
        <div className="grid gap-x-4 sm:grid-cols-2">
          <SupplierLookupFields fields={fields} options={options} />
        </div>
        <Blacklisted checked={false} field={fields.blacklisted!} />
      </Card>
      <Card title="Contatos">
        <div className="grid gap-x-4 sm:grid-cols-2">
          <ContactInputs fields={fields} />
        </div>
      </Card>
    </>
  );
}
