import type { ExportFormat } from "#contract/lists/list-export.ts";
import {
  productCategoriesReplySchema,
  type ProductCreate,
  productCreatedReplySchema,
  productImageUploadReplySchema,
  type ProductListApiQuery,
  productDetailListReplySchema,
  productListReplySchema,
  type ProductUpdate,
  quoteHistoryReplySchema,
  ratesReplySchema,
} from "#contract/products/products.ts";
import { messageReplySchema } from "#contract/shared/replies.ts";
import { productCompareReplySchema } from "#contract/products/product-compare.ts";
import { PRODUCT_NOT_FOUND } from "#contract/products/product-rules.ts";
import { type ApiClient, ApiFailure, RevalidatedReplies } from "./api.server";

const PRODUCTS_PATH = "/api/products/";

/** GET /api/products/ with the list's page, filters and sort. */
export function listProducts(api: ApiClient, query: ProductListApiQuery) {
  return api.json(PRODUCTS_PATH, productListReplySchema, { query });
}

/** GET /api/products/export/: every row of the list with these filters and sort, as a file the API streams. */
export function exportProducts(api: ApiClient, query: Partial<ProductListApiQuery>, format: ExportFormat) {
  return api.file(`${PRODUCTS_PATH}export/`, { query: { ...query, format } });
}

/** GET /api/products/compare/: the products' quotes side by side, with the marks, totals and answers (ADR 0052). */
export function compareProducts(api: ApiClient, query: Record<string, string | number>) {
  return api.json(`${PRODUCTS_PATH}compare/`, productCompareReplySchema, { query });
}

/**
 * GET /api/products/?id: the product (each supplier with its landed cost, under the regime of `desembaraco` when
 * given, else of each quote's expected clearance), or null when there is none.
 */
export async function getProduct(api: ApiClient, id: number, desembaraco?: string) {
  const reply = await api.json(PRODUCTS_PATH, productDetailListReplySchema, { query: desembaraco ? { id, desembaraco } : { id } });
  return reply.results[0] ?? null;
}

const categoryLists = new RevalidatedReplies(productCategoriesReplySchema);

/** GET /api/products/categorias/: the category select of the list, the dialog and the detail. */
export function getProductCategories(api: ApiClient) {
  return api.revalidated(`${PRODUCTS_PATH}categorias/`, categoryLists);
}

/** The dropdown data of the 'Novo Produto' dialog and page (the units come from the contract). */
export async function getProductLookups(api: ApiClient) {
  return { categorias: await getProductCategories(api) };
}
export type ProductLookups = Awaited<ReturnType<typeof getProductLookups>>;

/** POST /api/products/post/ */
export function createProduct(api: ApiClient, payload: ProductCreate) {
  return api.json(`${PRODUCTS_PATH}post/`, productCreatedReplySchema, { method: "POST", json: payload });
}

/** PUT /api/products/alter/: the whole product, its supplier quotes included. */
export function updateProduct(api: ApiClient, payload: ProductUpdate) {
  return api.json(`${PRODUCTS_PATH}alter/`, messageReplySchema, { method: "PUT", json: payload });
}

/**
 * The product's preferred supplier set, or cleared with null. The product is read and saved at the version read,
 * with its own fields and its quotes left out (the API keeps them), so nothing changed meanwhile is undone.
 */
export async function setPreferredSupplier(api: ApiClient, productId: number, supplierId: number | null) {
  const product = await getProduct(api, productId);
  if (!product) throw new ApiFailure(404, PRODUCT_NOT_FOUND);
  const { id, version, nome, id_categoria, unidade_medida } = product;
  return updateProduct(api, { id, version, nome, id_categoria, unidade_medida, id_supplier_preferido: supplierId });
}

/** GET /api/products/quotes/history/: one supplier's recorded quotes of the product, newest first. */
export async function getQuoteHistory(api: ApiClient, productId: number, supplierId: number) {
  const reply = await api.json(`${PRODUCTS_PATH}quotes/history/`, quoteHistoryReplySchema, {
    query: { product_id: productId, supplier_id: supplierId },
  });
  return reply.results;
}

/** DELETE /api/products/delete/ (its image leaves storage with it). */
export function deleteProduct(api: ApiClient, id: number) {
  return api.json(`${PRODUCTS_PATH}delete/`, messageReplySchema, { method: "DELETE", json: { id } });
}

/** POST /files/products/images/upload/: the browser's multipart body (product_id, file, overwrite) streamed through. */
export async function uploadProductImage(api: ApiClient, body: ReadableStream<Uint8Array>, contentType: string, productId: number) {
  await api.ensureFresh();
  return api.json("/files/products/images/upload/", productImageUploadReplySchema, {
    method: "POST",
    body,
    contentType,
    query: { product_id: productId },
  });
}

/** GET /api/rates/: USD→BRL and USD→CNY with their dates, sources and whether a default is in use. */
export function getRates(api: ApiClient) {
  return api.json("/api/rates/", ratesReplySchema);
}
