import type { Lookup } from "../../contract/suppliers.ts";
import type { Db } from "../db/client.ts";
import type { productCategories, segments, sourcingCategories, sources, supplierTypes } from "../db/schema.ts";

const ptBR = new Intl.Collator("pt-BR", { sensitivity: "base" });

/** Rows in Portuguese alphabetical order (accents sort with their letter, which SQL's byte order does not do). */
export const byName = <T extends { nome: string }>(rows: T[]) => rows.sort((a, b) => ptBR.compare(a.nome, b.nome) || 0);

/** The tables of `{id, nome}` lookups behind the dropdowns. */
export type LookupTable = typeof segments | typeof sources | typeof supplierTypes | typeof sourcingCategories | typeof productCategories;

/** `[{id, nome}]` of a lookup table, in Portuguese alphabetical order. */
export async function listLookup(db: Db, table: LookupTable): Promise<Lookup[]> {
  return byName(await db.select({ id: table.id, nome: table.nome }).from(table));
}
