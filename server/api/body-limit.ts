import type { Context } from "hono";
import { BODY_TOO_LARGE } from "#contract/shared/errors.ts";
import { rfqLanguageOf } from "#contract/rfq/rfq-languages.ts";
import { RFQ_BODY_REFUSALS } from "#contract/rfq/rfq-public.ts";
import { ApiError } from "./errors.ts";

/** Every body the API reads whole (JSON, a form's fields) is at most this; uploads stream under their own limits. */
export const JSON_BODY_LIMIT = 1024 * 1024;

/** Where the supplier side is served: its refusals speak the language asked (`?lang=`), a body over the limit's too. */
export const RFQ_PUBLIC_PATH = "/api/rfq/";

/** The 413 of a body over JSON_BODY_LIMIT, in Portuguese or, on the supplier side, in the language asked. */
export const bodyTooLarge = (c: Context) =>
  new ApiError(
    413,
    c.req.path.startsWith(RFQ_PUBLIC_PATH) ? RFQ_BODY_REFUSALS[rfqLanguageOf(c.req.query("lang"))].tooLarge : BODY_TOO_LARGE,
  );

/**
 * The body, read whole only while it stays within JSON_BODY_LIMIT: a declared length past it is refused before a byte
 * is read, and a chunked one as soon as it passes it (the rest is left to the refused body's drain, ADR 0062).
 */
export async function boundedBody(c: Context): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(c.req.header("content-length"));
  if (declared > JSON_BODY_LIMIT) throw bodyTooLarge(c);
  const body = c.req.raw.body;
  if (!body) return new Uint8Array(0);
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    size += read.value.byteLength;
    if (size > JSON_BODY_LIMIT) {
      await reader.cancel().catch(() => undefined);
      throw bodyTooLarge(c);
    }
    chunks.push(read.value);
  }
  const whole = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    whole.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return whole;
}
