import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import busboy from "busboy";
import { cleanFileName } from "./files/file-name.ts";
import { ApiError, badRequest } from "./errors.ts";

interface FileInfo {
  field: string;
  filename: string;
}

/** What a body that cannot be read as multipart is told (the supplier side says it in its reader's language). */
export interface MultipartRefusals {
  notMultipart: string;
  /** A multipart type without a usable boundary; `broken` unless said. */
  badHeader?: string;
  broken: string;
  interrupted: string;
}

const PORTUGUESE_REFUSALS: MultipartRefusals = {
  notMultipart: "Envie os dados como multipart/form-data.",
  badHeader: "Cabeçalho multipart inválido.",
  broken: "Corpo multipart inválido ou incompleto.",
  interrupted: "O envio foi interrompido.",
};

export interface MultipartOptions<T> {
  /** Fields that may carry files; files in other fields are skipped. */
  fileFields: string[];
  maxFileSize: number;
  maxFiles: number;
  tooLargeMessage: string;
  tooManyFilesMessage?: string;
  /** Portuguese unless given. */
  refusals?: MultipartRefusals;
  /** Consumes one file stream (to storage, or to memory for small files). */
  onFile(stream: Readable, info: FileInfo): Promise<T>;
  /** Undoes `onFile` for a file whose request failed, so nothing is left half-written. */
  discard(result: T): Promise<void>;
}

export interface MultipartResult<T> {
  fields: Record<string, string | undefined>;
  files: (FileInfo & { result: T })[];
}

const FIELD_OVERHEAD = 1024 * 1024;

/**
 * Streams a multipart body: each file goes through `onFile` as it arrives, never held whole in
 * memory. On any failure (size, count, broken body) every file already consumed is discarded.
 */
export async function readMultipart<T>(request: Request, options: MultipartOptions<T>): Promise<MultipartResult<T>> {
  const contentType = request.headers.get("content-type") ?? "";
  const say = options.refusals ?? PORTUGUESE_REFUSALS;
  if (!contentType.includes("multipart/form-data") || !request.body) throw badRequest(say.notMultipart);
  const tooLarge = new ApiError(413, options.tooLargeMessage);
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > options.maxFileSize * options.maxFiles + FIELD_OVERHEAD) {
    throw tooLarge;
  }

  return new Promise((resolve, reject) => {
    const fields: Record<string, string> = {};
    const pending: Promise<FileInfo & { result: T }>[] = [];
    let failure: Error | null = null;
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { "content-type": contentType },
        defParamCharset: "utf8",
        // Busboy signals its limit when a file reaches it, not when it passes it: one byte more, so a file of
        // exactly the maximum is taken ('at most 5 MB') and the first byte beyond is refused.
        limits: { fileSize: options.maxFileSize + 1, files: options.maxFiles, fields: 100, fieldSize: FIELD_OVERHEAD },
      });
    } catch {
      reject(badRequest(say.badHeader ?? say.broken));
      return;
    }

    parser.on("field", (name, value) => {
      fields[name] = value;
    });
    parser.on("file", (field, stream, info) => {
      // A body cut off mid-file errors the part's stream too; the parser's own 'error' reports it (a 400), and an
      // 'error' nobody listens to would take the process down.
      stream.on("error", () => {});
      if (!options.fileFields.includes(field) || failure) {
        stream.resume();
        return;
      }
      stream.on("limit", () => {
        failure ??= tooLarge;
      });
      // An absent name stays empty (no file chosen); any other is cleaned before it is stored or shown.
      // The type the client declared is not kept: a stored file's type is checked by its content (files/content-type.ts).
      const meta: FileInfo = { field, filename: info.filename ? cleanFileName(info.filename) : "" };
      pending.push(options.onFile(stream, meta).then((result) => ({ ...meta, result })));
    });
    parser.on("filesLimit", () => {
      failure ??= badRequest(options.tooManyFilesMessage ?? "Arquivos demais na requisição.");
    });

    const finish = async (error?: Error) => {
      const settled = await Promise.allSettled(pending);
      const files = settled.flatMap((s) => (s.status === "fulfilled" ? [s.value] : []));
      const rejected = settled.find((s): s is PromiseRejectedResult => s.status === "rejected");
      const problem = failure ?? error ?? (rejected ? (rejected.reason as Error) : null);
      if (problem) {
        await Promise.allSettled(files.map((f) => options.discard(f.result)));
        reject(problem);
      } else {
        resolve({ fields, files });
      }
    };
    let finished = false;
    const once = (error?: Error) => {
      if (finished) return;
      finished = true;
      void finish(error);
    };
    parser.on("close", () => once());
    parser.on("error", () => once(badRequest(say.broken)));

    const body = Readable.fromWeb(request.body as unknown as NodeReadableStream);
    body.on("error", () => {
      once(badRequest(say.interrupted));
      // The file being stored ends with an error too: its consumer would otherwise wait for the rest of a body that
      // will never come, and this request would never be answered (a body cut by the web tier at its limit did).
      parser.destroy(new Error("envio interrompido"));
    });
    body.pipe(parser);
  });
}
