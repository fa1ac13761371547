import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { sourcingCategories } from "#server/db/schema.ts";
import { activityCount, readActivity, said } from "#tests/support/activity.ts";
import { createTestApi, drivers, type TestApi } from "#tests/support/api.ts";
import { categoryId, userId } from "#tests/support/sourcings.ts";
import { onlySuppliers } from "#tests/support/suppliers.ts";

// ADR 0054: a sourcing's history, its files' and its suppliers' (links) included.
describe.each(drivers)("histórico de sourcings (%s)", (driver) => {
  let t: TestApi;
  let token: string;
  let sourcingId: number;
  let bruno: number;
  let carla: number;
  let categoria: number;
  let supplierA: number;
  let supplierB: number;

  const base = () => ({ id: sourcingId, descricao: "Garrafas térmicas", id_categoria: categoria, id_responsavel: bruno });
  const alter = (json: Record<string, unknown>) =>
    t.request("/api/sourcings/alter/", { method: "PUT", json: { ...base(), ...json }, token });
  const history = () => readActivity(t, token, "sourcing", sourcingId);
  const link = (path: string, method: string, json: Record<string, unknown>) =>
    t.request(`/api/sourcings-suppliers/${path}`, { method, json: { id_sourcing: sourcingId, ...json }, token });

  beforeEach(async () => {
    t = await createTestApi(driver, { sourcingFileMaxBytes: 1024 });
    token = (await t.login("sourcing@demo.local")).access;
    const db = t.database.db;
    bruno = await userId(db, "sourcing@demo.local");
    carla = await userId(db, "comercial@demo.local");
    categoria = await categoryId(db, "Novo produto");
    const created = await t.request("/api/sourcings/post/", {
      method: "POST",
      json: { descricao: "Garrafas térmicas", id_categoria: categoria, id_responsavel: bruno },
      token,
    });
    expect(created.status).toBe(201);
    sourcingId = (await created.json()).id;
    [supplierA, supplierB] = (await onlySuppliers(db, "Fábrica Alfa", "Trading Beta")) as [number, number];
  });
  afterEach(() => t.close());

  it("records the creation, then each changed field: status with the dates it sets, people and category by name, budget and day", async () => {
    expect((await history()).results.map(said)).toEqual([{ action: "criou", field: null, subject: null, old: null, new: null }]);
    const [outra] = (await t.database.db.select().from(sourcingCategories)).filter((c) => c.id !== categoria);
    if (!outra) throw new Error("falta categoria");
    const response = await alter({
      status: "Em andamento",
      id_categoria: outra.id,
      id_comercial: carla,
      budget: "1.234,50",
      dt_estimado: "2026-04-30",
    });
    expect(response.status).toBe(200);
    const { results } = await history();
    const [inicio] = results.filter((r) => r.field === "dt_inicio");
    expect(inicio?.new).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(results.map(said)).toEqual([
      {
        action: "alterou",
        field: "categoria",
        subject: null,
        old: { id: categoria, nome: "Novo produto" },
        new: { id: outra.id, nome: outra.nome },
      },
      { action: "alterou", field: "status", subject: null, old: "Não iniciado", new: "Em andamento" },
      { action: "alterou", field: "comercial", subject: null, old: null, new: { id: carla, nome: "Carla Comercial" } },
      { action: "alterou", field: "budget", subject: null, old: 0, new: 1234.5 },
      { action: "alterou", field: "dt_estimado", subject: null, old: null, new: "2026-04-30" },
      { action: "alterou", field: "dt_inicio", subject: null, old: null, new: inicio?.new },
      { action: "criou", field: null, subject: null, old: null, new: null },
    ]);
    // The same values (the budget typed the other way): nothing new.
    expect(
      (await alter({ status: "Em andamento", id_categoria: outra.id, id_comercial: carla, budget: 1234.5, dt_estimado: "2026-04-30" }))
        .status,
    ).toBe(200);
    expect(await activityCount(t, "sourcing", sourcingId)).toBe(7);
    // Finished: the status and the date it sets.
    expect((await alter({ status: "Concluído", id_categoria: outra.id, id_comercial: carla })).status).toBe(200);
    expect((await history()).results.slice(0, 2).map((r) => [r.field, r.old, typeof r.new])).toEqual([
      ["status", "Em andamento", "string"],
      ["dt_finalizado", null, "string"],
    ]);
  });

  it("writes nothing for a refused save: stale version (409), a responsible outside team 2 (400), an unknown sourcing (404)", async () => {
    expect((await alter({ descricao: "Primeira", version: 1 })).status).toBe(200);
    expect((await alter({ descricao: "Segunda", version: 1 })).status).toBe(409);
    expect((await alter({ descricao: "Terceira", id_responsavel: carla })).status).toBe(400);
    expect((await alter({ descricao: "Quarta", budget: "abc" })).status).toBe(400);
    expect((await t.request("/api/sourcings/alter/", { method: "PUT", json: { ...base(), id: 999999 }, token })).status).toBe(404);
    expect((await history()).results.map((r) => r.new)).toEqual(["Primeira", null]);
  });

  it("records files added, replaced (sent again under their name) and removed by name; a refused upload writes nothing", async () => {
    const upload = (action: string, name: string, bytes = "%PDF-1.4") => {
      const form = new FormData();
      form.append("file", new Blob([bytes], { type: "application/pdf" }), name);
      form.append("sourcing_id", String(sourcingId));
      form.append("file_action", action);
      return t.request("/files/sourcings/upload/", { method: "POST", body: form, token });
    };
    expect((await upload("create", "<img src=x onerror=alert(1)> cotação.pdf")).status).toBe(201);
    expect((await upload("create", "<img src=x onerror=alert(1)> cotação.pdf")).status).toBe(409);
    expect((await upload("create", "grande.pdf", "x".repeat(2048))).status).toBe(413);
    expect((await upload("overwrite", "<img src=x onerror=alert(1)> cotação.pdf")).status).toBe(200);
    const removed = await t.request("/files/sourcings/delete/", {
      method: "DELETE",
      json: { sourcing_id: sourcingId, filename: "<img src=x onerror=alert(1)> cotação.pdf" },
      token,
    });
    expect(removed.status).toBe(200);
    expect(
      (await t.request("/files/sourcings/delete/", { method: "DELETE", json: { sourcing_id: sourcingId, filename: "nenhum.pdf" }, token }))
        .status,
    ).toBe(404);
    expect((await history()).results.map(said).slice(0, -1)).toEqual([
      { action: "removeu", field: "arquivo", subject: null, old: "<img src=x onerror=alert(1)> cotação.pdf", new: null },
      // Sent again under its name: replaced, not added a second time.
      {
        action: "alterou",
        field: "arquivo",
        subject: null,
        old: "<img src=x onerror=alert(1)> cotação.pdf",
        new: "<img src=x onerror=alert(1)> cotação.pdf",
      },
      { action: "adicionou", field: "arquivo", subject: null, old: null, new: "<img src=x onerror=alert(1)> cotação.pdf" },
    ]);
  });

  it("records a supplier's link under the sourcing, named by the supplier: added, status, grade, justification, removed", async () => {
    expect((await link("post/", "POST", { id_supplier: supplierA })).status).toBe(201);
    expect((await link("post/", "POST", { id_supplier: supplierA })).status).toBe(409);
    expect((await link("post/", "POST", { id_supplier: supplierB, status: "Doing" })).status).toBe(201);
    expect(
      (await link("alter/", "POST", { id_supplier: supplierA, status: "Doing", nota: 7.5, justificativa: "Amostra boa" })).status,
    ).toBe(200);
    // The same again: nothing new.
    expect(
      (await link("alter/", "POST", { id_supplier: supplierA, status: "Doing", nota: "7,5", justificativa: "Amostra boa" })).status,
    ).toBe(200);
    const [linkB] = await (
      await t.request(`/api/sourcings-suppliers/?id_sourcing=${sourcingId}&id_supplier=${supplierB}`, { token })
    ).json();
    const byId = await t.request("/api/sourcings-suppliers/alter-status/", {
      method: "PUT",
      json: { id: linkB.id_sourcing_suppliers, status: "Finalizado", justificativa: "Melhor preço" },
      token,
    });
    expect(byId.status).toBe(200);
    // From a final status: 409, nothing written.
    expect((await link("alter/", "POST", { id_supplier: supplierB, status: "Doing" })).status).toBe(409);
    expect((await link("alter/", "POST", { id_supplier: supplierA, status: "Inexistente" })).status).toBe(400);
    expect((await link("delete/", "DELETE", { id_supplier: supplierA })).status).toBe(200);
    expect((await link("delete/", "DELETE", { id_supplier: supplierA })).status).toBe(404);

    const alfa = { id: supplierA, nome: "Fábrica Alfa" };
    const beta = { id: supplierB, nome: "Trading Beta" };
    expect((await history()).results.map(said)).toEqual([
      { action: "removeu", field: "supplier", subject: alfa, old: "Doing", new: null },
      { action: "alterou", field: "supplier_status", subject: beta, old: "Doing", new: "Concluído" },
      { action: "alterou", field: "supplier_justificativa", subject: beta, old: null, new: "Melhor preço" },
      { action: "alterou", field: "supplier_status", subject: alfa, old: "Não iniciado", new: "Doing" },
      { action: "alterou", field: "supplier_nota", subject: alfa, old: null, new: 7.5 },
      { action: "alterou", field: "supplier_justificativa", subject: alfa, old: null, new: "Amostra boa" },
      { action: "adicionou", field: "supplier", subject: beta, old: null, new: "Doing" },
      { action: "adicionou", field: "supplier", subject: alfa, old: null, new: "Não iniciado" },
      { action: "criou", field: null, subject: null, old: null, new: null },
    ]);
    // A link's changes belong to the sourcing, not to the supplier's own history.
    expect(await activityCount(t, "supplier", supplierA)).toBe(0);
  });

  it("deleting a sourcing drops its history", async () => {
    expect((await alter({ descricao: "Outra descrição" })).status).toBe(200);
    expect((await link("post/", "POST", { id_supplier: supplierA })).status).toBe(201);
    expect(await activityCount(t, "sourcing", sourcingId)).toBe(3);
    expect((await t.request("/api/sourcings/delete/", { method: "DELETE", json: { id: sourcingId }, token })).status).toBe(200);
    expect(await activityCount(t, "sourcing", sourcingId)).toBe(0);
    expect((await t.request(`/api/activity/?entity_type=sourcing&entity_id=${sourcingId}`, { token })).status).toBe(404);
  });
});
