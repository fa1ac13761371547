import { and, asc, count, desc, eq, type SQL, sql } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import { z } from "zod";
import { PAGE_SIZE } from "../../contract/pagination.ts";
import {
  flagUrl,
  SUPPLIER_PAGE_SIZE_MAX,
  SUPPLIER_SORT_FIELDS,
  type SupplierListItem,
  type SupplierSortField,
} from "../../contract/suppliers.ts";
import type { Db } from "../db/client.ts";
import { countries, segments, sources, suppliers, supplierTypes } from "../db/schema.ts";
import { paginationOf } from "./pagination.ts";
import { flagParam, positiveIntParam, withoutBlanks } from "./query-params.ts";

const NOTA_MESSAGE = "A nota deve ser um número entre 0 e 10.";
const notaParam = z
  .string({ error: NOTA_MESSAGE })
  .trim()
  .regex(/^\d+(\.\d+)?$/, { error: NOTA_MESSAGE })
  .transform(Number)
  .pipe(z.number().min(0, { error: NOTA_MESSAGE }).max(10, { error: NOTA_MESSAGE }));

/** Every parameter of GET /api/suppliers/ (the list), validated at once. */
export const supplierListQuerySchema = z.preprocess(
  withoutBlanks,
  z
    .object({
      page: positiveIntParam("Página inválida: informe um número inteiro a partir de 1.").default(1),
      page_size: positiveIntParam("Tamanho de página inválido: informe um número inteiro a partir de 1.")
        .pipe(z.number().max(SUPPLIER_PAGE_SIZE_MAX, { error: `O tamanho de página máximo é ${SUPPLIER_PAGE_SIZE_MAX}.` }))
        .default(PAGE_SIZE),
      search: z.string().trim().max(200, { error: "Busca longa demais (máximo de 200 caracteres)." }).optional(),
      tipo: z.string().trim().optional(),
      pais: z.string().trim().toLowerCase().optional(),
      segmento: z.string().trim().optional(),
      source: z.string().trim().optional(),
      blacklisted: flagParam("blacklisted").optional(),
      has_qc: flagParam("has_qc").optional(),
      has_audit: flagParam("has_audit").optional(),
      has_catalog: flagParam("has_catalog").optional(),
      has_sourcing: flagParam("has_sourcing").optional(),
      nota_min: notaParam.optional(),
      nota_max: notaParam.optional(),
      sem_nota: flagParam("sem_nota").optional(),
      order_by: z
        .enum(SUPPLIER_SORT_FIELDS, { error: `Campo de ordenação inválido. Use: ${SUPPLIER_SORT_FIELDS.join(", ")}.` })
        .default("nome"),
      order_direction: z.enum(["asc", "desc"], { error: "Direção de ordenação inválida: use asc ou desc." }).default("asc"),
    })
    .refine((q) => q.nota_min === undefined || q.nota_max === undefined || q.nota_min <= q.nota_max, {
      error: "A nota mínima não pode ser maior que a nota máxima.",
      path: ["nota_min"],
    }),
);
export type SupplierListQuery = z.output<typeof supplierListQuerySchema>;

const fold = (text: SQL | SQL.Aliased | unknown) => sql`lower(f_unaccent(${text}))`;

/** Escapes LIKE's wildcards so a search for "50%" looks for the text "50%". */
const likeLiteral = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The average grade of a supplier's scored links, one decimal (null when none is scored). */
export const averageGrade = sql`(select round(avg(ss.nota), 1) from sourcing_suppliers ss where ss.id_supplier = ${suppliers.id} and ss.nota is not null)`;

const hasDocument = (type: string) =>
  sql`exists (select 1 from supplier_documents d where d.supplier_id = ${suppliers.id} and d.type = ${type})`;
const hasSourcing = sql`exists (select 1 from sourcing_suppliers ss where ss.id_supplier = ${suppliers.id})`;
const sourcingNames = sql`coalesce((select json_agg(s.descricao order by s.descricao) from sourcing_suppliers ss join sourcings s on s.id = ss.id_sourcing where ss.id_supplier = ${suppliers.id}), '[]'::json)`;

const yesNo = (condition: SQL, wanted: boolean) => (wanted ? condition : sql`not ${condition}`);

/** The grade range applies only when narrower than 0..10 (docs/decisions/0001-grade-filter-and-nulls.md). */
function gradeConditions(q: SupplierListQuery): SQL[] {
  const min = q.nota_min ?? 0;
  const max = q.nota_max ?? 10;
  const conditions: SQL[] = [];
  if (min > 0 || max < 10) conditions.push(sql`${averageGrade} between ${min} and ${max}`);
  if (q.sem_nota) conditions.push(sql`${averageGrade} is not null`);
  return conditions;
}

function filters(q: SupplierListQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    q.search ? sql`${fold(suppliers.nome)} like '%' || ${fold(sql`${likeLiteral(q.search)}::text`)} || '%'` : undefined,
    q.tipo ? sql`lower(${supplierTypes.nome}) = lower(${q.tipo})` : undefined,
    q.pais ? eq(suppliers.codPais, q.pais) : undefined,
    q.segmento ? sql`lower(${segments.nome}) = lower(${q.segmento})` : undefined,
    q.source ? sql`lower(${sources.nome}) = lower(${q.source})` : undefined,
    q.blacklisted ? eq(suppliers.blacklisted, false) : undefined,
    q.has_qc === undefined ? undefined : yesNo(hasDocument("qc"), q.has_qc),
    q.has_audit === undefined ? undefined : yesNo(hasDocument("audit"), q.has_audit),
    q.has_catalog === undefined ? undefined : yesNo(hasDocument("catalogo"), q.has_catalog),
    q.has_sourcing === undefined ? undefined : yesNo(hasSourcing, q.has_sourcing),
    ...gradeConditions(q),
  ];
  return and(...conditions);
}

const SORT_EXPRESSIONS: Record<SupplierSortField, SQL> = {
  nome: fold(suppliers.nome),
  segmento: fold(segments.nome),
  pais: fold(countries.nome),
  tipo: fold(supplierTypes.nome),
  source: fold(sources.nome),
  blacklisted: sql`${suppliers.blacklisted}`,
  nota: averageGrade,
};

/** Whitelisted sort, missing grades last in both directions, ties broken by id. */
function ordering(q: SupplierListQuery): SQL[] {
  const expression = SORT_EXPRESSIONS[q.order_by];
  const direction = q.order_direction === "desc" ? sql`desc nulls last` : sql`asc nulls last`;
  return [sql`${expression} ${direction}`, q.order_direction === "desc" ? desc(suppliers.id) : asc(suppliers.id)];
}

const toNumberOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));
const toStringList = (value: unknown) => z.array(z.string()).parse(typeof value === "string" ? JSON.parse(value) : value);

/** Suppliers joined to their lookups: the FROM clause shared by the page and its count. */
const withLookups = <T extends PgSelect>(query: T) =>
  query
    .innerJoin(segments, eq(segments.id, suppliers.segmentoId))
    .innerJoin(countries, eq(countries.code, suppliers.codPais))
    .innerJoin(supplierTypes, eq(supplierTypes.id, suppliers.tipoId))
    .innerJoin(sources, eq(sources.id, suppliers.sourceId));

/** One query for the page and one COUNT: every filter runs in SQL so totals and pages agree. */
export async function listSuppliers(db: Db, q: SupplierListQuery) {
  const where = filters(q);
  const pageQuery = db
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
    })
    .from(suppliers)
    .$dynamic();
  const page = withLookups(pageQuery)
    .where(where)
    .orderBy(...ordering(q))
    .limit(q.page_size)
    .offset((q.page - 1) * q.page_size);
  const countQuery = withLookups(db.select({ total: count() }).from(suppliers).$dynamic()).where(where);
  const [rows, [totals]] = await Promise.all([page, countQuery]);
  const results: SupplierListItem[] = rows.map(({ blacklisted, ...row }) => ({
    ...row,
    supplier_icon_pais: flagUrl(row.supplier_cod_pais),
    supplier_blacklisted: blacklisted ? 1 : 0,
  }));
  return { results, pagination: paginationOf(q.page, q.page_size, totals?.total ?? 0) };
}
