import { and, asc, eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { RFQ_ANSWER_MESSAGES } from "#contract/rfq/rfq-answer.ts";
import { RFQ_GONE, rfqAnswerReplySchema, rfqPublicReplySchema } from "#contract/rfq/rfq-public.ts";
import { type RfqLanguage } from "#contract/rfq/rfq-languages.ts";
import { RFQ_WRITES_PER_TOKEN } from "#contract/rfq/rfq-rules.ts";
import { productDetailListReplySchema, productListReplySchema, quoteHistoryReplySchema } from "#contract/products/products.ts";
import { LoginThrottle } from "#server/auth/throttle.ts";
import { rfqTokenHash } from "#server/api/rfq-links/token.ts";
import { activity, rfqAnswers, sourcingItems, sourcingSuppliers } from "#server/db/schema.ts";
import { standInRates } from "#tests/support/rates.ts";
import { createTestApi, drivers, type TestApi } from "#tests/support/api.ts";
import { askByLink } from "#tests/support/rfq.ts";
import { rfqMatrixReplySchema } from "#contract/rfq/rfq-matrix.ts";
import { RFQ_FILE_MESSAGES } from "#contract/rfq/rfq-files.ts";
import { clearProducts, insertProducts } from "#tests/support/products.ts";
import { clearSuppliers, insertSourcing, insertSuppliers, listFiles } from "#tests/support/suppliers.ts";

// A supplier answers its quote request by link (docs/decisions/0068-supplier-answers-by-link.md): drafts, revisions,
// the quotes they become, in the supplier's language.
const NOW = new Date("2026-11-27T15:00:00Z");
/** The tests' size limit of an attached file (the contract's is 10 MB). */
const FILE_LIMIT = 64 * 1024;
const PDF = "%PDF-1.7\n1 0 obj << >> endobj\n";
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);

/** A multipart body of files in `arquivos`. */
function filesForm(...files: { name: string; bytes: string | Uint8Array<ArrayBuffer>; type?: string }[]): FormData {
  const form = new FormData();
  for (const file of files) form.append("arquivos", new File([file.bytes], file.name, { type: file.type ?? "application/octet-stream" }));
  return form;
}

describe.each(drivers)("resposta do supplier pelo link (%s)", (driver) => {
  let t: TestApi;
  let staff: string;
  let sourcingId: number;
  let ningbo: number;
  let yiwu: number;
  let panela: number;
  let chaleira: number;
  let clock = NOW;
  beforeEach(async () => {
    clock = NOW;
    t = await createTestApi(driver, {
      clock: () => clock,
      rates: standInRates(),
      rfqFileMaxBytes: FILE_LIMIT,
    });
    staff = (await t.login("sourcing@demo.local")).access;
    const db = t.database.db;
    await clearSuppliers(db);
    await clearProducts(db);
    const suppliers = await insertSuppliers(db, [
      { nome: "Ningbo Cookware", segmento: "Utilidades Domésticas", tipo: "Fabricante", source: "Alibaba", pais: "cn" },
      { nome: "Yiwu Kitchen", segmento: "Utilidades Domésticas", tipo: "Fabricante", source: "Alibaba", pais: "cn" },
    ]);
    ningbo = suppliers["Ningbo Cookware"] as number;
    yiwu = suppliers["Yiwu Kitchen"] as number;
    const products = await insertProducts(db, [
      { nome: "Panela inox 24 cm", categoria: "Utilidades Domésticas" },
      { nome: "Chaleira 2 L", categoria: "Utilidades Domésticas" },
    ]);
    panela = products["Panela inox 24 cm"] as number;
    chaleira = products["Chaleira 2 L"] as number;
    sourcingId = await insertSourcing(db, "Panelas de inox");
    await db.insert(sourcingSuppliers).values([
      { sourcingId, supplierId: ningbo },
      { sourcingId, supplierId: yiwu },
    ]);
    await db.insert(sourcingItems).values([
      { sourcingId, productId: panela, quantidade: 1500, incoterm: "CIF" },
      { sourcingId, productId: chaleira, quantidade: 800, incoterm: "FOB" },
    ]);
  });
  afterEach(async () => {
    await t.close();
  });

  const ask = (supplierId = ningbo, prazo?: string) => askByLink(t, staff, { sourcingId, supplierId, prazo });
  const answer = (token: string, body: unknown, language?: RfqLanguage) =>
    t.request(`/api/rfq/${token}/${language ? `?lang=${language}` : ""}`, { method: "POST", json: body });
  const read = async (token: string) => rfqPublicReplySchema.parse(await (await t.request(`/api/rfq/${token}/`)).json());
  const product = async (id: number) => {
    const reply = await t.request(`/api/products/?id=${id}`, { token: staff });
    expect(reply.status).toBe(200);
    const [found] = productListReplySchema.parse(await reply.json()).results;
    if (!found) throw new Error("produto ausente");
    return found;
  };
  const history = async (productId: number, supplierId: number) => {
    const reply = await t.request(`/api/products/quotes/history/?product_id=${productId}&supplier_id=${supplierId}`, { token: staff });
    return quoteHistoryReplySchema.parse(await reply.json()).results;
  };
  const storedAnswers = () =>
    t.database.db.select({ supplierId: rfqAnswers.supplierId, revisao: rfqAnswers.revisao }).from(rfqAnswers).orderBy(asc(rfqAnswers.id));

  it("a draft is kept for the supplier to come back to, and changes nothing staff see", async () => {
    const token = await ask();
    const reply = await answer(token, { enviar: false, itens: [{ id_product: panela, preco: "48,5", moeda: "CNY" }] });
    expect(reply.status).toBe(200);
    const body = rfqAnswerReplySchema.parse(await reply.json());
    expect(body.detail).toBe(RFQ_ANSWER_MESSAGES.en.draftSaved);
    expect(body.status).toBe("rascunho");
    expect(body.revisao).toBeNull();
    expect(body.rascunho_em).toBe(NOW.toISOString());
    const panelaItem = body.itens.find((item) => item.id_product === panela);
    expect(panelaItem?.resposta).toMatchObject({ preco: 48.5, moeda: "CNY", nao_ofertado: false, moq: null });
    expect(body.itens.find((item) => item.id_product === chaleira)?.resposta).toBeNull();
    // A second draft replaces the first; a draft may leave the price out.
    await answer(token, { enviar: false, itens: [{ id_product: panela, moq: "500" }] });
    expect((await read(token)).itens.find((item) => item.id_product === panela)?.resposta).toMatchObject({ preco: null, moq: 500 });
    expect(await storedAnswers()).toEqual([{ supplierId: ningbo, revisao: null }]);
    expect((await product(panela)).suppliers).toEqual([]);
  });

  it("a submit in CNY becomes the supplier's quote in USD at the day's rate, the original kept, by 'Fornecedor (link)'", async () => {
    const token = await ask();
    const reply = await answer(token, {
      enviar: true,
      itens: [
        {
          id_product: panela,
          preco: "50",
          moeda: "CNY",
          moq: "1.000",
          lead_time_dias: 35,
          valida_ate: "2026-12-31",
          unidades_por_caixa: 12,
          caixa_cubagem_m3: "0,084",
          caixa_peso_kg: "18.5",
          observacoes: "Aço 304, tampa de vidro.",
        },
        { id_product: chaleira, nao_ofertado: true },
      ],
    });
    expect(reply.status).toBe(200);
    const body = rfqAnswerReplySchema.parse(await reply.json());
    expect(body.detail).toBe(RFQ_ANSWER_MESSAGES.en.submitted(1));
    expect(body).toMatchObject({ status: "enviada", revisao: 1, enviada_em: NOW.toISOString(), rascunho_em: null });
    // 50 / 7.1234 = 7.0191… → $ 7.02; the incoterm the one asked (CIF), the carton the supplier's.
    const [quote] = (await product(panela)).suppliers;
    expect(quote).toMatchObject({
      id: ningbo,
      cotacao: 7.02,
      moq: 1000,
      lead_time_dias: 35,
      valida_ate: "2026-12-31",
      incoterm: "CIF",
      unidades_por_caixa: 12,
      caixa_cubagem_m3: 0.084,
      caixa_peso_kg: 18.5,
    });
    expect((await product(chaleira)).suppliers).toEqual([]);
    // The product's detail keeps the price as given, for its CNY column (not 7,02 × today's rate).
    const detail = await t.request(`/api/products/?id=${panela}`, { token: staff });
    const [detailed] = productDetailListReplySchema.parse(await detail.json()).results;
    expect(detailed?.suppliers[0]?.original).toEqual({ moeda: "CNY", valor: 50, taxa: 7.1234 });
    const [row] = await history(panela, ningbo);
    expect(row).toMatchObject({
      cotacao_usd: 7.02,
      autor: null,
      via_link: true,
      original: { moeda: "CNY", valor: 50, taxa: 7.1234 },
      usd_cny: 7.1234,
      usd_brl: 5.4321,
    });
    // The sourcing's history: the revision, by the supplier through its link; the product's: the quote, the same way.
    const rows = await t.database.db
      .select({
        entity: activity.entityType,
        field: activity.field,
        viaLink: activity.viaLink,
        actor: activity.actorId,
        new: activity.newValue,
      })
      .from(activity)
      .where(and(eq(activity.viaLink, true)))
      .orderBy(asc(activity.id));
    expect(rows).toContainEqual({ entity: "sourcing", field: "resposta_cotacao", viaLink: true, actor: null, new: 1 });
    expect(rows.filter((r) => r.entity === "product").map((r) => r.field)).toContain("cotacao");
    const feed = await t.request(`/api/activity/?entity_type=sourcing&entity_id=${sourcingId}`, { token: staff });
    expect(JSON.stringify(await feed.json())).toContain('"via_link":true');
  });

  it("each submit is a revision, kept; the latest updates the quote; a price given in USD keeps no original", async () => {
    const token = await ask();
    await answer(token, { enviar: true, itens: [{ id_product: panela, preco: "7,50", moeda: "USD" }] });
    expect((await product(panela)).suppliers[0]).toMatchObject({ cotacao: 7.5, incoterm: "CIF" });
    await answer(token, { enviar: false, itens: [{ id_product: panela, preco: "7,30", moeda: "USD" }] });
    const reply = await answer(token, { enviar: true, itens: [{ id_product: panela, preco: "12.34", moeda: "USD", incoterm: "fob" }] });
    expect(rfqAnswerReplySchema.parse(await reply.json()).detail).toBe(RFQ_ANSWER_MESSAGES.en.submitted(2));
    expect((await product(panela)).suppliers[0]).toMatchObject({ cotacao: 12.34, incoterm: "FOB" });
    const rows = await history(panela, ningbo);
    expect(rows.map((r) => [r.cotacao_usd, r.original])).toEqual([
      [12.34, null],
      [7.5, null],
    ]);
    // Both revisions kept, the draft gone with the submit that followed it.
    expect(await storedAnswers()).toEqual([
      { supplierId: ningbo, revisao: 1 },
      { supplierId: ningbo, revisao: 2 },
    ]);
    expect(await read(token)).toMatchObject({ status: "enviada", revisao: 2 });
  });

  it("a price in BRL is converted at USD→BRL; '12.34' and '12,34' are the same price", async () => {
    const token = await ask();
    await answer(token, {
      enviar: true,
      itens: [
        { id_product: panela, preco: "54,32", moeda: "BRL" },
        { id_product: chaleira, preco: "12.34", moeda: "usd" },
      ],
    });
    // 54.32 / 5.4321 = 9.9998… → $ 10.00
    expect((await product(panela)).suppliers[0]).toMatchObject({ cotacao: 10 });
    expect((await history(panela, ningbo))[0]?.original).toEqual({ moeda: "BRL", valor: 54.32, taxa: 5.4321 });
    expect((await product(chaleira)).suppliers[0]).toMatchObject({ cotacao: 12.34 });
  });

  it.each([
    ["en", "Unit price: enter a number greater than 0, with up to 2 decimal places, for example 12.34 or 12,34."],
    ["zh", "单价：请输入大于 0 的数字，最多 2 位小数，例如 12.34 或 12,34。"],
    ["pt", "Preço unitário: informe um número maior que 0, com até 2 casas decimais. Use o formato 1.234,56."],
  ] as const)("refuses bad values with every message in the page's language (%s), writing nothing", async (language, priceMessage) => {
    const token = await ask();
    const say = RFQ_ANSWER_MESSAGES[language];
    const reply = await answer(
      token,
      {
        enviar: true,
        itens: [
          { id_product: panela, preco: "12,345", moeda: "USD" },
          { id_product: chaleira, preco: "3", observacoes: "x".repeat(501) },
        ],
      },
      language,
    );
    expect(reply.status).toBe(400);
    const body = (await reply.json()) as { detail: string; errors: Record<string, string[]> };
    expect(body.detail).toBe(priceMessage);
    expect(body.errors).toEqual({
      "itens.0.preco": [priceMessage],
      "itens.1.observacoes": [say.remarks],
    });
    // A price is required on submit unless the product is not offered, and never without its currency.
    const missing = await answer(
      token,
      {
        enviar: true,
        itens: [
          { id_product: panela, moeda: "USD" },
          { id_product: chaleira, preco: "3" },
        ],
      },
      language,
    );
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { errors: Record<string, string[]> }).errors).toEqual({
      "itens.0.preco": [say.priceRequired],
      "itens.1.moeda": [say.currency],
    });
    // A product not asked, a validity in the past.
    const second = await answer(
      token,
      {
        enviar: true,
        itens: [
          { id_product: 999_999, nao_ofertado: true },
          { id_product: chaleira, preco: 2, moeda: "USD", valida_ate: "2026-11-26" },
        ],
      },
      language,
    );
    expect(((await second.json()) as { errors: Record<string, string[]> }).errors).toEqual({
      "itens.0.id_product": [say.notAsked],
      "itens.1.valida_ate": [say.validUntil],
    });
    // '1,000' in a count: a thousand written the English way, or 1 with a decimal comma; never guessed.
    const count = await answer(token, { enviar: false, itens: [{ id_product: panela, moq: "1,000" }] }, language);
    expect(((await count.json()) as { errors: Record<string, string[]> }).errors["itens.0.moq"]).toHaveLength(1);
    const shape = await answer(token, { itens: "tudo" }, language);
    expect(shape.status).toBe(400);
    expect(((await shape.json()) as { detail: string }).detail).toBe(say.body);
    expect(await storedAnswers()).toEqual([]);
    expect((await product(panela)).suppliers).toEqual([]);
  });

  it("a price too small to be a cent in USD is refused, not recorded as 'sem preço'", async () => {
    const token = await ask();
    const reply = await answer(token, { enviar: true, itens: [{ id_product: panela, preco: "0,03", moeda: "CNY" }] }, "zh");
    expect(reply.status).toBe(400);
    expect(((await reply.json()) as { errors: Record<string, string[]> }).errors).toEqual({
      "itens.0.preco": [RFQ_ANSWER_MESSAGES.zh.tooSmall],
    });
    expect(await storedAnswers()).toEqual([]);
  });

  it("each token reads and writes only its own supplier's answer", async () => {
    const ningboToken = await ask(ningbo);
    const yiwuToken = await ask(yiwu);
    await answer(ningboToken, { enviar: true, itens: [{ id_product: panela, preco: 7, moeda: "USD", observacoes: "Só para a Ningbo" }] });
    const yiwuView = await read(yiwuToken);
    expect(yiwuView.fornecedor.nome).toBe("Yiwu Kitchen");
    expect(yiwuView.status).toBe("sem_resposta");
    expect(JSON.stringify(yiwuView)).not.toContain("Só para a Ningbo");
    await answer(yiwuToken, { enviar: true, itens: [{ id_product: panela, preco: 6, moeda: "USD" }] });
    const quotes = (await product(panela)).suppliers.map((s) => [s.nome, s.cotacao]);
    expect(quotes).toEqual([
      ["Ningbo Cookware", 7],
      ["Yiwu Kitchen", 6],
    ]);
    expect((await read(ningboToken)).itens.find((i) => i.id_product === panela)?.resposta?.preco).toBe(7);
  });

  it("after the deadline, once revoked, or replaced by a new link, nothing can be written (410); an unknown token is 404", async () => {
    const first = await ask();
    const second = await ask();
    const replaced = await answer(first, { enviar: false, itens: [] }, "pt");
    expect(replaced.status).toBe(410);
    expect(((await replaced.json()) as { detail: string }).detail).toBe(RFQ_GONE.pt);
    // The new link carries on the pair's answer.
    await answer(second, { enviar: true, itens: [{ id_product: panela, preco: 7, moeda: "USD" }] });
    clock = new Date("2026-12-05T21:00:00Z");
    const late = await answer(second, { enviar: true, itens: [{ id_product: panela, preco: 6, moeda: "USD" }] });
    expect(late.status).toBe(410);
    clock = NOW;
    const third = await ask();
    expect(await read(third)).toMatchObject({ status: "enviada", revisao: 1 });
    await t.request("/api/sourcings/rfq/delete/", {
      method: "DELETE",
      json: { id_sourcing: sourcingId, id_supplier: ningbo },
      token: staff,
    });
    expect((await answer(third, { enviar: false, itens: [] })).status).toBe(410);
    expect((await answer("nao-existe", { enviar: false, itens: [] })).status).toBe(404);
    expect((await product(panela)).suppliers.map((s) => s.cotacao)).toEqual([7]);
  });

  it("a link that writes too often is refused for a while (429, in its language)", async () => {
    const token = await ask();
    const throttle = new LoginThrottle(t.database.db);
    for (let i = 0; i < RFQ_WRITES_PER_TOKEN.limit; i++) await throttle.attempt(`rfq-write:${rfqTokenHash(token)}`, RFQ_WRITES_PER_TOKEN);
    const reply = await answer(token, { enviar: false, itens: [] }, "zh");
    expect(reply.status).toBe(429);
    expect(Number(reply.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(((await reply.json()) as { detail: string }).detail).toBe(RFQ_ANSWER_MESSAGES.zh.tooMany);
    expect(await storedAnswers()).toEqual([]);
  });

  describe("anexos", () => {
    const attach = (token: string, form: FormData, language?: RfqLanguage) =>
      t.request(`/api/rfq/${token}/arquivos/${language ? `?lang=${language}` : ""}`, { method: "POST", body: form });
    const detach = (token: string, id: number, language?: RfqLanguage) =>
      t.request(`/api/rfq/${token}/arquivos/${language ? `?lang=${language}` : ""}`, { method: "DELETE", json: { id } });
    const staffFiles = async () => {
      const reply = await t.request(`/api/sourcings/rfq/respostas/?id_sourcing=${sourcingId}`, { token: staff });
      return rfqMatrixReplySchema.parse(await reply.json()).suppliers.map((s) => [s.nome, s.anexos]);
    };

    it("a PDF and a picture attached: the supplier sees their names and sizes, staff download them", async () => {
      const token = await ask();
      const reply = await attach(
        token,
        filesForm({ name: "Proforma PI-2211.pdf", bytes: PDF }, { name: "caixa.png", bytes: PNG, type: "image/png" }),
      );
      expect(reply.status).toBe(201);
      const body = rfqAnswerReplySchema.parse(await reply.json());
      expect(body.detail).toBe(RFQ_FILE_MESSAGES.en.attached);
      expect(body.anexos.map((f) => [f.nome, f.tamanho])).toEqual([
        ["Proforma PI-2211.pdf", PDF.length],
        ["caixa.png", PNG.length],
      ]);
      expect(listFiles(t.storageDir)).toHaveLength(2);
      const [, ningboFiles] = (await staffFiles()).find(([nome]) => nome === "Ningbo Cookware") ?? [];
      const files = ningboFiles as { nome: string; url: string }[];
      expect(files.map((f) => f.nome)).toEqual(["Proforma PI-2211.pdf", "caixa.png"]);
      expect(await (await t.request(files[0]?.url ?? "")).text()).toBe(PDF);
    });

    it.each(["en", "zh", "pt"] as const)(
      "refuses, in the page's language (%s), what is not a PDF, sheet or picture, an empty file, a sixth file, one too large; nothing is kept",
      async (language) => {
        const token = await ask();
        const say = RFQ_FILE_MESSAGES[language];
        const refused = async (form: FormData, status: number, message: string) => {
          const reply = await attach(token, form, language);
          expect(reply.status).toBe(status);
          expect(((await reply.json()) as { detail: string }).detail).toBe(message);
        };
        // A PNG named .pdf, a text file: by their first bytes and names. With a good file beside them, neither is kept.
        await refused(filesForm({ name: "ok.pdf", bytes: PDF }, { name: "preco.pdf", bytes: PNG }), 400, say.kind("preco.pdf"));
        await refused(filesForm({ name: "lista.txt", bytes: "preço" }), 400, say.kind("lista.txt"));
        await refused(filesForm({ name: "vazio.pdf", bytes: "" }), 400, say.empty("vazio.pdf"));
        await refused(filesForm(), 400, say.none);
        await refused(filesForm({ name: "grande.pdf", bytes: `${PDF}${"x".repeat(FILE_LIMIT)}` }), 413, say.tooLarge);
        expect(listFiles(t.storageDir)).toEqual([]);
        const four = Array.from({ length: 4 }, (_, i) => ({ name: `f${i}.pdf`, bytes: PDF }));
        expect((await attach(token, filesForm(...four))).status).toBe(201);
        await refused(filesForm({ name: "f4.pdf", bytes: PDF }, { name: "f5.pdf", bytes: PDF }), 400, say.tooMany);
        expect(listFiles(t.storageDir)).toHaveLength(4);
        expect((await attach(token, filesForm({ name: "f4.pdf", bytes: PDF }))).status).toBe(201);
        await refused(filesForm({ name: "f5.pdf", bytes: PDF }), 400, say.tooMany);
        expect(listFiles(t.storageDir)).toHaveLength(5);
      },
    );

    it("a file is removed by its own supplier only; after revocation nothing is written; the sourcing's deletion takes the objects", async () => {
      const ningboToken = await ask(ningbo);
      const yiwuToken = await ask(yiwu);
      const attached = rfqAnswerReplySchema.parse(await (await attach(ningboToken, filesForm({ name: "pi.pdf", bytes: PDF }))).json());
      const id = attached.anexos[0]?.id as number;
      const other = await detach(yiwuToken, id, "pt");
      expect(other.status).toBe(404);
      expect(((await other.json()) as { detail: string }).detail).toBe(RFQ_FILE_MESSAGES.pt.notFound);
      expect(listFiles(t.storageDir)).toHaveLength(1);
      const removed = await detach(ningboToken, id);
      expect(removed.status).toBe(200);
      expect(rfqAnswerReplySchema.parse(await removed.json())).toMatchObject({ anexos: [], detail: RFQ_FILE_MESSAGES.en.removed });
      expect(listFiles(t.storageDir)).toEqual([]);

      await attach(yiwuToken, filesForm({ name: "yiwu.pdf", bytes: PDF }));
      await t.request("/api/sourcings/rfq/delete/", {
        method: "DELETE",
        json: { id_sourcing: sourcingId, id_supplier: yiwu },
        token: staff,
      });
      expect((await attach(yiwuToken, filesForm({ name: "depois.pdf", bytes: PDF }))).status).toBe(410);
      expect(listFiles(t.storageDir)).toHaveLength(1);
      const deleted = await t.request("/api/sourcings/delete/", { method: "DELETE", json: { id: sourcingId }, token: staff });
      expect(deleted.status).toBe(200);
      expect(listFiles(t.storageDir)).toEqual([]);
    });
  });
});
