import { and, eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { productDetailListReplySchema } from "#contract/products/products.ts";
import { rfqAnswerReplySchema } from "#contract/rfq/rfq-public.ts";
import { type RfqMatrixCell, rfqMatrixReplySchema } from "#contract/rfq/rfq-matrix.ts";
import { rfqStatusReplySchema } from "#contract/rfq/rfq.ts";
import { SOURCING_NOT_FOUND } from "#contract/sourcings/sourcing-rules.ts";
import { productSuppliers, sourcingItems, sourcingSuppliers } from "#server/db/schema.ts";
import { standInRates } from "#tests/support/rates.ts";
import { createTestApi, drivers, type TestApi } from "#tests/support/api.ts";
import { askByLink } from "#tests/support/rfq.ts";
import { clearProducts, insertProducts } from "#tests/support/products.ts";
import { clearSuppliers, insertSourcing, insertSuppliers } from "#tests/support/suppliers.ts";
import { loaderArgs, signedInContext } from "#tests/support/web.ts";

// What staff get of the suppliers' answers (GET /api/sourcings/rfq/respostas/): the sourcing's items against the
// suppliers asked, from the current quotes and the latest submitted revisions, never a draft.
const NOW = new Date("2026-11-27T15:00:00Z");

describe.each(drivers)("respostas dos suppliers de um sourcing (%s)", (driver) => {
  let t: TestApi;
  let staff: string;
  let sourcingId: number;
  let kappa: number;
  let ningbo: number;
  let yiwu: number;
  let zeta: number;
  let panela: number;
  let chaleira: number;
  let clock = NOW;
  beforeEach(async () => {
    clock = NOW;
    t = await createTestApi(driver, {
      clock: () => clock,
      rates: standInRates(),
    });
    staff = (await t.login("sourcing@demo.local")).access;
    const db = t.database.db;
    await clearSuppliers(db);
    await clearProducts(db);
    const maker = { segmento: "Utilidades Domésticas", tipo: "Fabricante", source: "Alibaba", pais: "cn" };
    const ids = await insertSuppliers(db, [
      { nome: "Yiwu Kitchen", ...maker },
      { nome: "Ningbo Cookware", ...maker },
      { nome: "Kappa Home", ...maker },
      { nome: "Zeta Fora", ...maker },
    ]);
    const idOf = (nome: string) => ids[nome] as number;
    [kappa, ningbo, yiwu, zeta] = [idOf("Kappa Home"), idOf("Ningbo Cookware"), idOf("Yiwu Kitchen"), idOf("Zeta Fora")];
    const products = await insertProducts(db, [
      // Zeta's quote was typed by staff: Zeta is in the sourcing but was never asked, so it has no column.
      { nome: "Panela inox 24 cm", categoria: "Utilidades Domésticas", cubagem: "0.02", peso: "1.5", quotes: [[zeta, "5.00"]] },
      { nome: "Chaleira 2 L", categoria: "Utilidades Domésticas", cubagem: "0.01", peso: "0.8" },
    ]);
    panela = products["Panela inox 24 cm"] as number;
    chaleira = products["Chaleira 2 L"] as number;
    sourcingId = await insertSourcing(db, "Panelas de inox");
    await db.insert(sourcingSuppliers).values([kappa, ningbo, yiwu, zeta].map((supplierId) => ({ sourcingId, supplierId })));
    await db.insert(sourcingItems).values([
      { sourcingId, productId: panela, quantidade: 1500, incoterm: "CIF" },
      { sourcingId, productId: chaleira, quantidade: 800, incoterm: "FOB" },
    ]);
  });
  afterEach(async () => {
    await t.close();
  });

  const ask = (supplierId: number) => askByLink(t, staff, { sourcingId, supplierId });
  const answer = async (token: string, body: unknown) => {
    const reply = await t.request(`/api/rfq/${token}/`, { method: "POST", json: body });
    expect(reply.status).toBe(200);
    return rfqAnswerReplySchema.parse(await reply.json());
  };
  const matrix = async () => {
    const reply = await t.request(`/api/sourcings/rfq/respostas/?id_sourcing=${sourcingId}`, { token: staff });
    expect(reply.status).toBe(200);
    return rfqMatrixReplySchema.parse(await reply.json());
  };
  const cellOf = (cells: RfqMatrixCell[], productId: number, supplierId: number) => {
    const found = cells.find((cell) => cell.id_product === productId && cell.id_supplier === supplierId);
    if (!found) throw new Error(`célula ausente: ${productId} × ${supplierId}`);
    return found;
  };
  /** The landed cost the product detail gives for that supplier's quote. */
  const detailCost = async (productId: number, supplierId: number) => {
    const reply = await t.request(`/api/products/?id=${productId}`, { token: staff });
    expect(reply.status).toBe(200);
    const [product] = productDetailListReplySchema.parse(await reply.json()).results;
    const supplier = product?.suppliers.find((entry) => entry.id === supplierId);
    if (!supplier) throw new Error("cotação ausente no detalhe");
    return supplier.custo_posto_brl;
  };

  const quoteRow = (productId: number, supplierId: number) =>
    and(eq(productSuppliers.productId, productId), eq(productSuppliers.supplierId, supplierId));

  /** Ningbo answers in CNY; Yiwu in USD, the kettle not offered; Kappa is asked and says nothing. */
  const answerBoth = async () => {
    const [ningboToken, yiwuToken] = [await ask(ningbo), await ask(yiwu)];
    await ask(kappa);
    await answer(ningboToken, {
      enviar: true,
      itens: [
        {
          id_product: panela,
          preco: "50",
          moeda: "CNY",
          moq: "1.000",
          lead_time_dias: 35,
          valida_ate: "2026-12-31",
          observacoes: "Aço 304, <b>tampa</b> de vidro.",
        },
        { id_product: chaleira, preco: "30", moeda: "CNY" },
      ],
    });
    await answer(yiwuToken, {
      enviar: true,
      itens: [
        { id_product: panela, preco: "6,80", moeda: "USD", incoterm: "FOB", observacoes: "Preço para 1.500 peças." },
        { id_product: chaleira, nao_ofertado: true, observacoes: "Não fabricamos chaleiras." },
      ],
    });
    return { ningboToken, yiwuToken };
  };

  it("the items in the list's order against the suppliers asked by name, one cell per pair", async () => {
    await answerBoth();
    const reply = await matrix();
    expect(reply.itens).toEqual([
      { id_product: chaleira, nome: "Chaleira 2 L", quantidade: 800, incoterm: "FOB" },
      { id_product: panela, nome: "Panela inox 24 cm", quantidade: 1500, incoterm: "CIF" },
    ]);
    // Zeta is in the sourcing but was never asked; Kappa was asked and has not answered.
    expect(reply.suppliers).toEqual([
      { id_supplier: kappa, nome: "Kappa Home", revisao: null, enviada_em: null, anexos: [] },
      { id_supplier: ningbo, nome: "Ningbo Cookware", revisao: 1, enviada_em: NOW.toISOString(), anexos: [] },
      { id_supplier: yiwu, nome: "Yiwu Kitchen", revisao: 1, enviada_em: NOW.toISOString(), anexos: [] },
    ]);
    expect(reply.celulas.map((cell) => [cell.id_product, cell.id_supplier, cell.situacao])).toEqual([
      [chaleira, kappa, "sem_resposta"],
      [chaleira, ningbo, "cotado"],
      [chaleira, yiwu, "nao_ofertado"],
      [panela, kappa, "sem_resposta"],
      [panela, ningbo, "cotado"],
      [panela, yiwu, "cotado"],
    ]);
  });

  it("a quote: USD, the original in CNY, the product detail's landed cost, its terms, the remarks; the lowest landed cost marked", async () => {
    await answerBoth();
    const { celulas } = await matrix();
    const [ningboCost, yiwuCost] = [await detailCost(panela, ningbo), await detailCost(panela, yiwu)];
    expect(ningboCost).not.toBeNull();
    expect(yiwuCost).not.toBeNull();
    expect(ningboCost).not.toBe(yiwuCost);
    // 50 / 7.1234 = 7.0191… → $ 7.02; CIF (the incoterm asked) against Yiwu's FOB $ 6.80: the detail decides.
    expect(cellOf(celulas, panela, ningbo)).toEqual({
      id_product: panela,
      id_supplier: ningbo,
      situacao: "cotado",
      cotacao: 7.02,
      original: { moeda: "CNY", valor: 50, taxa: 7.1234 },
      custo_posto_brl: ningboCost,
      custo_posto_incompleto: false,
      valida_ate: "2026-12-31",
      moq: 1000,
      lead_time_dias: 35,
      incoterm: "CIF",
      vencida: false,
      melhor: (ningboCost as number) <= (yiwuCost as number),
      // Text as the supplier wrote it: escaping is the page's business.
      observacoes: "Aço 304, <b>tampa</b> de vidro.",
    });
    expect(cellOf(celulas, panela, yiwu)).toEqual({
      id_product: panela,
      id_supplier: yiwu,
      situacao: "cotado",
      cotacao: 6.8,
      original: null,
      custo_posto_brl: yiwuCost,
      custo_posto_incompleto: false,
      valida_ate: null,
      moq: null,
      lead_time_dias: null,
      incoterm: "FOB",
      vencida: false,
      melhor: (yiwuCost as number) <= (ningboCost as number),
      observacoes: "Preço para 1.500 peças.",
    });
    // The kettle: Ningbo's is the only quote, so the best; Yiwu said why it offers none; Kappa said nothing.
    expect(cellOf(celulas, chaleira, ningbo)).toMatchObject({
      situacao: "cotado",
      cotacao: 4.21,
      custo_posto_brl: await detailCost(chaleira, ningbo),
      melhor: true,
      observacoes: null,
    });
    expect(cellOf(celulas, chaleira, yiwu)).toEqual({
      id_product: chaleira,
      id_supplier: yiwu,
      situacao: "nao_ofertado",
      observacoes: "Não fabricamos chaleiras.",
    });
    expect(cellOf(celulas, chaleira, kappa)).toEqual({ id_product: chaleira, id_supplier: kappa, situacao: "sem_resposta" });
  });

  it("equal landed costs are all marked; a quote without a price is never the best", async () => {
    await answerBoth();
    const db = t.database.db;
    // Staff set Yiwu's panela to Ningbo's very quote (value, incoterm, carton): the same landed cost.
    const { celulas: before } = await matrix();
    const ningboCell = cellOf(before, panela, ningbo);
    if (ningboCell.situacao !== "cotado") throw new Error("esperava cotado");
    await db.update(productSuppliers).set({ cotacao: "7.02", incoterm: "CIF" }).where(quoteRow(panela, yiwu));
    const tied = await matrix();
    expect(cellOf(tied.celulas, panela, yiwu)).toMatchObject({ custo_posto_brl: ningboCell.custo_posto_brl, melhor: true });
    expect(cellOf(tied.celulas, panela, ningbo)).toMatchObject({ melhor: true });
    // A quote of 0 is 'sem preço': no landed cost, no mark, while the other is the best alone.
    await db.update(productSuppliers).set({ cotacao: "0" }).where(quoteRow(panela, yiwu));
    const unpriced = await matrix();
    expect(cellOf(unpriced.celulas, panela, yiwu)).toMatchObject({ situacao: "cotado", cotacao: 0, custo_posto_brl: null, melhor: false });
    expect(cellOf(unpriced.celulas, panela, ningbo)).toMatchObject({ melhor: true });
  });

  it("a draft is invisible to staff; the latest revision gives the remarks; a product no longer offered reads 'nao_ofertado' though its quote stays", async () => {
    const { ningboToken, yiwuToken } = await answerBoth();
    // Yiwu saves a draft at a lower price: nothing of it reaches staff.
    await answer(yiwuToken, { enviar: false, itens: [{ id_product: panela, preco: "1", moeda: "USD", observacoes: "Rascunho" }] });
    let reply = await matrix();
    expect(reply.suppliers.find((s) => s.id_supplier === yiwu)).toMatchObject({ revisao: 1 });
    expect(cellOf(reply.celulas, panela, yiwu)).toMatchObject({ cotacao: 6.8, observacoes: "Preço para 1.500 peças." });
    const statuses = async () => {
      const response = await t.request(`/api/sourcings/rfq/?id_sourcing=${sourcingId}`, { token: staff });
      expect(response.status).toBe(200);
      return rfqStatusReplySchema.parse(await response.json()).results;
    };
    expect((await statuses()).map((s) => [s.supplier_nome, s.revisao, s.respondido_em])).toEqual([
      ["Kappa Home", null, null],
      ["Ningbo Cookware", 1, NOW.toISOString()],
      ["Yiwu Kitchen", 1, NOW.toISOString()],
      ["Zeta Fora", null, null],
    ]);

    // Ningbo's second revision, a day later, no longer offers the kettle: its quote stays (staff data by then), but the
    // matrix says what the supplier says now.
    clock = new Date("2026-11-28T15:00:00Z");
    await answer(ningboToken, {
      enviar: true,
      itens: [
        { id_product: panela, preco: "50", moeda: "CNY", valida_ate: "2026-12-31", observacoes: "Revisado." },
        { id_product: chaleira, nao_ofertado: true, observacoes: "Sem estoque." },
      ],
    });
    reply = await matrix();
    expect(reply.suppliers.find((s) => s.id_supplier === ningbo)).toEqual({
      id_supplier: ningbo,
      nome: "Ningbo Cookware",
      revisao: 2,
      enviada_em: clock.toISOString(),
      anexos: [],
    });
    expect(cellOf(reply.celulas, panela, ningbo)).toMatchObject({ situacao: "cotado", observacoes: "Revisado." });
    expect(cellOf(reply.celulas, chaleira, ningbo)).toEqual({
      id_product: chaleira,
      id_supplier: ningbo,
      situacao: "nao_ofertado",
      observacoes: "Sem estoque.",
    });
    expect((await statuses())[1]).toMatchObject({ revisao: 2, respondido_em: clock.toISOString() });

    // Past its validity, the quote is 'vencida' (São Paulo's day).
    clock = new Date("2027-01-01T12:00:00Z");
    expect(cellOf((await matrix()).celulas, panela, ningbo)).toMatchObject({ valida_ate: "2026-12-31", vencida: true });
  });

  it("the sourcing page's loader gets the same answers when they are shown; when their read fails the page still loads", async () => {
    await answerBoth();
    const { loader } = await import("#app/routes/sourcings.detail.tsx");
    const loaded = z.object({
      data: z.object({ sourcing: z.object({ sourcing_id: z.number() }), answers: rfqMatrixReplySchema.nullish() }),
    });
    const load = async (query: string, failing?: (path: string) => boolean) => {
      const { context } = await signedInContext(t, "comercial@demo.local", failing);
      const url = `http://localhost/sourcings/${sourcingId}${query}`;
      const result: unknown = await loader(loaderArgs(context, url, { id: String(sourcingId) }) as never);
      return loaded.parse(result).data;
    };
    expect((await load("?respostas=1")).answers).toEqual(await matrix());
    const failed = await load("?respostas=1", (path) => path === "/api/sourcings/rfq/respostas/");
    expect(failed.sourcing.sourcing_id).toBe(sourcingId);
    expect(failed.answers).toBeNull();
    // Until they are shown (docs/decisions/0069-lean-pages.md) they are not read.
    const called: string[] = [];
    const closed = await load("", (path) => {
      called.push(path);
      return false;
    });
    expect(closed.answers).toBeUndefined();
    expect(called).toContain("/api/sourcings/rfq/");
    expect(called).not.toContain("/api/sourcings/rfq/respostas/");
  });

  it("before any link: no supplier asked, no cell; 404 for an unknown sourcing; 401 without a token", async () => {
    expect(await matrix()).toEqual({
      itens: [
        { id_product: chaleira, nome: "Chaleira 2 L", quantidade: 800, incoterm: "FOB" },
        { id_product: panela, nome: "Panela inox 24 cm", quantidade: 1500, incoterm: "CIF" },
      ],
      suppliers: [],
      celulas: [],
    });
    const unknown = await t.request("/api/sourcings/rfq/respostas/?id_sourcing=999999", { token: staff });
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).detail).toBe(SOURCING_NOT_FOUND);
    const anonymous = await t.request(`/api/sourcings/rfq/respostas/?id_sourcing=${sourcingId}`);
    expect(anonymous.status).toBe(401);
  });
});
