import { and, asc, eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { INCOTERM_MESSAGE } from "#contract/quotes/quote-terms.ts";
import { sourcingItemsReplySchema } from "#contract/sourcings/sourcing-items.ts";
import { ITEM_ADDED, ITEM_EXISTS, ITEM_NOT_FOUND, ITEM_REMOVED } from "#contract/sourcings/sourcing-item-rules.ts";
import { activity, products, sourcingItems } from "#server/db/schema.ts";
import { createTestApi, drivers, type TestApi } from "#tests/support/api.ts";
import { insertSourcing } from "#tests/support/suppliers.ts";

describe.each(drivers)("itens de um sourcing (%s)", (driver) => {
  let t: TestApi;
  let token: string;
  let sourcingId: number;
  let product: { id: number; nome: string };
  let other: { id: number; nome: string };
  beforeEach(async () => {
    t = await createTestApi(driver);
    token = (await t.login("sourcing@demo.local")).access;
    sourcingId = await insertSourcing(t.database.db, "Utensílios de cozinha");
    const rows = await t.database.db.select({ id: products.id, nome: products.nome }).from(products).orderBy(asc(products.id)).limit(2);
    [product, other] = rows as [{ id: number; nome: string }, { id: number; nome: string }];
  });
  afterEach(async () => {
    await t.close();
  });

  const add = (json: unknown, as = token) => t.request("/api/sourcings/items/post/", { method: "POST", json, token: as });
  const remove = (json: unknown) => t.request("/api/sourcings/items/delete/", { method: "DELETE", json, token });
  const list = async (id = sourcingId) => {
    const response = await t.request(`/api/sourcings/items/?id_sourcing=${id}`, { token });
    expect(response.status).toBe(200);
    return sourcingItemsReplySchema.parse(await response.json()).results;
  };
  const itemRows = () => t.database.db.select().from(sourcingItems).where(eq(sourcingItems.sourcingId, sourcingId));
  const history = () =>
    t.database.db
      .select({ action: activity.action, field: activity.field, old: activity.oldValue, new: activity.newValue })
      .from(activity)
      .where(and(eq(activity.entityType, "sourcing"), eq(activity.entityId, sourcingId)))
      .orderBy(asc(activity.id));

  it("adds a product with its target quantity, FOB when no incoterm is asked, and lists it with the product's name", async () => {
    const response = await add({ id_sourcing: sourcingId, id_product: product.id, quantidade: "1.000" });
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body).toMatchObject({ detail: ITEM_ADDED });
    expect(typeof body.id).toBe("number");
    expect(await add({ id_sourcing: sourcingId, id_product: other.id, quantidade: 250, incoterm: "CIF" })).toHaveProperty("status", 201);

    const items = await list();
    expect(items.map((item) => [item.id_product, item.quantidade, item.incoterm])).toEqual(
      expect.arrayContaining([
        [product.id, 1000, "FOB"],
        [other.id, 250, "CIF"],
      ]),
    );
    expect(items).toHaveLength(2);
    const mine = items.find((item) => item.id_product === product.id);
    expect(mine).toMatchObject({ id_sourcing: sourcingId, nome: product.nome, quantidade: 1000, incoterm: "FOB" });
    expect(await itemRows()).toHaveLength(2);
    expect(await history()).toEqual([
      { action: "adicionou", field: "produto", old: null, new: { id: product.id, nome: product.nome } },
      { action: "adicionou", field: "produto", old: null, new: { id: other.id, nome: other.nome } },
    ]);
  });

  it("lists by product name", async () => {
    await add({ id_sourcing: sourcingId, id_product: product.id, quantidade: 1 });
    await add({ id_sourcing: sourcingId, id_product: other.id, quantidade: 1 });
    const names = (await list()).map((item) => item.nome);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "pt-BR", { sensitivity: "base" })));
  });

  it("refuses a quantity that is not a whole number from 1 to 10.000.000, and an unknown incoterm, saving nothing", async () => {
    for (const quantidade of ["12,5", 0, "-3", "abc", "", null, 10_000_001]) {
      const response = await add({ id_sourcing: sourcingId, id_product: product.id, quantidade });
      expect(response.status, String(quantidade)).toBe(400);
      const body = await response.json();
      expect(body.errors.quantidade[0]).toMatch(/Quantidade/);
    }
    const bad = await add({ id_sourcing: sourcingId, id_product: product.id, quantidade: 10, incoterm: "XYZ" });
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors.incoterm).toEqual([INCOTERM_MESSAGE]);
    expect(await itemRows()).toEqual([]);
    expect(await history()).toEqual([]);
  });

  it("a product appears once per sourcing: the second addition is refused with 409", async () => {
    expect((await add({ id_sourcing: sourcingId, id_product: product.id, quantidade: 10 })).status).toBe(201);
    const again = await add({ id_sourcing: sourcingId, id_product: product.id, quantidade: 99, incoterm: "EXW" });
    expect(again.status).toBe(409);
    expect((await again.json()).detail).toBe(ITEM_EXISTS);
    expect((await itemRows()).map((row) => [row.quantidade, row.incoterm])).toEqual([[10, "FOB"]]);
  });

  it("404 for a sourcing or a product that does not exist, and for a list of a missing sourcing", async () => {
    const noSourcing = await add({ id_sourcing: 999999, id_product: product.id, quantidade: 1 });
    expect(noSourcing.status).toBe(404);
    expect((await noSourcing.json()).detail).toBe("Sourcing não encontrado.");
    const noProduct = await add({ id_sourcing: sourcingId, id_product: 999999, quantidade: 1 });
    expect(noProduct.status).toBe(404);
    expect((await noProduct.json()).detail).toBe("Produto não encontrado.");
    expect((await t.request("/api/sourcings/items/?id_sourcing=999999", { token })).status).toBe(404);
    const none = await t.request("/api/sourcings/items/", { token });
    expect(none.status).toBe(400);
    expect((await none.json()).detail).toBe("Informe o id do sourcing.");
    expect((await t.request("/api/sourcings/items/?id_sourcing=abc", { token })).status).toBe(400);
  });

  it("removes an item and records it; removing it again is 404", async () => {
    await add({ id_sourcing: sourcingId, id_product: product.id, quantidade: 5 });
    const response = await remove({ id_sourcing: sourcingId, id_product: product.id });
    expect(response.status).toBe(200);
    expect((await response.json()).detail).toBe(ITEM_REMOVED);
    expect(await itemRows()).toEqual([]);
    expect((await history()).at(-1)).toEqual({
      action: "removeu",
      field: "produto",
      old: { id: product.id, nome: product.nome },
      new: null,
    });
    const again = await remove({ id_sourcing: sourcingId, id_product: product.id });
    expect(again.status).toBe(404);
    expect((await again.json()).detail).toBe(ITEM_NOT_FOUND);
  });

  it("team 1 may add and remove items (they link two existing records), and a product's deletion takes its items", async () => {
    const consulta = (await t.login("consulta@demo.local")).access;
    expect((await add({ id_sourcing: sourcingId, id_product: product.id, quantidade: 3 }, consulta)).status).toBe(201);
    expect((await t.request("/api/products/delete/", { method: "DELETE", json: { id: product.id }, token })).status).toBe(200);
    expect(await list()).toEqual([]);
  });
});
