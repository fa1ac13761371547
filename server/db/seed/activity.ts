import { asc, eq, inArray } from "drizzle-orm";
import { type ActivityRow, recordActivityRows } from "#server/api/activity/record.ts";
import type { Db } from "#server/db/client.ts";
import { products, productSupplierQuotes, sourcings, sourcingSuppliers, suppliers, users } from "#server/db/schema.ts";

const HOUR_MS = 60 * 60 * 1000;

/** A past history consistent with the demo sourcings: created, suppliers added, started, finished. */
async function sourcingHistory(db: Db, sourcingIds: number[]): Promise<ActivityRow[]> {
  const list = await db.select().from(sourcings).where(inArray(sourcings.id, sourcingIds)).orderBy(asc(sourcings.id));
  const links = await db
    .select({
      sourcingId: sourcingSuppliers.sourcingId,
      status: sourcingSuppliers.status,
      nota: sourcingSuppliers.nota,
      id: suppliers.id,
      nome: suppliers.nome,
    })
    .from(sourcingSuppliers)
    .innerJoin(suppliers, eq(suppliers.id, sourcingSuppliers.supplierId))
    .where(inArray(sourcingSuppliers.sourcingId, sourcingIds))
    .orderBy(asc(sourcingSuppliers.id));
  return list.flatMap((s) => {
    const of = { entityType: "sourcing", entityId: s.id, actorId: s.responsavelId } as const;
    const added = new Date(s.dtAdicionado.getTime() + HOUR_MS);
    const worked = new Date((s.dtInicio ?? added).getTime() + 24 * HOUR_MS);
    const rows: ActivityRow[] = [{ ...of, action: "criou", field: null, at: s.dtAdicionado }];
    for (const link of links.filter((l) => l.sourcingId === s.id)) {
      const subject = { id: link.id, nome: link.nome };
      rows.push({ ...of, action: "adicionou", field: "supplier", subject, new: "Não iniciado", at: added });
      if (link.status !== "Não iniciado")
        rows.push({ ...of, action: "alterou", field: "supplier_status", subject, old: "Não iniciado", new: link.status, at: worked });
      if (link.nota !== null)
        rows.push({ ...of, action: "alterou", field: "supplier_nota", subject, old: null, new: link.nota, at: worked });
    }
    if (s.dtInicio) {
      rows.push({ ...of, action: "alterou", field: "status", old: "Não iniciado", new: "Em andamento", at: s.dtInicio });
      rows.push({ ...of, action: "alterou", field: "dt_inicio", old: null, new: s.dtInicio.toISOString(), at: s.dtInicio });
    }
    if (s.dtFinalizado) {
      rows.push({ ...of, action: "alterou", field: "status", old: "Em andamento", new: s.status, at: s.dtFinalizado });
      rows.push({ ...of, action: "alterou", field: "dt_finalizado", old: null, new: s.dtFinalizado.toISOString(), at: s.dtFinalizado });
    }
    return rows;
  });
}

/** Each product created a day before its first quote; each supplier's quotes from its quote history. */
async function productHistory(db: Db, creatorId: number | null): Promise<ActivityRow[]> {
  const quotes = await db
    .select({
      productId: productSupplierQuotes.productId,
      supplierId: suppliers.id,
      nome: suppliers.nome,
      cotacao: productSupplierQuotes.cotacaoUsd,
      at: productSupplierQuotes.cotadoEm,
      autorId: productSupplierQuotes.autorId,
    })
    .from(productSupplierQuotes)
    .innerJoin(suppliers, eq(suppliers.id, productSupplierQuotes.supplierId))
    .orderBy(asc(productSupplierQuotes.cotadoEm), asc(productSupplierQuotes.id));
  const productIds = (await db.select({ id: products.id }).from(products)).map((p) => p.id);
  const rows: ActivityRow[] = [];
  for (const productId of productIds) {
    const own = quotes.filter((q) => q.productId === productId);
    const first = own[0]?.at ?? new Date();
    rows.push({
      entityType: "product",
      entityId: productId,
      actorId: creatorId,
      action: "criou",
      field: null,
      at: new Date(first.getTime() - 24 * HOUR_MS),
    });
    const last = new Map<number, string>();
    for (const q of own) {
      const subject = { id: q.supplierId, nome: q.nome };
      const of = { entityType: "product", entityId: productId, actorId: q.autorId, subject, at: q.at } as const;
      const before = last.get(q.supplierId);
      rows.push(
        before === undefined
          ? { ...of, action: "adicionou", field: "cotacao", new: q.cotacao }
          : { ...of, action: "alterou", field: "cotacao", old: before, new: q.cotacao },
      );
      last.set(q.supplierId, q.cotacao);
    }
  }
  return rows;
}

/**
 * The demo's activity panels (docs/decisions/0054-activity-history.md): a history derived from the seeded data
 * (sourcings' dates and links, products' quote history, suppliers' creation), so no page opens empty.
 */
export async function seedActivity(db: Db, sourcingIds: number[]): Promise<void> {
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, "admin@demo.local"));
  const adminId = admin?.id ?? null;
  const supplierRows: ActivityRow[] = (await db.select({ id: suppliers.id, at: suppliers.createdAt }).from(suppliers)).map((s) => ({
    entityType: "supplier",
    entityId: s.id,
    actorId: adminId,
    action: "criou",
    field: null,
    at: s.at,
  }));
  const rows = [...supplierRows, ...(await sourcingHistory(db, sourcingIds)), ...(await productHistory(db, adminId))];
  // In slices: one INSERT per few hundred rows keeps each statement's parameters well under the limit.
  for (let i = 0; i < rows.length; i += 500) await recordActivityRows(db, rows.slice(i, i + 500));
}
