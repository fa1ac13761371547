import { and, eq, type SQL } from "drizzle-orm";
import type { Context } from "hono";
import {
  canonicalLinkStatus,
  DEFAULT_LINK_STATUS,
  INITIAL_LINK_STATUSES,
  isFinalLinkStatus,
  type LinkStatus,
} from "#contract/sourcings/link-statuses.ts";
import { SOURCING_NOT_FOUND } from "#contract/sourcings/sourcing-rules.ts";
import {
  FINAL_LINK_STATUS_LOCKED,
  LINK_EXISTS,
  LINK_INITIAL_STATUS_INVALID,
  LINK_NOT_FOUND,
  LINK_PAIR_NOT_FOUND,
  LINK_REMOVED,
  LINK_SAVED,
  LINK_STATUS_INVALID,
  LINK_STATUS_UPDATED,
} from "#contract/sourcings/sourcing-supplier-rules.ts";
import { linkAlterSchema, linkCreateSchema, linkDeleteSchema } from "#contract/sourcings/sourcings.ts";
import { REFERENCED_SUPPLIER_NOT_FOUND } from "#contract/suppliers/supplier-rules.ts";
import { linkStatusUpdateSchema } from "#contract/suppliers/suppliers.ts";
import { sourcings, sourcingSuppliers, suppliers } from "#server/db/schema.ts";
import { badRequest, conflict, notFound } from "#server/api/errors.ts";
import type { ApiEnv } from "#server/api/types.ts";
import { parseBody } from "#server/api/validation.ts";
import { changesBetween, recordActivity } from "#server/api/activity/record.ts";
import { nowOf } from "#server/api/clock.ts";
import { revokeLiveLink } from "#server/api/rfq-links/write.ts";
import { linkTracked, snapshotOf, supplierRefOf } from "#server/api/activity/tracked.ts";

/** A status as sent, in its stored name ('Finalizado' is 'Concluído'); 400 for one that is no link status. */
function storedStatus(status: string): LinkStatus {
  const known = canonicalLinkStatus(status);
  if (!known) throw badRequest(LINK_STATUS_INVALID, { status: [LINK_STATUS_INVALID] });
  return known;
}

/** A new link starts as 'Não iniciado' (the default) or 'Doing'. */
function initialStatus(status: string): LinkStatus {
  const name = status === "" ? DEFAULT_LINK_STATUS : status;
  const known = INITIAL_LINK_STATUSES.find((s) => s === name);
  if (!known) throw badRequest(LINK_INITIAL_STATUS_INVALID, { status: [LINK_INITIAL_STATUS_INVALID] });
  return known;
}

const samePair = (input: { id_sourcing: number; id_supplier: number }) =>
  and(eq(sourcingSuppliers.sourcingId, input.id_sourcing), eq(sourcingSuppliers.supplierId, input.id_supplier));

/**
 * Changes a link unless its status is final, and records what changed under its sourcing. The link is locked
 * first: of two concurrent changes from a non-final status, the second sees the first. 404 when the link does
 * not exist, 409 when it is final. A change to a final status ends the supplier's quote request link at once.
 */
async function updateUnlessFinal(
  c: Context<ApiEnv>,
  where: SQL | undefined,
  values: Partial<typeof sourcingSuppliers.$inferInsert> & { status: LinkStatus },
  missing: string,
) {
  await c.var.deps.db.transaction(async (tx) => {
    const [current] = await tx
      .select({
        id: sourcingSuppliers.id,
        sourcingId: sourcingSuppliers.sourcingId,
        supplierId: sourcingSuppliers.supplierId,
        status: sourcingSuppliers.status,
        subject: supplierRefOf(sourcingSuppliers.supplierId),
        snapshot: snapshotOf(linkTracked),
      })
      .from(sourcingSuppliers)
      .where(where)
      .for("update");
    if (!current) throw notFound(missing);
    if (isFinalLinkStatus(current.status)) throw conflict(FINAL_LINK_STATUS_LOCKED);
    const [saved] = await tx
      .update(sourcingSuppliers)
      .set(values)
      .where(eq(sourcingSuppliers.id, current.id))
      .returning({ snapshot: snapshotOf(linkTracked) });
    if (!saved) throw notFound(missing);
    const pair = { sourcingId: current.sourcingId, supplierId: current.supplierId, subject: current.subject };
    const ended = isFinalLinkStatus(values.status) ? await revokeLiveLink(tx, pair, nowOf(c.var.deps)) : [];
    await recordActivity(tx, { entityType: "sourcing", entityId: current.sourcingId, actorId: c.var.user.id }, [
      ...changesBetween("sourcing", current.snapshot, saved.snapshot, current.subject),
      ...ended,
    ]);
  });
}

/** PUT /api/sourcings-suppliers/alter-status/: a link by its id (the supplier detail's status badge). */
export async function alterLinkStatus(c: Context<ApiEnv>) {
  const input = await parseBody(c, linkStatusUpdateSchema);
  const status = storedStatus(input.status);
  await updateUnlessFinal(
    c,
    and(
      eq(sourcingSuppliers.id, input.id),
      input.id_supplier === undefined ? undefined : eq(sourcingSuppliers.supplierId, input.id_supplier),
    ),
    {
      status,
      ...(input.justificativa === undefined ? {} : { justificativa: input.justificativa }),
    },
    LINK_NOT_FOUND,
  );
  return c.json({ detail: LINK_STATUS_UPDATED });
}

/** POST /api/sourcings-suppliers/post/: a supplier joins a sourcing. */
export async function addLink(c: Context<ApiEnv>) {
  const input = await parseBody(c, linkCreateSchema);
  const status = initialStatus(input.status);
  const { db } = c.var.deps;
  const [sourcing] = await db.select({ id: sourcings.id }).from(sourcings).where(eq(sourcings.id, input.id_sourcing));
  if (!sourcing) throw notFound(SOURCING_NOT_FOUND);
  const [supplier] = await db.select({ id: suppliers.id, nome: suppliers.nome }).from(suppliers).where(eq(suppliers.id, input.id_supplier));
  if (!supplier) throw notFound(REFERENCED_SUPPLIER_NOT_FOUND);
  const created = await db.transaction(async (tx) => {
    // The unique pair index decides between two concurrent additions: the second inserts nothing.
    const [row] = await tx
      .insert(sourcingSuppliers)
      .values({
        sourcingId: input.id_sourcing,
        supplierId: input.id_supplier,
        status,
      })
      .onConflictDoNothing()
      .returning({ id: sourcingSuppliers.id });
    if (!row) throw conflict(LINK_EXISTS);
    await recordActivity(tx, { entityType: "sourcing", entityId: input.id_sourcing, actorId: c.var.user.id }, [
      { action: "adicionou", field: "supplier", subject: supplier, new: status },
    ]);
    return row;
  });
  return c.json({ id: created.id, detail: LINK_SAVED }, 201);
}

/** POST /api/sourcings-suppliers/alter/: a link by its pair (the sourcing detail's suppliers panel). */
export async function alterLink(c: Context<ApiEnv>) {
  const input = await parseBody(c, linkAlterSchema);
  const status = storedStatus(input.status);
  await updateUnlessFinal(
    c,
    samePair(input),
    {
      status,
      ...(input.nota === undefined ? {} : { nota: input.nota }),
      ...(input.justificativa === undefined ? {} : { justificativa: input.justificativa }),
    },
    LINK_PAIR_NOT_FOUND,
  );
  return c.json({ detail: LINK_SAVED });
}

/**
 * DELETE /api/sourcings-suppliers/delete/: the supplier leaves the sourcing, its grade and note with it, and its quote
 * request link ends in the same transaction (revoked, not deleted: its answers keep where they came from).
 */
export async function removeLink(c: Context<ApiEnv>) {
  const input = await parseBody(c, linkDeleteSchema);
  await c.var.deps.db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(sourcingSuppliers)
      .where(samePair(input))
      .returning({ status: sourcingSuppliers.status, subject: supplierRefOf(sourcingSuppliers.supplierId) });
    if (!deleted) throw notFound(LINK_PAIR_NOT_FOUND);
    const pair = { sourcingId: input.id_sourcing, supplierId: input.id_supplier, subject: deleted.subject };
    const ended = await revokeLiveLink(tx, pair, nowOf(c.var.deps));
    await recordActivity(tx, { entityType: "sourcing", entityId: input.id_sourcing, actorId: c.var.user.id }, [
      { action: "removeu", field: "supplier", subject: deleted.subject, old: deleted.status },
      ...ended,
    ]);
  });
  return c.json({ detail: LINK_REMOVED });
}
