import { asc, eq } from "drizzle-orm";
import type { Storage } from "#server/storage/storage.ts";
import type { Db } from "#server/db/client.ts";
import { certificateTypes, supplierCertificates, suppliers } from "#server/db/schema.ts";
import { storeBytes } from "#server/api/files/stored-files.ts";
import { tinyPdf } from "./demo-files.ts";
import { saoPauloDate } from "./random.ts";

/**
 * The demo's certificates (docs/decisions/0070-supplier-certificates.md), dated from the seed's today so each badge
 * shows: one valid, one about to expire, one expired, one without expiry, on the first Chinese suppliers.
 */
const DEMO_CERTIFICATES = [
  { supplier: 0, tipo: "ISO 9001", numero: "CN-QMS-2024-0187", emissor: "SGS China", emitido: -300, validade: 430 },
  { supplier: 0, tipo: "Auditoria BSCI", numero: "BSCI-DBID-398812", emissor: "amfori BSCI", emitido: -345, validade: 12 },
  {
    supplier: 1,
    tipo: "Certificação Inmetro",
    numero: "INM-004512/2023",
    emissor: "Inmetro / OCP TÜV Rheinland",
    emitido: -760,
    validade: -18,
  },
  { supplier: 1, tipo: "Licença comercial", numero: "91440300MA5F8K2X1Q", emissor: "SAMR Shenzhen", emitido: -1500, validade: null },
  { supplier: 2, tipo: "Inspeção de qualidade", numero: "QC-2025-0412", emissor: "Bureau Veritas", emitido: -40, validade: 140 },
] as const;

/** Seeds the demo certificates (files only with a storage, as for the documents). */
export async function seedCertificates(db: Db, storage: Storage | undefined): Promise<void> {
  const [types, firstSuppliers] = await Promise.all([
    db.select({ id: certificateTypes.id, nome: certificateTypes.nome }).from(certificateTypes),
    db
      .select({ id: suppliers.id, nome: suppliers.nome })
      .from(suppliers)
      .where(eq(suppliers.codPais, "cn"))
      .orderBy(asc(suppliers.id))
      .limit(3),
  ]);
  for (const certificate of DEMO_CERTIFICATES) {
    const supplier = firstSuppliers[certificate.supplier];
    const tipo = types.find((t) => t.nome === certificate.tipo);
    // A type an administrator deleted before the demo was seeded is simply skipped.
    if (!supplier || !tipo) continue;
    const bytes = tinyPdf([certificate.tipo, supplier.nome, `${certificate.numero} - ${certificate.emissor}`]);
    const file = storage
      ? {
          storageKey: await storeBytes(storage, "certificates", bytes, "application/pdf"),
          filename: `${certificate.tipo} ${certificate.numero}.pdf`.replaceAll("/", "-"),
          size: bytes.length,
          contentType: "application/pdf",
          uploadedAt: new Date(),
        }
      : {};
    await db.insert(supplierCertificates).values({
      supplierId: supplier.id,
      tipoId: tipo.id,
      numero: certificate.numero,
      emissor: certificate.emissor,
      emitidoEm: saoPauloDate(certificate.emitido),
      validoAte: certificate.validade === null ? null : saoPauloDate(certificate.validade),
      ...file,
    });
  }
}
