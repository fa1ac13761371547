import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { inject } from "vitest";
import { createApi } from "#server/api/app.ts";
import { type Database, openPglite, openPostgres, type PgliteModules } from "#server/db/client.ts";
import type { ApiDeps } from "#server/api/types.ts";
import { createDeps } from "#server/runtime.ts";
import { LocalStorage } from "#server/storage/local.ts";
import { BytesBlob } from "./bytes-blob.ts";
import { adminUrl, PGLITE_TEMPLATE } from "./template.ts";

declare module "vitest" {
  export interface ProvidedContext {
    postgresTemplate: string;
  }
}

export type Driver = "pglite" | "postgres";

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (CI). */
export const drivers: Driver[] = process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

export const JWT_SECRET = "test-jwt-secret-with-at-least-32-characters!";

export interface TestApi {
  driver: Driver;
  database: Database;
  storageDir: string;
  api: ReturnType<typeof createApi>;
  /** Calls the API in-process, as the web layer does. */
  request(path: string, init?: RequestInit & { token?: string; json?: unknown }): Promise<Response>;
  login(email: string, password?: string): Promise<{ access: string; refresh: string }>;
  close(): Promise<void>;
}

/**
 * What every PGlite test database of this worker process shares: the template's bytes and PGlite's WebAssembly,
 * compiled once (compiling it for each database was half the time a test took to open one).
 */
let pgliteShared: Promise<{ template: Blob; modules: PgliteModules }> | undefined;
function sharedPglite() {
  pgliteShared ??= (async () => {
    const dist = dirname(fileURLToPath(import.meta.resolve("@electric-sql/pglite")));
    const [pgliteWasmModule, initdbWasmModule] = await Promise.all(
      ["pglite.wasm", "initdb.wasm"].map((name) => WebAssembly.compile(readFileSync(join(dist, name)))),
    );
    return {
      template: new BytesBlob(readFileSync(PGLITE_TEMPLATE)),
      modules: { pgliteWasmModule, initdbWasmModule, fsBundle: new BytesBlob(readFileSync(join(dist, "pglite.data"))) },
    };
  })();
  return pgliteShared;
}

async function openTestDatabase(driver: Driver): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (driver === "pglite") {
    const { template, modules } = await sharedPglite();
    const database = await openPglite({ loadDataDir: template, modules });
    return { database, drop: async () => {} };
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("TEST_DATABASE_URL não definido");
  const name = `bo_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: adminUrl(url) });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject("postgresTemplate")}`);
  const database = await openPostgres(adminUrl(url, name), 4);
  return {
    database,
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/** In-process calls to `api`, as the web layer makes them, and a demo account's sign-in. */
export function apiCaller(api: ReturnType<typeof createApi>): Pick<TestApi, "request" | "login"> {
  const request: TestApi["request"] = (path, init = {}) => {
    const { token, json, ...rest } = init;
    const headers = new Headers(rest.headers);
    if (token) headers.set("Authorization", `Bearer ${token}`);
    let body = rest.body;
    if (json !== undefined) {
      headers.set("Content-Type", "application/json");
      body = JSON.stringify(json);
    }
    return Promise.resolve(
      api.fetch(new Request(`http://test.local${path}`, { ...rest, headers, body }), { clientAddress: "203.0.113.7" }),
    );
  };
  return {
    request,
    async login(email, password = "demo1234") {
      const response = await request("/auth/login/", { method: "POST", json: { email, password } });
      if (response.status !== 200) throw new Error(`login ${email}: ${response.status} ${await response.text()}`);
      return (await response.json()) as { access: string; refresh: string };
    },
  };
}

/** A fresh database copied from the seeded template, file storage in a temporary folder, and the API. */
export async function createTestApi(driver: Driver, overrides: Partial<ApiDeps> = {}): Promise<TestApi> {
  const { database, drop } = await openTestDatabase(driver);
  const storageDir = mkdtempSync(join(tmpdir(), "bo-storage-"));
  const api = createApi({ ...createDeps(database, new LocalStorage(storageDir), JWT_SECRET), ...overrides });
  return {
    driver,
    database,
    storageDir,
    api,
    ...apiCaller(api),
    async close() {
      await database.close();
      await drop();
      rmSync(storageDir, { recursive: true, force: true });
    },
  };
}
