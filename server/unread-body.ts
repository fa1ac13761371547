import type { IncomingMessage } from "node:http";
import type { MiddlewareHandler } from "hono";

/** A body this small, declared by its length, is read and dropped after the reply; the connection is kept. */
const DRAINED_MAX_BYTES = 64 * 1024;
/** How long, and how much more, the rest of a refused body is read (and dropped), before the connection is closed. */
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
 * after the reply (the client sees its end), and what still comes is read and dropped for up to 2 s or 16 MB,
 * whichever comes first, then the connection is closed: the 'lingering close' of HTTP servers (ADR 0062).
 *
 * The rest of the body is taken over from the refusal on, before the reply is written: the handlers are done with
 * it. Left to Node, a body nobody had read was dumped after the reply, dropped inside the HTTP parser where no
 * listener sees it, so no count could stop it (gigabytes of a declared 8 GB in the 2 s); one a handler had begun to
 * read stayed paused behind that handler's stream, so nothing was read and the client waited the whole 2 s.
 */
function lingerOnClose(incoming: IncomingMessage): void {
  const socket = incoming.socket;
  let dropped = 0;
  let replied = false;
  const close = () => socket.destroy();
  // Once our side has sent the reply: a reset then no longer races the reply out of the kernel's buffer first.
  const closeOnceSent = () => (socket.writableFinished ? close() : socket.once("finish", close));
  incoming.removeAllListeners("data");
  incoming.on("data", (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped <= LINGER_MAX_BYTES) return;
    // Past the bound before the reply is out: no more is read until it is, then the connection is closed.
    if (replied) closeOnceSent();
    else incoming.pause();
  });
  incoming.on("end", () => replied && closeOnceSent());
  incoming.resume();
  socket.destroySoon = () => {
    if (replied) return;
    replied = true;
    socket.end();
    if (dropped > LINGER_MAX_BYTES || incoming.readableEnded) return void closeOnceSent();
    const timer = setTimeout(close, LINGER_MS);
    timer.unref();
    socket.once("close", () => clearTimeout(timer));
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
