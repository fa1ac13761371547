import { eq } from "drizzle-orm";
import type { Tx } from "#server/db/client.ts";
import { productSuppliers, sourcingSuppliers, suppliers } from "#server/db/schema.ts";
import { type ActivityRow, deleteActivityOf, recordActivityRows } from "./record.ts";

/**
 * Before a supplier is deleted (its links and quotes go with it by cascade): the sourcings and products it
 * leaves record it as removed, and its own history goes (docs/decisions/0054-activity-history.md).
 */
export async function recordSupplierDeletion(tx: Tx, supplierId: number, actorId: number): Promise<void> {
  const [supplier] = await tx.select({ id: suppliers.id, nome: suppliers.nome }).from(suppliers).where(eq(suppliers.id, supplierId));
  if (!supplier) return;
  const [links, quotes] = [
    await tx
      .select({ sourcingId: sourcingSuppliers.sourcingId, status: sourcingSuppliers.status })
      .from(sourcingSuppliers)
      .where(eq(sourcingSuppliers.supplierId, supplierId)),
    await tx
      .select({ productId: productSuppliers.productId, cotacao: productSuppliers.cotacao })
      .from(productSuppliers)
      .where(eq(productSuppliers.supplierId, supplierId)),
  ];
  const removed = { actorId, action: "removeu", subject: supplier, new: null } as const;
  const rows: ActivityRow[] = [
    ...links.map((link) => ({
      ...removed,
      entityType: "sourcing" as const,
      entityId: link.sourcingId,
      field: "supplier",
      old: link.status,
    })),
    ...quotes.map((quote) => ({
      ...removed,
      entityType: "product" as const,
      entityId: quote.productId,
      field: "cotacao",
      old: quote.cotacao,
    })),
  ];
  await recordActivityRows(tx, rows);
  await deleteActivityOf(tx, "supplier", supplierId);
}
