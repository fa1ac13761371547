import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { FILE_NAME_REQUIRED, FILE_NAME_TOO_LONG, FILE_NAME_WITH_SLASH } from "#contract/shared/file-rules.ts";
import { idSchema } from "#contract/shared/ids.ts";
import {
  DOCUMENT_CHANGE_INVALID,
  DOCUMENT_INVALID,
  NO_DOCUMENT_SENT,
  noDocumentToRename,
  ONE_DOCUMENT_AT_A_TIME,
  SUPPLIER_ID_INVALID,
  SUPPLIER_ID_REQUIRED,
  SUPPLIER_NOT_FOUND,
} from "#contract/suppliers/supplier-rules.ts";
import { DOCUMENT_LABELS, DOCUMENT_TYPES, type DocumentType } from "#contract/suppliers/suppliers.ts";
import type { Db } from "#server/db/client.ts";
import { supplierDocuments, suppliers } from "#server/db/schema.ts";
import type { Storage } from "#server/storage/storage.ts";
import { badRequest, notFound } from "#server/api/errors.ts";
import { removeStoredFiles } from "#server/api/files/stored-files.ts";
import { deleteDocumentRow, findDocument } from "#server/api/files/supplier-document-rows.ts";
import { parse } from "#server/api/validation.ts";
import { changeOf, recordActivity } from "#server/api/activity/record.ts";

// A supplier's three documents as PUT /api/suppliers/alter/ renames or removes them
// (docs/decisions/0011-documents-through-alter.md); they are uploaded through /files/suppliers/.

export const documentField = (type: DocumentType) => `documents_${type}` as const;

/** The alter body's document shape: `id` plus exactly one documents_* key. */
export function documentFieldsIn(body: unknown): DocumentType[] {
  if (typeof body !== "object" || body === null) return [];
  return DOCUMENT_TYPES.filter((type) => documentField(type) in body);
}

export function assertOneDocument(types: DocumentType[]): DocumentType {
  const [type] = types;
  if (types.length !== 1 || !type) throw badRequest(ONE_DOCUMENT_AT_A_TIME);
  return type;
}

const supplierIdSchema = idSchema(SUPPLIER_ID_REQUIRED, SUPPLIER_ID_INVALID);

/** null or "" removes the document; {filename} renames what the user sees (the stored file stays). */
const documentChangeSchema = z.union(
  [
    z.null(),
    z.literal(""),
    z.object({
      filename: z
        .string({ error: FILE_NAME_REQUIRED })
        .trim()
        .min(1, { error: FILE_NAME_REQUIRED })
        .max(255, { error: FILE_NAME_TOO_LONG })
        .refine((name) => !/[/\\]/.test(name), { error: FILE_NAME_WITH_SLASH }),
      fileurl: z.string().optional(),
    }),
  ],
  { error: DOCUMENT_CHANGE_INVALID },
);

/** The document shape of the alter body, for the API's description: `id` plus one documents_* field. */
export const supplierDocumentAlterSchema = z.union(
  DOCUMENT_TYPES.map((type) => z.object({ id: supplierIdSchema, [documentField(type)]: documentChangeSchema }).strict()),
);

async function touch(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .update(suppliers)
    .set({ updatedAt: sql`now()` })
    .where(eq(suppliers.id, id))
    .returning({ id: suppliers.id });
  return row !== undefined;
}

/** Renames or removes one document through PUT /api/suppliers/alter/. */
export async function alterDocument(
  db: Db,
  storage: Storage,
  body: Record<string, unknown>,
  type: DocumentType,
  actorId: number,
): Promise<void> {
  const id = parse(supplierIdSchema, body.id);
  const field = documentField(type);
  const parsed = documentChangeSchema.safeParse(body[field]);
  if (!parsed.success) {
    const messages = parsed.error.issues.map((issue) => issue.message);
    throw badRequest(messages[0] ?? DOCUMENT_INVALID, { [field]: messages });
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
    if (!existing) throw badRequest(noDocumentToRename(label), { [field]: [NO_DOCUMENT_SENT] });
    await tx.update(supplierDocuments).set({ filename: change.filename }).where(eq(supplierDocuments.id, existing.id));
    await recordActivity(tx, target, changeOf("supplier", field, existing.filename, change.filename));
  });
}
