import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { importParamsSchema } from "../../contract/import-params.ts";
import { NCM_MESSAGE } from "../../contract/import-params.ts";
import { type ProductDetail, productDetailListReplySchema, productListReplySchema, quoteHistoryReplySchema } from "../../contract/products.ts";
import { createTestApi, drivers, type TestApi } from "../support/api.ts";
import { clearProducts, insertProducts, someSupplierIds } from "../support/products.ts";

// The worked example of docs/landed-cost.md through the API: a 'Utilidades Domésticas' product (examples: II 18 %,
// IPI 6,5 %) of 0,1 m³ and 2,5 kg quoted at US$ 10,00; the tests' rates are offline, so USD→BRL is the default 5.
describe.each(drivers)("custo posto no detalhe do produto (%s)", (driver) => {
  let t: TestApi;
  let token: string;
  let admin: string;
  let productId: number;
  let supplierIds: number[];
  beforeEach(async () => {
    t = await createTestApi(driver);
    token = (await t.login("sourcing@demo.local")).access;
    admin = (await t.login("admin@demo.local")).access;
    await clearProducts(t.database.db);
    supplierIds = await someSupplierIds(t.database.db, 2);
    const ids = await insertProducts(t.database.db, [
      { nome: "Garrafa", categoria: "Utilidades Domésticas", quotes: [[supplierIds[0] as number, "10.00"], [supplierIds[1] as number, "0"]] },
    ]);
    productId = ids.Garrafa as number;
  });
  afterEach(async () => {
    await t.close();
  });

  const detail = async (): Promise<ProductDetail> => {
    const reply = await t.request(`/api/products/?id=${productId}`, { token });
    expect(reply.status).toBe(200);
    const [product] = productDetailListReplySchema.parse(await reply.json()).results;
    if (!product) throw new Error("produto ausente");
    return product;
  };
  const alter = (changes: Record<string, unknown>) => t.request("/api/products/alter/", { method: "PUT", token, json: { id: productId, nome: "Garrafa", id_categoria: categoryId, unidade_medida: "peça", ...changes } });
  let categoryId = 0;
  beforeEach(async () => {
    categoryId = (await detail()).id_categoria;
  });

  it("each supplier carries its landed cost, the breakdown, the rate and the parameters' version", async () => {
    expect((await alter({ cubagem: "0.1", peso: "2.5" })).status).toBe(200);
    const product = await detail();
    expect(product).toMatchObject({ ncm: null, ii_pct: null, ipi_pct: null });
    const quoted = product.suppliers.find((s) => s.id === supplierIds[0]);
    expect(quoted).toMatchObject({
      cotacao: 10,
      custo_posto_brl: 168.05,
      custo_posto_incompleto: false,
      custo_posto: {
        fob_usd: 10,
        frete_usd: 9,
        seguro_usd: 0.1,
        valor_aduaneiro_brl: 95.48,
        ii_brl: 17.19,
        ipi_brl: 7.32,
        pis_brl: 2,
        cofins_brl: 9.21,
        afrmm_brl: 3.6,
        despesas_brl: 3,
        icms_brl: 30.25,
        total_brl: 168.05,
        usd_brl: 5,
        versao_parametros: 1,
        ncm: "73239300",
        ii_pct: 18,
        ipi_pct: 6.5,
      },
    });
    // The list keeps the spec's shape: no landed cost there.
    const list = productListReplySchema.parse(await (await t.request("/api/products/", { token })).json());
    expect(list.results[0]?.suppliers[0]).not.toHaveProperty("custo_posto_brl");
  });

  it("each row of the quote history carries its landed cost at the rate recorded with it", async () => {
    expect((await alter({ cubagem: "0.1", peso: "2.5" })).status).toBe(200);
    // A quote saved through the API records the rate in force (offline: none, so today's default 5 applies).
    expect((await alter({ suppliers: [{ id: supplierIds[0], cotacao: "20.00" }] })).status).toBe(200);
    const reply = await t.request(`/api/products/quotes/history/?product_id=${productId}&supplier_id=${supplierIds[0]}`, { token });
    expect(reply.status).toBe(200);
    const rows = quoteHistoryReplySchema.parse(await reply.json()).results;
    const current = (await detail()).suppliers.find((s) => s.id === supplierIds[0]);
    expect(rows[0]?.cotacao_usd).toBe(20);
    expect(rows[0]?.custo_posto_brl).toBe(current?.custo_posto_brl);
    // Recorded at the same rate, 10 → 20 USD adds the FOB's own share of each tax: more than 50 reais.
    expect((rows[0]?.custo_posto_brl ?? 0) - 168.05).toBeGreaterThan(50);
  });

  it("without volume and weight the figure is flagged incomplete", async () => {
    const quoted = (await detail()).suppliers.find((s) => s.id === supplierIds[0]);
    expect(quoted?.custo_posto_incompleto).toBe(true);
    expect(quoted?.custo_posto.frete_usd).toBe(0);
  });

  it("a product's own NCM, II and IPI override its category's; null clears them; left out keeps them", async () => {
    expect((await alter({ cubagem: "0.1", peso: "2.5", ncm: "7323.93.00", ii_pct: "0", ipi_pct: 0 })).status).toBe(200);
    let product = await detail();
    expect(product).toMatchObject({ ncm: "73239300", ii_pct: 0, ipi_pct: 0 });
    let quoted = product.suppliers.find((s) => s.id === supplierIds[0]);
    expect(quoted?.custo_posto).toMatchObject({ ii_pct: 0, ipi_pct: 0, ii_brl: 0, ipi_brl: 0 });
    // 95,475 + 2,004975 + 9,2133375 + 3,6 + 3 = 113,2933125; ÷ 0,82 = 138,1625762…
    expect(quoted?.custo_posto_brl).toBe(138.16);
    // A spec section 7 save without the new fields keeps them.
    expect((await alter({ descricao: "Inox" })).status).toBe(200);
    expect(await detail()).toMatchObject({ ncm: "73239300", ii_pct: 0, ipi_pct: 0, descricao: "Inox" });
    expect((await alter({ ncm: null, ii_pct: "", ipi_pct: null })).status).toBe(200);
    product = await detail();
    expect(product).toMatchObject({ ncm: null, ii_pct: null, ipi_pct: null });
    quoted = product.suppliers.find((s) => s.id === supplierIds[0]);
    expect(quoted?.custo_posto_brl).toBe(168.05);

    for (const [change, field, message] of [
      [{ ncm: "123" }, "ncm", NCM_MESSAGE],
      [{ ii_pct: 100.5 }, "ii_pct", "II (%): informe um número de 0 a 100, com até 4 casas decimais. Use o formato 1.234,56."],
      [{ ii_pct: "1.000" }, "ii_pct", "II (%): informe um número de 0 a 100, com até 4 casas decimais. Use o formato 1.234,56."],
      [{ ipi_pct: "x" }, "ipi_pct", "IPI (%): valor inválido. Use o formato 1.234,56."],
    ] as const) {
      const reply = await alter(change);
      expect(reply.status).toBe(400);
      expect(((await reply.json()) as { errors: Record<string, string[]> }).errors[field]).toEqual([message]);
    }
  });

  it("a new version of the parameters moves the figure and is named in the breakdown", async () => {
    expect((await alter({ cubagem: "0.1", peso: "2.5" })).status).toBe(200);
    const params = importParamsSchema.parse(await (await t.request("/api/import-params/", { token })).json());
    const { versao: _v, alterado_em: _a, alterado_por: _p, ...body } = params;
    expect((await t.request("/api/import-params/", { method: "PUT", token: admin, json: { ...body, icms_pct: 20 } })).status).toBe(200);
    const quoted = (await detail()).suppliers.find((s) => s.id === supplierIds[0]);
    expect(quoted?.custo_posto).toMatchObject({ versao_parametros: 2, total_brl: 172.25 });
  });
});
