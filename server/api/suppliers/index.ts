import { Hono } from "hono";
import { z } from "zod";
import { createdIdReplySchema, messageReplySchema } from "#contract/shared/replies.ts";
import {
  countryListQuerySchema,
  countrySchema,
  lookupSchema,
  supplierCreateSchema,
  supplierDetailListReplySchema,
  supplierExportQuerySchema,
  supplierListQuerySchema,
  supplierListReplySchema,
  supplierUpdateSchema,
} from "#contract/suppliers/suppliers.ts";
import { segments, sources, supplierTypes } from "#server/db/schema.ts";
import { requireCreator, requireUser } from "#server/api/auth-middleware.ts";
import { EXPORT_DESCRIPTION, EXPORT_REPLY } from "#server/api/list-export/describe.ts";
import { lookupHandler } from "#server/api/lookups.ts";
import { describe } from "#server/api/openapi/describe.ts";
import type { ApiEnv } from "#server/api/types.ts";
import { exportSuppliers } from "./export.ts";
import { supplierDocumentAlterSchema } from "./files.ts";
import { listOrShowSuppliers } from "./list.ts";
import { listCountriesHandler } from "./lookups.ts";
import { alterSupplier, createSupplier, deleteSupplier, supplierDeleteSchema } from "./write.ts";

/** /api/suppliers: the supplier directory of specification §7; the routes and their description, each handled in its file. */
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
    listOrShowSuppliers,
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
    listCountriesHandler,
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
    createSupplier,
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
    alterSupplier,
  )
  .delete(
    "/delete/",
    describe({
      summary: "Exclui um fornecedor",
      tag: "Fornecedores",
      body: supplierDeleteSchema,
      reply: messageReplySchema,
      errors: [404],
    }),
    deleteSupplier,
  );
