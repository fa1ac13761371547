import { Hono } from "hono";
import {
  PRODUCT_CREATED,
  PRODUCT_DELETED,
  PRODUCT_ID_INVALID,
  PRODUCT_UPDATED,
  productCreateSchema,
  productCategoriesReplySchema,
  productCreatedReplySchema,
  productDeleteSchema,
  productExportQuerySchema,
  productListQuerySchema,
  productListOrDetailReplySchema,
  productUpdateSchema,
  quoteHistoryQuerySchema,
  quoteHistoryReplySchema,
} from "#contract/products/products.ts";
import { messageReplySchema } from "#contract/shared/replies.ts";
import { productCategories } from "#server/db/schema.ts";
import { requireCreator, requireUser } from "#server/api/auth-middleware.ts";
import { listOrDetail } from "#server/api/list-page.ts";
import { lookupHandler } from "#server/api/lookups.ts";
import { describe } from "#server/api/openapi/describe.ts";
import type { ApiEnv } from "#server/api/types.ts";
import { parseBody, parseQuery } from "#server/api/validation.ts";
import { quoteHistory } from "./quotes.ts";
import { listProducts, loadProductDetail } from "./list.ts";
import { exportProducts } from "./export.ts";
import { EXPORT_DESCRIPTION, EXPORT_REPLY } from "#server/api/list-export/describe.ts";
import { alterProduct, createProduct, deleteProduct } from "./write.ts";
import { productCompareQuerySchema, productCompareReplySchema } from "#contract/products/product-compare.ts";
import { compareProducts } from "./compare.ts";
import { productDetailQuerySchema } from "#contract/landed-cost/tax-regimes.ts";

/** /api/products: the product catalogue of specification §7 (docs/decisions/0030-products-api.md). */
export const productsRouter = new Hono<ApiEnv>()
  .use("*", requireUser)
  .get(
    "",
    describe({
      summary: "Lista de produtos (ou um, com ?id=)",
      tag: "Produtos",
      query: productListQuerySchema,
      detailById: true,
      detailQuery: productDetailQuerySchema,
      description:
        "Cada produto e cada supplier trazem a caixa master (`unidades_por_caixa`, `caixa_cubagem_m3`, `caixa_peso_kg`; null quando não informada); cada supplier, o país (`cod_pais`). " +
        "Com `?id=`, cada supplier traz também o custo posto (`custo_posto_brl`, `custo_posto_incompleto` e o detalhamento `custo_posto`), conforme o incoterm da cotação, a origem (compra nacional para 'br') e a caixa; " +
        "null para cotação sem preço (0). O custo posto segue o regime tributário da data de desembaraço: a prevista de cada cotação (data da cotação + prazo de entrega + trânsito do país de origem) ou `desembaraco`, quando informada.",
      reply: productListOrDetailReplySchema,
    }),
    listOrDetail({
      invalidId: PRODUCT_ID_INVALID,
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
    "/compare/",
    describe({
      summary: "Compara as cotações de vários produtos (até 50) entre os suppliers que cotam ao menos um deles",
      tag: "Produtos",
      query: productCompareQuerySchema,
      description:
        "`ids=1,2,3` (obrigatório, até 50, repetidos ignorados), `incluir_vencidas=0|1` e, para cada produto, `qtd_<id do produto>` (inteiro de 0 a 10.000.000; ausente: 1; 0 tira o produto dos totais). " +
        "Cada célula traz a cotação em USD, em BRL ao câmbio de hoje e o custo posto (null para cotação 0), a validade, o prazo e as marcas `melhor` (menor custo posto da linha, empates todos marcados) e `mais_rapido` (menor prazo). " +
        "As cotações de cada supplier com frete por conta do comprador (EXW, FCA, FOB ou sem incoterm), com preço, do exterior e com quantidade embarcam juntas (`totais[].embarque`: caixas, m³, kg e o modo mais barato, LCL ou N contêineres de um tipo); " +
        "o frete de cada uma é a sua parte desse embarque (`no_embarque`, `frete_usd_unidade`). As demais usam o cálculo do detalhe do produto. " +
        "Cotações vencidas ficam fora das marcas e dos totais, salvo com `incluir_vencidas=1`. `totais`: por supplier, Σ quantidade × custo posto do que ele cota, `completo` quando cota todos os produtos com quantidade; " +
        "`melhor_unico`: o supplier completo de menor total (o primeiro por nome num empate), ou null; `melhor_por_item_brl`: a soma dos menores custos de cada linha × quantidade.",
      reply: productCompareReplySchema,
      errors: [400, 404],
    }),
    async (c) => c.json(await compareProducts(c.var.deps, parseQuery(c, productCompareQuerySchema))),
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
      description:
        "A caixa master do produto e a de cada cotação em `suppliers[]` (`unidades_por_caixa` inteiro ≥ 1, `caixa_cubagem_m3` > 0 com até 4 casas, `caixa_peso_kg` bruto > 0 com até 2 casas): " +
        "ausente mantém o valor salvo, null ou '' o apaga; números como texto em pt-BR ('0,085') ou número JSON. A caixa da cotação vale sobre a do produto no frete.",
      tag: "Produtos",
      body: productUpdateSchema,
      reply: messageReplySchema,
      errors: [404],
    }),
    async (c) => {
      await alterProduct(c.var.deps, await parseBody(c, productUpdateSchema), c.var.user.id);
      return c.json({ detail: PRODUCT_UPDATED });
    },
  )
  .delete(
    "/delete/",
    describe({
      summary: "Exclui um produto (e sua imagem)",
      tag: "Produtos",
      body: productDeleteSchema,
      reply: messageReplySchema,
      errors: [404],
    }),
    async (c) => {
      const { id } = await parseBody(c, productDeleteSchema);
      const { db, storage } = c.var.deps;
      await deleteProduct(db, storage, id);
      return c.json({ detail: PRODUCT_DELETED });
    },
  );
