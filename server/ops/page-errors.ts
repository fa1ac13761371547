import type { Logger } from "./logger.ts";
import { UNKNOWN_ROUTE } from "./metrics.ts";
import type { RequestFacts } from "./request-facts.ts";

/** What one page request's errors are logged with: its id, method and route pattern, never its path. */
interface PageRequest {
  method: string;
  /** The request's path, only to take it out of an error's text. */
  path: string;
  facts: RequestFacts;
}

/** Every spelling of the path an error's text may hold (React Router quotes the decoded one), longest first. */
function spellingsOf(path: string): string[] {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A path that is no valid percent-encoding is only ever quoted as it came.
  }
  return [...new Set([path, decoded])].filter((p) => p !== "/").sort((a, b) => b.length - a.length);
}

/** `text` with the request's path replaced by its route pattern: a link's token or a record id stays out of the log. */
function withoutPath(text: string, request: PageRequest, route: string): string {
  return spellingsOf(request.path).reduce((clean, spelling) => clean.split(spelling).join(route), text);
}

/** React Router's own refusals (a post to a page without an action) carry the error that says why. */
function innerError(error: unknown): { error: unknown; ownRefusal: boolean } {
  if (typeof error !== "object" || error === null || !("status" in error) || !("error" in error)) return { error, ownRefusal: false };
  return { error: error.error instanceof Error ? error.error : error, ownRefusal: typeof error.status === "number" && error.status < 500 };
}

/**
 * Logs an error of the web tier (a loader, an action or a render that threw; React Router's handleError) as one JSON
 * line: the request's id, method and route pattern (`/q/:token`), and the error with the path taken out of its
 * message and stack. React Router's own refusal of a client's request (a post to a page without an action, a 405)
 * is a warning: the client's doing.
 */
export function pageErrorReporter(logger: Logger, request: PageRequest): (error: unknown) => void {
  return (thrown) => {
    const route = request.facts.route ?? UNKNOWN_ROUTE;
    const { error, ownRefusal } = innerError(thrown);
    const err =
      error instanceof Error
        ? { type: error.name, message: withoutPath(error.message, request, route), stack: withoutPath(error.stack ?? "", request, route) }
        : { message: withoutPath(String(error), request, route) };
    const line = { reqId: request.facts.requestId, method: request.method, route, err };
    if (ownRefusal) logger.warn(line, "[páginas] requisição recusada");
    else logger.error(line, "[páginas] erro inesperado");
  };
}
