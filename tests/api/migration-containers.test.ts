import { asc, sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { migrate } from "#server/db/migrate.ts";
import { importParamContainers } from "#server/db/schema.ts";
import { drivers } from "#tests/support/api.ts";
import { databaseBefore } from "#tests/support/migrations.ts";

// An existing database, migrated before container types existed, gets the example ones for the version in force
// (migration 0015); older versions keep none. Both drivers run the same SQL.
const CONTAINERS_MIGRATION = "0015_packing_and_containers";

describe.each(drivers)("migração dos contêineres (%s)", (driver) => {
  const cleanUps: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanUp of cleanUps.splice(0).reverse()) await cleanUp();
  });

  it("gives the version in force the example container types, in order, and leaves older versions without", async () => {
    const database = await databaseBefore(driver, CONTAINERS_MIGRATION, cleanUps);
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
  }, 90_000);
});
