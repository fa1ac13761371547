import { asc, desc, eq, inArray, max, sql } from "drizzle-orm";
import {
  type AntidumpingMeasure,
  type ContainerInput,
  importCategoryNotFound,
  type ImporterRegime,
  IMPORTER_REGIMES,
  type ImportParams,
  type ImportParamsUpdateValues,
  type TaxRegime,
} from "#contract/landed-cost/import-params.ts";
import type { Db } from "#server/db/client.ts";
import {
  importParamAntidumping,
  importParamCategoryRates,
  importParamContainers,
  importParamRegimes,
  importParamTransit,
  importParamVersions,
  productCategories,
  users,
} from "#server/db/schema.ts";
import { badRequest } from "#server/api/errors.ts";
import { assertVersion } from "#server/api/versions.ts";

type Executor = Pick<Db, "select">;

type ListKey = "categorias" | "versao" | "conteineres" | "regimes" | "transito" | "antidumping";
/** The scalar parameters of a stored version: every one present (a save leaves none out). */
type ScalarValues = Required<Omit<ImportParamsUpdateValues, ListKey>>;

const importerRegimeOf = (value: string): ImporterRegime => IMPORTER_REGIMES.find((r) => r === value) ?? "lucro_real";

/** One version as stored: exact decimal text, for the landed cost, and the reply's numbers made from it. */
export interface StoredImportParams {
  versao: number;
  /** Exact decimal text of each scalar parameter (unidades_por_embarque and the transit days as integers). */
  values: ScalarValues;
  /** Per category id: NCM and rates as exact text; a category absent here has none set (0 %). */
  categories: Map<number, { ncm: string; ii_pct: string; ipi_pct: string; is_pct: string }>;
  /** The container types, in order, their numbers as exact text (none for versions older than containers). */
  containers: ContainerInput[];
  /** The tax regimes, by the start of their vigência, rates as exact text. */
  regimes: TaxRegime[];
  /** Days from shipment to clearance per country code (lowercase); others take `values.transito_dias_padrao`. */
  transit: Map<string, number>;
  antidumping: AntidumpingMeasure[];
  alteradoEm: Date;
  alteradoPor: { id: number; nome: string } | null;
}

const versionColumns = {
  versao: importParamVersions.versao,
  frete_usd_por_m3: importParamVersions.freteUsdPorM3,
  frete_usd_por_kg: importParamVersions.freteUsdPorKg,
  seguro_pct: importParamVersions.seguroPct,
  afrmm_pct: importParamVersions.afrmmPct,
  despesas_brl_por_embarque: importParamVersions.despesasBrlPorEmbarque,
  siscomex_brl_por_declaracao: importParamVersions.siscomexBrlPorDeclaracao,
  siscomex_brl_por_adicao: importParamVersions.siscomexBrlPorAdicao,
  unidades_por_embarque: importParamVersions.unidadesPorEmbarque,
  transito_dias_padrao: importParamVersions.transitoDiasPadrao,
  regime_importador: importParamVersions.regimeImportador,
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
      is: importParamCategoryRates.isPct,
    })
    .from(importParamCategoryRates)
    .where(inArray(importParamCategoryRates.versao, versions));
  const byVersion = new Map<number, StoredImportParams["categories"]>();
  for (const row of rows) {
    const map = byVersion.get(row.versao) ?? new Map();
    map.set(row.id, { ncm: row.ncm, ii_pct: row.ii, ipi_pct: row.ipi, is_pct: row.is });
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

/** The tax regimes of some versions, each by the start of its vigência (none first). */
async function regimesOf(db: Executor, versions: number[]): Promise<Map<number, TaxRegime[]>> {
  const rows = await db
    .select({
      versao: importParamRegimes.versao,
      nome: importParamRegimes.nome,
      vigente_de: importParamRegimes.vigenteDe,
      vigente_ate: importParamRegimes.vigenteAte,
      pis_pct: importParamRegimes.pisPct,
      cofins_pct: importParamRegimes.cofinsPct,
      cbs_pct: importParamRegimes.cbsPct,
      ibs_pct: importParamRegimes.ibsPct,
      icms_pct: importParamRegimes.icmsPct,
      cbs_ibs_cobrados: importParamRegimes.cbsIbsCobrados,
      ipi_somente_zfm: importParamRegimes.ipiSomenteZfm,
      imposto_seletivo: importParamRegimes.impostoSeletivo,
      cbs_ibs_na_base_do_icms: importParamRegimes.cbsIbsNaBaseDoIcms,
      estimativa: importParamRegimes.estimativa,
    })
    .from(importParamRegimes)
    .where(inArray(importParamRegimes.versao, versions))
    .orderBy(sql`${importParamRegimes.vigenteDe} asc nulls first`, asc(importParamRegimes.posicao));
  const byVersion = new Map<number, TaxRegime[]>();
  for (const { versao, ...regime } of rows) byVersion.set(versao, [...(byVersion.get(versao) ?? []), regime]);
  return byVersion;
}

async function transitOf(db: Executor, versions: number[]): Promise<Map<number, Map<string, number>>> {
  const rows = await db
    .select({ versao: importParamTransit.versao, cod_pais: importParamTransit.codPais, dias: importParamTransit.dias })
    .from(importParamTransit)
    .where(inArray(importParamTransit.versao, versions))
    .orderBy(asc(importParamTransit.codPais));
  const byVersion = new Map<number, Map<string, number>>();
  for (const row of rows) byVersion.set(row.versao, (byVersion.get(row.versao) ?? new Map()).set(row.cod_pais, row.dias));
  return byVersion;
}

const antidumpingKindOf = (value: string): AntidumpingMeasure["tipo"] => (value === "usd_unidade" || value === "pct" ? value : "usd_kg");

async function antidumpingOf(db: Executor, versions: number[]): Promise<Map<number, AntidumpingMeasure[]>> {
  const rows = await db
    .select({
      versao: importParamAntidumping.versao,
      ncm_prefixo: importParamAntidumping.ncmPrefixo,
      cod_pais: importParamAntidumping.codPais,
      descricao: importParamAntidumping.descricao,
      tipo: importParamAntidumping.tipo,
      valor: importParamAntidumping.valor,
      resolucao: importParamAntidumping.resolucao,
      vigente_de: importParamAntidumping.vigenteDe,
      vigente_ate: importParamAntidumping.vigenteAte,
    })
    .from(importParamAntidumping)
    .where(inArray(importParamAntidumping.versao, versions))
    .orderBy(asc(importParamAntidumping.posicao));
  const byVersion = new Map<number, AntidumpingMeasure[]>();
  for (const { versao, tipo, ...measure } of rows) {
    byVersion.set(versao, [...(byVersion.get(versao) ?? []), { ...measure, tipo: antidumpingKindOf(tipo) }]);
  }
  return byVersion;
}

/** Some version rows with their lists (one query per list, whatever their number). */
async function storedVersions(db: Executor, rows: VersionRow[]): Promise<StoredImportParams[]> {
  if (rows.length === 0) return [];
  const versions = rows.map((r) => r.versao);
  const [rates, containers, regimes, transit, antidumping] = await Promise.all([
    categoryRatesOf(db, versions),
    containersOf(db, versions),
    regimesOf(db, versions),
    transitOf(db, versions),
    antidumpingOf(db, versions),
  ]);
  return rows.map((row) => {
    const { versao, createdAt, authorId, authorFirst, authorLast, authorEmail, regime_importador, ...scalars } = row;
    const name = [authorFirst, authorLast].filter(Boolean).join(" ") || authorEmail || "";
    return {
      versao,
      values: { ...scalars, regime_importador: importerRegimeOf(regime_importador) },
      categories: rates.get(versao) ?? new Map(),
      containers: containers.get(versao) ?? [],
      regimes: regimes.get(versao) ?? [],
      transit: transit.get(versao) ?? new Map(),
      antidumping: antidumping.get(versao) ?? [],
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
    afrmm_pct: Number(v.afrmm_pct),
    despesas_brl_por_embarque: Number(v.despesas_brl_por_embarque),
    siscomex_brl_por_declaracao: Number(v.siscomex_brl_por_declaracao),
    siscomex_brl_por_adicao: Number(v.siscomex_brl_por_adicao),
    unidades_por_embarque: v.unidades_por_embarque,
    transito_dias_padrao: v.transito_dias_padrao,
    regime_importador: v.regime_importador,
    categorias: categories.map(({ id, nome }) => {
      const rate = stored.categories.get(id);
      return {
        id_categoria: id,
        nome,
        ncm: rate?.ncm ?? null,
        ii_pct: Number(rate?.ii_pct ?? 0),
        ipi_pct: Number(rate?.ipi_pct ?? 0),
        is_pct: Number(rate?.is_pct ?? 0),
      };
    }),
    conteineres: stored.containers.map((c) => ({
      tipo: c.tipo,
      m3_util: Number(c.m3_util),
      kg_max: Number(c.kg_max),
      frete_usd: Number(c.frete_usd),
    })),
    regimes: stored.regimes.map((r) => ({
      ...r,
      pis_pct: Number(r.pis_pct),
      cofins_pct: Number(r.cofins_pct),
      cbs_pct: Number(r.cbs_pct),
      ibs_pct: Number(r.ibs_pct),
      icms_pct: Number(r.icms_pct),
    })),
    transito: [...stored.transit].map(([cod_pais, dias]) => ({ cod_pais, dias })),
    antidumping: stored.antidumping.map((m) => ({ ...m, valor: Number(m.valor) })),
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
    const { categorias, conteineres, regimes, transito, antidumping, ...values } = input;
    // What a save leaves out, the version in force keeps (a first version without them takes the examples' defaults).
    const [current] = previous ? await storedVersions(tx, await selectVersions(tx).where(eq(importParamVersions.versao, previous))) : [];
    await tx.insert(importParamVersions).values({
      versao,
      freteUsdPorM3: values.frete_usd_por_m3,
      freteUsdPorKg: values.frete_usd_por_kg,
      seguroPct: values.seguro_pct,
      afrmmPct: values.afrmm_pct,
      despesasBrlPorEmbarque: values.despesas_brl_por_embarque,
      siscomexBrlPorDeclaracao: values.siscomex_brl_por_declaracao ?? current?.values.siscomex_brl_por_declaracao,
      siscomexBrlPorAdicao: values.siscomex_brl_por_adicao ?? current?.values.siscomex_brl_por_adicao,
      unidadesPorEmbarque: values.unidades_por_embarque,
      transitoDiasPadrao: values.transito_dias_padrao ?? current?.values.transito_dias_padrao,
      regimeImportador: values.regime_importador ?? current?.values.regime_importador,
      authorId,
    });
    const rates = new Map(current?.categories);
    for (const c of categorias) rates.set(c.id_categoria, { ncm: c.ncm, ii_pct: c.ii_pct, ipi_pct: c.ipi_pct, is_pct: c.is_pct });
    if (rates.size > 0) {
      await tx.insert(importParamCategoryRates).values(
        [...rates].map(([categoriaId, rate]) => ({
          versao,
          categoriaId,
          ncm: rate.ncm,
          iiPct: rate.ii_pct,
          ipiPct: rate.ipi_pct,
          isPct: rate.is_pct,
        })),
      );
    }
    await insertLists(tx, versao, {
      regimes: regimes ?? current?.regimes ?? [],
      transit: transito ?? [...(current?.transit ?? [])].map(([cod_pais, dias]) => ({ cod_pais, dias })),
      antidumping: antidumping ?? current?.antidumping ?? [],
    });
    const containers = conteineres ?? current?.containers ?? [];
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

/** A version's regimes, transit times and antidumping measures, as given (the save's, or the kept ones). */
export async function insertLists(
  tx: Pick<Db, "insert">,
  versao: number,
  lists: {
    regimes: readonly TaxRegime[];
    transit: readonly { cod_pais: string; dias: number }[];
    antidumping: readonly AntidumpingMeasure[];
  },
): Promise<void> {
  if (lists.regimes.length > 0) {
    await tx.insert(importParamRegimes).values(
      lists.regimes.map((r, i) => ({
        versao,
        posicao: i + 1,
        nome: r.nome,
        vigenteDe: r.vigente_de,
        vigenteAte: r.vigente_ate,
        pisPct: String(r.pis_pct),
        cofinsPct: String(r.cofins_pct),
        cbsPct: String(r.cbs_pct),
        ibsPct: String(r.ibs_pct),
        icmsPct: String(r.icms_pct),
        cbsIbsCobrados: r.cbs_ibs_cobrados,
        ipiSomenteZfm: r.ipi_somente_zfm,
        impostoSeletivo: r.imposto_seletivo,
        cbsIbsNaBaseDoIcms: r.cbs_ibs_na_base_do_icms,
        estimativa: r.estimativa,
      })),
    );
  }
  if (lists.transit.length > 0) {
    await tx.insert(importParamTransit).values(lists.transit.map((t) => ({ versao, codPais: t.cod_pais, dias: t.dias })));
  }
  if (lists.antidumping.length > 0) {
    await tx.insert(importParamAntidumping).values(
      lists.antidumping.map((m, i) => ({
        versao,
        posicao: i + 1,
        ncmPrefixo: m.ncm_prefixo,
        codPais: m.cod_pais,
        descricao: m.descricao,
        tipo: m.tipo,
        valor: m.valor,
        resolucao: m.resolucao,
        vigenteDe: m.vigente_de,
        vigenteAte: m.vigente_ate,
      })),
    );
  }
}
