import { readdirSync } from "node:fs";
import { serveStatic } from "@hono/node-server/serve-static";
import { createRequestHandler, RouterContextProvider } from "react-router";
import * as build from "virtual:react-router/server-build";
import { apiLinkContext, cspNonceContext, pageErrorContext } from "#contract/shared/load-context.ts";
import { contentSecurityPolicy, newNonce } from "./content-security.ts";
import { pageErrorReporter } from "./ops/page-errors.ts";
import { pageRoutes } from "./ops/page-routes.ts";
import { requestAddress } from "./forwarded.ts";
import { guardPageBodies } from "./page-bodies/guard.ts";
import { createFront, servedStatic } from "./front.ts";
import type { RequestFacts } from "./ops/request-facts.ts";
import { clientBuildDir, flagsDir } from "./paths.ts";
import type { Runtime } from "./runtime.ts";
import { publicOrigin, sameOriginOnly } from "./same-origin.ts";
import { ApiTimings } from "./server-timing.ts";
import { benchStatic } from "./bench-static.ts";

/**
 * The whole HTTP surface of the process: the front (request log, probes, REST API; server/front.ts), flags,
 * built assets and the server-rendered app. In development Vite serves the assets, so `serveAssets` is off.
 */
export function createHttpApp(
  runtime: Runtime,
  options: { serveAssets: boolean; serverTiming?: boolean; benchStaticDir?: string | undefined },
) {
  const app = createFront(runtime);
  if (options.benchStaticDir) app.route("/__bench/static", benchStatic(options.benchStaticDir));
  const handleDocument = createRequestHandler(build, process.env.NODE_ENV);
  const pages = pageRoutes(build.routes);

  app.use(
    "/flags/*",
    serveStatic({
      root: flagsDir,
      rewriteRequestPath: (path) => path.replace(/^\/flags/, ""),
      onFound: (_path, c) => {
        servedStatic(c);
        c.header("Cache-Control", "public, max-age=604800");
      },
    }),
  );

  if (options.serveAssets) {
    app.use(
      "/assets/*",
      serveStatic({
        root: clientBuildDir,
        // The .br and .gz copies written after the build (scripts/precompress.mjs), chosen by Accept-Encoding.
        precompressed: true,
        onFound: (_path, c) => {
          servedStatic(c);
          c.header("Cache-Control", "public, max-age=31536000, immutable");
        },
      }),
    );
    // The build's top-level files (public/: the favicon), listed once: a page's path is never looked up on disk.
    const rootFiles = new Set(
      readdirSync(clientBuildDir, { withFileTypes: true }).flatMap((entry) => (entry.isFile() ? [`/${entry.name}`] : [])),
    );
    const serveRootFile = serveStatic({ root: clientBuildDir, onFound: (_path, c) => servedStatic(c) });
    app.use("*", async (c, next) => (rootFiles.has(c.req.path) ? serveRootFile(c, next) : next()));
  }

  // The page's pattern for the log line and metrics, also when a guard refuses the request before the page runs.
  app.all("*", async (c, next) => {
    c.get("facts").route = pages.patternOf(c.req.path);
    return next();
  });
  // Every action of the web tier (forms, uploads, sign-in and sign-out) answers only its own pages, and takes
  // only a form (or an upload) within its limit (server/page-bodies).
  app.all("*", sameOriginOnly(runtime.trustProxy), guardPageBodies(pages.routeIdOf), async (c) => {
    const context = new RouterContextProvider();
    // Development serves Vite's own scripts, which carry no nonce: the policy is the production build's.
    const nonce = options.serveAssets ? newNonce() : "";
    context.set(cspNonceContext, nonce);
    context.set(pageErrorContext, pageErrorReporter(runtime.logger, { method: c.req.method, path: c.req.path, facts: c.get("facts") }));
    // The browser's address as the API reads it for a direct call (behind a trusted proxy, the one it forwarded
    // for): the page's calls are throttled per client, not per proxy.
    const clientAddress = requestAddress(c.req.header("x-forwarded-for"), c.env?.incoming?.socket?.remoteAddress, runtime.trustProxy);
    // The page's API calls report the signed-in user for the page's own log line; their routes are theirs.
    const apiFacts: RequestFacts = { requestId: c.get("requestId") };
    const bindings = { clientAddress, verifiedUsers: new Map(), facts: apiFacts };
    const timings = options.serverTiming ? new ApiTimings() : null;
    context.set(apiLinkContext, {
      clientAddress,
      origin: publicOrigin(c.req.raw, runtime.trustProxy),
      fetch: async (request) =>
        timings ? timings.time(request, () => runtime.api.fetch(request, bindings)) : runtime.api.fetch(request, bindings),
    });
    const response = await handleDocument(c.req.raw, context);
    const facts = c.get("facts");
    facts.userId = apiFacts.userId;
    if (timings) response.headers.set("Server-Timing", timings.header());
    if (nonce && (response.headers.get("content-type") ?? "").startsWith("text/html")) {
      response.headers.set("Content-Security-Policy", contentSecurityPolicy(nonce));
    }
    return response;
  });

  return app;
}
