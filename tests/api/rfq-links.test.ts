import { and, asc, eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { rfqCreatedReplySchema, rfqStatusReplySchema } from "#contract/rfq/rfq.ts";
import { RFQ_DEADLINE_INVALID, RFQ_DEADLINE_PAST, RFQ_DEADLINE_TOO_FAR, RFQ_NOT_FOUND, RFQ_REVOKED } from "#contract/rfq/rfq-rules.ts";
import { activity, rfqLinks, sourcingSuppliers } from "#server/db/schema.ts";
import { rfqTokenHash } from "#server/api/rfq-links/token.ts";
import { createTestApi, drivers, type TestApi } from "#tests/support/api.ts";
import { clearSuppliers, insertSourcing, insertSuppliers } from "#tests/support/suppliers.ts";

// A fixed "now": 27/11/2026 12:00 in São Paulo (15:00 UTC).
const NOW = new Date("2026-11-27T15:00:00Z");

describe.each(drivers)("pedidos de cotação por link (%s)", (driver) => {
  let t: TestApi;
  let token: string;
  let sourcingId: number;
  let alfa: number;
  let beta: number;
  let clock = NOW;
  beforeEach(async () => {
    clock = NOW;
    t = await createTestApi(driver, { clock: () => clock });
    token = (await t.login("sourcing@demo.local")).access;
    const db = t.database.db;
    await clearSuppliers(db);
    const ids = await insertSuppliers(db, [
      { nome: "Alfa Housewares", segmento: "Utilidades Domésticas", tipo: "Fabricante", source: "Alibaba", pais: "cn" },
      { nome: "Beta Kitchen", segmento: "Utilidades Domésticas", tipo: "Fabricante", source: "Alibaba", pais: "cn" },
      { nome: "Gama Fora", segmento: "Utilidades Domésticas", tipo: "Fabricante", source: "Alibaba", pais: "cn" },
    ]);
    [alfa, beta] = [ids["Alfa Housewares"] as number, ids["Beta Kitchen"] as number];
    sourcingId = await insertSourcing(db, "Panelas");
    await db.insert(sourcingSuppliers).values([
      { sourcingId, supplierId: alfa },
      { sourcingId, supplierId: beta },
    ]);
  });
  afterEach(async () => {
    await t.close();
  });

  const create = (json: unknown) => t.request("/api/sourcings/rfq/post/", { method: "POST", json, token });
  const revoke = (json: unknown) => t.request("/api/sourcings/rfq/delete/", { method: "DELETE", json, token });
  const statuses = async () => {
    const response = await t.request(`/api/sourcings/rfq/?id_sourcing=${sourcingId}`, { token });
    expect(response.status).toBe(200);
    return rfqStatusReplySchema.parse(await response.json()).results;
  };
  const rows = () => t.database.db.select().from(rfqLinks).where(eq(rfqLinks.sourcingId, sourcingId)).orderBy(asc(rfqLinks.id));

  it("creates a link with a São Paulo deadline: the address once, only the token's hash stored, 'pedido' until the deadline", async () => {
    expect((await statuses()).map((s) => [s.supplier_nome, s.situacao])).toEqual([
      ["Alfa Housewares", "nao_pedido"],
      ["Beta Kitchen", "nao_pedido"],
    ]);
    const response = await create({ id_sourcing: sourcingId, id_supplier: alfa, prazo: "2026-12-05T18:00" });
    expect(response.status).toBe(201);
    const reply = rfqCreatedReplySchema.parse(await response.json());
    expect(reply.expira_em).toBe("2026-12-05T21:00:00.000Z");
    const url = new URL(reply.url);
    expect(url.pathname).toMatch(/^\/q\/[A-Za-z0-9_-]{43}$/);
    const secret = url.pathname.slice(3);
    // 256 random bits; what the database keeps is its SHA-256 and nothing else that could open the page.
    expect(Buffer.from(secret, "base64url")).toHaveLength(32);
    const [stored] = await rows();
    expect(stored?.tokenHash).toBe(rfqTokenHash(secret));
    expect(JSON.stringify(stored)).not.toContain(secret);

    const [first, second] = await statuses();
    expect(first).toEqual({
      id_supplier: alfa,
      supplier_nome: "Alfa Housewares",
      situacao: "pedido",
      pedido_em: NOW.toISOString(),
      prazo: "2026-12-05T21:00:00.000Z",
      revogado_em: null,
      link: rfqTokenHash(secret).slice(0, 8),
      // No answer yet (tests/api/rfq-matrix.test.ts: once answered).
      revisao: null,
      respondido_em: null,
    });
    expect(second?.situacao).toBe("nao_pedido");
    // No reply after the creation carries the token.
    expect(JSON.stringify(await statuses())).not.toContain(secret);

    clock = new Date("2026-12-05T21:00:00Z");
    expect((await statuses())[0]?.situacao).toBe("expirado");
  });

  it("a new link replaces the old one (revoked, its row kept); revoking ends the one in force", async () => {
    const first = rfqCreatedReplySchema.parse(
      await (await create({ id_sourcing: sourcingId, id_supplier: beta, prazo: "2026-12-01T10:00" })).json(),
    );
    const second = rfqCreatedReplySchema.parse(
      await (await create({ id_sourcing: sourcingId, id_supplier: beta, prazo: "2026-12-10T10:00" })).json(),
    );
    expect(second.url).not.toBe(first.url);
    const [old, current] = await rows();
    expect(old?.revokedAt?.toISOString()).toBe(NOW.toISOString());
    expect(current?.revokedAt).toBeNull();
    expect((await statuses())[1]).toMatchObject({ situacao: "pedido", prazo: "2026-12-10T13:00:00.000Z" });

    const revoked = await revoke({ id_sourcing: sourcingId, id_supplier: beta });
    expect(revoked.status).toBe(200);
    expect((await revoked.json()).detail).toBe(RFQ_REVOKED);
    expect((await statuses())[1]).toMatchObject({ situacao: "revogado", revogado_em: NOW.toISOString() });
    const again = await revoke({ id_sourcing: sourcingId, id_supplier: beta });
    expect(again.status).toBe(404);
    expect((await again.json()).detail).toBe(RFQ_NOT_FOUND);

    const history = await t.database.db
      .select({ action: activity.action, field: activity.field, subject: activity.subject, old: activity.oldValue, new: activity.newValue })
      .from(activity)
      .where(and(eq(activity.entityType, "sourcing"), eq(activity.entityId, sourcingId)))
      .orderBy(asc(activity.id));
    expect(history).toEqual([
      {
        action: "adicionou",
        field: "pedido_cotacao",
        subject: { id: beta, nome: "Beta Kitchen" },
        old: null,
        new: "2026-12-01T13:00:00.000Z",
      },
      {
        action: "adicionou",
        field: "pedido_cotacao",
        subject: { id: beta, nome: "Beta Kitchen" },
        old: null,
        new: "2026-12-10T13:00:00.000Z",
      },
      {
        action: "removeu",
        field: "pedido_cotacao",
        subject: { id: beta, nome: "Beta Kitchen" },
        old: "2026-12-10T13:00:00.000Z",
        new: null,
      },
    ]);
  });

  it("refuses a deadline that is missing, unreadable, past or more than 180 days ahead, and a supplier not in the sourcing", async () => {
    const cases: [unknown, string][] = [
      ["05/12/2026 18:00", RFQ_DEADLINE_INVALID],
      ["2026-02-31T10:00", RFQ_DEADLINE_INVALID],
      ["2026-11-27T12:00", RFQ_DEADLINE_PAST],
      ["2027-06-01T10:00", RFQ_DEADLINE_TOO_FAR],
    ];
    for (const [prazo, message] of cases) {
      const response = await create({ id_sourcing: sourcingId, id_supplier: alfa, prazo });
      expect(response.status, String(prazo)).toBe(400);
      expect((await response.json()).errors.prazo).toEqual([message]);
    }
    expect((await create({ id_sourcing: sourcingId, id_supplier: alfa })).status).toBe(400);
    const notLinked = await create({ id_sourcing: sourcingId, id_supplier: 999999, prazo: "2026-12-05T18:00" });
    expect(notLinked.status).toBe(404);
    expect((await notLinked.json()).detail).toBe("Este supplier não está neste sourcing.");
    expect(await rows()).toEqual([]);
    expect((await t.request("/api/sourcings/rfq/?id_sourcing=999999", { token })).status).toBe(404);
  });

  it("an ISO time with its own offset is taken as it says", async () => {
    const response = await create({ id_sourcing: sourcingId, id_supplier: alfa, prazo: "2026-12-05T21:00:00Z" });
    expect(response.status).toBe(201);
    expect(rfqCreatedReplySchema.parse(await response.json()).expira_em).toBe("2026-12-05T21:00:00.000Z");
  });
});
