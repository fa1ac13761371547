import { asc, desc, eq, inArray, max, sql } from "drizzle-orm";
import {
  type ContainerInput,
  importCategoryNotFound,
  type ImportParams,
  type ImportParamsUpdateValues,
} from "../../../contract/import-params.ts";
import type { Db } from "../../db/client.ts";
import { importParamCategoryRates, importParamContainers, importParamVersions, productCategories, users } from "../../db/schema.ts";
import { badRequest } from "../errors.ts";
import { assertVersion } from "../versions.ts";

type Executor = Pick<Db, "select">;

/** One version as stored: exact decimal text, for the landed cost, and the reply's numbers made from it. */
export interface StoredImportParams {
  versao: number;
  /** Exact decimal text of each scalar parameter (unidades_por_embarque as an integer). */
  values: Omit<ImportParamsUpdateValues, "categorias" | "versao" | "conteineres">;
  /** Per category id: NCM and rates as exact text; a category absent here has none set (0 %). */
  categories: Map<number, { ncm: string; ii_pct: string; ipi_pct: string }>;
  /** The container types, in order, their numbers as exact text (none for versions older than containers). */
  containers: ContainerInput[];
  alteradoEm: Date;
  alteradoPor: { id: number; nome: string } | null;
}

const versionColumns = {
  versao: importParamVersions.versao,
  frete_usd_por_m3: importParamVersions.freteUsdPorM3,
  frete_usd_por_kg: importParamVersions.freteUsdPorKg,
  seguro_pct: importParamVersions.seguroPct,
  pis_pct: importParamVersions.pisPct,
  cofins_pct: importParamVersions.cofinsPct,
  afrmm_pct: importParamVersions.afrmmPct,
  icms_pct: importParamVersions.icmsPct,
  despesas_brl_por_embarque: importParamVersions.despesasBrlPorEmbarque,
  unidades_por_embarque: importParamVersions.unidadesPorEmbarque,
  createdAt: importParamVersions.createdAt,
  authorId: users.id,
  authorFirst: users.firstName,
  authorLast: users.lastName,
  authorEmail: users.email,
};

function selectVersions(db: Executor) {
  return db.select(versionColumns).from(importParamVersions).leftJoin(users, eq(users.id, importParamVersions.authorId)).$dynamic();
}

type VersionRow = Awaited<ReturnType<ReturnType<typeof selectVersions>["execute"]>>[number];

async function categoryRatesOf(db: Executor, versions: number[]) {
  const rows = await db
    .select({
      versao: importParamCategoryRates.versao,
      id: importParamCategoryRates.categoriaId,
      ncm: importParamCategoryRates.ncm,
      ii: importParamCategoryRates.iiPct,
      ipi: importParamCategoryRates.ipiPct,
    })
    .from(importParamCategoryRates)
    .where(inArray(importParamCategoryRates.versao, versions));
  const byVersion = new Map<number, StoredImportParams["categories"]>();
  for (const row of rows) {
    const map = byVersion.get(row.versao) ?? new Map();
    map.set(row.id, { ncm: row.ncm, ii_pct: row.ii, ipi_pct: row.ipi });
    byVersion.set(row.versao, map);
  }
  return byVersion;
}

/** The container types of some versions, each in its order. */
async function containersOf(db: Executor, versions: number[]): Promise<Map<number, ContainerInput[]>> {
  const rows = await db
    .select({
      versao: importParamContainers.versao,
      tipo: importParamContainers.tipo,
      m3_util: importParamContainers.m3Util,
      kg_max: importParamContainers.kgMax,
      frete_usd: importParamContainers.freteUsd,
    })
    .from(importParamContainers)
    .where(inArray(importParamContainers.versao, versions))
    .orderBy(asc(importParamContainers.posicao));
  const byVersion = new Map<number, ContainerInput[]>();
  for (const { versao, ...container } of rows) byVersion.set(versao, [...(byVersion.get(versao) ?? []), container]);
  return byVersion;
}

/** Some version rows with their categories and containers (two queries, whatever their number). */
async function storedVersions(db: Executor, rows: VersionRow[]): Promise<StoredImportParams[]> {
  if (rows.length === 0) return [];
  const versions = rows.map((r) => r.versao);
  const [rates, containers] = await Promise.all([categoryRatesOf(db, versions), containersOf(db, versions)]);
  return rows.map((row) => {
    const { versao, createdAt, authorId, authorFirst, authorLast, authorEmail, ...values } = row;
    const name = [authorFirst, authorLast].filter(Boolean).join(" ") || authorEmail || "";
    return {
      versao,
      values,
      categories: rates.get(versao) ?? new Map(),
      containers: containers.get(versao) ?? [],
      alteradoEm: createdAt,
      alteradoPor: authorId === null ? null : { id: authorId, nome: name },
    };
  });
}

/** Every version, newest first (a handful: one per change of law or freight), each with its categories. */
export async function loadImportParamVersions(db: Executor): Promise<StoredImportParams[]> {
  return storedVersions(db, await selectVersions(db).orderBy(desc(importParamVersions.versao)));
}

/** The current version (the highest). There is always one: start-up writes the examples into an empty table. */
export async function loadImportParams(db: Executor): Promise<StoredImportParams> {
  const [current] = await storedVersions(db, await selectVersions(db).orderBy(desc(importParamVersions.versao)).limit(1));
  if (!current) throw new Error("parâmetros de importação ausentes: a inicialização grava os valores de exemplo");
  return current;
}

/** A version as the API answers it: numbers, and every category (those without rates yet with NCM null and 0 %). */
export async function importParamsReply(db: Executor, stored: StoredImportParams): Promise<ImportParams> {
  const categories = await db
    .select({ id: productCategories.id, nome: productCategories.nome })
    .from(productCategories)
    .orderBy(productCategories.nome);
  const v = stored.values;
  return {
    versao: stored.versao,
    frete_usd_por_m3: Number(v.frete_usd_por_m3),
    frete_usd_por_kg: Number(v.frete_usd_por_kg),
    seguro_pct: Number(v.seguro_pct),
    pis_pct: Number(v.pis_pct),
    cofins_pct: Number(v.cofins_pct),
    afrmm_pct: Number(v.afrmm_pct),
    icms_pct: Number(v.icms_pct),
    despesas_brl_por_embarque: Number(v.despesas_brl_por_embarque),
    unidades_por_embarque: v.unidades_por_embarque,
    categorias: categories.map(({ id, nome }) => {
      const rate = stored.categories.get(id);
      return { id_categoria: id, nome, ncm: rate?.ncm ?? null, ii_pct: Number(rate?.ii_pct ?? 0), ipi_pct: Number(rate?.ipi_pct ?? 0) };
    }),
    conteineres: stored.containers.map((c) => ({
      tipo: c.tipo,
      m3_util: Number(c.m3_util),
      kg_max: Number(c.kg_max),
      frete_usd: Number(c.frete_usd),
    })),
    alterado_em: stored.alteradoEm.toISOString(),
    alterado_por: stored.alteradoPor,
  };
}

/**
 * PUT /api/import-params/: a new version, the current one's number plus one, in one transaction. The table is
 * locked for the write so two saves at once get consecutive numbers, and so a save that names the version it was
 * edited from (`versao`) compares it with the current one before any other save can slip in between: of two saves
 * from the same version, the second waits for the lock, then finds a newer version (StaleVersion, a 409).
 * Categories not sent keep the current rates; without `conteineres`, the current container types are kept.
 */
export async function saveImportParams(db: Db, input: ImportParamsUpdateValues, authorId: number): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${importParamVersions} in exclusive mode`);
    const [last] = await tx.select({ versao: max(importParamVersions.versao) }).from(importParamVersions);
    const previous = last?.versao ?? 0;
    assertVersion(previous, input.versao);
    const known = new Set((await tx.select({ id: productCategories.id }).from(productCategories)).map((r) => r.id));
    const unknown = input.categorias.findIndex((c) => !known.has(c.id_categoria));
    if (unknown >= 0) {
      const id = input.categorias[unknown]?.id_categoria ?? 0;
      throw badRequest(importCategoryNotFound(id), { [`categorias.${unknown}.id_categoria`]: [importCategoryNotFound(id)] });
    }
    const versao = previous + 1;
    const { categorias, conteineres, ...values } = input;
    await tx.insert(importParamVersions).values({
      versao,
      freteUsdPorM3: values.frete_usd_por_m3,
      freteUsdPorKg: values.frete_usd_por_kg,
      seguroPct: values.seguro_pct,
      pisPct: values.pis_pct,
      cofinsPct: values.cofins_pct,
      afrmmPct: values.afrmm_pct,
      icmsPct: values.icms_pct,
      despesasBrlPorEmbarque: values.despesas_brl_por_embarque,
      unidadesPorEmbarque: values.unidades_por_embarque,
      authorId,
    });
    const rates = new Map(previous ? (await categoryRatesOf(tx, [previous])).get(previous) : undefined);
    for (const c of categorias) rates.set(c.id_categoria, { ncm: c.ncm, ii_pct: c.ii_pct, ipi_pct: c.ipi_pct });
    if (rates.size > 0) {
      await tx
        .insert(importParamCategoryRates)
        .values(
          [...rates].map(([categoriaId, rate]) => ({ versao, categoriaId, ncm: rate.ncm, iiPct: rate.ii_pct, ipiPct: rate.ipi_pct })),
        );
    }
    const containers = conteineres ?? (previous ? ((await containersOf(tx, [previous])).get(previous) ?? []) : []);
    if (containers.length > 0) {
      await tx
        .insert(importParamContainers)
        .values(
          containers.map((c, i) => ({ versao, posicao: i + 1, tipo: c.tipo, m3Util: c.m3_util, kgMax: c.kg_max, freteUsd: c.frete_usd })),
        );
    }
    return versao;
  });
}
