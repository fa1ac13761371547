/**
 * The whole body, or "too-large" as soon as more than `max` bytes have arrived: what is past the limit is never
 * read (the reply then closes the connection: server/unread-body.ts). The stream is released, not cancelled:
 * cancelling it would destroy the connection before the refusal could be sent.
 */
export async function readAtMost(body: ReadableStream<Uint8Array> | null, max: number): Promise<Uint8Array<ArrayBuffer> | "too-large"> {
  if (!body) return new Uint8Array(0);
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > max) return "too-large";
      chunks.push(value);
    }
  } finally {
    reader.releaseLock();
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** The length the client declared, or null when it sends the body in chunks (then it is counted as it comes). */
export function declaredLength(headers: Headers): number | null {
  const value = headers.get("content-length");
  if (value === null || headers.has("transfer-encoding")) return null;
  const length = Number(value);
  return Number.isSafeInteger(length) && length >= 0 ? length : null;
}
