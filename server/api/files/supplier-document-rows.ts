import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { DOCUMENT_TYPE_INVALID } from "#contract/suppliers/supplier-rules.ts";
import { DOCUMENT_TYPES, type DocumentType, type StoredFile } from "#contract/suppliers/suppliers.ts";
import type { Db } from "#server/db/client.ts";
import { supplierDocuments } from "#server/db/schema.ts";
import type { SignedLinks } from "#server/storage/signed-links.ts";
import { storedFileView } from "./stored-files.ts";

export type SupplierDocumentRow = typeof supplierDocuments.$inferSelect;

export const documentTypeSchema = z.enum(DOCUMENT_TYPES, { error: DOCUMENT_TYPE_INVALID });

/** How a stored document leaves the API: its display name, a signed link, size and upload time. */
export function supplierDocumentView(links: SignedLinks, row: SupplierDocumentRow): StoredFile {
  return {
    ...storedFileView(links, row),
    uploaded_at: row.uploadedAt.toISOString(),
  };
}

export async function findDocument(db: Db, supplierId: number, type: DocumentType): Promise<SupplierDocumentRow | undefined> {
  const [row] = await db
    .select()
    .from(supplierDocuments)
    .where(and(eq(supplierDocuments.supplierId, supplierId), eq(supplierDocuments.type, type)));
  return row;
}

/** Deletes the document row; returns its storage key (to remove once the change is committed) and name, or null. */
export async function deleteDocumentRow(db: Db, supplierId: number, type: DocumentType): Promise<{ key: string; filename: string } | null> {
  const [row] = await db
    .delete(supplierDocuments)
    .where(and(eq(supplierDocuments.supplierId, supplierId), eq(supplierDocuments.type, type)))
    .returning({ key: supplierDocuments.storageKey, filename: supplierDocuments.filename });
  return row ?? null;
}
