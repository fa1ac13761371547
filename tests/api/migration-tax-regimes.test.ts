import { asc, sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { CBS_2027_ESTIMATE, EXAMPLE_ANTIDUMPING, EXAMPLE_TRANSIT } from "#contract/landed-cost/import-params.ts";
import { migrate } from "#server/db/migrate.ts";
import { loadImportParamVersions } from "#server/api/import-params/store.ts";
import { importParamAntidumping, importParamRegimes, importParamTransit } from "#server/db/schema.ts";
import { drivers } from "#tests/support/api.ts";
import { databaseBefore } from "#tests/support/migrations.ts";

// An existing database, migrated before the tax regimes (migration 0022): every version's PIS, COFINS and ICMS become
// its regime '2026' (what it computed with, without an end); the version in force ends it on 2026-12-31 and gains the
// example 2027–2028 regime, transit times and antidumping measure; 0023 then drops the scalar rates. Both drivers run
// the same SQL.
const REGIMES_MIGRATION = "0022_tax_regimes";

describe.each(drivers)("migração dos regimes tributários (%s)", (driver) => {
  const cleanUps: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanUp of cleanUps.splice(0).reverse()) await cleanUp();
  });

  // A fresh PGlite and every migration: about 17 s alone, more beside other tests.
  it("gives every version its regime from its PIS/COFINS/ICMS, the version in force also 2027–2028, transit and antidumping", async () => {
    const database = await databaseBefore(driver, REGIMES_MIGRATION, cleanUps);
    const version = (n: number, pis: string, cofins: string, icms: string) =>
      sql`insert into import_param_versions (versao, frete_usd_por_m3, frete_usd_por_kg, seguro_pct, pis_pct, cofins_pct, afrmm_pct, icms_pct, despesas_brl_por_embarque, unidades_por_embarque)
          values (${n}, 90, 0.4, 0.5, ${pis}, ${cofins}, 8, ${icms}, 3000, 1000)`;
    await database.db.execute(version(1, "2.1", "9.65", "18"));
    await database.db.execute(version(2, "2.3", "10.65", "17.5"));

    await migrate(database);
    const regimes = await database.db
      .select({
        versao: importParamRegimes.versao,
        nome: importParamRegimes.nome,
        de: importParamRegimes.vigenteDe,
        ate: importParamRegimes.vigenteAte,
        pis: importParamRegimes.pisPct,
        cofins: importParamRegimes.cofinsPct,
        cbs: importParamRegimes.cbsPct,
        ibs: importParamRegimes.ibsPct,
        icms: importParamRegimes.icmsPct,
        cobrados: importParamRegimes.cbsIbsCobrados,
        zfm: importParamRegimes.ipiSomenteZfm,
        is: importParamRegimes.impostoSeletivo,
        naBase: importParamRegimes.cbsIbsNaBaseDoIcms,
        estimativa: importParamRegimes.estimativa,
      })
      .from(importParamRegimes)
      .orderBy(asc(importParamRegimes.versao), asc(importParamRegimes.posicao));
    const flags = (on: boolean) => ({ cobrados: on, zfm: on, is: on, naBase: on });
    expect(regimes).toEqual([
      {
        versao: 1,
        nome: "2026",
        de: null,
        ate: null,
        pis: "2.1000",
        cofins: "9.6500",
        cbs: "0.9000",
        ibs: "0.1000",
        icms: "18.0000",
        ...flags(false),
        estimativa: null,
      },
      {
        versao: 2,
        nome: "2026",
        de: null,
        ate: "2026-12-31",
        pis: "2.3000",
        cofins: "10.6500",
        cbs: "0.9000",
        ibs: "0.1000",
        icms: "17.5000",
        ...flags(false),
        estimativa: null,
      },
      // The 2027 regime keeps the version's own ICMS.
      {
        versao: 2,
        nome: "2027–2028",
        de: "2027-01-01",
        ate: "2028-12-31",
        pis: "0.0000",
        cofins: "0.0000",
        cbs: "8.7000",
        ibs: "0.1000",
        icms: "17.5000",
        ...flags(true),
        estimativa: CBS_2027_ESTIMATE,
      },
    ]);

    const transit = await database.db.select().from(importParamTransit).orderBy(asc(importParamTransit.codPais));
    expect(transit).toEqual(
      [...EXAMPLE_TRANSIT]
        .sort((a, b) => a.cod_pais.localeCompare(b.cod_pais))
        .map((t) => ({ versao: 2, codPais: t.cod_pais, dias: t.dias })),
    );
    const antidumping = await database.db.select().from(importParamAntidumping);
    expect(antidumping).toEqual([
      expect.objectContaining({
        versao: 2,
        posicao: 1,
        ncmPrefixo: "6912",
        codPais: "cn",
        tipo: "usd_kg",
        valor: "5.1400",
        resolucao: EXAMPLE_ANTIDUMPING[0].resolucao,
      }),
    ]);

    // The scalar rates are gone (0023); the store reads every version with its lists and the new scalars' defaults.
    const columns = await database.db.execute(
      sql`select column_name from information_schema.columns where table_name = 'import_param_versions' and column_name in ('pis_pct', 'cofins_pct', 'icms_pct')`,
    );
    expect((columns as { rows: unknown[] }).rows).toEqual([]);
    const stored = await loadImportParamVersions(database.db);
    expect(
      stored.map((v) => [
        v.versao,
        v.regimes.length,
        v.transit.size,
        v.antidumping.length,
        v.values.siscomex_brl_por_declaracao,
        v.values.transito_dias_padrao,
        v.values.regime_importador,
      ]),
    ).toEqual([
      [2, 2, EXAMPLE_TRANSIT.length, 1, "115.67", 30, "lucro_real"],
      [1, 1, 0, 0, "115.67", 30, "lucro_real"],
    ]);
  }, 90_000);
});
