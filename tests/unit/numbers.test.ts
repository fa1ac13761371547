import { describe, expect, it } from "vitest";
import {
  formatBrl,
  formatInput,
  formatMeasure,
  formatMoney,
  formatPercent,
  formatQuantity,
  formatRate,
  readField,
  numberRuleMessage,
  readNumber,
  type NumberRule,
} from "#contract/numbers/numbers.ts";

// [typed, exact text read, or null when refused]
const READINGS: [string, string | null][] = [
  ["120.000", "120000"],
  ["1.500", "1500"],
  // A Chinese keyboard's full-width digits and separators (the supplier's page): read as their ASCII selves.
  ["１２，５", "12.5"],
  ["１２、５", "12.5"],
  ["１２．３４", "12.34"],
  ["１２。３４", "12.34"],
  ["１．５００", "1500"],
  ["－５", "-5"],
  ["￥１２，５", "12.5"],
  ["\u3000７\u3000", "7"],
  // …and nothing else is widened into a digit.
  ["1²", null],
  ["１.５.０", null],
  ["120.000,50", "120000.5"],
  ["1.234.567", "1234567"],
  ["1.234.567,89", "1234567.89"],
  ["1,234.56", "1234.56"],
  ["1,234,567.89", "1234567.89"],
  ["12.34", "12.34"],
  ["12.3", "12.3"],
  ["12,34", "12.34"],
  ["4,5", "4.5"],
  ["20,5", "20.5"],
  ["0,085", "0.085"],
  ["0.085", "0.085"],
  ["0.0850", "0.085"],
  ["1.234", "1234"],
  ["1,234", "1.234"],
  ["107.000,00", "107000"],
  ["0", "0"],
  ["0,00", "0"],
  ["007", "7"],
  ["1234", "1234"],
  ["1234,5", "1234.5"],
  [",5", "0.5"],
  [".5", "0.5"],
  ["  12,34  ", "12.34"],
  ["R$ 1.234,56", "1234.56"],
  ["$ 6,06", "6.06"],
  ["CN¥ 8,64", "8.64"],
  ["20,5 %", "20.5"],
  ["20,5%", "20.5"],
  ["-5", "-5"],
  ["-1.234,5", "-1234.5"],
  ["-0", "0"],
  ["1.5.0", null],
  ["1,2,3", null],
  ["12a", null],
  ["abc", null],
  ["1e5", null],
  ["1 234", null],
  ["1.2345", null],
  ["12.", null],
  ["12,", null],
  ["1..5", null],
  ["1,,5", null],
  ["1.23,4", null],
  ["1,234,56", null],
  ["1.234.56", null],
  ["12,345.6.7", null],
  ["+5", null],
  ["-", null],
  ["--5", null],
  ["0x10", null],
  ["١٢", null],
];

describe("readNumber: the pt-BR reading of a typed number", () => {
  it.each(READINGS)("%j → %s", (typed, expected) => {
    const reading = readNumber(typed);
    if (expected === null) expect(reading).toEqual({ ok: false, reason: "formato" });
    else expect(reading).toEqual({ ok: true, text: expected });
  });
  it("tells an empty field from a wrong one", () => {
    expect(readNumber("")).toEqual({ ok: false, reason: "vazio" });
    expect(readNumber("   ")).toEqual({ ok: false, reason: "vazio" });
    expect(READINGS.length).toBeGreaterThanOrEqual(40);
  });
});

describe("readField: a field's rules over the reading", () => {
  const budget: NumberRule = { label: "Orçamento", decimals: 2, min: 0, max: 999_999_999_999.99 };
  const nota: NumberRule = { label: "Nota", decimals: 1, min: 0, max: 10 };
  const icms: NumberRule = { label: "ICMS (%)", decimals: 4, min: 0, max: 100, belowMax: true };
  const carton: NumberRule = { label: "Cubagem da caixa (m³)", decimals: 4, min: 0, max: 1000, aboveMin: true };
  const units: NumberRule = { label: "Unidades por caixa", decimals: 0, min: 1, max: 1_000_000 };

  it("reads text the pt-BR way and JSON numbers as they are", () => {
    expect(readField("120.000", budget)).toEqual({ ok: true, text: "120000" });
    expect(readField(120.5, budget)).toEqual({ ok: true, text: "120.5" });
    expect(readField(1500, budget)).toEqual({ ok: true, text: "1500" });
    expect(readField("20,5", icms)).toEqual({ ok: true, text: "20.5" });
    expect(readField("24", units)).toEqual({ ok: true, text: "24" });
  });
  it("says empty apart, for the field to decide", () => {
    expect(readField("", budget)).toEqual({ ok: false, reason: "vazio" });
    expect(readField(null, budget)).toEqual({ ok: false, reason: "vazio" });
    expect(readField(undefined, budget)).toEqual({ ok: false, reason: "vazio" });
  });
  it("refuses a wrong shape naming the field and the example", () => {
    expect(readField("1.5.0", budget)).toEqual({
      ok: false,
      reason: "invalido",
      message: "Orçamento: valor inválido. Use o formato 1.234,56.",
    });
    expect(readField(Number.NaN, budget)).toMatchObject({ ok: false, reason: "invalido" });
    expect(readField(1e-7, budget)).toMatchObject({ ok: false, reason: "invalido" });
    expect(readField(true, budget)).toMatchObject({ ok: false, reason: "invalido" });
  });
  it("refuses values outside the rules with the rule in the message", () => {
    expect(readField("-5", budget)).toEqual({
      ok: false,
      reason: "invalido",
      message: "Orçamento: informe um número maior ou igual a 0, com até 2 casas decimais. Use o formato 1.234,56.",
    });
    expect(readField("10,5", nota)).toEqual({
      ok: false,
      reason: "invalido",
      message: "Nota: informe um número de 0 a 10, com até uma casa decimal. Use o formato 1.234,56.",
    });
    expect(readField("7,25", nota)).toMatchObject({ ok: false });
    // '1,000' in a count is a thousand to an English writer and 1 to a Brazilian one: refused, never guessed.
    expect(readField("1,000", units)).toEqual({ ok: false, reason: "invalido", message: numberRuleMessage(units) });
    expect(readField("12,500", units)).toMatchObject({ ok: false });
    expect(readField("1.000", units)).toEqual({ ok: true, text: "1000" });
    expect(readField("1,000", budget)).toEqual({ ok: true, text: "1" });
    expect(readField("10", nota)).toEqual({ ok: true, text: "10" });
    expect(readField("100", icms)).toEqual({
      ok: false,
      reason: "invalido",
      message: "ICMS (%): informe um número de 0 a menos de 100, com até 4 casas decimais. Use o formato 1.234,56.",
    });
    expect(readField("99,9999", icms)).toEqual({ ok: true, text: "99.9999" });
    expect(readField("0", carton)).toMatchObject({ ok: false, message: expect.stringContaining("maior que 0") });
    expect(readField("0,085", carton)).toEqual({ ok: true, text: "0.085" });
    expect(readField("1,5", units)).toEqual({
      ok: false,
      reason: "invalido",
      message: "Unidades por caixa: informe um número inteiro de 1 a 1.000.000. Ex.: 1.500.",
    });
    expect(readField("1.000.001", units)).toMatchObject({ ok: false });
    expect(readField("999.999.999.999,99", budget)).toEqual({ ok: true, text: "999999999999.99" });
    expect(readField("1.000.000.000.000", budget)).toMatchObject({ ok: false });
  });
});

describe("the one formatter", () => {
  it("writes money, percentages, rates, measures and quantities the pt-BR way", () => {
    expect(formatMoney(1234.56, "USD")).toBe("$\u00a01.234,56");
    expect(formatBrl(120000)).toBe("R$\u00a0120.000,00");
    expect(formatMoney(8.64, "CNY")).toBe("CN¥\u00a08,64");
    // A price per unit may go past the cent (freight per kg), never below two places.
    expect(formatMoney(0.4, "USD", 4)).toBe("$\u00a00,40");
    expect(formatMoney(0.4567, "USD", 4)).toBe("$\u00a00,4567");
    expect(formatMoney(0.4567, "USD")).toBe("$\u00a00,46");
    expect(formatPercent(9.65)).toBe("9,65\u00a0%");
    expect(formatPercent(18)).toBe("18\u00a0%");
    expect(formatRate(5.4321)).toBe("US$\u00a01 = R$\u00a05,4321");
    expect(formatRate(5)).toBe("US$\u00a01 = R$\u00a05,0000");
    expect(formatRate(7.1, "CNY")).toBe("US$\u00a01 = CN¥\u00a07,1000");
    expect(formatMeasure(0.085, "m³")).toBe("0,085\u00a0m³");
    expect(formatMeasure(12.5, "kg")).toBe("12,5\u00a0kg");
    expect(formatQuantity(1500)).toBe("1.500");
  });
  it("prefills inputs so that reading them back gives the same value", () => {
    expect(formatInput(107000, 2, true)).toBe("107.000,00");
    expect(formatInput("0.085", 4)).toBe("0,085");
    expect(formatInput(24, 0)).toBe("24");
    expect(formatInput(null, 2)).toBe("");
    for (const value of [107000, 0.085, 1234567.89, 12.34, 0, 1500]) {
      const reading = readNumber(formatInput(value, 4));
      expect(reading.ok && Number(reading.text)).toBe(value);
    }
  });
});
