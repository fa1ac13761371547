import type { IncomingMessage } from "node:http";
import type { MiddlewareHandler } from "hono";

/** A body this small, declared by its length, is read and dropped after the reply; the connection is kept. */
const DRAINED_MAX_BYTES = 64 * 1024;

function leftUnread(incoming: IncomingMessage): boolean {
  if (incoming.complete) return false;
  const declared = Number(incoming.headers["content-length"]);
  return !(Number.isInteger(declared) && declared <= DRAINED_MAX_BYTES);
}

/**
 * `Connection: close` on a reply given while the client is still sending a body nobody read: a refusal by the
 * declared length (the API's or the pages' 413), or by the kind of body (415). Node would otherwise keep the
 * connection for the next request and have to read the rest first; @hono/node-server reads at most 64 MB or
 * 500 ms of it and then cuts the connection, after a reply that promised keep-alive, so the client's next
 * request on it got no answer (issue 22). A small body (received whole, or declared small) is left to be
 * read and dropped: the connection is kept.
 */
export const closeWhenBodyUnread =
  (): MiddlewareHandler<{ Bindings: { incoming?: IncomingMessage } }> =>
  async (c, next) => {
    await next();
    // No incoming message: called in-process (tests, the pages' own API calls), there is no connection to keep.
    const incoming = c.env?.incoming;
    if (incoming && leftUnread(incoming)) c.header("Connection", "close");
  };
