import { and, count, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn, PgSelect } from "drizzle-orm/pg-core";
import { z } from "zod";
import {
  flagUrl,
  type SupplierListFilter,
  type SupplierListItem,
  type SupplierListQuery,
  supplierListQuerySchema,
  type SupplierSortField,
} from "#contract/suppliers/suppliers.ts";
import type { Db } from "#server/db/client.ts";
import { countries, segments, sources, suppliers, supplierTypes } from "#server/db/schema.ts";
import { type ListDeps, listOrDetail, listPage, type ListSource, type PageWindow, sortKeys } from "#server/api/list-page.ts";
import { CERTIFICATE_EXPIRING_DAYS, type CertificateFilter } from "#contract/suppliers/certificate-rules.ts";
import { addDays } from "#contract/time/calendar-days.ts";
import { todayOf } from "#server/api/clock.ts";
import { SUPPLIER_LIST_ID_INVALID } from "#contract/suppliers/supplier-rules.ts";
import { loadSupplierDetail } from "./detail.ts";
import { containsTerm } from "#server/api/query-params.ts";
import { jsonListReader } from "#server/api/json-column.ts";

/** The average grade of a supplier's scored links, one decimal (null when none is scored), kept by a trigger. */
const averageGrade = sql`${suppliers.avgNota}`;

const hasDocument = (type: string) =>
  sql`exists (select 1 from supplier_documents d where d.supplier_id = ${suppliers.id} and d.type = ${type})`;
const hasSourcing = sql`exists (select 1 from sourcing_suppliers ss where ss.id_supplier = ${suppliers.id})`;
const sourcingNames = sql`coalesce((select json_agg(s.descricao order by s.descricao) from sourcing_suppliers ss join sourcings s on s.id = ss.id_sourcing where ss.id_supplier = ${suppliers.id}), '[]'::json)`;

/**
 * At least one of the supplier's certificates in the situation on `today` (São Paulo) (docs/decisions/0070). Asked as
 * the array of those suppliers' ids, which the planner probes by primary key: as EXISTS it walked the suppliers in
 * the list's order probing each (50,000 probes for 30 rows), or scanned all 100,000 for the count. At --size large
 * on PostgreSQL (6,000 lapsed): the page 92 → 15 ms, the count 30 → 14 ms.
 */
function hasCertificate(situation: CertificateFilter, today: string): SQL {
  const inSituation =
    situation === "vencido"
      ? sql`c.valido_ate < ${today}::date`
      : sql`c.valido_ate between ${today}::date and ${addDays(today, CERTIFICATE_EXPIRING_DAYS)}::date`;
  return sql`${suppliers.id} = any(array(select c.id_supplier from supplier_certificates c where ${inSituation}))`;
}

/**
 * The worse of the supplier's certificates needing action on `today`: 'vencido' when one has lapsed, else 'vencendo'
 * when one ends within CERTIFICATE_EXPIRING_DAYS, else null. One probe per listed row on (id_supplier, valido_ate):
 * the earliest validity up to the window's end (docs/decisions/0070-supplier-certificates.md).
 */
function certificateSituationOf(today: string): SQL<CertificateFilter | null> {
  const earliest = sql`(select min(c.valido_ate) from supplier_certificates c where c.id_supplier = ${suppliers.id} and c.valido_ate <= ${addDays(today, CERTIFICATE_EXPIRING_DAYS)}::date)`;
  return sql<CertificateFilter | null>`case when ${earliest} < ${today}::date then 'vencido' when ${earliest} is not null then 'vencendo' end`;
}

const yesNo = (condition: SQL, wanted: boolean) => (wanted ? condition : sql`not ${condition}`);

/** The grade range applies only when narrower than 0..10 (docs/decisions/0009-grade-filter-and-nulls.md). */
function gradeConditions(q: SupplierListFilter): SQL[] {
  const min = q.nota_min ?? 0;
  const max = q.nota_max ?? 10;
  const conditions: SQL[] = [];
  if (min > 0 || max < 10) conditions.push(sql`${averageGrade} between ${min} and ${max}`);
  if (q.sem_nota) conditions.push(sql`${averageGrade} is not null`);
  return conditions;
}

/**
 * A lookup filter by name, as an id comparison: the WHERE clause then needs no join, so the COUNT of the
 * pager reads the suppliers table alone.
 */
const byLookupName = (column: SQL.Aliased | AnyPgColumn, table: typeof segments | typeof sources | typeof supplierTypes, name: string) =>
  sql`${column} in (select ${table.id} from ${table} where lower(${table.nome}) = lower(${name}))`;

function filters(q: SupplierListFilter, today: string): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    q.search ? containsTerm(sql`${suppliers.nomeBusca}`, q.search) : undefined,
    q.tipo ? byLookupName(suppliers.tipoId, supplierTypes, q.tipo) : undefined,
    q.pais ? eq(suppliers.codPais, q.pais) : undefined,
    q.segmento ? byLookupName(suppliers.segmentoId, segments, q.segmento) : undefined,
    q.source ? byLookupName(suppliers.sourceId, sources, q.source) : undefined,
    q.blacklisted ? eq(suppliers.blacklisted, false) : undefined,
    q.has_qc === undefined ? undefined : yesNo(hasDocument("qc"), q.has_qc),
    q.has_audit === undefined ? undefined : yesNo(hasDocument("audit"), q.has_audit),
    q.has_catalog === undefined ? undefined : yesNo(hasDocument("catalogo"), q.has_catalog),
    q.has_sourcing === undefined ? undefined : yesNo(hasSourcing, q.has_sourcing),
    q.certificado === undefined ? undefined : hasCertificate(q.certificado, today),
    ...gradeConditions(q),
  ];
  return and(...conditions);
}

// Stored folded names: sorting reads a column instead of calling unaccent on every row.
const SORT_EXPRESSIONS: Record<SupplierSortField, SQL> = {
  nome: sql`${suppliers.nomeBusca}`,
  segmento: sql`${segments.nomeOrdem}`,
  pais: sql`${countries.nomeOrdem}`,
  tipo: sql`${supplierTypes.nomeOrdem}`,
  source: sql`${sources.nomeOrdem}`,
  blacklisted: sql`${suppliers.blacklisted}`,
  nota: averageGrade,
};

/**
 * Whitelisted sort, ties broken by id. Only the grade can be missing: it goes last in both directions;
 * the other keys are plain so the (key, id) indexes serve both directions.
 */
const ordering = (q: SupplierListFilter, window: PageWindow) =>
  sortKeys(
    [{ key: SORT_EXPRESSIONS[q.order_by], nullsLast: q.order_by === "nota" }, { key: sql`${suppliers.id}` }],
    q.order_direction,
    window,
  );

/** The sorts by a lookup's name need the lookups joined to find the page's ids; the others read suppliers alone. */
const LOOKUP_SORTS: readonly SupplierSortField[] = ["segmento", "pais", "tipo", "source"];

const toNumberOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));
const toStringList = jsonListReader(z.string());

/** Suppliers joined to their lookups: the FROM clause shared by the page and its count. */
const withLookups = <T extends PgSelect>(query: T) =>
  query
    .innerJoin(segments, eq(segments.id, suppliers.segmentoId))
    .innerJoin(countries, eq(countries.code, suppliers.codPais))
    .innerJoin(supplierTypes, eq(supplierTypes.id, suppliers.tipoId))
    .innerJoin(sources, eq(sources.id, suppliers.sourceId));

/**
 * The columns of a listed supplier (the per-row sub-selects included), from suppliers joined to their lookups: the
 * list's own projection (`supplierListItemSchema`), by hand like it, not the field table's.
 */
const selectColumns = (db: Db, today: string) =>
  withLookups(
    db
      .select({
        supplier_id: suppliers.id,
        supplier_nome: suppliers.nome,
        supplier_nome_segmento: segments.nome,
        supplier_nome_pais: countries.nome,
        supplier_cod_pais: suppliers.codPais,
        supplier_nome_tipo: supplierTypes.nome,
        supplier_nome_source: sources.nome,
        blacklisted: suppliers.blacklisted,
        sourcing_avg_nota: sql<number | null>`${averageGrade}`.mapWith(toNumberOrNull),
        sourcings: sql<string[]>`${sourcingNames}`.mapWith(toStringList),
        certificado_situacao: certificateSituationOf(today),
      })
      .from(suppliers)
      .$dynamic(),
  );

type SupplierRow = Awaited<ReturnType<ReturnType<typeof selectColumns>["execute"]>>[number];

const toListItem = ({ blacklisted, ...row }: SupplierRow): SupplierListItem => ({
  ...row,
  supplier_icon_pais: flagUrl(row.supplier_cod_pais),
  supplier_blacklisted: blacklisted ? 1 : 0,
});

/** The ids of a window of the filtered, sorted list: the lookups are joined only to sort by their names. */
function windowIds({ db, ...deps }: ListDeps, q: SupplierListFilter, window: PageWindow) {
  const ids = db.select({ id: suppliers.id }).from(suppliers).$dynamic();
  return (LOOKUP_SORTS.includes(q.order_by) ? withLookups(ids) : ids)
    .where(filters(q, todayOf(deps)))
    .orderBy(...ordering(q, window))
    .limit(window.limit)
    .offset(window.offset);
}

/**
 * The supplier list's one query definition, shared by the page and the export: the COUNT, the ids of a
 * window (filters and sort only), and the columns of some ids.
 */
export const supplierListSource: ListSource<SupplierListFilter, SupplierListItem> = {
  resource: "suppliers",
  count: (deps, q) =>
    deps.db
      .select({ total: count() })
      .from(suppliers)
      .where(filters(q, todayOf(deps))),
  ids: windowIds,
  rows: async (deps, ids) => (await selectColumns(deps.db, todayOf(deps)).where(inArray(suppliers.id, ids))).map(toListItem),
  idOf: (row) => row.supplier_id,
};

/** GET /api/suppliers/: a page of the list (`listPage`), or with `?id=` the supplier's detail. */
export const listOrShowSuppliers = listOrDetail({
  invalidId: SUPPLIER_LIST_ID_INVALID,
  query: supplierListQuerySchema,
  list: (deps, q: SupplierListQuery) => listPage(deps, supplierListSource, q),
  detail: ({ db, links }, id) => loadSupplierDetail(db, links, id),
});
