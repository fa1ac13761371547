import "#contract/shared/zod-locale.ts";
import { z } from "zod";
import { CERTIFICATE_MESSAGES, certificateUpdateSchema, datesInOrder } from "#contract/suppliers/certificates.ts";

// The certificate form of the supplier page (docs/decisions/0070-supplier-certificates.md): the API's own field rules
// and messages, checked in the browser and by the action alike. A form's empty field arrives as absent.
const field = certificateUpdateSchema.shape;
const formShape = {
  id_tipo: field.id_tipo.unwrap(),
  numero: field.numero,
  emissor: field.emissor,
  emitido_em: field.emitido_em,
  valido_ate: field.valido_ate,
  observacoes: field.observacoes,
};

const inOrder = (value: { emitido_em?: string | null; valido_ate?: string | null }) =>
  datesInOrder(value.emitido_em ?? null, value.valido_ate ?? null);
const ORDER_ISSUE = { error: CERTIFICATE_MESSAGES.validadeBeforeEmissao, path: ["valido_ate"] };

/** 'Adicionar certificado'. */
export const certificateCreateFormSchema = z.object(formShape).refine(inOrder, ORDER_ISSUE);

/** A certificate's edit (`?certificado=<id>`). */
export const certificateEditFormSchema = z.object({ id: field.id, ...formShape }).refine(inOrder, ORDER_ISSUE);

/** What the API's create and alter take of the form. */
export interface CertificateFields {
  id_tipo: number;
  numero: string;
  emissor: string;
  emitido_em: string | null;
  valido_ate: string | null;
  observacoes: string;
}

/** The API's payload of the form: every field sent, so one emptied in the form is cleared. */
export const certificatePayload = (value: z.output<typeof certificateCreateFormSchema>): CertificateFields => ({
  id_tipo: value.id_tipo,
  numero: value.numero ?? "",
  emissor: value.emissor ?? "",
  emitido_em: value.emitido_em ?? null,
  valido_ate: value.valido_ate ?? null,
  observacoes: value.observacoes ?? "",
});
