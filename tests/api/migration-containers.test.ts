import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { asc, sql } from "drizzle-orm";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { type Database, openPglite, openPostgres } from "../../server/db/client.ts";
import { migrate } from "../../server/db/migrate.ts";
import { importParamContainers } from "../../server/db/schema.ts";
import { migrationsDir } from "../../server/paths.ts";
import { drivers } from "../support/api.ts";
import { adminUrl } from "../support/template.ts";

// An existing database, migrated before container types existed, gets the example ones for the version in force
// (migration 0015); older versions keep none. Both drivers run the same SQL.
const CONTAINERS_MIGRATION = "0015_packing_and_containers";

/** The migrations folder as it was before the container types: the journal cut before them. */
function migrationsBeforeContainers(): string {
  const folder = mkdtempSync(join(tmpdir(), "bo-migrations-"));
  cpSync(migrationsDir, folder, { recursive: true });
  const path = join(folder, "meta/_journal.json");
  const journal = JSON.parse(readFileSync(path, "utf8")) as { entries: { tag: string }[] };
  const cut = journal.entries.findIndex((entry) => entry.tag === CONTAINERS_MIGRATION);
  expect(cut).toBeGreaterThan(0);
  writeFileSync(path, JSON.stringify({ ...journal, entries: journal.entries.slice(0, cut) }));
  return folder;
}

describe.each(drivers)("migração dos contêineres (%s)", (driver) => {
  const cleanUps: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanUp of cleanUps.splice(0).reverse()) await cleanUp();
  });

  async function freshDatabase(): Promise<Database> {
    if (driver === "pglite") return openPglite({});
    const url = process.env.TEST_DATABASE_URL ?? "";
    const name = `bo_containers_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = new pg.Client({ connectionString: adminUrl(url) });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    cleanUps.push(async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    });
    return openPostgres(adminUrl(url, name), 2);
  }

  it("gives the version in force the example container types, in order, and leaves older versions without", async () => {
    const database = await freshDatabase();
    cleanUps.push(() => database.close());
    const before = migrationsBeforeContainers();
    cleanUps.push(async () => rmSync(before, { recursive: true, force: true }));
    const config = { migrationsFolder: before };
    if (database.driver === "pglite") await migratePglite(database.db as unknown as PgliteDatabase, config);
    else await migratePg(database.db as unknown as NodePgDatabase, config);
    const version = (n: number) =>
      sql`insert into import_param_versions (versao, frete_usd_por_m3, frete_usd_por_kg, seguro_pct, pis_pct, cofins_pct, afrmm_pct, icms_pct, despesas_brl_por_embarque, unidades_por_embarque)
          values (${n}, 90, 0.4, 0.5, 2.1, 9.65, 8, 18, 3000, 1000)`;
    await database.db.execute(version(1));
    await database.db.execute(version(2));

    await migrate(database);
    const rows = await database.db
      .select()
      .from(importParamContainers)
      .orderBy(asc(importParamContainers.versao), asc(importParamContainers.posicao));
    expect(rows).toEqual([
      { versao: 2, posicao: 1, tipo: "20", m3Util: "28.00", kgMax: "21700.00", freteUsd: "2500.00" },
      { versao: 2, posicao: 2, tipo: "40", m3Util: "58.00", kgMax: "26500.00", freteUsd: "4000.00" },
      { versao: 2, posicao: 3, tipo: "40HC", m3Util: "68.00", kgMax: "26300.00", freteUsd: "4300.00" },
    ]);
  });
});
