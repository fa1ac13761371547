import { createHmac } from "node:crypto";
import { resolve } from "node:path";
import { count } from "drizzle-orm";
import { createApi, type Api } from "./api/app.ts";
import { DataCache } from "./api/data-cache.ts";
import type { ApiDeps } from "./api/types.ts";
import { LoginThrottle } from "./auth/throttle.ts";
import { TokenService } from "./auth/tokens.ts";
import { type Database, openDatabase, openPostgres } from "./db/client.ts";
import { migrate } from "./db/migrate.ts";
import { users } from "./db/schema.ts";
import { describeDemoAccounts, seedDemo } from "./db/seed/demo.ts";
import { ensureLookups } from "./db/seed/lookups.ts";
import type { Env } from "./env.ts";
import { type Logger, logger as defaultLogger } from "./ops/logger.ts";
import { Metrics } from "./ops/metrics.ts";
import { ExchangeRates } from "./rates.ts";
import { resolveSecrets, type Secrets } from "./secrets.ts";
import { LocalStorage } from "./storage/local.ts";
import type { PresignedDownloads } from "./storage/presigned-downloads.ts";
import type { S3Settings } from "./storage/s3.ts";
import { SignedLinks } from "./storage/signed-links.ts";
import type { Storage } from "./storage/storage.ts";
import { describeSweep, type SweepReport, sweepStorage } from "./storage/sweep.ts";

export interface Runtime {
  api: Api;
  database: Database;
  storage: Storage;
  logger: Logger;
  /** Prometheus metrics (METRICS=1), or null. */
  metrics: Metrics | null;
  secrets: Secrets;
  /** Behind a reverse proxy: its X-Forwarded-* headers are believed. */
  trustProxy: boolean;
  /** The start-up sweep of interrupted uploads and unreferenced files; logs its report, never throws. */
  sweepStorage(): Promise<SweepReport | null>;
  close(): Promise<void>;
}

// Another instance may be storing an upload whose row has not committed yet; uploads are bounded by the
// server's request timeout (5 min), so anything older than this is no longer being written.
const SHARED_STORAGE_GRACE_MS = 15 * 60_000;

/** The bucket's settings when S3_* is configured (env validation requires all four together). */
function s3Settings(env: Env): S3Settings | null {
  if (!env.S3_ENDPOINT || !env.S3_BUCKET || !env.S3_ACCESS_KEY || !env.S3_SECRET_KEY) return null;
  return {
    endpoint: env.S3_ENDPOINT,
    bucket: env.S3_BUCKET,
    accessKey: env.S3_ACCESS_KEY,
    secretKey: env.S3_SECRET_KEY,
    region: env.S3_REGION,
  };
}

// The AWS SDK (about 25 MB resident) is imported only by an instance that uses a bucket (RSS, docs/benchmark.md).

/** An S3-compatible bucket when S3_* is configured, else a local folder. */
export async function createStorage(env: Env): Promise<Storage> {
  const s3 = s3Settings(env);
  if (!s3) return new LocalStorage(env.STORAGE_DIR ?? resolve(env.DATA_DIR, "files"));
  const { S3Storage } = await import("./storage/s3.ts");
  return new S3Storage(s3);
}

/** Presigned bucket URLs for downloads with S3_DOWNLOADS=presigned; none (streamed through the app) otherwise. */
async function createPresignedDownloads(env: Env): Promise<PresignedDownloads | undefined> {
  const s3 = s3Settings(env);
  if (!s3 || env.S3_DOWNLOADS !== "presigned") return undefined;
  const { PresignedDownloads } = await import("./storage/presigned-downloads.ts");
  return new PresignedDownloads({ ...s3, publicUrl: env.S3_PUBLIC_URL });
}

export function createDeps(
  database: Database,
  storage: Storage,
  jwtSecret: string,
  trustProxy = false,
  rates: ExchangeRates = ExchangeRates.offline(),
): ApiDeps {
  const secret = new TextEncoder().encode(jwtSecret);
  const linkSecret = createHmac("sha256", secret).update("signed-file-links").digest();
  return {
    db: database.db,
    storage,
    tokens: new TokenService(database.db, secret),
    links: new SignedLinks(linkSecret),
    throttle: new LoginThrottle(database.db),
    rates,
    caches: { counts: new DataCache(), lookups: new DataCache(), countries: new DataCache() },
    trustProxy,
  };
}

/** Opens and migrates the database, fills lookups, seeds an empty embedded database, builds the API. */
export async function startRuntime(env: Env, logger: Logger = defaultLogger): Promise<Runtime> {
  const log = (line: string) => logger.info(line);
  const secrets = resolveSecrets(env);
  // Migrations may rebuild indexes of large tables: on PostgreSQL they run on a connection of their own,
  // without the statement timeout that bounds requests.
  if (env.DATABASE_URL) {
    const setup = await openPostgres(env.DATABASE_URL, { size: 1, statementTimeoutMs: 0 });
    try {
      await migrate(setup);
      await ensureLookups(setup.db);
    } finally {
      await setup.close();
    }
  }
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    pool: { size: env.DB_POOL_SIZE, waitMs: env.DB_POOL_WAIT_MS, statementTimeoutMs: env.DB_STATEMENT_TIMEOUT_MS },
    // The embedded database on its own thread: a slow query does not stall HTTP and rendering.
    embedded: "worker",
  });
  const storage = await createStorage(env);
  try {
    if (database.kind === "pglite") {
      await migrate(database);
      await ensureLookups(database.db);
      const [row] = await database.db.select({ n: count() }).from(users);
      if ((row?.n ?? 0) === 0) {
        log("Banco embutido vazio: carregando dados de demonstração...");
        await seedDemo(database.db, { storage });
      }
      log(describeDemoAccounts());
    }
  } catch (error) {
    storage.close?.();
    await database.close();
    throw error;
  }
  const rates = new ExchangeRates({ brlUrl: env.RATES_BRL_URL, cnyUrl: env.RATES_CNY_URL });
  const presignedDownloads = await createPresignedDownloads(env);
  const deps = { ...createDeps(database, storage, secrets.jwtSecret, env.TRUST_PROXY, rates), presignedDownloads, logger };
  const api = createApi(deps);
  return {
    api,
    database,
    storage,
    logger,
    metrics: env.METRICS ? new Metrics({ pool: database.poolStats, caches: deps.caches }) : null,
    secrets,
    trustProxy: env.TRUST_PROXY,
    sweepStorage: async () => {
      try {
        // The embedded database is locked to this process, so no one else can be writing an upload.
        const graceMs = database.kind === "pglite" ? 0 : SHARED_STORAGE_GRACE_MS;
        const report = await sweepStorage(database.db, storage, { graceMs });
        for (const line of describeSweep(report)) log(line);
        return report;
      } catch (error) {
        logger.error({ err: error }, "[storage] varredura não concluída");
        return null;
      }
    },
    close: async () => {
      storage.close?.();
      presignedDownloads?.close();
      await database.close();
    },
  };
}
