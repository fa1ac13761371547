import { and, asc, eq, notInArray, sql } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import {
  FINAL_LINK_STATUSES,
  LINK_STATUSES,
  type LinkStatus,
  linkStatusUpdateSchema,
  type SourcingSupplierLink,
} from "../../contract/suppliers.ts";
import { sourcings, sourcingSuppliers, suppliers } from "../db/schema.ts";
import { requireUser } from "./auth-middleware.ts";
import { badRequest, conflict, notFound } from "./errors.ts";
import { positiveIntParam, withoutBlanks } from "./query-params.ts";
import type { ApiEnv } from "./types.ts";
import { parse, parseBody } from "./validation.ts";

const linkListQuerySchema = z.preprocess(
  withoutBlanks,
  z
    .object({
      id_supplier: positiveIntParam("Id de supplier inválido.").optional(),
      id_sourcing: positiveIntParam("Id de sourcing inválido.").optional(),
    })
    .refine((q) => q.id_supplier !== undefined || q.id_sourcing !== undefined, {
      error: "Informe id_supplier ou id_sourcing.",
    }),
);

/** 'Finalizado' is the supplier screen's name for 'Concluído': one state, one stored name. */
const STATUS_ALIASES: Record<string, LinkStatus> = { Finalizado: "Concluído" };

function storedStatus(status: string): LinkStatus {
  const name = STATUS_ALIASES[status] ?? status;
  const known = LINK_STATUSES.find((s) => s === name);
  if (!known) {
    const message = `Status inválido. Use: ${LINK_STATUSES.join(", ")} (ou Finalizado).`;
    throw badRequest(message, { status: [message] });
  }
  return known;
}

/** /api/sourcings-suppliers: a supplier's place in a sourcing, its status and grade. */
export const sourcingSuppliersRouter = new Hono<ApiEnv>()
  .use("*", requireUser)
  .get("", async (c) => {
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
      .orderBy(
        sql`lower(f_unaccent(${sourcings.descricao}))`,
        sql`lower(f_unaccent(${suppliers.nome}))`,
        asc(sourcingSuppliers.id),
      );
    const links: SourcingSupplierLink[] = rows.map((row) => ({ ...row, nota: row.nota === null ? null : Number(row.nota) }));
    return c.json(links);
  })
  .put("/alter-status/", async (c) => {
    const input = await parseBody(c, linkStatusUpdateSchema);
    const status = storedStatus(input.status);
    const { db } = c.var.deps;
    // One conditional UPDATE: of two concurrent changes from a non-final status, the second sees the first.
    const [updated] = await db
      .update(sourcingSuppliers)
      .set({ status, ...(input.justificativa === undefined ? {} : { justificativa: input.justificativa }) })
      .where(and(eq(sourcingSuppliers.id, input.id), notInArray(sourcingSuppliers.status, [...FINAL_LINK_STATUSES])))
      .returning({ id: sourcingSuppliers.id });
    if (!updated) {
      const [existing] = await db.select({ id: sourcingSuppliers.id }).from(sourcingSuppliers).where(eq(sourcingSuppliers.id, input.id));
      if (!existing) throw notFound("Vínculo não encontrado.");
      throw conflict("Status final não pode ser alterado.");
    }
    return c.json({ detail: "Status atualizado." });
  });
