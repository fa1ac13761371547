// The landed cost's rules as plain values (docs/landed-cost.md), without decimals: the reply schemas and the pages
// read them on first paint, and ./landed-cost.ts (decimal.js, server side) computes with them.
import type { Incoterm } from "#contract/quotes/quote-terms.ts";

/**
 * What each incoterm's price already contains, from the buyer's side: whether freight and insurance to Brazil
 * must still be added, and whether the buyer still pays the import taxes (only DDP: the seller clears them).
 */
export const INCOTERM_COSTS: Record<Incoterm, { frete: boolean; seguro: boolean; tributos: boolean }> = {
  EXW: { frete: true, seguro: true, tributos: true },
  FCA: { frete: true, seguro: true, tributos: true },
  FOB: { frete: true, seguro: true, tributos: true },
  CFR: { frete: false, seguro: true, tributos: true },
  CIF: { frete: false, seguro: false, tributos: true },
  DAP: { frete: false, seguro: false, tributos: true },
  DDP: { frete: false, seguro: false, tributos: false },
};

/** A quote without an incoterm is read as FOB (and the breakdown says so). */
export const DEFAULT_INCOTERM: Incoterm = "FOB";

/** A supplier in this country (lowercase code) sells in Brazil: a domestic purchase. */
export const DOMESTIC_COUNTRY = "br";

/**
 * How the figure is built:
 * - `importacao`: the price, plus freight and insurance where the incoterm leaves them out, plus the import taxes,
 *   the AFRMM and the shipment's expenses;
 * - `ddp`: the seller delivers with the taxes paid: the price at the rate, nothing added;
 * - `nacional`: a supplier in Brazil: the price at the rate, no freight from abroad, no import taxes.
 */
export const LANDED_COST_BASES = ["importacao", "ddp", "nacional"] as const;
export type LandedCostBase = (typeof LANDED_COST_BASES)[number];

/** A clearance day (`?desembaraco=`) that is not a real day. */
export const CLEARANCE_DAY_MESSAGE = "Data de desembaraço inválida: use uma data real no formato AAAA-MM-DD.";
