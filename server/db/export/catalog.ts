import { getTableName, is } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { z } from "zod";
import * as schema from "#server/db/schema.ts";
import type { Session } from "./session.ts";

interface ColumnInfo {
  name: string;
  /** GENERATED ALWAYS AS (…) STORED: recomputed by the target, never inserted. */
  generated: boolean;
  /** GENERATED ALWAYS AS IDENTITY: inserted with OVERRIDING SYSTEM VALUE. */
  identityAlways: boolean;
  /** The sequence behind a serial or identity column, schema-qualified. */
  sequence: string | null;
}

export interface TableInfo {
  name: string;
  columns: ColumnInfo[];
  /** Tables this one references (its foreign keys), itself excluded. */
  parents: string[];
}

const columnRow = z.object({
  table: z.string(),
  column: z.string(),
  generated: z.boolean(),
  identity_always: z.boolean(),
  sequence: z.string().nullable(),
});
const foreignKeyRow = z.object({ child: z.string(), parent: z.string() });

/**
 * Every table of the public schema with its columns and foreign keys, read from the database's own catalog
 * (so a table added by a later migration is copied without anyone listing it), parents before children.
 */
export async function readCatalog(session: Session): Promise<TableInfo[]> {
  const columns = z.array(columnRow).parse(
    await session.query(`
      select c.relname::text as table, a.attname::text as column, a.attgenerated <> '' as generated,
             a.attidentity = 'a' as identity_always,
             pg_get_serial_sequence(quote_ident(n.nspname) || '.' || quote_ident(c.relname), a.attname) as sequence
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      join pg_attribute a on a.attrelid = c.oid
      where n.nspname = 'public' and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped
      order by c.relname, a.attnum`),
  );
  const foreignKeys = z.array(foreignKeyRow).parse(
    await session.query(`
      select child.relname::text as child, parent.relname::text as parent
      from pg_constraint co
      join pg_class child on child.oid = co.conrelid
      join pg_namespace n on n.oid = child.relnamespace
      join pg_class parent on parent.oid = co.confrelid
      where co.contype = 'f' and n.nspname = 'public'`),
  );
  const tables = new Map<string, TableInfo>();
  for (const { table, column, generated, identity_always, sequence } of columns) {
    const info = tables.get(table) ?? { name: table, columns: [], parents: [] };
    info.columns.push({ name: column, generated, identityAlways: identity_always, sequence });
    tables.set(table, info);
  }
  for (const { child, parent } of foreignKeys) {
    const info = tables.get(child);
    if (info && child !== parent && !info.parents.includes(parent)) info.parents.push(parent);
  }
  return inForeignKeyOrder([...tables.values()]);
}

/** Parents before children; among tables ready together, by name (a stable order for the report). */
export function inForeignKeyOrder(tables: TableInfo[]): TableInfo[] {
  const remaining = new Map(tables.map((t) => [t.name, t]));
  const ordered: TableInfo[] = [];
  while (remaining.size > 0) {
    const ready = [...remaining.values()]
      .filter((t) => t.parents.every((p) => !remaining.has(p)))
      .sort((a, b) => a.name.localeCompare(b.name));
    if (ready.length === 0) {
      throw new Error(`Chaves estrangeiras em ciclo entre as tabelas ${[...remaining.keys()].join(", ")}: não há ordem de cópia.`);
    }
    for (const t of ready) {
      ordered.push(t);
      remaining.delete(t.name);
    }
  }
  return ordered;
}

/** The tables the Drizzle schema declares: each must be in the catalog, or a migration is missing. */
export function schemaTableNames(): string[] {
  const values: unknown[] = Object.values(schema);
  return values
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => getTableName(table))
    .sort();
}

/** Why the source's tables cannot be copied into the target's (missing tables, different columns), or null. */
export function catalogDifference(source: TableInfo[], target: TableInfo[]): string | null {
  const describe = (tables: TableInfo[]) =>
    new Map(tables.map((t) => [t.name, t.columns.map((c) => `${c.name}${c.generated ? " (gerada)" : ""}`).join(", ")]));
  const a = describe(source);
  const b = describe(target);
  const problems: string[] = [];
  for (const [name, columns] of a) {
    const other = b.get(name);
    if (other === undefined) problems.push(`a tabela ${name} não existe no destino`);
    else if (other !== columns) problems.push(`a tabela ${name} tem colunas diferentes (origem: ${columns}; destino: ${other})`);
  }
  return problems.length > 0 ? problems.join("; ") : null;
}
