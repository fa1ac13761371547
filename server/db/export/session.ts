import { type SQL, sql } from "drizzle-orm";
import type pg from "pg";
import { z } from "zod";
import type { Db, Tx } from "#server/db/client.ts";

type Row = Record<string, unknown>;

/** One SQL session of the export: the embedded source (through Drizzle) or the PostgreSQL target (one pg client). */
export interface Session {
  query(text: string, params?: readonly unknown[]): Promise<Row[]>;
}

/** A quoted identifier (table and column names come from the catalog, never from input). */
export const ident = (name: string): string => `"${name.replaceAll('"', '""')}"`;

const resultSchema = z.object({ rows: z.array(z.record(z.string(), z.unknown())) });

/** `text` with `$1`, `$2`… placeholders as a Drizzle statement whose parameters are bound, not interpolated. */
function bind(text: string, params: readonly unknown[]): SQL {
  const parts = text.split(/\$(\d+)/);
  const chunks: SQL[] = [];
  parts.forEach((part, i) => {
    chunks.push(i % 2 === 0 ? sql.raw(part) : sql`${params[Number(part) - 1]}`);
  });
  return sql.join(chunks);
}

export function drizzleSession(db: Db | Tx): Session {
  return {
    async query(text, params = []) {
      return resultSchema.parse(await db.execute(bind(text, params))).rows;
    },
  };
}

export function pgSession(client: pg.ClientBase): Session {
  return {
    async query(text, params = []) {
      return resultSchema.parse(await client.query(text, [...params])).rows;
    },
  };
}

/**
 * Both sides print values alike (the content check compares rows as text): UTC, ISO dates. Every value the
 * export reads is text carrying its own offset, so this changes no copied value.
 */
export async function normaliseOutput(session: Session): Promise<void> {
  await session.query("set timezone to 'UTC'");
  await session.query("set datestyle to 'ISO, YMD'");
}
