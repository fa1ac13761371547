import { getTableName } from "drizzle-orm";
import type { Context } from "hono";
import { DATA_VERSION_HEADER } from "#contract/shared/data-version.ts";
import type { Lookup } from "#contract/suppliers/suppliers.ts";
import type { Db } from "#server/db/client.ts";
import type { certificateTypes, productCategories, segments, sourcingCategories, sources, supplierTypes } from "#server/db/schema.ts";
import type { DataCache } from "./data-cache.ts";
import type { ApiEnv } from "./types.ts";

const ptBR = new Intl.Collator("pt-BR", { sensitivity: "base" });

/** Rows in Portuguese alphabetical order (accents sort with their letter, which SQL's byte order does not do). */
export const byName = <T extends { nome: string }>(rows: T[]) => rows.sort((a, b) => ptBR.compare(a.nome, b.nome) || 0);

/** The tables of `{id, nome}` lookups behind the dropdowns. */
export type LookupTable =
  typeof segments | typeof sources | typeof supplierTypes | typeof sourcingCategories | typeof productCategories | typeof certificateTypes;

/** `[{id, nome}]` of a lookup table, in Portuguese alphabetical order. */
async function listLookup(db: Db, table: LookupTable): Promise<Lookup[]> {
  return byName(await db.select({ id: table.id, nome: table.nome }).from(table));
}

/**
 * A reply that only changes with the data (lookup lists), kept under the data version: its ETag is the version,
 * and a client that already has it (`If-None-Match`) gets a 304 without the list being read or sent.
 */
export async function versionedReply<T>(c: Context<ApiEnv>, cache: DataCache<T>, key: string, compute: () => Promise<T>) {
  const { value, version } = await cache.get(c.var.deps.db, key, compute);
  // Weak: the bytes differ once compressed, the list does not.
  const etag = `W/"v${version}"`;
  c.header("ETag", etag);
  c.header("Cache-Control", "private, no-cache");
  c.header(DATA_VERSION_HEADER, String(version));
  if (c.req.header("if-none-match") === etag) return c.body(null, 304);
  return c.json(value);
}

/** The handler of a lookup table's `GET`: its `[{id, nome}]`, cached and revalidated by the data version. */
export const lookupHandler = (table: LookupTable) => (c: Context<ApiEnv>) =>
  versionedReply(c, c.var.deps.caches.lookups, getTableName(table), () => listLookup(c.var.deps.db, table));
