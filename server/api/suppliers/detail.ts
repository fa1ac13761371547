import { eq } from "drizzle-orm";
import { replyOf, storedReader } from "#contract/fields/field-table.ts";
import { SUPPLIER_FIELDS } from "#contract/suppliers/supplier-fields.ts";
import { flagUrl, type SupplierDetail } from "#contract/suppliers/suppliers.ts";
import type { Db } from "#server/db/client.ts";
import { countries, segments, sources, supplierDocuments, suppliers, supplierTypes } from "#server/db/schema.ts";
import type { SignedLinks } from "#server/storage/signed-links.ts";
import { storedColumns } from "#server/api/fields.ts";
import { supplierDocumentView } from "#server/api/files/supplier-document-rows.ts";

const supplierColumns = storedColumns(suppliers, SUPPLIER_FIELDS);
const readSupplierFields = storedReader(SUPPLIER_FIELDS);

/** One supplier with its lookups' names, contacts and documents (as signed links), or null. */
export async function loadSupplierDetail(db: Db, links: SignedLinks, id: number): Promise<SupplierDetail | null> {
  const [row] = await db
    .select({
      id: suppliers.id,
      version: suppliers.version,
      fields: supplierColumns,
      tipo: supplierTypes.nome,
      segmento: segments.nome,
      source: sources.nome,
      pais: countries.nome,
    })
    .from(suppliers)
    .innerJoin(supplierTypes, eq(supplierTypes.id, suppliers.tipoId))
    .innerJoin(segments, eq(segments.id, suppliers.segmentoId))
    .innerJoin(sources, eq(sources.id, suppliers.sourceId))
    .innerJoin(countries, eq(countries.code, suppliers.codPais))
    .where(eq(suppliers.id, id));
  if (!row) return null;
  const documents = await db.select().from(supplierDocuments).where(eq(supplierDocuments.supplierId, id));
  const document = (type: string) => {
    const found = documents.find((d) => d.type === type);
    return found ? supplierDocumentView(links, found) : null;
  };
  const fields = readSupplierFields.parse(row.fields);
  return {
    supplier_id: row.id,
    version: row.version,
    // The stored fields (contract/suppliers/supplier-fields.ts), and what the reply shows beside them.
    ...replyOf(SUPPLIER_FIELDS, {
      ...fields,
      supplier_nome_tipo: row.tipo,
      supplier_nome_segmento: row.segmento,
      supplier_nome_source: row.source,
      supplier_nome_pais: row.pais,
      supplier_icon_pais: flagUrl(fields.codpais),
    }),
    documents_qc: document("qc"),
    documents_audit: document("audit"),
    documents_catalogo: document("catalogo"),
  };
}
