import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { RFQ_GONE, RFQ_TOO_MANY, RFQ_UNKNOWN, rfqPublicReplySchema } from "#contract/rfq/rfq-public.ts";
import { RFQ_UNKNOWN_TOKENS_PER_ADDRESS } from "#contract/rfq/rfq-rules.ts";
import { products, sourcingItems, sourcingSuppliers } from "#server/db/schema.ts";
import { createFront } from "#server/front.ts";
import { createLogger } from "#server/ops/logger.ts";
import { LocalStorage } from "#server/storage/local.ts";
import { createTestApi, drivers, type TestApi } from "#tests/support/api.ts";
import { askByLink } from "#tests/support/rfq.ts";
import { clearSuppliers, insertSourcing, insertSuppliers } from "#tests/support/suppliers.ts";

// The supplier's side of a quote request (docs/decisions/0067): no account, the link's token is the credential.
const NOW = new Date("2026-11-27T15:00:00Z");

describe.each(drivers)("pedido de cotação visto pelo supplier (%s)", (driver) => {
  let t: TestApi;
  let staff: string;
  let sourcingId: number;
  let supplierId: number;
  let clock = NOW;
  let logged: string[];
  let call: (path: string, init?: RequestInit) => Promise<Response>;
  beforeEach(async () => {
    clock = NOW;
    t = await createTestApi(driver, { clock: () => clock });
    staff = (await t.login("sourcing@demo.local")).access;
    const db = t.database.db;
    await clearSuppliers(db);
    const ids = await insertSuppliers(db, [
      { nome: "Ningbo Cookware", segmento: "Utilidades Domésticas", tipo: "Fabricante", source: "Alibaba", pais: "cn" },
    ]);
    supplierId = ids["Ningbo Cookware"] as number;
    sourcingId = await insertSourcing(db, "Panelas de inox");
    await db.insert(sourcingSuppliers).values({ sourcingId, supplierId, justificativa: "Nota interna que o supplier não pode ver" });
    const [product] = await db.select({ id: products.id }).from(products).where(eq(products.unidadeMedida, "caixa")).limit(1);
    await db.insert(sourcingItems).values({ sourcingId, productId: product?.id as number, quantidade: 1500, incoterm: "CIF" });
    logged = [];
    const front = createFront({
      api: t.api,
      database: t.database,
      storage: new LocalStorage(t.storageDir),
      logger: createLogger("debug", { write: (chunk: string) => void logged.push(chunk) }),
      metrics: null,
    });
    call = (path, init = {}) => Promise.resolve(front.fetch(new Request(`http://test.local${path}`, init)));
  });
  afterEach(async () => {
    await t.close();
  });

  const ask = (prazo?: string) => askByLink(t, staff, { sourcingId, supplierId, prazo });

  it("shows the request without an account: the description, the supplier's own name, the deadline and the products; never cached, the token in no log line", async () => {
    const token = await ask();
    const reply = await call(`/api/rfq/${token}/`);
    expect(reply.status).toBe(200);
    expect(reply.headers.get("Cache-Control")).toBe("no-store");
    const body = rfqPublicReplySchema.parse(await reply.json());
    expect(body).toMatchObject({
      sourcing: { descricao: "Panelas de inox" },
      fornecedor: { nome: "Ningbo Cookware" },
      prazo: "2026-12-05T21:00:00.000Z",
      status: "sem_resposta",
    });
    expect(body.itens).toHaveLength(1);
    // The quantity in the product's unit of measure: the page says '1,500 boxes'.
    expect(body.itens[0]).toMatchObject({ quantidade: 1500, unidade_medida: "caixa", incoterm: "CIF", resposta: null });
    // Nothing of staff: no grade, note, status or person.
    expect(JSON.stringify(body)).not.toContain("Nota interna");
    expect(Object.keys(body).sort()).toEqual([
      "anexos",
      "enviada_em",
      "fornecedor",
      "itens",
      "prazo",
      "rascunho_em",
      "revisao",
      "sourcing",
      "status",
    ]);
    const lines = logged.join("");
    expect(lines).toContain("/api/rfq/:token/");
    expect(lines).not.toContain(token);
  });

  it("an answer's token and its submitted values reach no log line", async () => {
    const token = await ask();
    const [item] = rfqPublicReplySchema.parse(await (await call(`/api/rfq/${token}/`)).json()).itens;
    const reply = await call(`/api/rfq/${token}/`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: "http://test.local" },
      body: JSON.stringify({
        enviar: true,
        itens: [{ id_product: item?.id_product, preco: "98,76", moeda: "USD", observacoes: "Segredo comercial do fornecedor" }],
      }),
    });
    expect(reply.status).toBe(200);
    const lines = logged.join("");
    expect(lines).toContain("/api/rfq/:token/");
    expect(lines).not.toContain(token);
    expect(lines).not.toContain("Segredo comercial");
    expect(lines).not.toContain("98,76");
  });

  it("404 for a token that never existed, 410 once revoked or past the deadline, each in the language asked", async () => {
    const unknown = await call("/api/rfq/nao-existe-este-token/");
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).detail).toBe(RFQ_UNKNOWN.en);
    expect((await (await call("/api/rfq/nao-existe-este-token/?lang=zh")).json()).detail).toBe(RFQ_UNKNOWN.zh);

    const expiring = await ask();
    clock = new Date("2026-12-05T21:00:00Z");
    const expired = await call(`/api/rfq/${expiring}/?lang=pt`);
    expect(expired.status).toBe(410);
    expect((await expired.json()).detail).toBe(RFQ_GONE.pt);

    clock = NOW;
    const replaced = await ask("2026-12-10T10:00");
    // The new link revoked the first one.
    expect((await call(`/api/rfq/${expiring}/`)).status).toBe(410);
    expect((await call(`/api/rfq/${replaced}/`)).status).toBe(200);
    await t.request("/api/sourcings/rfq/delete/", {
      method: "DELETE",
      json: { id_sourcing: sourcingId, id_supplier: supplierId },
      token: staff,
    });
    const revoked = await call(`/api/rfq/${replaced}/`);
    expect(revoked.status).toBe(410);
    expect((await revoked.json()).detail).toBe(RFQ_GONE.en);
  });

  it("an address that asks too many unknown tokens is refused for a while (429 in the language asked, Retry-After), even for a real one; another address is not", async () => {
    const token = await ask();
    const from = (address: string, path: string) =>
      Promise.resolve(t.api.fetch(new Request(`http://test.local${path}`), { clientAddress: address }));
    for (let attempt = 0; attempt < RFQ_UNKNOWN_TOKENS_PER_ADDRESS.limit; attempt++) {
      expect((await from("198.51.100.4", `/api/rfq/palpite-${attempt}/`)).status).toBe(404);
    }
    const refused = await from("198.51.100.4", `/api/rfq/${token}/?lang=zh`);
    expect(refused.status).toBe(429);
    expect((await refused.json()).detail).toBe(RFQ_TOO_MANY.zh);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(14 * 60);
    expect((await from("198.51.100.5", `/api/rfq/${token}/`)).status).toBe(200);
  });
});
