import { readField } from "#contract/numbers/numbers.ts";
import type { List, SomeField } from "./state";

// A list's URL read into its state: where the numbers typed the pt-BR way are read, so that the reader (contract/numbers/numbers.ts)
// is loaded by the server and by what a list loads after its first paint (its filters, its pager), not by the list
// itself (ADR 0069).

/**
 * A whole number as people type it ('1.500' is fifteen hundred: contract/numbers/numbers.ts), within [min, max]; else
 * null. What the pager and the quantities read.
 */
export function wholeWithin(raw: unknown, min: number, max: number): number | null {
  const reading = readField(raw, { label: "", decimals: 0, min, max });
  return reading.ok ? Number(reading.text) : null;
}

/** One field's value from the URL's text (`undefined` when absent): never fails, a bad value is the field's default. */
function fieldValue(field: SomeField, raw: unknown): unknown {
  if (field.parse) return field.parse(raw);
  const number = field.number;
  if (number && "whole" in number) return wholeWithin(raw, number.whole.min, number.whole.max) ?? field.fallback;
  if (number) {
    const reading = readField(raw, number.amount);
    return reading.ok ? reading.text : field.fallback;
  }
  return field.fallback;
}

/** A list's state from its URL parameters: a missing or bad value becomes the default, so no shared URL can break a page. */
export function parseList<S>(list: Pick<List<S>, "read">, params: URLSearchParams): S {
  const raw: Record<string, string> = {};
  for (const key of params.keys()) raw[key] = params.get(key) ?? "";
  return list.read((field, key) => fieldValue(field, raw[key]));
}
