import { Hono } from "hono";
import { z } from "zod";
import { createdIdReplySchema, messageReplySchema } from "#contract/shared/replies.ts";
import {
  sourcingCreateSchema,
  sourcingDeleteSchema,
  sourcingExportQuerySchema,
  sourcingListQuerySchema,
  sourcingListReplySchema,
  sourcingUpdateSchema,
} from "#contract/sourcings/sourcings.ts";
import { lookupSchema } from "#contract/suppliers/suppliers.ts";
import { sourcingCategories } from "#server/db/schema.ts";
import { requireCreator, requireUser } from "#server/api/auth-middleware.ts";
import { EXPORT_DESCRIPTION, EXPORT_REPLY } from "#server/api/list-export/describe.ts";
import { lookupHandler } from "#server/api/lookups.ts";
import { describe } from "#server/api/openapi/describe.ts";
import type { ApiEnv } from "#server/api/types.ts";
import { exportSourcings } from "./export.ts";
import { listOrShowSourcings } from "./list.ts";
import { alterSourcing, createSourcing, deleteSourcing } from "./write.ts";

/** /api/sourcings: the sourcing processes of specification §7; the routes and their description, each handled in its file. */
export const sourcingsRouter = new Hono<ApiEnv>()
  .use("*", requireUser)
  .get(
    "",
    describe({
      summary: "Lista de sourcings (ou um, com ?id=)",
      tag: "Sourcings",
      query: sourcingListQuerySchema,
      detailById: true,
      reply: sourcingListReplySchema,
    }),
    listOrShowSourcings,
  )
  .get(
    "/export/",
    describe({
      summary: "Exporta a lista de sourcings filtrada e ordenada (CSV ou XLSX)",
      description: EXPORT_DESCRIPTION,
      tag: "Sourcings",
      query: sourcingExportQuerySchema,
      reply: EXPORT_REPLY,
      errors: [422],
    }),
    exportSourcings,
  )
  .get(
    "/categorias/",
    describe({
      summary: "Categorias de sourcing",
      tag: "Sourcings",
      reply: z.array(lookupSchema),
    }),
    lookupHandler(sourcingCategories),
  )
  .post(
    "/post/",
    describe({
      summary: "Cria um sourcing",
      tag: "Sourcings",
      access: "creator",
      body: sourcingCreateSchema,
      reply: createdIdReplySchema,
      status: 201,
    }),
    requireCreator,
    createSourcing,
  )
  .put(
    "/alter/",
    describe({
      summary: "Altera um sourcing",
      tag: "Sourcings",
      body: sourcingUpdateSchema,
      reply: messageReplySchema,
      errors: [404],
    }),
    alterSourcing,
  )
  .delete(
    "/delete/",
    describe({
      summary: "Exclui um sourcing",
      tag: "Sourcings",
      body: sourcingDeleteSchema,
      reply: messageReplySchema,
      errors: [404],
    }),
    deleteSourcing,
  );
