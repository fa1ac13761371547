// São Paulo's wall clock: the instant of a time typed for the importer's calendar (a quote request's deadline). Apart
// from ./days.ts, which the lists and record pages load at first: only the forms that take a time need it (ADR 0069).
import { SAO_PAULO_TIME_ZONE } from "./time-zone";

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
