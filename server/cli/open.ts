import { type Database, openDatabase } from "#server/db/client.ts";
import { migrate } from "#server/db/migrate.ts";
import { ensureLookups } from "#server/db/seed/lookups.ts";
import { loadEnv } from "#server/env.ts";

/** Opens the configured database for a command-line task, migrated and with its lookups. */
export async function openForCli(): Promise<Database> {
  const env = loadEnv();
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    // Operator tasks (migrations, large seeds) are not bounded like requests.
    pool: { size: env.DB_POOL_SIZE, waitMs: env.DB_POOL_WAIT_MS, statementTimeoutMs: 0 },
  });
  await migrate(database);
  await ensureLookups(database.db);
  return database;
}

export async function runCli(task: (database: Database) => Promise<void>): Promise<void> {
  let database: Database | undefined;
  try {
    database = await openForCli();
    await task(database);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  } finally {
    await database?.close();
  }
}
