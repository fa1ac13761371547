import { and, desc, eq, sql } from "drizzle-orm";
import { answerItemReply, type RfqAnswerStatus, storedAnswerItemsSchema } from "#contract/rfq/rfq-answer.ts";
import type { RfqPublic } from "#contract/rfq/rfq-public.ts";
import type { Db } from "#server/db/client.ts";
import { rfqAnswers } from "#server/db/schema.ts";
import type { SignedLinks } from "#server/storage/signed-links.ts";
import { itemsOfSourcing } from "#server/api/sourcing-items/list.ts";
import { rfqFilesOf } from "./files.ts";
import type { OpenLink } from "./link.ts";

type Reader = Pick<Db, "select">;

/** One saved answer: its revision (null: the draft), its items as stored and when it was saved. */
interface SavedAnswer {
  revisao: number | null;
  itens: ReturnType<typeof storedAnswerItemsSchema.parse>;
  savedAt: Date;
}

/** A pair's draft (if one is saved) and its latest submitted revision (if any). */
async function answersOf(
  db: Reader,
  sourcingId: number,
  supplierId: number,
): Promise<{ draft: SavedAnswer | null; latest: SavedAnswer | null }> {
  const rows = await db
    .select({ revisao: rfqAnswers.revisao, itens: rfqAnswers.itens, savedAt: rfqAnswers.savedAt })
    .from(rfqAnswers)
    .where(and(eq(rfqAnswers.sourcingId, sourcingId), eq(rfqAnswers.supplierId, supplierId)))
    // The draft (null) first, then the newest revision.
    .orderBy(sql`${rfqAnswers.revisao} desc nulls first`)
    .limit(2);
  const saved = rows.map((row) => ({ ...row, itens: storedAnswerItemsSchema.parse(row.itens) }));
  const draft = saved.find((row) => row.revisao === null) ?? null;
  const latest = saved.find((row) => row.revisao !== null) ?? null;
  return { draft, latest };
}

/** The request as its supplier sees it (GET and POST /api/rfq/<token>/): the answer shown is the draft, else the latest revision. */
export async function publicReplyOf(db: Db, links: SignedLinks, link: OpenLink): Promise<RfqPublic> {
  const [items, { draft, latest }, anexos] = await Promise.all([
    itemsOfSourcing(db, links, link.sourcingId),
    answersOf(db, link.sourcingId, link.supplierId),
    rfqFilesOf(db, link.sourcingId, link.supplierId),
  ]);
  const shown = draft ?? latest;
  const answered = new Map(shown?.itens.map((item) => [item.id_product, item]));
  const status: RfqAnswerStatus = draft ? "rascunho" : latest ? "enviada" : "sem_resposta";
  return {
    sourcing: { descricao: link.descricao },
    fornecedor: { nome: link.fornecedor },
    prazo: link.prazo.toISOString(),
    // What the supplier is asked, without the staff's ids of the sourcing and of the item.
    itens: items.map(({ id: _id, id_sourcing: _sourcing, ...item }) => {
      const answer = answered.get(item.id_product);
      return { ...item, resposta: answer ? answerItemReply(answer) : null };
    }),
    status,
    revisao: latest?.revisao ?? null,
    enviada_em: latest?.savedAt.toISOString() ?? null,
    rascunho_em: draft?.savedAt.toISOString() ?? null,
    anexos,
  };
}

/** The newest revision number of a pair (0 before the first). */
export async function lastRevisionOf(db: Reader, sourcingId: number, supplierId: number): Promise<number> {
  const [row] = await db
    .select({ revisao: rfqAnswers.revisao })
    .from(rfqAnswers)
    .where(and(eq(rfqAnswers.sourcingId, sourcingId), eq(rfqAnswers.supplierId, supplierId), sql`${rfqAnswers.revisao} is not null`))
    .orderBy(desc(rfqAnswers.revisao))
    .limit(1);
  return row?.revisao ?? 0;
}
