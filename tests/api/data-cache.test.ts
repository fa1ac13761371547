import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createApi } from "#server/api/app.ts";
import { DataCache, readDataVersion } from "#server/api/data-cache.ts";
import type { ApiDeps } from "#server/api/types.ts";
import { segments, sources, suppliers, supplierTypes } from "#server/db/schema.ts";
import { createDeps } from "#server/runtime.ts";
import { LocalStorage } from "#server/storage/local.ts";
import { createTestApi, drivers, JWT_SECRET, type TestApi } from "#tests/support/api.ts";

// Totals and lookup lists are kept under the database's data version (ADR 0037): never recounted on every page,
// never stale after a write, whichever process made it.
describe.each(drivers)("cached totals and lookups (%s)", (driver) => {
  let t: TestApi;
  let token: string;
  let caches: ApiDeps["caches"];

  beforeEach(async () => {
    caches = { counts: new DataCache(), lookups: new DataCache(), countries: new DataCache() };
    t = await createTestApi(driver, { caches });
    token = (await t.login("admin@demo.local")).access;
  });
  afterEach(() => t.close());

  const get = async (path: string, init: { token?: string; headers?: Record<string, string> } = {}) => {
    const response = await t.request(path, { token, ...init });
    return { status: response.status, etag: response.headers.get("ETag"), body: response.status === 200 ? await response.json() : null };
  };
  const total = async (path: string) => (await get(path)).body.pagination.total_items as number;
  const lookupId = async (table: typeof segments | typeof sources | typeof supplierTypes) => {
    const [row] = await t.database.db.select({ id: table.id }).from(table).limit(1);
    return row?.id as number;
  };
  const createSupplier = async (nome: string, codpais = "cn") => {
    const json = {
      nome,
      id_segmento: await lookupId(segments),
      id_source: await lookupId(sources),
      id_tiposupplier: await lookupId(supplierTypes),
      codpais,
    };
    const response = await t.request("/api/suppliers/post/", { method: "POST", json, token });
    expect(response.status).toBe(201);
    return ((await response.json()) as { id: number }).id;
  };

  it("counts a filter once per data version, and counts again after any write", async () => {
    const path = "/api/suppliers/?search=quartzo";
    expect(await total(path)).toBe(0);
    const misses = caches.counts.misses;
    expect(await total(`${path}&page=2`)).toBe(0);
    expect(caches.counts.misses).toBe(misses);
    expect(caches.counts.hits).toBeGreaterThan(0);

    const id = await createSupplier("Quartzo Ferramentas Ltda.");
    expect(await total(path)).toBe(1);
    const deleted = await t.request("/api/suppliers/delete/", { method: "DELETE", json: { id }, token });
    expect(deleted.status).toBe(200);
    expect(await total(path)).toBe(0);
  });

  it("a refused or rolled-back write leaves the version, a transaction of many rows bumps it once", async () => {
    const before = await readDataVersion(t.database.db);
    const refused = await t.request("/api/suppliers/post/", { method: "POST", json: { nome: "" }, token });
    expect(refused.status).toBe(400);
    await t.database.db
      .transaction(async (tx) => {
        await tx.insert(segments).values({ nome: "Segmento desfeito" });
        tx.rollback();
      })
      .catch(() => undefined);
    expect(await readDataVersion(t.database.db)).toBe(before);

    await t.database.db.transaction(async (tx) => {
      await tx.insert(segments).values([{ nome: "Segmento A" }, { nome: "Segmento B" }]);
      await tx.insert(sources).values({ nome: "Source C" });
    });
    expect(await readDataVersion(t.database.db)).toBe(before + 1);
  });

  it("another process on the same database never serves a total from before a write", async () => {
    const other = createApi({ ...createDeps(t.database, new LocalStorage(t.storageDir), JWT_SECRET) });
    const otherTotal = async (path: string) => {
      const response = await other.fetch(new Request(`http://test.local${path}`, { headers: { Authorization: `Bearer ${token}` } }));
      return ((await response.json()) as { pagination: { total_items: number } }).pagination.total_items;
    };
    const path = "/api/suppliers/?search=basalto";
    expect(await otherTotal(path)).toBe(0);
    await createSupplier("Basalto Pedras S.A.");
    expect(await otherTotal(path)).toBe(1);
  });

  it("lookup lists answer an ETag and a 304 while unchanged, and the new list after a change", async () => {
    const first = await get("/api/suppliers/segmentos/");
    expect(first.status).toBe(200);
    expect(first.etag).toMatch(/^W\/"v\d+"$/);
    const again = await get("/api/suppliers/segmentos/", { headers: { "If-None-Match": first.etag ?? "" } });
    expect(again.status).toBe(304);

    await t.database.db.insert(segments).values({ nome: "Óptica" });
    const changed = await get("/api/suppliers/segmentos/", { headers: { "If-None-Match": first.etag ?? "" } });
    expect(changed.status).toBe(200);
    expect(changed.etag).not.toBe(first.etag);
    expect(changed.body.map((s: { nome: string }) => s.nome)).toContain("Óptica");

    // The 304 still checks the caller.
    const anonymous = await t.request("/api/suppliers/segmentos/", { headers: { "If-None-Match": changed.etag ?? "" } });
    expect(anonymous.status).toBe(401);
  });

  it("the country filter offers the countries suppliers are from, following new suppliers", async () => {
    const all = (await get("/api/suppliers/paises/")).body as { code: string }[];
    const inUse = async () => ((await get("/api/suppliers/paises/?em_uso=1")).body as { code: string }[]).map((c) => c.code.trim());
    const rows = await t.database.db.selectDistinct({ code: suppliers.codPais }).from(suppliers);
    const expected = rows.map((r) => r.code.trim()).sort();
    expect([...(await inUse())].sort()).toEqual(expected);
    expect(all.length).toBeGreaterThan(expected.length);

    expect(await inUse()).not.toContain("is");
    await createSupplier("Reykjavik Wool ehf.", "is");
    expect(await inUse()).toContain("is");

    const bad = await get("/api/suppliers/paises/?em_uso=talvez");
    expect(bad.status).toBe(400);
  });

  it("one page's calls with one token check it and read the user once", async () => {
    const verifiedUsers = new Map();
    const call = (path: string, bearer: string) =>
      t.api.fetch(new Request(`http://test.local${path}`, { headers: { Authorization: `Bearer ${bearer}` } }), { verifiedUsers });
    const replies = await Promise.all([
      call("/api/suppliers/tipos/", token),
      call("/api/suppliers/sources/", token),
      call("/auth/profile/", token),
    ]);
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(verifiedUsers.size).toBe(1);
    const forged = await call("/api/suppliers/tipos/", `${token}x`);
    expect(forged.status).toBe(401);
    expect((await forged.json()).detail).toBe("Token inválido ou expirado.");
  });
});
