import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createApi } from "#server/api/app.ts";
import { openPostgres } from "#server/db/client.ts";
import { sql } from "drizzle-orm";
import { DATABASE_UNAVAILABLE, databaseTrouble, isDatabaseUnavailable } from "#server/db/unavailable.ts";
import { createDeps } from "#server/runtime.ts";
import { LocalStorage } from "#server/storage/local.ts";
import { createTestApi, JWT_SECRET, type TestApi } from "#tests/support/api.ts";

describe("banco de dados indisponível", () => {
  let t: TestApi;
  beforeEach(async () => {
    t = await createTestApi("pglite");
  });
  afterEach(async () => {
    await t.close();
  });

  it("answers 503 with a Portuguese detail and Retry-After when PostgreSQL cannot be reached", async () => {
    const { access } = await t.login("sourcing@demo.local");
    // Nothing listens on port 9: every connection is refused at once, as while PostgreSQL restarts.
    const down = await openPostgres("postgres://postgres@127.0.0.1:9/none", 2);
    try {
      const api = createApi(createDeps(down, new LocalStorage(t.storageDir), JWT_SECRET));
      for (const [path, init] of [
        ["/api/suppliers/", { headers: { Authorization: `Bearer ${access}` } }],
        [
          "/auth/login/",
          {
            method: "POST",
            headers: { "Content-Type": "application/json" },
            body: JSON.stringify({ email: "sourcing@demo.local", password: "demo1234" }),
          },
        ],
      ] as const) {
        const reply = await api.fetch(new Request(`http://test.local${path}`, init), { clientAddress: "203.0.113.7" });
        expect(reply.status).toBe(503);
        expect(reply.headers.get("Retry-After")).toBe("5");
        expect(await reply.json()).toEqual({ detail: DATABASE_UNAVAILABLE });
      }
    } finally {
      await down.close();
    }
  });

  it("tells connection failures from query failures, through the causes drivers and Drizzle wrap them in", () => {
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    const shutdown = Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" });
    expect(isDatabaseUnavailable(new Error("Failed query: select 1", { cause: refused }))).toBe(true);
    expect(isDatabaseUnavailable(shutdown)).toBe(true);
    expect(isDatabaseUnavailable(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([refused]))).toBe(true);
    const uniqueViolation = Object.assign(new Error("duplicate key value"), { code: "23505" });
    expect(isDatabaseUnavailable(new Error("Failed query", { cause: uniqueViolation }))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError("x is undefined"))).toBe(false);
  });
});

// Overload is a 503 too (ADR 0036): a bounded wait for a pooled connection, and a statement timeout.
describe.skipIf(!process.env.TEST_DATABASE_URL)("limites do pool do PostgreSQL", () => {
  const url = process.env.TEST_DATABASE_URL ?? "";

  it("a request that cannot get a connection within the wait is 'busy'; a statement past the timeout is 'slow'", async () => {
    const one = await openPostgres(url, { size: 1, waitMs: 200, statementTimeoutMs: 5_000 });
    try {
      // Drizzle's queries start when awaited: `then` starts this one now, holding the only connection.
      const holding = one.db.execute(sql`select pg_sleep(1)`).then(() => undefined);
      const waited = await one.db.execute(sql`select 1`).catch((error: unknown) => error);
      expect(databaseTrouble(waited)).toBe("busy");
      await holding;
    } finally {
      await one.close();
    }
    const quick = await openPostgres(url, { size: 2, waitMs: 1_000, statementTimeoutMs: 150 });
    try {
      const cancelled = await quick.db.execute(sql`select pg_sleep(2)`).catch((error: unknown) => error);
      expect(databaseTrouble(cancelled)).toBe("slow");
      // The pool is fine afterwards: the next statement runs.
      await expect(quick.db.execute(sql`select 1`)).resolves.toBeTruthy();
    } finally {
      await quick.close();
    }
  });
});
