// The quote requests by link (/api/sourcings/rfq/): create, revoke and list them per supplier of a sourcing.
// Messages and limits in ./rfq-rules.ts.
import { z } from "zod";
import { saoPauloInstant } from "#contract/time/wall-clock.ts";
import { idSchema } from "#contract/shared/ids.ts";
import { RFQ_DEADLINE_INVALID, RFQ_DEADLINE_REQUIRED, RFQ_SITUATIONS } from "./rfq-rules";
import { SOURCING_ID_INVALID, SOURCING_ID_REQUIRED } from "#contract/sourcings/sourcing-rules.ts";
import { SUPPLIER_ID_INVALID, SUPPLIER_ID_REQUIRED } from "#contract/suppliers/supplier-rules.ts";

const rfqIds = {
  id_sourcing: idSchema(SOURCING_ID_REQUIRED, SOURCING_ID_INVALID),
  id_supplier: idSchema(SUPPLIER_ID_REQUIRED, SUPPLIER_ID_INVALID),
};

/** The deadline: São Paulo's wall clock ('2026-12-05T18:00') or an ISO time with its offset, read as an instant. */
const deadlineSchema = z
  .string({ error: RFQ_DEADLINE_REQUIRED })
  .trim()
  .min(1, { error: RFQ_DEADLINE_REQUIRED })
  .transform((value, ctx) => {
    const instant = saoPauloInstant(value);
    if (instant) return instant;
    ctx.addIssue({ code: "custom", message: RFQ_DEADLINE_INVALID });
    return z.NEVER;
  });

/** POST /api/sourcings/rfq/post/: a new link for a supplier of the sourcing (replacing its current one). */
export const rfqCreateSchema = z.object({ ...rfqIds, prazo: deadlineSchema });
export type RfqCreate = z.input<typeof rfqCreateSchema>;

/** DELETE /api/sourcings/rfq/delete/: the supplier's current link stops working. */
export const rfqDeleteSchema = z.object(rfqIds);
export type RfqDelete = z.output<typeof rfqDeleteSchema>;

/** The reply of a link's creation: the only time its address is given. */
export const rfqCreatedReplySchema = z.object({ url: z.string(), expira_em: z.string(), detail: z.string() });

/**
 * One supplier of the sourcing and its quote request: `situacao` `nao_pedido` (never asked), `pedido` (a link in force),
 * `expirado` (its deadline passed) or `revogado`; the times in ISO UTC; `link` the first characters of the current
 * link's hash, to tell one link from the next (the token itself is never given again); `revisao` the supplier's latest
 * submitted answer and `respondido_em` when it was sent, both null before the first (a draft does not count).
 */
const rfqStatusSchema = z.object({
  id_supplier: z.number(),
  supplier_nome: z.string(),
  situacao: z.enum(RFQ_SITUATIONS),
  pedido_em: z.string().nullable(),
  prazo: z.string().nullable(),
  revogado_em: z.string().nullable(),
  link: z.string().nullable(),
  revisao: z.number().nullable(),
  respondido_em: z.string().nullable(),
});
export type RfqStatus = z.infer<typeof rfqStatusSchema>;

export const rfqStatusReplySchema = z.object({ results: z.array(rfqStatusSchema) });
