import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { importParamsConflict } from "~/components/import-params/conflict";
import { containerChanges, shownContainer, shownContainers } from "~/components/import-params/containers";
import { importParamsFormSchema } from "~/lib/forms/import-params";
import { CONTAINERS_EMPTY_MESSAGE, DUPLICATE_CONTAINER_MESSAGE, type ImportParams } from "../../contract/import-params";

// The container types on the parameters page: the form's rows (a 'Remover' box each, an empty row for a new type)
// read into the API's `conteineres`, their errors at the rows' inputs; the history's and the conflict notice's words.

const SCALARS = {
  frete_usd_por_m3: "90",
  frete_usd_por_kg: "0,40",
  seguro_pct: "0,5",
  pis_pct: "2,1",
  cofins_pct: "9,65",
  afrmm_pct: "8",
  icms_pct: "18",
  despesas_brl_por_embarque: "3.000",
  unidades_por_embarque: "1.000",
};

/** A posted form: the scalars, then the rows as the page names them. */
function posted(rows: Record<string, string>) {
  const formData = new FormData();
  for (const [name, value] of Object.entries({ intent: "save", versao: "7", ...SCALARS, ...rows })) formData.append(name, value);
  return parseWithZod(formData, { schema: importParamsFormSchema });
}

/** The refusals of a posted form, by field name (none when it was read). */
const errorsOf = (submission: ReturnType<typeof posted>) => (submission.status === "error" ? submission.error : null);

const row = (index: number, tipo: string, m3: string, kg: string, frete: string) => ({
  [`conteineres[${index}].tipo`]: tipo,
  [`conteineres[${index}].m3_util`]: m3,
  [`conteineres[${index}].kg_max`]: kg,
  [`conteineres[${index}].frete_usd`]: frete,
});
const SAVED_ROWS = { ...row(0, "20", "28", "21.700", "2.500"), ...row(1, "40HC", "68", "26.300", "4.300") };
const BLANK_NEW = { "novo_conteiner.tipo": "", "novo_conteiner.m3_util": "", "novo_conteiner.kg_max": "", "novo_conteiner.frete_usd": "" };

describe("the parameters form's container rows", () => {
  it("reads the rows typed the pt-BR way ('4.500' is four thousand five hundred); a blank new row adds nothing", () => {
    const submission = posted({ ...SAVED_ROWS, "conteineres[1].frete_usd": "4.500", ...BLANK_NEW });
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value.conteineres).toEqual([
      { tipo: "20", m3_util: "28", kg_max: "21700", frete_usd: "2500" },
      { tipo: "40HC", m3_util: "68", kg_max: "26300", frete_usd: "4500" },
    ]);
    expect(submission.value.versao).toBe(7);
  });

  it("adds the new row's type at the end and leaves out a row marked 'Remover' (its values unchecked)", () => {
    const submission = posted({
      ...SAVED_ROWS,
      "conteineres[0].remover": "on",
      "conteineres[0].m3_util": "abc",
      "novo_conteiner.tipo": " 45HC ",
      "novo_conteiner.m3_util": "76",
      "novo_conteiner.kg_max": "28.000",
      "novo_conteiner.frete_usd": "5.000,50",
    });
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value.conteineres).toEqual([
      { tipo: "40HC", m3_util: "68", kg_max: "26300", frete_usd: "4300" },
      { tipo: "45HC", m3_util: "76", kg_max: "28000", frete_usd: "5000.5" },
    ]);
  });

  it("puts each refusal at its row's input: a repeated type (any case) at the repeat, a bad number, a new row half filled", () => {
    const duplicate = posted({
      ...SAVED_ROWS,
      "novo_conteiner.tipo": "40hc",
      "novo_conteiner.m3_util": "70",
      "novo_conteiner.kg_max": "26.000",
      "novo_conteiner.frete_usd": "4.000",
    });
    expect(errorsOf(duplicate)).toEqual({ "novo_conteiner.tipo": [DUPLICATE_CONTAINER_MESSAGE] });

    // Told at once, whatever else the row lacks.
    const both = posted({
      ...SAVED_ROWS,
      "novo_conteiner.tipo": "20",
      "novo_conteiner.m3_util": "0",
      "novo_conteiner.kg_max": "1",
      "novo_conteiner.frete_usd": "1",
    });
    expect(errorsOf(both)).toEqual({
      "novo_conteiner.tipo": [DUPLICATE_CONTAINER_MESSAGE],
      "novo_conteiner.m3_util": [
        "Cubagem útil do contêiner (m³): informe um número maior que 0, com até 2 casas decimais. Use o formato 1.234,56.",
      ],
    });

    const renamed = posted({ ...SAVED_ROWS, "conteineres[1].tipo": "20" });
    expect(errorsOf(renamed)).toEqual({ "conteineres[1].tipo": [DUPLICATE_CONTAINER_MESSAGE] });

    const bad = posted({ ...SAVED_ROWS, "conteineres[0].m3_util": "0", "novo_conteiner.frete_usd": "1.000" });
    expect(errorsOf(bad)).toEqual({
      "conteineres[0].m3_util": [
        "Cubagem útil do contêiner (m³): informe um número maior que 0, com até 2 casas decimais. Use o formato 1.234,56.",
      ],
      "novo_conteiner.tipo": ["Informe o tipo do contêiner (ex.: 40HC), com até 20 caracteres."],
      "novo_conteiner.m3_util": [
        "Cubagem útil do contêiner (m³): informe um número maior que 0, com até 2 casas decimais. Use o formato 1.234,56.",
      ],
      "novo_conteiner.kg_max": [
        "Carga máxima do contêiner (kg): informe um número maior que 0, com até 2 casas decimais. Use o formato 1.234,56.",
      ],
    });
  });

  it("a form without any row (drawn before the types existed) leaves them to the API: kept", () => {
    const submission = posted({});
    expect(submission.status).toBe("success");
    if (submission.status === "success") expect(submission.value.conteineres).toBeUndefined();
  });

  it("refuses removing every type, at the list", () => {
    const submission = posted({ ...SAVED_ROWS, "conteineres[0].remover": "on", "conteineres[1].remover": "on", ...BLANK_NEW });
    expect(errorsOf(submission)).toEqual({ conteineres: [CONTAINERS_EMPTY_MESSAGE] });
  });
});

const C20 = { tipo: "20", m3_util: 28, kg_max: 21700, frete_usd: 2500 };
const C40HC = { tipo: "40HC", m3_util: 68, kg_max: 26300, frete_usd: 4300 };

describe("the container types in words", () => {
  it("one formatter per measure", () => {
    expect(shownContainer(C40HC)).toBe("68\u00a0m³, 26.300\u00a0kg, $\u00a04.300,00");
    expect(shownContainers([C20, C40HC])).toBe(
      "20: 28\u00a0m³, 21.700\u00a0kg, $\u00a02.500,00 · 40HC: 68\u00a0m³, 26.300\u00a0kg, $\u00a04.300,00",
    );
  });

  it("what changed between two versions: a measure, a type added, a type removed (types matched regardless of case)", () => {
    const C45 = { tipo: "45HC", m3_util: 76, kg_max: 28000, frete_usd: 5000 };
    expect(containerChanges([C20, C40HC], [{ ...C40HC, tipo: "40hc", frete_usd: 4500 }, C45])).toEqual([
      "40hc: frete $\u00a04.300,00 → $\u00a04.500,00",
      "45HC incluído: 76\u00a0m³, 28.000\u00a0kg, $\u00a05.000,00",
      "20 removido",
    ]);
    expect(containerChanges([C20], [C20])).toEqual([]);
  });
});

describe("the conflict notice lists the container types too", () => {
  const current: ImportParams = {
    versao: 8,
    frete_usd_por_m3: 90,
    frete_usd_por_kg: 0.4,
    seguro_pct: 0.5,
    pis_pct: 2.1,
    cofins_pct: 9.65,
    afrmm_pct: 8,
    icms_pct: 18,
    despesas_brl_por_embarque: 3000,
    unidades_por_embarque: 1000,
    categorias: [],
    // Another administrator raised the 40HC's freight and added a 45HC.
    conteineres: [C20, { ...C40HC, frete_usd: 4600 }, { tipo: "45HC", m3_util: 76, kg_max: 28000, frete_usd: 5000 }],
    alterado_em: "2026-03-10T12:00:00Z",
    alterado_por: { id: 1, nome: "Ana" },
  };

  it("a measure saved differently, a type only saved now, and a type only this form has", () => {
    const submission = posted({
      ...row(0, "20", "28", "21.700", "2.500"),
      ...row(1, "40HC", "68", "26.300", "4.300"),
      "novo_conteiner.tipo": "40",
      "novo_conteiner.m3_util": "58",
      "novo_conteiner.kg_max": "26.500",
      "novo_conteiner.frete_usd": "4.000",
    });
    if (submission.status !== "success") throw new Error("formulário recusado");
    expect(importParamsConflict(current, submission.value)).toEqual({
      version: 8,
      changes: [
        { label: "Frete do contêiner 40HC (US$)", value: "$\u00a04.600,00" },
        { label: "Contêiner 45HC", value: "76\u00a0m³, 28.000\u00a0kg, $\u00a05.000,00" },
        { label: "Contêiner 40", value: "não cadastrado" },
      ],
    });
  });
});
