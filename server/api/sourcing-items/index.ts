import { Hono } from "hono";
import { createdIdReplySchema, messageReplySchema } from "#contract/shared/replies.ts";
import { itemCreateSchema, itemDeleteSchema, sourcingItemsReplySchema } from "#contract/sourcings/sourcing-items.ts";
import { requireUser } from "#server/api/auth-middleware.ts";
import { describe } from "#server/api/openapi/describe.ts";
import type { ApiEnv } from "#server/api/types.ts";
import { itemListQuerySchema, listItems } from "./list.ts";
import { addItem, removeItem } from "./write.ts";

const TAG = "Sourcing × produto";

/**
 * /api/sourcings/items/: the catalogue products a sourcing asks its suppliers to quote; the routes and their
 * description, each handled in its file. Adding or removing an item links two existing records: open to every team
 * (docs/decisions/0061-team-one-permissions.md).
 */
export const sourcingItemsRouter = new Hono<ApiEnv>()
  .use("*", requireUser)
  .get(
    "",
    describe({
      summary: "Produtos de um sourcing (itens a cotar), por nome",
      tag: TAG,
      query: itemListQuerySchema,
      reply: sourcingItemsReplySchema,
      errors: [404],
    }),
    listItems,
  )
  .post(
    "/post/",
    describe({
      summary: "Adiciona um produto a um sourcing, com a quantidade-alvo e o incoterm pedido (FOB quando não informado)",
      tag: TAG,
      body: itemCreateSchema,
      reply: createdIdReplySchema,
      status: 201,
      errors: [404, 409],
    }),
    addItem,
  )
  .delete(
    "/delete/",
    describe({
      summary: "Remove um produto de um sourcing",
      tag: TAG,
      body: itemDeleteSchema,
      reply: messageReplySchema,
      errors: [404],
    }),
    removeItem,
  );
