import { promisify } from "node:util";
import { deflate, gzip } from "node:zlib";
import type { Context, MiddlewareHandler } from "hono";
import { compress } from "hono/compress";

const THRESHOLD = 1024;
/** Replies that are always whole (pages: entry.server.tsx renders the document at once; the API's JSON). */
const WHOLE = /^(?:text\/html|application\/json)\b/i;
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;
const VARIES_BY_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;
const compressors = { gzip: promisify(gzip), deflate: promisify(deflate) };

/** gzip, else deflate, as the client accepts them (q=0 refuses), as Hono's middleware chooses. */
function acceptedEncoding(header: string | undefined): "gzip" | "deflate" | null {
  if (!header) return null;
  const weights = new Map(
    header.split(",").map((part) => {
      const [name = "", ...params] = part.trim().toLowerCase().split(";");
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return [name.trim(), q === undefined ? 1 : Number(q)] as const;
    }),
  );
  const weight = (name: string) => weights.get(name) ?? weights.get("*") ?? 0;
  const [best] = (["gzip", "deflate"] as const).filter((name) => weight(name) > 0).sort((a, b) => weight(b) - weight(a));
  return best ?? null;
}

/** A whole page or JSON reply compressed in one zlib call (off the main thread), with the headers Hono's would set. */
async function compressWhole(c: Context): Promise<void> {
  const res = c.res;
  const type = res.headers.get("Content-Type") ?? "";
  if (
    !WHOLE.test(type) ||
    !res.body ||
    res.status === 206 ||
    c.req.method === "HEAD" ||
    res.headers.has("Content-Encoding") ||
    res.headers.has("Transfer-Encoding") ||
    NO_TRANSFORM.test(res.headers.get("Cache-Control") ?? "")
  )
    return;
  const body = new Uint8Array(await res.arrayBuffer());
  const encoding = acceptedEncoding(c.req.header("Accept-Encoding"));
  const small = body.byteLength < THRESHOLD;
  const sent = encoding && !small ? await compressors[encoding](body) : body;
  c.res = new Response(sent, res);
  const headers = c.res.headers;
  if (!small) {
    const vary = headers.get("Vary");
    if (vary !== "*" && !(vary && VARIES_BY_ENCODING.test(vary)))
      headers.set("Vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
  }
  if (encoding && !small) {
    headers.set("Content-Encoding", encoding);
    const etag = headers.get("ETag");
    if (etag && !etag.startsWith("W/")) headers.set("ETag", `W/${etag}`);
  }
  // The length of what is sent: the streaming middleware leaves a small reply be, and none goes out chunked.
  headers.set("Content-Length", String(sent.byteLength));
}

/**
 * Compression of the front's replies. A page or an API reply is whole before it is sent: it is read and compressed in
 * one zlib call, where a `CompressionStream` costs a stream, its chunks and a task each (−10 to −18 % of a list
 * page's CPU, docs/decisions/0078). Anything else (a list's export, React Router's data requests) keeps streaming
 * through Hono's middleware, so a 50,000-row export is never held whole.
 */
export function compressReplies(): MiddlewareHandler {
  const streaming = compress();
  return (c, next) =>
    streaming(c, async () => {
      await next();
      await compressWhole(c);
    });
}
