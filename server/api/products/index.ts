import { Hono } from "hono";
import {
  PRODUCT_CREATED,
  PRODUCT_DELETED,
  PRODUCT_UPDATED,
  productCreateSchema,
  productCategoriesReplySchema,
  productCreatedReplySchema,
  productDeleteSchema,
  productDetailReplySchema,
  productExportQuerySchema,
  productListQuerySchema,
  productListOrDetailReplySchema,
  productUpdateSchema,
  quoteHistoryQuerySchema,
  quoteHistoryReplySchema,
} from "../../../contract/products.ts";
import { productCategories } from "../../db/schema.ts";
import { requireCreator, requireUser } from "../auth-middleware.ts";
import { listOrDetail } from "../list-page.ts";
import { saveOrConflict } from "../versions.ts";
import { lookupHandler } from "../lookups.ts";
import { describe } from "../openapi/describe.ts";
import type { ApiEnv } from "../types.ts";
import { parseBody, parseQuery } from "../validation.ts";
import { quoteHistory, recorderOf } from "./quotes.ts";
import { listProducts, loadProduct, loadProductDetail } from "./list.ts";
import { exportProducts } from "./export.ts";
import { EXPORT_DESCRIPTION, EXPORT_REPLY } from "../list-export/describe.ts";
import { alterProduct, createProduct, deleteProduct } from "./write.ts";

/** /api/products: the product catalogue of spec section 7 (docs/decisions/0030-products-api.md). */
export const productsRouter = new Hono<ApiEnv>()
  .use("*", requireUser)
  .get(
    "",
    describe({
      summary: "Lista de produtos (ou um, com ?id=)",
      tag: "Produtos",
      query: productListQuerySchema,
      detailById: true,
      description: "Com `?id=`, cada supplier traz também o custo posto (`custo_posto_brl`, `custo_posto_incompleto` e o detalhamento `custo_posto`).",
      reply: productListOrDetailReplySchema,
    }),
    listOrDetail({
      invalidId: "Id de produto inválido.",
      query: productListQuerySchema,
      list: listProducts,
      detail: loadProductDetail,
    }),
  )
  .get(
    "/export/",
    describe({
      summary: "Exporta a lista de produtos filtrada e ordenada (CSV ou XLSX)",
      description: EXPORT_DESCRIPTION,
      tag: "Produtos",
      query: productExportQuerySchema,
      reply: EXPORT_REPLY,
      errors: [422],
    }),
    exportProducts,
  )
  .get(
    "/categorias/",
    describe({
      summary: "Categorias de produto",
      tag: "Produtos",
      reply: productCategoriesReplySchema,
    }),
    lookupHandler(productCategories),
  )
  .get(
    "/quotes/history/",
    describe({
      summary: "Histórico das cotações de um supplier para um produto (a mais recente primeiro)",
      tag: "Produtos",
      query: quoteHistoryQuerySchema,
      reply: quoteHistoryReplySchema,
      errors: [400, 404],
    }),
    async (c) => {
      const { product_id, supplier_id } = parseQuery(c, quoteHistoryQuerySchema);
      return c.json({ results: await quoteHistory(c.var.deps, product_id, supplier_id) });
    },
  )
  .post(
    "/post/",
    describe({
      summary: "Cria um produto",
      tag: "Produtos",
      access: "creator",
      body: productCreateSchema,
      reply: productCreatedReplySchema,
      status: 201,
    }),
    requireCreator,
    async (c) => {
      const id = await createProduct(c.var.deps.db, await parseBody(c, productCreateSchema), c.var.user.id);
      return c.json({ id, detail: PRODUCT_CREATED }, 201);
    },
  )
  .put(
    "/alter/",
    describe({
      summary: "Altera um produto e suas cotações",
      tag: "Produtos",
      body: productUpdateSchema,
      reply: productDetailReplySchema,
      errors: [404],
    }),
    async (c) => {
      const input = await parseBody(c, productUpdateSchema);
      const { deps, user } = c.var;
      // Rates are looked up before the transaction (a lookup may wait on the network), and only when quotes are sent.
      const recorder = input.suppliers ? await recorderOf(deps.rates, user.id) : { authorId: user.id, usdBrl: null, usdCny: null };
      await saveOrConflict(
        () => alterProduct(deps.db, input, recorder),
        () => loadProduct(deps, input.id),
      );
      return c.json({ detail: PRODUCT_UPDATED });
    },
  )
  .delete(
    "/delete/",
    describe({
      summary: "Exclui um produto (e sua imagem)",
      tag: "Produtos",
      body: productDeleteSchema,
      reply: productDetailReplySchema,
      errors: [404],
    }),
    async (c) => {
      const { id } = await parseBody(c, productDeleteSchema);
      const { db, storage } = c.var.deps;
      await deleteProduct(db, storage, id);
      return c.json({ detail: PRODUCT_DELETED });
    },
  );
