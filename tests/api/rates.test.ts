import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ratesReplySchema } from "#contract/products/products.ts";
import { DEFAULT_RATE_SOURCE, ExchangeRates, type RatesConfig } from "#server/rates.ts";
import { createTestApi } from "#tests/support/api.ts";

/** A stand-in for the two rate services on 127.0.0.1: one path per behaviour, requests counted. */
const ROUTES: Record<string, { status: number; body: string } | "hang"> = {
  "/sgs": { status: 200, body: JSON.stringify([{ data: "10/06/2024", valor: "5.3456" }]) },
  "/sgs-comma": { status: 200, body: JSON.stringify([{ data: "31/12/2024", valor: "6,1923" }]) },
  "/er": { status: 200, body: JSON.stringify({ result: "success", time_last_update_unix: 1718064000, rates: { BRL: 5.3, CNY: 7.2512 } }) },
  "/bad-json": { status: 200, body: "<html>manutenção</html>" },
  "/throttled": { status: 429, body: JSON.stringify({ error: "Too Many Requests" }) },
  "/server-error": { status: 500, body: "" },
  "/nonsense": { status: 200, body: JSON.stringify([{ data: "10/06/2024", valor: "0" }]) },
  "/wrong-shape": { status: 200, body: JSON.stringify({ valor: 5.1 }) },
  "/empty-series": { status: 200, body: "[]" },
  "/slow": "hang",
};

let server: Server;
let base: string;
const hits = new Map<string, number>();

beforeAll(async () => {
  server = createServer((request, response) => {
    const path = request.url ?? "";
    hits.set(path, (hits.get(path) ?? 0) + 1);
    const route = ROUTES[path];
    if (route === "hang") return; // never answers: only the client's timeout ends the request
    if (!route) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(route.status, { "content-type": "application/json" }).end(route.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => hits.clear());

interface Harness {
  rates: ExchangeRates;
  logs: string[];
  clock: { now: number };
}

function ratesWith(brl: string, cny: string, config: Partial<RatesConfig> = {}): Harness {
  const logs: string[] = [];
  const clock = { now: Date.UTC(2024, 5, 11, 12) };
  const rates = new ExchangeRates({
    brlUrl: `${base}${brl}`,
    cnyUrl: `${base}${cny}`,
    timeoutMs: 2500,
    now: () => clock.now,
    log: (line) => logs.push(line),
    ...config,
  });
  return { rates, logs, clock };
}

const DEFAULTS = {
  usd_brl: { valor: 5, data: null, fonte: DEFAULT_RATE_SOURCE, padrao: true },
  usd_cny: { valor: 7, data: null, fonte: DEFAULT_RATE_SOURCE, padrao: true },
};

describe("exchange rates", () => {
  it("reads the central bank's last value and the rate service's CNY, with their dates and sources", async () => {
    const { rates, logs } = ratesWith("/sgs", "/er");
    const reply = ratesReplySchema.parse(await rates.get());
    expect(reply).toEqual({
      usd_brl: { valor: 5.3456, data: "2024-06-10", fonte: "Banco Central do Brasil (SGS 1)", padrao: false },
      usd_cny: { valor: 7.2512, data: "2024-06-11", fonte: "ExchangeRate-API (open.er-api.com)", padrao: false },
    });
    expect(logs).toEqual([]);
  });

  it("reads a value written with a decimal comma", async () => {
    const { rates } = ratesWith("/sgs-comma", "/er");
    expect((await rates.get()).usd_brl).toMatchObject({ valor: 6.1923, data: "2024-12-31", padrao: false });
  });

  it("gives up after the timeout and uses the defaults, logged once", async () => {
    const { rates, logs } = ratesWith("/slow", "/slow", { timeoutMs: 150 });
    const started = Date.now();
    expect(await rates.get()).toEqual(DEFAULTS);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(logs).toHaveLength(2);
    expect(logs[0]).toContain("tempo esgotado");
  });

  it.each([
    ["bad JSON", "/bad-json", "não é JSON"],
    ["HTTP 429", "/throttled", "HTTP 429"],
    ["HTTP 500", "/server-error", "HTTP 500"],
    ["a value that is no rate", "/nonsense", "implausível"],
    ["an unexpected shape", "/wrong-shape", "formato inesperado"],
    ["an empty series", "/empty-series", "formato inesperado"],
    ["an unknown path", "/missing", "HTTP 404"],
  ])("uses the defaults on %s", async (_name, path, reason) => {
    const { rates, logs } = ratesWith(path, path);
    expect(await rates.get()).toEqual(DEFAULTS);
    expect(logs).toHaveLength(2);
    expect(logs[0]).toContain(reason);
  });

  it("uses the default for the failing source only", async () => {
    const { rates } = ratesWith("/sgs", "/throttled");
    const reply = await rates.get();
    expect(reply.usd_brl.padrao).toBe(false);
    expect(reply.usd_cny).toEqual(DEFAULTS.usd_cny);
  });

  it("fails fast on a closed local port (as the end-to-end server is configured)", async () => {
    const closed = new ExchangeRates({ brlUrl: "http://127.0.0.1:9/sgs", cnyUrl: "http://127.0.0.1:9/er", log: () => {} });
    const started = Date.now();
    expect(await closed.get()).toEqual(DEFAULTS);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("caches a rate for an hour: two calls, one upstream request per source", async () => {
    const { rates, clock } = ratesWith("/sgs", "/er");
    await rates.get();
    clock.now += 59 * 60 * 1000;
    await rates.get();
    expect(hits.get("/sgs")).toBe(1);
    expect(hits.get("/er")).toBe(1);
    clock.now += 2 * 60 * 1000;
    await rates.get();
    expect(hits.get("/sgs")).toBe(2);
  });

  it("shares one upstream request between concurrent lookups", async () => {
    const { rates } = ratesWith("/sgs", "/er");
    const replies = await Promise.all([rates.get(), rates.get(), rates.get()]);
    expect(new Set(replies.map((r) => r.usd_brl.valor))).toEqual(new Set([5.3456]));
    expect(hits.get("/sgs")).toBe(1);
    expect(hits.get("/er")).toBe(1);
  });

  it("retries a failed source after a few minutes and logs the failure once, then the recovery", async () => {
    const { rates, logs, clock } = ratesWith("/throttled", "/er");
    await rates.get();
    await rates.get();
    expect(hits.get("/throttled")).toBe(1);
    clock.now += 6 * 60 * 1000;
    await rates.get();
    expect(hits.get("/throttled")).toBe(2);
    expect(logs).toHaveLength(1);
  });

  it("answers the defaults without any lookup when no source is configured", async () => {
    expect(await ExchangeRates.offline().get()).toEqual(DEFAULTS);
  });

  describe("GET /api/rates/", () => {
    it("serves both rates to a signed-in user, and 401 without a token", async () => {
      const { rates } = ratesWith("/sgs", "/throttled");
      const t = await createTestApi("pglite", { rates });
      try {
        const token = (await t.login("consulta@demo.local")).access;
        const response = await t.request("/api/rates/", { token });
        expect(response.status).toBe(200);
        const reply = ratesReplySchema.parse(await response.json());
        expect(reply.usd_brl).toEqual({ valor: 5.3456, data: "2024-06-10", fonte: "Banco Central do Brasil (SGS 1)", padrao: false });
        expect(reply.usd_cny).toEqual(DEFAULTS.usd_cny);
        expect((await t.request("/api/rates/")).status).toBe(401);
      } finally {
        await t.close();
      }
    });

    it("answers the defaults in a test API that configures no source", async () => {
      const t = await createTestApi("pglite");
      try {
        const token = (await t.login("sourcing@demo.local")).access;
        expect(await (await t.request("/api/rates/", { token })).json()).toEqual(DEFAULTS);
      } finally {
        await t.close();
      }
    });
  });
});
