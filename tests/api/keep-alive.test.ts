import { Agent, request } from "node:http";
import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createFront } from "#server/front.ts";
import { createLogger } from "#server/ops/logger.ts";
import { LocalStorage } from "#server/storage/local.ts";
import { createTestApi, type TestApi } from "#tests/support/api.ts";

// The API's 413 on a real connection kept alive (ADR 0062): it said keep-alive, then cut the connection while
// the client was still sending, and the next request on it got no answer. One socket for the whole test, so the
// second request goes where the first went (or on a new one, when the first said `Connection: close`).
let t: TestApi;
let server: ServerType;
let origin = "";

beforeAll(async () => {
  t = await createTestApi("pglite");
  const app = createFront({
    api: t.api,
    database: t.database,
    storage: new LocalStorage(t.storageDir),
    logger: createLogger("silent"),
    metrics: null,
  });
  await new Promise<void>((ready) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => ready());
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((done) => server.close(done));
  await t.close();
});

interface Reply {
  status: number;
  connection: string | undefined;
  body: string;
}

function send(agent: Agent, path: string, init: { method?: string; headers?: Record<string, string>; body?: Buffer } = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = request(`${origin}${path}`, { agent, method: init.method ?? "GET", headers: init.headers });
    req.on("response", (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body }));
    });
    // The server may answer before it took the whole body and close: the write then fails, the reply is what counts.
    req.on("error", reject);
    req.end(init.body);
  });
}

it("a JSON body over 1 MB gets its 413 with 'Connection: close', and the next request on the same agent is answered", async () => {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const big = Buffer.from(JSON.stringify({ nome: "x".repeat(1_100_000) }));
    const refused = await send(agent, "/api/suppliers/post/", {
      method: "POST",
      headers: { "Content-Type": "application/json", "Content-Length": String(big.length) },
      body: big,
    });
    const next = await send(agent, "/healthz");
    expect(next.status).toBe(200);
    expect(refused.status).toBe(413);
    expect(JSON.parse(refused.body)).toEqual({ detail: "O corpo da requisição é grande demais." });
    expect(refused.connection).toBe("close");
  } finally {
    agent.destroy();
  }
});

it("a small body answered without being read keeps the connection: it is read and dropped", async () => {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const refused = await send(agent, "/api/suppliers/post/", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: Buffer.from("{}"),
    });
    expect(refused.status).toBe(401);
    expect(refused.connection).toBe("keep-alive");
    expect((await send(agent, "/healthz")).status).toBe(200);
  } finally {
    agent.destroy();
  }
});
