import type { CertificateFilter } from "#contract/suppliers/certificate-rules.ts";
import { Badge } from "#app/components/ui/badge.tsx";

const MARKERS = {
  vencido: { tone: "danger", text: "Certificado vencido" },
  vencendo: { tone: "warning", text: "Certificado vencendo" },
} as const;

/**
 * A listed supplier's one short badge when a certificate needs action (the list's `certificado_situacao`): nothing
 * otherwise, so the row stays light (docs/decisions/0070-supplier-certificates.md).
 */
export function CertificateMarker({ situation, className }: { situation: CertificateFilter | null; className?: string }) {
  if (situation === null) return null;
  const marker = MARKERS[situation];
  return (
    <Badge tone={marker.tone} className={className}>
      <span data-testid="certificate-marker">{marker.text}</span>
    </Badge>
  );
}
