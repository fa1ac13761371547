import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { addDays } from "#contract/time/calendar-days.ts";
import { saoPauloDay } from "#contract/time/days.ts";
import { EXAMPLE_REGIMES, importParamsSchema, NCM_MESSAGE, regimeOn } from "#contract/landed-cost/import-params.ts";
import { numberRuleMessage } from "#contract/numbers/numbers.ts";
import { PACKING_FIELDS } from "#contract/products/packing.ts";
import {
  type ProductDetail,
  productDetailListReplySchema,
  productListReplySchema,
  type ProductSupplierDetail,
  quoteHistoryReplySchema,
} from "#contract/products/products.ts";
import { productCategories, products, productSupplierQuotes, productSuppliers } from "#server/db/schema.ts";
import { activityCount, newestSaid, readActivity, said } from "#tests/support/activity.ts";
import { createTestApi, drivers, type TestApi } from "#tests/support/api.ts";
import { clearProducts, insertProducts, someSupplierIds, supplierIdsIn } from "#tests/support/products.ts";

// docs/landed-cost.md through the API. The tests' rates are offline, so USD→BRL is the default 5; the parameters are
// the examples. A 'Utilidades Domésticas' product (II 18 %, IPI 6,5 %) of 0,1 m³ and 0,35 kg per unit.
describe.each(drivers)("custo posto no detalhe do produto (%s)", (driver) => {
  let t: TestApi;
  let token: string;
  let admin: string;
  let productId: number;
  let categoryId = 0;
  let supplierIds: number[];
  let brazilian: number;
  const s = (i: number) => supplierIds[i] as number;

  beforeEach(async () => {
    t = await createTestApi(driver);
    token = (await t.login("sourcing@demo.local")).access;
    admin = (await t.login("admin@demo.local")).access;
    await clearProducts(t.database.db);
    supplierIds = await someSupplierIds(t.database.db, 9);
    [brazilian] = (await supplierIdsIn(t.database.db, "br", 1)) as [number];
    const ids = await insertProducts(t.database.db, [
      {
        nome: "Garrafa",
        categoria: "Utilidades Domésticas",
        cubagem: "0.1",
        peso: "0.35",
        quotes: [
          [s(0), "10.00"],
          [s(1), "0"],
        ],
      },
    ]);
    productId = ids.Garrafa as number;
    categoryId = (await detail()).id_categoria;
  });
  afterEach(async () => {
    await t.close();
  });

  /** The detail with every figure for a clearance in December 2026 (the 2026 regime) unless another day is given. */
  async function detail(desembaraco = "2026-12-15"): Promise<ProductDetail> {
    const reply = await t.request(`/api/products/?id=${productId}&desembaraco=${desembaraco}`, { token });
    expect(reply.status).toBe(200);
    const [product] = productDetailListReplySchema.parse(await reply.json()).results;
    if (!product) throw new Error("produto ausente");
    return product;
  }
  const supplier = async (id: number): Promise<ProductSupplierDetail> => {
    const found = (await detail()).suppliers.find((entry) => entry.id === id);
    if (!found) throw new Error(`supplier ${id} ausente`);
    return found;
  };
  const alter = (changes: Record<string, unknown>) =>
    t.request("/api/products/alter/", {
      method: "PUT",
      token,
      json: { id: productId, nome: "Garrafa", id_categoria: categoryId, unidade_medida: "peça", ...changes },
    });
  const errorsOf = async (reply: Response) => {
    expect(reply.status).toBe(400);
    return ((await reply.json()) as { errors: Record<string, string[]> }).errors;
  };
  /** The bottle's master carton on the product: 24 units, 0,085 m³, 12 kg (freight 7,65 ÷ 24 = US$ 0,31875 a unit). */
  const BOTTLE_CARTON = { unidades_por_caixa: "24", caixa_cubagem_m3: "0,085", caixa_peso_kg: "12" };

  describe("the unit's own measures ('sem embalagem')", () => {
    it("each supplier carries its landed cost, the breakdown, the rate and the parameters' version (the earlier worked example)", async () => {
      expect((await alter({ peso: "2.5" })).status).toBe(200);
      const product = await detail();
      expect(product).toMatchObject({
        ncm: null,
        ii_pct: null,
        ipi_pct: null,
        unidades_por_caixa: null,
        caixa_cubagem_m3: null,
        caixa_peso_kg: null,
      });
      expect(product.suppliers.find((entry) => entry.id === s(0))).toMatchObject({
        cotacao: 10,
        cod_pais: "cn",
        unidades_por_caixa: null,
        custo_posto_brl: 168.24,
        custo_posto_incompleto: false,
        custo_posto: {
          base: "importacao",
          incoterm: "FOB",
          incoterm_informado: false,
          preco_usd: 10,
          preco_brl: 50,
          frete_usd: 9,
          frete_no_preco: false,
          frete_estimado_usd: 9,
          seguro_usd: 0.1,
          seguro_no_preco: false,
          valor_aduaneiro_brl: 95.48,
          ii_brl: 17.19,
          ipi_brl: 7.32,
          pis_brl: 2,
          cofins_brl: 9.21,
          siscomex_brl: 0.15,
          afrmm_brl: 3.6,
          despesas_brl: 3,
          icms_brl: 30.28,
          total_brl: 168.24,
          incompleto: false,
          desembaraco: "2026-12-15",
          desembaraco_escolhido: true,
          regime: { nome: "2026", pis_pct: 2.1, cofins_pct: 9.65, cbs_pct: 0.9, ibs_pct: 0.1, icms_pct: 18, fora_da_vigencia: false },
          importador: "lucro_real",
          embalagem: "sem_embalagem",
          usd_brl: 5,
          versao_parametros: 1,
          ncm: "73239300",
          ii_pct: 18,
          ipi_pct: 6.5,
        },
      });
      // The list keeps the specification's shape: no landed cost there, but the cartons.
      const list = productListReplySchema.parse(await (await t.request("/api/products/", { token })).json());
      expect(list.results[0]?.suppliers[0]).not.toHaveProperty("custo_posto_brl");
      expect(list.results[0]).toMatchObject({ unidades_por_caixa: null, caixa_cubagem_m3: null, caixa_peso_kg: null });
    });

    it("without volume, weight or carton the figure is flagged incomplete ('sem cubagem/peso')", async () => {
      expect((await alter({ cubagem: "0", peso: "0" })).status).toBe(200);
      const quoted = await supplier(s(0));
      expect(quoted.custo_posto_incompleto).toBe(true);
      expect(quoted.custo_posto).toMatchObject({ frete_usd: 0, afrmm_brl: 0, embalagem: "sem_medidas", incompleto: true });
    });
  });

  describe("the quote's incoterm decides what its price contains", () => {
    beforeEach(async () => {
      expect((await alter(BOTTLE_CARTON)).status).toBe(200);
    });

    it("each incoterm, and none (read as FOB), with the example figures of docs/landed-cost.md", async () => {
      const quotes = [
        { id: s(0), cotacao: "3.20", incoterm: "FOB" },
        { id: s(1), cotacao: "3.20", incoterm: "EXW" },
        { id: s(2), cotacao: "3.20", incoterm: "fca" },
        { id: s(3), cotacao: "3.20" },
        { id: s(4), cotacao: "3.52", incoterm: "CFR" },
        { id: s(5), cotacao: "3.55", incoterm: "CIF" },
        { id: s(6), cotacao: "3.70", incoterm: "DAP" },
        { id: s(7), cotacao: "6.06", incoterm: "DDP" },
      ];
      expect((await alter({ suppliers: quotes })).status).toBe(200);
      const product = await detail();
      const cost = (id: number) => product.suppliers.find((entry) => entry.id === id)?.custo_posto;
      // Example 1: FOB with a carton, freight 0,31875 and insurance 0,01759375 added.
      for (const [id, incoterm] of [
        [s(0), "FOB"],
        [s(1), "EXW"],
        [s(2), "FCA"],
      ] as const) {
        expect(cost(id)).toMatchObject({
          base: "importacao",
          incoterm,
          incoterm_informado: true,
          frete_usd: 0.32,
          seguro_usd: 0.02,
          valor_aduaneiro_brl: 17.68,
          afrmm_brl: 0.13,
          despesas_brl: 3,
          total_brl: 33.63,
          embalagem: "produto",
        });
      }
      expect(cost(s(3))).toMatchObject({ incoterm: "FOB", incoterm_informado: false, total_brl: 33.63 });
      // CFR: freight in the price, insurance added on it; AFRMM on the estimated freight.
      expect(cost(s(4))).toMatchObject({
        frete_usd: 0,
        frete_no_preco: true,
        frete_estimado_usd: 0.32,
        seguro_usd: 0.02,
        seguro_no_preco: false,
        valor_aduaneiro_brl: 17.69,
        afrmm_brl: 0.13,
        total_brl: 33.64,
      });
      // Example 2: CIF, the price is the customs value.
      expect(cost(s(5))).toMatchObject({
        frete_usd: 0,
        frete_no_preco: true,
        seguro_usd: 0,
        seguro_no_preco: true,
        valor_aduaneiro_brl: 17.75,
        ii_brl: 3.2,
        afrmm_brl: 0.13,
        despesas_brl: 3,
        total_brl: 33.75,
      });
      // DAP: the buyer still clears (taxes, AFRMM, the shipment's expenses).
      expect(cost(s(6))).toMatchObject({
        base: "importacao",
        frete_no_preco: true,
        seguro_no_preco: true,
        valor_aduaneiro_brl: 18.5,
        despesas_brl: 3,
        total_brl: 35.01,
      });
      // Example 3: DDP, the price at the rate and nothing more (ADR 0059's R$ 134,87 was 6,06 plus freight and taxes again).
      expect(cost(s(7))).toMatchObject({
        base: "ddp",
        frete_usd: 0,
        seguro_usd: 0,
        valor_aduaneiro_brl: 0,
        ii_brl: 0,
        icms_brl: 0,
        afrmm_brl: 0,
        despesas_brl: 0,
        total_brl: 30.3,
      });
      expect(product.suppliers.find((entry) => entry.id === s(7))?.custo_posto_brl).toBe(30.3);
    });

    it("a supplier in Brazil is a domestic purchase: the price at the rate, whatever its incoterm (example 4)", async () => {
      expect(
        (
          await alter({
            suppliers: [
              { id: brazilian, cotacao: "7,90", incoterm: "FOB" },
              { id: s(0), cotacao: "3.20" },
            ],
          })
        ).status,
      ).toBe(200);
      const domestic = await supplier(brazilian);
      expect(domestic).toMatchObject({ cod_pais: "br", custo_posto_brl: 39.5, custo_posto_incompleto: false });
      expect(domestic.custo_posto).toMatchObject({
        base: "nacional",
        preco_brl: 39.5,
        frete_usd: 0,
        frete_estimado_usd: 0,
        seguro_usd: 0,
        ii_brl: 0,
        afrmm_brl: 0,
        despesas_brl: 0,
        icms_brl: 0,
        total_brl: 39.5,
      });
      // Even without any measure: nothing is missing from a domestic purchase.
      expect((await alter({ cubagem: 0, peso: 0, unidades_por_caixa: null, caixa_cubagem_m3: null, caixa_peso_kg: null })).status).toBe(
        200,
      );
      expect((await supplier(brazilian)).custo_posto_incompleto).toBe(false);
      expect((await supplier(s(0))).custo_posto_incompleto).toBe(true);
    });
  });

  describe("a quote without a price", () => {
    it("has no landed cost at all: on the detail and in its history ('sem preço')", async () => {
      expect(
        (
          await alter({
            suppliers: [
              { id: s(0), cotacao: "10" },
              { id: s(1), cotacao: "", incoterm: "CIF" },
            ],
          })
        ).status,
      ).toBe(200);
      expect(await supplier(s(1))).toMatchObject({ cotacao: 0, custo_posto_brl: null, custo_posto_incompleto: false, custo_posto: null });
      const reply = await t.request(`/api/products/quotes/history/?product_id=${productId}&supplier_id=${s(1)}`, { token });
      const rows = quoteHistoryReplySchema.parse(await reply.json()).results;
      expect(rows[0]).toMatchObject({ cotacao_usd: 0, incoterm: "CIF", custo_posto_brl: null });
    });
  });

  describe("the master carton", () => {
    it("is the product's default; a supplier's own carton wins; absent keeps it, null clears it", async () => {
      // pt-BR text and JSON numbers alike.
      expect((await alter(BOTTLE_CARTON)).status).toBe(200);
      const quoteCarton = { unidades_por_caixa: 12, caixa_cubagem_m3: 0.05, caixa_peso_kg: "7,5" };
      expect(
        (
          await alter({
            suppliers: [
              { id: s(0), cotacao: "3.20", incoterm: "FOB", ...quoteCarton },
              { id: s(1), cotacao: "3.20", incoterm: "FOB" },
            ],
          })
        ).status,
      ).toBe(200);
      let product = await detail();
      expect(product).toMatchObject({ unidades_por_caixa: 24, caixa_cubagem_m3: 0.085, caixa_peso_kg: 12 });
      const own = product.suppliers.find((entry) => entry.id === s(0));
      // max(0,05 × 90; 7,5 × 0,40) ÷ 12 = 4,50 ÷ 12 = 0,375
      expect(own).toMatchObject({
        unidades_por_caixa: 12,
        caixa_cubagem_m3: 0.05,
        caixa_peso_kg: 7.5,
        custo_posto: { embalagem: "cotacao", frete_usd: 0.38 },
      });
      expect(product.suppliers.find((entry) => entry.id === s(1))).toMatchObject({
        unidades_por_caixa: null,
        custo_posto: { embalagem: "produto", frete_usd: 0.32 },
      });
      const [row] = await t.database.db
        .select()
        .from(productSuppliers)
        .where(eq(productSuppliers.supplierId, s(0)));
      expect(row).toMatchObject({ unidadesPorCaixa: 12, caixaCubagemM3: "0.0500", caixaPesoKg: "7.50" });

      // A save without the fields keeps both cartons (the product's and the quote's).
      expect(
        (
          await alter({
            descricao: "Inox",
            suppliers: [
              { id: s(0), cotacao: "3.20" },
              { id: s(1), cotacao: "3.20" },
            ],
          })
        ).status,
      ).toBe(200);
      product = await detail();
      expect(product.unidades_por_caixa).toBe(24);
      expect(product.suppliers.find((entry) => entry.id === s(0))?.custo_posto?.embalagem).toBe("cotacao");

      // null clears the quote's carton: the product's applies; then the product's: the unit's own measures.
      expect(
        (await alter({ suppliers: [{ id: s(0), cotacao: "3.20", unidades_por_caixa: null, caixa_cubagem_m3: null, caixa_peso_kg: "" }] }))
          .status,
      ).toBe(200);
      expect((await supplier(s(0))).custo_posto).toMatchObject({ embalagem: "produto", frete_usd: 0.32 });
      expect((await alter({ unidades_por_caixa: null, caixa_cubagem_m3: null, caixa_peso_kg: null })).status).toBe(200);
      expect(await supplier(s(0))).toMatchObject({ unidades_por_caixa: null, custo_posto: { embalagem: "sem_embalagem", frete_usd: 9 } });
      const [saved] = await t.database.db.select().from(products).where(eq(products.id, productId));
      expect(saved).toMatchObject({ unidadesPorCaixa: null, caixaCubagemM3: null, caixaPesoKg: null });
    });

    it("a carton needs its units and its m³ or kg: units alone leave the freight to the next one", async () => {
      expect((await alter({ ...BOTTLE_CARTON, suppliers: [{ id: s(0), cotacao: "3.20", unidades_por_caixa: 6 }] })).status).toBe(200);
      expect((await supplier(s(0))).custo_posto?.embalagem).toBe("produto");
    });

    it("a change of the supplier's carton alone is in the activity history, not in the quote's price history", async () => {
      expect((await alter({ suppliers: [{ id: s(0), cotacao: "3.20" }] })).status).toBe(200);
      const historyRows = async () =>
        (await t.database.db.select().from(productSupplierQuotes).where(eq(productSupplierQuotes.productId, productId))).length;
      const before = await historyRows();
      const activityBefore = await activityCount(t, "product", productId);
      expect((await alter({ suppliers: [{ id: s(0), cotacao: "3.20", caixa_peso_kg: "12,5", unidades_por_caixa: 24 }] })).status).toBe(200);
      expect(await historyRows()).toBe(before);
      expect(await activityCount(t, "product", productId)).toBe(activityBefore + 2);
      const newest = (await readActivity(t, token, "product", productId)).results.slice(0, 2).map(said);
      expect(newest).toEqual(
        expect.arrayContaining([
          { action: "alterou", field: "cotacao_unidades_por_caixa", subject: expect.objectContaining({ id: s(0) }), old: null, new: 24 },
          { action: "alterou", field: "cotacao_caixa_peso_kg", subject: expect.objectContaining({ id: s(0) }), old: null, new: 12.5 },
        ]),
      );
      // The product's own carton is tracked too.
      expect((await alter({ caixa_cubagem_m3: "0,0850" })).status).toBe(200);
      expect(newestSaid(await readActivity(t, token, "product", productId))).toMatchObject({
        field: "caixa_cubagem_m3",
        old: null,
        new: 0.085,
      });
    });

    it("refuses bad values with a message naming the field, writing nothing", async () => {
      const [before] = await t.database.db.select().from(products).where(eq(products.id, productId));
      expect(await errorsOf(await alter({ unidades_por_caixa: 0 }))).toEqual({
        unidades_por_caixa: [numberRuleMessage(PACKING_FIELDS.unidades_por_caixa)],
      });
      expect(await errorsOf(await alter({ unidades_por_caixa: "2,5" }))).toEqual({
        unidades_por_caixa: [numberRuleMessage(PACKING_FIELDS.unidades_por_caixa)],
      });
      expect(await errorsOf(await alter({ caixa_cubagem_m3: "0,00001" }))).toEqual({
        caixa_cubagem_m3: [numberRuleMessage(PACKING_FIELDS.caixa_cubagem_m3)],
      });
      expect(await errorsOf(await alter({ caixa_cubagem_m3: 0 }))).toEqual({
        caixa_cubagem_m3: [numberRuleMessage(PACKING_FIELDS.caixa_cubagem_m3)],
      });
      expect((await errorsOf(await alter({ caixa_peso_kg: "doze" }))).caixa_peso_kg?.[0]).toContain(
        "Peso bruto da caixa (kg): valor inválido.",
      );
      const quoteErrors = await errorsOf(await alter({ suppliers: [{ id: s(0), cotacao: "3", caixa_peso_kg: -1 }] }));
      expect(quoteErrors).toEqual({ "suppliers.0.caixa_peso_kg": [numberRuleMessage(PACKING_FIELDS.caixa_peso_kg)] });
      const [after] = await t.database.db.select().from(products).where(eq(products.id, productId));
      expect(after).toEqual(before);
    });
  });

  it("each row of the quote history carries its landed cost on its own incoterm, at the rate recorded with it", async () => {
    expect((await alter({ peso: "2.5" })).status).toBe(200);
    // A quote saved through the API records the rate in force (offline: none, so today's default 5 applies).
    expect((await alter({ suppliers: [{ id: s(0), cotacao: "20.00" }] })).status).toBe(200);
    expect((await alter({ suppliers: [{ id: s(0), cotacao: "20.00", incoterm: "DDP" }] })).status).toBe(200);
    const reply = await t.request(`/api/products/quotes/history/?product_id=${productId}&supplier_id=${s(0)}`, { token });
    expect(reply.status).toBe(200);
    const rows = quoteHistoryReplySchema.parse(await reply.json()).results;
    expect(rows.map((row) => [row.cotacao_usd, row.incoterm])).toEqual([
      [20, "DDP"],
      [20, null],
    ]);
    expect(rows[0]?.custo_posto_brl).toBe(100); // DDP: 20 × 5
    expect(rows[0]?.custo_posto_brl).toBe((await supplier(s(0))).custo_posto_brl);
    // The same price read as FOB: 10 → 20 USD adds the price's own share of each tax to the R$ 168,24 of US$ 10.
    expect((rows[1]?.custo_posto_brl ?? 0) - 168.24).toBeGreaterThan(50);
  });

  it("a product's own NCM, II and IPI override its category's; null clears them; left out keeps them", async () => {
    expect((await alter({ peso: "2.5", ncm: "7323.93.00", ii_pct: "0", ipi_pct: 0 })).status).toBe(200);
    let product = await detail();
    expect(product).toMatchObject({ ncm: "73239300", ii_pct: 0, ipi_pct: 0 });
    let quoted = product.suppliers.find((entry) => entry.id === s(0));
    expect(quoted?.custo_posto).toMatchObject({ ii_pct: 0, ipi_pct: 0, ii_brl: 0, ipi_brl: 0 });
    // 95,475 + 2,004975 + 9,2133375 + 0,15423 + 3,6 + 3 = 113,4475425; ÷ 0,82 = 138,3506616…
    expect(quoted?.custo_posto_brl).toBe(138.35);
    // A specification §7 save without the new fields keeps them.
    expect((await alter({ descricao: "Inox" })).status).toBe(200);
    expect(await detail()).toMatchObject({ ncm: "73239300", ii_pct: 0, ipi_pct: 0, descricao: "Inox" });
    expect((await alter({ ncm: null, ii_pct: "", ipi_pct: null })).status).toBe(200);
    product = await detail();
    expect(product).toMatchObject({ ncm: null, ii_pct: null, ipi_pct: null });
    quoted = product.suppliers.find((entry) => entry.id === s(0));
    expect(quoted?.custo_posto_brl).toBe(168.24);

    for (const [change, field, message] of [
      [{ ncm: "123" }, "ncm", NCM_MESSAGE],
      [{ ii_pct: 100.5 }, "ii_pct", "II (%): informe um número de 0 a 100, com até 4 casas decimais. Use o formato 1.234,56."],
      [{ ii_pct: "1.000" }, "ii_pct", "II (%): informe um número de 0 a 100, com até 4 casas decimais. Use o formato 1.234,56."],
      [{ ipi_pct: "x" }, "ipi_pct", "IPI (%): valor inválido. Use o formato 1.234,56."],
    ] as const) {
      expect((await errorsOf(await alter(change)))[field]).toEqual([message]);
    }
  });

  // `tributos`: the NCM, II and IPI the landed cost uses, each with its source, for the product page to show.
  describe("the taxes in force and their sources", () => {
    const CATEGORY_TAXES = {
      antidumping: [],
      ncm: "73239300",
      ii_pct: 18,
      ipi_pct: 6.5,
      fonte_ncm: "categoria",
      fonte_ii: "categoria",
      fonte_ipi: "categoria",
    };

    it("the category's NCM, II and IPI, said to be the category's, as the landed cost uses them", async () => {
      const product = await detail();
      expect(product.tributos).toEqual(CATEGORY_TAXES);
      expect((await supplier(s(0))).custo_posto).toMatchObject({ ncm: "73239300", ii_pct: 18, ipi_pct: 6.5 });
    });

    it("a product's own override is said to be the product's; a mix gives each value its source", async () => {
      expect((await alter({ ncm: "8516.79.00", ii_pct: "0" })).status).toBe(200);
      const product = await detail();
      expect(product.tributos).toEqual({ ...CATEGORY_TAXES, ncm: "85167900", ii_pct: 0, fonte_ncm: "produto", fonte_ii: "produto" });
      expect((await supplier(s(0))).custo_posto).toMatchObject({ ncm: "85167900", ii_pct: 0, ipi_pct: 6.5 });
      expect((await alter({ ipi_pct: "3,25" })).status).toBe(200);
      expect((await detail()).tributos).toMatchObject({ ipi_pct: 3.25, fonte_ipi: "produto" });
      expect((await alter({ ncm: null, ii_pct: "", ipi_pct: null })).status).toBe(200);
      expect((await detail()).tributos).toEqual(CATEGORY_TAXES);
    });

    it("a category without rates in the parameters in force: null values from the category (the landed cost counts 0 %)", async () => {
      const [category] = await t.database.db
        .insert(productCategories)
        .values({ nome: "Sem Tributos" })
        .returning({ id: productCategories.id });
      expect((await alter({ id_categoria: category?.id })).status).toBe(200);
      const product = await detail();
      expect(product.nome_categoria).toBe("Sem Tributos");
      expect(product.tributos).toEqual({
        antidumping: [],
        ncm: null,
        ii_pct: null,
        ipi_pct: null,
        fonte_ncm: "categoria",
        fonte_ii: "categoria",
        fonte_ipi: "categoria",
      });
      expect((await supplier(s(0))).custo_posto).toMatchObject({ ncm: null, ii_pct: 0, ipi_pct: 0, ii_brl: 0, ipi_brl: 0 });
      // An override of one rate stands beside the category's missing ones.
      expect((await alter({ id_categoria: category?.id, ipi_pct: "5" })).status).toBe(200);
      expect((await detail()).tributos).toMatchObject({ ncm: null, ii_pct: null, ipi_pct: 5, fonte_ii: "categoria", fonte_ipi: "produto" });
    });

    it("the list keeps its shape: no `tributos` there", async () => {
      const list = (await (await t.request("/api/products/", { token })).json()) as { results: Record<string, unknown>[] };
      expect(list.results[0]).not.toHaveProperty("tributos");
    });
  });

  it("a new version of the parameters moves the figure and is named in the breakdown", async () => {
    expect((await alter({ peso: "2.5" })).status).toBe(200);
    const params = importParamsSchema.parse(await (await t.request("/api/import-params/", { token })).json());
    const { versao: _v, alterado_em: _a, alterado_por: _p, ...body } = params;
    const regimes = body.regimes.map((regime) => (regime.nome === "2026" ? { ...regime, icms_pct: 20 } : regime));
    expect((await t.request("/api/import-params/", { method: "PUT", token: admin, json: { ...body, regimes } })).status).toBe(200);
    // (137,801745 + 0,15423) ÷ 0,80 = 172,44496875
    expect((await supplier(s(0))).custo_posto).toMatchObject({ versao_parametros: 2, total_brl: 172.44 });
  });

  describe("the regime of the clearance day (docs/landed-cost.md, worked examples 5–9)", () => {
    beforeEach(async () => {
      expect((await alter({ ...BOTTLE_CARTON, suppliers: [{ id: s(0), cotacao: "3.20", incoterm: "FOB" }] })).status).toBe(200);
    });

    it("5. the same FOB quote cleared in 2027: the breakdown names the regime and the chosen day; CBS and IBS charged", async () => {
      const cost = (await detail("2027-03-15")).suppliers.find((entry) => entry.id === s(0))?.custo_posto;
      expect(cost).toMatchObject({
        desembaraco: "2027-03-15",
        desembaraco_escolhido: true,
        regime: { nome: "2027–2028", cbs_pct: 8.7, ibs_pct: 0.1, pis_pct: 0, cofins_pct: 0 },
        ipi_brl: 0,
        ipi_zerado: true,
        pis_brl: 0,
        cofins_brl: 0,
        base_cbs_ibs_brl: 21.15,
        cbs_brl: 1.84,
        ibs_brl: 0.02,
        cbs_ibs_cobrados: true,
        icms_brl: 5.71,
        total_brl: 31.72,
        custo_liquido_brl: 24.15,
        creditos: [
          { tributo: "cbs", valor_brl: 1.84 },
          { tributo: "ibs", valor_brl: 0.02 },
          { tributo: "icms", valor_brl: 5.71 },
        ],
      });
      expect(cost?.regime.estimativa).toContain("8,8 %");
      // Example 1's figures on the 2026 day, with the test CBS/IBS shown and not added.
      const y2026 = (await detail("2026-12-15")).suppliers.find((entry) => entry.id === s(0))?.custo_posto;
      expect(y2026).toMatchObject({ total_brl: 33.63, custo_liquido_brl: 24.15, cbs_brl: 0.19, cbs_ibs_cobrados: false });
    });

    it("without a chosen day, the quote's own: its day + lead time + the transit from its country (China 40 days)", async () => {
      const before = saoPauloDay(new Date());
      expect((await alter({ suppliers: [{ id: s(0), cotacao: "3.20", incoterm: "FOB", lead_time_dias: 30 }] })).status).toBe(200);
      const reply = await t.request(`/api/products/?id=${productId}`, { token });
      const [product] = productDetailListReplySchema.parse(await reply.json()).results;
      const cost = product?.suppliers.find((entry) => entry.id === s(0))?.custo_posto;
      const expected = [addDays(before, 70), addDays(saoPauloDay(new Date()), 70)];
      expect(expected).toContain(cost?.desembaraco);
      expect(cost?.desembaraco_escolhido).toBe(false);
      expect(cost?.regime.nome).toBe(regimeOn(EXAMPLE_REGIMES, cost?.desembaraco ?? "").regime.nome);
      // A day that is not a real day is refused.
      const bad = await t.request(`/api/products/?id=${productId}&desembaraco=2027-02-30`, { token });
      expect(bad.status).toBe(400);
      expect(JSON.stringify(await bad.json())).toContain("Data de desembaraço inválida");
    });

    it("7. a product marked as competing with the ZFM keeps its IPI in 2027", async () => {
      expect((await alter({ ipi_zfm: true })).status).toBe(200);
      const product = await detail("2027-03-15");
      expect(product.ipi_zfm).toBe(true);
      expect(product.suppliers.find((entry) => entry.id === s(0))?.custo_posto).toMatchObject({
        ipi_brl: 1.36,
        ipi_zerado: false,
        total_brl: 33.37,
      });
      const [row] = await t.database.db.select({ zfm: products.ipiZfm }).from(products).where(eq(products.id, productId));
      expect(row?.zfm).toBe(true);
    });

    it("8. an antidumping measure on the NCM and origin warns until confirmed, then enters the figure and its bases", async () => {
      // The example measure is on NCM 6912 from China (US$ 5,14 per kg); a carton of 24 at 12 kg is 0,5 kg a unit.
      expect((await alter({ ncm: "6912.00.00" })).status).toBe(200);
      let product = await detail("2026-12-15");
      expect(product.tributos.antidumping).toMatchObject([{ resolucao: "Resolução GECEX nº 830/2025", cod_pais: "cn", valor: 5.14 }]);
      let cost = product.suppliers.find((entry) => entry.id === s(0))?.custo_posto;
      expect(cost).toMatchObject({ antidumping_brl: 0, total_brl: 33.63, antidumping: { aplicado: false } });
      expect((await alter({ antidumping_confirmado: true })).status).toBe(200);
      product = await detail("2026-12-15");
      cost = product.suppliers.find((entry) => entry.id === s(0))?.custo_posto;
      expect(cost).toMatchObject({ antidumping_brl: 12.85, base_cbs_ibs_brl: 34, total_brl: 49.3, antidumping: { aplicado: true } });
      cost = (await detail("2027-03-15")).suppliers.find((entry) => entry.id === s(0))?.custo_posto;
      expect(cost).toMatchObject({ antidumping_brl: 12.85, cbs_brl: 2.96, total_brl: 48.77, custo_liquido_brl: 37 });
      // Before the measure's vigência it does not apply.
      cost = (await detail("2025-06-01")).suppliers.find((entry) => entry.id === s(0))?.custo_posto;
      expect(cost).toMatchObject({ antidumping_brl: 0, antidumping: null });
    });

    it("9. the importer's regime decides the credits: lucro presumido and Simples Nacional", async () => {
      const params = importParamsSchema.parse(await (await t.request("/api/import-params/", { token })).json());
      const { versao: _v, alterado_em: _a, alterado_por: _p, ...body } = params;
      const save = (regime_importador: string) =>
        t.request("/api/import-params/", { method: "PUT", token: admin, json: { ...body, regime_importador } });
      expect((await save("lucro_presumido")).status).toBe(200);
      expect((await supplier(s(0))).custo_posto).toMatchObject({ importador: "lucro_presumido", custo_liquido_brl: 26.22 });
      expect((await save("simples_nacional")).status).toBe(200);
      expect((await supplier(s(0))).custo_posto).toMatchObject({ creditos: [], custo_liquido_brl: 33.63 });
      expect((await save("lucro_ficticio")).status).toBe(400);
    });
  });
});
