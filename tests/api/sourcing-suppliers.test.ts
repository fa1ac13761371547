import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { sourcingSupplierLinkSchema } from "#contract/suppliers/suppliers.ts";
import { sourcingSuppliers } from "#server/db/schema.ts";
import { createTestApi, drivers, type TestApi } from "#tests/support/api.ts";
import { clearSuppliers, insertSourcing, insertSuppliers } from "#tests/support/suppliers.ts";

describe.each(drivers)("vínculos sourcing-supplier (%s)", (driver) => {
  let t: TestApi;
  let token: string;
  let supplierId: number;
  let linkIds: number[];
  beforeEach(async () => {
    t = await createTestApi(driver);
    token = (await t.login("sourcing@demo.local")).access;
    const db = t.database.db;
    await clearSuppliers(db);
    const ids = await insertSuppliers(db, [
      {
        nome: "Yiwu Huaxin Household Products Co., Ltd.",
        segmento: "Utilidades Domésticas",
        tipo: "Fabricante",
        source: "Alibaba",
        pais: "cn",
      },
    ]);
    supplierId = ids["Yiwu Huaxin Household Products Co., Ltd."] as number;
    const rows = await db
      .insert(sourcingSuppliers)
      .values([
        {
          sourcingId: await insertSourcing(db, "Toalhas de banho"),
          supplierId,
          status: "Doing",
          nota: "7.5",
          justificativa: "Amostra boa",
        },
        { sourcingId: await insertSourcing(db, "Abridores de lata"), supplierId, status: "Não iniciado" },
        { sourcingId: await insertSourcing(db, "Cadeiras de escritório"), supplierId, status: "Arquivo", nota: "3.0" },
      ])
      .returning({ id: sourcingSuppliers.id });
    linkIds = rows.map((r) => r.id);
  });
  afterEach(async () => {
    await t.close();
  });

  const alter = (json: unknown) => t.request("/api/sourcings-suppliers/alter-status/", { method: "PUT", json, token });
  const statusOf = async (id: number) => (await t.database.db.select().from(sourcingSuppliers).where(eq(sourcingSuppliers.id, id)))[0];

  it("lists a supplier's links sorted by sourcing name, grades as numbers", async () => {
    const response = await t.request(`/api/sourcings-suppliers/?id_supplier=${supplierId}`, { token });
    expect(response.status).toBe(200);
    const links = await response.json();
    for (const link of links) sourcingSupplierLinkSchema.parse(link);
    expect(links.map((l: { sourcing_nome: string }) => l.sourcing_nome)).toEqual([
      "Abridores de lata",
      "Cadeiras de escritório",
      "Toalhas de banho",
    ]);
    expect(links[2]).toMatchObject({
      id_sourcing_suppliers: linkIds[0],
      id_supplier: supplierId,
      supplier_nome: "Yiwu Huaxin Household Products Co., Ltd.",
      status: "Doing",
      nota: 7.5,
      justificativa: "Amostra boa",
    });
    expect(links[0].nota).toBeNull();
    expect(links[1].nota).toBe(3);
  });

  it("lists a sourcing's links, and needs one of the two ids", async () => {
    const [link] = await t.database.db
      .select()
      .from(sourcingSuppliers)
      .where(eq(sourcingSuppliers.id, linkIds[0] as number));
    const bySourcing = await (await t.request(`/api/sourcings-suppliers/?id_sourcing=${link?.sourcingId}`, { token })).json();
    expect(bySourcing.map((l: { id_sourcing_suppliers: number }) => l.id_sourcing_suppliers)).toEqual([linkIds[0]]);
    const none = await t.request("/api/sourcings-suppliers/", { token });
    expect(none.status).toBe(400);
    expect((await none.json()).detail).toBe("Informe id_supplier ou id_sourcing.");
    expect((await t.request("/api/sourcings-suppliers/?id_supplier=abc", { token })).status).toBe(400);
  });

  it("changes a status and its justification", async () => {
    const response = await alter({ id: linkIds[1], status: "Doing", justificativa: "Contato feito" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ detail: "Status atualizado." });
    expect(await statusOf(linkIds[1] as number)).toMatchObject({ status: "Doing", justificativa: "Contato feito" });
  });

  it("stores 'Finalizado' as 'Concluído', then refuses any change from the final status (409)", async () => {
    expect((await alter({ id: linkIds[0], status: "Finalizado" })).status).toBe(200);
    expect(await statusOf(linkIds[0] as number)).toMatchObject({ status: "Concluído", justificativa: "Amostra boa" });
    const again = await alter({ id: linkIds[0], status: "Doing" });
    expect(again.status).toBe(409);
    expect((await again.json()).detail).toBe("Status final não pode ser alterado.");
    const archived = await alter({ id: linkIds[2], status: "Não iniciado" });
    expect(archived.status).toBe(409);
  });

  it("lets only one of two concurrent final changes through", async () => {
    const responses = await Promise.all([alter({ id: linkIds[0], status: "Cancelado" }), alter({ id: linkIds[0], status: "Arquivo" })]);
    expect(responses.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it("refuses an unknown status (400), an unknown link (404) and a missing token (401)", async () => {
    const bad = await alter({ id: linkIds[0], status: "Pausado" });
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors.status).toHaveLength(1);
    expect((await alter({ id: linkIds[0] })).status).toBe(400);
    const unknown = await alter({ id: 999999, status: "Doing" });
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).detail).toBe("Vínculo não encontrado.");
    expect((await t.request(`/api/sourcings-suppliers/?id_supplier=${supplierId}`)).status).toBe(401);
    expect(
      (await t.request("/api/sourcings-suppliers/alter-status/", { method: "PUT", json: { id: linkIds[0], status: "Doing" } })).status,
    ).toBe(401);
  });

  describe("links from the sourcing detail", () => {
    const link = async (id: number) => (await t.database.db.select().from(sourcingSuppliers).where(eq(sourcingSuppliers.id, id)))[0];
    const post = (json: unknown) => t.request("/api/sourcings-suppliers/post/", { method: "POST", json, token });
    const alterLink = (json: unknown) => t.request("/api/sourcings-suppliers/alter/", { method: "POST", json, token });
    const remove = (json: unknown) => t.request("/api/sourcings-suppliers/delete/", { method: "DELETE", json, token });
    const averageGrade = async () => {
      const reply = await (await t.request("/api/suppliers/?search=Yiwu", { token })).json();
      return reply.results[0].sourcing_avg_nota as number | null;
    };
    const pairOf = async (id: number) => {
      const row = await link(id);
      return { id_sourcing: row?.sourcingId as number, id_supplier: row?.supplierId as number };
    };

    it("adds a supplier as 'Não iniciado' by default or 'Doing' (201), once per sourcing (409)", async () => {
      const first = await insertSourcing(t.database.db, "Garrafas térmicas");
      const second = await insertSourcing(t.database.db, "Copos");
      const created = await post({ id_sourcing: first, id_supplier: supplierId });
      expect(created.status).toBe(201);
      const body = await created.json();
      expect(body.detail).toBe("Supplier adicionado/atualizado!");
      expect(await link(body.id)).toMatchObject({ sourcingId: first, supplierId, status: "Não iniciado", nota: null, justificativa: "" });
      const doing = await post({ id_sourcing: second, id_supplier: supplierId, status: "Doing" });
      expect(doing.status).toBe(201);
      expect((await link((await doing.json()).id))?.status).toBe("Doing");
      const again = await post({ id_sourcing: first, id_supplier: supplierId, status: "Doing" });
      expect(again.status).toBe(409);
      expect((await again.json()).detail).toBe("Este supplier já está neste sourcing.");
    });

    it("lets only one of two concurrent additions of the same pair through", async () => {
      const sourcingId = await insertSourcing(t.database.db, "Garrafas térmicas");
      const responses = await Promise.all([
        post({ id_sourcing: sourcingId, id_supplier: supplierId }),
        post({ id_sourcing: sourcingId, id_supplier: supplierId, status: "Doing" }),
      ]);
      expect(responses.map((r) => r.status).sort()).toEqual([201, 409]);
    });

    it("refuses a final starting status (400) and unknown sourcings or suppliers (404)", async () => {
      const sourcingId = await insertSourcing(t.database.db, "Garrafas térmicas");
      for (const status of ["Concluído", "Finalizado", "Arquivo", "Pausado"]) {
        expect((await post({ id_sourcing: sourcingId, id_supplier: supplierId, status })).status, status).toBe(400);
      }
      expect((await post({ id_sourcing: 999999, id_supplier: supplierId })).status).toBe(404);
      expect((await post({ id_sourcing: sourcingId, id_supplier: 999999 })).status).toBe(404);
      expect((await post({ id_supplier: supplierId })).status).toBe(400);
    });

    it("alters status, grade and justification; the supplier's average follows", async () => {
      expect(await averageGrade()).toBe(5.3);
      const pair = await pairOf(linkIds[1] as number);
      const response = await alterLink({ ...pair, status: "Doing", nota: "9", justificativa: "Preço bom" });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ detail: "Supplier adicionado/atualizado!" });
      expect(await link(linkIds[1] as number)).toMatchObject({ status: "Doing", nota: "9.0", justificativa: "Preço bom" });
      expect(await averageGrade()).toBe(6.5);
      expect((await alterLink({ ...pair, status: "Doing", nota: "" })).status).toBe(200);
      expect((await link(linkIds[1] as number))?.nota).toBeNull();
      expect(await averageGrade()).toBe(5.3);
      expect((await alterLink({ ...pair, status: "Finalizado", nota: 7.5 })).status).toBe(200);
      expect(await link(linkIds[1] as number)).toMatchObject({ status: "Concluído", nota: "7.5", justificativa: "Preço bom" });
    });

    it("refuses bad grades (400), changes from a final status (409) and unknown pairs (404)", async () => {
      const pair = await pairOf(linkIds[1] as number);
      const NOTA_RULE = "Nota: informe um número de 0 a 10, com até uma casa decimal. Use o formato 1.234,56.";
      const refusals: [unknown, string][] = [
        ["7.25", NOTA_RULE],
        ["7,25", NOTA_RULE],
        [7.25, NOTA_RULE],
        ["11", NOTA_RULE],
        [-1, NOTA_RULE],
        ["10.5", NOTA_RULE],
        ["abc", "Nota: valor inválido. Use o formato 1.234,56."],
        ["8,5,1", "Nota: valor inválido. Use o formato 1.234,56."],
      ];
      for (const [nota, message] of refusals) {
        const response = await alterLink({ ...pair, status: "Doing", nota });
        expect(response.status, String(nota)).toBe(400);
        expect((await response.json()).detail).toBe(message);
      }
      expect((await alterLink({ ...pair, status: "Doing", nota: "8,5" })).status).toBe(200);
      expect((await link(linkIds[1] as number))?.nota).toBe("8.5");
      expect((await alterLink({ ...pair, status: "Doing", nota: "10" })).status).toBe(200);
      expect((await alterLink({ ...pair, status: "Pausado" })).status).toBe(400);
      const archived = await alterLink({ ...(await pairOf(linkIds[2] as number)), status: "Doing", nota: 5 });
      expect(archived.status).toBe(409);
      expect((await link(linkIds[2] as number))?.nota).toBe("3.0");
      expect((await alterLink({ id_sourcing: pair.id_sourcing, id_supplier: 999999, status: "Doing" })).status).toBe(404);
    });

    it("removes a supplier from a sourcing (200), then 404; the average follows", async () => {
      const pair = await pairOf(linkIds[0] as number);
      const response = await remove(pair);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ detail: "Supplier removido do sourcing!" });
      expect(await link(linkIds[0] as number)).toBeUndefined();
      expect(await averageGrade()).toBe(3);
      expect((await remove(pair)).status).toBe(404);
      expect((await remove({ id_sourcing: pair.id_sourcing })).status).toBe(400);
    });
  });
});
