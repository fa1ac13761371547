// Calendar days as the screens and the exports show them, in São Paulo (the importer's calendar): read by the web
// tier (app/lib/format.ts) and by the sourcing's field table (its conflict notice and export, contract/sourcing-fields.ts).
// The one place that names the zone: every date formatter and the database's "today" use it.
export const SAO_PAULO_TIME_ZONE = "America/Sao_Paulo";

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

const wallClock = new Intl.DateTimeFormat("en-CA", {
  timeZone: SAO_PAULO_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

/** São Paulo's offset from UTC at `instant`, in milliseconds (−3 h today; the zone's rules decide, not a constant). */
function offsetAt(instant: number): number {
  const parts = Object.fromEntries(wallClock.formatToParts(new Date(instant)).map((part) => [part.type, part.value]));
  const asUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant of a São Paulo wall-clock time ('2026-12-05T18:00', as a datetime-local input gives it), or of an ISO time
 * with its own offset ('2026-12-05T21:00:00Z'); null for anything else.
 */
export function saoPauloInstant(value: string): Date | null {
  const local = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim());
  if (!local) {
    if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value.trim())) return null;
    const date = new Date(value.trim());
    return Number.isNaN(date.getTime()) ? null : date;
  }
  const [, year, month, day, hour, minute, second = "0"] = local;
  const asUtc = Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute), Number(second));
  const date = new Date(asUtc - offsetAt(asUtc - offsetAt(asUtc)));
  // A wall-clock time that does not exist (a day 31 of a 30-day month) reads back differently: refused.
  return Number.isNaN(date.getTime()) || formatInstantLocal(date) !== `${year}-${month}-${day}T${hour}:${minute}` ? null : date;
}

/** An instant as São Paulo's wall clock, the way a datetime-local input takes it: '2026-12-05T18:00'. */
function formatInstantLocal(instant: Date): string {
  const parts = Object.fromEntries(wallClock.formatToParts(instant).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}
