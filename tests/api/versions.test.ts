import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STALE_VERSION_MESSAGE } from "#contract/shared/versions.ts";
import { createTestApi, drivers, type TestApi } from "#tests/support/api.ts";
import { fingerprint } from "#tests/support/fingerprint.ts";

// Optimistic concurrency (ADR 0035): two people saving the same record from the same version cannot silently
// erase each other; a client that sends no version (specification §7) saves as before.
interface Resource {
  name: string;
  detail: (id: number) => string;
  alter: string;
  /** A valid whole-record save of `record` (its detail reply) with `text` in its main text field. */
  save: (record: Record<string, unknown>, text: string) => Record<string, unknown>;
  text: (record: Record<string, unknown>) => unknown;
  id: number;
}

const resources: Resource[] = [
  {
    name: "fornecedor",
    detail: (id) => `/api/suppliers/?id=${id}`,
    alter: "/api/suppliers/alter/",
    save: (r, text) => ({
      id: r.supplier_id,
      nome: text,
      id_tiposupplier: r.supplier_id_tipo,
      id_segmento: r.supplier_id_segmento,
      codpais: r.supplier_cod_pais,
    }),
    text: (r) => r.supplier_nome,
    id: 1,
  },
  {
    name: "sourcing",
    detail: (id) => `/api/sourcings/?id=${id}`,
    alter: "/api/sourcings/alter/",
    save: (r, text) => ({
      id: r.sourcing_id,
      descricao: text,
      id_categoria: r.sourcing_id_categoria,
      id_responsavel: r.sourcing_id_responsavel ?? 1,
    }),
    text: (r) => r.sourcing_descricao,
    id: 1,
  },
  {
    name: "produto",
    detail: (id) => `/api/products/?id=${id}`,
    alter: "/api/products/alter/",
    save: (r, text) => ({ id: r.id, nome: text, id_categoria: r.id_categoria, unidade_medida: r.unidade_medida }),
    text: (r) => r.nome,
    id: 1,
  },
];

describe.each(drivers)("versões e edições concorrentes (%s)", (driver) => {
  let t: TestApi;
  let token: string;
  beforeAll(async () => {
    t = await createTestApi(driver);
    token = (await t.login("admin@demo.local")).access;
  });
  afterAll(async () => {
    await t.close();
  });

  const load = async (resource: Resource) => {
    const reply = await t.request(resource.detail(resource.id), { token });
    const [record] = ((await reply.json()) as { results: Record<string, unknown>[] }).results;
    if (!record) throw new Error(`${resource.name} ${resource.id} ausente`);
    return record;
  };
  const put = (resource: Resource, body: Record<string, unknown>) => t.request(resource.alter, { method: "PUT", json: body, token });

  it.each(resources)("$name: the version starts at 1 and each save bumps it; a save without version still saves", async (resource) => {
    const first = await load(resource);
    expect(first.version).toBe(1);
    expect((await put(resource, { ...resource.save(first, "Primeira edição"), version: 1 })).status).toBe(200);
    expect((await load(resource)).version).toBe(2);
    expect((await put(resource, resource.save(first, "Sem versão"))).status).toBe(200);
    const now = await load(resource);
    expect({ version: now.version, text: resource.text(now) }).toEqual({ version: 3, text: "Sem versão" });
  });

  it.each(resources)(
    "$name: a save from an old version is a 409 with the message and the current record, and writes nothing",
    async (resource) => {
      const loaded = await load(resource);
      const version = loaded.version as number;
      expect((await put(resource, { ...resource.save(loaded, "Salvo por Ana"), version })).status).toBe(200);
      const before = await fingerprint(t.database.db);
      const stale = await put(resource, { ...resource.save(loaded, "Salvo por Bruno"), version });
      expect(stale.status).toBe(409);
      const body = (await stale.json()) as { detail: string; current: Record<string, unknown> };
      expect(body.detail).toBe(STALE_VERSION_MESSAGE);
      expect({ version: body.current.version, text: resource.text(body.current) }).toEqual({ version: version + 1, text: "Salvo por Ana" });
      expect(await fingerprint(t.database.db)).toEqual(before);
    },
  );

  it.each(resources)("$name: two saves from the same version at once: exactly one wins", async (resource) => {
    const loaded = await load(resource);
    const version = loaded.version as number;
    const replies = await Promise.all(
      ["Carla", "Diego"].map((who) => put(resource, { ...resource.save(loaded, `Salvo por ${who}`), version })),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    const now = await load(resource);
    expect(now.version).toBe(version + 1);
  });

  it.each(resources)("$name: a missing record is still a 404, with or without a version", async (resource) => {
    const loaded = await load(resource);
    const body = { ...resource.save(loaded, "Ninguém"), id: 999_999 };
    expect((await put(resource, { ...body, version: 1 })).status).toBe(404);
    expect((await put(resource, body)).status).toBe(404);
  });
});
