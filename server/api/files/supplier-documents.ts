import { and, eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { idSchema } from "../../../contract/ids.ts";
import { DOCUMENT_LABELS, storedFileSchema, SUPPLIER_DOCUMENT_MAX_BYTES, uploadReplySchema } from "../../../contract/suppliers.ts";
import { messageReplySchema } from "../../../contract/replies.ts";
import { describe } from "../openapi/describe.ts";
import { supplierDocuments, suppliers } from "../../db/schema.ts";
import { requireUser } from "../auth-middleware.ts";
import { badRequest, conflict, notFound } from "../errors.ts";
import { idParam, withoutBlanks } from "../query-params.ts";
import { documentField, SUPPLIER_NOT_FOUND } from "../suppliers/alter.ts";
import { recordActivity } from "../activity/record.ts";
import { isForeignKeyViolation } from "../../db/pg-errors.ts";
import { commitFiles, removeStoredFiles, storeUploads } from "./stored-files.ts";
import { deleteDocumentRow, documentTypeSchema, findDocument, supplierDocumentView } from "./supplier-document-rows.ts";
import type { ApiEnv } from "../types.ts";
import { parse, parseBody } from "../validation.ts";

const FILE_NOT_FOUND = "Arquivo não encontrado.";
const TOO_LARGE = "O arquivo não pode exceder 300MB.";

const supplierIdField = idSchema("Informe o supplier_id.", "supplier_id inválido: informe o id de um supplier.");

const uploadFieldsSchema = z.object({
  supplier_id: supplierIdField,
  file_type: documentTypeSchema,
  file_action: z.enum(["create", "overwrite"], {
    error: "Ação inválida: use create ou overwrite.",
  }),
});

const deleteBodySchema = z.object({
  supplier_id: supplierIdField,
  file_type: documentTypeSchema,
});

const getQuerySchema = z.preprocess(
  withoutBlanks,
  z.object({
    supplier_id: idParam("Informe o supplier_id."),
    type: documentTypeSchema,
  }),
);

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
      const { db, storage, links } = c.var.deps;
      // The file streams to a fresh key as it arrives (fields may come after it); any failure below discards it.
      const { fields, files } = await storeUploads(storage, c.req.raw, {
        prefix: "suppliers",
        fileFields: ["file"],
        maxFiles: 1,
        maxFileSize: c.var.deps.supplierDocumentMaxBytes ?? SUPPLIER_DOCUMENT_MAX_BYTES,
        tooLargeMessage: TOO_LARGE,
        tooManyFilesMessage: "Envie um arquivo por vez.",
      });
      const { document, replaced } = await commitFiles(storage, files, async () => {
        const input = parse(uploadFieldsSchema, fields);
        const [file] = files;
        if (!file)
          throw badRequest("Envie o arquivo no campo file.", {
            file: ["Selecione um arquivo."],
          });
        if (file.size === 0)
          throw badRequest("O arquivo está vazio.", {
            file: ["O arquivo está vazio."],
          });
        const row = {
          supplierId: input.supplier_id,
          type: input.file_type,
          storageKey: file.key,
          filename: file.filename,
          size: file.size,
          contentType: file.contentType,
        };
        try {
          return await db.transaction(async (tx) => {
            const [supplier] = await tx
              .update(suppliers)
              .set({ updatedAt: sql`now()` })
              .where(eq(suppliers.id, input.supplier_id))
              .returning({ id: suppliers.id });
            if (!supplier) throw notFound(SUPPLIER_NOT_FOUND);
            const existing = await findDocument(tx, input.supplier_id, input.file_type);
            if (existing && input.file_action === "create") {
              throw conflict(`Já existe um arquivo para ${DOCUMENT_LABELS[input.file_type]}.`);
            }
            // A new file is a change even under the same name (its contents are new).
            await recordActivity(tx, { entityType: "supplier", entityId: input.supplier_id, actorId: c.var.user.id }, [
              { action: "alterou", field: documentField(input.file_type), old: existing?.filename ?? null, new: file.filename },
            ]);
            if (existing) {
              const [updated] = await tx
                .update(supplierDocuments)
                .set({ ...row, uploadedAt: sql`now()` })
                .where(eq(supplierDocuments.id, existing.id))
                .returning();
              if (!updated) throw new Error("documento não gravado");
              return {
                result: { document: updated, replaced: true },
                released: [existing.storageKey],
              };
            }
            const [created] = await tx.insert(supplierDocuments).values(row).onConflictDoNothing().returning();
            // Another upload of the same type won the race.
            if (!created) throw conflict(`Já existe um arquivo para ${DOCUMENT_LABELS[input.file_type]}.`);
            return {
              result: { document: created, replaced: false },
              released: [],
            };
          });
        } catch (error) {
          // The supplier was deleted while its file was arriving.
          if (isForeignKeyViolation(error)) throw notFound(SUPPLIER_NOT_FOUND);
          throw error;
        }
      });
      return c.json(
        {
          ...supplierDocumentView(links, document),
          message: "Arquivo enviado com sucesso!",
        },
        replaced ? 200 : 201,
      );
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
    async (c) => {
      const input = await parseBody(c, deleteBodySchema);
      const { db, storage } = c.var.deps;
      await removeStoredFiles(storage, () =>
        db.transaction(async (tx) => {
          const removed = await deleteDocumentRow(tx, input.supplier_id, input.file_type);
          if (!removed) throw notFound(FILE_NOT_FOUND);
          await tx
            .update(suppliers)
            .set({ updatedAt: sql`now()` })
            .where(eq(suppliers.id, input.supplier_id));
          await recordActivity(tx, { entityType: "supplier", entityId: input.supplier_id, actorId: c.var.user.id }, [
            { action: "alterou", field: documentField(input.file_type), old: removed.filename, new: null },
          ]);
          return { result: null, released: [removed.key] };
        }),
      );
      return c.json({ detail: "Arquivo deletado." });
    },
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
