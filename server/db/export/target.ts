import { z } from "zod";
import { type TableInfo, readCatalog } from "./catalog.ts";
import { ident, type Session } from "./session.ts";

/**
 * Tables whose rows the migrations themselves insert (`INSERT` in server/db/migrations: the data version's one
 * row, migration 0009; the first certificate types, migration 0021). A target holding only these rows is empty; the
 * copy replaces them with the source's.
 * The export checks, on the freshly migrated target, that no other table came out of the migrations with rows.
 */
const SEEDED_BY_MIGRATIONS: readonly string[] = ["data_version", "certificate_types"];

const countRow = z.object({ n: z.coerce.number() });

async function countRows(session: Session, table: string): Promise<number> {
  const [row] = await session.query(`select count(*)::bigint::text as n from ${ident(table)}`);
  return countRow.parse(row).n;
}

/** The target's tables (if any yet) holding rows other than the migrations' own, with their counts. */
export async function foreignRows(target: Session): Promise<{ table: string; rows: number }[]> {
  const tables = await readCatalog(target);
  const found: { table: string; rows: number }[] = [];
  for (const { name } of tables) {
    if (SEEDED_BY_MIGRATIONS.includes(name)) continue;
    const rows = await countRows(target, name);
    if (rows > 0) found.push({ table: name, rows });
  }
  return found;
}

/** After the migrations ran on a target with no rows of its own: the tables they filled (to be replaced). */
export async function tablesSeededByMigrations(target: Session, tables: TableInfo[]): Promise<string[]> {
  const seeded: string[] = [];
  for (const { name } of tables) if ((await countRows(target, name)) > 0) seeded.push(name);
  const unexpected = seeded.filter((name) => !SEEDED_BY_MIGRATIONS.includes(name));
  if (unexpected.length > 0) {
    throw new Error(
      `As migrações inseriram linhas em ${unexpected.join(", ")}: acrescente essas tabelas a SEEDED_BY_MIGRATIONS ` +
        "(server/db/export/target.ts) para que a exportação as substitua pelas da origem.",
    );
  }
  return seeded;
}
