import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  INCOTERM_MESSAGE,
  type Product,
  productListReplySchema,
  quoteHistoryReplySchema,
  VALIDA_ATE_MESSAGE,
} from "#contract/products/products.ts";
import { productSupplierQuotes, productSuppliers } from "#server/db/schema.ts";
import { standInRates } from "#tests/support/rates.ts";
import { createTestApi, drivers, type TestApi } from "#tests/support/api.ts";
import { clearProducts, insertProducts, someSupplierIds } from "#tests/support/products.ts";

// ADR 0043: quote terms, one history row per change, the validity rule on an injected clock.
describe.each(drivers)("cotações com condições e histórico (%s)", (driver) => {
  let t: TestApi;
  let token: string;
  let supplierIds: number[];
  let productId: number;
  /** The API's clock: 2026-03-10 12:00 in São Paulo (15:00 UTC) unless a test moves it. */
  let now = new Date("2026-03-10T15:00:00Z");

  beforeEach(async () => {
    now = new Date("2026-03-10T15:00:00Z");
    t = await createTestApi(driver, {
      clock: () => now,
      rates: standInRates("09/03/2026"),
    });
    token = (await t.login("sourcing@demo.local")).access;
    await clearProducts(t.database.db);
    supplierIds = await someSupplierIds(t.database.db, 3);
    productId = (await insertProducts(t.database.db, [{ nome: "Garrafa Térmica", categoria: "Utilidades Domésticas" }]))[
      "Garrafa Térmica"
    ] as number;
  });
  afterEach(() => t.close());

  const s = (i: number) => supplierIds[i] as number;
  const detail = async (): Promise<Product> => {
    const response = await t.request(`/api/products/?id=${productId}`, { token });
    expect(response.status).toBe(200);
    const product = productListReplySchema.parse(await response.json()).results[0];
    if (!product) throw new Error("produto ausente");
    return product;
  };
  const save = async (suppliers: Record<string, unknown>[]) => {
    const { version } = await detail();
    return t.request("/api/products/alter/", {
      method: "PUT",
      token,
      json: {
        id: productId,
        version,
        nome: "Garrafa Térmica",
        id_categoria: (await detail()).id_categoria,
        unidade_medida: "peça",
        suppliers,
      },
    });
  };
  const history = async (supplierId: number) => {
    const response = await t.request(`/api/products/quotes/history/?product_id=${productId}&supplier_id=${supplierId}`, { token });
    expect(response.status).toBe(200);
    return quoteHistoryReplySchema.parse(await response.json()).results;
  };
  const historyRows = () => t.database.db.select().from(productSupplierQuotes).where(eq(productSupplierQuotes.productId, productId));

  it("records a history row only when the quote or one of its terms changes, newest first, with rates and author", async () => {
    expect(
      (await save([{ id: s(0), cotacao: "10.00", valida_ate: "2026-04-01", moq: 500, lead_time_dias: 30, incoterm: "FOB" }])).status,
    ).toBe(200);
    // The same quote again (as the specification's clients send it: terms left out are kept) writes nothing.
    expect((await save([{ id: s(0), nome: "x", cotacao: "10" }])).status).toBe(200);
    expect(
      (await save([{ id: s(0), cotacao: "10.0", valida_ate: "2026-04-01", moq: "500", lead_time_dias: "30", incoterm: "fob" }])).status,
    ).toBe(200);
    expect(await historyRows()).toHaveLength(1);

    now = new Date("2026-03-11T15:00:00Z");
    expect((await save([{ id: s(0), cotacao: "10.00", moq: 1000 }])).status).toBe(200); // a term alone
    expect((await save([{ id: s(0), cotacao: "9.50" }])).status).toBe(200); // the value alone
    expect((await save([{ id: s(0), cotacao: "9.50", incoterm: null, lead_time_dias: "" }])).status).toBe(200); // cleared terms

    const rows = await history(s(0));
    expect(rows.map((r) => [r.cotacao_usd, r.moq, r.incoterm, r.lead_time_dias])).toEqual([
      [9.5, 1000, null, null],
      [9.5, 1000, "FOB", 30],
      [10, 1000, "FOB", 30],
      [10, 500, "FOB", 30],
    ]);
    expect(rows[0]).toMatchObject({ valida_ate: "2026-04-01", usd_brl: 5.4321, usd_cny: 7.1234, autor: { nome: expect.any(String) } });
    expect(rows[0]?.autor?.id).toBeGreaterThan(0);
    const times = rows.map((r) => Date.parse(r.cotado_em));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    // The newest row is the current quote the detail shows.
    const [current] = (await detail()).suppliers;
    expect(current).toMatchObject({
      cotacao: 9.5,
      valida_ate: "2026-04-01",
      moq: 1000,
      lead_time_dias: null,
      incoterm: null,
      vencida: false,
    });
    expect(current?.cotado_em).toBe(rows[0]?.cotado_em);
  });

  it("keeps the other suppliers' quotes untouched and drops a removed supplier's history with it", async () => {
    await save([
      { id: s(0), cotacao: "10" },
      { id: s(1), cotacao: "20", incoterm: "CIF" },
    ]);
    await save([
      { id: s(0), cotacao: "11" },
      { id: s(1), cotacao: "20" },
    ]);
    expect(await history(s(0))).toHaveLength(2);
    expect(await history(s(1))).toHaveLength(1);
    await save([{ id: s(0), cotacao: "11" }]);
    expect((await historyRows()).map((r) => r.supplierId)).toEqual([s(0), s(0)]);
    const gone = await t.request(`/api/products/quotes/history/?product_id=${productId}&supplier_id=${s(1)}`, { token });
    expect(gone.status).toBe(404);
    expect(await gone.json()).toMatchObject({ detail: "Este supplier não cota este produto." });
  });

  it("marks a quote vencida from the day after its validity, in São Paulo's calendar", async () => {
    // 2026-03-10 in São Paulo until 03:00 UTC of the 11th.
    now = new Date("2026-03-11T02:59:00Z");
    await save([
      { id: s(0), cotacao: "1", valida_ate: "2026-03-09" }, // yesterday
      { id: s(1), cotacao: "2", valida_ate: "2026-03-10" }, // today
      { id: s(2), cotacao: "3", valida_ate: "2026-03-17" }, // +7
    ]);
    const vencida = async () => Object.fromEntries((await detail()).suppliers.map((q) => [q.valida_ate, q.vencida]));
    expect(await vencida()).toEqual({ "2026-03-09": true, "2026-03-10": false, "2026-03-17": false });
    now = new Date("2026-03-11T03:00:00Z"); // midnight in São Paulo: the 10th is over
    expect(await vencida()).toEqual({ "2026-03-09": true, "2026-03-10": true, "2026-03-17": false });
  });

  it("filters the products with at least one current quote past its validity (?vencida=1)", async () => {
    const ids = await insertProducts(t.database.db, [
      { nome: "Lâmpada", categoria: "Iluminação" },
      { nome: "Caneca", categoria: "Utilidades Domésticas" },
    ]);
    const lamp = ids["Lâmpada"] as number;
    await save([
      { id: s(0), cotacao: "1", valida_ate: "2026-03-09" },
      { id: s(1), cotacao: "2", valida_ate: "2026-04-10" },
    ]);
    const { id_categoria } = (await t.request(`/api/products/?id=${lamp}`, { token }).then((r) => r.json())).results[0];
    await t.request("/api/products/alter/", {
      method: "PUT",
      token,
      json: {
        id: lamp,
        version: 1,
        nome: "Lâmpada",
        id_categoria,
        unidade_medida: "peça",
        suppliers: [{ id: s(0), cotacao: "3", valida_ate: "2026-03-10" }],
      },
    });
    const names = async (query: string) => {
      const response = await t.request(`/api/products/${query}`, { token });
      expect(response.status).toBe(200);
      const reply = productListReplySchema.parse(await response.json());
      return { names: reply.results.map((p) => p.nome), total: reply.pagination.total_items };
    };
    expect(await names("?vencida=1")).toEqual({ names: ["Garrafa Térmica"], total: 1 });
    expect((await names("?vencida=0")).names).toEqual(["Caneca", "Garrafa Térmica", "Lâmpada"]);
    now = new Date("2026-03-11T15:00:00Z"); // the lamp's quote expires at midnight
    expect(await names("?vencida=1")).toEqual({ names: ["Garrafa Térmica", "Lâmpada"], total: 2 });
    // Requoting the expired supplier with a new validity takes the product out of the filter.
    await save([
      { id: s(0), cotacao: "1", valida_ate: "2026-05-01" },
      { id: s(1), cotacao: "2" },
    ]);
    expect(await names("?vencida=1")).toEqual({ names: ["Lâmpada"], total: 1 });
    const bad = await t.request("/api/products/?vencida=sim", { token });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ detail: "O filtro vencida aceita apenas 0 ou 1." });
  });

  it("refuses bad terms in Portuguese and writes nothing", async () => {
    await save([{ id: s(0), cotacao: "10", moq: 10 }]);
    const MOQ_MESSAGE = "MOQ: informe um número inteiro maior ou igual a 1. Ex.: 1.500.";
    const LEAD_TIME_MESSAGE = "Prazo de entrega (dias): informe um número inteiro de 0 a 3.650. Ex.: 1.500.";
    const cases: [Record<string, unknown>, string][] = [
      [{ valida_ate: "2026-02-30" }, VALIDA_ATE_MESSAGE],
      [{ valida_ate: "10/03/2026" }, VALIDA_ATE_MESSAGE],
      [{ valida_ate: 20260310 }, VALIDA_ATE_MESSAGE],
      [{ moq: 0 }, MOQ_MESSAGE],
      [{ moq: "1.5" }, MOQ_MESSAGE],
      [{ moq: "1,5" }, MOQ_MESSAGE],
      [{ moq: "dez" }, "MOQ: valor inválido. Use o formato 1.234,56."],
      [{ moq: 2147483648 }, MOQ_MESSAGE],
      [{ lead_time_dias: -1 }, LEAD_TIME_MESSAGE],
      [{ lead_time_dias: 4000 }, LEAD_TIME_MESSAGE],
      [{ lead_time_dias: "4.000" }, LEAD_TIME_MESSAGE],
      [{ incoterm: "FAS" }, INCOTERM_MESSAGE],
      [{ incoterm: 3 }, INCOTERM_MESSAGE],
    ];
    for (const [terms, message] of cases) {
      const response = await save([{ id: s(0), cotacao: "99", ...terms }]);
      expect(response.status, JSON.stringify(terms)).toBe(400);
      expect(JSON.stringify(await response.json())).toContain(message);
    }
    expect(await historyRows()).toHaveLength(1);
    const [row] = await t.database.db.select().from(productSuppliers).where(eq(productSuppliers.productId, productId));
    expect(row).toMatchObject({ cotacao: "10.00", moq: 10 });
  });

  it("answers the history's bad and unknown ids with 400 and 404 in Portuguese", async () => {
    await save([{ id: s(0), cotacao: "10" }]);
    const ask = async (query: string) => {
      const response = await t.request(`/api/products/quotes/history/${query}`, { token });
      return { status: response.status, detail: ((await response.json()) as { detail: string }).detail };
    };
    expect(await ask(`?supplier_id=${s(0)}`)).toEqual({ status: 400, detail: "Informe o product_id: o id de um produto." });
    expect(await ask(`?product_id=${productId}&supplier_id=abc`)).toEqual({
      status: 400,
      detail: "Informe o supplier_id: o id de um supplier.",
    });
    expect(await ask(`?product_id=99999999&supplier_id=${s(0)}`)).toEqual({ status: 404, detail: "Produto não encontrado." });
    expect(await ask(`?product_id=${productId}&supplier_id=99999999`)).toEqual({ status: 404, detail: "Supplier não encontrado." });
    expect((await t.request(`/api/products/quotes/history/?product_id=${productId}&supplier_id=${s(0)}`)).status).toBe(401);
  });

  it("records no rate when the lookup failed (the default is not a rate that was in force)", async () => {
    await t.close();
    t = await createTestApi(driver, { clock: () => now });
    token = (await t.login("sourcing@demo.local")).access;
    await clearProducts(t.database.db);
    productId = (await insertProducts(t.database.db, [{ nome: "Garrafa Térmica", categoria: "Utilidades Domésticas" }]))[
      "Garrafa Térmica"
    ] as number;
    await save([{ id: s(0), cotacao: "10" }]);
    expect(await history(s(0))).toMatchObject([{ cotacao_usd: 10, usd_brl: null, usd_cny: null }]);
  });
});
