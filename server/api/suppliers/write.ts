import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { Context } from "hono";
import { z } from "zod";
import { idSchema } from "#contract/shared/ids.ts";
import {
  SUPPLIER_CREATED,
  SUPPLIER_DELETED,
  SUPPLIER_ID_INVALID,
  SUPPLIER_ID_REQUIRED,
  SUPPLIER_NOT_FOUND,
  SUPPLIER_UPDATED,
} from "#contract/suppliers/supplier-rules.ts";
import { supplierCreateSchema, supplierUpdateSchema } from "#contract/suppliers/suppliers.ts";
import type { Db } from "#server/db/client.ts";
import { supplierCertificates, supplierDocuments, suppliers, rfqFiles } from "#server/db/schema.ts";
import { notFound } from "#server/api/errors.ts";
import { deleteWithStoredFiles } from "#server/api/files/stored-files.ts";
import type { ApiEnv } from "#server/api/types.ts";
import { parse, parseBody, readBody } from "#server/api/validation.ts";
import { nextVersion, saveOrConflict, StaleVersion } from "#server/api/versions.ts";
import { createWithActivity } from "#server/api/activity/create-with-activity.ts";
import { recordSupplierDeletion } from "#server/api/activity/deletions.ts";
import { changesBetween, recordActivity } from "#server/api/activity/record.ts";
import { snapshotOf, supplierTracked } from "#server/api/activity/tracked.ts";
import { SUPPLIER_FIELDS } from "#contract/suppliers/supplier-fields.ts";
import { insertedValues, writtenColumns } from "#server/api/fields.ts";
import { loadSupplierDetail } from "./detail.ts";
import { alterDocument, assertOneDocument, documentFieldsIn } from "./files.ts";
import { checkSupplierLookups } from "./lookups.ts";

export const supplierDeleteSchema = z.object({ id: idSchema(SUPPLIER_ID_REQUIRED, SUPPLIER_ID_INVALID) });

/** POST /api/suppliers/post/ */
export async function createSupplier(c: Context<ApiEnv>) {
  const input = await parseBody(c, supplierCreateSchema);
  const { db } = c.var.deps;
  await checkSupplierLookups(db, input);
  const id = await createWithActivity(db, { entityType: "supplier", actorId: c.var.user.id }, (tx) =>
    tx.insert(suppliers).values(insertedValues(SUPPLIER_FIELDS, input)).returning({ id: suppliers.id }),
  );
  return c.json({ id, detail: SUPPLIER_CREATED }, 201);
}

/**
 * Saves the supplier's own fields (contract/suppliers/supplier-fields.ts: `id_source` and `blacklisted` when sent), and records what changed. The row is locked
 * and read first (the history's "before"); the UPDATE checks the version and returns the "after".
 */
async function alterFields(db: Db, input: z.output<typeof supplierUpdateSchema>, actorId: number): Promise<void> {
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
      .set({ ...writtenColumns(suppliers, SUPPLIER_FIELDS, input), updatedAt: sql`now()`, version: nextVersion(suppliers.version) })
      .where(and(eq(suppliers.id, input.id), input.version === undefined ? undefined : eq(suppliers.version, input.version)))
      .returning({ snapshot: snapshotOf(supplierTracked) });
    if (!row) throw new StaleVersion();
    await recordActivity(
      tx,
      { entityType: "supplier", entityId: input.id, actorId },
      changesBetween("supplier", current.snapshot, row.snapshot),
    );
  });
}

/** PUT /api/suppliers/alter/: the supplier's fields, or one of its documents (`./files.ts`). */
export async function alterSupplier(c: Context<ApiEnv>) {
  const body = await readBody(c);
  const { db, storage } = c.var.deps;
  const documentTypes = documentFieldsIn(body);
  if (documentTypes.length > 0) {
    await alterDocument(db, storage, body as Record<string, unknown>, assertOneDocument(documentTypes), c.var.user.id);
  } else {
    const input = parse(supplierUpdateSchema, body);
    await saveOrConflict(
      () => alterFields(db, input, c.var.user.id),
      () => loadSupplierDetail(db, c.var.deps.links, input.id),
    );
  }
  return c.json({ detail: SUPPLIER_UPDATED });
}

/** DELETE /api/suppliers/delete/ */
export async function deleteSupplier(c: Context<ApiEnv>) {
  const { id } = await parseBody(c, supplierDeleteSchema);
  const { db, storage } = c.var.deps;
  // Links, documents, certificates and product quotes go with the supplier (FK cascades); its files after commit.
  await deleteWithStoredFiles(
    db,
    storage,
    { table: suppliers, id, missing: SUPPLIER_NOT_FOUND, beforeDelete: (tx) => recordSupplierDeletion(tx, id, c.var.user.id) },
    async (tx) => [
      ...(await tx.select({ key: supplierDocuments.storageKey }).from(supplierDocuments).where(eq(supplierDocuments.supplierId, id))),
      // Its certificates' files.
      ...(await tx
        .select({ key: sql<string>`${supplierCertificates.storageKey}` })
        .from(supplierCertificates)
        .where(and(eq(supplierCertificates.supplierId, id), isNotNull(supplierCertificates.storageKey)))),
      // What it attached to its answers by link.
      ...(await tx.select({ key: rfqFiles.storageKey }).from(rfqFiles).where(eq(rfqFiles.supplierId, id))),
    ],
  );
  return c.json({ detail: SUPPLIER_DELETED });
}
