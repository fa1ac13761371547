import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import {
  budgetKeystrokes,
  gradeKeystrokes,
  linkAddFormSchema,
  linkChangeFormSchema,
  notaInputValue,
  sourcingEditFormSchema,
} from "~/lib/forms/sourcing";
import { BUDGET_MESSAGE, NOTA_MESSAGE } from "../../contract/sourcings";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
};
/** The field errors of a refused submission (none for an accepted one). */
const errorsOf = (submission: { reply: () => SubmissionResult<string[]> }) => submission.reply().error ?? {};
const card = { id: "7", descricao: "Garrafas", id_categoria: "1", id_responsavel: "2" };

describe("sourcing edit form", () => {
  it("reads a pt-BR budget and sends an emptied budget as 0 and an emptied date as none", () => {
    const typed = parseWithZod(form({ ...card, budget: "1.234,56", dt_estimado: "2031-12-24", id_comercial: "3" }), { schema: sourcingEditFormSchema });
    expect(typed.status === "success" && typed.value).toMatchObject({ budget: 1234.56, dt_estimado: "2031-12-24", id_comercial: 3 });
    const emptied = parseWithZod(form({ ...card, budget: "", dt_estimado: "", id_comercial: "" }), { schema: sourcingEditFormSchema });
    expect(emptied.status === "success" && emptied.value).toMatchObject({ budget: 0, dt_estimado: null, id_comercial: null });
  });
  it("refuses a budget with letters or three decimals", () => {
    for (const budget of ["12a", "1,234"]) {
      const result = parseWithZod(form({ ...card, budget }), { schema: sourcingEditFormSchema });
      expect(result.status).toBe("error");
      expect(errorsOf(result).budget).toEqual([BUDGET_MESSAGE]);
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
    const emptied = parseWithZod(form({ id_supplier: "4", status: "Concluído", nota: "", justificativa: "" }), { schema: linkChangeFormSchema });
    expect(emptied.status === "success" && emptied.value).toMatchObject({ nota: null, justificativa: "" });
    const comma = parseWithZod(form({ id_supplier: "4", status: "Concluído", nota: "8,5", confirmed: "1" }), { schema: linkChangeFormSchema });
    expect(comma.status === "success" && comma.value).toMatchObject({ nota: 8.5, confirmed: "1" });
    expect(errorsOf(parseWithZod(form({ id_supplier: "4", status: "Concluído", nota: "11" }), { schema: linkChangeFormSchema })).nota).toEqual([NOTA_MESSAGE]);
  });
});

describe("keystroke filters", () => {
  it("the budget keeps digits, dot and comma", () => {
    expect(budgetKeystrokes("R$ 1.234,5a6")).toBe("1.234,56");
  });
  it("the grade keeps digits and one decimal separator", () => {
    expect(gradeKeystrokes("8,5,3x")).toBe("8,53");
    expect(gradeKeystrokes("a1.0.")).toBe("1.0");
  });
  it("the grade input shows the pt-BR comma, empty for no grade", () => {
    expect(notaInputValue(8.5)).toBe("8,5");
    expect(notaInputValue(null)).toBe("");
  });
});
