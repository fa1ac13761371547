import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { idSchema } from "../../../contract/ids.ts";
import {
  countryListQuerySchema,
  countrySchema,
  lookupSchema,
  supplierCreateSchema,
  supplierDetailListReplySchema,
  supplierListReplySchema,
  supplierUpdateSchema,
} from "../../../contract/suppliers.ts";
import { createdIdReplySchema, messageReplySchema } from "../../../contract/replies.ts";
import { segments, sources, supplierDocuments, suppliers, supplierTypes } from "../../db/schema.ts";
import { requireCreator, requireUser } from "../auth-middleware.ts";
import { listOrDetail } from "../list-page.ts";
import { saveOrConflict } from "../versions.ts";
import {
  alterDocument,
  alterFields,
  assertOneDocument,
  documentFieldsIn,
  SUPPLIER_NOT_FOUND,
  supplierDocumentAlterSchema,
} from "./alter.ts";
import { supplierColumns } from "./columns.ts";
import { loadSupplierDetail } from "./detail.ts";
import { deleteWithStoredFiles } from "../files/stored-files.ts";
import { supplierListQuerySchema } from "../../../contract/suppliers.ts";
import { listSuppliers } from "./list.ts";
import { exportSuppliers } from "./export.ts";
import { EXPORT_DESCRIPTION, EXPORT_REPLY } from "../list-export/describe.ts";
import { supplierExportQuerySchema } from "../../../contract/suppliers.ts";
import { lookupHandler, versionedReply } from "../lookups.ts";
import { describe } from "../openapi/describe.ts";
import { checkSupplierLookups, listCountries } from "./lookups.ts";
import type { ApiEnv } from "../types.ts";
import { CREATED, recordActivity } from "../activity/record.ts";
import { recordSupplierDeletion } from "../activity/deletions.ts";
import { parse, parseBody, readBody } from "../validation.ts";

const deleteBodySchema = z.object({
  id: idSchema("Informe o id do supplier.", "Id de supplier inválido."),
});

/** /api/suppliers: the supplier directory of spec section 7. */
export const suppliersRouter = new Hono<ApiEnv>()
  .use("*", requireUser)
  .get(
    "",
    describe({
      summary: "Lista de fornecedores (ou um, com ?id=)",
      tag: "Fornecedores",
      query: supplierListQuerySchema,
      detailById: true,
      reply: z.union([supplierListReplySchema, supplierDetailListReplySchema]),
    }),
    listOrDetail({
      invalidId: "Id de fornecedor inválido.",
      query: supplierListQuerySchema,
      list: listSuppliers,
      detail: ({ db, links }, id) => loadSupplierDetail(db, links, id),
    }),
  )
  .get(
    "/export/",
    describe({
      summary: "Exporta a lista de fornecedores filtrada e ordenada (CSV ou XLSX)",
      description: EXPORT_DESCRIPTION,
      tag: "Fornecedores",
      query: supplierExportQuerySchema,
      reply: EXPORT_REPLY,
      errors: [422],
    }),
    exportSuppliers,
  )
  .get(
    "/segmentos/",
    describe({
      summary: "Segmentos",
      tag: "Fornecedores",
      reply: z.array(lookupSchema),
    }),
    lookupHandler(segments),
  )
  .get(
    "/sources/",
    describe({
      summary: "Origens (sources)",
      tag: "Fornecedores",
      reply: z.array(lookupSchema),
    }),
    lookupHandler(sources),
  )
  .get(
    "/tipos/",
    describe({
      summary: "Tipos de fornecedor",
      tag: "Fornecedores",
      reply: z.array(lookupSchema),
    }),
    lookupHandler(supplierTypes),
  )
  .get(
    "/paises/",
    describe({
      summary: "Países (todos, ou com em_uso=1 os que têm fornecedores)",
      tag: "Fornecedores",
      query: countryListQuerySchema,
      reply: z.array(countrySchema),
    }),
    async (c) => {
      const { em_uso: inUse = false } = parse(countryListQuerySchema, c.req.query());
      return versionedReply(c, c.var.deps.caches.countries, inUse ? "em_uso" : "todos", () => listCountries(c.var.deps.db, inUse));
    },
  )
  .post(
    "/post/",
    describe({
      summary: "Cria um fornecedor",
      tag: "Fornecedores",
      access: "creator",
      body: supplierCreateSchema,
      reply: createdIdReplySchema,
      status: 201,
    }),
    requireCreator,
    async (c) => {
      const input = await parseBody(c, supplierCreateSchema);
      const { db } = c.var.deps;
      await checkSupplierLookups(db, input);
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(suppliers)
          .values({ ...supplierColumns(input), sourceId: input.id_source })
          .returning({ id: suppliers.id });
        if (!row) throw new Error("supplier não gravado");
        await recordActivity(tx, { entityType: "supplier", entityId: row.id, actorId: c.var.user.id }, [CREATED]);
        return row.id;
      });
      return c.json({ id, detail: "Supplier criado com sucesso!" }, 201);
    },
  )
  .put(
    "/alter/",
    describe({
      summary: "Altera um fornecedor, ou um documento seu",
      description:
        "Com os campos do fornecedor, altera-os. Com um campo de documento (`qc`, `audit`, `catalogo`) em vez deles, altera aquele documento (ver docs/api-suppliers.md).",
      tag: "Fornecedores",
      body: z.union([supplierUpdateSchema, supplierDocumentAlterSchema]),
      reply: messageReplySchema,
      errors: [404],
    }),
    async (c) => {
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
      return c.json({ detail: "Supplier atualizado com sucesso!" });
    },
  )
  .delete(
    "/delete/",
    describe({
      summary: "Exclui um fornecedor",
      tag: "Fornecedores",
      body: deleteBodySchema,
      reply: messageReplySchema,
      errors: [404],
    }),
    async (c) => {
      const { id } = await parseBody(c, deleteBodySchema);
      const { db, storage } = c.var.deps;
      // Links, documents and product quotes go with the supplier (FK cascades); its files after commit.
      await deleteWithStoredFiles(db, storage, { table: suppliers, id, missing: SUPPLIER_NOT_FOUND, beforeDelete: (tx) => recordSupplierDeletion(tx, id, c.var.user.id) }, (tx) =>
        tx.select({ key: supplierDocuments.storageKey }).from(supplierDocuments).where(eq(supplierDocuments.supplierId, id)),
      );
      return c.json({ detail: "Supplier deletado!" });
    },
  );
