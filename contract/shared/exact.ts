// Exact decimals for money and measures (docs/landed-cost.md): the landed cost, the packing and the shipment
// choice all compute with these, never with binary floating point, and round to cents only at the end.
import Decimal from "decimal.js";

/** 40 significant digits: far more than any amount or measure here needs. */
export const Exact = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
export type Exact = InstanceType<typeof Exact>;

/** A number as an API gives it, or its exact decimal text as the database stores it ('9.65'). */
export type DecimalInput = number | string;

/**
 * Parsed values by their text. The same few parameters, rates and measures come back for every cell of a
 * comparison (up to 1,000 per call) and every row of a list; a decimal is immutable, so one can serve them all.
 * Bounded: cleared when full, so unusual inputs cannot grow it.
 */
const parsed = new Map<string, Exact>();
const PARSED_MAX = 4096;

/** A value as an exact decimal (one already is stays as it is); anything not a finite number is a RangeError. */
export function exact(value: DecimalInput | Exact): Exact {
  if (value instanceof Exact) return value;
  const text = typeof value === "number" ? String(value) : value.trim();
  const known = parsed.get(text);
  if (known) return known;
  const number = new Exact(text);
  if (!number.isFinite()) throw new RangeError(`Valor não numérico no custo posto: ${value}`);
  if (parsed.size >= PARSED_MAX) parsed.clear();
  parsed.set(text, number);
  return number;
}

/** A percentage as stored (9.65 means 9.65 %) as a fraction. */
export const percent = (value: DecimalInput): Exact => exact(value).div(100);

/** Cents, half up: the one rounding of a computation. */
export const cents = (value: Exact): number => value.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toNumber();

/** The larger of two exact values. */
export const larger = (a: Exact, b: Exact): Exact => (a.gte(b) ? a : b);
