import type { MiddlewareHandler } from "hono";
import { firstForwarded } from "./forwarded.ts";
import type { FrontEnv } from "./front.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export const FOREIGN_ORIGIN_MESSAGE = "Requisição recusada: ela não partiu deste site.";

/** The host (name and port) of a URL header's value, or null when it is none ('null', garbage). */
function hostOf(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url.host : null;
  } catch {
    return null;
  }
}

/** The site's origin as the browser reached it: behind a trusted proxy, the forwarded host and protocol. */
export function publicOrigin(request: Request, trustProxy = false): string {
  const url = new URL(request.url);
  if (!trustProxy) return url.origin;
  const host = firstForwarded(request.headers.get("x-forwarded-host")) ?? url.host;
  const proto = firstForwarded(request.headers.get("x-forwarded-proto"));
  return `${proto === "https" || proto === "http" ? proto : url.protocol.slice(0, -1)}://${host}`;
}

/**
 * Whether a state-changing request to the web tier came from one of its own pages (cross-site request
 * forgery defence; the API itself takes bearer tokens, which a foreign page cannot send). A browser names
 * the page's origin in `Origin`; where it does not, `Sec-Fetch-Site` says whether the request is
 * same-origin, and else the `Referer` names the page. A request with none of the three comes from no
 * browser page (a script, a health probe) and carries no victim's cookie decision to abuse.
 */
export function isSameOrigin(request: Request, trustProxy = false): boolean {
  // Behind a proxy the Host header may be the proxy's upstream name; the public one is then forwarded.
  const forwarded = trustProxy ? firstForwarded(request.headers.get("x-forwarded-host")) : undefined;
  const own = forwarded ?? new URL(request.url).host;
  const origin = request.headers.get("origin");
  if (origin !== null) return hostOf(origin) === own;
  const site = request.headers.get("sec-fetch-site");
  if (site !== null) return site === "same-origin" || site === "none";
  const referer = request.headers.get("referer");
  if (referer !== null) return hostOf(referer) === own;
  return true;
}

/**
 * Refuses, with a 403 and a Portuguese page, every non-GET request of the web tier from another site; logged as a
 * warning like the other refused bodies (server/page-bodies/guard.ts): no page of ours sends it.
 */
export const sameOriginOnly =
  (trustProxy: boolean): MiddlewareHandler<FrontEnv> =>
  async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || isSameOrigin(c.req.raw, trustProxy)) return next();
    c.get("facts").refusal = "origem de outro site";
    return c.text(FOREIGN_ORIGIN_MESSAGE, 403, { "Cache-Control": "no-store" });
  };
