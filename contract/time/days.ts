// Calendar days as the screens and the exports show them, in São Paulo (the importer's calendar): read by the web
// tier (app/lib/format.ts) and by the sourcing's field table (its conflict notice and export, contract/sourcings/sourcing-fields.ts).
import { SAO_PAULO_TIME_ZONE } from "./time-zone";

export { SAO_PAULO_TIME_ZONE };

const isoDay = new Intl.DateTimeFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit", timeZone: SAO_PAULO_TIME_ZONE });

/** The calendar day (YYYY-MM-DD) in São Paulo at `instant`: quote validity, export file names, a deadline's day. */
export function saoPauloDay(instant: Date): string {
  return isoDay.format(instant);
}

/** The São Paulo day of a timestamp, or a date-only value as it is: "2026-11-23"; null when missing. */
export function dayOf(value: string | null | undefined): string | null {
  if (!value) return null;
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : saoPauloDay(date);
}

/** Sourcing list dates, year-month-day ("2026-11-23"); '-' when missing. */
export function formatDayIso(value: string | null | undefined): string {
  return dayOf(value) ?? "-";
}

/** Sourcing detail dates, day/month/year ("23/11/2026"); '-' when missing. */
export function formatDayBr(value: string | null | undefined): string {
  const day = dayOf(value);
  if (!day) return "-";
  const [year, month, date] = day.split("-");
  return `${date}/${month}/${year}`;
}
