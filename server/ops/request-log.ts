import type { MiddlewareHandler } from "hono";
import type { Logger } from "./logger.ts";
import { type Metrics, STATIC_ROUTE, UNKNOWN_ROUTE } from "./metrics.ts";
import type { RequestFacts } from "./request-facts.ts";

export interface ObservedVariables {
  requestId: string;
  facts: RequestFacts;
}

/** Probes answer every few seconds: logged at debug while they succeed, so they do not drown the requests. */
const QUIET_PATHS = new Set(["/healthz", "/readyz", "/metrics"]);

/** An incoming X-Request-Id (from a proxy) is kept when it is a plain token of sane length; otherwise a UUID. */
const VALID_REQUEST_ID = /^[\w.:=-]{1,128}$/;

/**
 * One JSON log line per request, and its metrics: request id (taken from a valid X-Request-Id or generated, and
 * sent back), method, route pattern ('(desconhecida)' when none is known: never the path, which may hold a link's
 * token, nor the query string, which may carry search terms), status, duration and the signed-in user. Headers and
 * bodies are never logged.
 * The duration runs until the response starts: a download or a streamed page may go on after it.
 */
export function observeRequests(logger: Logger, metrics: Metrics | null): MiddlewareHandler<{ Variables: ObservedVariables }> {
  return async (c, next) => {
    const started = performance.now();
    const incoming = c.req.header("x-request-id");
    const requestId = incoming && VALID_REQUEST_ID.test(incoming) ? incoming : crypto.randomUUID();
    const facts: RequestFacts = { requestId };
    c.set("requestId", requestId);
    c.set("facts", facts);
    await next();
    // Set on the final response: a handler's own Response (the API's, the pages') does not carry earlier headers.
    c.header("X-Request-Id", requestId);
    const seconds = (performance.now() - started) / 1000;
    const status = c.res.status;
    const method = c.req.method;
    metrics?.observeRequest(method, facts.static ? STATIC_ROUTE : (facts.route ?? UNKNOWN_ROUTE), status, seconds);
    const quiet = facts.static || (QUIET_PATHS.has(c.req.path) && status < 400);
    // A refused body is the client's doing, yet no page of ours sends one: worth a look, not an alarm.
    const level = status >= 500 ? "error" : facts.refusal ? "warn" : quiet ? "debug" : "info";
    if (!logger.isLevelEnabled(level)) return;
    const line = {
      reqId: requestId,
      method,
      // A static file's path is its name; any other path may hold a record id or a supplier's link token.
      route: facts.static ? c.req.path : (facts.route ?? UNKNOWN_ROUTE),
      status,
      ms: Math.round(seconds * 10_000) / 10,
      ...(facts.userId === undefined ? {} : { userId: facts.userId }),
      ...(facts.refusal === undefined ? {} : { refusal: facts.refusal }),
    };
    logger[level](line, "requisição");
  };
}
