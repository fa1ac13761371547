import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { numberField, typedDecimal, wholeNumberField } from "#contract/numbers/number-field.ts";
import { type NumberRule, readNumber } from "#contract/numbers/numbers.ts";

const BUDGET: NumberRule = { label: "Orçamento", decimals: 2, min: 0, max: 999_999_999_999.99 };
const UNITS: NumberRule = { label: "Unidades", decimals: 0, min: 1, max: 1_000_000_000 };
const BUDGET_RULE_MESSAGE = "Orçamento: informe um número maior ou igual a 0, com até 2 casas decimais. Use o formato 1.234,56.";
const BUDGET_INVALID = "Orçamento: valor inválido. Use o formato 1.234,56.";

/** The value read, or the messages of the refusal. */
const read = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? result.data : result.error.issues.map((issue) => issue.message);
};

describe("numberField: one reader for payloads and forms", () => {
  it("reads pt-BR text and JSON numbers alike, as exact decimal text", () => {
    const budget = numberField(BUDGET);
    expect(read(budget, "1.234,56")).toBe("1234.56");
    expect(read(budget, 1234.56)).toBe("1234.56");
    expect(read(budget, "120.000")).toBe("120000");
    expect(read(budget, 120000)).toBe("120000");
    expect(read(budget, "R$ 107.000,00")).toBe("107000");
  });
  it("names the field and the example when it refuses", () => {
    const budget = numberField(BUDGET);
    for (const bad of ["1.5.0", "12a", "1e5", true, {}]) expect(read(budget, bad), String(bad)).toEqual([BUDGET_INVALID]);
    for (const outside of ["-1", -1, "1,234", 12.345, "", null])
      expect(read(budget, outside), String(outside)).toEqual([BUDGET_RULE_MESSAGE]);
  });
  it("gives empty its value where one is given; absent stays absent under .optional()", () => {
    const cleared = z.object({ nota: numberField({ label: "Nota", decimals: 1, min: 0, max: 10 }, null).optional() });
    expect(cleared.parse({})).toEqual({});
    expect(cleared.parse({ nota: null })).toEqual({ nota: null });
    expect(cleared.parse({ nota: "  " })).toEqual({ nota: null });
    expect(cleared.parse({ nota: "8,5" })).toEqual({ nota: "8.5" });
    expect(read(numberField(BUDGET), undefined)).toEqual([BUDGET_RULE_MESSAGE]);
  });
  it("reads whole numbers as numbers", () => {
    expect(read(wholeNumberField(UNITS), "1.500")).toBe(1500);
    expect(read(wholeNumberField(UNITS), 20)).toBe(20);
    expect(read(wholeNumberField(UNITS, null), "")).toBeNull();
    expect(read(wholeNumberField(UNITS), "1,5")).toEqual(["Unidades: informe um número inteiro maior ou igual a 1. Ex.: 1.500."]);
  });
  it("reaches the reader as typed through a Conform form (no Number() on the way: '120.000' is not 120)", () => {
    const data = new FormData();
    data.append("budget", "120.000");
    data.append("units", "1.500");
    const submission = parseWithZod(data, { schema: z.object({ budget: numberField(BUDGET), units: wholeNumberField(UNITS) }) });
    expect(submission.status === "success" && submission.value).toEqual({ budget: "120000", units: 1500 });
  });
  it("describes a number or its text in the OpenAPI document", () => {
    expect(z.toJSONSchema(numberField(BUDGET), { io: "input", unrepresentable: "any" })).toMatchObject({
      type: ["number", "string", "null"],
    });
  });
});

describe("typedDecimal: what a client that has read a value sends on", () => {
  it("writes exact text as typed, which reads back to the same value", () => {
    for (const exact of ["9.6555", "1234.5678", "120000", "0.085", "-12.5", "9.655"]) {
      const typed = typedDecimal(exact);
      expect(readNumber(typed), exact).toEqual({ ok: true, text: exact });
    }
    expect(typedDecimal("9.655")).toBe("9,655");
    expect(typedDecimal(null)).toBeNull();
  });
});
