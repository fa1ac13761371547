import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { asc, count, max, sql } from "drizzle-orm";
import pg from "pg";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi } from "#server/api/app.ts";
import { type Database, openPglite, openPostgres } from "#server/db/client.ts";
import { readCatalog } from "#server/db/export/catalog.ts";
import { exportMatches } from "#server/db/export/report.ts";
import { drizzleSession, normaliseOutput, pgSession } from "#server/db/export/session.ts";
import { compareTables } from "#server/db/export/verify.ts";
import { migrate } from "#server/db/migrate.ts";
import { dataVersion, supplierDocuments, suppliers } from "#server/db/schema.ts";
import { seedDemo } from "#server/db/seed/demo.ts";
import { ensureLookups } from "#server/db/seed/lookups.ts";
import { createDeps } from "#server/runtime.ts";
import { LocalStorage } from "#server/storage/local.ts";
import { S3Storage } from "#server/storage/s3.ts";
import type { Storage } from "#server/storage/storage.ts";
import { JWT_SECRET } from "#tests/support/api.ts";
import { listFiles } from "#tests/support/suppliers.ts";
import { adminUrl } from "#tests/support/template.ts";

/** The machine's PostgreSQL (CI sets TEST_DATABASE_URL); each test creates its own database and drops it. */
const POSTGRES = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const reachable = await (async () => {
  const client = new pg.Client({ connectionString: adminUrl(POSTGRES), connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
})();
if (!reachable && process.env.TEST_DATABASE_URL) throw new Error(`PostgreSQL inacessível em ${POSTGRES}`);

const root = resolve(import.meta.dirname, "../..");
const tsx = resolve(root, "node_modules/.bin/tsx");
const BUCKET = "export-destino";
const EMPTY_BUCKET = "export-vazio";

let dataDir: string;
let s3dir: string;
let s3server: S3rver;
let endpoint: string;
let admin: pg.Client;
const created: string[] = [];
const closing: (() => Promise<void> | void)[] = [];

/** What the source served before the export, to compare the target with. */
const before = {
  supplierTotal: 0,
  maxSupplierId: 0,
  files: 0,
  document: { supplierId: 0, type: "", bytes: Buffer.alloc(0) },
  suppliers: [] as { id: number; nomeBusca: string | null; avgNota: string | null }[],
  dataVersion: 0,
};

async function createDatabase(suffix: string): Promise<string> {
  const name = `bo_export_${process.pid}_${suffix}_${Math.random().toString(36).slice(2, 8)}`;
  await admin.query(`CREATE DATABASE ${name}`);
  created.push(name);
  return adminUrl(POSTGRES, name);
}

function bucketStorage(bucket = BUCKET): Storage {
  const storage = new S3Storage({ endpoint, bucket, accessKey: "S3RVER", secretKey: "S3RVER", region: "us-east-1" });
  closing.push(() => storage.close());
  return storage;
}

/** Runs the command as an operator would, in a child process (asynchronously: s3rver answers from this one). */
function runExport(args: string[], env: Record<string, string> = {}): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((done, fail) => {
    const child = spawn(tsx, ["server/cli/export.ts", ...args], {
      cwd: root,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        DATABASE_URL: "",
        STORAGE_DIR: "",
        S3_ENDPOINT: endpoint,
        S3_BUCKET: BUCKET,
        S3_ACCESS_KEY: "S3RVER",
        S3_SECRET_KEY: "S3RVER",
        ...env,
      },
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", fail);
    child.on("close", (status) => done({ status, stdout, stderr }));
  });
}

/** The API over a database and a storage, called in-process as the web layer does. */
function serve(database: Database, storage: Storage) {
  const api = createApi(createDeps(database, storage, JWT_SECRET));
  const request = (path: string, init: RequestInit & { token?: string; json?: unknown } = {}) => {
    const { token, json, ...rest } = init;
    const headers = new Headers(rest.headers);
    if (token) headers.set("Authorization", `Bearer ${token}`);
    if (json !== undefined) headers.set("Content-Type", "application/json");
    const body = json !== undefined ? JSON.stringify(json) : rest.body;
    return Promise.resolve(
      api.fetch(new Request(`http://test.local${path}`, { ...rest, headers, body }), { clientAddress: "203.0.113.9" }),
    );
  };
  const login = async (email: string) => {
    const response = await request("/auth/login/", { method: "POST", json: { email, password: "demo1234" } });
    expect(response.status).toBe(200);
    return ((await response.json()) as { access: string }).access;
  };
  return { request, login };
}

/** Row counts of every application table, and the data version: what "nothing written" compares. */
async function snapshot(url: string): Promise<Record<string, string>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: tables } = await client.query<{ name: string }>(
      "select c.relname::text as name from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind = 'r' order by 1",
    );
    const result: Record<string, string> = {};
    for (const { name } of tables) {
      const { rows } = await client.query<{ n: string }>(`select count(*)::text as n from "${name}"`);
      result[name] = rows[0]?.n ?? "";
    }
    if (result.data_version !== undefined) {
      const { rows } = await client.query<{ v: string }>("select coalesce(string_agg(version::text, ','), '') as v from data_version");
      result["data_version.version"] = rows[0]?.v ?? "";
    }
    return result;
  } finally {
    await client.end();
  }
}

describe.skipIf(!reachable)("npm run db:export (PGlite and local files to PostgreSQL and a bucket)", () => {
  beforeAll(async () => {
    admin = new pg.Client({ connectionString: adminUrl(POSTGRES) });
    await admin.connect();
    s3dir = mkdtempSync(join(tmpdir(), "bo-export-s3-"));
    s3server = new S3rver({
      port: 0,
      address: "127.0.0.1",
      silent: true,
      directory: s3dir,
      configureBuckets: [
        { name: BUCKET, configs: [] },
        { name: EMPTY_BUCKET, configs: [] },
      ],
    });
    endpoint = `http://127.0.0.1:${((await s3server.run()) as AddressInfo).port}`;

    // The embedded setup as `npm start` leaves it: PGlite in DATA_DIR, the demo data, its files in DATA_DIR/files.
    dataDir = mkdtempSync(join(tmpdir(), "bo-export-data-"));
    const local = new LocalStorage(join(dataDir, "files"));
    const source = await openPglite({ dataDir });
    try {
      await migrate(source);
      await ensureLookups(source.db);
      await seedDemo(source.db, { storage: local });
      const { request, login } = serve(source, local);
      const token = await login("sourcing@demo.local");
      const list = (await (await request("/api/suppliers/?page_size=1", { token })).json()) as { pagination: { total_items: number } };
      before.supplierTotal = list.pagination.total_items;
      const [top] = await source.db.select({ id: max(suppliers.id) }).from(suppliers);
      before.maxSupplierId = top?.id ?? 0;
      const [document] = await source.db.select().from(supplierDocuments).orderBy(asc(supplierDocuments.id)).limit(1);
      if (!document) throw new Error("a demonstração não tem documentos de fornecedor");
      before.document = {
        supplierId: document.supplierId,
        type: document.type,
        bytes: readFileSync(join(dataDir, "files", document.storageKey)),
      };
      before.suppliers = await source.db
        .select({ id: suppliers.id, nomeBusca: suppliers.nomeBusca, avgNota: suppliers.avgNota })
        .from(suppliers)
        .orderBy(asc(suppliers.id));
      const [version] = await source.db.select({ v: dataVersion.version }).from(dataVersion);
      before.dataVersion = version?.v ?? 0;
      before.files = listFiles(join(dataDir, "files")).length;
    } finally {
      await source.close();
    }
    expect(before.supplierTotal).toBeGreaterThan(10);
    expect(before.files).toBeGreaterThan(10);
    expect(before.suppliers.some((s) => s.avgNota !== null)).toBe(true);
  }, 180_000);

  afterAll(async () => {
    for (const close of closing) await close();
    for (const name of created) await admin?.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin?.end();
    await s3server?.close();
    rmSync(s3dir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("copies every table and file, prints matching counts and checksums, and the app then serves from the target", async () => {
    const target = await createDatabase("alvo");
    const started = Date.now();
    const result = await runExport(["--to", target, "--bucket"]);
    console.log(`db:export na demonstração: ${((Date.now() - started) / 1000).toFixed(1)} s`);
    expect(result.status, result.stderr + result.stdout).toBe(0);

    // The printed table: every table, same count on both sides, same content.
    const rows = [...result.stdout.matchAll(/^(\w+)\s+(\d+)\s+(\d+)\s+(\S.*)$/gm)].map(([, table, source, copied, verdict]) => ({
      table,
      source,
      copied,
      verdict,
    }));
    const tables = rows.map((r) => r.table).filter((t) => t !== "total");
    expect(tables).toEqual(
      expect.arrayContaining([
        "teams",
        "countries",
        "users",
        "suppliers",
        "supplier_documents",
        "sourcings",
        "sourcing_suppliers",
        "sourcing_comments",
        "comment_attachments",
        "products",
        "product_suppliers",
        "data_version",
      ]),
    );
    // Parents before children: lookups and users before what references them.
    expect(tables.indexOf("countries")).toBeLessThan(tables.indexOf("suppliers"));
    expect(tables.indexOf("suppliers")).toBeLessThan(tables.indexOf("sourcing_suppliers"));
    expect(tables.indexOf("sourcing_comments")).toBeLessThan(tables.indexOf("comment_attachments"));
    for (const row of rows.filter((r) => r.table !== "total")) {
      expect(row.copied, row.table).toBe(row.source);
      expect(row.verdict, row.table).toBe("igual");
    }
    expect(rows.find((r) => r.table === "suppliers")?.source).toBe(String(before.suppliers.length));
    expect(result.stdout).toContain(`Arquivos: ${before.files} copiados para o bucket`);
    expect(result.stdout).toContain(`sha256 conferido na leitura de volta: ${before.files} de ${before.files} iguais.`);
    expect(result.stdout).toContain("Exportação concluída: contagens, conteúdo e arquivos conferem.");

    // Derived columns arrive as they were: folded names (generated), average grades (trigger-kept), data version.
    const database = await openPostgres(target, 4);
    closing.push(() => database.close());
    const copied = await database.db
      .select({ id: suppliers.id, nomeBusca: suppliers.nomeBusca, avgNota: suppliers.avgNota })
      .from(suppliers)
      .orderBy(asc(suppliers.id));
    expect(copied).toEqual(before.suppliers);
    const [version] = await database.db.select({ v: dataVersion.version }).from(dataVersion);
    expect(version?.v).toBe(before.dataVersion);

    // The app on the target: PostgreSQL and the bucket.
    const bucket = bucketStorage();
    const { request, login } = serve(database, bucket);
    const token = await login("sourcing@demo.local");
    const list = (await (await request("/api/suppliers/?page_size=1", { token })).json()) as { pagination: { total_items: number } };
    expect(list.pagination.total_items).toBe(before.supplierTotal);

    const { supplierId, type, bytes } = before.document;
    const documents = (await (await request(`/files/suppliers/get/?supplier_id=${supplierId}&type=${type}`, { token })).json()) as Record<
      string,
      { fileurl: string }
    >;
    const link = documents[`documents_${type}`]?.fileurl;
    expect(link).toBeTruthy();
    const download = await request(link ?? "");
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).toBe(true);

    // A new record gets an id past the copied ones: the sequences were set.
    const lookup = async (path: string) =>
      ((await (await request(`/api/suppliers/${path}/`, { token })).json()) as { id: number }[])[0]?.id;
    const response = await request("/api/suppliers/post/", {
      method: "POST",
      token,
      json: {
        nome: "Fornecedor Criado Depois da Exportação",
        id_segmento: await lookup("segmentos"),
        id_source: await lookup("sources"),
        id_tiposupplier: await lookup("tipos"),
        codpais: "br",
      },
    });
    expect(response.status, await response.clone().text()).toBe(201);
    expect(((await response.json()) as { id: number }).id).toBeGreaterThan(before.maxSupplierId);
    const after = (await (await request("/api/suppliers/?page_size=1", { token })).json()) as { pagination: { total_items: number } };
    expect(after.pagination.total_items).toBe(before.supplierTotal + 1);
    const [total] = await database.db.select({ n: count() }).from(suppliers);
    expect(total?.n).toBe(before.suppliers.length + 1);

    // The verification sees a difference of count, and of content with equal counts.
    await database.db.execute(sql`update sourcing_categories set nome = nome || '!' where id = 1`);
    const source = await openPglite({ dataDir });
    const client = new pg.Client({ connectionString: target });
    await client.connect();
    try {
      const sessions = [drizzleSession(source.db), pgSession(client)] as const;
      for (const session of sessions) await normaliseOutput(session);
      const checks = await compareTables(...sessions, await readCatalog(sessions[0]));
      const check = (table: string) => checks.find((c) => c.table === table);
      expect(check("suppliers")).toMatchObject({
        source: before.suppliers.length,
        target: before.suppliers.length + 1,
        sameContent: false,
      });
      expect(check("sourcing_categories")).toMatchObject({ sameContent: false });
      expect(check("sourcing_categories")?.source).toBe(check("sourcing_categories")?.target);
      expect(check("countries")).toMatchObject({ sameContent: true });
      expect(exportMatches({ tables: checks, sequences: 0, files: null })).toBe(false);
    } finally {
      await client.end();
      await source.close();
    }
  }, 240_000);

  it("refuses a target that already holds data (here: prepared with db:migrate, which fills the lookups) and writes nothing", async () => {
    const target = await createDatabase("cheio");
    const prepared = await openPostgres(target, 1);
    try {
      await migrate(prepared);
      await ensureLookups(prepared.db);
    } finally {
      await prepared.close();
    }
    const state = await snapshot(target);
    const result = await runExport(["--to", target, "--bucket"], { S3_BUCKET: EMPTY_BUCKET });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/O banco de destino .* não está vazio: countries \(\d+\)/);
    expect(result.stderr).toContain("Nada foi escrito.");
    expect(await snapshot(target)).toEqual(state);
    const objects: string[] = [];
    for await (const object of bucketStorage(EMPTY_BUCKET).list()) objects.push(object.key);
    expect(objects).toEqual([]);
  }, 120_000);

  it("refuses while the app holds the embedded database, and refuses bad arguments", async () => {
    const target = await createDatabase("travado");
    const running = await openPglite({ dataDir });
    try {
      const result = await runExport(["--to", target]);
      expect(result.status).toBe(1);
      expect(result.stderr).toContain("está aberto por outro processo: o aplicativo está rodando?");
      expect(result.stderr).toContain(`pelo processo ${process.pid}`);
    } finally {
      await running.close();
    }
    expect(await snapshot(target)).toEqual({});

    const missing = await runExport([]);
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain("--to é obrigatório");
    const noBucket = await runExport(["--to", target, "--bucket"], { S3_ENDPOINT: "", S3_BUCKET: "" });
    expect(noBucket.status).toBe(2);
    expect(noBucket.stderr).toContain("S3_ENDPOINT: é obrigatório com --bucket");
  }, 120_000);
});
