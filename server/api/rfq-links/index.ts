import { Hono } from "hono";
import { messageReplySchema } from "#contract/shared/replies.ts";
import { rfqCreatedReplySchema, rfqCreateSchema, rfqDeleteSchema, rfqStatusReplySchema } from "#contract/rfq/rfq.ts";
import { rfqMatrixReplySchema } from "#contract/rfq/rfq-matrix.ts";
import { requireUser } from "#server/api/auth-middleware.ts";
import { describe } from "#server/api/openapi/describe.ts";
import type { ApiEnv } from "#server/api/types.ts";
import { listRfqs, rfqListQuerySchema } from "./list.ts";
import { rfqMatrix } from "./matrix.ts";
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
        "`situacao`: `nao_pedido`, `pedido` (link em vigor), `expirado` (prazo vencido) ou `revogado`. `link` traz os primeiros caracteres do hash do link atual; o endereço em si só é dado na criação. `revisao` e `respondido_em`: a última resposta enviada pelo supplier (null antes da primeira; o rascunho não conta).",
      tag: TAG,
      query: rfqListQuerySchema,
      reply: rfqStatusReplySchema,
      errors: [404],
    }),
    listRfqs,
  )
  .get(
    "/respostas/",
    describe({
      summary: "Respostas dos suppliers de um sourcing: cada produto × supplier pedido",
      description:
        "`itens` na ordem da lista de produtos do sourcing; `suppliers`: os suppliers do sourcing que têm ou tiveram link, por nome, com a última revisão enviada (`revisao`, `enviada_em`; o rascunho nunca aparece). Uma célula por produto × supplier: `cotado` (o supplier tem cotação atual do produto: `cotacao` em USD, `original` quando dada em CNY ou BRL, `custo_posto_brl` igual ao do detalhe do produto, termos, `vencida`, `melhor` no menor custo posto do produto, empates todos marcados, e as `observacoes` da última revisão), `nao_ofertado` (a última revisão marca o produto como não ofertado e não há cotação) ou `sem_resposta`.",
      tag: TAG,
      query: rfqListQuerySchema,
      reply: rfqMatrixReplySchema,
      errors: [404],
    }),
    rfqMatrix,
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
      errors: [404, 409],
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
