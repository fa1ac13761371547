import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  CONTAINER_FIELDS,
  CONTAINER_TYPE_MESSAGE,
  CONTAINERS_EMPTY_MESSAGE,
  CONTAINERS_LIST_MESSAGE,
  DUPLICATE_CONTAINER_MESSAGE,
  CBS_2027_ESTIMATE,
  EXAMPLE_ANTIDUMPING,
  EXAMPLE_CATEGORY_RATES,
  IMPORTER_REGIME_MESSAGE,
  IMPORT_PARAMS_FORBIDDEN,
  type ImportParams,
  importParamsSchema,
  importParamsVersionsReplySchema,
  NCM_MESSAGE,
} from "#contract/landed-cost/import-params.ts";
import {
  ANTIDUMPING_COUNTRY_MESSAGE,
  ANTIDUMPING_DAY_MESSAGE,
  ANTIDUMPING_KIND_MESSAGE,
  ANTIDUMPING_NCM_MESSAGE,
  ANTIDUMPING_TEXT_MESSAGE,
  ANTIDUMPING_VALUE_RULE,
  DUPLICATE_TRANSIT_MESSAGE,
  REGIME_DAY_MESSAGE,
  REGIME_NAME_MESSAGE,
  REGIME_ORDER_MESSAGE,
  REGIME_RATE_FIELDS,
  REGIMES_EMPTY_MESSAGE,
  regimesOverlapMessage,
  TRANSIT_COUNTRY_MESSAGE,
  TRANSIT_RULE,
} from "#contract/landed-cost/import-params.ts";
import { numberRuleMessage } from "#contract/numbers/numbers.ts";
import { STALE_VERSION_MESSAGE } from "#contract/shared/versions.ts";
import { createTestApi, drivers, type TestApi } from "#tests/support/api.ts";
import { fingerprint } from "#tests/support/fingerprint.ts";
import { productCategoryId } from "#tests/support/products.ts";

describe.each(drivers)("parâmetros de importação (%s)", (driver) => {
  let t: TestApi;
  let admin: string;
  let buyer: string;
  beforeEach(async () => {
    t = await createTestApi(driver);
    admin = (await t.login("admin@demo.local")).access;
    buyer = (await t.login("sourcing@demo.local")).access;
  });
  afterEach(async () => {
    await t.close();
  });

  const current = async (token: string): Promise<ImportParams> => {
    const reply = await t.request("/api/import-params/", { token });
    expect(reply.status).toBe(200);
    return importParamsSchema.parse(await reply.json());
  };
  const put = (token: string, json: unknown) => t.request("/api/import-params/", { method: "PUT", token, json });
  /** The current parameters as a PUT body, with changes. */
  const bodyWith = (params: ImportParams, changes: Record<string, unknown>) => {
    const { versao: _v, alterado_em: _a, alterado_por: _p, ...rest } = params;
    return { ...rest, ...changes };
  };

  it("start with the example values, version 1 by no one, readable by any signed-in user", async () => {
    const params = await current(buyer);
    expect(params).toMatchObject({
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
      alterado_por: null,
    });
    expect(params).not.toHaveProperty("pis_pct");
    expect(params.regimes.map((r) => [r.nome, r.vigente_de, r.vigente_ate, r.pis_pct, r.cofins_pct, r.cbs_pct, r.icms_pct])).toEqual([
      ["2026", null, "2026-12-31", 2.1, 9.65, 0.9, 18],
      ["2027–2028", "2027-01-01", "2028-12-31", 0, 0, 8.7, 18],
    ]);
    expect(params.regimes[1]?.estimativa).toBe(CBS_2027_ESTIMATE);
    expect(params.transito).toContainEqual({ cod_pais: "cn", dias: 40 });
    expect(params.antidumping).toEqual([{ ...EXAMPLE_ANTIDUMPING[0], valor: 5.14 }]);
    const tools = params.categorias.find((c) => c.nome === "Ferramentas");
    expect(tools).toMatchObject({ ncm: EXAMPLE_CATEGORY_RATES.Ferramentas?.ncm, ii_pct: 18, ipi_pct: 3.25 });
    expect(params.categorias).toHaveLength(Object.keys(EXAMPLE_CATEGORY_RATES).length);
    expect((await t.request("/api/import-params/")).status).toBe(401);
  });

  it("only an administrator changes them (403 for anyone else, nothing written)", async () => {
    const params = await current(buyer);
    const tokens = [buyer, (await t.login("comercial@demo.local")).access, (await t.login("consulta@demo.local")).access];
    const before = await fingerprint(t.database.db);
    for (const token of tokens) {
      const reply = await put(token, bodyWith(params, { seguro_pct: 2 }));
      expect(reply.status).toBe(403);
      expect(await reply.json()).toEqual({ detail: IMPORT_PARAMS_FORBIDDEN });
    }
    expect(await fingerprint(t.database.db)).toEqual(before);
  });

  it("reads every number as text the pt-BR way or as a JSON number, to the same value", async () => {
    const first = await current(admin);
    const tools = await productCategoryId(t.database.db, "Ferramentas");
    const typed = {
      seguro_pct: "20,5",
      frete_usd_por_m3: "1.234,56",
      frete_usd_por_kg: "0,4567",
      afrmm_pct: "9,6555",
      siscomex_brl_por_declaracao: "1.115,67",
      despesas_brl_por_embarque: "3.000",
      unidades_por_embarque: "1.500",
      categorias: [{ id_categoria: tools, ncm: "8204.12.00", ii_pct: "14,25", ipi_pct: "5" }],
    };
    expect((await put(admin, bodyWith(first, typed))).status).toBe(200);
    const second = await current(admin);
    const read = {
      seguro_pct: 20.5,
      frete_usd_por_m3: 1234.56,
      frete_usd_por_kg: 0.4567,
      afrmm_pct: 9.6555,
      siscomex_brl_por_declaracao: 1115.67,
      despesas_brl_por_embarque: 3000,
      unidades_por_embarque: 1500,
    };
    expect(second).toMatchObject({ versao: 2, ...read });
    expect(second.categorias.find((c) => c.id_categoria === tools)).toMatchObject({ ii_pct: 14.25, ipi_pct: 5 });
    // The same values as JSON numbers: read as written.
    const numbers = { ...read, categorias: [{ id_categoria: tools, ncm: "82041200", ii_pct: 14.25, ipi_pct: 5 }] };
    expect((await put(admin, bodyWith(second, numbers))).status).toBe(200);
    expect(await current(admin)).toMatchObject({ versao: 3, ...read });
  });

  it("every change is a new version with its author and time; the history lists them newest first", async () => {
    const first = await current(admin);
    const tools = await productCategoryId(t.database.db, "Ferramentas");
    const reply = await put(
      admin,
      bodyWith(first, {
        seguro_pct: "20,5",
        frete_usd_por_m3: 120,
        categorias: [{ id_categoria: tools, ncm: "8204.12.00", ii_pct: 14, ipi_pct: "5" }],
      }),
    );
    expect(reply.status).toBe(200);
    expect(await reply.json()).toEqual({ detail: "Parâmetros de importação salvos!", versao: 2 });
    const second = await current(buyer);
    expect(second).toMatchObject({
      versao: 2,
      seguro_pct: 20.5,
      frete_usd_por_m3: 120,
      afrmm_pct: 8,
      alterado_por: { nome: "Ana Administradora" },
    });
    expect(Date.now() - new Date(second.alterado_em).getTime()).toBeLessThan(60_000);
    expect(second.categorias.find((c) => c.id_categoria === tools)).toMatchObject({ ncm: "82041200", ii_pct: 14, ipi_pct: 5 });
    // A category left out keeps its rates.
    expect(second.categorias.find((c) => c.nome === "Vestuário")).toMatchObject({ ncm: "61091000", ii_pct: 35, ipi_pct: 0 });

    expect((await put(admin, bodyWith(second, { afrmm_pct: 2.5 }))).status).toBe(200);
    const history = await t.request("/api/import-params/versions/", { token: buyer });
    expect(history.status).toBe(200);
    const { results } = importParamsVersionsReplySchema.parse(await history.json());
    expect(results.map((v) => [v.versao, v.seguro_pct, v.afrmm_pct])).toEqual([
      [3, 20.5, 2.5],
      [2, 20.5, 8],
      [1, 0.5, 8],
    ]);
    // The older version is kept as it was: a change of law is data, not an overwrite.
    expect(results[2]?.categorias.find((c) => c.id_categoria === tools)).toMatchObject({ ii_pct: 18, ipi_pct: 3.25 });
  });

  it("refuses bad values with Portuguese messages per field, writing nothing", async () => {
    const params = await current(admin);
    const before = await fingerprint(t.database.db);
    const percent = (label: string) => `${label}: informe um número de 0 a 100, com até 4 casas decimais. Use o formato 1.234,56.`;
    const UNITS = "Unidades por embarque: informe um número inteiro maior ou igual a 1. Ex.: 1.500.";
    const cases: [Record<string, unknown>, string, string][] = [
      [{ afrmm_pct: 101 }, "afrmm_pct", percent("AFRMM (% do frete)")],
      [{ afrmm_pct: -1 }, "afrmm_pct", percent("AFRMM (% do frete)")],
      [{ afrmm_pct: "9,65432" }, "afrmm_pct", percent("AFRMM (% do frete)")],
      [{ seguro_pct: "abc" }, "seguro_pct", "Seguro (%): valor inválido. Use o formato 1.234,56."],
      [{ seguro_pct: "1.5.0" }, "seguro_pct", "Seguro (%): valor inválido. Use o formato 1.234,56."],
      // '1.500' is fifteen hundred (pt-BR), not one and a half: past the percentage's range.
      [{ seguro_pct: "1.500" }, "seguro_pct", percent("Seguro (%)")],
      [
        { siscomex_brl_por_adicao: "-1" },
        "siscomex_brl_por_adicao",
        "Taxa Siscomex por adição (R$): informe um número maior ou igual a 0, com até 2 casas decimais. Use o formato 1.234,56.",
      ],
      [
        { transito_dias_padrao: "2,5" },
        "transito_dias_padrao",
        "Trânsito até o desembaraço, demais países (dias): informe um número inteiro de 0 a 365. Ex.: 1.500.",
      ],
      [{ regime_importador: "mei" }, "regime_importador", IMPORTER_REGIME_MESSAGE],
      [
        { frete_usd_por_m3: "90,123" },
        "frete_usd_por_m3",
        "Frete (US$ por m³): informe um número maior ou igual a 0, com até 2 casas decimais. Use o formato 1.234,56.",
      ],
      [{ unidades_por_embarque: 0 }, "unidades_por_embarque", UNITS],
      [{ unidades_por_embarque: 1.5 }, "unidades_por_embarque", UNITS],
      [{ unidades_por_embarque: "1,5" }, "unidades_por_embarque", UNITS],
      [
        { categorias: [{ id_categoria: params.categorias[0]?.id_categoria, ncm: "1234567", ii_pct: 1, ipi_pct: 1 }] },
        "categorias.0.ncm",
        NCM_MESSAGE,
      ],
      [
        { categorias: [{ id_categoria: params.categorias[0]?.id_categoria, ncm: "12345678", ii_pct: 150, ipi_pct: 1 }] },
        "categorias.0.ii_pct",
        percent("II (%)"),
      ],
      [
        { categorias: [{ id_categoria: params.categorias[0]?.id_categoria, ncm: "12345678", ii_pct: 1, ipi_pct: "x" }] },
        "categorias.0.ipi_pct",
        "IPI (%): valor inválido. Use o formato 1.234,56.",
      ],
    ];
    for (const [change, field, message] of cases) {
      const reply = await put(admin, bodyWith(params, change));
      expect(reply.status, JSON.stringify(change)).toBe(400);
      const body = (await reply.json()) as { detail: string; errors: Record<string, string[]> };
      expect(body.errors[field], JSON.stringify(change)).toEqual([message]);
    }
    const unknown = await put(admin, bodyWith(params, { categorias: [{ id_categoria: 99999, ncm: "12345678", ii_pct: 1, ipi_pct: 1 }] }));
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { detail: string }).detail).toBe("Categoria de produto não encontrada (id 99999).");
    const id = params.categorias[0]?.id_categoria;
    const twice = await put(
      admin,
      bodyWith(params, {
        categorias: [
          { id_categoria: id, ncm: "12345678", ii_pct: 1, ipi_pct: 1 },
          { id_categoria: id, ncm: "12345678", ii_pct: 2, ipi_pct: 1 },
        ],
      }),
    );
    expect(twice.status).toBe(400);
    expect(((await twice.json()) as { detail: string }).detail).toBe("Cada categoria pode aparecer apenas uma vez.");
    expect(await fingerprint(t.database.db)).toEqual(before);
    expect((await current(admin)).versao).toBe(1);
  });

  describe("container types", () => {
    const EXAMPLES = [
      { tipo: "20", m3_util: 28, kg_max: 21700, frete_usd: 2500 },
      { tipo: "40", m3_util: 58, kg_max: 26500, frete_usd: 4000 },
      { tipo: "40HC", m3_util: 68, kg_max: 26300, frete_usd: 4300 },
    ];

    it("start with the examples, readable by any signed-in user", async () => {
      expect((await current(buyer)).conteineres).toEqual(EXAMPLES);
    });

    it("a save with conteineres is a new version with them (pt-BR text or numbers, in the order sent); one without keeps them; the history keeps each version's", async () => {
      const first = await current(admin);
      const sent = [
        { tipo: " 40HC ", m3_util: "67,5", kg_max: "26.300", frete_usd: "4.150,50" },
        { tipo: "20", m3_util: 28, kg_max: 21700, frete_usd: 0 },
      ];
      expect((await put(admin, bodyWith(first, { conteineres: sent, versao: first.versao }))).status).toBe(200);
      const second = await current(buyer);
      expect(second).toMatchObject({
        versao: 2,
        conteineres: [
          { tipo: "40HC", m3_util: 67.5, kg_max: 26300, frete_usd: 4150.5 },
          { tipo: "20", m3_util: 28, kg_max: 21700, frete_usd: 0 },
        ],
      });
      const { conteineres: _kept, ...withoutContainers } = bodyWith(second, { seguro_pct: 19 });
      expect((await put(admin, withoutContainers)).status).toBe(200);
      expect((await current(buyer)).conteineres).toEqual(second.conteineres);
      expect((await history()).map((v) => [v.versao, v.conteineres.length])).toEqual([
        [3, 2],
        [2, 2],
        [1, 3],
      ]);
      expect((await history())[2]?.conteineres).toEqual(EXAMPLES);
    });

    it("refuses bad container types with Portuguese messages per field, writing nothing", async () => {
      const params = await current(admin);
      const before = await fingerprint(t.database.db);
      const good = { tipo: "40", m3_util: 58, kg_max: 26500, frete_usd: 4000 };
      const cases: [unknown, string, string][] = [
        [[], "conteineres", CONTAINERS_EMPTY_MESSAGE],
        ["40HC", "conteineres", CONTAINERS_LIST_MESSAGE],
        [[{ ...good, tipo: "   " }], "conteineres.0.tipo", CONTAINER_TYPE_MESSAGE],
        [[{ ...good, tipo: 40 }], "conteineres.0.tipo", CONTAINER_TYPE_MESSAGE],
        [[good, { ...good, tipo: "40hc" }, { ...good, tipo: " 40 " }], "conteineres", DUPLICATE_CONTAINER_MESSAGE],
        [[{ ...good, m3_util: 0 }], "conteineres.0.m3_util", numberRuleMessage(CONTAINER_FIELDS.m3_util)],
        [[{ ...good, m3_util: null }], "conteineres.0.m3_util", numberRuleMessage(CONTAINER_FIELDS.m3_util)],
        [[{ ...good, kg_max: "-1" }], "conteineres.0.kg_max", numberRuleMessage(CONTAINER_FIELDS.kg_max)],
        [[good, { ...good, tipo: "20", frete_usd: -5 }], "conteineres.1.frete_usd", numberRuleMessage(CONTAINER_FIELDS.frete_usd)],
        [[{ ...good, frete_usd: "muito" }], "conteineres.0.frete_usd", "Frete do contêiner (US$): valor inválido. Use o formato 1.234,56."],
      ];
      for (const [conteineres, field, message] of cases) {
        const reply = await put(admin, bodyWith(params, { conteineres }));
        expect(reply.status, JSON.stringify(conteineres)).toBe(400);
        const body = (await reply.json()) as { detail: string; errors: Record<string, string[]> };
        expect(body.errors[field], JSON.stringify(conteineres)).toEqual([message]);
      }
      expect(await fingerprint(t.database.db)).toEqual(before);
    });

    it("only an administrator changes them (403, nothing written); a stale version is a 409 with the containers in force", async () => {
      const loaded = await current(admin);
      const before = await fingerprint(t.database.db);
      const reply = await put(buyer, bodyWith(loaded, { conteineres: [{ tipo: "45HC", m3_util: 86, kg_max: 27600, frete_usd: 5000 }] }));
      expect(reply.status).toBe(403);
      expect(await reply.json()).toEqual({ detail: IMPORT_PARAMS_FORBIDDEN });
      expect(await fingerprint(t.database.db)).toEqual(before);

      expect((await put(admin, bodyWith(loaded, { conteineres: EXAMPLES.slice(0, 1), versao: loaded.versao }))).status).toBe(200);
      const stale = await put(admin, bodyWith(loaded, { conteineres: EXAMPLES, versao: loaded.versao }));
      expect(stale.status).toBe(409);
      expect(((await stale.json()) as { current: ImportParams }).current.conteineres).toEqual(EXAMPLES.slice(0, 1));
    });
  });

  describe("tax regimes, transit and antidumping", () => {
    const R2029 = {
      nome: "2029",
      vigente_de: "2029-01-01",
      vigente_ate: "2029-12-31",
      cbs_pct: "8,8",
      ibs_pct: "1,8",
      icms_pct: "16,2",
      cbs_ibs_cobrados: true,
      ipi_somente_zfm: true,
      imposto_seletivo: true,
      cbs_ibs_na_base_do_icms: true,
    };

    it("a save with regimes is a new version with them, by their start (PIS/COFINS left out are 0); one without keeps them", async () => {
      const first = await current(admin);
      expect((await put(admin, bodyWith(first, { regimes: [R2029, ...first.regimes], versao: first.versao }))).status).toBe(200);
      const second = await current(buyer);
      expect(second.regimes.map((r) => [r.nome, r.icms_pct])).toEqual([
        ["2026", 18],
        ["2027–2028", 18],
        ["2029", 16.2],
      ]);
      expect(second.regimes[2]).toMatchObject({
        pis_pct: 0,
        cofins_pct: 0,
        cbs_pct: 8.8,
        ibs_pct: 1.8,
        estimativa: null,
        cbs_ibs_cobrados: true,
      });
      const { regimes: _kept, transito: _t, antidumping: _a, ...without } = bodyWith(second, { seguro_pct: 1 });
      expect((await put(admin, without)).status).toBe(200);
      const third = await current(buyer);
      expect(third).toMatchObject({ versao: 3, seguro_pct: 1 });
      expect(third.regimes).toEqual(second.regimes);
      expect(third.transito).toEqual(second.transito);
      expect(third.antidumping).toEqual(second.antidumping);
      // The older version keeps its own regimes.
      expect((await history()).map((v) => v.regimes.length)).toEqual([3, 3, 2]);
    });

    it("refuses overlapping vigências with 400 and a message naming both regimes, writing nothing", async () => {
      const params = await current(admin);
      const before = await fingerprint(t.database.db);
      const overlapping = { ...R2029, nome: "2028 revisado", vigente_de: "2028-07-01" };
      const reply = await put(admin, bodyWith(params, { regimes: [...params.regimes, overlapping] }));
      expect(reply.status).toBe(400);
      const body = (await reply.json()) as { detail: string; errors: Record<string, string[]> };
      expect(body.errors["regimes.2.vigente_de"]).toEqual([regimesOverlapMessage("2027–2028", "2028 revisado")]);
      // No start and no end governs every day: it meets any other regime.
      const open = await put(admin, bodyWith(params, { regimes: [{ ...R2029, vigente_de: null, vigente_ate: "" }, params.regimes[1]] }));
      expect(open.status).toBe(400);
      expect(((await open.json()) as { errors: Record<string, string[]> }).errors["regimes.1.vigente_de"]).toEqual([
        regimesOverlapMessage("2029", "2027–2028"),
      ]);
      const cases: [unknown, string, string][] = [
        [[], "regimes", REGIMES_EMPTY_MESSAGE],
        [[{ ...R2029, nome: " " }], "regimes.0.nome", REGIME_NAME_MESSAGE],
        [[{ ...R2029, vigente_de: "2029-02-30" }], "regimes.0.vigente_de", REGIME_DAY_MESSAGE],
        [[{ ...R2029, vigente_ate: "2028-12-31" }], "regimes.0.vigente_ate", REGIME_ORDER_MESSAGE],
        [[{ ...R2029, icms_pct: 100 }], "regimes.0.icms_pct", numberRuleMessage(REGIME_RATE_FIELDS.icms_pct)],
        [[{ ...R2029, icms_pct: undefined }], "regimes.0.icms_pct", numberRuleMessage(REGIME_RATE_FIELDS.icms_pct)],
        [[{ ...R2029, cbs_pct: "abc" }], "regimes.0.cbs_pct", "CBS (%): valor inválido. Use o formato 1.234,56."],
      ];
      for (const [regimes, field, message] of cases) {
        const refused = await put(admin, bodyWith(params, { regimes }));
        expect(refused.status, JSON.stringify(regimes)).toBe(400);
        expect(((await refused.json()) as { errors: Record<string, string[]> }).errors[field], JSON.stringify(regimes)).toEqual([message]);
      }
      expect(await fingerprint(t.database.db)).toEqual(before);
      expect((await current(admin)).versao).toBe(1);
    });

    it("keeps transit per country (codes read in lower case) and the default; refuses a repeated or bad country", async () => {
      const params = await current(admin);
      const sent = [
        { cod_pais: "CN", dias: "45" },
        { cod_pais: "br", dias: 0 },
      ];
      expect((await put(admin, bodyWith(params, { transito: sent, transito_dias_padrao: "35" }))).status).toBe(200);
      expect(await current(buyer)).toMatchObject({
        transito: [
          { cod_pais: "br", dias: 0 },
          { cod_pais: "cn", dias: 45 },
        ],
        transito_dias_padrao: 35,
      });
      const before = await fingerprint(t.database.db);
      const cases: [unknown, string, string][] = [
        [
          [
            { cod_pais: "cn", dias: 1 },
            { cod_pais: " CN ", dias: 2 },
          ],
          "transito",
          DUPLICATE_TRANSIT_MESSAGE,
        ],
        [[{ cod_pais: "chn", dias: 1 }], "transito.0.cod_pais", TRANSIT_COUNTRY_MESSAGE],
        [[{ cod_pais: "cn", dias: 366 }], "transito.0.dias", numberRuleMessage(TRANSIT_RULE)],
        [[{ cod_pais: "cn", dias: "1,5" }], "transito.0.dias", numberRuleMessage(TRANSIT_RULE)],
      ];
      for (const [transito, field, message] of cases) {
        const refused = await put(admin, bodyWith(params, { transito }));
        expect(refused.status, JSON.stringify(transito)).toBe(400);
        expect(((await refused.json()) as { errors: Record<string, string[]> }).errors[field], JSON.stringify(transito)).toEqual([message]);
      }
      expect(await fingerprint(t.database.db)).toEqual(before);
    });

    it("keeps antidumping measures as sent (NCM digits only, value exact) and refuses bad ones per field, writing nothing", async () => {
      const params = await current(admin);
      const measure = {
        ncm_prefixo: "7323.93",
        cod_pais: "CN",
        descricao: "Utensílios de aço inoxidável",
        tipo: "pct",
        valor: "12,5",
        resolucao: "Resolução GECEX nº 1/2026",
        vigente_de: "2026-01-01",
        vigente_ate: null,
      };
      expect((await put(admin, bodyWith(params, { antidumping: [...params.antidumping, measure] }))).status).toBe(200);
      expect((await current(buyer)).antidumping[1]).toEqual({ ...measure, ncm_prefixo: "732393", cod_pais: "cn", valor: 12.5 });
      const saved = await current(admin);
      const before = await fingerprint(t.database.db);
      const cases: [Record<string, unknown>, string, string][] = [
        [{ ncm_prefixo: "7" }, "antidumping.0.ncm_prefixo", ANTIDUMPING_NCM_MESSAGE],
        [{ ncm_prefixo: "732393001" }, "antidumping.0.ncm_prefixo", ANTIDUMPING_NCM_MESSAGE],
        [{ cod_pais: "china" }, "antidumping.0.cod_pais", ANTIDUMPING_COUNTRY_MESSAGE],
        [{ descricao: "" }, "antidumping.0.descricao", ANTIDUMPING_TEXT_MESSAGE],
        [{ resolucao: "x".repeat(201) }, "antidumping.0.resolucao", ANTIDUMPING_TEXT_MESSAGE],
        [{ tipo: "brl_kg" }, "antidumping.0.tipo", ANTIDUMPING_KIND_MESSAGE],
        [{ valor: 0 }, "antidumping.0.valor", numberRuleMessage(ANTIDUMPING_VALUE_RULE)],
        [{ vigente_ate: "31/12/2030" }, "antidumping.0.vigente_ate", ANTIDUMPING_DAY_MESSAGE],
      ];
      for (const [change, field, message] of cases) {
        const refused = await put(admin, bodyWith(saved, { antidumping: [{ ...measure, ...change }] }));
        expect(refused.status, JSON.stringify(change)).toBe(400);
        expect(((await refused.json()) as { errors: Record<string, string[]> }).errors[field], JSON.stringify(change)).toEqual([message]);
      }
      expect(await fingerprint(t.database.db)).toEqual(before);
      // An empty list removes every measure.
      expect((await put(admin, bodyWith(saved, { antidumping: [] }))).status).toBe(200);
      expect((await current(buyer)).antidumping).toEqual([]);
    });

    it("keeps a category's IS %, 0 when left out", async () => {
      const params = await current(admin);
      const tools = await productCategoryId(t.database.db, "Ferramentas");
      const toys = await productCategoryId(t.database.db, "Brinquedos");
      const categorias = [
        { id_categoria: tools, ncm: "82041100", ii_pct: 18, ipi_pct: 3.25, is_pct: "2,5" },
        { id_categoria: toys, ncm: "95030099", ii_pct: 20, ipi_pct: 0 },
      ];
      expect((await put(admin, bodyWith(params, { categorias }))).status).toBe(200);
      const saved = await current(buyer);
      expect(saved.categorias.find((c) => c.id_categoria === tools)?.is_pct).toBe(2.5);
      expect(saved.categorias.find((c) => c.id_categoria === toys)?.is_pct).toBe(0);
    });
  });

  // Optimistic concurrency (docs/decisions/0057-import-params-optimistic-concurrency.md): two administrators
  // saving from the same version cannot silently revert each other; a client that names no version saves as before.
  const history = async () => {
    const reply = await t.request("/api/import-params/versions/", { token: admin });
    return importParamsVersionsReplySchema.parse(await reply.json()).results;
  };

  it("a save from the version in force is a new version; one from an older version is a 409 with the parameters now, writing nothing", async () => {
    const loaded = await current(admin);
    const saved = await put(admin, bodyWith(loaded, { seguro_pct: 2.5, versao: loaded.versao }));
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ detail: "Parâmetros de importação salvos!", versao: loaded.versao + 1 });

    const now = await current(admin);
    const versionsBefore = await history();
    const before = await fingerprint(t.database.db);
    const stale = await put(admin, bodyWith(loaded, { afrmm_pct: 10, versao: loaded.versao }));
    expect(stale.status).toBe(409);
    expect(await stale.json()).toEqual({ detail: STALE_VERSION_MESSAGE, current: now });
    expect(now).toMatchObject({ versao: loaded.versao + 1, seguro_pct: 2.5, afrmm_pct: 8 });
    expect(await history()).toEqual(versionsBefore);
    expect(await fingerprint(t.database.db)).toEqual(before);

    // A version that never existed is as stale as an old one.
    expect((await put(admin, bodyWith(now, { versao: now.versao + 5 }))).status).toBe(409);
  });

  it("without versao a save still overwrites whatever is in force (clients that send no version)", async () => {
    const loaded = await current(admin);
    expect((await put(admin, bodyWith(loaded, { afrmm_pct: 19 }))).status).toBe(200);
    const reply = await put(admin, bodyWith(loaded, { seguro_pct: 1 }));
    expect(reply.status).toBe(200);
    expect(await current(admin)).toMatchObject({ versao: loaded.versao + 2, afrmm_pct: 8, seguro_pct: 1 });
  });

  it("two saves from the same version at once: exactly one is saved, the other is a 409", async () => {
    const loaded = await current(admin);
    const replies = await Promise.all([20, 21].map((afrmm) => put(admin, bodyWith(loaded, { afrmm_pct: afrmm, versao: loaded.versao }))));
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = replies.findIndex((r) => r.status === 200);
    const now = await current(admin);
    expect(now).toMatchObject({ versao: loaded.versao + 1, afrmm_pct: [20, 21][winner] });
    expect((await history()).map((v) => v.versao)).toEqual([loaded.versao + 1, loaded.versao]);
  });

  it("refuses a versao that is not a version with a Portuguese message, writing nothing", async () => {
    const loaded = await current(admin);
    const before = await fingerprint(t.database.db);
    for (const versao of ["abc", 0, -1, 1.5, true]) {
      const reply = await put(admin, bodyWith(loaded, { versao }));
      expect(reply.status, JSON.stringify(versao)).toBe(400);
      const body = (await reply.json()) as { errors: Record<string, string[]> };
      expect(body.errors.versao, JSON.stringify(versao)).toEqual(["Versão inválida: recarregue a página."]);
    }
    expect(await fingerprint(t.database.db)).toEqual(before);
  });
});
