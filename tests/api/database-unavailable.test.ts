import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createApi } from "../../server/api/app.ts";
import { openPostgres } from "../../server/db/client.ts";
import { DATABASE_UNAVAILABLE, isDatabaseUnavailable } from "../../server/db/unavailable.ts";
import { createDeps } from "../../server/runtime.ts";
import { LocalStorage } from "../../server/storage/local.ts";
import { createTestApi, JWT_SECRET, type TestApi } from "../support/api.ts";

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
        ["/auth/login/", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ email: "sourcing@demo.local", password: "demo1234" }) }],
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
