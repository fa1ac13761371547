import { and, eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { DOCUMENT_LABELS, SUPPLIER_DOCUMENT_MAX_BYTES } from "../../../contract/suppliers.ts";
import { supplierDocuments, suppliers } from "../../db/schema.ts";
import { newStorageKey } from "../../storage/storage.ts";
import { requireUser } from "../auth-middleware.ts";
import { badRequest, conflict, notFound } from "../errors.ts";
import { readMultipart } from "../multipart.ts";
import { positiveIntParam, withoutBlanks } from "../query-params.ts";
import { SUPPLIER_NOT_FOUND } from "../suppliers/alter.ts";
import { deleteDocumentRow, documentTypeSchema, findDocument, removeStoredFiles, storedFile } from "./supplier-document-rows.ts";
import type { ApiEnv } from "../types.ts";
import { parse, parseBody } from "../validation.ts";

const FILE_NOT_FOUND = "Arquivo não encontrado.";
const TOO_LARGE = "O arquivo não pode exceder 300MB.";

const supplierIdField = z.coerce
  .number({ error: "Informe o supplier_id." })
  .int({ error: "Informe o supplier_id." })
  .positive({ error: "Informe o supplier_id." });

const uploadFieldsSchema = z.object({
  supplier_id: supplierIdField,
  file_type: documentTypeSchema,
  file_action: z.enum(["create", "overwrite"], { error: "Ação inválida: use create ou overwrite." }),
});

const deleteBodySchema = z.object({ supplier_id: supplierIdField, file_type: documentTypeSchema });

const getQuerySchema = z.preprocess(
  withoutBlanks,
  z.object({ supplier_id: positiveIntParam("Informe o supplier_id."), type: documentTypeSchema }),
);

const isForeignKeyViolation = (error: unknown) =>
  typeof error === "object" && error !== null && "code" in error && (error as { code?: unknown }).code === "23503";

/** /files/suppliers: the three documents of a supplier (QC, factory audit, catalog). */
export const supplierDocumentsRouter = new Hono<ApiEnv>()
  .use("*", requireUser)
  .post("/upload/", async (c) => {
    const { db, storage, links } = c.var.deps;
    const maxFileSize = c.var.deps.supplierDocumentMaxBytes ?? SUPPLIER_DOCUMENT_MAX_BYTES;
    // The file streams to a fresh key as it arrives (fields may come after it); any failure below discards it.
    const { fields, files } = await readMultipart(c.req.raw, {
      fileFields: ["file"],
      maxFiles: 1,
      maxFileSize,
      tooLargeMessage: TOO_LARGE,
      tooManyFilesMessage: "Envie um arquivo por vez.",
      onFile: async (stream, info) => {
        const key = newStorageKey("suppliers");
        const size = await storage.put(key, stream, info.mimeType || "application/octet-stream");
        return { key, size };
      },
      discard: (stored) => storage.delete(stored.key),
    });
    const file = files[0];
    let committed = false;
    try {
      const input = parse(uploadFieldsSchema, fields);
      if (!file?.filename) throw badRequest("Envie o arquivo no campo file.", { file: ["Selecione um arquivo."] });
      if (file.result.size === 0) throw badRequest("O arquivo está vazio.", { file: ["O arquivo está vazio."] });
      const row = {
        supplierId: input.supplier_id,
        type: input.file_type,
        storageKey: file.result.key,
        filename: file.filename,
        size: file.result.size,
        contentType: file.mimeType || "application/octet-stream",
      };
      const { document, replacedKey } = await db.transaction(async (tx) => {
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
        if (existing) {
          const [replaced] = await tx
            .update(supplierDocuments)
            .set({ ...row, uploadedAt: sql`now()` })
            .where(eq(supplierDocuments.id, existing.id))
            .returning();
          return { document: replaced, replacedKey: existing.storageKey };
        }
        const [created] = await tx.insert(supplierDocuments).values(row).onConflictDoNothing().returning();
        // Another upload of the same type won the race.
        if (!created) throw conflict(`Já existe um arquivo para ${DOCUMENT_LABELS[input.file_type]}.`);
        return { document: created, replacedKey: null };
      });
      committed = true;
      await removeStoredFiles(storage, [replacedKey]);
      if (!document) throw new Error("documento não gravado");
      return c.json(
        { ...storedFile(links, document), message: "Arquivo enviado com sucesso!" },
        replacedKey ? 200 : 201,
      );
    } catch (error) {
      if (!committed && file) await removeStoredFiles(storage, [file.result.key]);
      // The supplier was deleted while its file was arriving.
      if (isForeignKeyViolation(error)) throw notFound(SUPPLIER_NOT_FOUND);
      throw error;
    }
  })
  .delete("/delete/", async (c) => {
    const input = await parseBody(c, deleteBodySchema);
    const { db, storage } = c.var.deps;
    const key = await deleteDocumentRow(db, input.supplier_id, input.file_type);
    if (!key) throw notFound(FILE_NOT_FOUND);
    await db.update(suppliers).set({ updatedAt: sql`now()` }).where(eq(suppliers.id, input.supplier_id));
    await removeStoredFiles(storage, [key]);
    return c.json({ detail: "Arquivo deletado." });
  })
  .get("/get/", async (c) => {
    const q = parse(getQuerySchema, c.req.query());
    const { db, links } = c.var.deps;
    const [row] = await db
      .select()
      .from(supplierDocuments)
      .where(and(eq(supplierDocuments.supplierId, q.supplier_id), eq(supplierDocuments.type, q.type)));
    if (!row) throw notFound(FILE_NOT_FOUND);
    return c.json({ [`documents_${q.type}`]: storedFile(links, row) });
  });
