import { formatDayBr } from "#contract/time/days.ts";
import type { QuoteValidity } from "#contract/quotes/quote-terms.ts";
import { Badge, type BadgeTone } from "#app/components/ui/badge.tsx";

const TONES = { valida: "success", expirando: "warning", vencida: "danger" } as const satisfies Record<string, BadgeTone>;

/**
 * A quote's validity (ADR 0043): 'Válida até dd/mm/aaaa' in green, in orange with 7 days or fewer left, and
 * 'Vencida' in red; nothing when the supplier gave no date. The state comes from the contract's rule.
 */
export function QuoteValidityBadge({ validity }: { validity: QuoteValidity }) {
  if (validity.estado === "sem_validade") return null;
  const day = formatDayBr(validity.valida_ate);
  return (
    <Badge tone={TONES[validity.estado]}>
      <span
        data-testid="quote-validity"
        data-state={validity.estado}
        title={validity.estado === "vencida" ? `Válida até ${day}` : undefined}
      >
        {validity.estado === "vencida" ? "Vencida" : `Válida até ${day}`}
      </span>
    </Badge>
  );
}
