import busboy from "busboy";

export type UploadProblem = "too-large" | "broken";

export interface CheckedUpload {
  /** The body as it arrives, passed on chunk by chunk; it fails once more than the limit has come. */
  body: ReadableStream<Uint8Array>;
  /** What was wrong with the body, once it has been read (null while it is fine or not read to its end). */
  problem(): UploadProblem | null;
}

/**
 * An upload's multipart body on its way to the action (which streams it to the API, server/api/multipart.ts):
 * counted, and cut past `max` bytes; and parsed alongside by a second multipart parser whose file contents are
 * dropped, so that a body that is no multipart form (cut off, no closing boundary) is told apart from a refused
 * upload: the API's parser sees the same bytes and fails on it too, and the web tier answers 400 for it rather
 * than the upload's own refusal (a toast and a redirect). Nothing is held: the parser gets each chunk before the
 * action does. Null when the content type names no usable boundary.
 */
export function checkedUpload(source: ReadableStream<Uint8Array>, contentType: string, max: number): CheckedUpload | null {
  let parser: busboy.Busboy;
  try {
    parser = busboy({ headers: { "content-type": contentType }, defParamCharset: "utf8" });
  } catch {
    return null;
  }
  let problem: UploadProblem | null = null;
  let closed = false;
  parser.on("file", (_name, file) => {
    file.on("error", () => {});
    file.resume();
  });
  parser.on("error", () => {
    problem ??= "broken";
  });
  // After the end of a whole form, and also after an error (the parser is then destroyed).
  parser.on("close", () => {
    closed = true;
  });
  /** Resolves when the parser took `chunk` in (its own buffer is kept small), or failed. */
  const feed = (chunk: Uint8Array) =>
    new Promise<void>((done) => {
      if (problem || parser.write(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength))) return done();
      const settle = () => {
        parser.off("drain", settle);
        parser.off("error", settle);
        done();
      };
      parser.on("drain", settle);
      parser.on("error", settle);
    });

  let size = 0;
  const body = source.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      async transform(chunk, controller) {
        size += chunk.byteLength;
        if (size > max) {
          problem = "too-large";
          controller.error(new Error("upload past its limit"));
          return;
        }
        await feed(chunk);
        controller.enqueue(chunk);
      },
      async flush() {
        if (problem) return;
        // The end of the body: a form cut short fails here ('Unexpected end of form'), a whole one closes.
        await new Promise<void>((done) => {
          if (closed) return done();
          parser.once("close", () => done());
          parser.end();
        });
      },
    }),
    // Past the limit the body is failed for the action, not cancelled at its source: cancelling the request's
    // stream would destroy the connection before the 413 could be sent.
    { preventCancel: true },
  );
  return { body, problem: () => problem };
}
