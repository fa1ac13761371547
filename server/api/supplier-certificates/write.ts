import { eq, sql } from "drizzle-orm";
import type { Context } from "hono";
import type { z } from "zod";
import {
  CERTIFICATE_MESSAGES as M,
  certificateCreateSchema,
  certificateDeleteSchema,
  certificateName,
  certificateUpdateSchema,
  datesInOrder,
} from "#contract/suppliers/certificates.ts";
import { FILE_EMPTY } from "#contract/shared/file-rules.ts";
import { SUPPLIER_DOCUMENT_MAX_BYTES, SUPPLIER_DOCUMENT_TOO_LARGE, SUPPLIER_NOT_FOUND } from "#contract/suppliers/supplier-rules.ts";
import { ONE_FILE_AT_A_TIME } from "#contract/shared/file-rules.ts";
import type { Tx } from "#server/db/client.ts";
import { isForeignKeyViolation } from "#server/db/pg-errors.ts";
import { certificateTypes, supplierCertificates, suppliers } from "#server/db/schema.ts";
import { type ActivityChange, type ActivityTarget, changeOf, recordActivity } from "#server/api/activity/record.ts";
import { badRequest, notFound } from "#server/api/errors.ts";
import { type FileChange, removeStoredFiles, type StoredUpload } from "#server/api/files/stored-files.ts";
import { receiveUpload, type UploadKind } from "#server/api/files/upload-pipeline.ts";
import type { ApiEnv } from "#server/api/types.ts";
import { parseBody } from "#server/api/validation.ts";

// A supplier's certificates (docs/decisions/0070-supplier-certificates.md): JSON without a file, or multipart through
// the supplier documents' upload pipeline (same limits, same storage), so a refused or failed write leaves neither
// an object without its row nor a row without its object.

const isMultipart = (c: Context<ApiEnv>) => (c.req.header("content-type") ?? "").includes("multipart/form-data");

/** The file is optional; one sent must not be empty. */
function optionalFile(file: StoredUpload | undefined): StoredUpload | null {
  if (file && file.size === 0) throw badRequest(FILE_EMPTY, { file: [FILE_EMPTY] });
  return file ?? null;
}

/** Limits and storage of the supplier's documents: a certificate is one more document of the supplier. */
const uploadKind = <Fields extends z.ZodType, Saved>(
  fields: Fields,
  save: UploadKind<Fields, StoredUpload | null, Saved>["save"],
  otherSupplier: string,
): UploadKind<Fields, StoredUpload | null, Saved> => ({
  prefix: "certificates",
  maxFileSize: (deps) => deps.supplierDocumentMaxBytes ?? SUPPLIER_DOCUMENT_MAX_BYTES,
  tooLargeMessage: SUPPLIER_DOCUMENT_TOO_LARGE,
  tooManyFilesMessage: ONE_FILE_AT_A_TIME,
  fields,
  accept: optionalFile,
  parentGone: SUPPLIER_NOT_FOUND,
  // Sent from a supplier's page: the supplier of its URL (another supplier's certificate is not found, lockCertificate).
  urlParent: { field: "id_supplier", notFound: otherSupplier },
  save,
});

/** Locks the supplier (its certificates are written under it) and marks it changed; a 404 when it is gone. */
async function touchSupplier(tx: Tx, supplierId: number): Promise<void> {
  const [row] = await tx
    .update(suppliers)
    .set({ updatedAt: sql`now()` })
    .where(eq(suppliers.id, supplierId))
    .returning({ id: suppliers.id });
  if (!row) throw notFound(SUPPLIER_NOT_FOUND);
}

/** The type's name, or a 400 on `id_tipo` when there is no such type. */
async function typeName(tx: Tx, id: number): Promise<string> {
  const [row] = await tx.select({ nome: certificateTypes.nome }).from(certificateTypes).where(eq(certificateTypes.id, id));
  if (!row) throw badRequest(M.tipoNotFound, { id_tipo: [M.tipoNotFound] });
  return row.nome;
}

const fileColumns = (file: StoredUpload) => ({
  storageKey: file.key,
  filename: file.filename,
  size: file.size,
  contentType: file.contentType,
  uploadedAt: sql`now()`,
});
const NO_FILE = { storageKey: null, filename: null, size: null, contentType: null, uploadedAt: null };

/** A supplier that disappears while its certificate is written (the foreign key speaks) is a 404, as for an upload. */
async function supplierMustExist<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isForeignKeyViolation(error)) throw notFound(SUPPLIER_NOT_FOUND);
    throw error;
  }
}

type CreateInput = z.output<typeof certificateCreateSchema>;

async function insertCertificate(tx: Tx, input: CreateInput, file: StoredUpload | null, actorId: number): Promise<FileChange<number>> {
  await touchSupplier(tx, input.id_supplier);
  const tipo = await typeName(tx, input.id_tipo);
  const [row] = await tx
    .insert(supplierCertificates)
    .values({
      supplierId: input.id_supplier,
      tipoId: input.id_tipo,
      numero: input.numero,
      emissor: input.emissor,
      emitidoEm: input.emitido_em,
      validoAte: input.valido_ate,
      observacoes: input.observacoes,
      ...(file ? fileColumns(file) : NO_FILE),
    })
    .returning({ id: supplierCertificates.id });
  if (!row) throw new Error("certificado não gravado");
  await recordActivity(tx, { entityType: "supplier", entityId: input.id_supplier, actorId }, [
    { action: "adicionou", field: "certificado", new: certificateName(tipo, input.numero) },
  ]);
  return { result: row.id, released: [] };
}

const createUpload = uploadKind(certificateCreateSchema, insertCertificate, SUPPLIER_NOT_FOUND);

/** POST /api/suppliers/certificados/post/ */
export async function createCertificate(c: Context<ApiEnv>) {
  const { db } = c.var.deps;
  const actorId = c.var.user.id;
  let id: number;
  if (isMultipart(c)) id = await receiveUpload(c, createUpload);
  else {
    const input = await parseBody(c, certificateCreateSchema);
    id = await supplierMustExist(() => db.transaction(async (tx) => (await insertCertificate(tx, input, null, actorId)).result));
  }
  return c.json({ id, detail: M.created }, 201);
}

/**
 * The certificate, locked, its supplier locked first (the order a supplier's deletion takes too: its row, then its
 * certificates by cascade), with its type's name; a 404 when it is gone.
 */
async function lockCertificate(tx: Tx, id: number, supplierId: number | undefined) {
  const [owner] = await tx
    .select({ supplierId: supplierCertificates.supplierId })
    .from(supplierCertificates)
    .where(eq(supplierCertificates.id, id));
  // Another supplier's certificate is not one of this supplier's: not found, as one that does not exist.
  if (!owner || (supplierId !== undefined && owner.supplierId !== supplierId)) throw notFound(M.notFound);
  await touchSupplier(tx, owner.supplierId);
  const [current] = await tx
    .select({ row: supplierCertificates, tipo: certificateTypes.nome })
    .from(supplierCertificates)
    .innerJoin(certificateTypes, eq(certificateTypes.id, supplierCertificates.tipoId))
    .where(eq(supplierCertificates.id, id))
    .for("update", { of: supplierCertificates });
  if (!current) throw notFound(M.notFound);
  return current;
}

type UpdateInput = z.output<typeof certificateUpdateSchema>;

async function updateCertificate(tx: Tx, input: UpdateInput, file: StoredUpload | null, actorId: number): Promise<FileChange<null>> {
  if (file && input.remover_arquivo) throw badRequest(M.fileAndRemoval, { remover_arquivo: [M.fileAndRemoval] });
  const { row: old, tipo: oldTipo } = await lockCertificate(tx, input.id, input.id_supplier);
  const tipoId = input.id_tipo ?? old.tipoId;
  const tipo = tipoId === old.tipoId ? oldTipo : await typeName(tx, tipoId);
  const next = {
    numero: input.numero ?? old.numero,
    emissor: input.emissor ?? old.emissor,
    emitidoEm: input.emitido_em === undefined ? old.emitidoEm : input.emitido_em,
    validoAte: input.valido_ate === undefined ? old.validoAte : input.valido_ate,
    observacoes: input.observacoes ?? old.observacoes,
  };
  if (!datesInOrder(next.emitidoEm, next.validoAte)) throw badRequest(M.validadeBeforeEmissao, { valido_ate: [M.validadeBeforeEmissao] });
  const removing = input.remover_arquivo === true && old.storageKey !== null;
  await tx
    .update(supplierCertificates)
    .set({ tipoId, ...next, ...(file ? fileColumns(file) : removing ? NO_FILE : {}), updatedAt: sql`now()` })
    .where(eq(supplierCertificates.id, old.id));

  // Named as it was before this change, so the rows read as "what happened to the certificate the list showed".
  const subject = { id: old.id, nome: certificateName(oldTipo, old.numero) };
  const changes: ActivityChange[] = [
    ...changeOf("supplier", "certificado_tipo", { id: old.tipoId, nome: oldTipo }, { id: tipoId, nome: tipo }, subject),
    ...changeOf("supplier", "certificado_numero", old.numero, next.numero, subject),
    ...changeOf("supplier", "certificado_emissor", old.emissor, next.emissor, subject),
    ...changeOf("supplier", "certificado_emitido_em", old.emitidoEm, next.emitidoEm, subject),
    ...changeOf("supplier", "certificado_valido_ate", old.validoAte, next.validoAte, subject),
    ...changeOf("supplier", "certificado_observacoes", old.observacoes, next.observacoes, subject),
    // A new file is a change even under the same name (its contents are new).
    ...(file || removing
      ? [{ action: "alterou" as const, field: "certificado_arquivo", subject, old: old.filename, new: file?.filename ?? null }]
      : []),
  ];
  await recordActivity(tx, { entityType: "supplier", entityId: old.supplierId, actorId }, changes);
  return { result: null, released: file || removing ? [old.storageKey] : [] };
}

const alterUpload = uploadKind(certificateUpdateSchema, updateCertificate, M.notFound);

/** PUT /api/suppliers/certificados/alter/: its fields; with a file (multipart) a new file, with `remover_arquivo` none. */
export async function alterCertificate(c: Context<ApiEnv>) {
  const { db, storage } = c.var.deps;
  const actorId = c.var.user.id;
  if (isMultipart(c)) await receiveUpload(c, alterUpload);
  else {
    const input = await parseBody(c, certificateUpdateSchema);
    await removeStoredFiles(storage, () => db.transaction((tx) => updateCertificate(tx, input, null, actorId)));
  }
  return c.json({ detail: M.updated });
}

/** DELETE /api/suppliers/certificados/delete/: the row, then (after commit) its file. */
export async function deleteCertificate(c: Context<ApiEnv>) {
  const { id, id_supplier } = await parseBody(c, certificateDeleteSchema);
  const { db, storage } = c.var.deps;
  await removeStoredFiles(storage, () =>
    db.transaction(async (tx) => {
      const { row, tipo } = await lockCertificate(tx, id, id_supplier);
      await tx.delete(supplierCertificates).where(eq(supplierCertificates.id, id));
      const target: ActivityTarget = { entityType: "supplier", entityId: row.supplierId, actorId: c.var.user.id };
      await recordActivity(tx, target, [{ action: "removeu", field: "certificado", old: certificateName(tipo, row.numero) }]);
      return { result: null, released: [row.storageKey] };
    }),
  );
  return c.json({ detail: M.deleted });
}
