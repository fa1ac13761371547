import { mkdirSync } from "node:fs";
import { resolve } from "node:path";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Worker } from "node:worker_threads";
import { PGlite, type PGliteOptions } from "@electric-sql/pglite";
import { type Logger, sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { logger as log } from "#server/ops/logger.ts";
import { acquireDirLock } from "./dir-lock.ts";
import { pgliteExtensions } from "./pglite-extensions.ts";
import type { PgliteWorkerMessage } from "./pglite-worker.ts";
import * as schema from "./schema.ts";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The handle a `db.transaction` callback receives. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** How the process reaches it: PGlite's own client in this thread, or node-postgres (PostgreSQL, or PGlite in its worker). */
  driver: "pglite" | "node-postgres";
  /** Throws when the database cannot answer a trivial query (used by /readyz). */
  ping(): Promise<void>;
  /** The connection pool's occupation (metrics); absent for PGlite opened in this thread, which has no pool. */
  poolStats?(): PoolStats;
  /**
   * Runs `task` on one connection held throughout, for session state such as an advisory lock (migrations);
   * absent for PGlite opened in this thread, which has a single session anyway.
   */
  session?<T>(task: (db: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface PgliteDatabase extends Database {
  /** The whole data folder as a tarball, to open copies of this database quickly (tests: uncompressed, read faster). */
  dump(compression?: "gzip" | "none"): Promise<Blob>;
}

export interface PoolStats {
  /** Connections open. */
  total: number;
  idle: number;
  /** Queries waiting for a connection. */
  waiting: number;
}

const statsOf = (pool: pg.Pool) => (): PoolStats => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });

/** `Database.session` over a node-postgres pool; a connection that failed is discarded, not returned to the pool. */
const sessionOf =
  (pool: pg.Pool, logger?: QueryLogger) =>
  async <T>(task: (db: Db) => Promise<T>): Promise<T> => {
    const client = await pool.connect();
    try {
      const result = await task(drizzlePg({ client, schema, logger }) as unknown as Db);
      client.release();
      return result;
    } catch (error) {
      // Its session state (a lock held, a transaction open) must not outlive the failure: the connection is closed.
      client.release(error instanceof Error ? error : true);
      throw error;
    }
  };

/** Drizzle's query logger, for the benchmark to read the statements a call runs. */
export type QueryLogger = Logger;

/** PGlite's compiled WebAssembly and file bundle, compiled once by a process that opens many databases (the tests). */
export type PgliteModules = Pick<PGliteOptions, "pgliteWasmModule" | "initdbWasmModule" | "fsBundle">;

export async function openPglite(options: {
  dataDir?: string;
  loadDataDir?: Blob;
  logger?: QueryLogger;
  modules?: PgliteModules;
}): Promise<PgliteDatabase> {
  let release = async () => {};
  let client: PGlite;
  if (options.dataDir) {
    const dir = resolve(options.dataDir);
    mkdirSync(dir, { recursive: true });
    // PGlite has no lock of its own: two processes on one folder corrupt it.
    release = acquireDirLock(dir);
    try {
      client = await PGlite.create(resolve(dir, "pgdata"), { extensions: pgliteExtensions });
    } catch (error) {
      await release();
      throw error;
    }
  } else {
    client = await PGlite.create({ extensions: pgliteExtensions, loadDataDir: options.loadDataDir, ...options.modules });
  }
  const db = drizzlePglite({ client, schema, logger: options.logger }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    driver: "pglite",
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      await client.close();
      await release();
    },
    dump: (compression = "gzip") => client.dumpDataDir(compression),
  };
}

/** The pool's limits (docs/decisions/0036): a request never waits unbounded, a statement never runs unbounded. */
export interface PoolSettings {
  size: number;
  /** How long a request may wait for a free connection before it is a 503 ('ocupado'). */
  waitMs: number;
  /** How long one statement may run before PostgreSQL cancels it (a 503 'demorou demais'); 0 = unbounded. */
  statementTimeoutMs: number;
}

/**
 * A connection lost (the database restarted) must not crash the process. The pool replaces an idle one itself; one
 * checked out, a transaction between two statements, emits 'error' on its client, which nothing else listens to:
 * heard here, its next query fails (the request answers 503) and the pool discards it on release.
 */
function guardConnections(pool: pg.Pool) {
  pool.on("error", (error) => log.error({ err: error }, "[db] erro em conexão ociosa"));
  pool.on("connect", (client) => client.on("error", (error) => log.warn({ err: error }, "[db] conexão perdida durante o uso")));
}

const DEFAULT_POOL: PoolSettings = { size: 10, waitMs: 5_000, statementTimeoutMs: 15_000 };

export async function openPostgres(url: string, settings: Partial<PoolSettings> | number = {}, logger?: QueryLogger): Promise<Database> {
  const { size, waitMs, statementTimeoutMs } = { ...DEFAULT_POOL, ...(typeof settings === "number" ? { size: settings } : settings) };
  const pool = new pg.Pool({ connectionString: url, max: size, connectionTimeoutMillis: waitMs, statement_timeout: statementTimeoutMs });
  guardConnections(pool);
  const db = drizzlePg({ client: pool, schema, logger }) as unknown as Db;
  return {
    db,
    kind: "postgres",
    driver: "node-postgres",
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    poolStats: statsOf(pool),
    session: sessionOf(pool, logger),
    close: () => pool.end(),
  };
}

/** The worker's entry: the TypeScript file in development and tests, the bundled file in production. */
const pgliteWorkerFile = () => new URL(import.meta.url.endsWith(".ts") ? "./pglite-worker.ts" : "./pglite-worker.js", import.meta.url);

/**
 * The embedded database in a worker thread of its own, reached over PostgreSQL's wire protocol on a local socket
 * with node-postgres (docs/decisions/0038-pglite-worker.md). One connection, as PGlite has one session: requests
 * queue for it up to `waitMs` (then a 503, as on PostgreSQL), and a transaction holds it until it ends.
 */
export async function openPgliteWorker(options: { dataDir: string; waitMs?: number; logger?: QueryLogger }): Promise<Database> {
  const dir = resolve(options.dataDir);
  mkdirSync(dir, { recursive: true });
  const release = acquireDirLock(dir);
  const socketDir = mkdtempSync(join(tmpdir(), "pglite-"));
  const cleanUp = async () => {
    rmSync(socketDir, { recursive: true, force: true });
    await release();
  };
  const file = pgliteWorkerFile();
  const workerData = { dataDir: resolve(dir, "pgdata"), socketPath: join(socketDir, ".s.PGSQL.5432") };
  // Development and tests run TypeScript through tsx, whose loader a worker does not inherit: it loads the file itself.
  const worker = file.pathname.endsWith(".ts")
    ? new Worker(`import("tsx/esm/api").then(({ tsImport }) => tsImport(${JSON.stringify(file.href)}, ${JSON.stringify(file.href)}))`, {
        eval: true,
        workerData,
      })
    : new Worker(file, { workerData });
  const messages = (type: PgliteWorkerMessage["type"]) =>
    new Promise<PgliteWorkerMessage>((done, fail) => {
      const onMessage = (message: PgliteWorkerMessage) => {
        if (message.type !== type && message.type !== "failed") return;
        worker.off("message", onMessage);
        if (message.type === "failed") fail(new Error(`Banco embutido: ${message.message}`));
        else done(message);
      };
      worker.on("message", onMessage);
      worker.once("error", fail);
      worker.once("exit", (code) => fail(new Error(`Banco embutido: a thread terminou (código ${code}).`)));
    });
  try {
    await messages("ready");
  } catch (error) {
    await worker.terminate();
    await cleanUp();
    throw error;
  }
  let closing = false;
  // The database gone while serving is not something to limp on without: the process stops, a supervisor restarts it.
  worker.on("exit", (code) => {
    if (closing) return;
    log.fatal(`[db] a thread do banco embutido terminou (código ${code}); encerrando.`);
    process.exit(1);
  });
  const pool = new pg.Pool({
    host: socketDir,
    port: 5432,
    user: "postgres",
    database: "postgres",
    max: 1,
    connectionTimeoutMillis: options.waitMs ?? DEFAULT_POOL.waitMs,
  });
  guardConnections(pool);
  const db = drizzlePg({ client: pool, schema, logger: options.logger }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    driver: "node-postgres",
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    poolStats: statsOf(pool),
    session: sessionOf(pool, options.logger),
    close: async () => {
      closing = true;
      await pool.end();
      const closed = messages("closed").catch(() => undefined);
      worker.postMessage("close");
      await closed;
      await worker.terminate();
      await cleanUp();
    },
  };
}

export function openDatabase(config: {
  databaseUrl?: string;
  dataDir: string;
  pool?: Partial<PoolSettings>;
  embedded?: "worker" | "in-process";
}): Promise<Database> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl, config.pool);
  return config.embedded === "worker"
    ? openPgliteWorker({ dataDir: config.dataDir, waitMs: config.pool?.waitMs })
    : openPglite({ dataDir: config.dataDir });
}
