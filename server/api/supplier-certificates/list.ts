import { asc, eq, sql } from "drizzle-orm";
import type { Context } from "hono";
import { type Certificate, certificateListQuerySchema, certificateSituation } from "#contract/suppliers/certificates.ts";
import { SUPPLIER_NOT_FOUND } from "#contract/suppliers/supplier-rules.ts";
import type { StoredFile } from "#contract/suppliers/suppliers.ts";
import { certificateTypes, supplierCertificates, suppliers } from "#server/db/schema.ts";
import type { SignedLinks } from "#server/storage/signed-links.ts";
import { todayOf } from "#server/api/clock.ts";
import { notFound } from "#server/api/errors.ts";
import { storedFileView } from "#server/api/files/stored-files.ts";
import type { ApiDeps, ApiEnv } from "#server/api/types.ts";
import { parse } from "#server/api/validation.ts";

type CertificateRow = typeof supplierCertificates.$inferSelect;

/** The certificate's file as the supplier's documents leave the API (a signed link), or null when it has none. */
function fileOf(links: SignedLinks, row: CertificateRow): StoredFile | null {
  const { storageKey, filename, size, contentType, uploadedAt } = row;
  if (storageKey === null || filename === null || size === null || contentType === null || uploadedAt === null) return null;
  return { ...storedFileView(links, { storageKey, filename, size, contentType }), uploaded_at: uploadedAt.toISOString() };
}

/** A supplier's certificates with their situation on the API's today (São Paulo), the nearest expiry first. */
async function listCertificates(deps: Pick<ApiDeps, "db" | "links" | "clock">, supplierId: number): Promise<Certificate[]> {
  const { db, links } = deps;
  const [supplier] = await db.select({ id: suppliers.id }).from(suppliers).where(eq(suppliers.id, supplierId));
  if (!supplier) throw notFound(SUPPLIER_NOT_FOUND);
  const rows = await db
    .select({ row: supplierCertificates, tipo: certificateTypes.nome })
    .from(supplierCertificates)
    .innerJoin(certificateTypes, eq(certificateTypes.id, supplierCertificates.tipoId))
    .where(eq(supplierCertificates.supplierId, supplierId))
    .orderBy(sql`${supplierCertificates.validoAte} asc nulls last`, asc(supplierCertificates.id));
  // Computed when read: a certificate changes situation at midnight without anyone writing.
  const today = todayOf(deps);
  return rows.map(({ row, tipo }) => ({
    id: row.id,
    id_supplier: row.supplierId,
    id_tipo: row.tipoId,
    tipo,
    numero: row.numero,
    emissor: row.emissor,
    emitido_em: row.emitidoEm,
    valido_ate: row.validoAte,
    arquivo: fileOf(links, row),
    observacoes: row.observacoes,
    ...certificateSituation(row.validoAte, today),
  }));
}

/** GET /api/suppliers/certificados/?id_supplier= */
export async function listCertificatesHandler(c: Context<ApiEnv>) {
  const { id_supplier: supplierId } = parse(certificateListQuerySchema, c.req.query());
  return c.json({ results: await listCertificates(c.var.deps, supplierId) });
}
