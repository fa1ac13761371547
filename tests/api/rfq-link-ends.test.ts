import { and, eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { RFQ_GONE } from "#contract/rfq/rfq-public.ts";
import { RFQ_PAIR_FINAL } from "#contract/rfq/rfq-rules.ts";
import { rfqStatusReplySchema } from "#contract/rfq/rfq.ts";
import { productSuppliers, products, rfqAnswers, rfqLinks, sourcingItems, sourcingSuppliers } from "#server/db/schema.ts";
import { readActivity, said } from "#tests/support/activity.ts";
import { createTestApi, drivers, type TestApi } from "#tests/support/api.ts";
import { askByLink } from "#tests/support/rfq.ts";
import { insertSourcing, onlySuppliers } from "#tests/support/suppliers.ts";

// A supplier's quote request link ends with its place in the sourcing (docs/decisions/0072-supplier-side-doors.md):
// removed from the sourcing, or moved to a final status, its link is revoked in the same transaction and the sourcing's
// history says so; the supplier's page answers 410 and nothing it sends becomes a quote.
const NOW = new Date("2026-11-27T15:00:00Z");
const PRAZO = "2026-12-05T21:00:00.000Z";

describe.each(drivers)("o link termina com o supplier no sourcing (%s)", (driver) => {
  let t: TestApi;
  let staff: string;
  let sourcingId: number;
  let supplierId: number;
  let productId: number;
  beforeEach(async () => {
    t = await createTestApi(driver, { clock: () => NOW });
    staff = (await t.login("sourcing@demo.local")).access;
    const db = t.database.db;
    [supplierId] = (await onlySuppliers(db, "Ningbo Cookware")) as [number];
    sourcingId = await insertSourcing(db, "Panelas de inox");
    await db.insert(sourcingSuppliers).values({ sourcingId, supplierId });
    const [product] = await db.select({ id: products.id }).from(products).limit(1);
    productId = product?.id as number;
    await db.insert(sourcingItems).values({ sourcingId, productId, quantidade: 1500, incoterm: "FOB" });
  });
  afterEach(async () => {
    await t.close();
  });

  const ask = () => askByLink(t, staff, { sourcingId, supplierId });
  const staffCall = (path: string, method: string, json: Record<string, unknown>) =>
    t.request(path, { method, json: { id_sourcing: sourcingId, id_supplier: supplierId, ...json }, token: staff });
  const submit = (token: string) =>
    t.request(`/api/rfq/${token}/`, {
      method: "POST",
      json: { enviar: true, itens: [{ id_product: productId, preco: "7,50", moeda: "USD" }] },
    });
  const quotesOfSupplier = () =>
    t.database.db
      .select({ cotacao: productSuppliers.cotacao })
      .from(productSuppliers)
      .where(and(eq(productSuppliers.productId, productId), eq(productSuppliers.supplierId, supplierId)));
  const linkRevokedAt = async () => (await t.database.db.select().from(rfqLinks).where(eq(rfqLinks.sourcingId, sourcingId)))[0]?.revokedAt;
  const history = async () => (await readActivity(t, staff, "sourcing", sourcingId)).results.map(said);
  const linkEnded = {
    action: "removeu",
    field: "pedido_cotacao",
    subject: { id: expect.any(Number), nome: "Ningbo Cookware" },
    old: PRAZO,
    new: null,
  };
  const situation = async () => {
    const reply = await t.request(`/api/sourcings/rfq/?id_sourcing=${sourcingId}`, { token: staff });
    return rfqStatusReplySchema.parse(await reply.json()).results.map((r) => [r.supplier_nome, r.situacao]);
  };

  async function expectGone(token: string) {
    for (const language of ["en", "zh", "pt"] as const) {
      const page = await t.request(`/api/rfq/${token}/?lang=${language}`);
      expect(page.status).toBe(410);
      expect((await page.json()).detail).toBe(RFQ_GONE[language]);
    }
    const sent = await submit(token);
    expect(sent.status).toBe(410);
    expect((await sent.json()).detail).toBe(RFQ_GONE.en);
    const form = new FormData();
    form.append("arquivos", new File(["%PDF-1.7\n"], "proforma.pdf"));
    expect((await t.request(`/api/rfq/${token}/arquivos/`, { method: "POST", body: form })).status).toBe(410);
    expect(await quotesOfSupplier()).toEqual([]);
    const submitted = await t.database.db.select().from(rfqAnswers).where(eq(rfqAnswers.sourcingId, sourcingId));
    expect(submitted.filter((answer) => answer.revisao !== null)).toEqual([]);
  }

  it("removing the supplier from the sourcing ends its link at once: 410 to read, submit or attach, no quote, revoked (not deleted) and in the history", async () => {
    const token = await ask();
    expect((await t.request(`/api/rfq/${token}/`)).status).toBe(200);
    const removed = await staffCall("/api/sourcings-suppliers/delete/", "DELETE", {});
    expect(removed.status).toBe(200);
    await expectGone(token);
    // The row stays, revoked when the supplier left: the answers that came through it keep where they came from.
    expect((await linkRevokedAt())?.toISOString()).toBe(NOW.toISOString());
    const [supplierLeft, ended] = await history();
    expect(supplierLeft).toMatchObject({ action: "removeu", field: "supplier", old: "Não iniciado" });
    expect(ended).toEqual(linkEnded);
  });

  it("a supplier removed after its draft: the draft stays as it was and becomes nothing", async () => {
    const token = await ask();
    const draft = await t.request(`/api/rfq/${token}/`, {
      method: "POST",
      json: { enviar: false, itens: [{ id_product: productId, preco: 9, moeda: "USD" }] },
    });
    expect(draft.status).toBe(200);
    await staffCall("/api/sourcings-suppliers/delete/", "DELETE", {});
    await expectGone(token);
    const kept = await t.database.db.select({ revisao: rfqAnswers.revisao }).from(rfqAnswers).where(eq(rfqAnswers.sourcingId, sourcingId));
    expect(kept).toEqual([{ revisao: null }]);
  });

  for (const status of ["Arquivo", "Cancelado", "Concluído", "Finalizado"]) {
    it(`moving the supplier to '${status}' ends its link at once (410, no quote), the history says so, no new link is made`, async () => {
      const token = await ask();
      const moved = await staffCall("/api/sourcings-suppliers/alter/", "POST", { status });
      expect(moved.status).toBe(200);
      await expectGone(token);
      expect((await history()).slice(0, 2)).toEqual([
        expect.objectContaining({ action: "alterou", field: "supplier_status", new: status === "Finalizado" ? "Concluído" : status }),
        linkEnded,
      ]);
      expect(await situation()).toEqual([["Ningbo Cookware", "revogado"]]);
      const again = await staffCall("/api/sourcings/rfq/post/", "POST", { prazo: "2026-12-05T18:00" });
      expect(again.status).toBe(409);
      expect((await again.json()).detail).toBe(RFQ_PAIR_FINAL);
    });
  }

  it("the supplier detail's status badge (by the link's id) ends it the same way; a status that is not final keeps it", async () => {
    const token = await ask();
    const [pair] = await t.database.db
      .select({ id: sourcingSuppliers.id })
      .from(sourcingSuppliers)
      .where(eq(sourcingSuppliers.sourcingId, sourcingId));
    const badge = (status: string) =>
      t.request("/api/sourcings-suppliers/alter-status/", { method: "PUT", json: { id: pair?.id, status }, token: staff });
    expect((await badge("Doing")).status).toBe(200);
    expect((await t.request(`/api/rfq/${token}/`)).status).toBe(200);
    expect(await situation()).toEqual([["Ningbo Cookware", "pedido"]]);
    expect((await badge("Cancelado")).status).toBe(200);
    await expectGone(token);
    expect((await history())[1]).toEqual(linkEnded);
  });

  it("a link left in force from before, of a supplier already removed or final, is gone too", async () => {
    const token = await ask();
    const pair = and(eq(sourcingSuppliers.sourcingId, sourcingId), eq(sourcingSuppliers.supplierId, supplierId));
    await t.database.db.update(sourcingSuppliers).set({ status: "Concluído" }).where(pair);
    await expectGone(token);
    await t.database.db.delete(sourcingSuppliers).where(pair);
    await expectGone(token);
    expect(await linkRevokedAt()).toBeNull();
  });
});
