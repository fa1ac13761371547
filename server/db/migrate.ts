import { sql } from "drizzle-orm";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrationsDir } from "#server/paths.ts";
import type { Database, Db } from "./client.ts";

/**
 * The advisory lock key migrations hold on PostgreSQL (any fixed number; this one spells "migrations" nowhere
 * else in the database, so no other lock of ours can collide with it).
 */
export const MIGRATION_LOCK_KEY = 7_311_020_011;

/**
 * Applies the committed migrations. On a database reached over node-postgres, it holds a session-level advisory
 * lock meanwhile: instances starting together on one database (or `npm run db:migrate` beside a starting
 * instance) take turns, and the later ones find the migrations applied instead of racing to apply them twice.
 */
export async function migrate(database: Database): Promise<void> {
  const config = { migrationsFolder: migrationsDir };
  if (database.driver === "pglite") {
    // PGlite in this thread is locked to this process (server/db/dir-lock.ts): no one to race with.
    await migratePglite(database.db as unknown as PgliteDatabase, config);
    return;
  }
  const run = async (db: Db) => {
    await db.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK_KEY}::bigint)`);
    try {
      await migratePg(db as unknown as NodePgDatabase, config);
    } finally {
      await db.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK_KEY}::bigint)`);
    }
  };
  if (!database.session) throw new Error("migrate: banco sem conexão dedicada para o bloqueio das migrações");
  await database.session(run);
}
