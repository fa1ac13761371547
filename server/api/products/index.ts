import { asc } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import {
  PRODUCT_CREATED,
  PRODUCT_DELETED,
  PRODUCT_UPDATED,
  productCreateSchema,
  productDeleteSchema,
  productListQuerySchema,
  productUpdateSchema,
} from "../../../contract/products.ts";
import { productCategories } from "../../db/schema.ts";
import { requireCreator, requireUser } from "../auth-middleware.ts";
import { paginationOf } from "../pagination.ts";
import { idParam } from "../query-params.ts";
import type { ApiEnv } from "../types.ts";
import { parse, parseBody } from "../validation.ts";
import { listProducts, loadProduct } from "./list.ts";
import { alterProduct, createProduct, deleteProduct } from "./write.ts";

const detailQuerySchema = z.object({ id: idParam("Id de produto inválido.") });

/** /api/products: the product catalogue of spec section 7 (docs/decisions/0030-products-api.md). */
export const productsRouter = new Hono<ApiEnv>()
  .use("*", requireUser)
  .get("", async (c) => {
    const { db, links } = c.var.deps;
    const query = c.req.query();
    if (query.id !== undefined) {
      const { id } = parse(detailQuerySchema, query);
      const detail = await loadProduct(db, links, id);
      const results = detail ? [detail] : [];
      return c.json({ results, pagination: paginationOf(1, 1, results.length) });
    }
    return c.json(await listProducts(db, links, parse(productListQuerySchema, query)));
  })
  .get("/categorias/", async (c) =>
    c.json(await c.var.deps.db.select({ id: productCategories.id, nome: productCategories.nome }).from(productCategories).orderBy(asc(productCategories.nome))),
  )
  .post("/post/", requireCreator, async (c) => {
    const id = await createProduct(c.var.deps.db, await parseBody(c, productCreateSchema));
    return c.json({ id, detail: PRODUCT_CREATED }, 201);
  })
  .put("/alter/", async (c) => {
    await alterProduct(c.var.deps.db, await parseBody(c, productUpdateSchema));
    return c.json({ detail: PRODUCT_UPDATED });
  })
  .delete("/delete/", async (c) => {
    const { id } = await parseBody(c, productDeleteSchema);
    const { db, storage } = c.var.deps;
    await deleteProduct(db, storage, id);
    return c.json({ detail: PRODUCT_DELETED });
  });
