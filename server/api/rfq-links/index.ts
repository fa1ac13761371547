import { Hono } from "hono";
import { messageReplySchema } from "../../../contract/replies.ts";
import { rfqCreatedReplySchema, rfqCreateSchema, rfqDeleteSchema, rfqStatusReplySchema } from "../../../contract/rfq.ts";
import { requireUser } from "../auth-middleware.ts";
import { describe } from "../openapi/describe.ts";
import type { ApiEnv } from "../types.ts";
import { listRfqs, rfqListQuerySchema } from "./list.ts";
import { createRfq, revokeRfq } from "./write.ts";

const TAG = "Pedidos de cotação";

/**
 * /api/sourcings/rfq/: quote requests by link, one per supplier of a sourcing; the routes and their description, each
 * handled in its file. Open to every team, as the sourcing's other links (docs/decisions/0061-team-one-permissions.md).
 */
export const rfqLinksRouter = new Hono<ApiEnv>()
  .use("*", requireUser)
  .get(
    "",
    describe({
      summary: "Situação do pedido de cotação de cada supplier de um sourcing",
      description:
        "`situacao`: `nao_pedido`, `pedido` (link em vigor), `expirado` (prazo vencido) ou `revogado`. `link` traz os primeiros caracteres do hash do link atual; o endereço em si só é dado na criação.",
      tag: TAG,
      query: rfqListQuerySchema,
      reply: rfqStatusReplySchema,
      errors: [404],
    }),
    listRfqs,
  )
  .post(
    "/post/",
    describe({
      summary: "Cria o link de cotação de um supplier do sourcing (revoga o anterior)",
      description:
        "`prazo`: data e hora de São Paulo ('2026-12-05T18:00') ou ISO com fuso; futuro, até 180 dias. A resposta traz `url`, o endereço da página do supplier: é a única vez em que ele aparece.",
      tag: TAG,
      body: rfqCreateSchema,
      reply: rfqCreatedReplySchema,
      status: 201,
      errors: [404],
    }),
    createRfq,
  )
  .delete(
    "/delete/",
    describe({
      summary: "Revoga o link de cotação em vigor de um supplier do sourcing",
      tag: TAG,
      body: rfqDeleteSchema,
      reply: messageReplySchema,
      errors: [404],
    }),
    revokeRfq,
  );
