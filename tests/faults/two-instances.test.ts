import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buffer } from "node:stream/consumers";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EMAIL_RULE } from "#server/auth/throttle.ts";
import { S3Storage } from "#server/storage/s3.ts";
import { createSeededDatabase, login, PASSWORD, type Server, startServer, webSession } from "./support.ts";

// Several instances (ADR 0042): two production processes on two ports, one PostgreSQL database and one bucket
// (s3rver, so the S3 path is the one exercised). Whatever one instance knows, the other must know too: nothing a
// user or a cache relies on may live only in one process's memory.
const POSTGRES = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const BUCKET = "backoffice-two-instances";

let database: Awaited<ReturnType<typeof createSeededDatabase>>;
let bucketDir: string;
let dataDir: string;
let bucketSettings: { endpoint: string; bucket: string; accessKey: string; secretKey: string; region: string };
let bucket: S3rver;
let a: Server;
let b: Server;
let shared: Record<string, string>;
/** The document uploaded through A, for the presigned variant. */
let uploaded: { fileurl: string; bytes: Buffer } | undefined;

beforeAll(async () => {
  bucketDir = mkdtempSync(join(tmpdir(), "bo-two-s3-"));
  bucket = new S3rver({
    port: 0,
    address: "127.0.0.1",
    silent: true,
    directory: bucketDir,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const address = (await bucket.run()) as AddressInfo;
  dataDir = mkdtempSync(join(tmpdir(), "bo-two-data-"));
  bucketSettings = {
    endpoint: `http://127.0.0.1:${address.port}`,
    bucket: BUCKET,
    accessKey: "S3RVER",
    secretKey: "S3RVER",
    region: "us-east-1",
  };
  database = await createSeededDatabase(POSTGRES);
  // The same settings for both, as docker-compose.yml gives its two app services; only the port differs.
  shared = {
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    S3_ENDPOINT: bucketSettings.endpoint,
    S3_BUCKET: BUCKET,
    S3_ACCESS_KEY: "S3RVER",
    S3_SECRET_KEY: "S3RVER",
    S3_DOWNLOADS: "proxy",
  };
  // One after the other: migrations at start-up are another matter (the advisory lock, ADR 0040).
  a = await startServer(3483, shared);
  b = await startServer(3484, shared);
}, 180_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await database?.drop();
  await bucket?.close();
  rmSync(bucketDir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

const json = (token: string) => ({ Authorization: `Bearer ${token}`, "Content-Type": "application/json" });

async function getJson<T>(server: Server, path: string, token: string): Promise<T> {
  const reply = await fetch(`${server.url}${path}`, { headers: json(token) });
  if (reply.status !== 200) throw new Error(`${path} em ${server.url}: ${reply.status} ${await reply.text()}`);
  return (await reply.json()) as T;
}

interface Lookup {
  id: number;
}
interface Country {
  code: string;
}

/** The three lookups a new supplier needs, read from `server`. */
async function supplierLookups(server: Server, token: string) {
  const first = async (kind: string) => (await getJson<Lookup[]>(server, `/api/suppliers/${kind}/`, token))[0]?.id;
  const [id_segmento, id_source, id_tiposupplier] = await Promise.all([first("segmentos"), first("sources"), first("tipos")]);
  return { id_segmento, id_source, id_tiposupplier };
}

async function createSupplier(server: Server, token: string, body: Record<string, unknown>): Promise<number> {
  const reply = await fetch(`${server.url}/api/suppliers/post/`, { method: "POST", headers: json(token), body: JSON.stringify(body) });
  if (reply.status !== 201) throw new Error(`criar fornecedor: ${reply.status} ${await reply.text()}`);
  return ((await reply.json()) as { id: number }).id;
}

const total = async (server: Server, token: string) =>
  (await getJson<{ pagination: { total_items: number } }>(server, "/api/suppliers/", token)).pagination.total_items;

const countryCode = (c: Country) => c.code;

describe("two instances on one PostgreSQL database and one bucket", () => {
  it("a web session started on A continues on B", async () => {
    const cookie = await webSession(a.url);
    // The precondition: without the cookie, B sends the visitor to sign in.
    const anonymous = await fetch(`${b.url}/suppliers`, { redirect: "manual" });
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toMatch(/\/login/);
    const page = await fetch(`${b.url}/suppliers`, { headers: { Cookie: cookie }, redirect: "manual" });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Bruno");
    expect(html).toContain("Fornecedores");
  });

  it("the login throttle counts failures made on both instances", async () => {
    const email = "consulta@demo.local";
    const attempt = (server: Server, password: string) =>
      fetch(`${server.url}/auth/login/`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ email, password }),
      });
    // The limit's failures, alternating: neither instance alone sees enough of them to lock the account.
    const failures: number[] = [];
    for (let i = 0; i < EMAIL_RULE.limit; i++) failures.push((await attempt(i % 2 === 0 ? a : b, "senha-errada")).status);
    expect(failures).toEqual(Array.from({ length: EMAIL_RULE.limit }, () => 401));
    for (const server of [a, b]) {
      const locked = await attempt(server, PASSWORD);
      expect(locked.status).toBe(429);
      expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(((await locked.json()) as { detail: string }).detail).toMatch(/^Muitas tentativas de login\./);
    }
  });

  it("a file uploaded through A downloads through B with the same bytes", async () => {
    const token = await login(a.url);
    const bytes = randomBytes(3 * 1024 * 1024 + 17);
    const form = new FormData();
    form.append("supplier_id", "1");
    form.append("file_type", "catalogo");
    form.append("file_action", "overwrite");
    form.append("file", new Blob([bytes], { type: "application/pdf" }), "catálogo 2026.pdf");
    const upload = await fetch(`${a.url}/files/suppliers/upload/`, {
      method: "POST",
      body: form,
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(upload.status).toBe(201);
    const { fileurl } = (await upload.json()) as { fileurl: string };
    expect(fileurl).toMatch(/^\/files\/blob\/\?/);

    const download = await fetch(`${b.url}${fileurl}`);
    expect(download.status).toBe(200);
    expect(download.headers.get("content-disposition")).toContain("filename*=UTF-8''cat%C3%A1logo%202026.pdf");
    const received = Buffer.from(await download.arrayBuffer());
    expect(received.length).toBe(bytes.length);
    expect(received.equals(bytes)).toBe(true);
    uploaded = { fileurl, bytes };
    // The bytes are in the bucket itself, not in either instance's folder.
    const key = new URL(fileurl, a.url).searchParams.get("key") ?? "";
    const storage = new S3Storage(bucketSettings);
    try {
      const object = await storage.get(key);
      expect(object && Buffer.from(await buffer(object.body)).equals(bytes)).toBe(true);
    } finally {
      storage.close();
    }
    // And B lists the document A stored.
    const detail = await getJson<{ results: Record<string, unknown>[] }>(b, "/api/suppliers/?id=1", await login(b.url));
    expect(JSON.stringify(detail.results[0])).toContain("catálogo 2026.pdf");
  });

  it("a total or lookup cached by A is not served stale after a write through B", async () => {
    const [tokenA, tokenB] = await Promise.all([login(a.url), login(b.url)]);
    // Read twice on A: the second read is served from A's cache.
    const before = await total(a, tokenA);
    expect(await total(a, tokenA)).toBe(before);
    const inUse = async () => (await getJson<Country[]>(a, "/api/suppliers/paises/?em_uso=1", tokenA)).map(countryCode);
    const usedBefore = await inUse();
    const unused = (await getJson<Country[]>(a, "/api/suppliers/paises/", tokenA))
      .map(countryCode)
      .find((code) => !usedBefore.includes(code));
    if (!unused) throw new Error("todos os países já estão em uso");
    const etag = (await fetch(`${a.url}/api/suppliers/paises/?em_uso=1`, { headers: json(tokenA) })).headers.get("etag");
    expect(etag).toBeTruthy();

    await createSupplier(b, tokenB, { nome: "Criado pela instância B", codpais: unused, ...(await supplierLookups(b, tokenB)) });

    expect(await total(a, tokenA)).toBe(before + 1);
    expect(await inUse()).toContain(unused);
    // A revalidation against A with the old ETag is not a 304: the list changed on B.
    const revalidated = await fetch(`${a.url}/api/suppliers/paises/?em_uso=1`, {
      headers: { ...json(tokenA), "If-None-Match": etag ?? "" },
    });
    expect(revalidated.status).toBe(200);
  });

  it("concurrent saves of one record from the same version through A and B: one 200, one 409, the winner's values stored", async () => {
    const [tokenA, tokenB] = await Promise.all([login(a.url), login(b.url)]);
    type Supplier = Record<string, unknown> & { version: number; supplier_nome: string };
    const load = async () => (await getJson<{ results: Supplier[] }>(a, "/api/suppliers/?id=2", tokenA)).results[0] as Supplier;
    for (let round = 1; round <= 5; round++) {
      const record = await load();
      const save = (server: Server, token: string, nome: string) =>
        fetch(`${server.url}/api/suppliers/alter/`, {
          method: "PUT",
          headers: json(token),
          body: JSON.stringify({
            id: record.supplier_id,
            version: record.version,
            nome,
            id_tiposupplier: record.supplier_id_tipo,
            id_segmento: record.supplier_id_segmento,
            codpais: record.supplier_cod_pais,
          }),
        });
      const names = { a: `Salvo em A (${round})`, b: `Salvo em B (${round})` };
      const [fromA, fromB] = await Promise.all([save(a, tokenA, names.a), save(b, tokenB, names.b)]);
      expect([fromA.status, fromB.status].sort()).toEqual([200, 409]);
      const loser = fromA.status === 409 ? fromA : fromB;
      const conflict = (await loser.json()) as { current?: { supplier_nome?: string } };
      const winner = fromA.status === 200 ? names.a : names.b;
      // The loser is told the record as it now is: the winner's save.
      expect(conflict.current?.supplier_nome).toBe(winner);
      const stored = await load();
      expect({ nome: stored.supplier_nome, version: stored.version }).toEqual({ nome: winner, version: record.version + 1 });
      // And B reads the same record.
      const onB = (await getJson<{ results: Supplier[] }>(b, "/api/suppliers/?id=2", tokenB)).results[0];
      expect(onB?.supplier_nome).toBe(winner);
    }
  });

  it("with S3_DOWNLOADS=presigned, a third instance redirects A's link to the bucket, which serves the same bytes", async () => {
    if (!uploaded) throw new Error("o teste do envio por A não rodou");
    const c = await startServer(3485, { ...shared, S3_DOWNLOADS: "presigned" });
    try {
      const redirect = await fetch(`${c.url}${uploaded.fileurl}`, { redirect: "manual" });
      expect(redirect.status).toBe(302);
      const location = redirect.headers.get("location") ?? "";
      expect(location.startsWith(`${bucketSettings.endpoint}/${BUCKET}/`)).toBe(true);
      const fromBucket = await fetch(location);
      expect(fromBucket.status).toBe(200);
      expect(fromBucket.headers.get("content-disposition")).toContain("filename*=UTF-8''cat%C3%A1logo%202026.pdf");
      expect(Buffer.from(await fromBucket.arrayBuffer()).equals(uploaded.bytes)).toBe(true);
    } finally {
      await c.stop();
    }
  });
});
