import { mkdirSync } from "node:fs";
import { resolve } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { acquireDirLock } from "./dir-lock.ts";
import * as schema from "./schema.ts";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The handle a `db.transaction` callback receives. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** Throws when the database cannot answer a trivial query (used by /healthz). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

// Extensions must be passed on every open, or queries on tables with trigram indexes fail.
const pgliteExtensions = { unaccent, pg_trgm };

export interface PgliteDatabase extends Database {
  /** The whole data folder as a tarball, to open copies of this database quickly (tests). */
  dump(): Promise<Blob>;
}

export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob }): Promise<PgliteDatabase> {
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
    client = await PGlite.create({ extensions: pgliteExtensions, loadDataDir: options.loadDataDir });
  }
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      await client.close();
      await release();
    },
    dump: () => client.dumpDataDir("gzip"),
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

export const DEFAULT_POOL: PoolSettings = { size: 10, waitMs: 5_000, statementTimeoutMs: 15_000 };

export async function openPostgres(url: string, settings: Partial<PoolSettings> | number = {}): Promise<Database> {
  const { size, waitMs, statementTimeoutMs } = { ...DEFAULT_POOL, ...(typeof settings === "number" ? { size: settings } : settings) };
  const pool = new pg.Pool({ connectionString: url, max: size, connectionTimeoutMillis: waitMs, statement_timeout: statementTimeoutMs });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on("error", (error) => console.error("[db] erro em conexão ociosa:", error.message));
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  return {
    db,
    kind: "postgres",
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}

export function openDatabase(config: { databaseUrl?: string; dataDir: string; pool?: Partial<PoolSettings> }): Promise<Database> {
  return config.databaseUrl ? openPostgres(config.databaseUrl, config.pool) : openPglite({ dataDir: config.dataDir });
}
