import { isNotNull } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import {
  commentAttachments,
  products,
  sourcingFiles,
  rfqFiles,
  supplierCertificates,
  supplierDocuments,
  users,
} from "#server/db/schema.ts";
import { isExternalUrl } from "./external-urls.ts";

/**
 * Every storage key a row points at, with the content type the row records. One list of the tables that hold
 * files, so that the start-up sweep (which removes what no row names) and the export (which copies what rows name)
 * can never disagree on it: a file table added here is kept by the one and copied by the other. A row may also hold
 * the bucket URL of imported data: not ours, left out.
 */
export async function referencedFiles(db: Db): Promise<Map<string, string>> {
  const lists = await Promise.all([
    db.select({ key: supplierDocuments.storageKey, type: supplierDocuments.contentType }).from(supplierDocuments),
    db
      .select({ key: supplierCertificates.storageKey, type: supplierCertificates.contentType })
      .from(supplierCertificates)
      .where(isNotNull(supplierCertificates.storageKey)),
    db.select({ key: sourcingFiles.storageKey, type: sourcingFiles.contentType }).from(sourcingFiles),
    db.select({ key: rfqFiles.storageKey, type: rfqFiles.contentType }).from(rfqFiles),
    db.select({ key: commentAttachments.storageKey, type: commentAttachments.contentType }).from(commentAttachments),
    db.select({ key: users.profilePicKey, type: users.profilePicType }).from(users).where(isNotNull(users.profilePicKey)),
    db.select({ key: products.imageKey, type: products.imageType }).from(products).where(isNotNull(products.imageKey)),
  ]);
  const files = new Map<string, string>();
  for (const { key, type } of lists.flat()) {
    if (key && !isExternalUrl(key)) files.set(key, type ?? "application/octet-stream");
  }
  return files;
}
