import { createHmac } from "node:crypto";
import { resolve } from "node:path";
import { count } from "drizzle-orm";
import { createApi, type Api } from "./api/app.ts";
import type { ApiDeps } from "./api/types.ts";
import { LoginThrottle } from "./auth/throttle.ts";
import { TokenService } from "./auth/tokens.ts";
import { type Database, openDatabase } from "./db/client.ts";
import { migrate } from "./db/migrate.ts";
import { users } from "./db/schema.ts";
import { describeDemoAccounts, seedDemo } from "./db/seed/demo.ts";
import { ensureLookups } from "./db/seed/lookups.ts";
import type { Env } from "./env.ts";
import { resolveSecrets, type Secrets } from "./secrets.ts";
import { LocalStorage } from "./storage/local.ts";
import { SignedLinks } from "./storage/signed-links.ts";
import type { Storage } from "./storage/storage.ts";

export interface Runtime {
  api: Api;
  database: Database;
  secrets: Secrets;
  close(): Promise<void>;
}

export function createStorage(env: Env): Storage {
  return new LocalStorage(env.STORAGE_DIR ?? resolve(env.DATA_DIR, "files"));
}

export function createDeps(database: Database, storage: Storage, jwtSecret: string, trustProxy = false): ApiDeps {
  const secret = new TextEncoder().encode(jwtSecret);
  const linkSecret = createHmac("sha256", secret).update("signed-file-links").digest();
  return {
    db: database.db,
    storage,
    tokens: new TokenService(database.db, secret),
    links: new SignedLinks(linkSecret),
    throttle: new LoginThrottle(database.db),
    trustProxy,
  };
}

/** Opens and migrates the database, fills lookups, seeds an empty embedded database, builds the API. */
export async function startRuntime(env: Env, log: (line: string) => void = console.log): Promise<Runtime> {
  const secrets = resolveSecrets(env);
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  const storage = createStorage(env);
  try {
    await migrate(database);
    await ensureLookups(database.db);
    if (database.kind === "pglite") {
      const [row] = await database.db.select({ n: count() }).from(users);
      if ((row?.n ?? 0) === 0) {
        log("Banco embutido vazio: carregando dados de demonstração...");
        await seedDemo(database.db, { storage });
      }
      log(describeDemoAccounts());
    }
  } catch (error) {
    await database.close();
    throw error;
  }
  const api = createApi(createDeps(database, storage, secrets.jwtSecret, env.TRUST_PROXY));
  return { api, database, secrets, close: () => database.close() };
}
