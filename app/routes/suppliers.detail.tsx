import { lazy, Suspense } from "react";
import { data, href, useNavigation, useSearchParams } from "react-router";
import { ActivityPanel } from "#app/components/activity/activity-panel.tsx";
import { ConfirmPanel } from "#app/components/confirm-action.tsx";
import { DeleteConfirmPanel, DetailHeader } from "#app/components/detail-header.tsx";
import { GeneralErrorBoundary } from "#app/components/error-boundary.tsx";
import { RecordNotFound } from "#app/components/record-not-found.tsx";
import {
  CertificatesPanel,
  deleteCertificateConfirm,
  deleteCertificateFileConfirm,
} from "#app/components/suppliers/certificates-panel.tsx";
import { DocumentSlot } from "#app/components/suppliers/document-slot.tsx";
import { LinkStatusList } from "#app/components/suppliers/link-status-list.tsx";
import { ContactsView, GeneralInfoView } from "#app/components/suppliers/supplier-info-views.tsx";
import { Card, inputClass } from "#app/components/ui/field.tsx";
import { useBackHref } from "#app/hooks/use-back-href.ts";
import { useIdlePrefetch } from "#app/hooks/use-idle-prefetch.ts";
import { deleteFileQuestion } from "#app/lib/actions/file-messages.ts";
import { handleIntent } from "#app/lib/actions/api-action.server.ts";
import { loadActivityPage } from "#app/lib/activity/panel.server.ts";
import { readForm } from "#app/lib/forms/read.server.ts";
import { type ConflictNotice as ConflictNoticeData, conflictOf } from "#app/lib/records/conflict.ts";
import { detailRequest, lookupsOrNull, lookupsWhileEditing, notFound, recordOrNull } from "#app/lib/records/detail-loader.server.ts";
import { requireSupplierId } from "#app/lib/records/route-id.ts";
import { notWhileSigningOut } from "#app/lib/shell/revalidate.ts";
import { errorToast, type Toast } from "#app/lib/shell/toast.ts";
import { CERTIFICATE_INTENT, CERTIFICATE_PARAMS } from "#app/lib/suppliers/certificates.ts";
import { certificatesHref, supplierHref } from "#app/lib/suppliers/detail-hrefs.ts";
import { documentTypeOf } from "#app/lib/suppliers/documents.ts";
import { ApiFailure, settle } from "#app/services/api.server.ts";
import { getCertificateTypes, listCertificates } from "#app/services/certificates.server.ts";
import { getSupplier, getSupplierLookups, listSupplierLinks } from "#app/services/suppliers.server.ts";
import { supplierScreenLinkStatus } from "#contract/sourcings/link-statuses.ts";
import type { Certificate } from "#contract/suppliers/certificates.ts";
import { DOCUMENT_LABELS, DOCUMENT_TYPES, SUPPLIER_NOT_FOUND } from "#contract/suppliers/supplier-rules.ts";
import type { SupplierDetail } from "#contract/suppliers/suppliers.ts";
import type { Route } from "./+types/suppliers.detail";
import {
  createCertificateIntent,
  deleteCertificateFileIntent,
  deleteCertificateIntent,
  deleteDocumentIntent,
  deleteIntent,
  linkStatusIntent,
  updateCertificateIntent,
  updateIntent,
} from "./suppliers.detail.server.ts";

export const shouldRevalidate = notWhileSigningOut;

export function meta({ loaderData }: Route.MetaArgs) {
  const name = loaderData && "supplier" in loaderData ? loaderData.supplier.supplier_nome : "Fornecedor";
  return [{ title: `${name} · Importadora` }];
}

export async function loader(args: Route.LoaderArgs) {
  const start = detailRequest(args);
  if (!start) return notFound();
  const { id, api, query } = start;
  const supplier = recordOrNull(await settle(getSupplier(api, id)), "Falha ao carregar supplier.");
  if (!supplier) return notFound();

  const toasts: Toast[] = [];
  const certificateForm = query.get(CERTIFICATE_PARAMS.edit);
  const [links, lookups, activity, certificates, certificateTypes] = await Promise.all([
    // Loading the links fails silently (specification §8): the card is then empty.
    settle(listSupplierLinks(api, id)),
    lookupsWhileEditing(start, getSupplierLookups),
    loadActivityPage(api, "supplier", id, query, toasts),
    settle(listCertificates(api, id)),
    // The form's types, only while the address opens it.
    certificateForm ? settle(getCertificateTypes(api)) : null,
  ]);
  if (certificates instanceof ApiFailure) toasts.push(errorToast(certificates.messageOr("Falha ao carregar certificados.")));
  return data({
    notFound: false as const,
    supplier,
    links: links instanceof ApiFailure ? [] : links,
    lookups: lookupsOrNull(lookups, toasts),
    certificates: certificates instanceof ApiFailure ? [] : certificates,
    certificateTypes: lookupsOrNull(certificateTypes, toasts),
    activity,
    toasts,
  });
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const id = requireSupplierId(params.id);
  const formData = await readForm(request);
  return handleIntent(formData, {
    update: () => updateIntent(context, id, formData),
    delete: () => deleteIntent(context, id),
    "link-status": () => linkStatusIntent(context, id, formData),
    "delete-document": () => deleteDocumentIntent(context, id, formData),
    "certificate-create": () => createCertificateIntent(context, id, formData),
    "certificate-update": () => updateCertificateIntent(context, id, formData),
    "certificate-delete": () => deleteCertificateIntent(context, id, formData),
    "certificate-delete-file": () => deleteCertificateFileIntent(context, id, formData),
  });
}

export default function SupplierPage({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.notFound)
    return <RecordNotFound message={SUPPLIER_NOT_FOUND} backHref={href("/suppliers")} backLabel="Voltar para Fornecedores" />;
  // The certificate form's refusal is its own; any other is the supplier's edit form's.
  const certificateResult = actionData?.intent === CERTIFICATE_INTENT ? actionData.result : undefined;
  const lastResult = actionData?.intent === CERTIFICATE_INTENT ? undefined : actionData?.result;
  return <SupplierScreen {...loaderData} lastResult={lastResult} certificateResult={certificateResult} conflict={conflictOf(actionData)} />;
}

const DELETE_SUPPLIER = {
  title: "Deletar supplier",
  message: "Tem certeza que deseja deletar este supplier?",
  label: "Deletar",
  noJsHref: "?deletar=1",
};

type Loaded = Extract<Route.ComponentProps["loaderData"], { notFound: false }>;
type LastResult = NonNullable<Route.ComponentProps["actionData"]>["result"];

// The edit form (Conform, zod and the supplier's schemas) is not part of the page's first load: fetched once the
// browser is idle, and rendered by the server as any other part when the page opens in edit mode.
const loadEditForm = () => import("#app/components/suppliers/supplier-edit-form.tsx");
const SupplierEditForm = lazy(loadEditForm);

function SupplierScreen({
  supplier,
  links,
  lookups,
  activity,
  certificates,
  certificateTypes,
  lastResult,
  certificateResult,
  conflict,
}: Loaded & { lastResult?: LastResult; certificateResult?: LastResult; conflict?: ConflictNoticeData | null }) {
  const [params] = useSearchParams();
  const editing = params.get("editar") === "1" || Boolean(lastResult);
  const backHref = useBackHref(href("/suppliers"));
  const here = supplierHref(supplier.supplier_id);
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "update";
  const formId = `supplier-${supplier.supplier_id}`;
  useIdlePrefetch(loadEditForm);
  const view = (
    <>
      <GeneralInfoView supplier={supplier} />
      <ContactsView supplier={supplier} />
    </>
  );

  return (
    <div className="mx-auto max-w-6xl">
      <DetailHeader
        title={supplier.supplier_nome}
        meta={<span>ID {supplier.supplier_id}</span>}
        backHref={backHref}
        backLabel="Voltar para Fornecedores"
        here={here}
        editing={editing}
        formId={formId}
        saving={saving}
        remove={DELETE_SUPPLIER}
      />

      <NoScriptConfirmations supplier={supplier} links={links} certificates={certificates} />

      <div className="grid gap-6 lg:grid-cols-2">
        {editing ? (
          // While the form's code is on its way, the cards stay as they were.
          <Suspense fallback={view}>
            <SupplierEditForm supplier={supplier} lookups={lookups} formId={formId} lastResult={lastResult} conflict={conflict ?? null} />
          </Suspense>
        ) : (
          view
        )}
        <LinkStatusList links={links} />
        <Card title="Documentação">
          <ul className="divide-y divide-border">
            {DOCUMENT_TYPES.map((type) => (
              <DocumentSlot key={type} supplierId={supplier.supplier_id} type={type} file={supplier[`documents_${type}`]} />
            ))}
          </ul>
        </Card>
        <CertificatesPanel
          supplierId={supplier.supplier_id}
          certificates={certificates}
          types={certificateTypes}
          editing={params.get(CERTIFICATE_PARAMS.edit)}
          lastResult={certificateResult}
          className="lg:col-span-2"
        />
        <ActivityPanel page={activity} className="lg:col-span-2" />
      </div>
    </div>
  );
}

/** Without JavaScript, confirmations are part of the page, chosen by the query (`?deletar=1`, ...). */
function NoScriptConfirmations({
  supplier,
  links,
  certificates,
}: {
  supplier: SupplierDetail;
  links: Loaded["links"];
  certificates: Certificate[];
}) {
  const [params] = useSearchParams();
  const here = supplierHref(supplier.supplier_id);
  if (params.get("deletar") === "1") {
    return <DeleteConfirmPanel remove={DELETE_SUPPLIER} cancelHref={here} />;
  }
  const certificate = certificates.find((c) => String(c.id) === params.get(CERTIFICATE_PARAMS.remove));
  if (certificate) {
    return <ConfirmPanel {...deleteCertificateConfirm(certificate)} cancelHref={certificatesHref(supplier.supplier_id)} />;
  }
  const withFile = certificates.find((c) => String(c.id) === params.get(CERTIFICATE_PARAMS.removeFile));
  if (withFile?.arquivo) {
    return (
      <ConfirmPanel
        {...deleteCertificateFileConfirm({ ...withFile, arquivo: withFile.arquivo })}
        cancelHref={certificatesHref(supplier.supplier_id)}
      />
    );
  }
  const fileType = documentTypeOf(params.get("deletar_arquivo"));
  const file = fileType ? supplier[`documents_${fileType}`] : null;
  if (fileType && file) {
    return (
      <ConfirmPanel
        title={`Deletar arquivo de ${DOCUMENT_LABELS[fileType]}`}
        message={deleteFileQuestion(file.filename)}
        fields={{ intent: "delete-document", file_type: fileType }}
        confirmLabel="Deletar"
        cancelHref={here}
      />
    );
  }
  const link = links.find((l) => String(l.id_sourcing_suppliers) === params.get("status_link"));
  const status = params.get("status");
  if (link && status) {
    return (
      <ConfirmPanel
        title={`Atualizar Status para ${supplierScreenLinkStatus(status)}`}
        message={`${link.sourcing_nome}: confirme a mudança de status.`}
        fields={{ intent: "link-status", id: String(link.id_sourcing_suppliers), status, confirmed: "1" }}
        confirmLabel="Confirmar"
        variant="primary"
        cancelHref={here}
      >
        <label htmlFor="nojs-justificativa" className="mt-3 block text-sm font-medium text-slate-800">
          Justificativa
        </label>
        <textarea
          id="nojs-justificativa"
          name="justificativa"
          defaultValue={link.justificativa}
          rows={3}
          maxLength={2000}
          className={`${inputClass} mt-1.5`}
        />
      </ConfirmPanel>
    );
  }
  return null;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
