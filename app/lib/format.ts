// Money, percentages, rates, measures and quantities: the one formatter of contract/numbers/number-format.ts; calendar days are
// contract/time/days.ts's (formatDayBr, formatDayIso), imported from there by the screens that show one (ADR 0069).
import { formatNumber } from "#contract/numbers/number-format.ts";
import { SAO_PAULO_TIME_ZONE } from "#contract/time/time-zone.ts";
export {
  type Currency,
  formatBrl,
  formatMoney,
  formatPercent,
  formatRate,
  formatMeasure,
  formatQuantity,
  formatInput,
} from "#contract/numbers/number-format.ts";

const dateLong = new Intl.DateTimeFormat("pt-BR", { dateStyle: "long", timeZone: SAO_PAULO_TIME_ZONE });

/**
 * pt-BR day and time on São Paulo's wall clock, "22/11/2026, 14:05": the staff screens' (formatDateTime), the activity
 * panel's and the deadlines in Portuguese (app/lib/rfq/deadline.ts) each trim it their way.
 */
export const dateTimeBr = new Intl.DateTimeFormat("pt-BR", { dateStyle: "short", timeStyle: "short", timeZone: SAO_PAULO_TIME_ZONE });

/** "22 de novembro de 2026" */
export function formatDateLong(iso: string): string {
  return dateLong.format(new Date(iso));
}

/** "22/11/2026, 14:05" */
export function formatDateTime(iso: string): string {
  return dateTimeBr.format(new Date(iso));
}

/** Grades and the grade range: one decimal with the pt-BR comma ("7,5"), '-' when missing. */
export function formatGrade(value: number | null | undefined): string {
  return value === null || value === undefined || Number.isNaN(value) ? "-" : formatNumber(value, 1);
}

/** "512 B", "1,5 KB", "12,3 MB" (binary units, one decimal above bytes). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${Math.max(0, Math.round(bytes))} B`;
  if (bytes < 1024 * 1024) return `${formatNumber(bytes / 1024, 1)} KB`;
  return `${formatNumber(bytes / (1024 * 1024), 1)} MB`;
}

/** A missing text shows as '-'. */
export function orDash(value: string | null | undefined): string {
  return value?.trim() ? value : "-";
}

/**
 * A text cut to its first `visible` characters plus an ellipsis when longer (by code point, so an accent or
 * an emoji is never cut in half); a shorter text as it is.
 */
export function truncateText(text: string, visible: number): string {
  const characters = Array.from(text);
  return characters.length > visible ? `${characters.slice(0, visible).join("")}…` : text;
}

/** A plain decimal, pt-BR, up to four places: "0,4", "3.000". */
export function formatDecimal(value: number): string {
  return formatNumber(value, 0, 4);
}
