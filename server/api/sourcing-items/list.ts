import { asc, eq } from "drizzle-orm";
import type { Context } from "hono";
import { z } from "zod";
import { SOURCING_ID_INVALID, SOURCING_ID_REQUIRED, SOURCING_NOT_FOUND } from "#contract/sourcings/sourcing-rules.ts";
import { type SourcingItem, sourcingItemSchema } from "#contract/sourcings/sourcing-items.ts";
import type { Db } from "#server/db/client.ts";
import { products, sourcingItems, sourcings } from "#server/db/schema.ts";
import type { SignedLinks } from "#server/storage/signed-links.ts";
import { notFound } from "#server/api/errors.ts";
import { productImageFields } from "#server/api/products/image-link.ts";
import { fold, idParam, withoutBlanks } from "#server/api/query-params.ts";
import type { ApiEnv } from "#server/api/types.ts";
import { parse } from "#server/api/validation.ts";

export const itemListQuerySchema = z.preprocess(
  withoutBlanks,
  z.object({ id_sourcing: z.string({ error: SOURCING_ID_REQUIRED }).pipe(idParam(SOURCING_ID_INVALID)) }),
);

/** A sourcing's items by product name, with each product's picture link: the staff's list and the supplier's page. */
export async function itemsOfSourcing(db: Db, links: SignedLinks, sourcingId: number): Promise<SourcingItem[]> {
  const rows = await db
    .select({
      id: sourcingItems.id,
      id_sourcing: sourcingItems.sourcingId,
      id_product: sourcingItems.productId,
      nome: products.nome,
      descricao: products.descricao,
      quantidade: sourcingItems.quantidade,
      unidade_medida: products.unidadeMedida,
      incoterm: sourcingItems.incoterm,
      imageKey: products.imageKey,
      imageName: products.imageName,
      imageType: products.imageType,
    })
    .from(sourcingItems)
    .innerJoin(products, eq(products.id, sourcingItems.productId))
    .where(eq(sourcingItems.sourcingId, sourcingId))
    .orderBy(fold(products.nome), asc(sourcingItems.id));
  return rows.map(({ imageKey, imageName, imageType, ...row }) =>
    sourcingItemSchema.parse({ ...row, url_imagem_url: productImageFields(links, { imageKey, imageName, imageType }).url_imagem_url }),
  );
}

/** GET /api/sourcings/items/?id_sourcing=: a sourcing's items by product name; 404 for a sourcing that does not exist. */
export async function listItems(c: Context<ApiEnv>) {
  const { id_sourcing } = parse(itemListQuerySchema, c.req.query());
  const { db, links } = c.var.deps;
  const [sourcing] = await db.select({ id: sourcings.id }).from(sourcings).where(eq(sourcings.id, id_sourcing));
  if (!sourcing) throw notFound(SOURCING_NOT_FOUND);
  return c.json({ results: await itemsOfSourcing(db, links, sourcing.id) });
}
