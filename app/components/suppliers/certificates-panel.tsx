import { useChosenFile } from "#app/components/file-upload/use-chosen-file.ts";
import type { SubmissionResult } from "@conform-to/react";
import { lazy, Suspense } from "react";
import { Form, href } from "react-router";
import { useHydrated } from "remix-utils/use-hydrated";
import { useCarryBack } from "#app/hooks/use-back-href.ts";
import { useIdlePrefetch } from "#app/hooks/use-idle-prefetch.ts";
import { deleteFileQuestion, UPLOAD_FAILED } from "#app/lib/actions/file-messages.ts";
import { formatFileSize } from "#app/lib/format.ts";
import { formatDayBr } from "#contract/time/days.ts";
import { CERTIFICATE_PARAMS, CERTIFICATES_PANEL_ID, certificateBadge, NEW_CERTIFICATE } from "#app/lib/suppliers/certificates.ts";
import { DOCUMENT_UPLOAD_LIMIT } from "#app/lib/suppliers/documents.ts";
import { certificateName } from "#contract/suppliers/certificate-rules.ts";
import type { Certificate } from "#contract/suppliers/certificates.ts";
import type { Lookup } from "#contract/suppliers/suppliers.ts";
import { ConfirmAction } from "#app/components/confirm-action.tsx";
import { FileInputButton } from "#app/components/file-upload/file-input-button.tsx";
import { UploadProgress } from "#app/components/file-upload/upload-progress.tsx";
import { useFileUpload } from "#app/components/file-upload/use-file-upload.ts";
import { Icon } from "#app/components/icon.tsx";
import { KeepBackLink } from "#app/components/keep-back-link.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/field.tsx";

// The form (Conform, zod and the certificate's schemas) is not part of the page's first load: fetched once the
// browser is idle, and rendered by the server when the address opens it (`?certificado=`).
const loadCertificateForm = () => import("./certificate-form");
const CertificateForm = lazy(loadCertificateForm);

/** The confirmations of the panel, the same in the dialog (JavaScript) and in the page's panel (without it). */
export const deleteCertificateConfirm = (certificate: Certificate) => ({
  title: "Deletar certificado",
  message: `Tem certeza que deseja deletar o certificado ${certificateName(certificate.tipo, certificate.numero)}?`,
  fields: { intent: "certificate-delete", id: String(certificate.id) },
  confirmLabel: "Deletar",
});
export const deleteCertificateFileConfirm = (certificate: Certificate & { arquivo: NonNullable<Certificate["arquivo"]> }) => ({
  title: "Deletar arquivo do certificado",
  message: deleteFileQuestion(certificate.arquivo.filename),
  fields: { intent: "certificate-delete-file", id: String(certificate.id) },
  confirmLabel: "Deletar",
});

function CertificateBadge({ certificate }: { certificate: Certificate }) {
  const badge = certificateBadge(certificate);
  return (
    <Badge tone={badge.tone}>
      <span data-testid="certificate-badge" data-situacao={certificate.situacao}>
        {badge.text}
      </span>
    </Badge>
  );
}

/**
 * The supplier's certificates (docs/decisions/0070-supplier-certificates.md), the nearest expiry first: each with its
 * badge, file and notes; 'Adicionar certificado' and each one's edit open the form by the address, so all of it works
 * without JavaScript. Any signed-in user may write them, as the API allows.
 */
export function CertificatesPanel({
  supplierId,
  certificates,
  types,
  editing,
  lastResult,
  className,
}: {
  supplierId: number;
  certificates: Certificate[];
  /** The form's types, loaded while it is open. */
  types: Lookup[] | null;
  /** `?certificado=`: 'novo' or a certificate's id. */
  editing: string | null;
  lastResult: SubmissionResult<string[]> | undefined;
  className?: string;
}) {
  useIdlePrefetch(loadCertificateForm);
  const here = `${href("/suppliers/:id", { id: String(supplierId) })}#${CERTIFICATES_PANEL_ID}`;
  const form = (certificate: Certificate | null) =>
    types ? (
      <Suspense fallback={null}>
        <CertificateForm certificate={certificate} types={types} lastResult={lastResult} cancelHref={here} />
      </Suspense>
    ) : null;
  const adding = editing === NEW_CERTIFICATE;
  return (
    <Card
      title="Certificados"
      id={CERTIFICATES_PANEL_ID}
      className={className}
      actions={
        adding ? null : (
          <KeepBackLink
            to={`?${CERTIFICATE_PARAMS.edit}=${NEW_CERTIFICATE}#${CERTIFICATES_PANEL_ID}`}
            replace
            preventScrollReset
            className={buttonClass("secondary", "py-1.5")}
          >
            <Icon name="plus" className="size-4" />
            Adicionar certificado
          </KeepBackLink>
        )
      }
    >
      {adding ? <div className="mb-4 border-b border-border pb-4">{form(null)}</div> : null}
      {certificates.length === 0 ? (
        <p className="text-sm text-slate-600">Nenhum certificado cadastrado.</p>
      ) : (
        <ul className="divide-y divide-border">
          {certificates.map((certificate) => (
            <li key={certificate.id} className="py-4 first:pt-0 last:pb-0" data-testid="certificate">
              {editing === String(certificate.id) ? (
                <>
                  {form(certificate)}
                  <CertificateUpload supplierId={supplierId} certificate={certificate} />
                </>
              ) : (
                <CertificateEntry certificate={certificate} />
              )}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function CertificateEntry({ certificate }: { certificate: Certificate }) {
  const name = certificateName(certificate.tipo, certificate.numero);
  const facts = [
    certificate.emissor ? `Emissor: ${certificate.emissor}` : null,
    certificate.emitido_em ? `Emitido em ${formatDayBr(certificate.emitido_em)}` : null,
    certificate.valido_ate ? `Válido até ${formatDayBr(certificate.valido_ate)}` : null,
  ].filter((fact) => fact !== null);
  return (
    <>
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <h3 className="text-sm font-semibold break-words text-slate-900">
            {certificate.tipo}
            {certificate.numero ? <span className="font-normal text-slate-700"> nº {certificate.numero}</span> : null}
          </h3>
          <CertificateBadge certificate={certificate} />
        </div>
        <div className="flex shrink-0 items-center">
          <KeepBackLink
            to={`?${CERTIFICATE_PARAMS.edit}=${certificate.id}#${CERTIFICATES_PANEL_ID}`}
            replace
            preventScrollReset
            aria-label={`Editar ${name}`}
            title="Editar certificado"
            className={buttonClass("ghost", "px-2 py-1.5")}
          >
            <Icon name="pencil" className="size-4" />
          </KeepBackLink>
          <ConfirmAction
            {...deleteCertificateConfirm(certificate)}
            noJsHref={`?${CERTIFICATE_PARAMS.remove}=${certificate.id}`}
            triggerLabel={`Deletar ${name}`}
            triggerClassName={buttonClass("ghost", "px-2 py-1.5 text-destructive")}
            trigger={<Icon name="trash" className="size-4" />}
          />
        </div>
      </div>
      {facts.length > 0 ? <p className="mt-1 text-sm text-slate-700">{facts.join(" · ")}</p> : null}
      {certificate.observacoes ? <p className="mt-1 text-sm whitespace-pre-line text-slate-700">{certificate.observacoes}</p> : null}
      <CertificateFile certificate={certificate} name={name} />
    </>
  );
}

/**
 * The certificate's file in its entry: the link and its delete, or the way to send one (the certificate's edit, where
 * the upload is: the entry stays light, docs/decisions/0069-lean-pages.md).
 */
function CertificateFile({ certificate, name }: { certificate: Certificate; name: string }) {
  const { arquivo } = certificate;
  if (!arquivo) {
    return (
      <KeepBackLink
        to={`?${CERTIFICATE_PARAMS.edit}=${certificate.id}#${CERTIFICATES_PANEL_ID}`}
        replace
        preventScrollReset
        aria-label={`Enviar arquivo de ${name}`}
        className="mt-1 inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline"
      >
        <Icon name="upload" className="size-4" />
        Enviar arquivo
      </KeepBackLink>
    );
  }
  return (
    <p className="mt-1 flex flex-wrap items-center gap-x-2 text-sm" data-testid="certificate-file">
      <Icon name="file-text" className="size-4 shrink-0 text-slate-500" />
      <a href={arquivo.fileurl} target="_blank" rel="noopener" className="min-w-0 break-all text-primary hover:underline">
        {arquivo.filename}
      </a>
      <span className="text-slate-600">({formatFileSize(arquivo.size)})</span>
      <ConfirmAction
        {...deleteCertificateFileConfirm({ ...certificate, arquivo })}
        noJsHref={`?${CERTIFICATE_PARAMS.removeFile}=${certificate.id}`}
        triggerLabel={`Deletar arquivo de ${name}`}
        triggerClassName={buttonClass("ghost", "px-1.5 py-1 text-destructive")}
        trigger={<Icon name="trash" className="size-4" />}
      />
    </p>
  );
}

/** The upload that sends the certificate's file or replaces it, under its edit form (streamed, as the documents'). */
function CertificateUpload({ supplierId, certificate }: { supplierId: number; certificate: Certificate }) {
  const name = certificateName(certificate.tipo, certificate.numero);
  const hydrated = useHydrated();
  const file = useChosenFile();
  const action = useCarryBack()(href("/suppliers/:id/certificados", { id: String(supplierId) }));
  const upload = useFileUpload({
    action,
    failure: UPLOAD_FAILED,
    limit: DOCUMENT_UPLOAD_LIMIT,
    // The button says it replaces the file: no question asked.
    exists: () => false,
    body: (chosen) => {
      const body = new FormData();
      body.append("id", String(certificate.id));
      body.append("file", chosen);
      return body;
    },
    onSettled: file.clear,
  });
  const verb = certificate.arquivo ? "Substituir arquivo" : "Enviar arquivo";
  return (
    <div className="mt-3 flex flex-col gap-2 border-t border-border pt-3">
      {certificate.arquivo ? <CertificateFile certificate={certificate} name={name} /> : null}
      <Form
        method="post"
        action={action}
        encType="multipart/form-data"
        onSubmit={file.submitTo(upload.choose)}
        className="flex flex-wrap items-center gap-2"
        aria-label={`${verb} de ${name}`}
      >
        <input type="hidden" name="id" value={certificate.id} />
        <FileInputButton
          id={`certificate-file-${certificate.id}`}
          name="file"
          required
          inputRef={file.inputRef}
          onChange={file.onChange}
          noJsLabel={`Arquivo de ${name}`}
          className="py-1"
        >
          Escolher arquivo<span className="sr-only"> de {name}</span>
        </FileInputButton>
        {hydrated ? (
          <span className="min-w-0 flex-1 truncate text-sm text-slate-600">{file.chosenName ?? "Nenhum arquivo escolhido"}</span>
        ) : null}
        <button type="submit" className={buttonClass("secondary", "ml-auto py-1")} disabled={upload.progress !== null}>
          <Icon name="upload" className="size-4" />
          {verb}
        </button>
      </Form>
      <UploadProgress progress={upload.progress} label={`Enviando arquivo de ${name}`} />
    </div>
  );
}
