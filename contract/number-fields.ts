// Zod fields for numbers people type (pt-BR text) or clients send (JSON numbers), read by the one parser of
// ./numbers.ts under a field's rule: the value is the exact decimal text the database stores.
import { z } from "zod";
import { type NumberRule, numberRuleMessage, readField } from "./numbers";

/** A required number: empty or invalid is the field's message. */
export const numberField = (rule: NumberRule) =>
  z.unknown().transform((value, ctx) => {
    const reading = readField(value, rule);
    if (reading.ok) return reading.text;
    ctx.addIssue({ code: "custom", message: reading.reason === "invalido" ? reading.message : numberRuleMessage(rule) });
    return z.NEVER;
  });

/**
 * An optional number of a record's update: absent stays undefined (keep the stored value), null or blank is null
 * (clear it), anything else must follow the rule.
 */
export const clearableNumberField = (rule: NumberRule) =>
  z
    .unknown()
    .transform((value, ctx) => {
      if (value === undefined) return undefined;
      const reading = readField(value, rule);
      if (reading.ok) return reading.text;
      if (reading.reason === "vazio") return null;
      ctx.addIssue({ code: "custom", message: reading.message });
      return z.NEVER;
    })
    .optional();
