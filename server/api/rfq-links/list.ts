import { and, desc, eq, sql } from "drizzle-orm";
import type { Context } from "hono";
import { z } from "zod";
import type { RfqSituation } from "#contract/rfq/rfq-rules.ts";
import type { RfqStatus } from "#contract/rfq/rfq.ts";
import { SOURCING_ID_INVALID, SOURCING_ID_REQUIRED, SOURCING_NOT_FOUND } from "#contract/sourcings/sourcing-rules.ts";
import { rfqLinks, sourcings, sourcingSuppliers, suppliers } from "#server/db/schema.ts";
import { nowOf } from "#server/api/clock.ts";
import { notFound } from "#server/api/errors.ts";
import { fold, idParam, withoutBlanks } from "#server/api/query-params.ts";
import type { ApiEnv } from "#server/api/types.ts";
import { parse } from "#server/api/validation.ts";
import { latestAnswers } from "./latest-answers.ts";
import { shownHash } from "./token.ts";

export const rfqListQuerySchema = z.preprocess(
  withoutBlanks,
  z.object({ id_sourcing: z.string({ error: SOURCING_ID_REQUIRED }).pipe(idParam(SOURCING_ID_INVALID)) }),
);

/** Where a pair's latest link leaves it at `now`. */
function situationOf(latest: { prazo: Date; revokedAt: Date | null } | null, now: Date): RfqSituation {
  if (!latest) return "nao_pedido";
  if (latest.revokedAt) return "revogado";
  return latest.prazo.getTime() <= now.getTime() ? "expirado" : "pedido";
}

/**
 * GET /api/sourcings/rfq/?id_sourcing=: every supplier of the sourcing, by name, with its latest link's situation and
 * its latest submitted answer (revision and time).
 */
export async function listRfqs(c: Context<ApiEnv>) {
  const { id_sourcing } = parse(rfqListQuerySchema, c.req.query());
  const { db } = c.var.deps;
  const [sourcing] = await db.select({ id: sourcings.id }).from(sourcings).where(eq(sourcings.id, id_sourcing));
  if (!sourcing) throw notFound(SOURCING_NOT_FOUND);
  // The pair's latest link (a new one revokes the one before, whose row stays).
  const latest = db
    .selectDistinctOn([rfqLinks.supplierId], {
      supplierId: rfqLinks.supplierId,
      tokenHash: rfqLinks.tokenHash,
      prazo: rfqLinks.prazo,
      createdAt: rfqLinks.createdAt,
      revokedAt: rfqLinks.revokedAt,
    })
    .from(rfqLinks)
    .where(eq(rfqLinks.sourcingId, sourcing.id))
    .orderBy(rfqLinks.supplierId, desc(rfqLinks.id))
    .as("latest");
  const answer = latestAnswers(db, sourcing.id);
  const rows = await db
    .select({
      id_supplier: sourcingSuppliers.supplierId,
      supplier_nome: suppliers.nome,
      tokenHash: latest.tokenHash,
      prazo: latest.prazo,
      createdAt: latest.createdAt,
      revokedAt: latest.revokedAt,
      revisao: answer.revisao,
      respondidoEm: answer.savedAt,
    })
    .from(sourcingSuppliers)
    .innerJoin(suppliers, eq(suppliers.id, sourcingSuppliers.supplierId))
    .leftJoin(latest, eq(latest.supplierId, sourcingSuppliers.supplierId))
    .leftJoin(answer, eq(answer.supplierId, sourcingSuppliers.supplierId))
    .where(and(eq(sourcingSuppliers.sourcingId, sourcing.id)))
    .orderBy(fold(suppliers.nome), sql`${sourcingSuppliers.supplierId}`);
  const now = nowOf(c.var.deps);
  const results: RfqStatus[] = rows.map((row) => {
    const link = row.tokenHash && row.prazo && row.createdAt ? { prazo: row.prazo, revokedAt: row.revokedAt } : null;
    return {
      id_supplier: row.id_supplier,
      supplier_nome: row.supplier_nome,
      situacao: situationOf(link, now),
      pedido_em: row.createdAt?.toISOString() ?? null,
      prazo: row.prazo?.toISOString() ?? null,
      revogado_em: row.revokedAt?.toISOString() ?? null,
      link: row.tokenHash ? shownHash(row.tokenHash) : null,
      revisao: row.revisao,
      respondido_em: row.respondidoEm?.toISOString() ?? null,
    };
  });
  return c.json({ results });
}
