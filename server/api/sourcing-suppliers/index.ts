import { Hono } from "hono";
import { z } from "zod";
import { createdIdReplySchema, messageReplySchema } from "#contract/shared/replies.ts";
import { linkAlterSchema, linkCreateSchema, linkDeleteSchema } from "#contract/sourcings/sourcings.ts";
import { linkStatusUpdateSchema, sourcingSupplierLinkSchema } from "#contract/suppliers/suppliers.ts";
import { requireUser } from "#server/api/auth-middleware.ts";
import { describe } from "#server/api/openapi/describe.ts";
import type { ApiEnv } from "#server/api/types.ts";
import { linkListQuerySchema, listLinks } from "./list.ts";
import { addLink, alterLink, alterLinkStatus, removeLink } from "./write.ts";

/**
 * /api/sourcings-suppliers: a supplier's place in a sourcing, its status and grade; the routes and their
 * description, each handled in its file.
 */
export const sourcingSuppliersRouter = new Hono<ApiEnv>()
  .use("*", requireUser)
  .get(
    "",
    describe({
      summary: "Vínculos sourcing × fornecedor",
      tag: "Sourcing × fornecedor",
      query: linkListQuerySchema,
      reply: z.array(sourcingSupplierLinkSchema),
    }),
    listLinks,
  )
  .put(
    "/alter-status/",
    describe({
      summary: "Altera o status de um vínculo",
      tag: "Sourcing × fornecedor",
      body: linkStatusUpdateSchema,
      reply: messageReplySchema,
      errors: [404, 409],
    }),
    alterLinkStatus,
  )
  .post(
    "/post/",
    describe({
      summary: "Adiciona um fornecedor a um sourcing",
      tag: "Sourcing × fornecedor",
      body: linkCreateSchema,
      reply: createdIdReplySchema,
      status: 201,
      errors: [404, 409],
    }),
    addLink,
  )
  .post(
    "/alter/",
    describe({
      summary: "Altera status, nota e justificativa de um vínculo",
      tag: "Sourcing × fornecedor",
      body: linkAlterSchema,
      reply: messageReplySchema,
      errors: [404, 409],
    }),
    alterLink,
  )
  .delete(
    "/delete/",
    describe({
      summary: "Remove um fornecedor de um sourcing",
      tag: "Sourcing × fornecedor",
      body: linkDeleteSchema,
      reply: messageReplySchema,
      errors: [404],
    }),
    removeLink,
  );
