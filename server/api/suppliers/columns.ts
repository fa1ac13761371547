import type { z } from "zod";
import type { supplierCreateSchema, supplierUpdateSchema } from "../../../contract/suppliers.ts";
import type { suppliers } from "../../db/schema.ts";

type SupplierInput = z.output<typeof supplierCreateSchema> | z.output<typeof supplierUpdateSchema>;
type SupplierColumns = Omit<typeof suppliers.$inferInsert, "id" | "sourceId" | "createdAt" | "updatedAt"> & { sourceId?: number };

/** The contract's payload names mapped to the suppliers table's columns; optional ones only when sent. */
export function supplierColumns(input: SupplierInput): SupplierColumns {
  return {
    nome: input.nome,
    tipoId: input.id_tiposupplier,
    segmentoId: input.id_segmento,
    ...(input.id_source === undefined ? {} : { sourceId: input.id_source }),
    codPais: input.codpais,
    ...(input.blacklisted === undefined ? {} : { blacklisted: input.blacklisted }),
    contatoNome: input.contato_nome,
    contatoTelefone: input.contato_telefone,
    contatoEmail: input.contato_email,
    contatoWechat: input.contato_wechat,
    contatoWebsite: input.contato_website,
    contatoEndereco: input.contato_endereco,
  };
}
