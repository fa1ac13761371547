import { readFileSync } from "node:fs";
import { join } from "node:path";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { openPostgres } from "#server/db/client.ts";
import { MIGRATION_LOCK_KEY, migrate } from "#server/db/migrate.ts";
import { migrationsDir } from "#server/paths.ts";
import { adminUrl } from "#tests/support/template.ts";

// Instances starting together on one empty PostgreSQL database (ADR 0040): migrations hold an advisory lock, so
// they take turns; the later ones find the schema migrated instead of racing to create it twice.

const serverUrl = process.env.TEST_DATABASE_URL;
const journal = JSON.parse(readFileSync(join(migrationsDir, "meta/_journal.json"), "utf8")) as { entries: unknown[] };

describe.skipIf(!serverUrl)("migrações com bloqueio consultivo (PostgreSQL)", () => {
  const dropped: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const drop of dropped.splice(0)) await drop();
  });

  async function freshDatabase(): Promise<string> {
    const name = `bo_migrate_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = new pg.Client({ connectionString: adminUrl(serverUrl ?? "") });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    dropped.push(async () => {
      const client = new pg.Client({ connectionString: adminUrl(serverUrl ?? "") });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    });
    return adminUrl(serverUrl ?? "", name);
  }

  async function appliedMigrations(url: string): Promise<number> {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: number }>("select count(*)::int as n from drizzle.__drizzle_migrations");
      return rows[0]?.n ?? 0;
    } finally {
      await client.end();
    }
  }

  it("two instances migrating one empty database at once both succeed, and the schema is migrated once", async () => {
    const url = await freshDatabase();
    // Two processes' worth of pools, as two instances starting together have.
    const first = await openPostgres(url, { size: 1, statementTimeoutMs: 0 });
    const second = await openPostgres(url, { size: 1, statementTimeoutMs: 0 });
    try {
      const results = await Promise.allSettled([migrate(first), migrate(second)]);
      expect(results.map((r) => r.status)).toEqual(["fulfilled", "fulfilled"]);
      expect(await appliedMigrations(url)).toBe(journal.entries.length);
      // And the schema is usable: the last migration's table answers.
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query("select version from data_version");
      await client.end();
    } finally {
      await first.close();
      await second.close();
    }
  });

  it("waits while another session holds the lock, then finds nothing left to do", async () => {
    const url = await freshDatabase();
    const holder = new pg.Client({ connectionString: url });
    await holder.connect();
    await holder.query("select pg_advisory_lock($1::bigint)", [MIGRATION_LOCK_KEY]);
    const database = await openPostgres(url, { size: 1, statementTimeoutMs: 0 });
    try {
      let done = false;
      const migrating = migrate(database).then(() => (done = true));
      await new Promise((r) => setTimeout(r, 500));
      expect(done).toBe(false);
      // Nothing was created while it waited.
      const { rows } = await holder.query<{ present: boolean }>(
        "select to_regclass('drizzle.__drizzle_migrations') is not null as present",
      );
      expect(rows[0]?.present).toBe(false);
      await holder.query("select pg_advisory_unlock($1::bigint)", [MIGRATION_LOCK_KEY]);
      await migrating;
      expect(await appliedMigrations(url)).toBe(journal.entries.length);
      // The lock is released after: another session takes it at once.
      const { rows: taken } = await holder.query<{ ok: boolean }>("select pg_try_advisory_lock($1::bigint) as ok", [MIGRATION_LOCK_KEY]);
      expect(taken[0]?.ok).toBe(true);
    } finally {
      await holder.end();
      await database.close();
    }
  });
});
