import { and, eq, isNull } from "drizzle-orm";
import type { Context } from "hono";
import {
  RFQ_CREATED,
  RFQ_DEADLINE_MAX_DAYS,
  RFQ_DEADLINE_PAST,
  RFQ_DEADLINE_TOO_FAR,
  RFQ_NOT_FOUND,
  RFQ_PAIR_FINAL,
  RFQ_REVOKED,
} from "#contract/rfq/rfq-rules.ts";
import { rfqCreateSchema, rfqDeleteSchema } from "#contract/rfq/rfq.ts";
import { isFinalLinkStatus } from "#contract/sourcings/link-statuses.ts";
import { LINK_PAIR_NOT_FOUND } from "#contract/sourcings/sourcing-supplier-rules.ts";
import { rfqLinks, sourcingSuppliers, suppliers } from "#server/db/schema.ts";
import type { ActivityRef } from "#contract/activity/activity.ts";
import type { Tx } from "#server/db/client.ts";
import { type ActivityChange, recordActivity } from "#server/api/activity/record.ts";
import { nowOf } from "#server/api/clock.ts";
import { badRequest, conflict, notFound } from "#server/api/errors.ts";
import type { ApiEnv } from "#server/api/types.ts";
import { parseBody } from "#server/api/validation.ts";
import { newRfqToken, rfqTokenHash } from "./token.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The supplier page's address of `token`, on the origin this request reached (the page's own, for the web tier's calls). */
const rfqUrl = (c: Context<ApiEnv>, token: string) => new URL(`/q/${token}`, new URL(c.req.url).origin).toString();

/**
 * POST /api/sourcings/rfq/post/: a link for a supplier of the sourcing, answerable until `prazo`. The pair's current
 * link, if any, is revoked in the same transaction. The token is in this reply and nowhere else. 409 for a supplier in a
 * final status: its request has ended with it.
 */
export async function createRfq(c: Context<ApiEnv>) {
  const input = await parseBody(c, rfqCreateSchema);
  const { db } = c.var.deps;
  const now = nowOf(c.var.deps);
  if (input.prazo.getTime() <= now.getTime()) throw badRequest(RFQ_DEADLINE_PAST, { prazo: [RFQ_DEADLINE_PAST] });
  if (input.prazo.getTime() > now.getTime() + RFQ_DEADLINE_MAX_DAYS * DAY_MS) {
    throw badRequest(RFQ_DEADLINE_TOO_FAR, { prazo: [RFQ_DEADLINE_TOO_FAR] });
  }
  const token = newRfqToken();
  await db.transaction(async (tx) => {
    // The pair held while its link is made: a removal or a final status that comes first is seen, and one that comes
    // later revokes this link (./write.ts `revokeLiveLink`).
    const [pair] = await tx
      .select({ id: suppliers.id, nome: suppliers.nome, status: sourcingSuppliers.status })
      .from(sourcingSuppliers)
      .innerJoin(suppliers, eq(suppliers.id, sourcingSuppliers.supplierId))
      .where(and(eq(sourcingSuppliers.sourcingId, input.id_sourcing), eq(sourcingSuppliers.supplierId, input.id_supplier)))
      .for("update", { of: sourcingSuppliers });
    if (!pair) throw notFound(LINK_PAIR_NOT_FOUND);
    if (isFinalLinkStatus(pair.status)) throw conflict(RFQ_PAIR_FINAL);
    await tx
      .update(rfqLinks)
      .set({ revokedAt: now })
      .where(and(eq(rfqLinks.sourcingId, input.id_sourcing), eq(rfqLinks.supplierId, input.id_supplier), isNull(rfqLinks.revokedAt)));
    await tx.insert(rfqLinks).values({
      sourcingId: input.id_sourcing,
      supplierId: input.id_supplier,
      tokenHash: rfqTokenHash(token),
      prazo: input.prazo,
      createdAt: now,
      createdBy: c.var.user.id,
    });
    await recordActivity(tx, { entityType: "sourcing", entityId: input.id_sourcing, actorId: c.var.user.id }, [
      { action: "adicionou", field: "pedido_cotacao", subject: { id: pair.id, nome: pair.nome }, new: input.prazo.toISOString() },
    ]);
  });
  return c.json({ url: rfqUrl(c, token), expira_em: input.prazo.toISOString(), detail: RFQ_CREATED }, 201);
}

/**
 * The pair's link in force, if it has one, revoked at `now` inside the caller's transaction (its row stays: the
 * answers that came through it keep where they came from); a write through it that holds the row first is seen, one
 * that comes later is refused (410). Returns the history's change that says so, none when there was no link in force.
 */
export async function revokeLiveLink(
  tx: Tx,
  pair: { sourcingId: number; supplierId: number; subject: ActivityRef | null },
  now: Date,
): Promise<ActivityChange[]> {
  const revoked = await tx
    .update(rfqLinks)
    .set({ revokedAt: now })
    .where(and(eq(rfqLinks.sourcingId, pair.sourcingId), eq(rfqLinks.supplierId, pair.supplierId), isNull(rfqLinks.revokedAt)))
    .returning({ prazo: rfqLinks.prazo });
  return revoked.map((link) => ({ action: "removeu", field: "pedido_cotacao", subject: pair.subject, old: link.prazo.toISOString() }));
}

/** DELETE /api/sourcings/rfq/delete/: the supplier's link in force stops working; 404 when it has none. */
export async function revokeRfq(c: Context<ApiEnv>) {
  const input = await parseBody(c, rfqDeleteSchema);
  const now = nowOf(c.var.deps);
  await c.var.deps.db.transaction(async (tx) => {
    const [supplier] = await tx
      .select({ id: suppliers.id, nome: suppliers.nome })
      .from(suppliers)
      .where(eq(suppliers.id, input.id_supplier));
    const pair = { sourcingId: input.id_sourcing, supplierId: input.id_supplier, subject: supplier ?? null };
    const revoked = await revokeLiveLink(tx, pair, now);
    if (revoked.length === 0) throw notFound(RFQ_NOT_FOUND);
    await recordActivity(tx, { entityType: "sourcing", entityId: input.id_sourcing, actorId: c.var.user.id }, revoked);
  });
  return c.json({ detail: RFQ_REVOKED });
}
