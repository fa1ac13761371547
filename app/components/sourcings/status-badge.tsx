import { Badge, type BadgeTone } from "#app/components/ui/badge.tsx";

/**
 * One colour per state, for the process statuses and the link statuses alike (specification §4: the badges
 * tell Não iniciado, Doing, Cancelado, Arquivo and Concluído apart). 'Em andamento' is the process's
 * 'Doing'; 'Atrasado' is derived (late and not final).
 */
const TONES: Record<string, BadgeTone> = {
  "Não iniciado": "neutral",
  Doing: "info",
  "Em andamento": "info",
  Cancelado: "danger",
  Arquivo: "archive",
  Concluído: "success",
  Finalizado: "success",
  Atrasado: "warning",
};

export function StatusBadge({ status, className }: { status: string; className?: string }) {
  return (
    <Badge tone={TONES[status] ?? "neutral"} className={className}>
      {status}
    </Badge>
  );
}
