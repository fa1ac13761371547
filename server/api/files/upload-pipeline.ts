import type { Context } from "hono";
import type { z } from "zod";
import { FILE_EMPTY, FILE_MISSING, FILE_NOT_CHOSEN } from "#contract/shared/file-rules.ts";
import type { Tx } from "#server/db/client.ts";
import { isForeignKeyViolation } from "#server/db/pg-errors.ts";
import { badRequest, notFound } from "#server/api/errors.ts";
import type { ApiDeps, ApiEnv } from "#server/api/types.ts";
import { parse } from "#server/api/validation.ts";
import { commitFiles, type FileChange, type StoredUpload, storeUploads } from "./stored-files.ts";
import { type UrlParent, withUrlParent } from "./url-parent.ts";

/**
 * One kind of single-file upload (a supplier document, a sourcing file, a product image): where its objects go,
 * its limits, its form fields, what it accepts of the file, and how its row points at the file.
 */
export interface UploadKind<Fields extends z.ZodType, Accepted, Saved> {
  /** Storage key prefix: the kind of file. */
  prefix: string;
  maxFileSize: (deps: ApiDeps) => number;
  tooLargeMessage: string;
  tooManyFilesMessage: string;
  /** The multipart's text fields. */
  fields: Fields;
  /** The one file, checked (present, not empty, its type or name): a refusal throws. */
  accept: (file: StoredUpload | undefined) => Accepted;
  /** In one transaction with the upload's history: points the row at the new object, releasing what it replaced. */
  save: (tx: Tx, input: z.output<Fields>, file: Accepted, actorId: number) => Promise<FileChange<Saved>>;
  /** The parent row was deleted while the file was arriving (a foreign key refused the row): 404 with this message. */
  parentGone?: string;
  /** The field naming the parent, which a page's URL fixes (`withUrlParent`), and the 404 of another parent's. */
  urlParent?: UrlParent;
}

/**
 * The upload pipeline (docs/decisions/0020-stored-files-and-comment-markdown.md): the file streams to a fresh key
 * as it arrives (its fields may come after it), then its fields and the file are checked and its row written in one
 * transaction. A refusal or a failure at any step deletes the new object, so nothing is left half-saved; the object
 * a row pointed at before is removed only once the new row has committed.
 */
export async function receiveUpload<Fields extends z.ZodType, Accepted, Saved>(
  c: Context<ApiEnv>,
  kind: UploadKind<Fields, Accepted, Saved>,
): Promise<Saved> {
  const { db, storage } = c.var.deps;
  const { fields, files } = await storeUploads(storage, c.req.raw, {
    prefix: kind.prefix,
    fileFields: ["file"],
    maxFiles: 1,
    maxFileSize: kind.maxFileSize(c.var.deps),
    tooLargeMessage: kind.tooLargeMessage,
    tooManyFilesMessage: kind.tooManyFilesMessage,
  });
  return commitFiles(storage, files, async () => {
    const input = parse(kind.fields, withUrlParent(c, fields, kind.urlParent));
    const file = kind.accept(files[0]);
    try {
      return await db.transaction((tx) => kind.save(tx, input, file, c.var.user.id));
    } catch (error) {
      if (kind.parentGone !== undefined && isForeignKeyViolation(error)) throw notFound(kind.parentGone);
      throw error;
    }
  });
}

/** A file sent in the `file` field and not empty: what supplier documents and sourcing files accept. */
export function nonEmptyFile(file: StoredUpload | undefined): StoredUpload {
  if (!file) throw badRequest(FILE_MISSING, { file: [FILE_NOT_CHOSEN] });
  if (file.size === 0) throw badRequest(FILE_EMPTY, { file: [FILE_EMPTY] });
  return file;
}
