import type { Incoterm } from "#contract/quotes/quote-terms.ts";
import { formatQuantity } from "#app/lib/format.ts";
import { formatDayBr } from "#contract/time/days.ts";

interface Terms {
  valida_ate: string | null;
  moq: number | null;
  lead_time_dias: number | null;
  incoterm: Incoterm | null;
}

/**
 * A quote's terms as short texts ('MOQ 1.000', 'Prazo de entrega: 30 dias', 'FOB'), the missing ones left out;
 * `compact` for a narrow column: 'Entrega 30 dias'.
 */
export function quoteTermsText(terms: Terms, withValidity = true, compact = false): string[] {
  const days =
    terms.lead_time_dias === null ? null : `${formatQuantity(terms.lead_time_dias)} ${terms.lead_time_dias === 1 ? "dia" : "dias"}`;
  return [
    withValidity && terms.valida_ate ? `Válida até ${formatDayBr(terms.valida_ate)}` : null,
    terms.moq === null ? null : `MOQ ${formatQuantity(terms.moq)}`,
    days === null ? null : compact ? `Entrega ${days}` : `Prazo de entrega: ${days}`,
    terms.incoterm,
  ].filter((text) => text !== null);
}
