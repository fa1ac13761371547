import { z } from "zod";
import { ANTIDUMPING_KINDS } from "#contract/landed-cost/antidumping.ts";
import { CREDITABLE_TAXES } from "#contract/landed-cost/tax-credits.ts";
import { IMPORTER_REGIMES } from "#contract/landed-cost/tax-regimes.ts";
import { idSchema } from "#contract/shared/ids.ts";
import { versionField } from "#contract/shared/versions.ts";
import { exportFormatParam } from "#contract/lists/list-export.ts";
import { flagParam, idParam, pageParams, searchParam, SORT_DIRECTION_INVALID, withoutBlanks } from "#contract/lists/list-query.ts";
import { listPageReplySchema } from "#contract/shared/replies.ts";
import { inputShape, replyShape } from "#contract/fields/field-table.ts";
import { descricaoSchema, nomeSchema, PRODUCT_FIELDS, unitSchema } from "./product-fields";
import { QUOTE_FIELDS, QUOTE_TERM_FIELDS } from "#contract/quotes/quote-fields.ts";
import { LANDED_COST_BASES } from "#contract/landed-cost/landed-cost-rules.ts";
import { numberField } from "#contract/numbers/number-field.ts";
import type { NumberRule } from "#contract/numbers/numbers.ts";
import { PACKING_SOURCES } from "./packing";
import { productTaxesSchema } from "#contract/landed-cost/product-taxes.ts";
import {
  PRODUCT_CREATE_MESSAGE,
  PRODUCT_BODY_ID_REQUIRED,
  PRODUCT_PAGE_SIZE_MAX,
  PRODUCT_SORT_FIELDS,
  PRODUCT_SUPPLIERS_MAX,
  QUOTE_MAX_FILTER_RULE,
  QUOTE_MIN_FILTER_RULE,
  QUOTE_SUPPLIER_INVALID,
} from "./product-rules";

import { INCOTERMS } from "#contract/quotes/quote-terms.ts";

export * from "./product-rules";
export * from "#contract/quotes/quote-terms.ts";

// ---------------------------------------------------------------- constants and messages

// ---------------------------------------------------------------- replies

/**
 * One supplier's current quote of a product, in USD, with its terms (ADR 0043): `atualizado_em` when the
 * quote's value last changed, `cotado_em` when the current quote (value or terms) was recorded (ISO);
 * `valida_ate` (YYYY-MM-DD), `moq`, `lead_time_dias` and `incoterm` null when not given; `vencida` true when
 * `valida_ate` is before today in São Paulo.
 */
export const productSupplierSchema = z.object({
  id: z.number(),
  nome: z.string(),
  atualizado_em: z.string(),
  cotado_em: z.string(),
  // The stored fields (contract/quotes/quote-fields.ts): the value, its terms and that supplier's carton, which wins over
  // the product's in the freight estimate.
  ...replyShape(QUOTE_FIELDS),
  vencida: z.boolean(),
  /** The supplier's country (lowercase ISO code): 'br' makes the quote a domestic purchase. */
  cod_pais: z.string(),
});
export type ProductSupplier = z.infer<typeof productSupplierSchema>;

/**
 * A product as the list and the detail give it (specification §3 "Product", plus the quote range).
 * - `unidade_medida`: 'peça' or 'caixa' (label them with PRODUCT_UNIT_LABELS).
 * - `cubagem` in m³ (one decimal), `peso` in kg (two decimals); 0 when never set.
 * - `url_imagem`: the image's file name (or the stored bucket URL of imported data); null without image.
 * - `url_imagem_url`: a usable https/signed link to the image, or null.
 * - `suppliers`: sorted by name; `cotacao` in USD (0 by default).
 * - `cotacao_min`, `cotacao_max`: the lowest and highest priced quote (USD; a quote of 0 is no price), computed by the
 *   database; 0 when none.
 */
export const productSchema = z.object({
  id: z.number(),
  version: z.number(),
  // The stored fields (contract/products/product-fields.ts): `ncm` (8 digits), `ii_pct` and `ipi_pct` the product's own,
  // overriding its category's in the landed cost (null: the category's); `id_supplier_preferido` one of `suppliers`
  // (null when none); the master carton, the default when a supplier's quote gives none.
  ...replyShape(PRODUCT_FIELDS),
  nome_categoria: z.string(),
  url_imagem: z.string().nullable(),
  url_imagem_url: z.string().nullable(),
  suppliers: z.array(productSupplierSchema),
  cotacao_min: z.number(),
  cotacao_max: z.number(),
});
export type Product = z.infer<typeof productSchema>;
export type ProductListItem = Product;

/**
 * The landed cost of one unit from one supplier (docs/landed-cost.md), as the API computed it: each line rounded to
 * cents for showing (`*_usd` in USD, `*_brl` in BRL), `total_brl` the unrounded lines summed and then rounded.
 * - `base`: 'importacao' (freight and insurance as the incoterm leaves them out, import taxes, AFRMM, expenses),
 *   'ddp' (the seller delivers with taxes paid: price × rate) or 'nacional' (a supplier in Brazil: price × rate);
 * - `incoterm`: the term followed; `incoterm_informado` false when the quote names none (read as FOB);
 * - `preco_usd` / `preco_brl`: the quote, and at the rate; `frete_usd` / `seguro_usd`: what was added to it
 *   (0 when `frete_no_preco` / `seguro_no_preco`: the price already includes it);
 * - `frete_estimado_usd`: the ocean freight of one unit as estimated, the AFRMM's base (0 for DDP and domestic);
 * - tax lines are 0 where not due (DDP, domestic); `incompleto`: freight matters and nothing gave it;
 * - `embalagem`: what the freight estimate used: 'cotacao' (the supplier's carton), 'produto' (the product's),
 *   'sem_embalagem' (the unit's own volume and weight) or 'sem_medidas' (nothing: see `incompleto`);
 * - `usd_brl` the rate and `versao_parametros` the import parameters' version used; `ncm`, `ii_pct`, `ipi_pct`
 *   the product's or else its category's (`ipi_pct` 0 and `ipi_zerado` where the regime zeroes it), `is_pct` the
 *   category's Imposto Seletivo where the regime has it;
 * - `desembaraco`: the clearance day the figure is for (the quote's day + lead time + transit, or the buyer's when
 *   `desembaraco_escolhido`), and `regime` the tax regime of that day with its rates (`fora_da_vigencia`: no regime
 *   covers the day, the nearest earlier one was used; `estimativa`: the source of an estimated rate);
 * - `siscomex_brl`, `antidumping_brl`, `is_brl`, `cbs_brl`, `ibs_brl` (`cbs_ibs_cobrados` false: test amounts shown,
 *   not added), `base_cbs_ibs_brl` and `base_icms_brl` the bases, so every line can be recomputed by hand;
 * - `total_brl` what is paid at clearance ('desembolso'); `creditos` what the importer's regime (`importador`)
 *   recovers, each with its legal basis; `custo_liquido_brl` the cost net of them;
 * - `antidumping`: a measure the product's NCM and the supplier's origin match (`aplicado` once the buyer confirmed
 *   it on the product: only then is it in the figure).
 */
const custoPostoSchema = z.object({
  base: z.enum(LANDED_COST_BASES),
  incoterm: z.enum(INCOTERMS),
  incoterm_informado: z.boolean(),
  preco_usd: z.number(),
  preco_brl: z.number(),
  frete_usd: z.number(),
  frete_no_preco: z.boolean(),
  frete_estimado_usd: z.number(),
  seguro_usd: z.number(),
  seguro_no_preco: z.boolean(),
  valor_aduaneiro_brl: z.number(),
  ii_brl: z.number(),
  is_brl: z.number(),
  ipi_brl: z.number(),
  ipi_zerado: z.boolean(),
  pis_brl: z.number(),
  cofins_brl: z.number(),
  antidumping_brl: z.number(),
  siscomex_brl: z.number(),
  afrmm_brl: z.number(),
  despesas_brl: z.number(),
  base_cbs_ibs_brl: z.number(),
  cbs_brl: z.number(),
  ibs_brl: z.number(),
  cbs_ibs_cobrados: z.boolean(),
  base_icms_brl: z.number(),
  icms_brl: z.number(),
  total_brl: z.number(),
  creditos: z.array(z.object({ tributo: z.enum(CREDITABLE_TAXES), valor_brl: z.number(), fundamento: z.string() })),
  custo_liquido_brl: z.number(),
  incompleto: z.boolean(),
  embalagem: z.enum(PACKING_SOURCES),
  usd_brl: z.number(),
  versao_parametros: z.number(),
  ncm: z.string().nullable(),
  ii_pct: z.number(),
  ipi_pct: z.number(),
  is_pct: z.number(),
  desembaraco: z.string(),
  desembaraco_escolhido: z.boolean(),
  regime: z.object({
    nome: z.string(),
    estimativa: z.string().nullable(),
    fora_da_vigencia: z.boolean(),
    pis_pct: z.number(),
    cofins_pct: z.number(),
    cbs_pct: z.number(),
    ibs_pct: z.number(),
    icms_pct: z.number(),
  }),
  importador: z.enum(IMPORTER_REGIMES),
  antidumping: z
    .object({
      resolucao: z.string(),
      descricao: z.string(),
      tipo: z.enum(ANTIDUMPING_KINDS),
      valor: z.number(),
      aplicado: z.boolean(),
    })
    .nullable(),
});
export type CustoPosto = z.infer<typeof custoPostoSchema>;

/** A price given in CNY or BRL through a supplier's link: the amount, its currency and the rate (per USD) it was converted at. */
export const ORIGINAL_CURRENCIES = ["CNY", "BRL"] as const;
export const originalPriceSchema = z.object({ moeda: z.enum(ORIGINAL_CURRENCIES), valor: z.number(), taxa: z.number() });
export type OriginalPrice = z.infer<typeof originalPriceSchema>;

/**
 * A supplier of the detail (`?id=`): its quote's landed cost in BRL, whether it lacks the freight, and the
 * breakdown; `custo_posto_brl` and `custo_posto` null for a quote without a price (0: 'sem preço'); `original` the
 * current quote's price as the supplier gave it in CNY or BRL (null: given in USD).
 */
const productSupplierDetailSchema = productSupplierSchema.extend({
  original: originalPriceSchema.nullable(),
  custo_posto_brl: z.number().nullable(),
  custo_posto_incompleto: z.boolean(),
  custo_posto: custoPostoSchema.nullable(),
});
export type ProductSupplierDetail = z.infer<typeof productSupplierDetailSchema>;

/**
 * GET /api/products/?id=N: the product, each supplier with its landed cost, and `tributos`: the NCM, II % and IPI %
 * in force for that landed cost with their sources ('produto' or 'categoria'; null values for a category without
 * rates in the import parameters in force).
 */
const productDetailSchema = productSchema.extend({ suppliers: z.array(productSupplierDetailSchema), tributos: productTaxesSchema });
export type ProductDetail = z.infer<typeof productDetailSchema>;

/** GET /api/products/ (the list). */
export const productListReplySchema = listPageReplySchema(productSchema);
/** GET /api/products/?id=N: `results` holds that product, or nothing. */
export const productDetailListReplySchema = listPageReplySchema(productDetailSchema);
/** What the OpenAPI document says GET /api/products/ answers: list items, or the detail with `?id=`. */
export const productListOrDetailReplySchema = listPageReplySchema(z.union([productDetailSchema, productSchema]));

/** GET /api/products/categorias/ */
const productCategorySchema = z.object({ id: z.number(), nome: z.string() });
export const productCategoriesReplySchema = z.array(productCategorySchema);
export type ProductCategory = z.infer<typeof productCategorySchema>;

/** POST /api/products/post/ (201) */
export const productCreatedReplySchema = z.object({ id: z.number(), detail: z.string() });

// ---------------------------------------------------------------- payloads

/** POST /api/products/post/: every missing or invalid required field gives the one message of specification §5. */
export const productCreateSchema = z.object({
  nome: nomeSchema(PRODUCT_CREATE_MESSAGE),
  descricao: descricaoSchema.optional().default(""),
  id_categoria: idSchema(PRODUCT_CREATE_MESSAGE),
  unidade_medida: unitSchema(PRODUCT_CREATE_MESSAGE),
});
export type ProductCreate = z.input<typeof productCreateSchema>;

// ---------------------------------------------------------------- quotes (docs/decisions/0043-quote-terms-and-history.md)

/**
 * One quote of PUT /api/products/alter/: supplier id, its name (ignored), the USD quote (0 when empty) and,
 * optionally, its terms (a term left out keeps its saved value; null or '' clears it).
 */
export const productSupplierInputSchema = z.object({
  id: idSchema(QUOTE_SUPPLIER_INVALID),
  nome: z.string().optional(),
  // Each stored field's entry (contract/quotes/quote-fields.ts).
  ...inputShape(QUOTE_FIELDS),
});

/**
 * PUT /api/products/alter/: the whole product. `url_imagem` is ignored (the image has its own endpoint).
 * `descricao`, `cubagem`, `peso` and `suppliers` left out keep their stored values; sent empty they clear
 * ('' and 0); `suppliers` replaces every quote of the product (each supplier at most once: 409).
 * `id_supplier_preferido` left out keeps the preferred supplier (cleared if its quote is removed); null clears it.
 */
export const productUpdateSchema = z.object({
  version: versionField,
  id: idSchema(PRODUCT_BODY_ID_REQUIRED),
  // Each stored field's entry (contract/products/product-fields.ts).
  ...inputShape(PRODUCT_FIELDS),
  url_imagem: z.unknown().optional(),
  suppliers: z
    .array(productSupplierInputSchema, { error: "suppliers deve ser uma lista de {id, cotacao}." })
    .max(PRODUCT_SUPPLIERS_MAX, { error: `No máximo ${PRODUCT_SUPPLIERS_MAX} suppliers por produto.` })
    .optional(),
});
export type ProductUpdate = z.input<typeof productUpdateSchema>;

/** DELETE /api/products/delete/ */
export const productDeleteSchema = z.object({ id: idSchema(PRODUCT_BODY_ID_REQUIRED) });

// ---------------------------------------------------------------- images (/files/products/images/)

const productImageSchema = z.object({ filename: z.string(), fileurl: z.string() });
/** GET /files/products/images/?product_id: the product's image, when it has one (0 or 1 item). */
export const productImagesReplySchema = z.object({ results: z.array(productImageSchema) });
/** POST /files/products/images/upload/ */
export const productImageUploadReplySchema = z.object({ detail: z.string(), filename: z.string(), fileurl: z.string() });

// ---------------------------------------------------------------- list query

/** A bound of the quote filter, in dollars (the list compares it with the stored quotes). */
const quoteParam = (rule: NumberRule) => numberField(rule).transform(Number);

/** The product list's filters and sort: one declaration for the list and its export. */
const productFilterShape = {
  search: searchParam,
  /** A category NAME (case- and accent-insensitive). */
  categoria: z.string().trim().max(200, { error: "Categoria longa demais." }).optional(),
  cotacao_min: quoteParam(QUOTE_MIN_FILTER_RULE).optional(),
  cotacao_max: quoteParam(QUOTE_MAX_FILTER_RULE).optional(),
  /** 1: products with at least one current quote past its validity (ADR 0043). */
  vencida: flagParam("vencida").optional(),
  order_by: z.enum(PRODUCT_SORT_FIELDS, { error: `Campo de ordenação inválido. Use: ${PRODUCT_SORT_FIELDS.join(", ")}.` }).default("nome"),
  order_direction: z.enum(["asc", "desc"], { error: SORT_DIRECTION_INVALID }).default("asc"),
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

// ---------------------------------------------------------------- quote history (ADR 0043)

export const QUOTE_NOT_IN_PRODUCT = "Este supplier não cota este produto.";

/** GET /api/products/quotes/history/ */
export const quoteHistoryQuerySchema = z.preprocess(
  withoutBlanks,
  z.object({
    product_id: idParam("Informe o product_id: o id de um produto."),
    supplier_id: idParam("Informe o supplier_id: o id de um supplier."),
  }),
);

/**
 * One recorded quote: its value and terms, when it was recorded (`cotado_em`, ISO), the USD→BRL and USD→CNY
 * rates in force then (null when unknown: recorded before the history existed, or the lookup had failed), and
 * who recorded it (null when unknown).
 */

export const quoteHistoryEntrySchema = z.object({
  cotacao_usd: z.number(),
  cotado_em: z.string(),
  // The terms recorded with it (contract/quotes/quote-fields.ts).
  ...replyShape(QUOTE_TERM_FIELDS),
  usd_brl: z.number().nullable(),
  usd_cny: z.number().nullable(),
  autor: z.object({ id: z.number(), nome: z.string() }).nullable(),
  /** Recorded from the supplier's own answer by link (`autor` null: the page says 'Fornecedor (link)'). */
  via_link: z.boolean(),
  /**
   * The price as the supplier gave it in CNY or BRL, and the rate (units per USD) `cotacao_usd` was converted at: the
   * row's `usd_cny` or `usd_brl` is then that same rate.
   */
  original: originalPriceSchema.nullable(),
  /**
   * The landed cost (BRL) of this quote, on its own incoterm, at the rate recorded with it (today's where none was),
   * with today's parameters and cartons; null for a quote without a price (0: 'sem preço').
   */
  custo_posto_brl: z.number().nullable(),
});
export type QuoteHistoryEntry = z.infer<typeof quoteHistoryEntrySchema>;
/** Newest first: the first row is the current quote. */
export const quoteHistoryReplySchema = z.object({ results: z.array(quoteHistoryEntrySchema) });

// ---------------------------------------------------------------- exchange rates (GET /api/rates/)

/**
 * One exchange rate: `valor` units per USD; `data` the rate's date (YYYY-MM-DD) or null; `fonte` where it
 * came from; `padrao` true when the lookup failed and the default rate is in use.
 */
const exchangeRateSchema = z.object({
  valor: z.number(),
  data: z.string().nullable(),
  fonte: z.string(),
  padrao: z.boolean(),
});
export type ExchangeRate = z.infer<typeof exchangeRateSchema>;

export const ratesReplySchema = z.object({ usd_brl: exchangeRateSchema, usd_cny: exchangeRateSchema });
export type RatesReply = z.infer<typeof ratesReplySchema>;
