import { and, eq } from "drizzle-orm";
import type { Context } from "hono";
import { PRODUCT_NOT_FOUND } from "#contract/products/product-rules.ts";
import { ITEM_ADDED, ITEM_EXISTS, ITEM_NOT_FOUND, ITEM_REMOVED } from "#contract/sourcings/sourcing-item-rules.ts";
import { itemCreateSchema, itemDeleteSchema } from "#contract/sourcings/sourcing-items.ts";
import { SOURCING_NOT_FOUND } from "#contract/sourcings/sourcing-rules.ts";
import { products, sourcingItems, sourcings } from "#server/db/schema.ts";
import { recordActivity } from "#server/api/activity/record.ts";
import { conflict, notFound } from "#server/api/errors.ts";
import type { ApiEnv } from "#server/api/types.ts";
import { parseBody } from "#server/api/validation.ts";

/** POST /api/sourcings/items/post/: a catalogue product joins the sourcing, with its target quantity and incoterm. */
export async function addItem(c: Context<ApiEnv>) {
  const input = await parseBody(c, itemCreateSchema);
  const { db } = c.var.deps;
  const [sourcing] = await db.select({ id: sourcings.id }).from(sourcings).where(eq(sourcings.id, input.id_sourcing));
  if (!sourcing) throw notFound(SOURCING_NOT_FOUND);
  const [product] = await db.select({ id: products.id, nome: products.nome }).from(products).where(eq(products.id, input.id_product));
  if (!product) throw notFound(PRODUCT_NOT_FOUND);
  const created = await db.transaction(async (tx) => {
    // The unique pair index decides between two concurrent additions: the second inserts nothing.
    const [row] = await tx
      .insert(sourcingItems)
      .values({ sourcingId: sourcing.id, productId: product.id, quantidade: input.quantidade, incoterm: input.incoterm })
      .onConflictDoNothing()
      .returning({ id: sourcingItems.id });
    if (!row) throw conflict(ITEM_EXISTS);
    await recordActivity(tx, { entityType: "sourcing", entityId: sourcing.id, actorId: c.var.user.id }, [
      { action: "adicionou", field: "produto", new: product },
    ]);
    return row;
  });
  return c.json({ id: created.id, detail: ITEM_ADDED }, 201);
}

/** DELETE /api/sourcings/items/delete/: the product leaves the sourcing. */
export async function removeItem(c: Context<ApiEnv>) {
  const input = await parseBody(c, itemDeleteSchema);
  await c.var.deps.db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(sourcingItems)
      .where(and(eq(sourcingItems.sourcingId, input.id_sourcing), eq(sourcingItems.productId, input.id_product)))
      .returning({ id: sourcingItems.productId });
    if (!deleted) throw notFound(ITEM_NOT_FOUND);
    const [product] = await tx.select({ id: products.id, nome: products.nome }).from(products).where(eq(products.id, deleted.id));
    await recordActivity(tx, { entityType: "sourcing", entityId: input.id_sourcing, actorId: c.var.user.id }, [
      { action: "removeu", field: "produto", old: product ?? { id: deleted.id, nome: String(deleted.id) } },
    ]);
  });
  return c.json({ detail: ITEM_REMOVED });
}
