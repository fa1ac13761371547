import { z } from "zod";
import type { TableInfo } from "./catalog.ts";
import { ident, type Session } from "./session.ts";

/** PostgreSQL binds at most 65,535 parameters per statement. */
const MAX_PARAMETERS = 65_535;

const textRow = z.record(z.string(), z.string().nullable());

/**
 * Copies one table's rows from the source (inside a transaction: the cursor lives in it) to the target, `batch`
 * rows per INSERT. Every value travels as PostgreSQL's own text form (`::text` out, the column's input function
 * in), so numerics, timestamps to the microsecond, dates and bigints arrive unchanged; generated columns are
 * left to the target. Returns the rows copied.
 */
export async function copyTable(
  source: Session,
  target: Session,
  table: TableInfo,
  batch: number,
  progress: (rows: number) => void,
): Promise<number> {
  const columns = table.columns.filter((c) => !c.generated);
  const perStatement = Math.max(1, Math.min(batch, Math.floor(MAX_PARAMETERS / columns.length)));
  const select = columns.map((c, i) => `${ident(c.name)}::text as c${i}`).join(", ");
  const insertInto =
    `insert into ${ident(table.name)} (${columns.map((c) => ident(c.name)).join(", ")})` +
    (columns.some((c) => c.identityAlways) ? " overriding system value" : "") +
    " values ";
  await source.query(`declare export_rows no scroll cursor for select ${select} from ${ident(table.name)}`);
  let copied = 0;
  try {
    for (;;) {
      const rows = z.array(textRow).parse(await source.query(`fetch ${perStatement} from export_rows`));
      if (rows.length === 0) break;
      const params: (string | null)[] = [];
      const tuples = rows.map((row) => {
        const placeholders = columns.map((_c, i) => {
          params.push(row[`c${i}`] ?? null);
          return `$${params.length}`;
        });
        return `(${placeholders.join(", ")})`;
      });
      await target.query(insertInto + tuples.join(", "), params);
      copied += rows.length;
      progress(copied);
    }
  } finally {
    await source.query("close export_rows");
  }
  return copied;
}

const sequenceRow = z.object({ last_value: z.string(), is_called: z.boolean() });

/**
 * Sets every serial sequence of the target past both the highest id copied and the source sequence's own
 * position (ids of deleted rows are not handed out again). Returns how many sequences were set.
 */
export async function setSequences(source: Session, target: Session, tables: TableInfo[]): Promise<number> {
  let set = 0;
  for (const table of tables) {
    for (const column of table.columns) {
      if (!column.sequence) continue;
      const [position] = await source.query(`select last_value::text as last_value, is_called from ${column.sequence}`);
      const { last_value, is_called } = sequenceRow.parse(position);
      const sourceNext = BigInt(last_value) + (is_called ? 1n : 0n);
      await target.query(
        `select setval($1::regclass, greatest($2::bigint, coalesce((select max(${ident(column.name)}) from ${ident(table.name)}), 0) + 1), false)`,
        [column.sequence, sourceNext.toString()],
      );
      set++;
    }
  }
  return set;
}
