import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { cartonM3Input, packingConflictFields, packingFormValues } from "#app/lib/forms/packing.ts";
import { productEditFormSchema, quoteFormSchema } from "#app/lib/forms/product.ts";
import { productCartonText, supplierCartonText } from "#app/lib/products/packing-text.ts";
import { ncmInForceText, ratesInForceText } from "#app/lib/products/taxes-text.ts";
import { NO_PACKING } from "#contract/products/packing.ts";
import type { ProductTaxes } from "#contract/landed-cost/product-taxes.ts";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
};
const errorsOf = (submission: { reply: () => SubmissionResult<string[]> }) => submission.reply().error ?? {};
const edit = { nome: "Garrafa", descricao: "", id_categoria: "3", unidade_medida: "peça", cubagem: "0,1", peso: "0,35" };
const parseEdit = (fields: Record<string, string>) => parseWithZod(form({ ...edit, ...fields }), { schema: productEditFormSchema });

const UNITS_RULE = "Unidades por caixa: informe um número inteiro maior ou igual a 1. Ex.: 1.500.";
const M3_RULE = "Cubagem da caixa (m³): informe um número maior que 0, com até 4 casas decimais. Use o formato 1.234,56.";
const INCOMPLETE = "Medidas da caixa: informe comprimento, largura e altura.";

describe("the carton in the product's edit form", () => {
  it("reads units, m³ and kg the pt-BR way and sends them on as typed text", () => {
    const parsed = parseEdit({ unidades_por_caixa: "24", caixa_cubagem_m3: "0,085", caixa_peso_kg: "12" });
    expect(parsed.status === "success" && parsed.value).toMatchObject({
      unidades_por_caixa: 24,
      caixa_cubagem_m3: "0,085",
      caixa_peso_kg: "12",
    });
    const pasted = parseEdit({ unidades_por_caixa: "1.200", caixa_cubagem_m3: "0.085", caixa_peso_kg: "1.250,5" });
    expect(pasted.status === "success" && pasted.value).toMatchObject({
      unidades_por_caixa: 1200,
      caixa_cubagem_m3: "0,085",
      caixa_peso_kg: "1250,5",
    });
  });

  it("refuses 0 m³, a fraction of a unit and a negative weight with the contract's messages", () => {
    expect(errorsOf(parseEdit({ caixa_cubagem_m3: "0" }))).toEqual({ caixa_cubagem_m3: [M3_RULE] });
    expect(errorsOf(parseEdit({ unidades_por_caixa: "1,5" }))).toEqual({ unidades_por_caixa: [UNITS_RULE] });
    expect(errorsOf(parseEdit({ caixa_peso_kg: "-1" }))).toEqual({
      caixa_peso_kg: ["Peso bruto da caixa (kg): informe um número maior que 0, com até 2 casas decimais. Use o formato 1.234,56."],
    });
  });

  it("computes the m³ from length × width × height in cm when the m³ is left empty, and never sends the measures", () => {
    const parsed = parseEdit({ caixa_comprimento_cm: "50", caixa_largura_cm: "40", caixa_altura_cm: "42,5" });
    expect(parsed.status === "success" && parsed.value).toMatchObject({ caixa_cubagem_m3: "0,085" });
    expect(parsed.status === "success" && Object.keys(parsed.value).filter((key) => key.endsWith("_cm"))).toEqual([]);
  });

  it("keeps a typed m³ over the measures", () => {
    const parsed = parseEdit({ caixa_cubagem_m3: "0,1", caixa_comprimento_cm: "50", caixa_largura_cm: "40", caixa_altura_cm: "42,5" });
    expect(parsed.status === "success" && parsed.value.caixa_cubagem_m3).toBe("0,1");
  });

  it("asks for the missing measures, and refuses a carton too small to make 0,0001 m³ at the m³ field", () => {
    expect(errorsOf(parseEdit({ caixa_comprimento_cm: "50", caixa_altura_cm: "10" }))).toEqual({ caixa_largura_cm: [INCOMPLETE] });
    expect(errorsOf(parseEdit({ caixa_comprimento_cm: "1", caixa_largura_cm: "1", caixa_altura_cm: "1" }))).toEqual({
      caixa_cubagem_m3: [`Medidas da caixa: o volume calculado (0\u00a0m³) não é aceito. ${M3_RULE}`],
    });
    expect(errorsOf(parseEdit({ caixa_comprimento_cm: "0", caixa_largura_cm: "1", caixa_altura_cm: "1" }))).toEqual({
      caixa_comprimento_cm: ["Comprimento (cm): informe um número maior que 0, com até 2 casas decimais. Use o formato 1.234,56."],
    });
  });
});

describe("the supplier's carton on a quote row", () => {
  it("is saved with the quote, its m³ given directly or by its measures; emptied fields clear it", () => {
    const parsed = parseWithZod(
      form({ id_supplier: "4", cotacao: "3,2", unidades_por_caixa: "12", caixa_cubagem_m3: "0,05", caixa_peso_kg: "8" }),
      { schema: quoteFormSchema },
    );
    expect(parsed.status === "success" && parsed.value).toMatchObject({
      unidades_por_caixa: 12,
      caixa_cubagem_m3: "0,05",
      caixa_peso_kg: "8",
    });
    const byCm = parseWithZod(
      form({ id_supplier: "4", cotacao: "3,2", caixa_comprimento_cm: "50", caixa_largura_cm: "40", caixa_altura_cm: "25" }),
      { schema: quoteFormSchema },
    );
    expect(byCm.status === "success" && byCm.value).toMatchObject({
      unidades_por_caixa: null,
      caixa_cubagem_m3: "0,05",
      caixa_peso_kg: null,
    });
    const refused = parseWithZod(form({ id_supplier: "4", cotacao: "3,2", unidades_por_caixa: "1,5" }), { schema: quoteFormSchema });
    expect(errorsOf(refused)).toEqual({ unidades_por_caixa: [UNITS_RULE] });
  });
});

describe("form helpers", () => {
  it("the live m³ of the measures typed so far, as its input shows it; none until all three read", () => {
    expect(cartonM3Input({ caixa_comprimento_cm: "50", caixa_largura_cm: "40", caixa_altura_cm: "42,5" })).toBe("0,085");
    expect(cartonM3Input({ caixa_comprimento_cm: "60", caixa_largura_cm: "40", caixa_altura_cm: "35" })).toBe("0,084");
    expect(cartonM3Input({ caixa_comprimento_cm: "120", caixa_largura_cm: "80", caixa_altura_cm: "250,5" })).toBe("2,4048");
    expect(cartonM3Input({ caixa_comprimento_cm: "50", caixa_largura_cm: "40" })).toBeNull();
    expect(cartonM3Input({ caixa_comprimento_cm: "50", caixa_largura_cm: "4,", caixa_altura_cm: "10" })).toBeNull();
    expect(cartonM3Input({ caixa_comprimento_cm: "50", caixa_largura_cm: "0", caixa_altura_cm: "10" })).toBeNull();
  });

  it("prefills a saved carton the pt-BR way, the measures empty", () => {
    expect(packingFormValues({ unidades_por_caixa: 1200, caixa_cubagem_m3: 0.085, caixa_peso_kg: 1250.5 })).toEqual({
      unidades_por_caixa: "1.200",
      caixa_cubagem_m3: "0,085",
      caixa_peso_kg: "1.250,5",
      caixa_comprimento_cm: "",
      caixa_largura_cm: "",
      caixa_altura_cm: "",
    });
    expect(packingFormValues(NO_PACKING)).toMatchObject({ unidades_por_caixa: "", caixa_cubagem_m3: "", caixa_peso_kg: "" });
  });

  it("lists the carton's fields for the conflict notice, shown as the page shows them", () => {
    expect(
      packingConflictFields({ unidades_por_caixa: 24, caixa_cubagem_m3: null, caixa_peso_kg: 12 }).map(({ name, label, value, shown }) => [
        name,
        label,
        value,
        shown,
      ]),
    ).toEqual([
      ["unidades_por_caixa", "Unidades por caixa", "24", "24"],
      ["caixa_cubagem_m3", "Cubagem da caixa (m³)", "", "-"],
      ["caixa_peso_kg", "Peso bruto da caixa (kg)", "12", "12\u00a0kg"],
    ]);
  });
});

describe("texts", () => {
  it("the product's carton, or '-'; the supplier's, or nothing", () => {
    expect(productCartonText({ unidades_por_caixa: 24, caixa_cubagem_m3: 0.085, caixa_peso_kg: 12 })).toBe(
      "24 un. por caixa · 0,085\u00a0m³ · 12\u00a0kg",
    );
    expect(productCartonText({ unidades_por_caixa: 1500, caixa_cubagem_m3: null, caixa_peso_kg: null })).toBe("1.500 un. por caixa");
    expect(productCartonText(NO_PACKING)).toBe("-");
    expect(supplierCartonText({ unidades_por_caixa: 12, caixa_cubagem_m3: 0.05, caixa_peso_kg: 8 })).toBe(
      "Caixa do fornecedor: 12 un. · 0,05\u00a0m³ · 8\u00a0kg",
    );
    expect(supplierCartonText(NO_PACKING)).toBeNull();
  });

  const CATEGORY: ProductTaxes = {
    ncm: "73239300",
    ii_pct: 18,
    ipi_pct: 6.5,
    fonte_ncm: "categoria",
    fonte_ii: "categoria",
    fonte_ipi: "categoria",
    antidumping: [],
  };
  it("the NCM, II and IPI in force with their sources", () => {
    expect(ncmInForceText(CATEGORY, "Utilidades Domésticas")).toBe("7323.93.00 · da categoria Utilidades Domésticas");
    expect(ratesInForceText(CATEGORY, "Utilidades Domésticas")).toBe("II 18\u00a0% · IPI 6,5\u00a0% · da categoria Utilidades Domésticas");
    const own: ProductTaxes = {
      ncm: "85167900",
      ii_pct: 0,
      ipi_pct: 3.25,
      fonte_ncm: "produto",
      fonte_ii: "produto",
      fonte_ipi: "produto",
      antidumping: [],
    };
    expect(ncmInForceText(own, "Utilidades Domésticas")).toBe("8516.79.00 · do produto");
    expect(ratesInForceText(own, "Utilidades Domésticas")).toBe("II 0\u00a0% · IPI 3,25\u00a0% · do produto");
    const mix: ProductTaxes = { ...CATEGORY, ii_pct: 0, fonte_ii: "produto" };
    expect(ratesInForceText(mix, "Utilidades Domésticas")).toBe(
      "II 0\u00a0% do produto · IPI 6,5\u00a0% da categoria Utilidades Domésticas",
    );
  });
  it("a category without rates: 'não definido', and the landed cost's 0 % said", () => {
    const none: ProductTaxes = {
      ncm: null,
      ii_pct: null,
      ipi_pct: null,
      fonte_ncm: "categoria",
      fonte_ii: "categoria",
      fonte_ipi: "categoria",
      antidumping: [],
    };
    expect(ncmInForceText(none, "Brinquedos")).toBe("não definido · da categoria Brinquedos");
    expect(ratesInForceText(none, "Brinquedos")).toBe(
      "II não definido · IPI não definido · da categoria Brinquedos (0\u00a0% no custo posto)",
    );
  });
});
