// The server's side of a field table (contract/fields/field-table.ts): which columns of the entity's Drizzle table a
// query selects, and the alter's column set. The table names each column by its Drizzle property, checked here.
import { type Column, getTableColumns, type SQL, sql, type Table } from "drizzle-orm";
import type { FieldTable, WrittenKeys } from "#contract/fields/field-table.ts";

type ColumnsOf<TTable extends Table> = ReturnType<typeof getTableColumns<TTable>>;

/**
 * A table whose every `column` is a column of `TTable` (a misspelt or dropped one fails the typecheck), or null for a
 * value the query computes.
 */
type StoredIn<TTable extends Table> = Record<string, { column: (keyof ColumnsOf<TTable> & string) | null }>;

/** Each stored field's column, keyed as the table (a computed one is left to the query, which gives its SQL). */
type StoredColumns<TTable extends Table, T extends StoredIn<TTable>> = {
  [K in keyof T as T[K]["column"] extends string ? K : never]: ColumnsOf<TTable>[NonNullable<T[K]["column"]>];
};

/** The columns that store the fields, keyed as the table: spread into a SELECT, read back by `storedReader`. */
export function storedColumns<TTable extends Table, T extends StoredIn<TTable>>(table: TTable, fields: T): StoredColumns<TTable, T> {
  const columns: Readonly<Record<string, Column>> = getTableColumns(table);
  // Object.fromEntries cannot say which column goes with which key: stated here, once.
  return Object.fromEntries(
    Object.entries(fields).flatMap(([key, { column }]) => (column === null ? [] : [[key, columns[column]]])),
  ) as StoredColumns<TTable, T>;
}

/**
 * The stored fields as the arguments of a `json_build_object` (each key, then its column), for a list a query builds
 * per row (`json_agg` in a sub-select): a numeric column as its exact text, as node-postgres hands it over in a row,
 * so that `storedReader` reads an item of the list as it reads a row. The keys are the table's own, written as SQL
 * string literals.
 */
export function storedJsonFields<TTable extends Table, T extends StoredIn<TTable>>(table: TTable, fields: T): SQL {
  const columns: Readonly<Record<string, Column>> = getTableColumns(table);
  const pairs = Object.entries(fields).flatMap(([key, { column: name }]) => {
    const column = name === null ? undefined : columns[name];
    if (column === undefined) return [];
    const value = column.getSQLType().startsWith("numeric") ? sql`${column}::text` : sql`${column}`;
    return [sql`${sql.raw(`'${key.replaceAll("'", "''")}'`)}, ${value}`];
  });
  return sql.join(pairs, sql`, `);
}

/**
 * The alter's column set: each field the table writes (`write: true`) that the payload sends (absent keeps the stored
 * value), as a parameter encoded by its column (numeric as exact text).
 */
export function writtenColumns<TTable extends Table, T extends FieldTable<never> & StoredIn<TTable>>(
  table: TTable,
  fields: T,
  input: { [K in WrittenKeys<T>]?: unknown },
): Record<string, SQL> {
  const columns: Readonly<Record<string, Column>> = getTableColumns(table);
  const sent: Readonly<Record<string, unknown>> = input;
  const set: Record<string, SQL> = {};
  for (const [key, entry] of Object.entries(fields)) {
    const value = sent[key];
    if (!entry.write || value === undefined || entry.column === null) continue;
    const column = columns[entry.column];
    if (column !== undefined) set[entry.column] = sql`${sql.param(value, column)}`;
  }
  return set;
}

/**
 * A creation's column values: each field the table writes, as the payload has it, under its column (the INSERT's own
 * type then checks that every required column is there, with a value of its type).
 */
export function insertedValues<T extends FieldTable<never>, I extends { [K in WrittenKeys<T>]: unknown }>(
  fields: T,
  input: I,
): { [K in WrittenKeys<T> as NonNullable<T[K]["column"]>]: I[K] } {
  const sent: Readonly<Record<string, unknown>> = input;
  const values = Object.entries(fields).flatMap(([key, entry]) =>
    entry.write && entry.column !== null ? [[entry.column, sent[key]] as const] : [],
  );
  // Object.fromEntries cannot say which value goes with which column: stated here, once.
  return Object.fromEntries(values) as { [K in WrittenKeys<T> as NonNullable<T[K]["column"]>]: I[K] };
}
