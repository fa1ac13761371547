import { gunzipSync } from "node:zlib";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createFront } from "#server/front.ts";
import { logger } from "#server/ops/logger.ts";
import { LocalStorage } from "#server/storage/local.ts";
import { createTestApi, drivers, type TestApi } from "#tests/support/api.ts";

// What a client reads of the front's compression (ADR 0078): a page and an API reply, whole, arrive gzip-encoded
// with their length and decode to the same body as without compression; an export still streams, compressed.
describe.each(drivers)("compression at the front (%s)", (driver) => {
  let t: TestApi;
  beforeEach(async () => {
    t = await createTestApi(driver);
  });
  afterEach(() => t.close());

  const page = `<!DOCTYPE html><html lang="pt-BR"><body><table>${Array.from({ length: 300 }, (_, i) => `<tr><td>Fornecedor ${i}</td></tr>`).join("")}</table></body></html>`;

  function front() {
    const app = createFront({ api: t.api, database: t.database, storage: new LocalStorage(t.storageDir), logger, metrics: null });
    // A document as the server-rendered app answers one: whole, text/html.
    app.get("/pagina", (c) => c.html(page));
    return (path: string, headers: Record<string, string> = {}) =>
      Promise.resolve(app.fetch(new Request(`http://test.local${path}`, { headers })));
  }

  const gzipped = async (reply: Response) => {
    expect(reply.headers.get("content-encoding")).toBe("gzip");
    return gunzipSync(Buffer.from(await reply.arrayBuffer())).toString("utf8");
  };

  it("sends a page whole and gzip-encoded, with its length, decoding to the same document", async () => {
    const call = front();
    const reply = await call("/pagina", { "Accept-Encoding": "gzip, deflate, br" });
    expect(reply.headers.get("vary")).toMatch(/accept-encoding/i);
    const length = Number(reply.headers.get("content-length"));
    const text = await gzipped(reply.clone());
    expect(text).toBe(page);
    expect(length).toBe((await reply.arrayBuffer()).byteLength);
    expect(length).toBeLessThan(page.length / 5);
    const plain = await call("/pagina");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(page);
  });

  it("sends an API reply gzip-encoded, decoding to the same JSON; a reply under 1 KB goes as it is", async () => {
    const call = front();
    const { access } = await t.login("admin@demo.local");
    const auth = { Authorization: `Bearer ${access}` };
    const path = "/api/suppliers/?page_size=100";
    const compressed = await call(path, { ...auth, "Accept-Encoding": "gzip" });
    expect(compressed.status).toBe(200);
    const plain = await call(path, auth);
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(JSON.parse(await gzipped(compressed))).toEqual(await plain.json());
    const small = await call("/auth/profile/", { ...auth, "Accept-Encoding": "gzip" });
    expect(small.headers.get("content-encoding")).toBeNull();
    expect(((await small.json()) as { email: string }).email).toBe("admin@demo.local");
  });

  it("streams an export compressed, without a length, decoding to the same file", async () => {
    const call = front();
    const { access } = await t.login("admin@demo.local");
    const auth = { Authorization: `Bearer ${access}` };
    const path = "/api/suppliers/export/?format=csv";
    const streamed = await call(path, { ...auth, "Accept-Encoding": "gzip" });
    expect(streamed.status).toBe(200);
    expect(streamed.headers.get("content-length")).toBeNull();
    const plain = await call(path, auth);
    // Byte for byte (the CSV opens with a BOM for Excel, which text() would drop).
    expect(await gzipped(streamed)).toBe(Buffer.from(await plain.arrayBuffer()).toString("utf8"));
  });
});
