import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, drivers, type TestApi } from "#tests/support/api.ts";

// Found by the hardening probe: each of these was a 500 or was read loosely. All must be a 400 with a
// Portuguese detail, and change nothing.
const HUGE = [2147483648, 9007199254740991];

describe.each(drivers)("entradas inválidas (%s)", (driver) => {
  let t: TestApi;
  let token: string;
  beforeAll(async () => {
    t = await createTestApi(driver);
    token = (await t.login("admin@demo.local")).access;
  });
  afterAll(async () => {
    await t.close();
  });

  async function expect400(
    path: string,
    init: { method?: string; json?: unknown; body?: BodyInit; headers?: Record<string, string> } = {},
  ) {
    const response = await t.request(path, { ...init, token });
    const text = await response.text();
    expect(response.status, `${init.method ?? "GET"} ${path} ${JSON.stringify(init.json)}: ${text}`).toBe(400);
    const body = JSON.parse(text) as { detail: string };
    expect(body.detail).toMatch(/[a-zà-ú]/i);
    expect(body.detail).not.toMatch(/Invalid|expected|received/);
    return body;
  }

  const validSupplier = { nome: "Fornecedor válido", id_tiposupplier: 1, id_segmento: 1, id_source: 1, codpais: "cn" };

  it("ids and lookups too large for the database, in the query", async () => {
    for (const n of HUGE) {
      for (const path of [
        `/api/suppliers/?id=${n}`,
        `/api/sourcings/?id=${n}`,
        `/api/products/?id=${n}`,
        `/api/sourcings/?category=${n}`,
        `/api/sourcings/?responsavel=${n}`,
        `/auth/users/team/${n}/`,
        `/api/sourcings-suppliers/?id_sourcing=${n}`,
        `/api/sourcings-suppliers/?id_supplier=${n}`,
        `/files/sourcings/get/?sourcing_id=${n}`,
        `/files/comments_sourcings/list/?id_sourcing=${n}`,
        `/files/products/images/?product_id=${n}`,
      ]) {
        await expect400(path);
      }
    }
    await expect400("/api/suppliers/?page=9007199254740991&page_size=5000");
  });

  it("ids too large, of a wrong type or loose, in the body", async () => {
    for (const id of [...HUGE, true, [1], "1abc", 1.5, -1, null, { id: 1 }]) {
      await expect400("/api/suppliers/delete/", { method: "DELETE", json: { id } });
      await expect400("/api/sourcings/delete/", { method: "DELETE", json: { id } });
      await expect400("/api/products/delete/", { method: "DELETE", json: { id } });
      await expect400("/api/suppliers/post/", { method: "POST", json: { ...validSupplier, id_segmento: id } });
    }
  });

  it("NUL bytes in text fields and filters", async () => {
    await expect400("/api/suppliers/post/", { method: "POST", json: { ...validSupplier, nome: "a\u0000b" } });
    await expect400("/api/suppliers/post/", { method: "POST", json: { ...validSupplier, contato_nome: "a\u0000b" } });
    for (const param of ["search", "tipo", "pais", "segmento", "source"]) await expect400(`/api/suppliers/?${param}=a%00b`);
    await expect400("/api/sourcings/?search=a%00b");
    await expect400("/api/products/?search=a%00b");
    await expect400("/api/products/?categoria=a%00b");
  });

  it("bodies that are not an object, or not UTF-8", async () => {
    for (const json of [[], null, 42, "texto"]) await expect400("/api/suppliers/post/", { method: "POST", json });
    await expect400("/api/suppliers/post/", {
      method: "POST",
      body: new Uint8Array([0x7b, 0x22, 0x6e, 0x6f, 0x6d, 0x65, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
      headers: { "Content-Type": "application/json" },
    });
    await expect400("/api/suppliers/post/", {
      method: "POST",
      body: '{"nome": 1e400, "id_segmento": 1}',
      headers: { "Content-Type": "application/json" },
    });
  });
});
