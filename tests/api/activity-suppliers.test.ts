import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { segments, sources, supplierTypes } from "#server/db/schema.ts";
import { activityCount, readActivity, said } from "#tests/support/activity.ts";
import { createTestApi, drivers, type TestApi } from "#tests/support/api.ts";
import { insertProducts } from "#tests/support/products.ts";
import { userId } from "#tests/support/sourcings.ts";
import { insertSourcing, lookupIdOf } from "#tests/support/suppliers.ts";

// ADR 0054: a supplier's history, and the read API's rules (404, 400, pages, escaping).
describe.each(drivers)("histórico de fornecedores (%s)", (driver) => {
  let t: TestApi;
  let token: string;
  let bruno: number;
  let supplierId: number;

  const lookupId = (table: typeof segments | typeof sources | typeof supplierTypes, nome: string) => lookupIdOf(t.database.db, table, nome);
  const payload = async () => ({
    nome: "Ningbo Haoyu Kitchenware Co., Ltd.",
    id_segmento: await lookupId(segments, "Utilidades Domésticas"),
    id_source: await lookupId(sources, "Canton Fair"),
    id_tiposupplier: await lookupId(supplierTypes, "Fabricante"),
    codpais: "cn",
    contato_nome: "Lily Wang",
    contato_email: "",
  });
  const alter = (json: Record<string, unknown>) =>
    t.request("/api/suppliers/alter/", { method: "PUT", json: { id: supplierId, ...json }, token });
  const history = (query = "") => readActivity(t, token, "supplier", supplierId, query);

  beforeEach(async () => {
    t = await createTestApi(driver, { supplierDocumentMaxBytes: 1024 });
    token = (await t.login("sourcing@demo.local")).access;
    bruno = await userId(t.database.db, "sourcing@demo.local");
    const created = await t.request("/api/suppliers/post/", { method: "POST", json: await payload(), token });
    expect(created.status).toBe(201);
    supplierId = (await created.json()).id;
  });
  afterEach(() => t.close());

  it("records the creation by the signed-in user, by name", async () => {
    const { results, pagination } = await history();
    expect(results.map(said)).toEqual([{ action: "criou", field: null, subject: null, old: null, new: null }]);
    expect(results[0]?.actor).toEqual({ id: bruno, nome: "Bruno Sourcing" });
    expect(Date.now() - Date.parse(results[0]?.at ?? "")).toBeLessThan(60_000);
    expect(pagination).toMatchObject({ current_page: 1, total_pages: 1, total_items: 1, has_next: false });
  });

  it("records one row per changed field, lookups and the country by name, and nothing for a save that changes nothing", async () => {
    expect((await alter(await payload())).status).toBe(200);
    expect(await activityCount(t, "supplier", supplierId)).toBe(1);

    const eletronicos = await lookupId(segments, "Eletrônicos");
    const changed = {
      ...(await payload()),
      nome: "Ningbo Haoyu Housewares",
      id_segmento: eletronicos,
      codpais: "VN",
      blacklisted: true,
      contato_telefone: "8613800138000",
      contato_email: "lily@haoyu.com",
    };
    expect((await alter(changed)).status).toBe(200);
    const { results } = await history();
    // Newest first; one save's rows in the order of the fields.
    expect(results.map(said)).toEqual([
      { action: "alterou", field: "nome", subject: null, old: "Ningbo Haoyu Kitchenware Co., Ltd.", new: "Ningbo Haoyu Housewares" },
      {
        action: "alterou",
        field: "segmento",
        subject: null,
        old: { id: await lookupId(segments, "Utilidades Domésticas"), nome: "Utilidades Domésticas" },
        new: { id: eletronicos, nome: "Eletrônicos" },
      },
      { action: "alterou", field: "pais", subject: null, old: { id: "cn", nome: "China" }, new: { id: "vn", nome: "Vietnã" } },
      { action: "alterou", field: "blacklisted", subject: null, old: false, new: true },
      // Text of digits stays text. An empty text is no value.
      { action: "alterou", field: "contato_telefone", subject: null, old: null, new: "8613800138000" },
      { action: "alterou", field: "contato_email", subject: null, old: null, new: "lily@haoyu.com" },
      { action: "criou", field: null, subject: null, old: null, new: null },
    ]);
    expect(new Set(results.slice(0, 6).map((r) => r.at)).size).toBe(1);

    // The same values again, blacklisted left out (it keeps its value): nothing new.
    const { blacklisted: _kept, ...again } = changed;
    expect((await alter(again)).status).toBe(200);
    expect(await activityCount(t, "supplier", supplierId)).toBe(7);
  });

  it("writes nothing for a refused save: a stale version (409), bad input (400), an unknown lookup (400)", async () => {
    expect((await alter({ ...(await payload()), nome: "Primeira", version: 1 })).status).toBe(200);
    const stale = await alter({ ...(await payload()), nome: "Segunda", version: 1 });
    expect(stale.status).toBe(409);
    expect((await alter({ ...(await payload()), nome: "Terceira", contato_email: "não é e-mail" })).status).toBe(400);
    expect((await alter({ ...(await payload()), nome: "Quarta", id_segmento: 999999 })).status).toBe(400);
    expect((await history()).results.map((r) => r.new)).toEqual(["Primeira", null]);
  });

  it("keeps user text verbatim: markup comes back as sent, for the page to escape", async () => {
    const markup = `<img src=x onerror=alert(1)> & "aspas" 'simples'`;
    expect((await alter({ ...(await payload()), contato_nome: markup })).status).toBe(200);
    const response = await t.request(`/api/activity/?entity_type=supplier&entity_id=${supplierId}`, { token });
    expect(response.headers.get("content-type")).toContain("application/json");
    const [entry] = (await response.json()).results;
    expect(entry).toMatchObject({ field: "contato_nome", old: "Lily Wang", new: markup });
  });

  it("records documents sent, renamed and removed by their file names; a refused upload writes nothing", async () => {
    const upload = (action: string, name: string, bytes = "%PDF-1.4") => {
      const form = new FormData();
      for (const [k, v] of Object.entries({ supplier_id: String(supplierId), file_type: "qc", file_action: action })) form.append(k, v);
      form.append("file", new Blob([bytes], { type: "application/pdf" }), name);
      return t.request("/files/suppliers/upload/", { method: "POST", body: form, token });
    };
    expect((await upload("create", "inspeção.pdf")).status).toBe(201);
    expect((await upload("create", "outro.pdf")).status).toBe(409);
    expect((await upload("overwrite", "grande.pdf", "x".repeat(2048))).status).toBe(413);
    expect((await upload("overwrite", "inspeção.pdf")).status).toBe(200);
    expect((await alter({ documents_qc: { filename: "QC final.pdf" } })).status).toBe(200);
    expect((await alter({ documents_qc: { filename: "QC final.pdf" } })).status).toBe(200);
    expect((await alter({ documents_qc: null })).status).toBe(200);
    expect((await alter({ documents_audit: null })).status).toBe(200);
    const { results } = await history();
    expect(results.map(said).slice(0, -1)).toEqual([
      { action: "alterou", field: "documents_qc", subject: null, old: "QC final.pdf", new: null },
      { action: "alterou", field: "documents_qc", subject: null, old: "inspeção.pdf", new: "QC final.pdf" },
      // Sent again under its name: new contents, so a change.
      { action: "alterou", field: "documents_qc", subject: null, old: "inspeção.pdf", new: "inspeção.pdf" },
      { action: "alterou", field: "documents_qc", subject: null, old: null, new: "inspeção.pdf" },
    ]);
  });

  it("pages newest first, with the list's pagination block", async () => {
    for (let i = 1; i <= 34; i++) expect((await alter({ ...(await payload()), contato_nome: `Contato ${i}` })).status).toBe(200);
    const first = await history();
    expect(first.pagination).toEqual({
      current_page: 1,
      total_pages: 2,
      page_size: 30,
      total_items: 35,
      has_next: true,
      has_previous: false,
    });
    expect(first.results[0]?.new).toBe("Contato 34");
    expect(first.results[29]?.new).toBe("Contato 5");
    const second = await history("&page=2");
    expect(second.results.map((r) => r.new)).toEqual(["Contato 4", "Contato 3", "Contato 2", "Contato 1", null]);
    expect(second.results.at(-1)?.action).toBe("criou");
    expect((await history("&page=3")).results).toEqual([]);
    expect((await history("&page_size=10&page=4")).results).toHaveLength(5);
  });

  it("answers 404 for a record that does not exist, 400 for bad parameters, 401 without a token", async () => {
    const missing = await t.request("/api/activity/?entity_type=supplier&entity_id=999999", { token });
    expect(missing.status).toBe(404);
    expect((await missing.json()).detail).toBe("Fornecedor não encontrado.");
    expect((await t.request("/api/activity/?entity_type=product&entity_id=999999", { token })).status).toBe(404);
    expect((await t.request("/api/activity/?entity_type=sourcing&entity_id=999999", { token })).status).toBe(404);
    const badType = await t.request(`/api/activity/?entity_type=comment&entity_id=${supplierId}`, { token });
    expect(badType.status).toBe(400);
    expect((await badType.json()).detail).toBe("Tipo de registro inválido. Use: supplier, sourcing, product.");
    for (const query of [
      "entity_type=supplier",
      `entity_type=supplier&entity_id=abc`,
      `entity_type=supplier&entity_id=${supplierId}&page=0`,
      "entity_id=1",
    ]) {
      expect((await t.request(`/api/activity/?${query}`, { token })).status).toBe(400);
    }
    expect((await t.request(`/api/activity/?entity_type=supplier&entity_id=${supplierId}`)).status).toBe(401);
    // Any signed-in user may read it, team 1 included.
    const reader = (await t.login("consulta@demo.local")).access;
    expect((await t.request(`/api/activity/?entity_type=supplier&entity_id=${supplierId}`, { token: reader })).status).toBe(200);
  });

  it("deleting a supplier records it as removed from its sourcings and products, and drops its own history", async () => {
    const db = t.database.db;
    const sourcingId = await insertSourcing(db, "Panelas");
    expect(
      (
        await t.request("/api/sourcings-suppliers/post/", {
          method: "POST",
          json: { id_sourcing: sourcingId, id_supplier: supplierId, status: "Doing" },
          token,
        })
      ).status,
    ).toBe(201);
    const productId = (
      await insertProducts(db, [{ nome: "Panela de pressão", categoria: "Utilidades Domésticas", quotes: [[supplierId, "12.50"]] }])
    )["Panela de pressão"] as number;
    expect((await t.request("/api/suppliers/delete/", { method: "DELETE", json: { id: supplierId }, token })).status).toBe(200);
    expect(await activityCount(t, "supplier", supplierId)).toBe(0);
    const subject = { id: supplierId, nome: "Ningbo Haoyu Kitchenware Co., Ltd." };
    expect((await readActivity(t, token, "sourcing", sourcingId)).results.map(said)[0]).toEqual({
      action: "removeu",
      field: "supplier",
      subject,
      old: "Doing",
      new: null,
    });
    expect((await readActivity(t, token, "product", productId)).results.map(said)).toEqual([
      { action: "removeu", field: "cotacao", subject, old: 12.5, new: null },
    ]);
  });
});
