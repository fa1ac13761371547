import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ImportParams, importParamsSchema } from "#contract/landed-cost/import-params.ts";
import { productSchema } from "#contract/products/products.ts";
import { STALE_VERSION_MESSAGE } from "#contract/shared/versions.ts";
import { packingFormValues } from "#app/lib/forms/packing.ts";
import { createTestApi, drivers, type TestApi } from "#tests/support/api.ts";
import { loaderArgs, signedInContext } from "#tests/support/web.ts";

// Two people editing the same record through the screens (ADR 0035): the second save comes back as a 409 with
// a notice listing what the first one saved, the form keeps what the second typed, and its version moves on.
type ActionReply = {
  data: { conflict: { version: number; changes: { label: string; value: string }[] } | null };
  init: { status: number };
};

interface Screen {
  name: string;
  route: () => Promise<{ action: unknown }>;
  url: (id: number) => string;
  detail: (id: number) => string;
  alter: string;
  /** The edit form's fields for the record, with `text` in its main text field. */
  form: (record: Record<string, unknown>, text: string) => Record<string, string>;
  /** The API save the other person makes. */
  save: (record: Record<string, unknown>, text: string) => Record<string, unknown>;
  label: string;
}

const screens: Screen[] = [
  {
    name: "fornecedor",
    route: () => import("#app/routes/suppliers.detail.tsx"),
    url: (id) => `http://localhost/suppliers/${id}`,
    detail: (id) => `/api/suppliers/?id=${id}`,
    alter: "/api/suppliers/alter/",
    form: (r, text) => ({
      intent: "update",
      id: String(r.supplier_id),
      nome: text,
      id_tiposupplier: String(r.supplier_id_tipo),
      id_segmento: String(r.supplier_id_segmento),
      id_source: String(r.supplier_id_source),
      codpais: String(r.supplier_cod_pais),
      contato_nome: String(r.contato_nome),
      contato_telefone: String(r.contato_telefone),
      contato_email: String(r.contato_email),
      contato_wechat: String(r.contato_wechat),
      contato_website: String(r.contato_website),
      contato_endereco: String(r.contato_endereco),
      ...(r.supplier_blacklisted === 1 ? { blacklisted: "on" } : {}),
    }),
    save: (r, text) => ({
      id: r.supplier_id,
      nome: text,
      id_tiposupplier: r.supplier_id_tipo,
      id_segmento: r.supplier_id_segmento,
      id_source: r.supplier_id_source,
      codpais: r.supplier_cod_pais,
      blacklisted: r.supplier_blacklisted === 1,
      contato_nome: r.contato_nome,
      contato_telefone: r.contato_telefone,
      contato_email: r.contato_email,
      contato_wechat: r.contato_wechat,
      contato_website: r.contato_website,
      contato_endereco: r.contato_endereco,
    }),
    label: "Nome do supplier",
  },
  {
    name: "sourcing",
    route: () => import("#app/routes/sourcings.detail.tsx"),
    url: (id) => `http://localhost/sourcings/${id}`,
    detail: (id) => `/api/sourcings/?id=${id}`,
    alter: "/api/sourcings/alter/",
    form: (r, text) => ({
      intent: "update",
      id: String(r.sourcing_id),
      descricao: text,
      id_categoria: String(r.sourcing_id_categoria),
      budget: (r.sourcing_budget as number).toFixed(2).replace(".", ","),
      id_responsavel: String(r.sourcing_id_responsavel),
      id_comercial: r.sourcing_id_comercial === null ? "" : String(r.sourcing_id_comercial),
      dt_estimado: (r.sourcing_dt_estimado as string | null) ?? "",
    }),
    save: (r, text) => ({
      id: r.sourcing_id,
      descricao: text,
      id_categoria: r.sourcing_id_categoria,
      id_responsavel: r.sourcing_id_responsavel,
      id_comercial: r.sourcing_id_comercial,
      budget: r.sourcing_budget,
      dt_estimado: r.sourcing_dt_estimado,
    }),
    label: "Descrição",
  },
  {
    name: "produto",
    route: () => import("#app/routes/products.detail.tsx"),
    url: (id) => `http://localhost/products/${id}`,
    detail: (id) => `/api/products/?id=${id}`,
    alter: "/api/products/alter/",
    form: (r, text) => ({
      intent: "update",
      nome: text,
      descricao: String(r.descricao),
      id_categoria: String(r.id_categoria),
      unidade_medida: String(r.unidade_medida),
      cubagem: String(r.cubagem),
      peso: String(r.peso),
      // The carton as the page prefills it (the demo products have one).
      ...packingFormValues(productSchema.parse(r)),
    }),
    save: (r, text) => ({
      id: r.id,
      nome: text,
      descricao: r.descricao,
      id_categoria: r.id_categoria,
      unidade_medida: r.unidade_medida,
      cubagem: String(r.cubagem),
      peso: String(r.peso),
    }),
    label: "Nome",
  },
];

describe.each(drivers)("edição concorrente pelas telas (%s)", (driver) => {
  let t: TestApi;
  let token: string;
  beforeAll(async () => {
    t = await createTestApi(driver);
    token = (await t.login("admin@demo.local")).access;
  });
  afterAll(async () => {
    await t.close();
  });

  const record = async (screen: Screen, id: number) =>
    (((await (await t.request(screen.detail(id), { token })).json()) as { results: Record<string, unknown>[] }).results[0] ?? {}) as Record<
      string,
      unknown
    >;

  /** Posts `fields` to the action of `route` at `url`, as `email` signed in: its reply (or what it threw) and toast. */
  const post = async (
    route: () => Promise<{ action: unknown }>,
    url: string,
    params: Record<string, string>,
    fields: Record<string, string>,
    email: string,
  ) => {
    const { action } = await route();
    const { context, session } = await signedInContext(t, email);
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    const args = { ...loaderArgs(context, url, params), request: new Request(url, { method: "POST", body: form }) };
    const reply = await (action as (a: never) => Promise<unknown>)(args as never).catch((e: unknown) => e);
    return { reply, toast: session.takeToast() };
  };
  const submit = (screen: Screen, id: number, fields: Record<string, string>) =>
    post(screen.route, screen.url(id), { id: String(id) }, fields, "sourcing@demo.local");

  it.each(screens)("$name: the second save gets a 409, the notice with what the first saved, and the newer version", async (screen) => {
    const loaded = await record(screen, 2);
    const version = loaded.version as number;
    // Ana saves through the API while Bruno has the form open at `version`.
    expect(
      (await t.request(screen.alter, { method: "PUT", json: { ...screen.save(loaded, "Salvo por Ana"), version }, token })).status,
    ).toBe(200);

    const { reply, toast } = await submit(screen, 2, { ...screen.form(loaded, "Salvo por Bruno"), version: String(version) });
    const { data, init } = reply as ActionReply;
    expect(init.status).toBe(409);
    expect(toast).toEqual(expect.objectContaining({ title: "Erro", description: STALE_VERSION_MESSAGE }));
    expect(data.conflict).toEqual({ version: version + 1, changes: [{ label: screen.label, value: "Salvo por Ana" }] });
    const now = await record(screen, 2);
    expect(now.version).toBe(version + 1);

    // Saving again from the version the notice carries applies Bruno's values on purpose.
    const again = await submit(screen, 2, { ...screen.form(loaded, "Salvo por Bruno"), version: String(version + 1) });
    expect((again.reply as Response).status).toBe(302);
    expect((await record(screen, 2)).version).toBe(version + 2);
  });

  // The import parameters (docs/decisions/0057-import-params-optimistic-concurrency.md): one long form of numbers
  // and per-category rows, posted by an administrator.
  const importParamsPage = () => import("#app/routes/settings.import.tsx");
  const saveImportParams = (fields: Record<string, string>) =>
    post(importParamsPage, "http://localhost/settings/import", {}, fields, "admin@demo.local");
  const current = async () => importParamsSchema.parse(await (await t.request("/api/import-params/", { token })).json());

  /** The page's form as loaded from `params` (numbers as typed: "0.40" stays as someone may type it), with changes. */
  const form = (params: ImportParams, changes: Record<string, string>) => {
    const fields: Record<string, string> = {
      intent: "save",
      versao: String(params.versao),
      frete_usd_por_m3: params.frete_usd_por_m3.toFixed(2),
      frete_usd_por_kg: params.frete_usd_por_kg.toFixed(2),
      seguro_pct: String(params.seguro_pct),
      afrmm_pct: String(params.afrmm_pct),
      despesas_brl_por_embarque: String(params.despesas_brl_por_embarque),
      siscomex_brl_por_declaracao: String(params.siscomex_brl_por_declaracao),
      siscomex_brl_por_adicao: String(params.siscomex_brl_por_adicao),
      unidades_por_embarque: String(params.unidades_por_embarque),
      transito_dias_padrao: String(params.transito_dias_padrao),
      regime_importador: params.regime_importador,
    };
    // Each list as the page's rows (a ticked box: "on"; an unticked one, an empty date: nothing sent).
    const rows = (list: string, items: Record<string, unknown>[]) =>
      items.forEach((item, i) => {
        for (const [name, value] of Object.entries(item)) {
          if (value === null || value === false) continue;
          fields[`${list}[${i}].${name}`] = value === true ? "on" : String(value);
        }
      });
    rows("regimes", params.regimes);
    rows("transito", params.transito);
    rows("antidumping", params.antidumping);
    params.categorias.forEach((c, i) => {
      fields[`categorias[${i}].id_categoria`] = String(c.id_categoria);
      fields[`categorias[${i}].ncm`] = c.ncm ?? "";
      fields[`categorias[${i}].ii_pct`] = String(c.ii_pct);
      fields[`categorias[${i}].ipi_pct`] = String(c.ipi_pct);
      fields[`categorias[${i}].is_pct`] = String(c.is_pct);
    });
    params.conteineres.forEach((c, i) => {
      fields[`conteineres[${i}].tipo`] = c.tipo;
      fields[`conteineres[${i}].m3_util`] = String(c.m3_util);
      fields[`conteineres[${i}].kg_max`] = String(c.kg_max);
      fields[`conteineres[${i}].frete_usd`] = String(c.frete_usd);
    });
    return { ...fields, ...changes };
  };

  it("parâmetros de importação: the second save is a 409 listing what the first saved differently, then saves on purpose from the newer version", async () => {
    const loaded = await current();
    const index = loaded.categorias.findIndex((c) => c.nome === "Vestuário");
    const vestuario = loaded.categorias[index];
    if (!vestuario) throw new Error("categoria Vestuário ausente");
    // Ana saves the AFRMM, the shipment costs, Vestuário's NCM and IPI, the 40HC's freight, the 2027 ICMS and China's
    // transit through the API, from the same version, and adds a container type and a regime.
    const { versao, alterado_em: _a, alterado_por: _p, ...values } = loaded;
    const r2029 = { ...values.regimes[1]!, nome: "2029", vigente_de: "2029-01-01", vigente_ate: null, estimativa: null };
    const ana = {
      ...values,
      afrmm_pct: 7,
      regimes: [...values.regimes.map((r) => (r.nome === "2027–2028" ? { ...r, icms_pct: 17 } : r)), r2029],
      transito: values.transito.map((c) => (c.cod_pais === "cn" ? { ...c, dias: 45 } : c)),
      despesas_brl_por_embarque: 3500.5,
      categorias: [{ ...vestuario, ncm: "6109.90.00", ipi_pct: 2.5 }],
      conteineres: [
        ...values.conteineres.map((c) => (c.tipo === "40HC" ? { ...c, frete_usd: 4600 } : c)),
        { tipo: "45HC", m3_util: 76, kg_max: 28000, frete_usd: 5000 },
      ],
      versao,
    };
    expect((await t.request("/api/import-params/", { method: "PUT", json: ana, token })).status).toBe(200);

    // Bruno changed the AFRMM to the value Ana saved (not listed: saving changes nothing there) and the insurance
    // (listed, as every field saving would overwrite). "0.40" typed where 0.4 is saved is the same value: not listed.
    const bruno = form(loaded, { afrmm_pct: "7", seguro_pct: "0,6" });
    const { reply, toast } = await saveImportParams(bruno);
    const { data, init } = reply as ActionReply;
    expect(init.status).toBe(409);
    expect(toast).toEqual(expect.objectContaining({ title: "Erro", description: STALE_VERSION_MESSAGE }));
    expect(data.conflict).toEqual({
      version: versao + 1,
      changes: [
        { label: "Seguro (%)", value: "0,5\u00a0%" },
        { label: "Despesas por embarque (R$)", value: "R$\u00a03.500,50" },
        { label: "NCM (Vestuário)", value: "6109.90.00" },
        { label: "IPI % (Vestuário)", value: "2,5\u00a0%" },
        { label: "Frete do contêiner 40HC (US$)", value: "$\u00a04.600,00" },
        { label: "Contêiner 45HC", value: "76\u00a0m³, 28.000\u00a0kg, $\u00a05.000,00" },
        { label: "ICMS % do regime 2027–2028", value: "17\u00a0%" },
        { label: "Regime 2029", value: expect.stringMatching(/^01\/01\/2029, sem fim, PIS 0\u00a0%/) as unknown as string },
        { label: "Dias do trânsito de China (cn)", value: "45 dias" },
      ],
    });
    expect((await current()).versao).toBe(versao + 1);

    // Saving again from the version the notice carries applies Bruno's whole form: Ana's other values give way, on purpose.
    const again = await saveImportParams({ ...bruno, versao: String(versao + 1) });
    expect((again.reply as Response).status).toBe(302);
    const now = await current();
    expect(now).toMatchObject({
      versao: versao + 2,
      afrmm_pct: 7,
      seguro_pct: 0.6,
      despesas_brl_por_embarque: loaded.despesas_brl_por_embarque,
    });
    expect(now.regimes).toEqual(loaded.regimes);
    expect(now.transito).toEqual(loaded.transito);
    expect(now.categorias[index]).toMatchObject({ ncm: vestuario.ncm, ipi_pct: vestuario.ipi_pct });
    expect(now.conteineres).toEqual(loaded.conteineres);
  });
});
