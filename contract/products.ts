import { z } from "zod";
import { idSchema } from "./ids";
import { versionField } from "./versions";
import { exportFormatParam } from "./list-export";
import { pageParams, searchParam, withoutBlanks } from "./list-query";
import { listReplySchema } from "./pagination";
import {
  canonicalUnit,
  CUBAGEM_MESSAGE,
  decimalText,
  PESO_MESSAGE,
  PRODUCT_CATEGORY_REQUIRED,
  PRODUCT_CREATE_MESSAGE,
  PRODUCT_DESCRIPTION_MAX,
  PRODUCT_NAME_MAX,
  PRODUCT_NAME_REQUIRED,
  PRODUCT_NAME_TOO_LONG,
  PRODUCT_PAGE_SIZE_MAX,
  PRODUCT_SORT_FIELDS,
  PRODUCT_SUPPLIERS_MAX,
  PRODUCT_UNIT_REQUIRED,
  QUOTE_MAX,
  QUOTE_MESSAGE,
} from "./product-rules";

export * from "./product-rules";

// ---------------------------------------------------------------- constants and messages

// ---------------------------------------------------------------- units of measure

const unitSchema = (message: string) =>
  z.unknown().transform((value, ctx) => {
    const unit = canonicalUnit(value);
    if (unit === null) {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return unit;
  });

// ---------------------------------------------------------------- decimal amounts

/** A decimal field: empty (null, '' or absent where allowed) is 0; anything else must be exact. */
const decimalSchema = (decimals: number, max: number, message: string) =>
  z.unknown().transform((value, ctx) => {
    if (value === null || value === undefined || value === "") return "0";
    const text = decimalText(value, decimals, max);
    if (text === null) {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return text;
  });

// ---------------------------------------------------------------- replies

/** One supplier's quote of a product, in USD. `atualizado_em`: when the quote's value last changed (ISO). */
export const productSupplierSchema = z.object({
  id: z.number(),
  nome: z.string(),
  cotacao: z.number(),
  atualizado_em: z.string(),
});
export type ProductSupplier = z.infer<typeof productSupplierSchema>;

/**
 * A product as the list and the detail give it (spec section 3 "Product", plus the quote range).
 * - `unidade_medida`: 'peça' or 'caixa' (label them with PRODUCT_UNIT_LABELS).
 * - `cubagem` in m³ (one decimal), `peso` in kg (two decimals); 0 when never set.
 * - `url_imagem`: the image's file name (or the stored bucket URL of imported data); null without image.
 * - `url_imagem_url`: a usable https/signed link to the image, or null.
 * - `suppliers`: sorted by name; `cotacao` in USD (0 by default).
 * - `cotacao_min`, `cotacao_max`: the lowest and highest quote (USD), computed by the database; 0 when none.
 */
export const productSchema = z.object({
  id: z.number(),
  version: z.number(),
  nome: z.string(),
  descricao: z.string(),
  id_categoria: z.number(),
  nome_categoria: z.string(),
  unidade_medida: z.string(),
  cubagem: z.number(),
  peso: z.number(),
  url_imagem: z.string().nullable(),
  url_imagem_url: z.string().nullable(),
  suppliers: z.array(productSupplierSchema),
  cotacao_min: z.number(),
  cotacao_max: z.number(),
});
export type Product = z.infer<typeof productSchema>;
/** The list's items and the detail share one shape. */
export const productListItemSchema = productSchema;
export type ProductListItem = Product;
export const productDetailSchema = productSchema;
export type ProductDetail = Product;

/** GET /api/products/ (and `?id=N`: `results` holds that product, or nothing). */
export const productListReplySchema = listReplySchema(productSchema);

/** GET /api/products/categorias/ */
export const productCategorySchema = z.object({ id: z.number(), nome: z.string() });
export const productCategoriesReplySchema = z.array(productCategorySchema);
export type ProductCategory = z.infer<typeof productCategorySchema>;

/** POST /api/products/post/ (201) */
export const productCreatedReplySchema = z.object({ id: z.number(), detail: z.string() });
/** PUT /api/products/alter/, DELETE /api/products/delete/ */
export const productDetailReplySchema = z.object({ detail: z.string() });

// ---------------------------------------------------------------- payloads

const nomeSchema = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(PRODUCT_NAME_MAX, { error: required === PRODUCT_NAME_REQUIRED ? PRODUCT_NAME_TOO_LONG : required });

const descricaoSchema = z.preprocess(
  (value) => (value === null ? "" : value),
  z
    .string({ error: "Descrição inválida." })
    .trim()
    .max(PRODUCT_DESCRIPTION_MAX, { error: `Máximo de ${PRODUCT_DESCRIPTION_MAX} caracteres.` }),
);

/** POST /api/products/post/: every missing or invalid required field gives the spec's one message. */
export const productCreateSchema = z.object({
  nome: nomeSchema(PRODUCT_CREATE_MESSAGE),
  descricao: descricaoSchema.optional().default(""),
  id_categoria: idSchema(PRODUCT_CREATE_MESSAGE),
  unidade_medida: unitSchema(PRODUCT_CREATE_MESSAGE),
});
export type ProductCreate = z.input<typeof productCreateSchema>;

/** One quote of PUT /api/products/alter/: supplier id, its name (ignored), and the USD quote (0 when empty). */
export const productSupplierInputSchema = z.object({
  id: idSchema("Supplier inválido."),
  nome: z.string().optional(),
  cotacao: decimalSchema(2, QUOTE_MAX, QUOTE_MESSAGE).optional().default("0"),
});

/**
 * PUT /api/products/alter/: the whole product. `url_imagem` is ignored (the image has its own endpoint).
 * `descricao`, `cubagem`, `peso` and `suppliers` left out keep their stored values; sent empty they clear
 * ('' and 0); `suppliers` replaces every quote of the product (each supplier at most once: 409).
 */
export const productUpdateSchema = z.object({
  version: versionField,
  id: idSchema("Informe o id do produto."),
  nome: nomeSchema(PRODUCT_NAME_REQUIRED),
  descricao: descricaoSchema.optional(),
  id_categoria: idSchema(PRODUCT_CATEGORY_REQUIRED),
  unidade_medida: unitSchema(PRODUCT_UNIT_REQUIRED),
  cubagem: decimalSchema(1, 999_999_999, CUBAGEM_MESSAGE).optional(),
  peso: decimalSchema(2, 999_999_999, PESO_MESSAGE).optional(),
  url_imagem: z.unknown().optional(),
  suppliers: z
    .array(productSupplierInputSchema, { error: "suppliers deve ser uma lista de {id, cotacao}." })
    .max(PRODUCT_SUPPLIERS_MAX, { error: `No máximo ${PRODUCT_SUPPLIERS_MAX} suppliers por produto.` })
    .optional(),
});
export type ProductUpdate = z.input<typeof productUpdateSchema>;

/** DELETE /api/products/delete/ */
export const productDeleteSchema = z.object({ id: idSchema("Informe o id do produto.") });

// ---------------------------------------------------------------- images (/files/products/images/)

export const productImageSchema = z.object({ filename: z.string(), fileurl: z.string() });
/** GET /files/products/images/?product_id: the product's image, when it has one (0 or 1 item). */
export const productImagesReplySchema = z.object({ results: z.array(productImageSchema) });
/** POST /files/products/images/upload/ */
export const productImageUploadReplySchema = z.object({ detail: z.string(), filename: z.string(), fileurl: z.string() });

// ---------------------------------------------------------------- list query

const QUOTE_PARAM_MESSAGE = "Cotação inválida: informe um número maior ou igual a 0 (ex.: 12.50).";
const quoteParam = z.string({ error: QUOTE_PARAM_MESSAGE }).transform((value, ctx) => {
  const text = decimalText(value, 6, QUOTE_MAX);
  if (text === null) {
    ctx.addIssue({ code: "custom", message: QUOTE_PARAM_MESSAGE });
    return z.NEVER;
  }
  return Number(text);
});

/** The product list's filters and sort: one declaration for the list and its export. */
const productFilterShape = {
  search: searchParam,
  /** A category NAME (case- and accent-insensitive). */
  categoria: z.string().trim().max(200, { error: "Categoria longa demais." }).optional(),
  cotacao_min: quoteParam.optional(),
  cotacao_max: quoteParam.optional(),
  order_by: z.enum(PRODUCT_SORT_FIELDS, { error: `Campo de ordenação inválido. Use: ${PRODUCT_SORT_FIELDS.join(", ")}.` }).default("nome"),
  order_direction: z.enum(["asc", "desc"], { error: "Direção de ordenação inválida: use asc ou desc." }).default("asc"),
};
const quoteRangeInOrder = (q: { cotacao_min?: number; cotacao_max?: number }) =>
  q.cotacao_min === undefined || q.cotacao_max === undefined || q.cotacao_min <= q.cotacao_max;
const QUOTE_RANGE_REVERSED = { error: "A cotação mínima não pode ser maior que a cotação máxima.", path: ["cotacao_min"] };

/** Every parameter of GET /api/products/ (the list), validated at once. */
export const productListQuerySchema = z.preprocess(
  withoutBlanks,
  z.object({ ...pageParams(PRODUCT_PAGE_SIZE_MAX), ...productFilterShape }).refine(quoteRangeInOrder, QUOTE_RANGE_REVERSED),
);
/** GET /api/products/export/: the list's filters and sort, every row, as `format`. */
export const productExportQuerySchema = z.preprocess(
  withoutBlanks,
  z.object({ format: exportFormatParam, ...productFilterShape }).refine(quoteRangeInOrder, QUOTE_RANGE_REVERSED),
);
export type ProductListQuery = z.output<typeof productListQuerySchema>;
/** What a client sends: every parameter as text or number, all optional. */
/** The list's query but its page: what a total counts and an export writes. */
export type ProductListFilter = Omit<ProductListQuery, "page" | "page_size">;
export type ProductListApiQuery = { [K in keyof ProductListQuery]?: string | number };

// ---------------------------------------------------------------- exchange rates (GET /api/rates/)

/**
 * One exchange rate: `valor` units per USD; `data` the rate's date (YYYY-MM-DD) or null; `fonte` where it
 * came from; `padrao` true when the lookup failed and the default rate is in use.
 */
export const exchangeRateSchema = z.object({
  valor: z.number(),
  data: z.string().nullable(),
  fonte: z.string(),
  padrao: z.boolean(),
});
export type ExchangeRate = z.infer<typeof exchangeRateSchema>;

export const ratesReplySchema = z.object({ usd_brl: exchangeRateSchema, usd_cny: exchangeRateSchema });
export type RatesReply = z.infer<typeof ratesReplySchema>;
