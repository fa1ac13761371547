import { and, asc, eq, type SQL, sql } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import {
  canonicalLinkStatus,
  DEFAULT_LINK_STATUS,
  FINISHED_LINK_ALIAS,
  INITIAL_LINK_STATUSES,
  isFinalLinkStatus,
  LINK_STATUSES,
  type LinkStatus,
} from "../../../contract/link-statuses.ts";
import { linkStatusUpdateSchema, type SourcingSupplierLink, sourcingSupplierLinkSchema } from "../../../contract/suppliers.ts";
import { createdIdReplySchema, messageReplySchema } from "../../../contract/replies.ts";
import { describe } from "../openapi/describe.ts";
import { linkAlterSchema, linkCreateSchema, linkDeleteSchema } from "../../../contract/sourcings.ts";
import type { Db } from "../../db/client.ts";
import { sourcings, sourcingSuppliers, suppliers } from "../../db/schema.ts";
import { requireUser } from "../auth-middleware.ts";
import { badRequest, conflict, notFound } from "../errors.ts";
import { idParam, withoutBlanks } from "../query-params.ts";
import type { ApiEnv } from "../types.ts";
import { parse, parseBody } from "../validation.ts";
import { changesBetween, recordActivity } from "../activity/record.ts";
import { linkTracked, snapshotOf, supplierRefOf } from "../activity/tracked.ts";

const linkListQuerySchema = z.preprocess(
  withoutBlanks,
  z
    .object({
      id_supplier: idParam("Id de supplier inválido.").optional(),
      id_sourcing: idParam("Id de sourcing inválido.").optional(),
    })
    .refine((q) => q.id_supplier !== undefined || q.id_sourcing !== undefined, {
      error: "Informe id_supplier ou id_sourcing.",
    }),
);

function storedStatus(status: string): LinkStatus {
  const known = canonicalLinkStatus(status);
  if (!known) {
    const message = `Status inválido. Use: ${LINK_STATUSES.join(", ")} (ou ${FINISHED_LINK_ALIAS}).`;
    throw badRequest(message, { status: [message] });
  }
  return known;
}

const LINK_NOT_FOUND = "Este supplier não está neste sourcing.";
const FINAL_STATUS_MESSAGE = "Status final não pode ser alterado.";

/** A new link starts as 'Não iniciado' (the default) or 'Doing'. */
function initialStatus(status: string): LinkStatus {
  const name = status === "" ? DEFAULT_LINK_STATUS : status;
  const known = INITIAL_LINK_STATUSES.find((s) => s === name);
  if (!known) {
    const message = `Um supplier entra no sourcing como ${INITIAL_LINK_STATUSES.join(" ou ")}.`;
    throw badRequest(message, { status: [message] });
  }
  return known;
}

const samePair = (input: { id_sourcing: number; id_supplier: number }) =>
  and(eq(sourcingSuppliers.sourcingId, input.id_sourcing), eq(sourcingSuppliers.supplierId, input.id_supplier));

/**
 * Changes a link unless its status is final, and records what changed under its sourcing. The link is locked
 * first: of two concurrent changes from a non-final status, the second sees the first. 404 when the link does
 * not exist, 409 when it is final.
 */
async function updateUnlessFinal(
  db: Db,
  where: SQL | undefined,
  values: Partial<typeof sourcingSuppliers.$inferInsert>,
  missing: string,
  actorId: number,
) {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({
        id: sourcingSuppliers.id,
        sourcingId: sourcingSuppliers.sourcingId,
        status: sourcingSuppliers.status,
        subject: supplierRefOf(sourcingSuppliers.supplierId),
        snapshot: snapshotOf(linkTracked),
      })
      .from(sourcingSuppliers)
      .where(where)
      .for("update");
    if (!current) throw notFound(missing);
    if (isFinalLinkStatus(current.status)) throw conflict(FINAL_STATUS_MESSAGE);
    const [saved] = await tx
      .update(sourcingSuppliers)
      .set(values)
      .where(eq(sourcingSuppliers.id, current.id))
      .returning({ snapshot: snapshotOf(linkTracked) });
    if (!saved) throw notFound(missing);
    await recordActivity(
      tx,
      { entityType: "sourcing", entityId: current.sourcingId, actorId },
      changesBetween("sourcing", current.snapshot, saved.snapshot, current.subject),
    );
  });
}

/** /api/sourcings-suppliers: a supplier's place in a sourcing, its status and grade. */
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
    async (c) => {
      const q = parse(linkListQuerySchema, c.req.query());
      const rows = await c.var.deps.db
        .select({
          id_sourcing_suppliers: sourcingSuppliers.id,
          id_sourcing: sourcingSuppliers.sourcingId,
          id_supplier: sourcingSuppliers.supplierId,
          sourcing_nome: sourcings.descricao,
          supplier_nome: suppliers.nome,
          status: sourcingSuppliers.status,
          justificativa: sourcingSuppliers.justificativa,
          nota: sourcingSuppliers.nota,
        })
        .from(sourcingSuppliers)
        .innerJoin(sourcings, eq(sourcings.id, sourcingSuppliers.sourcingId))
        .innerJoin(suppliers, eq(suppliers.id, sourcingSuppliers.supplierId))
        .where(
          and(
            q.id_supplier === undefined ? undefined : eq(sourcingSuppliers.supplierId, q.id_supplier),
            q.id_sourcing === undefined ? undefined : eq(sourcingSuppliers.sourcingId, q.id_sourcing),
          ),
        )
        .orderBy(sql`lower(f_unaccent(${sourcings.descricao}))`, sql`lower(f_unaccent(${suppliers.nome}))`, asc(sourcingSuppliers.id));
      const links: SourcingSupplierLink[] = rows.map((row) => ({
        ...row,
        nota: row.nota === null ? null : Number(row.nota),
      }));
      return c.json(links);
    },
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
    async (c) => {
      const input = await parseBody(c, linkStatusUpdateSchema);
      const status = storedStatus(input.status);
      const { db } = c.var.deps;
      await updateUnlessFinal(
        db,
        eq(sourcingSuppliers.id, input.id),
        {
          status,
          ...(input.justificativa === undefined ? {} : { justificativa: input.justificativa }),
        },
        "Vínculo não encontrado.",
        c.var.user.id,
      );
      return c.json({ detail: "Status atualizado." });
    },
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
    async (c) => {
      const input = await parseBody(c, linkCreateSchema);
      const status = initialStatus(input.status);
      const { db } = c.var.deps;
      const [sourcing] = await db.select({ id: sourcings.id }).from(sourcings).where(eq(sourcings.id, input.id_sourcing));
      if (!sourcing) throw notFound("Sourcing não encontrado.");
      const [supplier] = await db.select({ id: suppliers.id, nome: suppliers.nome }).from(suppliers).where(eq(suppliers.id, input.id_supplier));
      if (!supplier) throw notFound("Supplier não encontrado.");
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
        if (!row) throw conflict("Este supplier já está neste sourcing.");
        await recordActivity(tx, { entityType: "sourcing", entityId: input.id_sourcing, actorId: c.var.user.id }, [
          { action: "adicionou", field: "supplier", subject: supplier, new: status },
        ]);
        return row;
      });
      return c.json({ id: created.id, detail: "Supplier adicionado/atualizado!" }, 201);
    },
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
    async (c) => {
      const input = await parseBody(c, linkAlterSchema);
      const status = storedStatus(input.status);
      const { db } = c.var.deps;
      await updateUnlessFinal(
        db,
        samePair(input),
        {
          status,
          ...(input.nota === undefined ? {} : { nota: input.nota }),
          ...(input.justificativa === undefined ? {} : { justificativa: input.justificativa }),
        },
        LINK_NOT_FOUND,
        c.var.user.id,
      );
      return c.json({ detail: "Supplier adicionado/atualizado!" });
    },
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
    async (c) => {
      const input = await parseBody(c, linkDeleteSchema);
      await c.var.deps.db.transaction(async (tx) => {
        const [deleted] = await tx
          .delete(sourcingSuppliers)
          .where(samePair(input))
          .returning({ status: sourcingSuppliers.status, subject: supplierRefOf(sourcingSuppliers.supplierId) });
        if (!deleted) throw notFound(LINK_NOT_FOUND);
        await recordActivity(tx, { entityType: "sourcing", entityId: input.id_sourcing, actorId: c.var.user.id }, [
          { action: "removeu", field: "supplier", subject: deleted.subject, old: deleted.status },
        ]);
      });
      return c.json({ detail: "Supplier removido do sourcing!" });
    },
  );
