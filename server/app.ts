import type { HttpBindings } from "@hono/node-server";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { compress } from "hono/compress";
import { secureHeaders } from "hono/secure-headers";
import { createRequestHandler, RouterContextProvider } from "react-router";
import * as build from "virtual:react-router/server-build";
import { apiLinkContext, cspNonceContext } from "../contract/load-context.ts";
import { contentSecurityPolicy, newNonce } from "./content-security.ts";
import { clientBuildDir, flagsDir } from "./paths.ts";
import type { Runtime } from "./runtime.ts";
import { sameOriginOnly } from "./same-origin.ts";
import { ApiTimings } from "./server-timing.ts";

const API_PREFIXES = ["/api/", "/auth/", "/files/"];

/**
 * The whole HTTP surface of the process: health check, REST API, flags, built assets and the
 * server-rendered app. In development Vite serves the assets, so `serveAssets` is off.
 */
export function createHttpApp(runtime: Runtime, options: { serveAssets: boolean; serverTiming?: boolean }) {
  const app = new Hono<{ Bindings: HttpBindings }>();
  const handleDocument = createRequestHandler(build, process.env.NODE_ENV);

  app.use("*", secureHeaders({ referrerPolicy: "same-origin", crossOriginEmbedderPolicy: false }));
  // Staff are often on slow links: compress HTML and JSON, but not stored files (already compressed or huge).
  app.use("*", async (c, next) => (c.req.path.startsWith("/files/blob/") ? next() : compress()(c, next)));

  app.get("/healthz", async (c) => {
    try {
      await runtime.database.ping();
      return c.json({ status: "ok", database: runtime.database.kind });
    } catch {
      return c.json({ status: "error", detail: "Banco de dados indisponível." }, 503);
    }
  });

  app.all("*", async (c, next) => {
    if (!API_PREFIXES.some((p) => c.req.path.startsWith(p))) return next();
    return runtime.api.fetch(c.req.raw, c.env);
  });

  app.use(
    "/flags/*",
    serveStatic({
      root: flagsDir,
      rewriteRequestPath: (path) => path.replace(/^\/flags/, ""),
      onFound: (_path, c) => {
        c.header("Cache-Control", "public, max-age=604800");
      },
    }),
  );

  if (options.serveAssets) {
    app.use(
      "/assets/*",
      serveStatic({
        root: clientBuildDir,
        onFound: (_path, c) => {
          c.header("Cache-Control", "public, max-age=31536000, immutable");
        },
      }),
    );
    app.use("*", serveStatic({ root: clientBuildDir }));
  }

  // Every action of the web tier (forms, uploads, sign-in and sign-out) answers only its own pages.
  app.all("*", sameOriginOnly(runtime.trustProxy), async (c) => {
    const context = new RouterContextProvider();
    // Development serves Vite's own scripts, which carry no nonce: the policy is the production build's.
    const nonce = options.serveAssets ? newNonce() : "";
    context.set(cspNonceContext, nonce);
    const clientAddress = c.env?.incoming?.socket?.remoteAddress ?? "desconhecido";
    const bindings = { clientAddress, verifiedUsers: new Map() };
    const timings = options.serverTiming ? new ApiTimings() : null;
    context.set(apiLinkContext, {
      clientAddress,
      fetch: async (request) => (timings ? timings.time(request, () => runtime.api.fetch(request, bindings)) : runtime.api.fetch(request, bindings)),
    });
    const response = await handleDocument(c.req.raw, context);
    if (timings) response.headers.set("Server-Timing", timings.header());
    if (nonce && (response.headers.get("content-type") ?? "").startsWith("text/html")) {
      response.headers.set("Content-Security-Policy", contentSecurityPolicy(nonce));
    }
    return response;
  });

  return app;
}
