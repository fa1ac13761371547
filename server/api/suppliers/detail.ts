import { eq } from "drizzle-orm";
import { flagUrl, type SupplierDetail } from "../../../contract/suppliers.ts";
import type { Db } from "../../db/client.ts";
import { countries, segments, sources, supplierDocuments, suppliers, supplierTypes } from "../../db/schema.ts";
import type { SignedLinks } from "../../storage/signed-links.ts";
import { supplierDocumentView } from "../files/supplier-document-rows.ts";

/** One supplier with its lookups' names, contacts and documents (as signed links), or null. */
export async function loadSupplierDetail(db: Db, links: SignedLinks, id: number): Promise<SupplierDetail | null> {
  const [row] = await db
    .select({
      supplier: suppliers,
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
  const s = row.supplier;
  return {
    supplier_id: s.id,
    version: s.version,
    supplier_nome: s.nome,
    supplier_id_tipo: s.tipoId,
    supplier_nome_tipo: row.tipo,
    supplier_id_segmento: s.segmentoId,
    supplier_nome_segmento: row.segmento,
    supplier_id_source: s.sourceId,
    supplier_nome_source: row.source,
    supplier_cod_pais: s.codPais,
    supplier_nome_pais: row.pais,
    supplier_icon_pais: flagUrl(s.codPais),
    supplier_blacklisted: s.blacklisted ? 1 : 0,
    contato_nome: s.contatoNome,
    contato_telefone: s.contatoTelefone,
    contato_email: s.contatoEmail,
    contato_wechat: s.contatoWechat,
    contato_website: s.contatoWebsite,
    contato_endereco: s.contatoEndereco,
    documents_qc: document("qc"),
    documents_audit: document("audit"),
    documents_catalogo: document("catalogo"),
  };
}
