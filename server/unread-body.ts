import type { IncomingMessage } from "node:http";
import type { MiddlewareHandler } from "hono";

/** A body this small, declared by its length, is read and dropped after the reply; the connection is kept. */
const DRAINED_MAX_BYTES = 64 * 1024;
/** How long, and how much more, the rest of a refused body is read (and dropped) after the reply, before closing. */
const LINGER_MS = 2_000;
const LINGER_MAX_BYTES = 16 * 1024 * 1024;

function leftUnread(incoming: IncomingMessage): boolean {
  if (incoming.complete) return false;
  const declared = Number(incoming.headers["content-length"]);
  return !(Number.isInteger(declared) && declared <= DRAINED_MAX_BYTES);
}

/**
 * Node closes the connection of a `Connection: close` reply as soon as the reply is written. With the client's
 * body still arriving unread, the kernel then resets the connection, which can throw away the reply before the
 * client has read it (seen as EPIPE instead of a 413 with ten large posts at once). Instead our side is shut
 * after the reply (the client sees its end), and what still comes is read and dropped for a moment, then closed:
 * the 'lingering close' of HTTP servers.
 */
function lingerOnClose(incoming: IncomingMessage): void {
  const socket = incoming.socket;
  let lingering = false;
  socket.destroySoon = () => {
    if (lingering) return;
    lingering = true;
    socket.end();
    const close = () => socket.destroy();
    const timer = setTimeout(close, LINGER_MS);
    timer.unref();
    socket.once("close", () => clearTimeout(timer));
    let dropped = 0;
    incoming.on("data", (chunk: Buffer) => {
      dropped += chunk.length;
      if (dropped > LINGER_MAX_BYTES) close();
    });
    incoming.on("end", close);
    incoming.resume();
  };
}

/**
 * `Connection: close` on a reply given while the client is still sending a body nobody read: a refusal by the
 * declared length (the API's or the pages' 413), or by the kind of body (415). Node would otherwise keep the
 * connection for the next request and have to read the rest first; @hono/node-server reads at most 64 MB or
 * 500 ms of it and then cuts the connection, after a reply that promised keep-alive, so the client's next
 * request on it got no answer (ADR 0062). A small body (received whole, or declared small) is left to be
 * read and dropped: the connection is kept.
 */
export const closeWhenBodyUnread = (): MiddlewareHandler<{ Bindings: { incoming?: IncomingMessage } }> => async (c, next) => {
  await next();
  // No incoming message: called in-process (tests, the pages' own API calls), there is no connection to keep.
  const incoming = c.env?.incoming;
  if (!incoming || !leftUnread(incoming)) return;
  c.header("Connection", "close");
  lingerOnClose(incoming);
};
