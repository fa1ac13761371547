import { Readable, Transform } from "node:stream";
import { eq, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { FILE_NAME_REQUIRED, FILE_NAME_TOO_LONG } from "#contract/shared/file-rules.ts";
import type { Db, Tx } from "#server/db/client.ts";
import type { commentAttachments, sourcingFiles, sourcings, suppliers } from "#server/db/schema.ts";
import { logger } from "#server/ops/logger.ts";
import { notFound } from "#server/api/errors.ts";
import { isExternalUrl, publicBucketUrl } from "#server/storage/external-urls.ts";
import type { SignedLinks } from "#server/storage/signed-links.ts";
import { newStorageKey, type Storage } from "#server/storage/storage.ts";
import { type MultipartRefusals, readMultipart } from "#server/api/multipart.ts";
import { CONTENT_HEAD_BYTES, checkedContentType, UNCHECKED_TYPE } from "./content-type.ts";
import { jsonListReader } from "#server/api/json-column.ts";

/**
 * Files and the rows that point at them, kept together (docs/decisions/0020-stored-files-and-comment-markdown.md):
 * - an upload streams to a fresh random key; if the request fails before its row is committed, the object
 *   is deleted, so no object is left without a row;
 * - an object whose row is replaced or deleted is removed only after the database change has committed,
 *   so a rolled-back change never loses its file (at worst an unreferenced object is left, and logged).
 */

/** One uploaded file, already in storage under `key`. */
export interface StoredUpload {
  field: string;
  key: string;
  /** The name the user gave it (UTF-8), kept for display and download only. */
  filename: string;
  /** The type its content was checked as (./content-type.ts), never the one the client declared. */
  contentType: string;
  size: number;
  /** Its first bytes, to check a type by content (profile pictures). */
  head: Buffer;
}

export interface UploadOptions {
  /** Storage key prefix: the kind of file (`suppliers`, `sourcings`, `comments`, `profile`). */
  prefix: string;
  /** Fields that may carry files; files in other fields are skipped. */
  fileFields: string[];
  maxFiles: number;
  maxFileSize: number;
  tooLargeMessage: string;
  tooManyFilesMessage?: string;
  /** What an unreadable body is told; Portuguese unless given. */
  refusals?: MultipartRefusals;
}

/**
 * Streams every file of a multipart request into storage under fresh random keys, never holding one whole in
 * memory. Over the size or count limit, or on a broken body, every object already written is deleted before
 * the error propagates. A file part without a name (a browser's empty file input) is skipped.
 */
export async function storeUploads(
  storage: Storage,
  request: Request,
  options: UploadOptions,
): Promise<{
  fields: Record<string, string | undefined>;
  files: StoredUpload[];
}> {
  const { fields, files } = await readMultipart<StoredUpload | null>(request, {
    ...options,
    onFile: async (stream, info) => {
      if (!info.filename) {
        stream.resume();
        return null;
      }
      const key = newStorageKey(options.prefix);
      const head = withHead(stream);
      // The object is written as it arrives, before its content is known: it claims no type of its own. Its row
      // keeps the checked type, which every download is served with (signed links, presigned bucket URLs).
      const size = await storage.put(key, head.stream, UNCHECKED_TYPE);
      const bytes = head.bytes();
      return {
        field: info.field,
        key,
        filename: info.filename,
        contentType: checkedContentType(bytes, info.filename),
        size,
        head: bytes,
      };
    },
    discard: async (stored) => {
      if (stored) await storage.delete(stored.key);
    },
  });
  return { fields, files: files.flatMap((f) => (f.result ? [f.result] : [])) };
}

/**
 * The same stream, recording its first bytes on the way. A transform rather than a 'data' listener: the
 * storage may start reading later, and a listener would make the stream flow (and lose chunks) before that.
 */
function withHead(stream: Readable): { stream: Readable; bytes: () => Buffer } {
  const chunks: Buffer[] = [];
  let length = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (length < CONTENT_HEAD_BYTES) {
        chunks.push(chunk.subarray(0, CONTENT_HEAD_BYTES - length));
        length += Math.min(chunk.length, CONTENT_HEAD_BYTES - length);
      }
      callback(null, chunk);
    },
  });
  stream.on("error", (error) => tap.destroy(error));
  // The storage may await something (a folder, a connection) before it pipes the stream; an error meanwhile
  // stays on the stream (`errored`) for that pipe to report, instead of being an 'error' nobody listens to,
  // which would end the process (a body cut off mid-upload did, found by the bad-input suite).
  tap.on("error", () => {});
  stream.pipe(tap);
  return { stream: tap, bytes: () => Buffer.concat(chunks) };
}

/** What a database change did to stored objects: its result, and the keys no row points at any more. */
export interface FileChange<R> {
  result: R;
  released: (string | null | undefined)[];
}

/**
 * Runs a database change (a transaction) that points rows at `uploads` and may replace or delete others.
 * If it fails, the uploads are deleted (nothing half-written); once it has committed, the objects it
 * released are removed.
 */
export async function commitFiles<R>(storage: Storage, uploads: StoredUpload[], change: () => Promise<FileChange<R>>): Promise<R> {
  let outcome: FileChange<R>;
  try {
    outcome = await change();
  } catch (error) {
    await releaseObjects(
      storage,
      uploads.map((u) => u.key),
    );
    throw error;
  }
  await releaseObjects(storage, outcome.released);
  return outcome.result;
}

/** Deletes rows through `change` (a transaction returning the keys of the objects they pointed at), then, after commit, the objects. */
export async function removeStoredFiles<R>(storage: Storage, change: () => Promise<FileChange<R>>): Promise<R> {
  return commitFiles(storage, [], change);
}

/**
 * Deletes a parent row (a supplier, a sourcing) whose file rows go with it by FK cascade, then, after commit, their
 * objects. The parent is locked first: an upload still writing a file row under it commits before `keysOf` reads.
 */
export async function deleteWithStoredFiles(
  db: Db,
  storage: Storage,
  parent: {
    table: typeof suppliers | typeof sourcings;
    id: number;
    missing: string;
    /** Runs in the transaction, the parent locked, just before it is deleted (the activity history's part). */
    beforeDelete: (tx: Tx) => Promise<void>;
  },
  keysOf: (tx: Tx) => Promise<{ key: string }[]>,
): Promise<void> {
  const { table, id, missing, beforeDelete } = parent;
  await removeStoredFiles(storage, () =>
    db.transaction(async (tx) => {
      const [row] = await tx.select({ id: table.id }).from(table).where(eq(table.id, id)).for("update");
      if (!row) throw notFound(missing);
      const keys = await keysOf(tx);
      await beforeDelete(tx);
      await tx.delete(table).where(eq(table.id, id));
      return { result: null, released: keys.map((k) => k.key) };
    }),
  );
}

/** Removes objects whose rows are gone; a failure leaves an unreferenced object, logged, never a row without its file. */
async function releaseObjects(storage: Storage, keys: (string | null | undefined)[]): Promise<void> {
  for (const key of keys) {
    // A URL of imported data is not in our storage: its row is gone, and there is nothing of ours to remove.
    if (!key || isExternalUrl(key)) continue;
    try {
      await storage.delete(key);
    } catch (error) {
      logger.error({ key, err: error }, "[storage] não foi possível remover o arquivo");
    }
  }
}

/** The stored-file columns every file table shares. */
export interface StoredFileRow {
  storageKey: string;
  filename: string;
  contentType: string;
  size: number;
}

/**
 * A short-lived signed download link that keeps the file's own name and type; a row of imported data that holds a
 * bucket URL instead of a key leaves as its public https address (specification §7, "External").
 */
export function storedFileUrl(links: SignedLinks, row: Pick<StoredFileRow, "storageKey" | "filename" | "contentType">): string {
  if (isExternalUrl(row.storageKey)) return publicBucketUrl(row.storageKey);
  return links.url({
    key: row.storageKey,
    filename: row.filename,
    contentType: row.contentType,
  });
}

/** How a stored file leaves the API: `{filename, fileurl, size}`. */
export function storedFileView(links: SignedLinks, row: StoredFileRow): { filename: string; fileurl: string; size: number } {
  return {
    filename: row.filename,
    fileurl: storedFileUrl(links, row),
    size: row.size,
  };
}

/** The name a user gave an upload: kept for display, so it must fit one line of a list. */
export const uploadNameSchema = z
  .string({ error: FILE_NAME_REQUIRED })
  .trim()
  .min(1, { error: FILE_NAME_REQUIRED })
  .max(255, { error: FILE_NAME_TOO_LONG });

/**
 * The stored-file rows of one parent as a JSON array, for a correlated sub-select in a list's SELECT (one per
 * listed row). Links are signed by the process, so rows come back with their keys: read them with `storedFilesFromJson`.
 */
export function storedFilesJson(table: typeof sourcingFiles | typeof commentAttachments, where: SQL, orderBy: SQL): SQL {
  return sql`coalesce((select json_agg(json_build_object('filename', ${table.filename}, 'storage_key', ${table.storageKey}, 'content_type', ${table.contentType}, 'size', ${table.size}) order by ${orderBy}) from ${table} where ${where}), '[]'::json)`;
}

const storedFileJsonSchema = z
  .object({
    filename: z.string(),
    storage_key: z.string(),
    content_type: z.string(),
    size: z.coerce.number(),
  })
  .transform((f): StoredFileRow => ({
    filename: f.filename,
    storageKey: f.storage_key,
    contentType: f.content_type,
    size: f.size,
  }));

/** Reads `storedFilesJson` back (PGlite hands JSON over parsed, node-postgres as well, but text is accepted too). */
export const storedFilesFromJson: (value: unknown) => StoredFileRow[] = jsonListReader(storedFileJsonSchema);

/** The contents of a file already in memory (small generated files: demo data), under a fresh key. */
export async function storeBytes(storage: Storage, prefix: string, bytes: Buffer, contentType: string): Promise<string> {
  const key = newStorageKey(prefix);
  await storage.put(key, Readable.from(bytes), contentType);
  return key;
}
