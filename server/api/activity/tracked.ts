import { type Column, getTableColumns, type SQL, sql, type Table } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { z } from "zod";
import { type SOURCING_ACTIVITY_FIELDS, SOURCING_FIELDS } from "#contract/sourcings/sourcing-fields.ts";
import type { FieldTable, LookupNames } from "#contract/fields/field-table.ts";
import { SUPPLIER_FIELDS } from "#contract/suppliers/supplier-fields.ts";
import { PRODUCT_FIELDS } from "#contract/products/product-fields.ts";
import type { ActivityValueKind } from "#contract/fields/activity-spec.ts";
import {
  type ActivityField,
  type ActivityRef,
  activityRefSchema,
  type ActivityValue,
  activityValueSchema,
} from "#contract/activity/activity.ts";
import {
  countries,
  productCategories,
  products,
  segments,
  sourcingCategories,
  sourcings,
  sourcingSuppliers,
  sources,
  suppliers,
  supplierTypes,
  users,
} from "#server/db/schema.ts";

/**
 * Where each tracked field of a record is read (docs/decisions/0054-activity-history.md), as SQL that yields
 * the value as the history stores it. A record's fields are read together as one snapshot (`snapshotOf`), in
 * the SELECT … FOR UPDATE before a change and in the UPDATE's RETURNING after it: no extra round trip.
 */

type Expr = SQL | Column;

/** A lookup's entry as `{id, nome}`, by its name now (a sub-select: it works in RETURNING too). */
function lookupOf(table: PgTable, id: Column, nome: Expr, ref: Column): SQL {
  return sql`(select jsonb_build_object('id', ${id}, 'nome', ${nome}) from ${table} where ${id} = ${ref})`;
}

/** A person as `{id, nome}`: the full name, or the e-mail when there is none (as every user list shows them). */
const personOf = (ref: Column) =>
  lookupOf(users, users.id, sql`coalesce(nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), ${users.email})`, ref);

/** A calendar day as "YYYY-MM-DD". */
const dayOf = (column: Column) => sql`to_char(${column}, 'YYYY-MM-DD')`;

/** A moment as an ISO time in UTC, whatever the session's time zone. */
const instantOf = (column: Column) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A column as the history stores a value of its kind: a day and an instant as above, anything else as it is. */
const readAs = (kind: ActivityValueKind, column: Column): Expr =>
  kind === "day" ? dayOf(column) : kind === "instant" ? instantOf(column) : column;

/** A supplier as `{id, nome}`, as a tracked field (e.g. a product's preferred supplier). */
const supplierLookupOf = (ref: Column) => lookupOf(suppliers, suppliers.id, suppliers.nome, ref);

const refSchema = activityRefSchema.nullable();

/** The supplier a link or a quote is about, as `{id, nome}` (null once the supplier is gone), for a SELECT or a RETURNING. */
export const supplierRefOf = (ref: Column): SQL<ActivityRef | null> =>
  sql`${supplierLookupOf(ref)}::text`.mapWith((text: string | null) => refSchema.parse(typeof text === "string" ? JSON.parse(text) : text));

/** A supplier's own fields, from its table (its documents are recorded where they are sent, renamed or removed). */
export const supplierTracked = trackedOf(suppliers, SUPPLIER_FIELDS, {
  tipo: lookupOf(supplierTypes, supplierTypes.id, supplierTypes.nome, suppliers.tipoId),
  segmento: lookupOf(segments, segments.id, segments.nome, suppliers.segmentoId),
  source: lookupOf(sources, sources.id, sources.nome, suppliers.sourceId),
  pais: lookupOf(countries, countries.code, countries.nome, suppliers.codPais),
});

/** A sourcing's own fields (its files and suppliers are recorded where they are added and removed). */
export const sourcingTracked = trackedOf(sourcings, SOURCING_FIELDS, {
  categoria: lookupOf(sourcingCategories, sourcingCategories.id, sourcingCategories.nome, sourcings.categoriaId),
  responsavel: personOf(sourcings.responsavelId),
  comercial: personOf(sourcings.comercialId),
});

/** A supplier's link to a sourcing: recorded under the sourcing, the supplier in `subject`. */
export const linkTracked = {
  supplier_status: sourcingSuppliers.status,
  supplier_nota: sourcingSuppliers.nota,
  supplier_justificativa: sourcingSuppliers.justificativa,
} satisfies Record<
  Exclude<
    ActivityField<"sourcing">,
    keyof typeof SOURCING_ACTIVITY_FIELDS | "arquivo" | "supplier" | "produto" | "pedido_cotacao" | "resposta_cotacao"
  >,
  Expr
>;

/**
 * Where a field table's tracked fields are read: each one's column (as its kind is stored), but a lookup's `{id, nome}`,
 * which `lookups` gives (a lookup left out fails the typecheck).
 */
function trackedOf<TTable extends Table, T extends FieldTable<never>>(
  table: TTable,
  fields: T,
  lookups: Record<LookupNames<T>, Expr>,
): Record<string, Expr> {
  const columns: Readonly<Record<string, Column>> = getTableColumns(table);
  const byName: Readonly<Record<string, Expr>> = lookups;
  const tracked: Record<string, Expr> = {};
  for (const [key, { column, activity }] of Object.entries(fields)) {
    if (!activity) continue;
    const name = activity.as ?? key;
    const stored = column === null ? undefined : columns[column];
    const expr = activity.kind === "lookup" ? byName[name] : stored && readAs(activity.kind, stored);
    if (expr === undefined) throw new Error(`campo de histórico sem coluna: ${name}`);
    tracked[name] = expr;
  }
  return tracked;
}

/** A product's own fields, from its table (its image and quotes are recorded where they are written). */
export const productTracked = trackedOf(products, PRODUCT_FIELDS, {
  categoria: lookupOf(productCategories, productCategories.id, productCategories.nome, products.categoriaId),
  supplier_preferido: supplierLookupOf(products.idSupplierPreferido),
});

/** Tracked values by field name, as read from the database. */
export type Snapshot = Record<string, ActivityValue>;

const snapshotSchema = z.record(z.string(), activityValueSchema);

/** Read as text and parsed here: both drivers then hand over the same JSON (numbers, ISO days). */
const readSnapshot = (text: string | Snapshot): Snapshot => snapshotSchema.parse(typeof text === "string" ? JSON.parse(text) : text);

/** The fields as one JSON object, for a SELECT or a RETURNING. */
export function snapshotOf(fields: Record<string, Expr>): SQL<Snapshot> {
  const pairs = Object.entries(fields).map(([key, value]) => {
    if (!/^[a-z][a-z0-9_]*$/.test(key)) throw new Error(`campo de histórico inválido: ${key}`);
    return sql`${sql.raw(`'${key}'`)}, ${value}`;
  });
  return sql`jsonb_build_object(${sql.join(pairs, sql`, `)})::text`.mapWith(readSnapshot);
}
