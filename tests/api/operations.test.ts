import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DataCache } from "#server/api/data-cache.ts";
import type { ApiDeps } from "#server/api/types.ts";
import { createFront } from "#server/front.ts";
import { FOREIGN_ORIGIN_MESSAGE, sameOriginOnly } from "#server/same-origin.ts";
import { createLogger, type LogLevel } from "#server/ops/logger.ts";
import { Metrics } from "#server/ops/metrics.ts";
import { LocalStorage } from "#server/storage/local.ts";
import { createTestApi, drivers, type TestApi } from "#tests/support/api.ts";

// The operations of ADR 0040 on the front of the HTTP app (server/front.ts: request log, probes, metrics, API),
// without React Router's build: one JSON line per request with no secret in it, /healthz and /readyz, /metrics.

interface LogLine {
  level: string;
  msg: string;
  reqId?: string;
  method?: string;
  route?: string;
  status?: number;
  ms?: number;
  userId?: number;
}

function captured(level: LogLevel) {
  const text: string[] = [];
  const logger = createLogger(level, { write: (chunk: string) => void text.push(chunk) });
  return {
    logger,
    raw: () => text.join(""),
    lines: () =>
      text
        .join("")
        .trim()
        .split("\n")
        .filter(Boolean)
        .map((l) => JSON.parse(l) as LogLine),
  };
}

const PASSWORD = "demo1234";

describe.each(drivers)("operations (%s)", (driver) => {
  let t: TestApi;
  let caches: ApiDeps["caches"];

  beforeEach(async () => {
    caches = { counts: new DataCache(), lookups: new DataCache(), countries: new DataCache() };
    t = await createTestApi(driver, { caches });
  });
  afterEach(() => t.close());

  const front = (options: { level?: LogLevel; metrics?: boolean; database?: TestApi["database"]; storage?: LocalStorage } = {}) => {
    const log = captured(options.level ?? "debug");
    const metrics = options.metrics ? new Metrics({ pool: t.database.poolStats, caches }) : null;
    const app = createFront({
      api: t.api,
      database: options.database ?? t.database,
      storage: options.storage ?? new LocalStorage(t.storageDir),
      logger: log.logger,
      metrics,
    });
    const call = (path: string, init: RequestInit = {}) => Promise.resolve(app.fetch(new Request(`http://test.local${path}`, init)));
    return { ...log, call, metrics };
  };

  const signIn = async (call: (path: string, init?: RequestInit) => Promise<Response>) => {
    const reply = await call("/auth/login/", {
      method: "POST",
      headers: { "Content-Type": "application/json", Cookie: "bo_session=biscoito-secreto" },
      body: JSON.stringify({ email: "admin@demo.local", password: PASSWORD }),
    });
    expect(reply.status).toBe(200);
    return (await reply.json()) as { access: string; refresh: string };
  };

  it("logs one JSON line per request: id, method, route pattern, status, duration, user; never a secret or the query", async () => {
    const { call, lines, raw } = front();
    const { access, refresh } = await signIn(call);
    const list = await call("/api/suppliers/?search=termo-procurado&page=1", {
      headers: { Authorization: `Bearer ${access}`, "X-Request-Id": "proxy-42" },
    });
    expect(list.status).toBe(200);
    expect(list.headers.get("X-Request-Id")).toBe("proxy-42");
    const unknown = await call("/api/nada/123/", { headers: { "X-Request-Id": "não vale; tem espaços" } });
    expect(unknown.status).toBe(404);
    const generated = unknown.headers.get("X-Request-Id") ?? "";
    expect(generated).toMatch(/^[0-9a-f-]{36}$/);

    const requests = lines().filter((l) => l.msg === "requisição");
    expect(requests).toHaveLength(3);
    const [login, suppliers, notFound] = requests;
    expect(login).toMatchObject({ level: "info", method: "POST", route: "/auth/login/", status: 200 });
    expect(login?.userId).toBeUndefined();
    expect(suppliers).toMatchObject({ level: "info", reqId: "proxy-42", method: "GET", route: "/api/suppliers/", status: 200, userId: 1 });
    expect(suppliers?.ms).toBeGreaterThan(0);
    // No pattern matched: the route is unknown, never the path (it may hold a link's token).
    expect(notFound).toMatchObject({ reqId: generated, route: "(desconhecida)", status: 404 });

    const output = raw();
    for (const secret of [PASSWORD, access, refresh, "biscoito-secreto", "termo-procurado", "Bearer"]) expect(output).not.toContain(secret);
  });

  it("names the route pattern, not the URL with its parameter", async () => {
    const { call, lines } = front();
    const { access } = await signIn(call);
    const reply = await call("/auth/users/team/2/", { headers: { Authorization: `Bearer ${access}` } });
    expect(reply.status).toBe(200);
    expect(lines().at(-1)).toMatchObject({ route: "/auth/users/team/:team/", status: 200, userId: 1 });
  });

  it("honours the log level: at warn, successful requests write nothing", async () => {
    const { call, raw } = front({ level: "warn" });
    await signIn(call);
    expect((await call("/healthz")).status).toBe(200);
    expect(raw()).toBe("");
  });

  it("a page post from another site is a 403 logged as a warning, with its reason", async () => {
    const log = captured("warn");
    const app = createFront({
      api: t.api,
      database: t.database,
      storage: new LocalStorage(t.storageDir),
      logger: log.logger,
      metrics: null,
    });
    app.post("/profile", sameOriginOnly(false), (c) => c.text("ok"));
    const reply = await app.fetch(
      new Request("http://test.local/profile", { method: "POST", headers: { Origin: "https://outro.example" } }),
    );
    expect([reply.status, await reply.text()]).toEqual([403, FOREIGN_ORIGIN_MESSAGE]);
    expect(log.lines()).toEqual([expect.objectContaining({ level: "warn", method: "POST", status: 403, refusal: "origem de outro site" })]);
  });

  it("redacts secrets anyone logs by mistake", () => {
    const { logger, raw } = captured("info");
    logger.info(
      {
        password: "p4ss",
        body: { refresh: "r3fresh", access: "4ccess" },
        req: { headers: { authorization: "Bearer t0ken", cookie: "s=c00kie" } },
      },
      "engano",
    );
    const output = raw();
    for (const secret of ["p4ss", "r3fresh", "4ccess", "t0ken", "c00kie"]) expect(output).not.toContain(secret);
    expect(output).toContain("[oculto]");
  });

  it("/healthz is liveness: it answers without calling the database; probes that pass log at debug only", async () => {
    const down = { ...t.database, ping: () => Promise.reject(new Error("sem conexão")) };
    const { call, lines } = front({ database: down, level: "debug" });
    const reply = await call("/healthz");
    expect(reply.status).toBe(200);
    expect(await reply.json()).toEqual({ status: "ok", database: driver === "postgres" ? "postgres" : "pglite" });
    expect(lines().at(-1)).toMatchObject({ level: "debug", route: "/healthz", status: 200 });
  });

  it("/readyz checks the database and the storage, and names what failed with a 503", async () => {
    const ok = front();
    const ready = await ok.call("/readyz");
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: "ok", checks: { database: "ok", storage: "ok" } });

    const down = { ...t.database, ping: () => Promise.reject(new Error("sem conexão")) };
    const databaseDown = front({ database: down });
    const noDatabase = await databaseDown.call("/readyz");
    expect(noDatabase.status).toBe(503);
    expect(await noDatabase.json()).toEqual({
      status: "error",
      detail: "Banco de dados indisponível.",
      checks: { database: "Banco de dados indisponível.", storage: "ok" },
    });
    // The reason is in the log, not in the public reply.
    expect(
      databaseDown
        .lines()
        .some((l) => l.level === "warn" && l.msg.includes("Banco de dados indisponível") && JSON.stringify(l).includes("sem conexão")),
    ).toBe(true);

    const storage = new LocalStorage(t.storageDir);
    storage.check = () => Promise.reject(new Error("disco cheio"));
    const noStorage = await front({ storage }).call("/readyz");
    expect(noStorage.status).toBe(503);
    expect(await noStorage.json()).toMatchObject({ detail: "Armazenamento de arquivos indisponível.", checks: { database: "ok" } });

    const both = await front({ database: down, storage }).call("/readyz");
    expect((await both.json()).detail).toBe("Banco de dados indisponível. Armazenamento de arquivos indisponível.");
  });

  it("/metrics is a 404 unless METRICS is on", async () => {
    const reply = await front().call("/metrics");
    expect(reply.status).toBe(404);
  });

  it("/metrics counts requests and their latency by route and status, the pool and the cache hits", async () => {
    const { call } = front({ metrics: true });
    const { access } = await signIn(call);
    const headers = { Authorization: `Bearer ${access}` };
    for (let i = 0; i < 3; i++) expect((await call("/api/suppliers/?page=1", { headers })).status).toBe(200);
    await call("/api/nada/");
    const reply = await call("/metrics");
    expect(reply.status).toBe(200);
    expect(reply.headers.get("content-type")).toContain("text/plain");
    const text = await reply.text();
    expect(text).toContain('http_requests_total{method="GET",route="/api/suppliers/",status="200"} 3');
    expect(text).toContain('http_requests_total{method="POST",route="/auth/login/",status="200"} 1');
    expect(text).toContain('http_requests_total{method="GET",route="(desconhecida)",status="404"} 1');
    expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/api\/suppliers\/",status="200"\} 3/);
    expect(text).toMatch(/http_request_duration_seconds_bucket\{le="0.005",method="GET",route="\/api\/suppliers\/",status="200"\} \d+/);
    // The list's total was counted once and served from the cache on the next pages.
    const hits = Number(/data_cache_hits_total\{cache="counts"\} (\d+)/.exec(text)?.[1]);
    const misses = Number(/data_cache_misses_total\{cache="counts"\} (\d+)/.exec(text)?.[1]);
    expect(misses).toBeGreaterThanOrEqual(1);
    expect(hits).toBeGreaterThanOrEqual(2);
    if (t.database.poolStats) {
      expect(text).toMatch(/db_pool_connections\{state="total"\} \d+/);
      expect(text).toMatch(/db_pool_connections\{state="idle"\} \d+/);
      expect(text).toContain('db_pool_connections{state="waiting"} 0');
    }
    // prom-client's process metrics come along.
    expect(text).toContain("process_resident_memory_bytes");
  });
});
