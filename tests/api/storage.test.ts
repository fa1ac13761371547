import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LocalStorage } from "../../server/storage/local.ts";
import { S3Storage } from "../../server/storage/s3.ts";
import type { Storage } from "../../server/storage/storage.ts";

const BUCKET = "backoffice-test";
let s3dir: string;
let s3server: S3rver;
let endpoint: string;
let localDir: string;

beforeAll(async () => {
  s3dir = mkdtempSync(join(tmpdir(), "bo-s3-"));
  localDir = mkdtempSync(join(tmpdir(), "bo-local-"));
  s3server = new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory: s3dir, configureBuckets: [{ name: BUCKET, configs: [] }] });
  const address = (await s3server.run()) as AddressInfo;
  endpoint = `http://127.0.0.1:${address.port}`;
});

afterAll(async () => {
  for (const storage of opened) storage.close?.();
  await s3server.close();
  rmSync(s3dir, { recursive: true, force: true });
  rmSync(localDir, { recursive: true, force: true });
});

const opened: Storage[] = [];
const kinds: [string, () => Storage][] = [
  ["local", () => new LocalStorage(localDir)],
  [
    "s3",
    () => {
      const storage = new S3Storage({ endpoint, bucket: BUCKET, accessKey: "S3RVER", secretKey: "S3RVER", region: "us-east-1" });
      opened.push(storage);
      return storage;
    },
  ],
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
    const size = await storage.put(key, Readable.from((function* () { for (let i = 0; i < 12; i++) yield chunk; })()), "application/octet-stream");
    expect(size).toBe(12 * 1024 * 1024);
    expect((await storage.get(key))?.size).toBe(size);
    await storage.delete(key);
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
    const closed = new S3Storage({ endpoint: "http://127.0.0.1:9", bucket: BUCKET, accessKey: "S3RVER", secretKey: "S3RVER", region: "us-east-1" });
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
