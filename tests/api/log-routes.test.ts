import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createApi } from "#server/api/app.ts";
import { products, sourcingItems, sourcingSuppliers } from "#server/db/schema.ts";
import { createFront } from "#server/front.ts";
import { createLogger } from "#server/ops/logger.ts";
import { createDeps } from "#server/runtime.ts";
import { LocalStorage } from "#server/storage/local.ts";
import { createTestApi, drivers, JWT_SECRET, type TestApi } from "#tests/support/api.ts";
import { askByLink } from "#tests/support/rfq.ts";
import { clearSuppliers, insertSourcing, insertSuppliers } from "#tests/support/suppliers.ts";

// No link token reaches the log (ADR 0073): every line names the route pattern (`/api/rfq/:token/`), never a path
// holding a supplier's token, whatever happened to the request: an unexpected error, the database in trouble, a 404,
// a refused body. The pages' own error lines are the end-to-end suite's (tests/e2e/log-routes.spec.ts).
const NOW = new Date("2026-11-27T15:00:00Z");

describe.each(drivers)("linhas de log sem o token do link (%s)", (driver) => {
  let t: TestApi;
  let token: string;
  let logged: string[];
  /** What the throttle does on its next look-up: as it should, or fail the way a bug or the database would. */
  let trouble: "none" | "unexpected" | "database";
  let call: (path: string, init?: RequestInit) => Promise<Response>;

  beforeEach(async () => {
    t = await createTestApi(driver, { clock: () => NOW });
    const db = t.database.db;
    await clearSuppliers(db);
    const ids = await insertSuppliers(db, [
      { nome: "Ningbo Cookware", segmento: "Utilidades Domésticas", tipo: "Fabricante", source: "Alibaba", pais: "cn" },
    ]);
    const supplierId = ids["Ningbo Cookware"] as number;
    const sourcingId = await insertSourcing(db, "Panelas de inox");
    await db.insert(sourcingSuppliers).values({ sourcingId, supplierId });
    const [product] = await db.select({ id: products.id }).from(products).limit(1);
    await db.insert(sourcingItems).values({ sourcingId, productId: product?.id as number, quantidade: 100, incoterm: "FOB" });
    token = await askByLink(t, (await t.login("sourcing@demo.local")).access, { sourcingId, supplierId });

    logged = [];
    trouble = "none";
    const logger = createLogger("debug", { write: (chunk: string) => void logged.push(chunk) });
    const storage = new LocalStorage(t.storageDir);
    const deps = { ...createDeps(t.database, storage, JWT_SECRET), clock: () => NOW, logger };
    const lockedFor = deps.throttle.lockedFor.bind(deps.throttle);
    deps.throttle.lockedFor = async (keys) => {
      if (trouble === "unexpected") throw new TypeError("Cannot read properties of undefined (reading 'prazo')");
      if (trouble === "database") throw Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
      return lockedFor(keys);
    };
    const front = createFront({ api: createApi(deps), database: t.database, storage, logger, metrics: null });
    call = (path, init = {}) => Promise.resolve(front.fetch(new Request(`http://test.local${path}`, init)));
  });
  afterEach(async () => {
    await t.close();
  });

  /** The log lines written since the last look, parsed. */
  const lines = () =>
    logged
      .splice(0)
      .join("")
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as { level: string; msg: string; route?: string; status?: number });

  it.each([
    ["an unexpected error", "unexpected", 500, "[api] erro inesperado"],
    ["the database in trouble", "database", 503, "[api] banco down"],
  ] as const)(
    "%s: the error's line and the request's line name /api/rfq/:token/, never the token",
    async (_what, kind, status, message) => {
      trouble = kind;
      const reply = await call(`/api/rfq/${token}/`);
      expect(reply.status).toBe(status);
      const raw = logged.join("");
      expect(raw).not.toContain(token);
      const written = lines();
      expect(written.find((line) => line.msg === message)).toMatchObject({ level: "error", route: "/api/rfq/:token/" });
      expect(written.find((line) => line.msg === "requisição")).toMatchObject({ route: "/api/rfq/:token/", status });
    },
  );

  it("a 404 (an unknown token, or no route under a real one) and a refused body: patterns only, never the token", async () => {
    const unknownToken = "tok3nQueNuncaExistiuNoBancoDeDados123";
    expect((await call(`/api/rfq/${unknownToken}/`)).status).toBe(404);
    expect((await call(`/api/rfq/${token}/nada/`)).status).toBe(404);
    expect((await call(`/files/blob/${token}`)).status).toBe(404);
    const tooLarge = JSON.stringify({ enviar: false, itens: [], x: "x".repeat(1_100_000) });
    const refused = await call(`/api/rfq/${token}/`, { method: "POST", headers: { "Content-Type": "application/json" }, body: tooLarge });
    expect(refused.status).toBe(413);
    const raw = logged.join("");
    expect(raw).not.toContain(token);
    expect(raw).not.toContain(unknownToken);
    expect(lines().map((line) => [line.route, line.status])).toEqual([
      ["/api/rfq/:token/", 404],
      ["(desconhecida)", 404],
      ["(desconhecida)", 404],
      ["/api/rfq/:token/", 413],
    ]);
  });
});
