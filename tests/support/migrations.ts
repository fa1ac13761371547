import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { expect } from "vitest";
import { type Database, openPglite, openPostgres } from "#server/db/client.ts";
import { migrationsDir } from "#server/paths.ts";
import type { drivers } from "./api.ts";
import { adminUrl } from "./template.ts";

// A migration's test: an empty database of either driver, migrated as an existing one was before `tag`, so the test
// writes rows of that time and then runs every migration as an upgrade does.

type CleanUps = (() => Promise<void>)[];

/** An empty database (PGlite in memory, or a fresh PostgreSQL database dropped at clean-up). */
async function freshDatabase(driver: (typeof drivers)[number], cleanUps: CleanUps): Promise<Database> {
  if (driver === "pglite") return openPglite({});
  const url = process.env.TEST_DATABASE_URL ?? "";
  const name = `bo_migration_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: adminUrl(url) });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  cleanUps.push(async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });
  return openPostgres(adminUrl(url, name), 2);
}

/** The migrations folder as it was before `tag`: the journal cut before it. */
function migrationsBefore(tag: string): string {
  const folder = mkdtempSync(join(tmpdir(), "bo-migrations-"));
  cpSync(migrationsDir, folder, { recursive: true });
  const path = join(folder, "meta/_journal.json");
  const journal = JSON.parse(readFileSync(path, "utf8")) as { entries: { tag: string }[] };
  const cut = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(cut).toBeGreaterThan(0);
  writeFileSync(path, JSON.stringify({ ...journal, entries: journal.entries.slice(0, cut) }));
  return folder;
}

/** A database of `driver` migrated up to, not including, `tag`; closed (and dropped) by `cleanUps`. */
export async function databaseBefore(driver: (typeof drivers)[number], tag: string, cleanUps: CleanUps): Promise<Database> {
  const database = await freshDatabase(driver, cleanUps);
  cleanUps.push(() => database.close());
  const before = migrationsBefore(tag);
  cleanUps.push(async () => rmSync(before, { recursive: true, force: true }));
  const config = { migrationsFolder: before };
  if (database.driver === "pglite") await migratePglite(database.db as unknown as PgliteDatabase, config);
  else await migratePg(database.db as unknown as NodePgDatabase, config);
  return database;
}
