import { and, eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { idSchema } from "#contract/shared/ids.ts";
import { sourcingFilesReplySchema, sourcingUploadReplySchema } from "#contract/sourcings/sourcings.ts";
import { messageReplySchema } from "#contract/shared/replies.ts";
import { describe } from "#server/api/openapi/describe.ts";
import { FILE_ACTION_INVALID, FILE_ACTIONS, FILE_SENT, ONE_FILE_AT_A_TIME } from "#contract/shared/file-rules.ts";
import {
  SOURCING_FILE_ID_INVALID,
  SOURCING_FILE_MAX_BYTES,
  SOURCING_FILE_TOO_LARGE,
  SOURCING_NOT_FOUND,
  sourcingFileExists,
} from "#contract/sourcings/sourcing-rules.ts";
import type { Tx } from "#server/db/client.ts";
import { sourcingFiles, sourcings } from "#server/db/schema.ts";
import { requireUser } from "#server/api/auth-middleware.ts";
import { conflict, notFound } from "#server/api/errors.ts";
import { idParam, withoutBlanks } from "#server/api/query-params.ts";
import type { ApiDeps, ApiEnv } from "#server/api/types.ts";
import { parse } from "#server/api/validation.ts";
import { recordActivity } from "#server/api/activity/record.ts";
import { deleteFileHandler } from "./delete-file.ts";
import { type StoredUpload, storedFileView, uploadNameSchema } from "./stored-files.ts";
import { nonEmptyFile, receiveUpload, type UploadKind } from "./upload-pipeline.ts";

const uploadFieldsSchema = z.object({
  sourcing_id: idSchema(SOURCING_FILE_ID_INVALID),
  file_action: z.enum(FILE_ACTIONS, { error: FILE_ACTION_INVALID }),
});
const deleteBodySchema = z.object({
  sourcing_id: idSchema(SOURCING_FILE_ID_INVALID),
  filename: uploadNameSchema,
});
const getQuerySchema = z.preprocess(withoutBlanks, z.object({ sourcing_id: idParam(SOURCING_FILE_ID_INVALID) }));

/** Files are listed by name, case and accents folded, in one order on every database (byte order, not the locale's). */
export const sourcingFilesOrder = [
  sql`lower(f_unaccent(${sourcingFiles.filename})) collate "C"`,
  sql`${sourcingFiles.filename} collate "C"`,
];

type SourcingFileRow = typeof sourcingFiles.$inferSelect;

/** Locks the sourcing against deletion until the file row is committed (FOR KEY SHARE); 404 when it does not exist. */
async function lockSourcing(tx: Tx, id: number): Promise<void> {
  const [sourcing] = await tx.select({ id: sourcings.id }).from(sourcings).where(eq(sourcings.id, id)).for("key share");
  if (!sourcing) throw notFound(SOURCING_NOT_FOUND);
}

const sameName = (sourcingId: number, filename: string) =>
  and(eq(sourcingFiles.sourcingId, sourcingId), eq(sourcingFiles.filename, filename));

/**
 * Saves the row of an uploaded file. `create` inserts with ON CONFLICT DO NOTHING on the (sourcing, name) index,
 * so of two concurrent uploads of one name only one gets in (409 for the other). `overwrite` replaces the row
 * and releases the old object; when the name is free it creates it.
 */
async function saveFileRow(
  tx: Tx,
  action: (typeof FILE_ACTIONS)[number],
  row: typeof sourcingFiles.$inferInsert,
): Promise<{
  result: { saved: SourcingFileRow; replaced: boolean };
  released: string[];
}> {
  const duplicate = () => conflict(sourcingFileExists(row.filename));
  // Twice at most: an insert that lost a race to a concurrent create finds that row on the second pass.
  for (let attempt = 0; attempt < 2; attempt++) {
    if (action === "overwrite") {
      const [existing] = await tx.select().from(sourcingFiles).where(sameName(row.sourcingId, row.filename)).for("update");
      if (existing) {
        const [updated] = await tx
          .update(sourcingFiles)
          .set({
            storageKey: row.storageKey,
            size: row.size,
            contentType: row.contentType,
            uploadedAt: sql`now()`,
          })
          .where(eq(sourcingFiles.id, existing.id))
          .returning();
        if (updated)
          return {
            result: { saved: updated, replaced: true },
            released: [existing.storageKey],
          };
      }
    }
    const [created] = await tx
      .insert(sourcingFiles)
      .values(row)
      .onConflictDoNothing({
        target: [sourcingFiles.sourcingId, sourcingFiles.filename],
      })
      .returning();
    if (created) return { result: { saved: created, replaced: false }, released: [] };
    if (action === "create") throw duplicate();
  }
  throw duplicate();
}

export const sourcingFileMaxBytes = (deps: ApiDeps) => deps.sourcingFileMaxBytes ?? SOURCING_FILE_MAX_BYTES;

/** A file of a sourcing's files panel: one per name, replaced only with `file_action=overwrite`. */
const sourcingFileUpload: UploadKind<
  typeof uploadFieldsSchema,
  StoredUpload & { filename: string },
  { saved: SourcingFileRow; replaced: boolean }
> = {
  prefix: "sourcings",
  maxFileSize: sourcingFileMaxBytes,
  tooLargeMessage: SOURCING_FILE_TOO_LARGE,
  tooManyFilesMessage: ONE_FILE_AT_A_TIME,
  fields: uploadFieldsSchema,
  urlParent: { field: "sourcing_id", notFound: SOURCING_NOT_FOUND },
  accept: (upload) => {
    const file = nonEmptyFile(upload);
    return { ...file, filename: parse(uploadNameSchema, file.filename) };
  },
  save: async (tx, input, file, actorId) => {
    await lockSourcing(tx, input.sourcing_id);
    const saved = await saveFileRow(tx, input.file_action, {
      sourcingId: input.sourcing_id,
      storageKey: file.key,
      filename: file.filename,
      size: file.size,
      contentType: file.contentType,
    });
    // A file sent again under its name (overwrite) changed, it did not join the list again: `alterou`, the
    // same name before and after, which the history reads "substituiu Arquivo".
    await recordActivity(tx, { entityType: "sourcing", entityId: input.sourcing_id, actorId }, [
      saved.result.replaced
        ? { action: "alterou", field: "arquivo", old: file.filename, new: file.filename }
        : { action: "adicionou", field: "arquivo", new: file.filename },
    ]);
    return saved;
  },
};

/** /files/sourcings: the files panel of a sourcing (specification §7), one file per name. */
export const sourcingFilesRouter = new Hono<ApiEnv>()
  .use("*", requireUser)
  .post(
    "/upload/",
    describe({
      summary: "Envia um arquivo ao sourcing (um por nome; file_action overwrite substitui)",
      tag: "Arquivos e comentários",
      multipart: { fields: uploadFieldsSchema, files: ["file"] },
      reply: sourcingUploadReplySchema,
      status: 201,
      errors: [404, 409, 413],
    }),
    async (c) => {
      const { saved, replaced } = await receiveUpload(c, sourcingFileUpload);
      const { filename, fileurl } = storedFileView(c.var.deps.links, saved);
      return c.json({ filename, fileurl, message: FILE_SENT }, replaced ? 200 : 201);
    },
  )
  .delete(
    "/delete/",
    describe({
      summary: "Exclui um arquivo do sourcing",
      tag: "Arquivos e comentários",
      body: deleteBodySchema,
      reply: messageReplySchema,
      errors: [404],
    }),
    deleteFileHandler(deleteBodySchema, async (tx, input, actorId) => {
      const [deleted] = await tx
        .delete(sourcingFiles)
        .where(sameName(input.sourcing_id, input.filename))
        .returning({ key: sourcingFiles.storageKey, filename: sourcingFiles.filename });
      if (!deleted) return null;
      await recordActivity(tx, { entityType: "sourcing", entityId: input.sourcing_id, actorId }, [
        { action: "removeu", field: "arquivo", old: deleted.filename },
      ]);
      return deleted.key;
    }),
  )
  .get(
    "/get/",
    describe({
      summary: "Arquivos de um sourcing",
      tag: "Arquivos e comentários",
      query: getQuerySchema,
      reply: sourcingFilesReplySchema,
      errors: [404],
    }),
    async (c) => {
      const { sourcing_id } = parse(getQuerySchema, c.req.query());
      const { db, links } = c.var.deps;
      const [sourcing] = await db.select({ id: sourcings.id }).from(sourcings).where(eq(sourcings.id, sourcing_id));
      if (!sourcing) throw notFound(SOURCING_NOT_FOUND);
      const rows = await db
        .select()
        .from(sourcingFiles)
        .where(eq(sourcingFiles.sourcingId, sourcing_id))
        .orderBy(...sourcingFilesOrder);
      return c.json({ files: rows.map((row) => storedFileView(links, row)) });
    },
  );
