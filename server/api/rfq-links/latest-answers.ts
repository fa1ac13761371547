import { and, desc, eq, isNotNull } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { rfqAnswers } from "#server/db/schema.ts";

/**
 * Each supplier's latest submitted answer on a sourcing (its highest `revisao`), as a subquery to join by
 * `supplierId`: the draft (`revisao` null) is the supplier's own and never counts for staff.
 */
export const latestAnswers = (db: Pick<Db, "selectDistinctOn">, sourcingId: number) =>
  db
    .selectDistinctOn([rfqAnswers.supplierId], {
      supplierId: rfqAnswers.supplierId,
      revisao: rfqAnswers.revisao,
      savedAt: rfqAnswers.savedAt,
      itens: rfqAnswers.itens,
    })
    .from(rfqAnswers)
    .where(and(eq(rfqAnswers.sourcingId, sourcingId), isNotNull(rfqAnswers.revisao)))
    .orderBy(rfqAnswers.supplierId, desc(rfqAnswers.revisao))
    .as("latest_answer");
