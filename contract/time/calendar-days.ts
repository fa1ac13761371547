// Arithmetic on calendar days written YYYY-MM-DD, on its own: a certificate's situation needs it at first on the
// supplier pages, and taking it from a quote's terms (./quote-terms.ts) put those in the certificates' chunk, which
// the sourcing page then loaded for its list of Incoterms (ADR 0069).

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days from `from` to `to` (both YYYY-MM-DD); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** The day `days` after `day` (both YYYY-MM-DD; `days` may be negative). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}
