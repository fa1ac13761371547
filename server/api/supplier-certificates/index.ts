import { Hono } from "hono";
import { z } from "zod";
import {
  certificateCreateSchema,
  certificateDeleteSchema,
  certificateListQuerySchema,
  certificateListReplySchema,
  certificateUpdateSchema,
} from "#contract/suppliers/certificates.ts";
import { createdIdReplySchema, messageReplySchema } from "#contract/shared/replies.ts";
import { lookupSchema } from "#contract/suppliers/suppliers.ts";
import { certificateTypes } from "#server/db/schema.ts";
import { requireUser } from "#server/api/auth-middleware.ts";
import { lookupHandler } from "#server/api/lookups.ts";
import { describe } from "#server/api/openapi/describe.ts";
import type { ApiEnv } from "#server/api/types.ts";
import { listCertificatesHandler } from "./list.ts";
import { alterCertificate, createCertificate, deleteCertificate } from "./write.ts";

const FILE_NOTE =
  "JSON sem arquivo, ou multipart/form-data com os mesmos campos e o arquivo em `file` (mesmos limites dos documentos do fornecedor).";

/**
 * /api/suppliers/certificados: a supplier's certificates and their types (docs/decisions/0070-supplier-certificates.md).
 * Open to every signed-in user, as the supplier's documents are (docs/decisions/0061-team-one-permissions.md).
 */
export const supplierCertificatesRouter = new Hono<ApiEnv>()
  .use("*", requireUser)
  .get(
    "",
    describe({
      summary: "Certificados de um fornecedor, com a situação de hoje",
      description:
        "`situacao`: `valido` (mais de 30 dias restantes), `vencendo` (de 30 a 0 dias, o último dia incluído), `vencido`, `sem_validade`; `dias`: dias restantes pela data de São Paulo (negativo depois de vencido).",
      tag: "Certificados",
      query: certificateListQuerySchema,
      reply: certificateListReplySchema,
      errors: [404],
    }),
    listCertificatesHandler,
  )
  .get(
    "/tipos/",
    describe({
      summary: "Tipos de certificado",
      tag: "Certificados",
      reply: z.array(lookupSchema),
    }),
    lookupHandler(certificateTypes),
  )
  .post(
    "/post/",
    describe({
      summary: "Adiciona um certificado a um fornecedor",
      description: FILE_NOTE,
      tag: "Certificados",
      body: certificateCreateSchema,
      multipart: { fields: certificateCreateSchema, files: ["file"], filesOptional: true },
      reply: createdIdReplySchema,
      status: 201,
      errors: [404, 413],
    }),
    createCertificate,
  )
  .put(
    "/alter/",
    describe({
      summary: "Altera um certificado (campos, arquivo novo ou remoção do arquivo)",
      description: `${FILE_NOTE} Um campo ausente fica como está; \`remover_arquivo\` remove o arquivo.`,
      tag: "Certificados",
      body: certificateUpdateSchema,
      multipart: { fields: certificateUpdateSchema, files: ["file"], filesOptional: true },
      reply: messageReplySchema,
      errors: [404, 413],
    }),
    alterCertificate,
  )
  .delete(
    "/delete/",
    describe({
      summary: "Exclui um certificado e o seu arquivo",
      tag: "Certificados",
      body: certificateDeleteSchema,
      reply: messageReplySchema,
      errors: [404],
    }),
    deleteCertificate,
  );
