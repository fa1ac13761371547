import { and, eq } from "drizzle-orm";
import { isFinalLinkStatus } from "#contract/sourcings/link-statuses.ts";
import type { Context } from "hono";
import { RFQ_GONE, RFQ_TOO_MANY, RFQ_UNKNOWN } from "#contract/rfq/rfq-public.ts";
import { type RfqLanguage } from "#contract/rfq/rfq-languages.ts";
import { RFQ_UNKNOWN_TOKENS_PER_ADDRESS } from "#contract/rfq/rfq-rules.ts";
import { rfqLinks, sourcings, sourcingSuppliers, suppliers } from "#server/db/schema.ts";
import { clientAddress } from "#server/api/client-address.ts";
import { nowOf } from "#server/api/clock.ts";
import { ApiError, notFound } from "#server/api/errors.ts";
import { rfqTokenHash } from "#server/api/rfq-links/token.ts";
import type { ApiEnv } from "#server/api/types.ts";
import type { Db } from "#server/db/client.ts";

/** A link in force, as its token opened it: the pair it belongs to, its deadline, and what its supplier is shown. */
export interface OpenLink {
  id: number;
  sourcingId: number;
  supplierId: number;
  tokenHash: string;
  prazo: Date;
  descricao: string;
  fornecedor: string;
}

/** The throttle's key of what one address asks. */
export const addressKeyOf = (c: Context<ApiEnv>) => `rfq-ip:${clientAddress(c)}`;

/** The 429 of an address that asked too many unknown tokens (or wrote too often), `Retry-After` its lock's time left. */
export const tooMany = (language: RfqLanguage, seconds: number, message: string = RFQ_TOO_MANY[language]) =>
  new ApiError(429, message, undefined, { "Retry-After": String(seconds) });

/** A link's deadline passed or it was revoked: nothing can be read or written through it any more. */
const isClosed = (link: { prazo: Date; revokedAt: Date | null }, now: Date) =>
  link.revokedAt !== null || link.prazo.getTime() <= now.getTime();

/**
 * The link of the request's `:token` (only its hash is looked up), in force: 404 for a token that never existed (the
 * address's guesses counted, 429 once there were too many), 410 for one revoked or past its deadline; each message in
 * `language`.
 */
export async function openLinkOf(c: Context<ApiEnv>, language: RfqLanguage): Promise<OpenLink> {
  const { db, throttle } = c.var.deps;
  const addressKey = addressKeyOf(c);
  const locked = await throttle.lockedFor([addressKey]);
  if (locked > 0) throw tooMany(language, locked);
  const tokenHash = rfqTokenHash(c.req.param("token") ?? "");
  const [link] = await db
    .select({
      id: rfqLinks.id,
      sourcingId: rfqLinks.sourcingId,
      supplierId: rfqLinks.supplierId,
      prazo: rfqLinks.prazo,
      revokedAt: rfqLinks.revokedAt,
      pairStatus: sourcingSuppliers.status,
      descricao: sourcings.descricao,
      fornecedor: suppliers.nome,
    })
    .from(rfqLinks)
    .innerJoin(sourcings, eq(sourcings.id, rfqLinks.sourcingId))
    .innerJoin(suppliers, eq(suppliers.id, rfqLinks.supplierId))
    .leftJoin(
      sourcingSuppliers,
      and(eq(sourcingSuppliers.sourcingId, rfqLinks.sourcingId), eq(sourcingSuppliers.supplierId, rfqLinks.supplierId)),
    )
    .where(eq(rfqLinks.tokenHash, tokenHash));
  if (!link) {
    // The miss is counted and tested in one step: of a burst of guesses, only the limit's worth learn it was a miss.
    const admission = await throttle.attempt(addressKey, RFQ_UNKNOWN_TOKENS_PER_ADDRESS);
    if (!admission.admitted) throw tooMany(language, admission.retryAfter);
    throw notFound(RFQ_UNKNOWN[language]);
  }
  // A supplier no longer in the sourcing, or in a final status there, has no request open (its link is revoked when
  // that happens; this also ends a link left from before that was so).
  const pairEnded = link.pairStatus === null || isFinalLinkStatus(link.pairStatus);
  if (pairEnded || isClosed(link, nowOf(c.var.deps))) throw new ApiError(410, RFQ_GONE[language]);
  const { revokedAt: _revoked, pairStatus: _status, ...open } = link;
  return { ...open, tokenHash };
}

/** The link held for a write: a revocation that came first is seen, one that comes later waits. */
export async function holdOpenLink(tx: Pick<Db, "select">, link: OpenLink, now: Date, language: RfqLanguage) {
  const [current] = await tx
    .select({ prazo: rfqLinks.prazo, revokedAt: rfqLinks.revokedAt })
    .from(rfqLinks)
    .where(eq(rfqLinks.id, link.id))
    .for("update");
  if (!current || isClosed(current, now)) throw new ApiError(410, RFQ_GONE[language]);
}
