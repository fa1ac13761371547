import { and, count, eq, inArray, notInArray, type SQL, sql } from "drizzle-orm";
import { alias, type PgSelect } from "drizzle-orm/pg-core";
import { z } from "zod";
import {
  FINAL_SOURCING_STATUSES,
  type Sourcing,
  type SourcingListFilter,
  type SourcingListQuery,
  sourcingListQuerySchema,
  type SourcingSortField,
  sourcingSupplierEntrySchema,
} from "#contract/sourcings/sourcings.ts";
import type { Db } from "#server/db/client.ts";
import { sourcingCategories, sourcingFiles, sourcings, users } from "#server/db/schema.ts";
import type { SignedLinks } from "#server/storage/signed-links.ts";
import { sourcingFilesOrder } from "#server/api/files/sourcing-files.ts";
import { storedFilesFromJson, storedFilesJson, storedFileView } from "#server/api/files/stored-files.ts";
import { listOrDetail, listPage, type ListSource, type PageWindow, sortKeys } from "#server/api/list-page.ts";
import { SOURCING_ID_INVALID } from "#contract/sourcings/sourcing-rules.ts";
import { containsTerm, fold } from "#server/api/query-params.ts";
import { jsonListReader } from "#server/api/json-column.ts";
import { replyOf, storedReader } from "#contract/fields/field-table.ts";
import { SOURCING_FIELDS, type SourcingFields } from "#contract/sourcings/sourcing-fields.ts";
import { storedColumns } from "#server/api/fields.ts";
import { saoPauloTodaySql } from "#server/api/clock.ts";

const notFinal = notInArray(sourcings.status, [...FINAL_SOURCING_STATUSES]);
const atrasado = and(sql`${sourcings.dtEstimado} < ${saoPauloTodaySql}`, notFinal) as SQL;
const pendenteHoje = and(sql`${sourcings.dtEstimado} = ${saoPauloTodaySql}`, notFinal) as SQL;

const responsavel = alias(users, "responsavel");
const comercial = alias(users, "comercial");
const userName = (u: typeof responsavel | typeof comercial) =>
  sql<
    string | null
  >`case when ${u.id} is null then null else coalesce(nullif(trim(${u.firstName} || ' ' || ${u.lastName}), ''), ${u.email}) end`;

function filters(q: SourcingListFilter): SQL | undefined {
  return and(
    q.search ? containsTerm(fold(sourcings.descricao), q.search) : undefined,
    q.category === undefined ? undefined : eq(sourcings.categoriaId, q.category),
    q.responsavel === undefined ? undefined : eq(sourcings.responsavelId, q.responsavel),
    q.comercial === undefined ? undefined : eq(sourcings.comercialId, q.comercial),
    q.status === undefined ? undefined : q.status === "Atrasado" ? atrasado : eq(sourcings.status, q.status),
    q.atrasado ? atrasado : undefined,
    q.hoje ? pendenteHoje : undefined,
  );
}

const SORT_EXPRESSIONS: Record<SourcingSortField, SQL> = {
  descricao: fold(sourcings.descricao),
  categoria: fold(sourcingCategories.nome),
  status: sql`${sourcings.status}`,
  dt_adicionado: sql`${sourcings.dtAdicionado}`,
  dt_inicio: sql`${sourcings.dtInicio}`,
  dt_estimado: sql`${sourcings.dtEstimado}`,
  dt_finalizado: sql`${sourcings.dtFinalizado}`,
  responsavel: fold(userName(responsavel)),
  comercial: fold(userName(comercial)),
};

/** The sorts by a name need the category and owners joined to find the page's ids; the others read sourcings alone. */
const NAME_SORTS: readonly SourcingSortField[] = ["categoria", "responsavel", "comercial"];

/** Whitelisted sort; missing values last in both directions, ties broken by id. */
const ordering = (q: SourcingListFilter, window: PageWindow) =>
  sortKeys([{ key: SORT_EXPRESSIONS[q.sort_field], nullsLast: true }, { key: sql`${sourcings.id}` }], q.sort_direction, window);

const supplierEntries = sql`coalesce((select json_agg(json_build_object('id_supplier', s.id, 'nome_supplier', s.nome, 'status', ss.status, 'nota', ss.nota) order by lower(f_unaccent(s.nome)), s.id) from sourcing_suppliers ss join suppliers s on s.id = ss.id_supplier where ss.id_sourcing = ${sourcings.id}), '[]'::json)`;
const toEntries = jsonListReader(
  sourcingSupplierEntrySchema.extend({
    nota: z
      .union([z.number(), z.string()])
      .nullable()
      .transform((n) => (n === null ? null : Number(n))),
  }),
);
/** The sourcing's files by name, in one sub-select per listed row. */
const fileEntries = storedFilesJson(
  sourcingFiles,
  sql`${sourcingFiles.sourcingId} = ${sourcings.id}`,
  sql.join(sourcingFilesOrder, sql`, `),
);
const toBoolean = (value: unknown) => value === true || value === "t" || value === "true";

/** The category and the two owners: the FROM clause of a page, of its ids and of a detail. */
const withNames = <T extends PgSelect>(query: T) =>
  query
    .innerJoin(sourcingCategories, eq(sourcingCategories.id, sourcings.categoriaId))
    .leftJoin(responsavel, eq(responsavel.id, sourcings.responsavelId))
    .leftJoin(comercial, eq(comercial.id, sourcings.comercialId));

/**
 * The sourcing's fields (contract/sourcings/sourcing-fields.ts) under their keys: the stored ones from their columns, the lookups'
 * names from the joins of `withNames`. Read back by zod, both drivers alike.
 */
const sourcingFieldColumns = {
  ...storedColumns(sourcings, SOURCING_FIELDS),
  nome_categoria: sourcingCategories.nome,
  nome_responsavel: userName(responsavel),
  nome_comercial: userName(comercial),
} satisfies Record<keyof SourcingFields, unknown>;
const readSourcingFields = storedReader(SOURCING_FIELDS);

function selectSourcings(db: Db) {
  const query = db
    .select({
      id: sourcings.id,
      version: sourcings.version,
      ...sourcingFieldColumns,
      atrasado: sql<boolean>`coalesce(${atrasado}, false)`.mapWith(toBoolean),
      pendenteHoje: sql<boolean>`coalesce(${pendenteHoje}, false)`.mapWith(toBoolean),
      suppliers: sql<Sourcing["suppliers"]>`${supplierEntries}`.mapWith(toEntries),
      files: fileEntries.mapWith(storedFilesFromJson),
    })
    .from(sourcings)
    .$dynamic();
  return withNames(query);
}

type SourcingRow = Awaited<ReturnType<ReturnType<typeof selectSourcings>["execute"]>>[number];

function toSourcing(links: SignedLinks, row: SourcingRow): Sourcing {
  return {
    sourcing_id: row.id,
    version: row.version,
    ...replyOf(SOURCING_FIELDS, readSourcingFields.parse(row)),
    sourcing_atrasado: row.atrasado,
    sourcing_pendente_hoje: row.pendenteHoje,
    suppliers: row.suppliers,
    sourcing_files: row.files.map((file) => {
      const { filename, fileurl } = storedFileView(links, file);
      return { filename, fileurl };
    }),
  };
}

/** The ids of a window of the filtered, sorted list: the names are joined only to sort by them. */
function windowIds(db: Db, q: SourcingListFilter, window: PageWindow) {
  const ids = db.select({ id: sourcings.id }).from(sourcings).$dynamic();
  return (NAME_SORTS.includes(q.sort_field) ? withNames(ids) : ids)
    .where(filters(q))
    .orderBy(...ordering(q, window))
    .limit(window.limit)
    .offset(window.offset);
}

/**
 * The sourcing list's one query definition, shared by the page and the export: the COUNT, the ids of a
 * window (filters and sort only), and the columns of some ids.
 */
export const sourcingListSource: ListSource<SourcingListFilter, Sourcing> = {
  resource: "sourcings",
  count: ({ db }, q) => db.select({ total: count() }).from(sourcings).where(filters(q)),
  ids: ({ db }, q, window) => windowIds(db, q, window),
  rows: async ({ db, links }, ids) => (await selectSourcings(db).where(inArray(sourcings.id, ids))).map((row) => toSourcing(links, row)),
  idOf: (sourcing) => sourcing.sourcing_id,
};

export async function loadSourcing(db: Db, links: SignedLinks, id: number): Promise<Sourcing | null> {
  const [row] = await selectSourcings(db).where(eq(sourcings.id, id));
  return row ? toSourcing(links, row) : null;
}

/** GET /api/sourcings/: a page of the list (`listPage`), or with `?id=` that sourcing. */
export const listOrShowSourcings = listOrDetail({
  invalidId: SOURCING_ID_INVALID,
  query: sourcingListQuerySchema,
  list: (deps, q: SourcingListQuery) => listPage(deps, sourcingListSource, q),
  detail: ({ db, links }, id) => loadSourcing(db, links, id),
});
