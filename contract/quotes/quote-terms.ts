// A supplier quote's terms and the validity rule (ADR 0043), without zod: the product page reads
// them on first paint, and the schemas in ./products.ts build on them.
import { daysBetween } from "#contract/time/calendar-days.ts";
import { INCOTERMS } from "./incoterms";
import type { NumberRule } from "#contract/numbers/numbers.ts";

export { INCOTERMS, type Incoterm } from "./incoterms";

/** A quote with this many days or fewer left is about to expire (the orange badge). */
const QUOTE_EXPIRING_DAYS = 7;

/** Largest MOQ and lead time accepted. */
const QUOTE_MOQ_MAX = 1_000_000_000;
const QUOTE_LEAD_TIME_MAX = 3650;

export const VALIDA_ATE_MESSAGE = "Data de validade inválida: use uma data real no formato AAAA-MM-DD.";
export const MOQ_RULE: NumberRule = { label: "MOQ", decimals: 0, min: 1, max: QUOTE_MOQ_MAX };
export const LEAD_TIME_RULE: NumberRule = { label: "Prazo de entrega (dias)", decimals: 0, min: 0, max: QUOTE_LEAD_TIME_MAX };
export const INCOTERM_MESSAGE = `Incoterm inválido. Use: ${INCOTERMS.join(", ")}.`;

/** A real calendar day written YYYY-MM-DD (no 2025-02-30), within years 1900–2999. */
export function isCalendarDay(text: string): boolean {
  if (!/^(19|2\d)\d{2}-\d{2}-\d{2}$/.test(text)) return false;
  const day = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text;
}

/**
 * Where a quote stands on `today` (YYYY-MM-DD, São Paulo): valid through its `valida_ate` day included;
 * 'vencida' from the day after; 'expirando' with QUOTE_EXPIRING_DAYS days or fewer left (today included);
 * 'sem_validade' when no date was given.
 */
export type QuoteValidity =
  { estado: "sem_validade" } | { estado: "valida" | "expirando" | "vencida"; valida_ate: string; dias_restantes: number };

export function quoteValidity(validaAte: string | null, today: string): QuoteValidity {
  if (validaAte === null) return { estado: "sem_validade" };
  const dias = daysBetween(today, validaAte);
  const estado = dias < 0 ? "vencida" : dias <= QUOTE_EXPIRING_DAYS ? "expirando" : "valida";
  return { estado, valida_ate: validaAte, dias_restantes: dias };
}

/** `vencida` of the API: the validity date is before today. */
export const isQuoteExpired = (validaAte: string | null, today: string) => quoteValidity(validaAte, today).estado === "vencida";
