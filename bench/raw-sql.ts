import { performance } from "node:perf_hooks";
import { type SQL, sql } from "drizzle-orm";
import { createApi } from "#server/api/app.ts";
import { type Database, openPgliteWorker, openPostgres, type QueryLogger } from "#server/db/client.ts";
import { createDeps } from "#server/runtime.ts";
import { LocalStorage } from "#server/storage/local.ts";
import { percentile } from "./load.ts";

export interface Statement {
  text: string;
  params: unknown[];
}

export interface RawSql {
  statements: Statement[];
  /** p50 of running every statement of the call in sequence, through the server's own driver. */
  p50: number;
}

/** A logged statement as Drizzle SQL again: its `$n` placeholders become bound parameters, in order. */
function asSql({ text, params }: Statement): SQL {
  const parts = text.split(/\$(\d+)/);
  const chunks: SQL[] = [];
  parts.forEach((part, i) => {
    if (i % 2 === 0) chunks.push(sql.raw(part));
    else chunks.push(sql`${params[Number(part) - 1]}`);
  });
  return sql.join(chunks, sql``);
}

/**
 * For each API path, the statements the server runs to answer it (the second call: the first fills the caches
 * as a warm server has), and their time run directly, through the same driver and database the server uses:
 * node-postgres to PostgreSQL, or to PGlite in its worker thread. Runs while the server is stopped (PGlite's
 * folder is locked to one process).
 */
export async function measureRawSql(
  target: { databaseUrl?: string; dataDir: string },
  paths: string[],
  runs = 30,
): Promise<Map<string, RawSql>> {
  let capturing: Statement[] | null = null;
  const logger: QueryLogger = { logQuery: (text, params) => capturing?.push({ text, params }) };
  const database: Database = target.databaseUrl
    ? await openPostgres(target.databaseUrl, { size: 2, statementTimeoutMs: 0 }, logger)
    : await openPgliteWorker({ dataDir: target.dataDir, logger });
  const results = new Map<string, RawSql>();
  try {
    const api = createApi(
      createDeps(database, new LocalStorage(`${target.dataDir}/bench-files`), "bench-jwt-secret-with-at-least-32-characters"),
    );
    const login = await api.fetch(
      new Request("http://bench/auth/login/", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ email: "admin@demo.local", password: "demo1234" }),
      }),
      { clientAddress: "127.0.0.2" },
    );
    const { access } = (await login.json()) as { access: string };
    const call = (path: string) => api.fetch(new Request(`http://bench${path}`, { headers: { Authorization: `Bearer ${access}` } }), {});
    for (const path of paths) {
      await (await call(path)).text();
      capturing = [];
      await (await call(path)).text();
      const statements: Statement[] = capturing;
      capturing = null;
      const queries = statements.map(asSql);
      const times: number[] = [];
      for (let run = 0; run < runs + 3; run++) {
        const t0 = performance.now();
        for (const query of queries) await database.db.execute(query);
        if (run >= 3) times.push(performance.now() - t0);
      }
      times.sort((a, b) => a - b);
      results.set(path, { statements, p50: Math.round(percentile(times, 50) * 100) / 100 });
    }
  } finally {
    await database.close();
  }
  return results;
}
