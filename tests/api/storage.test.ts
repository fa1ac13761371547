import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LocalStorage } from "#server/storage/local.ts";
import { PresignedDownloads } from "#server/storage/presigned-downloads.ts";
import { S3Storage, type S3Settings } from "#server/storage/s3.ts";
import type { Storage } from "#server/storage/storage.ts";
import { createTestApi, type TestApi } from "#tests/support/api.ts";

const BUCKET = "backoffice-test";
let s3dir: string;
let s3server: S3rver;
let endpoint: string;
let localDir: string;

beforeAll(async () => {
  s3dir = mkdtempSync(join(tmpdir(), "bo-s3-"));
  localDir = mkdtempSync(join(tmpdir(), "bo-local-"));
  s3server = new S3rver({
    port: 0,
    address: "127.0.0.1",
    silent: true,
    directory: s3dir,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const address = (await s3server.run()) as AddressInfo;
  endpoint = `http://127.0.0.1:${address.port}`;
});

afterAll(async () => {
  for (const storage of opened) storage.close?.();
  for (const presigner of presigners) presigner.close();
  await s3server.close();
  rmSync(s3dir, { recursive: true, force: true });
  rmSync(localDir, { recursive: true, force: true });
});

const opened: Storage[] = [];
const presigners: PresignedDownloads[] = [];
const s3Settings = (): S3Settings => ({ endpoint, bucket: BUCKET, accessKey: "S3RVER", secretKey: "S3RVER", region: "us-east-1" });
const s3Storage = () => {
  const storage = new S3Storage(s3Settings());
  opened.push(storage);
  return storage;
};
const presigner = (publicUrl?: string) => {
  const downloads = new PresignedDownloads({ ...s3Settings(), publicUrl });
  presigners.push(downloads);
  return downloads;
};
const kinds: [string, () => Storage][] = [
  ["local", () => new LocalStorage(localDir)],
  ["s3", s3Storage],
];

/** A stream that yields some bytes and then fails, like an upload cut off mid-way. */
function brokenStream(): Readable {
  return new Readable({
    read() {
      this.push(Buffer.alloc(64 * 1024, 1));
      this.destroy(new Error("conexão perdida"));
    },
  });
}

describe.each(kinds)("storage (%s)", (_name, make) => {
  it("puts, reads, tells existence and deletes an object", async () => {
    const storage = make();
    const key = `test/${crypto.randomUUID()}`;
    const size = await storage.put(key, Readable.from([Buffer.from("olá, "), Buffer.from("fornecedor")]), "text/plain");
    expect(size).toBe(Buffer.byteLength("olá, fornecedor"));
    expect(await storage.exists(key)).toBe(true);
    const object = await storage.get(key);
    expect(object?.size).toBe(size);
    expect(await text(object?.body as Readable)).toBe("olá, fornecedor");
    await storage.delete(key);
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.get(key)).toBeNull();
  });

  it("streams a large object without holding it whole (several parts)", async () => {
    const storage = make();
    const key = `test/${crypto.randomUUID()}`;
    const chunk = Buffer.alloc(1024 * 1024, 7);
    const size = await storage.put(
      key,
      Readable.from(
        (function* () {
          for (let i = 0; i < 12; i++) yield chunk;
        })(),
      ),
      "application/octet-stream",
    );
    expect(size).toBe(12 * 1024 * 1024);
    const object = await storage.get(key);
    expect(object?.size).toBe(size);
    // Deleted while its reader is open and unread: the reader is unaffected, and nothing is thrown anywhere.
    await storage.delete(key);
    expect((await text(object?.body as Readable)).length).toBe(size);
  });

  it("leaves nothing behind when the incoming stream fails", async () => {
    const storage = make();
    const key = `test/${crypto.randomUUID()}`;
    await expect(storage.put(key, brokenStream(), "application/octet-stream")).rejects.toThrow();
    expect(await storage.exists(key)).toBe(false);
  });

  it("lists finished objects with their time, and nothing of a failed write", async () => {
    const storage = make();
    const prefix = `list-${crypto.randomUUID()}`;
    await storage.put(`${prefix}/a`, Readable.from(["a"]), "text/plain");
    await storage.put(`${prefix}/b`, Readable.from(["b"]), "text/plain");
    await expect(storage.put(`${prefix}/c`, brokenStream(), "application/octet-stream")).rejects.toThrow();
    const listed = [];
    for await (const object of storage.list()) if (object.key.startsWith(prefix)) listed.push(object);
    expect(listed.map((o) => o.key).sort()).toEqual([`${prefix}/a`, `${prefix}/b`]);
    for (const object of listed) expect(Math.abs(object.modified.getTime() - Date.now())).toBeLessThan(60_000);
  });

  it("sweeping interrupted writes when there are none removes nothing", async () => {
    expect(await make().sweepPartial(new Date())).toBe(0);
  });

  it("deleting a missing object is not an error", async () => {
    await expect(make().delete(`test/${crypto.randomUUID()}`)).resolves.toBeUndefined();
  });

  it("its readiness check passes when it is reachable", async () => {
    await expect(make().check()).resolves.toBeUndefined();
  });
});

describe("storage readiness check fails when files cannot be stored", () => {
  it("local: a folder that cannot be created (a file is in the way)", async () => {
    const blocker = join(localDir, `arquivo-${crypto.randomUUID()}`);
    writeFileSync(blocker, "x");
    await expect(new LocalStorage(join(blocker, "files")).check()).rejects.toThrow();
    // A folder that does not exist yet is fine: the first upload creates it.
    await expect(new LocalStorage(join(localDir, `novo-${crypto.randomUUID()}`)).check()).resolves.toBeUndefined();
  });

  it("s3: a bucket that does not exist, or an endpoint that does not answer", async () => {
    const missing = new S3Storage({ endpoint, bucket: "nao-existe", accessKey: "S3RVER", secretKey: "S3RVER", region: "us-east-1" });
    const closed = new S3Storage({
      endpoint: "http://127.0.0.1:9",
      bucket: BUCKET,
      accessKey: "S3RVER",
      secretKey: "S3RVER",
      region: "us-east-1",
    });
    opened.push(missing, closed);
    await expect(missing.check()).rejects.toThrow();
    await expect(closed.check()).rejects.toThrow();
  });
});

it("local storage keeps no partial files after a failed write", async () => {
  const storage = new LocalStorage(localDir);
  await expect(storage.put("partial/x", brokenStream(), "application/octet-stream")).rejects.toThrow();
  const leftovers = readdirSync(localDir, { recursive: true }).filter((f) => String(f).includes(".part"));
  expect(leftovers).toEqual([]);
});

// How a download leaves the API, for each storage and S3_DOWNLOADS mode (docs/decisions/0042): streamed through
// the app's signed link, or that link redirecting to a presigned bucket URL. Same bytes, name and type either way.
const downloadModes: [string, () => { storage: Storage; presignedDownloads?: PresignedDownloads }][] = [
  ["local folder, streamed", () => ({ storage: new LocalStorage(localDir) })],
  ["s3, streamed (S3_DOWNLOADS=proxy)", () => ({ storage: s3Storage() })],
  ["s3, presigned (S3_DOWNLOADS=presigned)", () => ({ storage: s3Storage(), presignedDownloads: presigner() })],
];

describe.each(downloadModes)("download through the signed link (%s)", (_name, make) => {
  const NAME = "catálogo de preços 2026.pdf";
  let t: TestApi;
  let token: string;
  let storage: Storage;
  let presigned: boolean;
  beforeAll(async () => {
    const deps = make();
    storage = deps.storage;
    presigned = deps.presignedDownloads !== undefined;
    t = await createTestApi("pglite", deps);
    token = (await t.login("sourcing@demo.local")).access;
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Follows the app's link as a browser does: a redirect (presigned) leads out of the app, to the bucket. */
  async function download(fileurl: string): Promise<Response> {
    const reply = await t.request(fileurl);
    if (!presigned) return reply;
    expect(reply.status).toBe(302);
    const location = reply.headers.get("location") ?? "";
    expect(location.startsWith(`${endpoint}/${BUCKET}/`)).toBe(true);
    expect(location).toContain("X-Amz-Signature=");
    const maxAge = Number(/max-age=(\d+)/.exec(reply.headers.get("cache-control") ?? "")?.[1]);
    expect(maxAge).toBeGreaterThanOrEqual(5 * 60 - 30);
    expect(maxAge).toBeLessThanOrEqual(10 * 60);
    return fetch(location);
  }

  it("serves the uploaded bytes with the file's name and type; a bad signature or a missing object is a 404", async () => {
    const bytes = Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(256 * 1024, 9)]);
    const form = new FormData();
    form.append("supplier_id", "1");
    form.append("file_type", "catalogo");
    form.append("file_action", "overwrite");
    form.append("file", new Blob([bytes], { type: "application/pdf" }), NAME);
    const uploaded = await t.request("/files/suppliers/upload/", { method: "POST", body: form, token });
    expect(uploaded.status).toBe(201);
    const { fileurl } = (await uploaded.json()) as { fileurl: string };

    const reply = await download(fileurl);
    expect(reply.status).toBe(200);
    expect(reply.headers.get("content-type")).toBe("application/pdf");
    expect(reply.headers.get("content-disposition")).toBe(
      `inline; filename="cat_logo de pre_os 2026.pdf"; filename*=UTF-8''${encodeURIComponent(NAME)}`,
    );
    expect(Buffer.from(await reply.arrayBuffer()).equals(bytes)).toBe(true);

    const tampered = fileurl.replace(/sig=[^&]+/, "sig=AAAA");
    expect((await t.request(tampered)).status).toBe(404);
    await storage.delete(new URL(fileurl, "http://x").searchParams.get("key") ?? "");
    const missing = await t.request(fileurl);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ detail: "Arquivo não encontrado." });
  });
});

describe("presigned download URLs", () => {
  const headers = { contentType: "text/plain", contentDisposition: 'attachment; filename="a.txt"' };
  // The start of a five-minute slot.
  const slot = 1_800_000_000_000;

  it("are signed for the address browsers reach the bucket at (S3_PUBLIC_URL), not the app's", async () => {
    const { url } = await presigner("https://arquivos.example.com").url("suppliers/abc", headers, slot);
    expect(url.startsWith(`https://arquivos.example.com/${BUCKET}/suppliers/abc?`)).toBe(true);
    expect(url).toContain("response-content-disposition=attachment");
  });

  it("keep one URL through a five-minute slot and stay good at least five minutes after it is handed out", async () => {
    const downloads = presigner();
    const first = await downloads.url("k", headers, slot);
    const late = await downloads.url("k", headers, slot + 299_000);
    const next = await downloads.url("k", headers, slot + 300_000);
    expect(late.url).toBe(first.url);
    expect(next.url).not.toBe(first.url);
    expect(late.expires - (slot + 299_000) / 1000).toBeGreaterThanOrEqual(5 * 60);
    expect(first.expires - slot / 1000).toBeLessThanOrEqual(10 * 60);
  });
});
