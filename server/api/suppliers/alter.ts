import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { idSchema } from "../../../contract/ids.ts";
import type { supplierUpdateSchema } from "../../../contract/suppliers.ts";
import { DOCUMENT_LABELS, DOCUMENT_TYPES, type DocumentType } from "../../../contract/suppliers.ts";
import type { Db } from "../../db/client.ts";
import { supplierDocuments, suppliers } from "../../db/schema.ts";
import type { Storage } from "../../storage/storage.ts";
import { badRequest, notFound } from "../errors.ts";
import { supplierColumns } from "./columns.ts";
import { checkSupplierLookups } from "./lookups.ts";
import { removeStoredFiles } from "../files/stored-files.ts";
import { deleteDocumentRow, findDocument } from "../files/supplier-document-rows.ts";
import { parse } from "../validation.ts";
import { nextVersion, StaleVersion } from "../versions.ts";
import { changeOf, changesBetween, recordActivity } from "../activity/record.ts";
import { snapshotOf, supplierTracked } from "../activity/tracked.ts";

export const SUPPLIER_NOT_FOUND = "Fornecedor não encontrado.";

export const documentField = (type: DocumentType) => `documents_${type}` as const;

/** The alter body's document shape: `id` plus exactly one documents_* key. */
export function documentFieldsIn(body: unknown): DocumentType[] {
  if (typeof body !== "object" || body === null) return [];
  return DOCUMENT_TYPES.filter((type) => documentField(type) in body);
}

const supplierIdSchema = idSchema("Informe o id do supplier.", "Id de supplier inválido.");

/** null or "" removes the document; {filename} renames what the user sees (the stored file stays). */
const documentChangeSchema = z.union(
  [
    z.null(),
    z.literal(""),
    z.object({
      filename: z
        .string({ error: "Informe o nome do arquivo." })
        .trim()
        .min(1, { error: "Informe o nome do arquivo." })
        .max(255, { error: "O nome do arquivo deve ter no máximo 255 caracteres." })
        .refine((name) => !/[/\\]/.test(name), { error: "O nome do arquivo não pode conter barras." }),
      fileurl: z.string().optional(),
    }),
  ],
  { error: "Documento inválido: envie null para remover ou {filename} para renomear." },
);

/** The document shape of the alter body, for the API's description: `id` plus one documents_* field. */
export const supplierDocumentAlterSchema = z.union(
  DOCUMENT_TYPES.map((type) => z.object({ id: supplierIdSchema, [documentField(type)]: documentChangeSchema }).strict()),
);

async function touch(db: Db, id: number): Promise<boolean> {
  const [row] = await db.update(suppliers).set({ updatedAt: sql`now()` }).where(eq(suppliers.id, id)).returning({ id: suppliers.id });
  return row !== undefined;
}

/** Renames or removes one document through PUT /api/suppliers/alter/ (docs/decisions/0011-documents-through-alter.md). */
export async function alterDocument(db: Db, storage: Storage, body: Record<string, unknown>, type: DocumentType, actorId: number): Promise<void> {
  const id = parse(supplierIdSchema, body.id);
  const field = documentField(type);
  const parsed = documentChangeSchema.safeParse(body[field]);
  if (!parsed.success) {
    const messages = parsed.error.issues.map((issue) => issue.message);
    throw badRequest(messages[0] ?? "Documento inválido.", { [field]: messages });
  }
  const change = parsed.data;
  const label = DOCUMENT_LABELS[type];
  const target = { entityType: "supplier", entityId: id, actorId } as const;

  if (change === null || change === "") {
    await removeStoredFiles(storage, () =>
      db.transaction(async (tx) => {
        if (!(await touch(tx, id))) throw notFound(SUPPLIER_NOT_FOUND);
        const removed = await deleteDocumentRow(tx, id, type);
        await recordActivity(tx, target, changeOf("supplier", field, removed?.filename ?? null, null));
        return { result: null, released: [removed?.key] };
      }),
    );
    return;
  }
  await db.transaction(async (tx) => {
    if (!(await touch(tx, id))) throw notFound(SUPPLIER_NOT_FOUND);
    const existing = await findDocument(tx, id, type);
    if (!existing) throw badRequest(`Não existe arquivo de ${label} para renomear.`, { [field]: ["Nenhum arquivo enviado."] });
    await tx.update(supplierDocuments).set({ filename: change.filename }).where(eq(supplierDocuments.id, existing.id));
    await recordActivity(tx, target, changeOf("supplier", field, existing.filename, change.filename));
  });
}

/**
 * Saves the supplier's own fields, `blacklisted` included when sent, and records what changed. The row is locked
 * and read first (the history's "before"); the UPDATE checks the version and returns the "after".
 */
export async function alterFields(db: Db, input: z.output<typeof supplierUpdateSchema>, actorId: number): Promise<void> {
  await checkSupplierLookups(db, input);
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ snapshot: snapshotOf(supplierTracked) })
      .from(suppliers)
      .where(eq(suppliers.id, input.id))
      .for("update");
    if (!current) throw notFound(SUPPLIER_NOT_FOUND);
    const [row] = await tx
      .update(suppliers)
      .set({ ...supplierColumns(input), updatedAt: sql`now()`, version: nextVersion(suppliers.version) })
      .where(and(eq(suppliers.id, input.id), input.version === undefined ? undefined : eq(suppliers.version, input.version)))
      .returning({ snapshot: snapshotOf(supplierTracked) });
    if (!row) throw new StaleVersion();
    await recordActivity(tx, { entityType: "supplier", entityId: input.id, actorId }, changesBetween("supplier", current.snapshot, row.snapshot));
  });
}

export function assertOneDocument(types: DocumentType[]): DocumentType {
  const [type] = types;
  if (types.length !== 1 || !type) throw badRequest("Altere um documento por vez: envie apenas um dos campos documents_qc, documents_audit ou documents_catalogo.");
  return type;
}
