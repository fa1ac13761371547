import { formatDayBr } from "#contract/time/days.ts";
import type { CertificateSituation } from "#contract/suppliers/certificate-rules.ts";

/** What a badge shows of a certificate's situation: its text and its colour (app/components/ui/badge.tsx). */
export interface CertificateBadgeText {
  text: string;
  tone: "success" | "warning" | "danger" | "neutral";
}

const daysText = (days: number) => `${days} ${days === 1 ? "dia" : "dias"}`;

/**
 * The badge of a certificate as the API answered it (docs/decisions/0070-supplier-certificates.md: no client
 * computes dates): green with its last day while more than 30 days are left, amber counting the days down to
 * 'Vence hoje', red counting the days since it lapsed, neutral when it does not expire.
 */
export function certificateBadge(certificate: {
  situacao: CertificateSituation;
  dias: number | null;
  valido_ate: string | null;
}): CertificateBadgeText {
  const { situacao, dias } = certificate;
  if (situacao === "sem_validade" || dias === null) return { text: "Sem validade", tone: "neutral" };
  if (situacao === "vencido") return { text: `Vencido há ${daysText(-dias)}`, tone: "danger" };
  if (situacao === "vencendo") return { text: dias === 0 ? "Vence hoje" : `Vence em ${daysText(dias)}`, tone: "warning" };
  return { text: `Válido até ${formatDayBr(certificate.valido_ate)}`, tone: "success" };
}

/** A lapsed certificate as a sourcing's panel names it: 'Certificação Inmetro vencida em 03/02/2026' (its last valid day). */
export const lapsedCertificateText = (certificate: { tipo: string; valido_ate: string }) =>
  `${certificate.tipo} vencida em ${formatDayBr(certificate.valido_ate)}`;

/**
 * The supplier page's addresses for its certificates, so each works without JavaScript: the form opened for a new
 * one (`?certificado=novo`) or for one of them (`?certificado=<id>`), and the confirmations of a delete and of a
 * file's removal.
 */
export const CERTIFICATE_PARAMS = {
  edit: "certificado",
  remove: "deletar_certificado",
  removeFile: "deletar_arquivo_certificado",
} as const;
export const NEW_CERTIFICATE = "novo";

/** The certificates panel's anchor: every write of the panel comes back to it. */
export const CERTIFICATES_PANEL_ID = "certificados";

/** The `intent` a certificate form's reply names, so the page tells its refusal from the supplier's edit form's. */
export const CERTIFICATE_INTENT = "certificate";
