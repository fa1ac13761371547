import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { focusesFirstField, getInputProps, getSelectProps, getTextareaProps } from "#app/lib/forms/control-props.ts";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ReactNode } from "react";
import { Form } from "react-router";
import { certificateCreateFormSchema, certificateEditFormSchema } from "#app/lib/forms/certificate.ts";
import {
  CERTIFICATE_EMISSOR_MAX,
  CERTIFICATE_NUMERO_MAX,
  CERTIFICATE_OBSERVACOES_MAX,
  type Certificate,
} from "#contract/suppliers/certificates.ts";
import type { Lookup } from "#contract/suppliers/suppliers.ts";
import { KeepBackLink } from "#app/components/keep-back-link.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";
import { Field, inputClass } from "#app/components/ui/field.tsx";

/**
 * A certificate's fields, new ('Adicionar certificado') or one of the list's (`?certificado=<id>`), checked in the
 * browser by the schema the action uses; the API's refusals come back at their fields. Loaded when opened
 * (docs/decisions/0069-lean-pages.md); without JavaScript the server renders it all the same. The file is sent
 * from the certificate's entry once it exists (the documents' streamed upload).
 */
export default function CertificateForm({
  certificate,
  types,
  lastResult,
  cancelHref,
}: {
  /** Null for a new one. */
  certificate: Certificate | null;
  types: Lookup[];
  lastResult: SubmissionResult<string[]> | undefined;
  cancelHref: string;
}) {
  const schema = certificate ? certificateEditFormSchema : certificateCreateFormSchema;
  const [form, fields] = useForm({
    id: `certificate-${certificate?.id ?? "new"}`,
    lastResult,
    defaultValue: certificate
      ? {
          id_tipo: String(certificate.id_tipo),
          numero: certificate.numero,
          emissor: certificate.emissor,
          emitido_em: certificate.emitido_em ?? "",
          valido_ate: certificate.valido_ate ?? "",
          observacoes: certificate.observacoes,
        }
      : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const { id_tipo, numero, emissor, emitido_em, valido_ate, observacoes } = fields;
  const frame = (label: string, field: { id: string; errorId: string; errors?: string[] }, control: ReactNode) => (
    <Field label={label} htmlFor={field.id} errors={field.errors} errorId={field.errorId}>
      {control}
    </Field>
  );
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      replace
      preventScrollReset
      aria-label={certificate ? `Editar ${certificate.tipo}` : "Novo certificado"}
      className="grid gap-x-4 sm:grid-cols-2"
      data-testid="certificate-form"
    >
      <input type="hidden" name="intent" value={certificate ? "certificate-update" : "certificate-create"} />
      {certificate ? <input type="hidden" name="id" value={certificate.id} /> : null}
      {frame(
        "Tipo",
        id_tipo,
        <select {...getSelectProps(id_tipo, undefined, { first: focusesFirstField(lastResult) })} className={inputClass}>
          <option value="">Selecione...</option>
          {types.map((type) => (
            <option key={type.id} value={type.id}>
              {type.nome}
            </option>
          ))}
        </select>,
      )}
      {frame(
        "Número",
        numero,
        <input {...getInputProps(numero, { type: "text" })} maxLength={CERTIFICATE_NUMERO_MAX} autoComplete="off" className={inputClass} />,
      )}
      {frame(
        "Emissor",
        emissor,
        <input
          {...getInputProps(emissor, { type: "text" })}
          maxLength={CERTIFICATE_EMISSOR_MAX}
          autoComplete="off"
          className={inputClass}
        />,
      )}
      <div className="grid grid-cols-2 gap-x-4">
        {frame("Emitido em", emitido_em, <input {...getInputProps(emitido_em, { type: "date" })} className={inputClass} />)}
        {frame("Válido até", valido_ate, <input {...getInputProps(valido_ate, { type: "date" })} className={inputClass} />)}
      </div>
      <div className="sm:col-span-2">
        {frame(
          "Observações",
          observacoes,
          <textarea {...getTextareaProps(observacoes)} rows={2} maxLength={CERTIFICATE_OBSERVACOES_MAX} className={inputClass} />,
        )}
      </div>
      <div className="flex justify-end gap-2 sm:col-span-2">
        <KeepBackLink to={cancelHref} replace preventScrollReset className={buttonClass("secondary")}>
          Cancelar
        </KeepBackLink>
        <button type="submit" className={buttonClass("primary")}>
          {certificate ? "Salvar" : "Adicionar"}
        </button>
      </div>
    </Form>
  );
}
