// The supplier page's intents (app/routes/suppliers.detail.tsx dispatches to them): server-only, so the page's module
// stays its screen and none of this reaches the browser's bundle.
import { data, href, type RouterContextProvider } from "react-router";
import { refuse, runIntent, submitForm } from "#app/lib/actions/api-action.server.ts";
import { certificateCreateFormSchema, certificateEditFormSchema, certificatePayload } from "#app/lib/forms/certificate.ts";
import { parseForm } from "#app/lib/forms/read.server.ts";
import { linkStatusFormSchema, supplierEditFormSchema } from "#app/lib/forms/supplier.ts";
import { redirectCarryingBack } from "#app/lib/lists/back-to.server.ts";
import { conflictNotice } from "#app/lib/records/conflict.ts";
import { routeId } from "#app/lib/records/route-id.ts";
import { errorToast } from "#app/lib/shell/toast.ts";
import { CERTIFICATE_INTENT } from "#app/lib/suppliers/certificates.ts";
import { certificatesHref, supplierHref } from "#app/lib/suppliers/detail-hrefs.ts";
import { documentTypeOf } from "#app/lib/suppliers/documents.ts";
import { apiOf } from "#app/services/api.server.ts";
import { alterCertificate, createCertificate, deleteCertificate } from "#app/services/certificates.server.ts";
import { alterLinkStatus, deleteSupplier, deleteSupplierDocument, updateSupplier } from "#app/services/suppliers.server.ts";
import { sessionContext } from "#app/sessions.server.ts";
import { conflictFieldsOf } from "#contract/fields/field-table.ts";
import { FILE_DELETED } from "#contract/shared/file-rules.ts";
import { isFinalLinkStatus } from "#contract/sourcings/link-statuses.ts";
import { CERTIFICATE_MESSAGES } from "#contract/suppliers/certificate-rules.ts";
import { SUPPLIER_FIELDS, withFieldKeys } from "#contract/suppliers/supplier-fields.ts";
import { SUPPLIER_DELETED, SUPPLIER_UPDATED } from "#contract/suppliers/supplier-rules.ts";
import { supplierDetailSchema } from "#contract/suppliers/suppliers.ts";

type ActionContext = Readonly<RouterContextProvider>;

export function updateIntent(context: ActionContext, id: number, formData: FormData) {
  const submission = parseForm(formData, supplierEditFormSchema);
  return submitForm(context, submission, (value) => updateSupplier(apiOf(context), { ...value, id }), {
    conflict: supplierConflict,
    failure: "Falha ao atualizar supplier.",
    success: SUPPLIER_UPDATED,
    redirectTo: supplierHref(id),
  });
}

/** What another person saved, in the edit form's terms (docs/decisions/0035-optimistic-concurrency.md). */
const supplierConflict = conflictNotice(supplierDetailSchema, (s) => conflictFieldsOf(SUPPLIER_FIELDS, withFieldKeys(s)));

export function deleteIntent(context: ActionContext, id: number) {
  return runIntent(context, () => deleteSupplier(apiOf(context), id), {
    failure: "Falha ao deletar supplier.",
    success: SUPPLIER_DELETED,
    redirectTo: href("/suppliers"),
    back: supplierHref(id),
  });
}

/** A final status is sent only once confirmed: without JavaScript the page asks first (`?status_link=`). */
export function linkStatusIntent(context: ActionContext, id: number, formData: FormData) {
  const here = supplierHref(id);
  const submission = parseForm(formData, linkStatusFormSchema);
  if (submission.status !== "success") {
    context.get(sessionContext).flash(errorToast("Falha ao atualizar status."));
    throw redirectCarryingBack(context, here);
  }
  const { confirmed, ...change } = submission.value;
  if (isFinalLinkStatus(change.status) && !confirmed) {
    throw redirectCarryingBack(context, `${here}?${new URLSearchParams({ status_link: String(change.id), status: change.status })}`);
  }
  return runIntent(context, () => alterLinkStatus(apiOf(context), { ...change, id_supplier: id }), {
    failure: "Falha ao atualizar status.",
    redirectTo: here,
    back: here,
  });
}

export function deleteDocumentIntent(context: ActionContext, id: number, formData: FormData) {
  const type = documentTypeOf(formData.get("file_type"));
  if (!type) throw data("Tipo de documento inválido.", { status: 400 });
  const here = supplierHref(id);
  return runIntent(context, () => deleteSupplierDocument(apiOf(context), id, type), {
    failure: "Falha ao deletar arquivo.",
    success: FILE_DELETED,
    redirectTo: here,
    back: here,
  });
}

export function createCertificateIntent(context: ActionContext, id: number, formData: FormData) {
  const submission = parseForm(formData, certificateCreateFormSchema);
  return submitForm(context, submission, (value) => createCertificate(apiOf(context), { ...certificatePayload(value), id_supplier: id }), {
    intent: CERTIFICATE_INTENT,
    failure: "Falha ao adicionar certificado.",
    success: CERTIFICATE_MESSAGES.created,
    redirectTo: certificatesHref(id),
  });
}

export function updateCertificateIntent(context: ActionContext, id: number, formData: FormData) {
  const submission = parseForm(formData, certificateEditFormSchema);
  return submitForm(
    context,
    submission,
    (value) => alterCertificate(apiOf(context), { id: value.id, id_supplier: id, ...certificatePayload(value) }),
    {
      intent: CERTIFICATE_INTENT,
      failure: "Falha ao atualizar certificado.",
      success: CERTIFICATE_MESSAGES.updated,
      redirectTo: certificatesHref(id),
    },
  );
}

/** The certificate a confirmed delete names; anything else goes back to the panel with an 'Erro' toast. */
function certificateIdOf(context: ActionContext, id: number, formData: FormData): number {
  const certificateId = routeId(formData.get("id"));
  return certificateId ?? refuse(context, CERTIFICATE_MESSAGES.idInvalid, certificatesHref(id));
}

export function deleteCertificateIntent(context: ActionContext, id: number, formData: FormData) {
  const certificateId = certificateIdOf(context, id, formData);
  return runIntent(context, () => deleteCertificate(apiOf(context), { id: certificateId, id_supplier: id }), {
    failure: "Falha ao deletar certificado.",
    success: CERTIFICATE_MESSAGES.deleted,
    redirectTo: certificatesHref(id),
    back: certificatesHref(id),
  });
}

export function deleteCertificateFileIntent(context: ActionContext, id: number, formData: FormData) {
  const certificateId = certificateIdOf(context, id, formData);
  return runIntent(context, () => alterCertificate(apiOf(context), { id: certificateId, id_supplier: id, remover_arquivo: true }), {
    failure: "Falha ao deletar arquivo.",
    success: FILE_DELETED,
    redirectTo: certificatesHref(id),
    back: certificatesHref(id),
  });
}
