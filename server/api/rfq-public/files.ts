import { and, asc, eq } from "drizzle-orm";
import type { Context } from "hono";
import {
  isAcceptedRfqFile,
  isRfqFileNameAccepted,
  RFQ_FILE_MAX_BYTES,
  RFQ_FILE_MESSAGES,
  RFQ_FILES_MAX,
  type RfqFile,
  rfqFileDeleteSchema,
} from "#contract/rfq/rfq-files.ts";
import type { RfqLanguage } from "#contract/rfq/rfq-languages.ts";
import { RFQ_BODY_REFUSALS } from "#contract/rfq/rfq-public.ts";
import type { Db } from "#server/db/client.ts";
import { rfqFiles } from "#server/db/schema.ts";
import { nowOf } from "#server/api/clock.ts";
import { badRequest, notFound, validationError } from "#server/api/errors.ts";
import { commitFiles, removeStoredFiles, type StoredFileRow, storeUploads, storedFileUrl } from "#server/api/files/stored-files.ts";
import type { ApiDeps, ApiEnv } from "#server/api/types.ts";
import { readBody } from "#server/api/validation.ts";
import type { SignedLinks } from "#server/storage/signed-links.ts";
import { holdOpenLink, type OpenLink } from "./link.ts";

type Reader = Pick<Db, "select">;

/** The multipart field the files come in. */
export const RFQ_FILES_FIELD = "arquivos";

const rfqFileMaxBytes = (deps: ApiDeps) => deps.rfqFileMaxBytes ?? RFQ_FILE_MAX_BYTES;

const ofPair = (sourcingId: number, supplierId: number) => and(eq(rfqFiles.sourcingId, sourcingId), eq(rfqFiles.supplierId, supplierId));

const storedFileColumns = {
  id: rfqFiles.id,
  supplierId: rfqFiles.supplierId,
  storageKey: rfqFiles.storageKey,
  filename: rfqFiles.filename,
  contentType: rfqFiles.contentType,
  size: rfqFiles.size,
};

/** Every file the suppliers of a sourcing attached, with what a download needs, oldest first. */
export const storedFilesOfSourcing = (db: Reader, sourcingId: number) =>
  db.select(storedFileColumns).from(rfqFiles).where(eq(rfqFiles.sourcingId, sourcingId)).orderBy(asc(rfqFiles.id));

/** The pair's files as its supplier sees them: names and sizes, oldest first. */
export async function rfqFilesOf(db: Reader, sourcingId: number, supplierId: number): Promise<RfqFile[]> {
  const rows = await db.select(storedFileColumns).from(rfqFiles).where(ofPair(sourcingId, supplierId)).orderBy(asc(rfqFiles.id));
  return rows.map((row) => ({ id: row.id, nome: row.filename, tamanho: row.size }));
}

/** A file as staff download it: a short-lived signed link keeping its name and type. */
export const staffFileOf = (links: SignedLinks, row: StoredFileRow & { id: number }) => ({
  id: row.id,
  nome: row.filename,
  tamanho: row.size,
  url: storedFileUrl(links, row),
});

/**
 * POST /api/rfq/<token>/arquivos/: the files stream to storage as they arrive (10 MB each); each is checked (a PDF,
 * an Excel sheet or a picture by its name and first bytes, not empty) and the pair's total kept at five, then their
 * rows are written. Any refusal removes every object of the request: nothing is left half-saved.
 */
export async function attachRfqFiles(c: Context<ApiEnv>, link: OpenLink, language: RfqLanguage): Promise<void> {
  const { db, storage } = c.var.deps;
  const say = RFQ_FILE_MESSAGES[language];
  const { files } = await storeUploads(storage, c.req.raw, {
    prefix: "rfq",
    fileFields: [RFQ_FILES_FIELD],
    maxFiles: RFQ_FILES_MAX,
    maxFileSize: rfqFileMaxBytes(c.var.deps),
    tooLargeMessage: say.tooLarge,
    tooManyFilesMessage: say.tooMany,
    refusals: RFQ_BODY_REFUSALS[language],
  });
  const refuse = (message: string) => badRequest(message, { [RFQ_FILES_FIELD]: [message] });
  await commitFiles(storage, files, async () => {
    if (files.length === 0) throw refuse(say.none);
    for (const file of files) {
      if (!isRfqFileNameAccepted(file.filename)) throw refuse(say.name);
      if (file.size === 0) throw refuse(say.empty(file.filename));
      if (!isAcceptedRfqFile(file.filename, file.head)) throw refuse(say.kind(file.filename));
    }
    await db.transaction(async (tx) => {
      await holdOpenLink(tx, link, nowOf(c.var.deps), language);
      const present = await tx.select({ id: rfqFiles.id }).from(rfqFiles).where(ofPair(link.sourcingId, link.supplierId));
      if (present.length + files.length > RFQ_FILES_MAX) throw refuse(say.tooMany);
      await tx.insert(rfqFiles).values(
        files.map((file) => ({
          sourcingId: link.sourcingId,
          supplierId: link.supplierId,
          storageKey: file.key,
          filename: file.filename.trim(),
          size: file.size,
          contentType: file.contentType,
        })),
      );
    });
    return { result: null, released: [] };
  });
}

/** DELETE /api/rfq/<token>/arquivos/ `{id}`: one of the pair's own files leaves, its object once the row is gone. */
export async function removeRfqFile(c: Context<ApiEnv>, link: OpenLink, language: RfqLanguage): Promise<void> {
  const say = RFQ_FILE_MESSAGES[language];
  const body = await readBody(c).catch(() => {
    throw notFound(say.notFound);
  });
  const parsed = rfqFileDeleteSchema(language).safeParse(body);
  if (!parsed.success) throw validationError(parsed.error);
  const { db, storage } = c.var.deps;
  await removeStoredFiles(storage, () =>
    db.transaction(async (tx) => {
      await holdOpenLink(tx, link, nowOf(c.var.deps), language);
      // A token reaches only its own pair's files: another's id is as unknown as one that never was.
      const [removed] = await tx
        .delete(rfqFiles)
        .where(and(eq(rfqFiles.id, parsed.data.id), ofPair(link.sourcingId, link.supplierId)))
        .returning({ key: rfqFiles.storageKey });
      if (!removed) throw notFound(say.notFound);
      return { result: null, released: [removed.key] };
    }),
  );
}
