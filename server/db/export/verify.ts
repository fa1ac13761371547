import { z } from "zod";
import type { TableInfo } from "./catalog.ts";
import { ident, type Session } from "./session.ts";

export interface TableCheck {
  table: string;
  source: number;
  target: number;
  /** Same rows on both sides, every column (generated and trigger-kept ones too) compared as text. */
  sameContent: boolean;
}

const fingerprintRow = z.object({ n: z.coerce.number(), sum: z.string() });

/**
 * The table's row count and a fingerprint of its content: the md5 of each whole row as text, sorted (byte order,
 * so no collation differs between the two servers) and hashed together. Independent of row order.
 */
async function fingerprint(session: Session, table: string): Promise<{ n: number; sum: string }> {
  const [row] = await session.query(`
    select count(*)::bigint::text as n, coalesce(md5(string_agg(h, '' order by h collate "C")), '') as sum
    from (select md5(t::text) as h from ${ident(table)} t) rows`);
  return fingerprintRow.parse(row);
}

export async function compareTables(source: Session, target: Session, tables: TableInfo[]): Promise<TableCheck[]> {
  const checks: TableCheck[] = [];
  for (const { name } of tables) {
    const a = await fingerprint(source, name);
    const b = await fingerprint(target, name);
    checks.push({ table: name, source: a.n, target: b.n, sameContent: a.sum === b.sum });
  }
  return checks;
}
