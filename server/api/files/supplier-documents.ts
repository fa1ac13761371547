import { and, eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { idSchema } from "#contract/shared/ids.ts";
import { FILE_ACTION_INVALID, FILE_ACTIONS, FILE_NOT_FOUND, FILE_SENT, ONE_FILE_AT_A_TIME } from "#contract/shared/file-rules.ts";
import {
  DOCUMENT_SUPPLIER_ID_INVALID,
  DOCUMENT_SUPPLIER_ID_REQUIRED,
  documentExists,
  SUPPLIER_DOCUMENT_TOO_LARGE,
  SUPPLIER_NOT_FOUND,
} from "#contract/suppliers/supplier-rules.ts";
import { DOCUMENT_LABELS, storedFileSchema, SUPPLIER_DOCUMENT_MAX_BYTES, uploadReplySchema } from "#contract/suppliers/suppliers.ts";
import { messageReplySchema } from "#contract/shared/replies.ts";
import { describe } from "#server/api/openapi/describe.ts";
import { supplierDocuments, suppliers } from "#server/db/schema.ts";
import { requireUser } from "#server/api/auth-middleware.ts";
import { conflict, notFound } from "#server/api/errors.ts";
import { idParam, withoutBlanks } from "#server/api/query-params.ts";
import { documentField } from "#server/api/suppliers/files.ts";
import { recordActivity } from "#server/api/activity/record.ts";
import { deleteFileHandler } from "./delete-file.ts";
import type { StoredUpload } from "./stored-files.ts";
import {
  deleteDocumentRow,
  documentTypeSchema,
  findDocument,
  type SupplierDocumentRow,
  supplierDocumentView,
} from "./supplier-document-rows.ts";
import { nonEmptyFile, receiveUpload, type UploadKind } from "./upload-pipeline.ts";
import type { ApiEnv } from "#server/api/types.ts";
import { parse } from "#server/api/validation.ts";

const supplierIdField = idSchema(DOCUMENT_SUPPLIER_ID_REQUIRED, DOCUMENT_SUPPLIER_ID_INVALID);

const uploadFieldsSchema = z.object({
  supplier_id: supplierIdField,
  file_type: documentTypeSchema,
  file_action: z.enum(FILE_ACTIONS, { error: FILE_ACTION_INVALID }),
});

const deleteBodySchema = z.object({
  supplier_id: supplierIdField,
  file_type: documentTypeSchema,
});

const getQuerySchema = z.preprocess(
  withoutBlanks,
  z.object({
    supplier_id: idParam(DOCUMENT_SUPPLIER_ID_REQUIRED),
    type: documentTypeSchema,
  }),
);

/** A supplier's document (QC, factory audit, catalogue): one of each type, replaced only with `file_action=overwrite`. */
const supplierDocumentUpload: UploadKind<typeof uploadFieldsSchema, StoredUpload, { document: SupplierDocumentRow; replaced: boolean }> = {
  prefix: "suppliers",
  maxFileSize: (deps) => deps.supplierDocumentMaxBytes ?? SUPPLIER_DOCUMENT_MAX_BYTES,
  tooLargeMessage: SUPPLIER_DOCUMENT_TOO_LARGE,
  tooManyFilesMessage: ONE_FILE_AT_A_TIME,
  fields: uploadFieldsSchema,
  accept: nonEmptyFile,
  parentGone: SUPPLIER_NOT_FOUND,
  urlParent: { field: "supplier_id", notFound: SUPPLIER_NOT_FOUND },
  save: async (tx, input, file, actorId) => {
    const row = {
      supplierId: input.supplier_id,
      type: input.file_type,
      storageKey: file.key,
      filename: file.filename,
      size: file.size,
      contentType: file.contentType,
    };
    const [supplier] = await tx
      .update(suppliers)
      .set({ updatedAt: sql`now()` })
      .where(eq(suppliers.id, input.supplier_id))
      .returning({ id: suppliers.id });
    if (!supplier) throw notFound(SUPPLIER_NOT_FOUND);
    const existing = await findDocument(tx, input.supplier_id, input.file_type);
    if (existing && input.file_action === "create") throw conflict(documentExists(DOCUMENT_LABELS[input.file_type]));
    // A new file is a change even under the same name (its contents are new).
    await recordActivity(tx, { entityType: "supplier", entityId: input.supplier_id, actorId }, [
      { action: "alterou", field: documentField(input.file_type), old: existing?.filename ?? null, new: file.filename },
    ]);
    if (existing) {
      const [updated] = await tx
        .update(supplierDocuments)
        .set({ ...row, uploadedAt: sql`now()` })
        .where(eq(supplierDocuments.id, existing.id))
        .returning();
      if (!updated) throw new Error("documento não gravado");
      return { result: { document: updated, replaced: true }, released: [existing.storageKey] };
    }
    const [created] = await tx.insert(supplierDocuments).values(row).onConflictDoNothing().returning();
    // Another upload of the same type won the race.
    if (!created) throw conflict(documentExists(DOCUMENT_LABELS[input.file_type]));
    return { result: { document: created, replaced: false }, released: [] };
  },
};

/** /files/suppliers: the three documents of a supplier (QC, factory audit, catalog). */
export const supplierDocumentsRouter = new Hono<ApiEnv>()
  .use("*", requireUser)
  .post(
    "/upload/",
    describe({
      summary: "Envia um documento do fornecedor (qc, audit ou catalogo)",
      tag: "Documentos",
      multipart: { fields: uploadFieldsSchema, files: ["file"] },
      reply: uploadReplySchema,
      status: 201,
      errors: [404, 409, 413],
    }),
    async (c) => {
      const { document, replaced } = await receiveUpload(c, supplierDocumentUpload);
      return c.json({ ...supplierDocumentView(c.var.deps.links, document), message: FILE_SENT }, replaced ? 200 : 201);
    },
  )
  .delete(
    "/delete/",
    describe({
      summary: "Exclui um documento do fornecedor",
      tag: "Documentos",
      body: deleteBodySchema,
      reply: messageReplySchema,
      errors: [404],
    }),
    deleteFileHandler(deleteBodySchema, async (tx, input, actorId) => {
      const removed = await deleteDocumentRow(tx, input.supplier_id, input.file_type);
      if (!removed) return null;
      await tx
        .update(suppliers)
        .set({ updatedAt: sql`now()` })
        .where(eq(suppliers.id, input.supplier_id));
      await recordActivity(tx, { entityType: "supplier", entityId: input.supplier_id, actorId }, [
        { action: "alterou", field: documentField(input.file_type), old: removed.filename, new: null },
      ]);
      return removed.key;
    }),
  )
  .get(
    "/get/",
    describe({
      summary: "Um documento do fornecedor",
      tag: "Documentos",
      query: getQuerySchema,
      reply: z.record(z.string(), storedFileSchema),
      errors: [404],
    }),
    async (c) => {
      const q = parse(getQuerySchema, c.req.query());
      const { db, links } = c.var.deps;
      const [row] = await db
        .select()
        .from(supplierDocuments)
        .where(and(eq(supplierDocuments.supplierId, q.supplier_id), eq(supplierDocuments.type, q.type)));
      if (!row) throw notFound(FILE_NOT_FOUND);
      return c.json({
        [`documents_${q.type}`]: supplierDocumentView(links, row),
      });
    },
  );
