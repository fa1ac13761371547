import { clsx } from "clsx";
import type { Sourcing } from "#contract/sourcings/sourcings.ts";
import { Badge } from "#app/components/ui/badge.tsx";
import { StatusBadge } from "./status-badge";

/**
 * A sourcing's status badge, plus 'Atrasado' when it is past its estimated date or 'Pendente para hoje' when
 * that date is today (both derived by the API, docs/decisions/0017). Each badge stays on one line; they stack
 * when the column is narrow.
 */
export function SourcingStatusBadges({
  sourcing,
  className,
}: {
  sourcing: Pick<Sourcing, "sourcing_status" | "sourcing_atrasado" | "sourcing_pendente_hoje">;
  className?: string;
}) {
  return (
    <span className={clsx("flex flex-wrap items-start gap-1", className)}>
      <StatusBadge status={sourcing.sourcing_status} className="whitespace-nowrap" />
      {sourcing.sourcing_atrasado ? (
        <Badge tone="warning" className="whitespace-nowrap">
          Atrasado
        </Badge>
      ) : sourcing.sourcing_pendente_hoje ? (
        // Not a Badge tone: due today is a notice, lighter than late (outlined), and must not look like a status.
        <span className="inline-flex items-center rounded-full bg-white px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-orange-900 ring-1 ring-orange-400 ring-inset">
          Pendente para hoje
        </span>
      ) : null}
    </span>
  );
}
