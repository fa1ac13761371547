import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrationsDir } from "../paths.ts";
import type { Database } from "./client.ts";

export async function migrate(database: Database): Promise<void> {
  const config = { migrationsFolder: migrationsDir };
  if (database.driver === "pglite") await migratePglite(database.db as unknown as PgliteDatabase, config);
  else await migratePg(database.db as unknown as NodePgDatabase, config);
}
