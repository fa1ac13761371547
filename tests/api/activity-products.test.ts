import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { activityCount, newestSaid, readActivity, said } from "#tests/support/activity.ts";
import { createTestApi, drivers, type TestApi } from "#tests/support/api.ts";
import { productCategoryId } from "#tests/support/products.ts";
import { onlySuppliers } from "#tests/support/suppliers.ts";

const fixture = (name: string) => new Uint8Array(readFileSync(resolve(import.meta.dirname, "../support/fixtures", name)));

// ADR 0054: a product's history, each supplier's quote and the image included.
describe.each(drivers)("histórico de produtos (%s)", (driver) => {
  let t: TestApi;
  let token: string;
  let productId: number;
  let utilidades: number;
  let alfa: { id: number; nome: string };
  let beta: { id: number; nome: string };

  const base = () => ({ id: productId, nome: "Garrafa Térmica", id_categoria: utilidades, unidade_medida: "peça" });
  const alter = (json: Record<string, unknown>) =>
    t.request("/api/products/alter/", { method: "PUT", json: { ...base(), ...json }, token });
  const history = () => readActivity(t, token, "product", productId);
  const upload = (name: string, bytes: Uint8Array, overwrite = "true") => {
    const form = new FormData();
    form.append("product_id", String(productId));
    form.append("overwrite", overwrite);
    form.append("file", new Blob([new Uint8Array(bytes)], { type: "image/png" }), name);
    return t.request("/files/products/images/upload/", { method: "POST", body: form, token });
  };

  beforeEach(async () => {
    t = await createTestApi(driver);
    token = (await t.login("sourcing@demo.local")).access;
    const db = t.database.db;
    utilidades = await productCategoryId(db, "Utilidades Domésticas");
    const created = await t.request("/api/products/post/", {
      method: "POST",
      json: { nome: "Garrafa Térmica", id_categoria: utilidades, unidade_medida: "peça" },
      token,
    });
    expect(created.status).toBe(201);
    productId = (await created.json()).id;
    const [alfaId, betaId] = await onlySuppliers(db, "Fábrica Alfa", "Trading <Beta>");
    alfa = { id: alfaId as number, nome: "Fábrica Alfa" };
    beta = { id: betaId as number, nome: "Trading <Beta>" };
  });
  afterEach(() => t.close());

  it("records the creation, then the changed fields with numbers as numbers and the rate overrides; a save that changes nothing writes nothing", async () => {
    expect((await history()).results.map(said)).toEqual([{ action: "criou", field: null, subject: null, old: null, new: null }]);
    // The values it has, written another way ('0' is 0.000): nothing.
    expect((await alter({ cubagem: "0", peso: 0, descricao: "" })).status).toBe(200);
    expect(await activityCount(t, "product", productId)).toBe(1);
    const decoracao = await productCategoryId(t.database.db, "Decoração");
    expect(
      (await alter({ id_categoria: decoracao, cubagem: "0,5", peso: "1.25", ncm: "9617.00.10", ii_pct: "12,5", descricao: "Inox" })).status,
    ).toBe(200);
    expect((await history()).results.map(said)).toEqual([
      { action: "alterou", field: "descricao", subject: null, old: null, new: "Inox" },
      {
        action: "alterou",
        field: "categoria",
        subject: null,
        old: { id: utilidades, nome: "Utilidades Domésticas" },
        new: { id: decoracao, nome: "Decoração" },
      },
      { action: "alterou", field: "cubagem", subject: null, old: 0, new: 0.5 },
      { action: "alterou", field: "peso", subject: null, old: 0, new: 1.25 },
      { action: "alterou", field: "ncm", subject: null, old: null, new: "96170010" },
      { action: "alterou", field: "ii_pct", subject: null, old: null, new: 12.5 },
      { action: "criou", field: null, subject: null, old: null, new: null },
    ]);
    // Clearing an override back to the category's.
    expect((await alter({ id_categoria: decoracao, ii_pct: null })).status).toBe(200);
    expect(newestSaid(await history())).toEqual({ action: "alterou", field: "ii_pct", subject: null, old: 12.5, new: null });
  });

  it("records the preferred supplier chosen, changed, and cleared with its quote; a refused choice writes nothing", async () => {
    expect(
      (
        await alter({
          suppliers: [
            { id: alfa.id, cotacao: "10" },
            { id: beta.id, cotacao: "12" },
          ],
        })
      ).status,
    ).toBe(200);
    expect((await alter({ id_supplier_preferido: alfa.id })).status).toBe(200);
    expect(newestSaid(await history())).toEqual({ action: "alterou", field: "supplier_preferido", subject: null, old: null, new: alfa });
    const before = await activityCount(t, "product", productId);
    // The same choice again: nothing; a supplier that does not quote it: 400 and nothing.
    expect((await alter({ id_supplier_preferido: alfa.id })).status).toBe(200);
    expect((await alter({ id_supplier_preferido: 999_999, descricao: "não grava" })).status).toBe(400);
    expect(await activityCount(t, "product", productId)).toBe(before);
    expect((await alter({ id_supplier_preferido: beta.id })).status).toBe(200);
    expect(newestSaid(await history())).toEqual({ action: "alterou", field: "supplier_preferido", subject: null, old: alfa, new: beta });
    // Beta's quote removed: the choice goes with it, and the history says both.
    expect((await alter({ suppliers: [{ id: alfa.id, cotacao: "10" }] })).status).toBe(200);
    expect((await history()).results.slice(0, 2).map(said)).toEqual([
      { action: "removeu", field: "cotacao", subject: beta, old: 12, new: null },
      { action: "alterou", field: "supplier_preferido", subject: null, old: beta, new: null },
    ]);
  });

  it("records each supplier's quote under the product: added with its terms, value and terms changed, removed", async () => {
    const added = await alter({
      suppliers: [
        { id: alfa.id, cotacao: "10.00", moq: 500, incoterm: "FOB" },
        { id: beta.id, cotacao: "12" },
      ],
    });
    expect(added.status).toBe(200);
    // The same quotes again: nothing.
    expect(
      (
        await alter({
          suppliers: [
            { id: alfa.id, cotacao: 10 },
            { id: beta.id, cotacao: "12.00" },
          ],
        })
      ).status,
    ).toBe(200);
    expect(await activityCount(t, "product", productId)).toBe(5);
    expect((await alter({ suppliers: [{ id: alfa.id, cotacao: "9,50", moq: 1000, valida_ate: "2026-06-30" }] })).status).toBe(200);
    expect((await history()).results.map(said)).toEqual([
      { action: "removeu", field: "cotacao", subject: beta, old: 12, new: null },
      { action: "alterou", field: "cotacao", subject: alfa, old: 10, new: 9.5 },
      { action: "alterou", field: "cotacao_valida_ate", subject: alfa, old: null, new: "2026-06-30" },
      { action: "alterou", field: "cotacao_moq", subject: alfa, old: 500, new: 1000 },
      { action: "adicionou", field: "cotacao", subject: alfa, old: null, new: 10 },
      { action: "alterou", field: "cotacao_moq", subject: alfa, old: null, new: 500 },
      { action: "alterou", field: "cotacao_incoterm", subject: alfa, old: null, new: "FOB" },
      { action: "adicionou", field: "cotacao", subject: beta, old: null, new: 12 },
      { action: "criou", field: null, subject: null, old: null, new: null },
    ]);
    // Quotes belong to the product's history, not to the supplier's.
    expect(await activityCount(t, "supplier", alfa.id)).toBe(0);
  });

  it("writes nothing when the save fails: an unknown supplier (404), a bad term (400), a stale version (409)", async () => {
    expect(
      (
        await alter({
          nome: "Outro nome",
          suppliers: [
            { id: alfa.id, cotacao: "5" },
            { id: 999999, cotacao: "6" },
          ],
        })
      ).status,
    ).toBe(404);
    expect((await alter({ nome: "Outro nome", suppliers: [{ id: alfa.id, cotacao: "5", moq: -1 }] })).status).toBe(400);
    expect((await alter({ nome: "Outro nome", suppliers: [{ id: alfa.id }, { id: alfa.id }] })).status).toBe(409);
    expect((await alter({ nome: "Primeiro", version: 1 })).status).toBe(200);
    expect((await alter({ nome: "Segundo", version: 1 })).status).toBe(409);
    expect((await history()).results.map((r) => [r.field, r.new])).toEqual([
      ["nome", "Primeiro"],
      [null, null],
    ]);
  });

  it("records the image by its file name, a replacement too; a refused image writes nothing", async () => {
    expect((await upload("vaso azul.png", fixture("avatar.png"), "false")).status).toBe(201);
    expect((await upload("outra.png", fixture("avatar.png"), "false")).status).toBe(409);
    expect((await upload("falso.png", fixture("not-an-image.png"))).status).toBe(415);
    expect((await upload("vaso azul.png", fixture("avatar.png"))).status).toBe(200);
    expect((await upload("vaso verde.png", fixture("avatar.png"))).status).toBe(200);
    expect((await history()).results.map(said).slice(0, -1)).toEqual([
      { action: "alterou", field: "imagem", subject: null, old: "vaso azul.png", new: "vaso verde.png" },
      { action: "alterou", field: "imagem", subject: null, old: "vaso azul.png", new: "vaso azul.png" },
      { action: "alterou", field: "imagem", subject: null, old: null, new: "vaso azul.png" },
    ]);
  });

  it("deleting a product drops its history", async () => {
    expect((await alter({ nome: "Outro nome" })).status).toBe(200);
    expect(await activityCount(t, "product", productId)).toBe(2);
    expect((await t.request("/api/products/delete/", { method: "DELETE", json: { id: productId }, token })).status).toBe(200);
    expect(await activityCount(t, "product", productId)).toBe(0);
    expect((await t.request(`/api/activity/?entity_type=product&entity_id=${productId}`, { token })).status).toBe(404);
  });
});
