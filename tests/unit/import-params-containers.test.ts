import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { importParamsConflict } from "#app/components/import-params/conflict.ts";
import { CONTAINER_LIST, listChanges, REGIME_LIST, summaries, summary } from "#app/components/import-params/lists.ts";
import { importParamsFormSchema } from "#app/lib/forms/import-params.ts";
import {
  CONTAINERS_EMPTY_MESSAGE,
  DUPLICATE_CONTAINER_MESSAGE,
  DUPLICATE_TRANSIT_MESSAGE,
  EXAMPLE_REGIMES,
  type ImportParams,
  REGIMES_EMPTY_MESSAGE,
  regimesOverlapMessage,
} from "#contract/landed-cost/import-params.ts";

// The lists on the parameters page: the form's rows (a 'Remover' box each, an empty row for a new item) read by one
// reader into the API's `conteineres`, `regimes`, `transito` and `antidumping`, their errors at the rows' inputs; the
// history's and the conflict notice's words.

const SCALARS = {
  frete_usd_por_m3: "90",
  frete_usd_por_kg: "0,40",
  seguro_pct: "0,5",
  afrmm_pct: "8",
  despesas_brl_por_embarque: "3.000",
  siscomex_brl_por_declaracao: "115,67",
  siscomex_brl_por_adicao: "38,56",
  unidades_por_embarque: "1.000",
  transito_dias_padrao: "30",
  regime_importador: "lucro_real",
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
    expect(summary(CONTAINER_LIST, C40HC)).toBe("68\u00a0m³, 26.300\u00a0kg, $\u00a04.300,00");
    expect(summaries(CONTAINER_LIST, [C20, C40HC])).toBe(
      "20: 28\u00a0m³, 21.700\u00a0kg, $\u00a02.500,00 · 40HC: 68\u00a0m³, 26.300\u00a0kg, $\u00a04.300,00",
    );
  });

  it("what changed between two versions: a measure, a type added, a type removed (types matched regardless of case)", () => {
    const C45 = { tipo: "45HC", m3_util: 76, kg_max: 28000, frete_usd: 5000 };
    expect(listChanges(CONTAINER_LIST, [C20, C40HC], [{ ...C40HC, tipo: "40hc", frete_usd: 4500 }, C45])).toEqual([
      "40hc: frete $\u00a04.300,00 → $\u00a04.500,00",
      "45HC incluído: 76\u00a0m³, 28.000\u00a0kg, $\u00a05.000,00",
      "20 removido",
    ]);
    expect(listChanges(CONTAINER_LIST, [C20], [C20])).toEqual([]);
  });
});

/** Parameters as the API answers them (the examples' scalars, no category or list), with `changes`. */
const savedParams = (changes: Partial<ImportParams>): ImportParams => ({
  versao: 1,
  frete_usd_por_m3: 90,
  frete_usd_por_kg: 0.4,
  seguro_pct: 0.5,
  afrmm_pct: 8,
  despesas_brl_por_embarque: 3000,
  siscomex_brl_por_declaracao: 115.67,
  siscomex_brl_por_adicao: 38.56,
  unidades_por_embarque: 1000,
  transito_dias_padrao: 30,
  regime_importador: "lucro_real",
  categorias: [],
  conteineres: [],
  regimes: [],
  transito: [],
  antidumping: [],
  alterado_em: "2026-12-01T12:00:00Z",
  alterado_por: { id: 1, nome: "Ana" },
  ...changes,
});

describe("the conflict notice lists the container types too", () => {
  const current = savedParams({
    versao: 8,
    // Another administrator raised the 40HC's freight and added a 45HC.
    conteineres: [C20, { ...C40HC, frete_usd: 4600 }, { tipo: "45HC", m3_util: 76, kg_max: 28000, frete_usd: 5000 }],
    alterado_em: "2026-03-10T12:00:00Z",
    alterado_por: { id: 1, nome: "Ana" },
  });

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

// ---------------------------------------------------------------- regimes, transit and antidumping rows

/** A regime's row as the page names its inputs (flags ticked: "on"; unticked: absent). */
function regimeRow(at: number | "novo", values: Record<string, string>) {
  const prefix = at === "novo" ? "novo_regime" : `regimes[${at}]`;
  return Object.fromEntries(Object.entries(values).map(([name, value]) => [`${prefix}.${name}`, value]));
}
const R2026 = {
  nome: "2026",
  vigente_de: "",
  vigente_ate: "2026-12-31",
  pis_pct: "2,1",
  cofins_pct: "9,65",
  cbs_pct: "0,9",
  ibs_pct: "0,1",
  icms_pct: "18",
};
const R2027 = {
  nome: "2027–2028",
  vigente_de: "2027-01-01",
  vigente_ate: "2028-12-31",
  pis_pct: "0",
  cofins_pct: "0",
  cbs_pct: "8,7",
  ibs_pct: "0,1",
  icms_pct: "18",
  cbs_ibs_cobrados: "on",
  ipi_somente_zfm: "on",
  imposto_seletivo: "on",
  cbs_ibs_na_base_do_icms: "on",
  estimativa: EXAMPLE_REGIMES[1].estimativa,
};
const SAVED_REGIMES = { ...regimeRow(0, R2026), ...regimeRow(1, R2027) };

describe("the parameters form's regime, transit and antidumping rows (one reader)", () => {
  it("reads the regimes: dates empty as no start or end, boxes ticked or not, a new regime 2029 added at the end", () => {
    const submission = posted({
      ...SAVED_REGIMES,
      ...regimeRow("novo", {
        nome: "2029",
        vigente_de: "2029-01-01",
        vigente_ate: "",
        cbs_pct: "8,8",
        ibs_pct: "1,8",
        icms_pct: "16,2",
        cbs_ibs_cobrados: "on",
      }),
    });
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(
      submission.value.regimes?.map((r) => [r.nome, r.vigente_de, r.vigente_ate, r.icms_pct, r.cbs_ibs_cobrados, r.estimativa]),
    ).toEqual([
      ["2026", null, "2026-12-31", "18", false, null],
      ["2027–2028", "2027-01-01", "2028-12-31", "18", true, EXAMPLE_REGIMES[1].estimativa],
      ["2029", "2029-01-01", null, "16.2", true, null],
    ]);
    expect(submission.value.regimes?.[2]).toMatchObject({ pis_pct: "0", cofins_pct: "0", ipi_somente_zfm: false });
  });

  it("refuses overlapping vigências at the later row's start, naming both regimes; a removed row overlaps nothing", () => {
    const overlap = posted({ ...SAVED_REGIMES, ...regimeRow("novo", { nome: "2028", vigente_de: "2028-06-01", icms_pct: "17" }) });
    expect(errorsOf(overlap)).toEqual({ "novo_regime.vigente_de": [regimesOverlapMessage("2027–2028", "2028")] });
    const replaced = posted({
      ...SAVED_REGIMES,
      "regimes[1].remover": "on",
      ...regimeRow("novo", { nome: "2028", vigente_de: "2028-06-01", icms_pct: "17" }),
    });
    expect(replaced.status).toBe("success");
    const none = posted({ ...SAVED_REGIMES, "regimes[0].remover": "on", "regimes[1].remover": "on" });
    expect(errorsOf(none)).toEqual({ regimes: [REGIMES_EMPTY_MESSAGE] });
  });

  it("puts a regime's bad values at its inputs: an ICMS of 100 %, an end before the start, no name", () => {
    const submission = posted({
      ...regimeRow(0, { ...R2027, icms_pct: "100" }),
      ...regimeRow(1, { ...R2026, vigente_de: "2026-12-31", vigente_ate: "2026-01-01" }),
      ...regimeRow("novo", { icms_pct: "10" }),
    });
    expect(errorsOf(submission)).toEqual({
      "regimes[0].icms_pct": ["ICMS (%): informe um número de 0 a menos de 100, com até 4 casas decimais. Use o formato 1.234,56."],
      "regimes[1].vigente_ate": ["O fim da vigência não pode ser anterior ao início."],
      "novo_regime.nome": ["Informe o nome do regime (ex.: 2027–2028), com até 40 caracteres."],
    });
  });

  it("reads the transit per country (a repeated country at the repeat) and the antidumping measures", () => {
    const submission = posted({
      "transito[0].cod_pais": "cn",
      "transito[0].dias": "40",
      "transito[1].cod_pais": "us",
      "transito[1].dias": "20",
      "transito[1].remover": "on",
      "novo_transito.cod_pais": "VN",
      "novo_transito.dias": "42",
      "antidumping[0].ncm_prefixo": "6912",
      "antidumping[0].cod_pais": "cn",
      "antidumping[0].descricao": "Louça de mesa de cerâmica",
      "antidumping[0].tipo": "usd_kg",
      "antidumping[0].valor": "5,14",
      "antidumping[0].resolucao": "Resolução GECEX nº 830/2025",
      "antidumping[0].vigente_de": "2025-12-22",
      "antidumping[0].vigente_ate": "2030-12-21",
      "novo_antidumping.tipo": "",
    });
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value.transito).toEqual([
      { cod_pais: "cn", dias: 40 },
      { cod_pais: "vn", dias: 42 },
    ]);
    expect(submission.value.antidumping).toEqual([
      {
        ncm_prefixo: "6912",
        cod_pais: "cn",
        descricao: "Louça de mesa de cerâmica",
        tipo: "usd_kg",
        valor: "5.14",
        resolucao: "Resolução GECEX nº 830/2025",
        vigente_de: "2025-12-22",
        vigente_ate: "2030-12-21",
      },
    ]);
    const repeated = posted({
      "transito[0].cod_pais": "cn",
      "transito[0].dias": "40",
      "novo_transito.cod_pais": "CN",
      "novo_transito.dias": "1",
    });
    expect(errorsOf(repeated)).toEqual({ "novo_transito.cod_pais": [DUPLICATE_TRANSIT_MESSAGE] });
    const bad = posted({ "novo_antidumping.ncm_prefixo": "6", "novo_antidumping.tipo": "pct", "novo_antidumping.valor": "0" });
    expect(Object.keys(errorsOf(bad) ?? {}).sort()).toEqual([
      "novo_antidumping.cod_pais",
      "novo_antidumping.descricao",
      "novo_antidumping.ncm_prefixo",
      "novo_antidumping.resolucao",
      "novo_antidumping.valor",
    ]);
  });
});

describe("the regimes in words: history and conflict notice", () => {
  const regime = (r: (typeof EXAMPLE_REGIMES)[number]) => ({
    ...r,
    pis_pct: Number(r.pis_pct),
    cofins_pct: Number(r.cofins_pct),
    cbs_pct: Number(r.cbs_pct),
    ibs_pct: Number(r.ibs_pct),
    icms_pct: Number(r.icms_pct),
  });
  const [r2026, r2027] = EXAMPLE_REGIMES.map(regime) as [ReturnType<typeof regime>, ReturnType<typeof regime>];

  it("what changed: a rate, a regime added, a regime removed", () => {
    const r2029 = { ...r2027, nome: "2029", vigente_de: "2029-01-01", vigente_ate: null, icms_pct: 16.2, estimativa: null };
    const changes = listChanges(REGIME_LIST, [r2026, r2027], [r2026, { ...r2027, cbs_pct: 8.8 }, r2029]);
    expect(changes[0]).toBe("2027–2028: CBS % 8,7\u00a0% → 8,8\u00a0%");
    expect(changes[1]).toMatch(
      /^2029 incluído: 01\/01\/2029, sem fim, PIS 0\u00a0%, COFINS 0\u00a0%, CBS 8,7\u00a0%, IBS 0,1\u00a0%, ICMS 16,2\u00a0%/,
    );
    expect(listChanges(REGIME_LIST, [r2027], [{ ...r2027, imposto_seletivo: false }])).toEqual(["2027–2028: Imposto Seletivo sim → não"]);
    expect(listChanges(REGIME_LIST, [r2026, r2027], [r2027])).toEqual(["2026 removido"]);
  });

  it("the notice lists a regime's rate saved differently and a regime only saved now", () => {
    const current = savedParams({
      versao: 3,
      // Another administrator set the 2027 ICMS to 17 % and added 2029.
      regimes: [r2026, { ...r2027, icms_pct: 17 }, { ...r2027, nome: "2029", vigente_de: "2029-01-01", vigente_ate: null }],
    });
    const submission = posted(SAVED_REGIMES);
    if (submission.status !== "success") throw new Error("formulário recusado");
    expect(importParamsConflict(current, submission.value)?.changes).toEqual([
      { label: "ICMS % do regime 2027–2028", value: "17\u00a0%" },
      { label: "Regime 2029", value: expect.stringMatching(/^01\/01\/2029, sem fim/) as unknown as string },
    ]);
  });
});
