import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { RFQ_GONE, RFQ_TOO_MANY, RFQ_UNKNOWN, type RfqPublic, rfqLanguageOf, rfqPublicReplySchema } from "../../../contract/rfq-public.ts";
import { RFQ_UNKNOWN_TOKENS_PER_ADDRESS } from "../../../contract/rfq-rules.ts";
import { clientAddress } from "../client-address.ts";
import { rfqLinks, sourcings, suppliers } from "../../db/schema.ts";
import { nowOf } from "../clock.ts";
import { ApiError, notFound } from "../errors.ts";
import { describe } from "../openapi/describe.ts";
import { itemsOfSourcing } from "../sourcing-items/list.ts";
import type { ApiEnv } from "../types.ts";
import { rfqTokenHash } from "../rfq-links/token.ts";

const langQuerySchema = z.object({ lang: z.enum(["en", "zh", "pt"]).optional() });

/**
 * /api/rfq/<token>/: the supplier's side of a quote request, without an account: the token is the credential (only its
 * hash is looked up). 404 for a token that never existed, 410 for one revoked or past its deadline, each said in the
 * language asked (`?lang=`, English by default); an address that asked too many unknown tokens is refused for a while
 * (429, counted in the database like the sign-in's, so it holds across instances). No reply is cached.
 */
export const rfqPublicRouter = new Hono<ApiEnv>().get(
  "/:token/",
  describe({
    summary: "O pedido de cotação como o supplier o vê (sem conta: o token do link é a credencial)",
    description:
      "Mensagens de 404 (link inexistente) e 410 (revogado ou vencido) no idioma de `?lang=` (`en`, padrão; `zh`; `pt`). Nada de outros suppliers, preços, notas, comentários ou da equipe.",
    tag: "Pedidos de cotação",
    access: "public",
    query: langQuerySchema,
    reply: rfqPublicReplySchema,
    errors: [404, 410, 429],
  }),
  async (c) => {
    c.header("Cache-Control", "no-store");
    const language = rfqLanguageOf(c.req.query("lang"));
    const { db, links, throttle } = c.var.deps;
    const addressKey = `rfq-ip:${clientAddress(c)}`;
    const locked = await throttle.lockedFor([addressKey]);
    if (locked > 0) throw new ApiError(429, RFQ_TOO_MANY[language], undefined, { "Retry-After": String(locked) });
    const [link] = await db
      .select({
        id: rfqLinks.id,
        sourcingId: rfqLinks.sourcingId,
        prazo: rfqLinks.prazo,
        revokedAt: rfqLinks.revokedAt,
        descricao: sourcings.descricao,
        fornecedor: suppliers.nome,
      })
      .from(rfqLinks)
      .innerJoin(sourcings, eq(sourcings.id, rfqLinks.sourcingId))
      .innerJoin(suppliers, eq(suppliers.id, rfqLinks.supplierId))
      .where(eq(rfqLinks.tokenHash, rfqTokenHash(c.req.param("token"))));
    if (!link) {
      await throttle.recordFailure(addressKey, RFQ_UNKNOWN_TOKENS_PER_ADDRESS);
      throw notFound(RFQ_UNKNOWN[language]);
    }
    if (link.revokedAt || link.prazo.getTime() <= nowOf(c.var.deps).getTime()) throw new ApiError(410, RFQ_GONE[language]);
    const items = await itemsOfSourcing(db, links, link.sourcingId);
    const reply: RfqPublic = rfqPublicReplySchema.parse({
      sourcing: { descricao: link.descricao },
      fornecedor: { nome: link.fornecedor },
      prazo: link.prazo.toISOString(),
      // What the supplier is asked, without the staff's ids of the sourcing and of the item.
      itens: items.map(({ id: _id, id_sourcing: _sourcing, ...item }) => ({ ...item, resposta: null })),
      status: "sem_resposta",
    });
    return c.json(reply);
  },
);
