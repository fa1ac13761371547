import { eq } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { dataVersion } from "#server/db/schema.ts";

/** The current data version: one primary-key read (the row is bumped at the commit of every tracked change). */
export async function readDataVersion(db: Db): Promise<number> {
  const [row] = await db.select({ version: dataVersion.version }).from(dataVersion).where(eq(dataVersion.id, 1));
  return row?.version ?? 0;
}

/**
 * Values that only change when the data does (list totals, lookup lists), each kept with the data version it
 * was computed under and served while that version is current (docs/decisions/0037-data-version-caches.md).
 * The version is read before the value is computed: a write that commits in between leaves the entry under
 * the older version, so it is recomputed on the next read; an entry is never newer than its version says,
 * and never served stale. Shared by every process reading the same database, since the version lives there.
 */
export class DataCache<T> {
  private readonly entries = new Map<string, { version: number; value: T }>();
  hits = 0;
  misses = 0;

  constructor(private readonly maxEntries = 2_000) {}

  /** The value under `key` at the current version, computed by `compute` when absent or out of date. */
  async get(db: Db, key: string, compute: () => Promise<T>): Promise<{ value: T; version: number }> {
    const version = await readDataVersion(db);
    const entry = this.entries.get(key);
    if (entry && entry.version === version) {
      this.hits++;
      // Most recently used last: the oldest entries are the ones dropped.
      this.entries.delete(key);
      this.entries.set(key, entry);
      return { value: entry.value, version };
    }
    this.misses++;
    const value = await compute();
    this.entries.delete(key);
    this.entries.set(key, { version, value });
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    return { value, version };
  }
}
