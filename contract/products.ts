import { z } from "zod";
import { idSchema } from "./ids";
import { versionField } from "./versions";
import { listParams, withoutBlanks } from "./list-query";
import { listReplySchema } from "./pagination";

// ---------------------------------------------------------------- constants and messages

/** Longest product name (spec section 9). */
export const PRODUCT_NAME_MAX = 255;
/** Longest description accepted (the spec names none; the table shows at most 1000 characters). */
export const PRODUCT_DESCRIPTION_MAX = 5000;
/** How much of a description the product list shows (spec section 9): the table, and a card (plus an ellipsis). */
export const PRODUCT_DESCRIPTION_TABLE_CHARS = 1000;
export const PRODUCT_DESCRIPTION_CARD_CHARS = 10;
/** Largest product image (spec section 9). */
export const PRODUCT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** Product images accepted, checked by content (magic bytes), never by name or declared type. */
export const PRODUCT_IMAGE_TYPES = ["image/png", "image/jpeg", "image/webp"] as const;
export type ProductImageType = (typeof PRODUCT_IMAGE_TYPES)[number];
/** Largest `page_size` of GET /api/products/. */
export const PRODUCT_PAGE_SIZE_MAX = 1000;
/** Most suppliers one product may carry in PUT /api/products/alter/. */
export const PRODUCT_SUPPLIERS_MAX = 500;
/** Largest quote accepted (numeric(14,2)). */
export const QUOTE_MAX = 999_999_999_999.99;

export const PRODUCT_CREATE_MESSAGE = "Preencha o nome (até 255 caracteres), selecione categoria e unidade de medida.";
export const PRODUCT_NAME_REQUIRED = "Nome do produto é obrigatório";
export const PRODUCT_NAME_TOO_LONG = `O nome do produto pode ter no máximo ${PRODUCT_NAME_MAX} caracteres.`;
export const PRODUCT_IMAGE_TOO_LARGE = "Arquivo muito grande, máximo 5MB.";
export const PRODUCT_IMAGE_WRONG_TYPE = "A imagem deve ser PNG, JPEG ou WebP.";
export const PRODUCT_NOT_FOUND = "Produto não encontrado.";
export const PRODUCT_CATEGORY_REQUIRED = "Selecione a categoria do produto.";
export const PRODUCT_UNIT_REQUIRED = "Selecione a unidade de medida: peça ou caixa.";
export const QUOTE_MESSAGE = "A cotação deve ser um número maior ou igual a 0, com até duas casas decimais.";
export const CUBAGEM_MESSAGE = "A cubagem deve ser um número maior ou igual a 0, com até uma casa decimal (m³).";
export const PESO_MESSAGE = "O peso deve ser um número maior ou igual a 0, com até duas casas decimais (kg).";
export const DUPLICATE_SUPPLIER_MESSAGE = "Cada supplier pode aparecer apenas uma vez no produto.";

export const PRODUCT_CREATED = "Produto criado com sucesso!";
export const PRODUCT_UPDATED = "Produto atualizado!";
export const PRODUCT_DELETED = "Produto deletado!";
export const PRODUCT_IMAGE_SENT = "Imagem enviada!";

// ---------------------------------------------------------------- units of measure

/** Stored values of `unidade_medida` (design.md section 6). */
export const PRODUCT_UNITS = ["peça", "caixa"] as const;
export type ProductUnit = (typeof PRODUCT_UNITS)[number];
/** The detail screen's plural readings, accepted on input as the same values. */
export const PRODUCT_UNIT_ALIASES: Record<string, ProductUnit> = { peças: "peça", caixas: "caixa" };
/** How the detail screen labels each stored unit (spec section 2). */
export const PRODUCT_UNIT_LABELS: Record<ProductUnit, string> = { peça: "peças", caixa: "caixas" };

/** 'peça', 'caixa', 'peças' or 'caixas' (any case, Unicode-normalised) as the stored unit, else null. */
export function canonicalUnit(value: unknown): ProductUnit | null {
  if (typeof value !== "string") return null;
  const text = value.normalize("NFC").trim().toLowerCase();
  const unit = PRODUCT_UNITS.find((u) => u === text);
  return unit ?? PRODUCT_UNIT_ALIASES[text] ?? null;
}

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

/**
 * A non-negative decimal with at most `decimals` places, from a number or its text ('12.5', '12,5'), as the
 * exact decimal text the database stores ('12.5'): money never goes through float arithmetic.
 */
export function decimalText(value: unknown, decimals: number, max: number): string | null {
  let text: string;
  if (typeof value === "number") {
    if (!Number.isFinite(value)) return null;
    text = String(value);
  } else if (typeof value === "string") {
    text = value.trim().replace(",", ".");
  } else {
    return null;
  }
  const pattern = new RegExp(`^\\d+(\\.\\d{1,${decimals}})?$`);
  if (!pattern.test(text)) return null;
  return Number(text) <= max ? text : null;
}

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
  z.string({ error: "Descrição inválida." }).trim().max(PRODUCT_DESCRIPTION_MAX, { error: `Máximo de ${PRODUCT_DESCRIPTION_MAX} caracteres.` }),
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
const quoteParam = z
  .string({ error: QUOTE_PARAM_MESSAGE })
  .transform((value, ctx) => {
    const text = decimalText(value, 6, QUOTE_MAX);
    if (text === null) {
      ctx.addIssue({ code: "custom", message: QUOTE_PARAM_MESSAGE });
      return z.NEVER;
    }
    return Number(text);
  });

/** Sort names accepted by `order_by` (anything else is a 400). `cotacao` sorts by the lowest quote. */
export const PRODUCT_SORT_FIELDS = ["nome", "categoria", "cotacao"] as const;
export type ProductSortField = (typeof PRODUCT_SORT_FIELDS)[number];

/** Every parameter of GET /api/products/ (the list), validated at once. */
export const productListQuerySchema = z.preprocess(
  withoutBlanks,
  z
    .object({
      ...listParams(PRODUCT_PAGE_SIZE_MAX),
      /** A category NAME (case- and accent-insensitive). */
      categoria: z.string().trim().max(200, { error: "Categoria longa demais." }).optional(),
      cotacao_min: quoteParam.optional(),
      cotacao_max: quoteParam.optional(),
      order_by: z
        .enum(PRODUCT_SORT_FIELDS, { error: `Campo de ordenação inválido. Use: ${PRODUCT_SORT_FIELDS.join(", ")}.` })
        .default("nome"),
      order_direction: z.enum(["asc", "desc"], { error: "Direção de ordenação inválida: use asc ou desc." }).default("asc"),
    })
    .refine((q) => q.cotacao_min === undefined || q.cotacao_max === undefined || q.cotacao_min <= q.cotacao_max, {
      error: "A cotação mínima não pode ser maior que a cotação máxima.",
      path: ["cotacao_min"],
    }),
);
export type ProductListQuery = z.output<typeof productListQuerySchema>;
/** What a client sends: every parameter as text or number, all optional. */
export type ProductListApiQuery = { [K in keyof ProductListQuery]?: string | number };

// ---------------------------------------------------------------- exchange rates (GET /api/rates/)

/** Rates used when a lookup fails (spec section 9). */
export const DEFAULT_USD_BRL = 5;
export const DEFAULT_USD_CNY = 7;

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

/** A USD amount in the three currencies shown, rounded to cents. */
export function convertUsd(usd: number, rates: RatesReply): { usd: number; brl: number; cny: number } {
  const cents = (n: number) => Math.round(n * 100) / 100;
  return { usd: cents(usd), brl: cents(usd * rates.usd_brl.valor), cny: cents(usd * rates.usd_cny.valor) };
}
