import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type IncomingHttpHeaders, request as httpRequest, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, request as playwrightRequest, test } from "@playwright/test";
import { RFQ_UNKNOWN_TOKENS_PER_ADDRESS } from "#contract/rfq/rfq-rules.ts";
import { ADDRESS_RULE } from "#server/auth/throttle.ts";
import { freePort, healthy, startServer } from "./support/server-process";
import { ProductApi } from "./support/products";
import { SourcingApi } from "./support/sourcings";
import { apiToken } from "./support/suppliers";

// Behind the reverse proxy (TRUST_PROXY=1, the production setting) every limit counts the client, not the proxy
// (ADR 0073): the production server behind a real proxy process, reached by two clients from two addresses. One locks
// itself out of the supplier's page with unknown tokens and out of the sign-in page with failed sign-ins; the other
// still gets its quote request and signs in. With the API in-process (the default) and over HTTP (API_URL).

test.describe.configure({ mode: "serial", timeout: 180_000 });

const CLIENT_1 = "127.0.0.1";
const CLIENT_2 = "127.0.0.2";
const HOP_BY_HOP = new Set(["connection", "keep-alive", "transfer-encoding", "upgrade", "proxy-connection", "te", "trailer"]);

/**
 * A reverse proxy as deploy/Caddyfile runs Caddy: it forwards every request to the app, saying whom it served in
 * X-Forwarded-For, -Host and -Proto and dropping the ones a client sent.
 */
function reverseProxy(upstreamPort: number): Promise<{ port: number; close: () => Promise<void> }> {
  const server: Server = createServer((req, res) => {
    const headers: IncomingHttpHeaders = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (!HOP_BY_HOP.has(name) && !name.startsWith("x-forwarded-")) headers[name] = value;
    }
    headers["x-forwarded-for"] = req.socket.remoteAddress;
    headers["x-forwarded-host"] = req.headers.host;
    headers["x-forwarded-proto"] = "http";
    const upstream = httpRequest({ host: "127.0.0.1", port: upstreamPort, method: req.method, path: req.url, headers }, (reply) => {
      res.writeHead(reply.statusCode ?? 502, reply.headers);
      reply.pipe(res);
    });
    upstream.on("error", () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  return new Promise((ready) =>
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      ready({
        port: typeof address === "object" && address ? address.port : 0,
        close: () => new Promise((closed) => server.close(() => closed())),
      });
    }),
  );
}

interface Reply {
  status: number;
  location: string | undefined;
  body: string;
}

/** One request to the proxy from the client at `from` (a loopback address of its own). */
function fromClient(proxyPort: number, from: string, path: string, form?: Record<string, string>): Promise<Reply> {
  const body = form ? new URLSearchParams(form).toString() : undefined;
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: "127.0.0.1",
        port: proxyPort,
        localAddress: from,
        method: form ? "POST" : "GET",
        path,
        agent: false,
        headers: form
          ? { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": String(Buffer.byteLength(body ?? "")) }
          : {},
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, location: res.headers.location, body: text }));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

const modes: [string, (port: number) => Record<string, string>][] = [
  ["API no mesmo processo", () => ({})],
  ["API por HTTP (API_URL)", (port) => ({ API_URL: `http://127.0.0.1:${port}` })],
];

for (const [mode, settings] of modes) {
  test.describe(`atrás do proxy reverso (${mode})`, () => {
    let dataDir = "";
    let stopServer = async () => {};
    let proxy: Awaited<ReturnType<typeof reverseProxy>>;
    let quotePath = "";

    test.beforeAll(async () => {
      dataDir = mkdtempSync(join(tmpdir(), "bo-proxy-"));
      const port = await freePort();
      const server = startServer(dataDir, port, { TRUST_PROXY: "1", ...settings(port) });
      stopServer = async () => {
        server.child.kill("SIGTERM");
        await server.exited;
      };
      await healthy(port);
      proxy = await reverseProxy(port);
      // Staff ask the demo data's first supplier for a quote, straight to the app.
      const staff = await playwrightRequest.newContext({ baseURL: `http://127.0.0.1:${port}` });
      const api = new SourcingApi(staff, await apiToken(staff, "admin@demo.local"));
      const products = await ProductApi.as(staff, "admin@demo.local");
      const productId = await products.ensure({ nome: "E2E Proxy Garrafa térmica", categoria: "Utilidades Domésticas" });
      const sourcingId = await api.createSourcing({ descricao: "E2E Proxy: garrafas", id_responsavel: (await api.me()).id });
      const supplierId = await api.supplier("E2E Proxy Ningbo Cookware");
      await api.link(sourcingId, supplierId);
      await api.send("POST", "/api/sourcings/items/post/", {
        id_sourcing: sourcingId,
        id_product: productId,
        quantidade: 500,
        incoterm: "FOB",
      });
      const prazo = `${new Date(Date.now() + 5 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10)}T18:00`;
      const created = (await api.send("POST", "/api/sourcings/rfq/post/", { id_sourcing: sourcingId, id_supplier: supplierId, prazo })) as {
        url: string;
      };
      quotePath = new URL(created.url).pathname;
      await staff.dispose();
    });
    test.afterAll(async () => {
      await proxy?.close();
      await stopServer();
      rmSync(dataDir, { recursive: true, force: true });
    });

    test("one client's unknown links lock that client out of the supplier's page; another still gets its quote request", async () => {
      for (let i = 0; i < RFQ_UNKNOWN_TOKENS_PER_ADDRESS.limit; i++) {
        expect((await fromClient(proxy.port, CLIENT_1, `/q/tokenInventado${i}xxxxxxxxxxxxxxxxxxxxxxxx`)).status).toBe(404);
      }
      // Client 1 is locked out: even the real link no longer opens for it.
      const locked = await fromClient(proxy.port, CLIENT_1, quotePath);
      expect(locked.status).not.toBe(200);
      expect(locked.body).not.toContain("E2E Proxy Ningbo Cookware");
      // Client 2 is not: its own link opens, and a wrong one is just unknown.
      const page = await fromClient(proxy.port, CLIENT_2, quotePath);
      expect(page.status).toBe(200);
      expect(page.body).toContain("E2E Proxy Ningbo Cookware");
      expect((await fromClient(proxy.port, CLIENT_2, "/q/tokenInventadoDoCliente2xxxxxxxxxxxxxxx")).status).toBe(404);
    });

    test("one client's failed sign-ins lock that client out of the sign-in page; another still signs in", async () => {
      for (let i = 0; i < ADDRESS_RULE.limit; i++) {
        const failed = await fromClient(proxy.port, CLIENT_1, "/login", { email: `ninguem${i}@e2e.local`, password: "senha-errada" });
        expect(failed.status).toBe(401);
      }
      // Client 1 is locked out: even the right password is refused.
      const locked = await fromClient(proxy.port, CLIENT_1, "/login", { email: "admin@demo.local", password: "demo1234" });
      expect(locked.status).toBe(429);
      // Client 2 signs in: redirected into the app (the supplier list).
      const signedIn = await fromClient(proxy.port, CLIENT_2, "/login", { email: "admin@demo.local", password: "demo1234" });
      expect(signedIn.status).toBe(302);
      expect(signedIn.location).toBe("/suppliers");
    });
  });
}
