import { Readable } from "node:stream";
import { Hono } from "hono";
import { z } from "zod";
import { describe } from "../openapi/describe.ts";
import { notFound } from "../errors.ts";
import type { ApiEnv } from "../types.ts";

/** RFC 6266 filename for any Unicode name, with an ASCII fallback for old clients. */
export function contentDisposition(kind: "inline" | "attachment", filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

const INLINE_TYPES = /^(image\/(png|jpeg|gif|webp)|application\/pdf|text\/plain)$/;

/** Serves stored files through the short-lived signed links that replies carry as `fileurl`. */
/** The parameters of a signed link (`SignedLinks.url`): any change breaks the signature. */
const signedLinkQuerySchema = z.object({
  key: z.string(),
  name: z.string(),
  type: z.string(),
  exp: z.string(),
  sig: z.string(),
});

export const blobRouter = new Hono<ApiEnv>().get(
  "/blob/",
  describe({
    summary: "Baixa um arquivo por um link assinado",
    description: "Os links vêm nas respostas (`fileurl`, `url`) e valem por alguns minutos; não precisam de token.",
    tag: "Arquivos e comentários",
    access: "public",
    query: signedLinkQuerySchema,
    reply: { description: "O arquivo.", mediaType: "application/octet-stream" },
    errors: [404],
  }),
  async (c) => {
    const target = c.var.deps.links.verify(c.req.query());
    if (!target) throw notFound("Link de arquivo inválido ou expirado.");
    const object = await c.var.deps.storage.get(target.key);
    if (!object) throw notFound("Arquivo não encontrado.");
    const inline = INLINE_TYPES.test(target.contentType);
    const maxAge = Math.max(0, target.expires - Math.floor(Date.now() / 1000));
    return new Response(Readable.toWeb(object.body) as ReadableStream, {
      headers: {
        "Content-Type": target.contentType,
        "Content-Length": String(object.size),
        "Content-Disposition": contentDisposition(inline ? "inline" : "attachment", target.filename),
        "Cache-Control": `private, max-age=${maxAge}`,
        "X-Content-Type-Options": "nosniff",
        // A stored file is never allowed to run script in our origin.
        "Content-Security-Policy": "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
      },
    });
  },
);
