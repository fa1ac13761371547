import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import {
  budgetInputValue,
  linkAddFormSchema,
  linkChangeFormSchema,
  numberKeystrokes,
  sourcingEditFormSchema,
} from "#app/lib/forms/sourcing.ts";
import { notaInputValue } from "#app/lib/sourcings/link-grade.ts";

const BUDGET_RULE_MESSAGE = "Orçamento: informe um número maior ou igual a 0, com até 2 casas decimais. Use o formato 1.234,56.";
const BUDGET_INVALID = "Orçamento: valor inválido. Use o formato 1.234,56.";
const NOTA_RULE_MESSAGE = "Nota: informe um número de 0 a 10, com até uma casa decimal. Use o formato 1.234,56.";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
};
/** The field errors of a refused submission (none for an accepted one). */
const errorsOf = (submission: { reply: () => SubmissionResult<string[]> }) => submission.reply().error ?? {};
const card = { id: "7", descricao: "Garrafas", id_categoria: "1", id_responsavel: "2" };

describe("sourcing edit form", () => {
  it("reads a pt-BR budget, sent on as typed text; an emptied budget is 0 and an emptied date none", () => {
    // What the API is sent reads back the same: '120.000' is one hundred and twenty thousand, '1.500' fifteen hundred.
    const readings: [string, string][] = [
      ["1.234,56", "1234,56"],
      ["120.000", "120000"],
      ["1.500", "1500"],
      ["107.000,00", "107000"],
      ["12,5", "12,5"],
      ["12.34", "12,34"],
    ];
    for (const [budget, sent] of readings) {
      const typed = parseWithZod(form({ ...card, budget, dt_estimado: "2031-12-24", id_comercial: "3" }), {
        schema: sourcingEditFormSchema,
      });
      expect(typed.status === "success" && typed.value, budget).toMatchObject({ budget: sent, dt_estimado: "2031-12-24", id_comercial: 3 });
    }
    const emptied = parseWithZod(form({ ...card, budget: "", dt_estimado: "", id_comercial: "" }), { schema: sourcingEditFormSchema });
    expect(emptied.status === "success" && emptied.value).toMatchObject({ budget: "0", dt_estimado: null, id_comercial: null });
  });
  it("refuses a budget that cannot be read or breaks its rule, naming the field and the example", () => {
    const refusals: [string, string][] = [
      ["12a", BUDGET_INVALID],
      ["1.5.0", BUDGET_INVALID],
      ["1,2,3", BUDGET_INVALID],
      ["1,234", BUDGET_RULE_MESSAGE],
      ["-5", BUDGET_RULE_MESSAGE],
    ];
    for (const [budget, message] of refusals) {
      const result = parseWithZod(form({ ...card, budget }), { schema: sourcingEditFormSchema });
      expect(result.status, budget).toBe("error");
      expect(errorsOf(result).budget, budget).toEqual([message]);
    }
  });
});

describe("link forms", () => {
  it("'+ Adicionar' needs a supplier and takes only the initial statuses", () => {
    expect(parseWithZod(form({ status: "Doing" }), { schema: linkAddFormSchema }).status).toBe("error");
    expect(parseWithZod(form({ id_supplier: "4", status: "Arquivo" }), { schema: linkAddFormSchema }).status).toBe("error");
    const chosen = parseWithZod(form({ id_supplier: "4" }), { schema: linkAddFormSchema });
    expect(chosen.status === "success" && chosen.value).toEqual({ id_supplier: 4, status: "Não iniciado" });
  });
  it("an emptied grade and justification clear them; a grade outside 0..10 is refused", () => {
    const emptied = parseWithZod(form({ id_supplier: "4", status: "Concluído", nota: "", justificativa: "" }), {
      schema: linkChangeFormSchema,
    });
    expect(emptied.status === "success" && emptied.value).toMatchObject({ nota: null, justificativa: "" });
    const comma = parseWithZod(form({ id_supplier: "4", status: "Concluído", nota: "8,5", confirmed: "1" }), {
      schema: linkChangeFormSchema,
    });
    expect(comma.status === "success" && comma.value).toMatchObject({ nota: "8,5", confirmed: "1" });
    const dot = parseWithZod(form({ id_supplier: "4", status: "Concluído", nota: "8.5" }), { schema: linkChangeFormSchema });
    expect(dot.status === "success" && dot.value).toMatchObject({ nota: "8,5" });
    for (const nota of ["11", "7,25", "-1"]) {
      expect(
        errorsOf(parseWithZod(form({ id_supplier: "4", status: "Concluído", nota }), { schema: linkChangeFormSchema })).nota,
        nota,
      ).toEqual([NOTA_RULE_MESSAGE]);
    }
    expect(
      errorsOf(parseWithZod(form({ id_supplier: "4", status: "Concluído", nota: "8,5,1" }), { schema: linkChangeFormSchema })).nota,
    ).toEqual(["Nota: valor inválido. Use o formato 1.234,56."]);
  });
});

describe("keystroke filters and prefilled inputs", () => {
  it("the budget and the grade keep digits, dot and comma: every separator the reader reads", () => {
    expect(numberKeystrokes("R$ 1.234,5a6")).toBe("1.234,56");
    expect(numberKeystrokes("120.000")).toBe("120.000");
    // A malformed value is kept for the reader to refuse with its message, not silently changed.
    expect(numberKeystrokes("8,5,3x")).toBe("8,5,3");
    // A minus is kept too, so '-10' is refused with the budget's message instead of becoming 10.
    expect(numberKeystrokes("-10")).toBe("-10");
    const typed = parseWithZod(form({ ...card, budget: numberKeystrokes("-10") }), { schema: sourcingEditFormSchema });
    expect(errorsOf(typed).budget).toEqual([BUDGET_RULE_MESSAGE]);
  });
  it("the inputs start from the saved value the pt-BR way, which reads back to it", () => {
    expect(budgetInputValue(107000)).toBe("107.000,00");
    expect(budgetInputValue(0)).toBe("0,00");
    expect(budgetInputValue(1234.5)).toBe("1.234,50");
    const back = parseWithZod(form({ ...card, budget: budgetInputValue(107000) }), { schema: sourcingEditFormSchema });
    expect(back.status === "success" && back.value.budget).toBe("107000");
    expect(notaInputValue(8.5)).toBe("8,5");
    expect(notaInputValue(7)).toBe("7");
    expect(notaInputValue(null)).toBe("");
  });
});
