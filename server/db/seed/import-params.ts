import {
  EXAMPLE_ANTIDUMPING,
  EXAMPLE_CATEGORY_RATES,
  EXAMPLE_CONTAINERS,
  EXAMPLE_IMPORT_PARAMS,
  EXAMPLE_REGIMES,
  EXAMPLE_TRANSIT,
} from "#contract/landed-cost/import-params.ts";
import { insertLists } from "#server/api/import-params/store.ts";
import type { Db } from "#server/db/client.ts";
import { importParamCategoryRates, importParamContainers, importParamVersions, productCategories } from "#server/db/schema.ts";

/**
 * Start-up (with the lookups): an empty table gets version 1, the example values of docs/landed-cost.md with the example
 * rates of each seeded category and the example container types, by no one. Idempotent, and safe when two processes start at once.
 */
export async function ensureImportParams(db: Db): Promise<void> {
  const inserted = await db
    .insert(importParamVersions)
    .values({
      versao: 1,
      freteUsdPorM3: EXAMPLE_IMPORT_PARAMS.frete_usd_por_m3,
      freteUsdPorKg: EXAMPLE_IMPORT_PARAMS.frete_usd_por_kg,
      seguroPct: EXAMPLE_IMPORT_PARAMS.seguro_pct,
      afrmmPct: EXAMPLE_IMPORT_PARAMS.afrmm_pct,
      despesasBrlPorEmbarque: EXAMPLE_IMPORT_PARAMS.despesas_brl_por_embarque,
      siscomexBrlPorDeclaracao: EXAMPLE_IMPORT_PARAMS.siscomex_brl_por_declaracao,
      siscomexBrlPorAdicao: EXAMPLE_IMPORT_PARAMS.siscomex_brl_por_adicao,
      unidadesPorEmbarque: EXAMPLE_IMPORT_PARAMS.unidades_por_embarque,
      transitoDiasPadrao: EXAMPLE_IMPORT_PARAMS.transito_dias_padrao,
      regimeImportador: EXAMPLE_IMPORT_PARAMS.regime_importador,
    })
    .onConflictDoNothing()
    .returning({ versao: importParamVersions.versao });
  if (inserted.length === 0) return;
  await db
    .insert(importParamContainers)
    .values(
      EXAMPLE_CONTAINERS.map((c, i) => ({
        versao: 1,
        posicao: i + 1,
        tipo: c.tipo,
        m3Util: c.m3_util,
        kgMax: c.kg_max,
        freteUsd: c.frete_usd,
      })),
    )
    .onConflictDoNothing();
  await insertLists(db, 1, { regimes: EXAMPLE_REGIMES, transit: EXAMPLE_TRANSIT, antidumping: EXAMPLE_ANTIDUMPING });
  const categories = await db.select({ id: productCategories.id, nome: productCategories.nome }).from(productCategories);
  const rows = categories.flatMap(({ id, nome }) => {
    const example = EXAMPLE_CATEGORY_RATES[nome];
    return example
      ? [{ versao: 1, categoriaId: id, ncm: example.ncm, iiPct: example.ii_pct, ipiPct: example.ipi_pct, isPct: example.is_pct ?? "0" }]
      : [];
  });
  if (rows.length > 0) await db.insert(importParamCategoryRates).values(rows).onConflictDoNothing();
}
