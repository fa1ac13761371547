import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  COMPARE_IDS_MESSAGE,
  COMPARE_TOO_MANY_MESSAGE,
  compareQuantityMessage,
  productCompareReplySchema,
  type ProductCompareReply,
} from "#contract/products/product-compare.ts";
import {
  PREFERRED_SUPPLIER_INVALID,
  PREFERRED_SUPPLIER_NOT_QUOTING,
  productDetailListReplySchema,
  productListReplySchema,
} from "#contract/products/products.ts";
import { createTestApi, drivers, type TestApi } from "#tests/support/api.ts";
import { clearProducts, insertProducts, someSupplierIds, supplierIdsIn } from "#tests/support/products.ts";

// ADR 0052: GET /api/products/compare/ and the preferred supplier. The tests' rates are offline, so
// USD→BRL is the default 5; the import parameters are the examples (version 1). Today is 2026-03-12 in São Paulo.
const NOW = new Date("2026-03-12T15:00:00Z");
const EXPIRED = { validaAte: "2026-03-11" };
const VALID = { validaAte: "2026-12-31" };

/** Cents as integers, so that sums of amounts are exact in the test too. */
const cents = (amount: number) => Math.round(amount * 100);

describe.each(drivers)("comparar cotações (%s)", (driver) => {
  let t: TestApi;
  let token: string;
  let supplierIds: number[];
  let ids: Record<string, number>;
  const s = (i: number) => supplierIds[i] as number;
  const p = (name: string) => ids[name] as number;

  beforeEach(async () => {
    t = await createTestApi(driver, { clock: () => NOW });
    token = (await t.login("sourcing@demo.local")).access;
    await clearProducts(t.database.db);
    supplierIds = await someSupplierIds(t.database.db, 4);
    ids = await insertProducts(t.database.db, [
      // The worked example of docs/landed-cost.md at US$ 10,00 (R$ 168,24), and a cheaper expired quote.
      {
        nome: "Garrafa",
        categoria: "Utilidades Domésticas",
        cubagem: "0.1",
        peso: "2.5",
        quotes: [
          [s(0), "10.00", { ...VALID, leadTimeDias: 30 }],
          [s(1), "10.00", { leadTimeDias: 30 }],
          [s(2), "8.00", { ...EXPIRED, leadTimeDias: 10 }],
          [s(3), "0", { leadTimeDias: 5 }],
        ],
      },
      {
        nome: "Caneca",
        categoria: "Utilidades Domésticas",
        peso: "0.4",
        quotes: [
          [s(0), "3.00", { leadTimeDias: 45 }],
          [s(1), "2.50"],
        ],
      },
      { nome: "Sem cotação", categoria: "Papelaria" },
    ]);
  });
  afterEach(async () => {
    await t.close();
  });

  const compare = async (query: string): Promise<ProductCompareReply> => {
    // Every figure for a clearance in December 2026 (the 2026 regime), unless the test names a day.
    const day = query.includes("desembaraco=") ? "" : "&desembaraco=2026-12-15";
    const reply = await t.request(`/api/products/compare/?${query}${day}`, { token });
    expect(reply.status, await reply.clone().text()).toBe(200);
    return productCompareReplySchema.parse(await reply.json());
  };
  const cell = (reply: ProductCompareReply, product: number, supplier: number) => {
    const found = reply.celulas.find((c) => c.product_id === product && c.supplier_id === supplier);
    if (!found) throw new Error(`sem célula ${product} × ${supplier}`);
    return found;
  };
  const marked = (reply: ProductCompareReply, product: number, mark: "melhor" | "mais_rapido") =>
    reply.celulas
      .filter((c) => c.product_id === product && c[mark])
      .map((c) => c.supplier_id)
      .sort((a, b) => a - b);
  const detail = async (id: number) => {
    const reply = await t.request(`/api/products/?id=${id}&desembaraco=2026-12-15`, { token });
    const [product] = productDetailListReplySchema.parse(await reply.json()).results;
    if (!product) throw new Error("produto ausente");
    return product;
  };

  it("converts each quote to BRL and gives the landed cost the product's detail gives, in the order asked", async () => {
    const reply = await compare(`ids=${p("Caneca")},${p("Garrafa")},${p("Sem cotação")}&qtd_${p("Caneca")}=1&qtd_${p("Garrafa")}=1`);
    expect(reply.produtos.map((product) => product.nome)).toEqual(["Caneca", "Garrafa", "Sem cotação"]);
    expect(reply.produtos.every((product) => product.quantidade === 1 && product.id_supplier_preferido === null)).toBe(true);
    expect(reply.produtos.map((product) => product.quantidade_informada)).toEqual([true, true, false]);
    // The suppliers quoting at least one of them, by name, each once.
    const names = [...reply.suppliers].map((supplier) => supplier.nome);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "pt-BR")));
    expect(reply.suppliers.map((supplier) => supplier.id).sort((a, b) => a - b)).toEqual([...supplierIds].sort((a, b) => a - b));
    expect(reply.celulas).toHaveLength(6);
    expect(reply).toMatchObject({ usd_brl: 5, versao_parametros: 1, incluir_vencidas: false });

    expect(cell(reply, p("Garrafa"), s(2))).toMatchObject({
      cotacao_usd: 8,
      cotacao_brl: 40,
      valida_ate: "2026-03-11",
      vencida: true,
      lead_time_dias: 10,
      incoterm: null,
      compra_nacional: false,
      no_embarque: false,
    });
    expect(cell(reply, p("Caneca"), s(1))).toMatchObject({
      cotacao_usd: 2.5,
      cotacao_brl: 12.5,
      valida_ate: null,
      vencida: false,
      lead_time_dias: null,
      no_embarque: true,
    });

    // A product shipped alone in its column (and every quote that does not ship) has the landed cost of its detail.
    for (const product of [p("Garrafa"), p("Caneca")]) {
      const alone = await compare(`ids=${product}`);
      for (const supplier of (await detail(product)).suppliers) {
        expect(cell(alone, product, supplier.id).custo_posto_brl).toBe(supplier.custo_posto_brl);
      }
    }
    expect(cell(await compare(`ids=${p("Garrafa")}&qtd_${p("Garrafa")}=1`), p("Garrafa"), s(0))).toMatchObject({
      custo_posto_brl: 168.24,
      custo_posto_incompleto: false,
      frete_usd_unidade: 9,
      no_embarque: true,
    });
    // Shipped together, Garrafa and Caneca share one LCL charge: max(0,1 m³ × 90; 2,9 kg × 0,40) = US$ 9 for both,
    // so each pays less freight than alone (US$ 9 and US$ 0,16).
    const together = reply.totais.find((total) => total.supplier_id === s(0))?.embarque;
    expect(together).toEqual({ caixas: 2, m3: 0.1, kg: 2.9, modo: "lcl", conteineres: [], frete_usd: 9 });
    expect(cell(reply, p("Garrafa"), s(0)).custo_posto_brl ?? 0).toBeLessThan(168.24);
  });

  it("marks every quote tied for the lowest landed cost and for the shortest lead time; a quote of 0 is no price", async () => {
    const reply = await compare(`ids=${p("Garrafa")},${p("Caneca")}`);
    // Garrafa: s0 and s1 tie at US$ 10 (s2 is cheaper but expired, s3 quoted 0).
    expect(marked(reply, p("Garrafa"), "melhor")).toEqual([s(0), s(1)].sort((a, b) => a - b));
    expect(marked(reply, p("Garrafa"), "mais_rapido")).toEqual([s(0), s(1)].sort((a, b) => a - b));
    expect(cell(reply, p("Garrafa"), s(3))).toMatchObject({ cotacao_usd: 0, custo_posto_brl: null, melhor: false, mais_rapido: false });
    expect(marked(reply, p("Caneca"), "melhor")).toEqual([s(1)]);
    // Only s0 gave Caneca a lead time.
    expect(marked(reply, p("Caneca"), "mais_rapido")).toEqual([s(0)]);
  });

  it("leaves expired quotes out of the marks and the totals unless 'incluir_vencidas=1'", async () => {
    const valid = await compare(`ids=${p("Garrafa")}`);
    expect(cell(valid, p("Garrafa"), s(2))).toMatchObject({ vencida: true, melhor: false, mais_rapido: false });
    expect(valid.totais.find((total) => total.supplier_id === s(2))).toEqual({
      supplier_id: s(2),
      total_brl: 0,
      completo: false,
      comparavel: true,
      embarque: null,
    });

    const all = await compare(`ids=${p("Garrafa")}&incluir_vencidas=1`);
    expect(all.incluir_vencidas).toBe(true);
    expect(marked(all, p("Garrafa"), "melhor")).toEqual([s(2)]);
    expect(marked(all, p("Garrafa"), "mais_rapido")).toEqual([s(2)]);
    const expired = cell(all, p("Garrafa"), s(2));
    expect(all.totais.find((total) => total.supplier_id === s(2))).toMatchObject({
      supplier_id: s(2),
      total_brl: expired.custo_posto_brl,
      completo: true,
      // No quantity typed: the product page's figure, no shipment planned.
      embarque: null,
    });
    expect(all.melhor_unico).toBe(s(2));
  });

  it("totals quantity × landed cost per supplier, with the single best supplier and the best per item", async () => {
    const garrafa = p("Garrafa");
    const caneca = p("Caneca");
    const reply = await compare(`ids=${garrafa},${caneca}&qtd_${garrafa}=7&qtd_${caneca}=120`);
    expect(reply.produtos.map((product) => product.quantidade)).toEqual([7, 120]);
    const cost = (product: number, supplier: number) => cents(cell(reply, product, supplier).custo_posto_brl ?? Number.NaN);
    const total = (supplier: number) => reply.totais.find((t) => t.supplier_id === supplier);

    expect(cents(total(s(0))?.total_brl ?? 0)).toBe(7 * cost(garrafa, s(0)) + 120 * cost(caneca, s(0)));
    expect(cents(total(s(1))?.total_brl ?? 0)).toBe(7 * cost(garrafa, s(1)) + 120 * cost(caneca, s(1)));
    expect(total(s(0))?.completo).toBe(true);
    expect(total(s(1))?.completo).toBe(true);
    // s2 (expired) and s3 (0) take nothing; their columns still have a total.
    expect(total(s(2))).toEqual({ supplier_id: s(2), total_brl: 0, completo: false, comparavel: true, embarque: null });
    expect(total(s(3))).toEqual({ supplier_id: s(3), total_brl: 0, completo: false, comparavel: true, embarque: null });
    // Same Garrafa price, cheaper Caneca: s1 is the single best, and also every row's minimum.
    expect(reply.melhor_unico).toBe(s(1));
    expect(cents(reply.melhor_por_item_brl)).toBe(7 * cost(garrafa, s(1)) + 120 * cost(caneca, s(1)));
    expect(reply.produtos_sem_cotacao).toEqual([]);

    // 0 leaves a product out; a product nobody can take is named, and makes no supplier complete.
    const partial = await compare(`ids=${garrafa},${caneca},${p("Sem cotação")}&qtd_${garrafa}=0&qtd_${caneca}=2`);
    // (The freight is the shipments' of these quantities: each cell's cost is read from this reply.)
    expect(cents(partial.melhor_por_item_brl)).toBe(2 * cents(cell(partial, caneca, s(1)).custo_posto_brl ?? Number.NaN));
    expect(partial.produtos_sem_cotacao).toEqual([p("Sem cotação")]);
    expect(partial.totais.every((t) => !t.completo)).toBe(true);
    expect(partial.melhor_unico).toBeNull();
  });

  it("refuses bad ids, more than 50 products, bad quantities (400) and names an unknown product (404)", async () => {
    const refused = async (query: string, status: number, detailText: string) => {
      const reply = await t.request(`/api/products/compare/?${query}`, { token });
      expect(reply.status).toBe(status);
      expect(((await reply.json()) as { detail: string }).detail).toBe(detailText);
    };
    await refused("", 400, COMPARE_IDS_MESSAGE);
    await refused("ids=", 400, COMPARE_IDS_MESSAGE);
    await refused("ids=1,abc", 400, COMPARE_IDS_MESSAGE);
    await refused("ids=1,,2", 400, COMPARE_IDS_MESSAGE);
    await refused("ids=0", 400, COMPARE_IDS_MESSAGE);
    await refused("ids=2147483648", 400, COMPARE_IDS_MESSAGE);
    await refused(`ids=${Array.from({ length: 51 }, (_, i) => i + 1).join(",")}`, 400, COMPARE_TOO_MANY_MESSAGE);
    await refused(`ids=${p("Garrafa")}&qtd_${p("Garrafa")}=-1`, 400, compareQuantityMessage(p("Garrafa")));
    await refused(`ids=${p("Garrafa")}&qtd_${p("Garrafa")}=1.5`, 400, compareQuantityMessage(p("Garrafa")));
    // Quantities are whole: '2,5' is refused, with the field named in `errors`, as every refusal of the API.
    const half = await t.request(`/api/products/compare/?ids=${p("Garrafa")}&qtd_${p("Garrafa")}=2%2C5`, { token });
    expect(half.status).toBe(400);
    expect(await half.json()).toEqual({
      detail: compareQuantityMessage(p("Garrafa")),
      errors: { [`qtd_${p("Garrafa")}`]: [compareQuantityMessage(p("Garrafa"))] },
    });
    await refused(`ids=${p("Garrafa")}&qtd_${p("Garrafa")}=10000001`, 400, compareQuantityMessage(p("Garrafa")));
    await refused(`ids=${p("Garrafa")}&incluir_vencidas=talvez`, 400, "O filtro incluir_vencidas aceita apenas 0 ou 1.");
    const outside = await t.request(`/api/products/compare/?ids=${p("Garrafa")}&qtd_${p("Caneca")}=3`, { token });
    expect(outside.status).toBe(400);
    expect(((await outside.json()) as { errors: Record<string, string[]> }).errors).toHaveProperty(`qtd_${p("Caneca")}`);
    await refused(`ids=${p("Garrafa")},999999`, 404, "Produto não encontrado (id 999999).");

    // Repeats are one product; 50 distinct ids are accepted.
    expect((await compare(`ids=${p("Garrafa")},${p("Garrafa")}`)).produtos).toHaveLength(1);
    const fifty = [p("Garrafa"), ...Array.from({ length: 49 }, () => p("Caneca"))].join(",");
    expect((await compare(`ids=${fifty}`)).produtos).toHaveLength(2);
    expect((await t.request(`/api/products/compare/?ids=${p("Garrafa")}`)).status).toBe(401);
  });

  describe("embarque: how each column's goods ship", () => {
    // The 500 ml bottle's carton on the product (24 units, 0,085 m³, 12 kg), quoted FOB US$ 3,20 by s0 (docs/landed-cost.md,
    // example 1: R$ 33,63 alone in LCL); CIF, DDP, a Brazilian supplier and a quote of 0 do not ship on the buyer's freight.
    let bottle = 0;
    let brazilian = 0;
    beforeEach(async () => {
      [brazilian] = (await supplierIdsIn(t.database.db, "br", 1)) as [number];
      bottle = (
        await insertProducts(t.database.db, [{ nome: "Garrafa 500 ml", categoria: "Utilidades Domésticas", cubagem: "0.1", peso: "0.35" }])
      )["Garrafa 500 ml"] as number;
      const quotes = [
        { id: s(0), cotacao: "3.20", incoterm: "FOB" },
        { id: s(1), cotacao: "3.55", incoterm: "CIF" },
        { id: s(2), cotacao: "6.06", incoterm: "DDP" },
        { id: s(3), cotacao: "0" },
        { id: brazilian, cotacao: "7.90" },
      ];
      const saved = await t.request("/api/products/alter/", {
        method: "PUT",
        token,
        json: {
          id: bottle,
          nome: "Garrafa 500 ml",
          id_categoria: (await detail(bottle)).id_categoria,
          unidade_medida: "peça",
          unidades_por_caixa: 24,
          caixa_cubagem_m3: "0,085",
          caixa_peso_kg: 12,
          suppliers: quotes,
        },
      });
      expect(saved.status).toBe(200);
    });
    const at = (quantity: number) => compare(`ids=${bottle}&qtd_${bottle}=${quantity}`);
    const shipmentOf = (reply: ProductCompareReply, supplier: number) =>
      reply.totais.find((total) => total.supplier_id === supplier)?.embarque;

    it("no quantity typed: each quote priced exactly as on the product's page (the carton's LCL freight), 1 unit in the total", async () => {
      const reply = await compare(`ids=${bottle}`);
      const page = await detail(bottle);
      for (const supplier of page.suppliers) expect(cell(reply, bottle, supplier.id).custo_posto_brl).toBe(supplier.custo_posto_brl);
      expect(reply.produtos[0]).toMatchObject({ quantidade: 1, quantidade_informada: false });
      // docs/landed-cost.md, example 1: R$ 33,63, the carton's US$ 0,31875 a unit; not in a shipment.
      expect(cell(reply, bottle, s(0))).toMatchObject({ custo_posto_brl: 33.63, no_embarque: false, frete_usd_unidade: 0.32 });
      expect(shipmentOf(reply, s(0))).toBeNull();
      expect(reply.totais.find((total) => total.supplier_id === s(0))?.total_brl).toBe(33.63);
      // One unit typed is a shipment of one carton for one bottle: its whole freight (US$ 7,65) on that bottle.
      const one = await at(1);
      expect(shipmentOf(one, s(0))).toMatchObject({ caixas: 1, modo: "lcl", frete_usd: 7.65 });
      expect(cell(one, bottle, s(0))).toMatchObject({ custo_posto_brl: 98.95, no_embarque: true, frete_usd_unidade: 7.65 });
    });

    it("a clearance day chosen puts every figure under its regime: the FOB bottle in 2027, with its net cost", async () => {
      const reply = await compare(`ids=${bottle}&desembaraco=2027-03-15`);
      expect(reply.desembaraco).toBe("2027-03-15");
      // docs/landed-cost.md, example 5: R$ 31,72 paid at clearance, R$ 24,15 net of the CBS, IBS and ICMS credits.
      expect(cell(reply, bottle, s(0))).toMatchObject({
        custo_posto_brl: 31.72,
        custo_liquido_brl: 24.15,
        desembaraco: "2027-03-15",
        regime: "2027–2028",
      });
      // DDP and a Brazilian supplier have no clearance of their own to name.
      expect(cell(reply, bottle, brazilian)).toMatchObject({ desembaraco: null, regime: null, custo_posto_brl: 39.5 });
      const bad = await t.request(`/api/products/compare/?ids=${bottle}&desembaraco=2027-13-01`, { token });
      expect(bad.status).toBe(400);
      expect(JSON.stringify(await bad.json())).toContain("Data de desembaraço inválida");
    });

    it("a figure without freight (no carton, no measures) is never the lowest nor the single best", async () => {
      const bare = (
        await insertProducts(t.database.db, [
          {
            nome: "Tampa avulsa",
            categoria: "Utilidades Domésticas",
            quotes: [
              [s(0), "1.00"],
              [s(1), "3.20"],
            ],
          },
        ])
      )["Tampa avulsa"] as number;
      const { id_categoria } = await detail(bare);
      // s1's quote carries its own carton (the bottle's); s0's has none and the product has no measures.
      const saved = await t.request("/api/products/alter/", {
        method: "PUT",
        token,
        json: {
          id: bare,
          nome: "Tampa avulsa",
          id_categoria,
          unidade_medida: "peça",
          suppliers: [
            { id: s(0), cotacao: "1.00" },
            { id: s(1), cotacao: "3.20", incoterm: "FOB", unidades_por_caixa: 24, caixa_cubagem_m3: "0,085", caixa_peso_kg: 12 },
          ],
        },
      });
      expect(saved.status, await saved.clone().text()).toBe(200);
      for (const query of [`ids=${bare}`, `ids=${bare}&qtd_${bare}=2400`]) {
        const reply = await compare(query);
        expect(cell(reply, bare, s(0))).toMatchObject({ custo_posto_incompleto: true, melhor: false });
        expect(cell(reply, bare, s(1))).toMatchObject({ custo_posto_incompleto: false, custo_posto_brl: 33.63, melhor: true });
        expect(reply.totais.find((total) => total.supplier_id === s(0))).toMatchObject({ completo: true, comparavel: false });
        expect(reply.melhor_unico).toBe(s(1));
      }
    });

    it("2.400 bottles: 100 cartons in LCL; the landed cost is the detail's", async () => {
      const reply = await at(2400);
      expect(shipmentOf(reply, s(0))).toEqual({ caixas: 100, m3: 8.5, kg: 1200, modo: "lcl", conteineres: [], frete_usd: 765 });
      expect(cell(reply, bottle, s(0))).toMatchObject({ custo_posto_brl: 33.63, no_embarque: true, frete_usd_unidade: 0.32 });
      expect(reply.totais.find((total) => total.supplier_id === s(0))?.total_brl).toBe(80_712); // 2.400 × 33,63
    });

    it("13.560 bottles: one 40' container, 83 % full; its freight per unit feeds the landed cost and the total", async () => {
      const reply = await at(13_560);
      expect(shipmentOf(reply, s(0))).toEqual({
        caixas: 565,
        m3: 48.025,
        kg: 6780,
        modo: "conteiner",
        conteineres: [{ tipo: "40", quantidade: 1, ocupacao_pct: 83 }],
        frete_usd: 4000,
      });
      // US$ 4.000 ÷ 13.560 = 0,29499 a bottle instead of 0,31875 in LCL.
      expect(cell(reply, bottle, s(0))).toMatchObject({ custo_posto_brl: 33.42, frete_usd_unidade: 0.29 });
      expect(reply.totais.find((total) => total.supplier_id === s(0))?.total_brl).toBe(453_175.2);
    });

    it("40.000 bottles: 1.667 cartons in three 40' containers", async () => {
      const reply = await at(40_000);
      expect(shipmentOf(reply, s(0))).toEqual({
        caixas: 1667,
        m3: 141.695,
        kg: 20_004,
        modo: "conteiner",
        conteineres: [{ tipo: "40", quantidade: 3, ocupacao_pct: 81 }],
        frete_usd: 12_000,
      });
      expect(cell(reply, bottle, s(0))).toMatchObject({ custo_posto_brl: 33.47, frete_usd_unidade: 0.3 });
    });

    it("only priced quotes on the buyer's freight from abroad ship; the others keep their own landed cost, and a 0 is never best", async () => {
      const reply = await at(13_560);
      for (const supplier of [s(1), s(2), s(3), brazilian]) expect(shipmentOf(reply, supplier)).toBeNull();
      expect(cell(reply, bottle, s(1))).toMatchObject({
        incoterm: "CIF",
        no_embarque: false,
        frete_usd_unidade: null,
        custo_posto_brl: 33.75,
      });
      expect(cell(reply, bottle, s(2))).toMatchObject({ incoterm: "DDP", custo_posto_brl: 30.3 });
      expect(cell(reply, bottle, brazilian)).toMatchObject({ compra_nacional: true, custo_posto_brl: 39.5, frete_usd_unidade: null });
      expect(cell(reply, bottle, s(3))).toMatchObject({ cotacao_usd: 0, custo_posto_brl: null, melhor: false });
      // The DDP quote is the cheapest landed, and the single best supplier; the unpriced one is in no total.
      expect(marked(reply, bottle, "melhor")).toEqual([s(2)]);
      expect(reply.melhor_unico).toBe(s(2));
      expect(reply.totais.find((total) => total.supplier_id === s(3))).toEqual({
        supplier_id: s(3),
        total_brl: 0,
        completo: false,
        comparavel: true,
        embarque: null,
      });
    });

    it("an expired quote ships only with 'incluir_vencidas=1'", async () => {
      const [other] = (await supplierIdsIn(t.database.db, "cn", 5)).slice(4) as [number];
      const { id_categoria } = await detail(bottle);
      const quotes = [
        { id: s(0), cotacao: "3.20", incoterm: "FOB", valida_ate: "2026-03-01" },
        { id: other, cotacao: "3.30" },
      ];
      expect(
        (
          await t.request("/api/products/alter/", {
            method: "PUT",
            token,
            json: { id: bottle, nome: "Garrafa 500 ml", id_categoria, unidade_medida: "peça", suppliers: quotes },
          })
        ).status,
      ).toBe(200);
      expect(shipmentOf(await at(2400), s(0))).toBeNull();
      expect(shipmentOf(await compare(`ids=${bottle}&qtd_${bottle}=2400&incluir_vencidas=1`), s(0))).toMatchObject({
        modo: "lcl",
        caixas: 100,
      });
    });
  });

  describe("fornecedor preferido", () => {
    const alter = (id: number, changes: Record<string, unknown>) =>
      t.request("/api/products/alter/", {
        method: "PUT",
        token,
        json: { id, nome: "Garrafa", id_categoria: categoryId, unidade_medida: "peça", ...changes },
      });
    let categoryId = 0;
    beforeEach(async () => {
      categoryId = (await detail(p("Garrafa"))).id_categoria;
    });

    it("is set among the quoting suppliers, shown in the detail, the list and the comparison, and cleared with null", async () => {
      const garrafa = p("Garrafa");
      const before = await detail(garrafa);
      expect((await alter(garrafa, { id_supplier_preferido: String(s(1)) })).status).toBe(200);
      const after = await detail(garrafa);
      expect(after.id_supplier_preferido).toBe(s(1));
      expect(after.version).toBe(before.version + 1);
      // The quotes were not sent, so they are kept as they were.
      expect(after.suppliers.map((q) => [q.id, q.cotacao])).toEqual(before.suppliers.map((q) => [q.id, q.cotacao]));
      const list = productListReplySchema.parse(await (await t.request("/api/products/?search=Garrafa", { token })).json());
      expect(list.results[0]?.id_supplier_preferido).toBe(s(1));
      expect((await compare(`ids=${garrafa}`)).produtos[0]?.id_supplier_preferido).toBe(s(1));

      // Saving other fields leaves it; null clears it.
      expect((await alter(garrafa, { descricao: "Inox" })).status).toBe(200);
      expect((await detail(garrafa)).id_supplier_preferido).toBe(s(1));
      expect((await alter(garrafa, { id_supplier_preferido: null })).status).toBe(200);
      expect((await detail(garrafa)).id_supplier_preferido).toBeNull();
    });

    it("refuses a supplier that does not quote the product (nothing of the save is written) and a bad value", async () => {
      const caneca = p("Caneca");
      const other = s(2);
      const reply = await alter(caneca, { nome: "Caneca renomeada", id_supplier_preferido: other });
      expect(reply.status).toBe(400);
      expect(await reply.json()).toEqual({
        detail: PREFERRED_SUPPLIER_NOT_QUOTING,
        errors: { id_supplier_preferido: [PREFERRED_SUPPLIER_NOT_QUOTING] },
      });
      expect(await detail(caneca)).toMatchObject({ nome: "Caneca", id_supplier_preferido: null });
      for (const bad of ["abc", 0, -3, 1.5, 2147483648]) {
        const refused = await alter(caneca, { id_supplier_preferido: bad });
        expect(refused.status).toBe(400);
        expect(((await refused.json()) as { detail: string }).detail).toBe(PREFERRED_SUPPLIER_INVALID);
      }
      // A supplier added in the same save may be chosen in it.
      const added = await alter(caneca, {
        nome: "Caneca",
        suppliers: [
          { id: s(0), cotacao: "3" },
          { id: other, cotacao: "2.8" },
        ],
        id_supplier_preferido: other,
      });
      expect(added.status).toBe(200);
      expect((await detail(caneca)).id_supplier_preferido).toBe(other);
    });

    it("is cleared when its quote is removed from the product, or the supplier is deleted", async () => {
      const garrafa = p("Garrafa");
      expect((await alter(garrafa, { id_supplier_preferido: s(0) })).status).toBe(200);
      // Another quote removed: kept.
      expect(
        (
          await alter(garrafa, {
            suppliers: [
              { id: s(0), cotacao: "10" },
              { id: s(1), cotacao: "10" },
            ],
          })
        ).status,
      ).toBe(200);
      expect((await detail(garrafa)).id_supplier_preferido).toBe(s(0));
      // Its own quote removed: cleared.
      expect((await alter(garrafa, { suppliers: [{ id: s(1), cotacao: "10" }] })).status).toBe(200);
      expect((await detail(garrafa)).id_supplier_preferido).toBeNull();

      expect((await alter(garrafa, { id_supplier_preferido: s(1) })).status).toBe(200);
      const admin = (await t.login("admin@demo.local")).access;
      const deleted = await t.request("/api/suppliers/delete/", { method: "DELETE", token: admin, json: { id: s(1) } });
      expect(deleted.status, await deleted.clone().text()).toBe(200);
      expect((await detail(garrafa)).id_supplier_preferido).toBeNull();
    });
  });
});
