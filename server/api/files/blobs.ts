import { Readable } from "node:stream";
import { Hono } from "hono";
import { z } from "zod";
import { FILE_NOT_FOUND } from "#contract/shared/file-rules.ts";
import { describe } from "#server/api/openapi/describe.ts";
import { notFound } from "#server/api/errors.ts";
import type { ApiEnv } from "#server/api/types.ts";

/** RFC 6266 filename for any Unicode name, with an ASCII fallback for old clients. */
function contentDisposition(kind: "inline" | "attachment", filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

const INLINE_TYPES = /^(image\/(png|jpeg|gif|webp)|application\/pdf|text\/plain)$/;

/** The parameters of a signed link (`SignedLinks.url`): any change breaks the signature. */
const signedLinkQuerySchema = z.object({
  key: z.string(),
  name: z.string(),
  type: z.string(),
  exp: z.string(),
  sig: z.string(),
});

/** Seconds cut from a presigned URL's life when telling the browser how long to keep the redirect. */
const REDIRECT_MARGIN_SECONDS = 30;

/**
 * Serves stored files through the short-lived signed links that replies carry as `fileurl`: streamed through the
 * app (S3_DOWNLOADS=proxy, and always for a local folder), or, for a private bucket with S3_DOWNLOADS=presigned, a
 * 302 to a presigned bucket URL (docs/decisions/0042). Either way the app's signature is checked first, so the
 * link stays the one way in, and a missing file is the same 404.
 */
export const blobRouter = new Hono<ApiEnv>().get(
  "/blob/",
  describe({
    summary: "Baixa um arquivo por um link assinado",
    description: "Os links vêm nas respostas (`fileurl`, `url`) e valem por alguns minutos; não precisam de token.",
    tag: "Arquivos e comentários",
    access: "public",
    query: signedLinkQuerySchema,
    reply: {
      description: "O arquivo (ou, com S3_DOWNLOADS=presigned, um 302 para uma URL pré-assinada do bucket, válida por alguns minutos).",
      mediaType: "application/octet-stream",
    },
    errors: [404],
  }),
  async (c) => {
    const target = c.var.deps.links.verify(c.req.query());
    if (!target) throw notFound("Link de arquivo inválido ou expirado.");
    const { storage, presignedDownloads } = c.var.deps;
    const disposition = contentDisposition(INLINE_TYPES.test(target.contentType) ? "inline" : "attachment", target.filename);
    const now = Math.floor(Date.now() / 1000);
    const maxAge = Math.max(0, target.expires - now);
    if (presignedDownloads) {
      if (!(await storage.exists(target.key))) throw notFound(FILE_NOT_FOUND);
      const presigned = await presignedDownloads.url(target.key, { contentType: target.contentType, contentDisposition: disposition });
      // The browser may reuse the redirect while both the app's link and the bucket's URL are still good.
      const redirectAge = Math.max(0, Math.min(maxAge, presigned.expires - now - REDIRECT_MARGIN_SECONDS));
      return new Response(null, {
        status: 302,
        headers: { Location: presigned.url, "Cache-Control": `private, max-age=${redirectAge}` },
      });
    }
    const object = await storage.get(target.key);
    if (!object) throw notFound(FILE_NOT_FOUND);
    return new Response(Readable.toWeb(object.body) as ReadableStream, {
      headers: {
        "Content-Type": target.contentType,
        "Content-Length": String(object.size),
        "Content-Disposition": disposition,
        "Cache-Control": `private, max-age=${maxAge}`,
        "X-Content-Type-Options": "nosniff",
        // A stored file is never allowed to run script in our origin.
        "Content-Security-Policy": "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
      },
    });
  },
);
