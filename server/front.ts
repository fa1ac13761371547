import type { HttpBindings } from "@hono/node-server";
import { type Context, Hono } from "hono";
import { secureHeaders } from "hono/secure-headers";
import { INTERNAL_ERROR } from "#contract/shared/errors.ts";
import { compressReplies } from "./compress.ts";
import { UNKNOWN_ROUTE } from "./ops/metrics.ts";
import { probes } from "./ops/probes.ts";
import { type ObservedVariables, observeRequests } from "./ops/request-log.ts";
import type { Runtime } from "./runtime.ts";
import { closeWhenBodyUnread } from "./unread-body.ts";

const API_PREFIXES = ["/api/", "/auth/", "/files/"];

export type FrontEnv = { Bindings: HttpBindings; Variables: ObservedVariables };

/** What the front needs of the runtime (tests build just this, without a whole process). */
export type FrontRuntime = Pick<Runtime, "api" | "database" | "storage" | "logger" | "metrics">;

/**
 * The front of the HTTP surface, everything before static files and pages: the request log and metrics, the
 * security headers, compression, the probes (/healthz, /readyz, /metrics) and the REST API. Apart from server/app.ts
 * because that module needs React Router's build, and this part is tested without one (tests/api/operations.test.ts).
 */
export function createFront(runtime: FrontRuntime): Hono<FrontEnv> {
  const app = new Hono<FrontEnv>();
  app.use("*", observeRequests(runtime.logger, runtime.metrics));
  app.use("*", closeWhenBodyUnread());
  app.onError((error, c) => {
    // The route pattern, never the path: a supplier's link holds its token.
    const route = c.get("facts").route ?? UNKNOWN_ROUTE;
    runtime.logger.error({ reqId: c.get("requestId"), method: c.req.method, route, err: error }, "Erro inesperado");
    return c.text(INTERNAL_ERROR, 500);
  });
  app.use("*", secureHeaders({ referrerPolicy: "same-origin", crossOriginEmbedderPolicy: false }));
  // Staff are often on slow links: compress HTML and JSON (whole, in one call) and the exports (streamed), but not
  // stored files (already compressed or huge).
  const compression = compressReplies();
  app.use("*", async (c, next) => (c.req.path.startsWith("/files/blob/") ? next() : compression(c, next)));

  app.route("/", probes(runtime));

  app.all("*", async (c, next) => {
    if (!API_PREFIXES.some((p) => c.req.path.startsWith(p))) return next();
    // The API reports the route pattern that answered and the signed-in user into the request's facts.
    return runtime.api.fetch(c.req.raw, { ...c.env, facts: c.get("facts") });
  });
  return app;
}

/** Marks a request as answered by a static file handler: its log line is debug, its metric label is fixed. */
export function servedStatic(c: Context<FrontEnv>): void {
  c.get("facts").static = true;
}
