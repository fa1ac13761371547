// A numeric field of a zod schema, for the API's payloads and query strings and for the web forms alike: the one
// pt-BR reader of ./numbers.ts under the field's rule (docs/decisions/0058-pt-br-numbers.md), so a value typed on a
// page and the same text sent by an API client are read the same way, with the same message.
import { z } from "zod";
import { type NumberRule, numberRuleMessage, readField } from "./numbers";

/** Why a value is refused: a shape the reader cannot read, or a number outside the rule (or none where one is needed). */
function refusal(value: unknown, rule: NumberRule): string {
  const reading = readField(value, rule);
  return !reading.ok && reading.reason === "invalido" ? reading.message : numberRuleMessage(rule);
}

/** What a field reads: text as typed ('1.234,56', '120.000', '20,5 %'), a JSON number (taken as written), or null. */
type Typed = number | string | null;

/**
 * A JSON number. Not `z.number()`: Conform converts a form's text to a number with `Number()` for that type
 * ('120.000' would become 120), and form text must reach the pt-BR reader as typed. Described as a number for
 * the OpenAPI document all the same.
 */
const jsonNumber = z.custom<number>((value) => typeof value === "number").meta({ type: "number" });

/**
 * A number under `rule`, as its exact decimal text ('1234.56'; never a float). Empty (null, '' or blanks) becomes
 * `empty` when one is given and is refused otherwise. An absent field (undefined) is refused as well: put
 * `.optional()` after it where absent means "keep what is saved".
 */
export function numberField(rule: NumberRule): z.ZodType<string, Typed>;
export function numberField<const E>(rule: NumberRule, empty: E): z.ZodType<string | E, Typed>;
export function numberField<E>(rule: NumberRule, ...empty: [E] | []) {
  return z.union([jsonNumber, z.string(), z.null()], { error: (issue) => refusal(issue.input, rule) }).transform((value, ctx) => {
    const reading = readField(value, rule);
    if (reading.ok) return reading.text;
    if (reading.reason === "vazio" && empty.length === 1) return empty[0];
    ctx.addIssue({ code: "custom", message: refusal(value, rule) });
    return z.NEVER;
  });
}

/** A whole number under `rule` (its `decimals` 0), as a number: exact, since the rule bounds it. */
export function wholeNumberField(rule: NumberRule): z.ZodType<number, Typed>;
export function wholeNumberField<const E>(rule: NumberRule, empty: E): z.ZodType<number | E, Typed>;
export function wholeNumberField<E>(rule: NumberRule, ...empty: [E] | []) {
  const text = empty.length === 1 ? numberField(rule, empty[0]) : numberField(rule);
  return text.transform((value) => (typeof value === "string" ? Number(value) : value));
}

/**
 * Exact decimal text as a person types it ('1234.5678' → '1234,5678'), which `readNumber` reads back to the same
 * value: how a client that has already read a value sends it on as text. The exact text itself would not do
 * ('9.655' typed is nine thousand six hundred and fifty-five). Anything else (null: no value) is left as it is.
 */
export const typedDecimal = <E>(value: string | E): string | E => (typeof value === "string" ? value.replace(".", ",") : value);
