import { productDetailQuerySchema } from "#contract/landed-cost/tax-regimes.ts";
import { parse } from "#server/api/validation.ts";
import { and, count, eq, inArray, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type {
  Product,
  ProductDetail,
  ProductListFilter,
  ProductListQuery,
  ProductSortField,
  ProductSupplier,
} from "#contract/products/products.ts";
import { costBasisColumns, NO_COST, productLandedCost, productTaxes, type QuoteCostBasis } from "#server/api/import-params/landed.ts";
import { loadImportParams } from "#server/api/import-params/store.ts";
import type { Db } from "#server/db/client.ts";
import { productCategories, products, productSuppliers } from "#server/db/schema.ts";
import type { SignedLinks } from "#server/storage/signed-links.ts";
import { type ListDeps, listPage, type ListSource, type PageWindow, sortKeys } from "#server/api/list-page.ts";
import type { ApiDeps } from "#server/api/types.ts";
import { containsTerm, fold } from "#server/api/query-params.ts";
import { productImageFields } from "./image-link.ts";
import { originalOf } from "./quotes.ts";
import { jsonListReader } from "#server/api/json-column.ts";
import { todayOf } from "#server/api/clock.ts";
import { isQuoteExpired } from "#contract/quotes/quote-terms.ts";
import { storedReader } from "#contract/fields/field-table.ts";
import { PRODUCT_FIELDS } from "#contract/products/product-fields.ts";
import { QUOTE_FIELDS, QUOTE_PACKING_FIELDS, QUOTE_TERM_FIELDS } from "#contract/quotes/quote-fields.ts";
import { storedColumns, storedJsonFields } from "#server/api/fields.ts";

/** The product's stored fields (contract/products/product-fields.ts), selected under their reply names and read by zod. */
const productColumns = storedColumns(products, PRODUCT_FIELDS);
const readProductFields = storedReader(PRODUCT_FIELDS);

// The quote range of one product, by the (product_id, cotacao) index: its priced quotes only (a quote of 0 is a supplier
// that has not quoted yet, no price: docs/landed-cost.md), 0 when it has none.
const lowestQuote = sql`coalesce((select min(ps.cotacao) from product_suppliers ps where ps.product_id = ${products.id} and ps.cotacao > 0), 0)`;
const highestQuote = sql`coalesce((select max(ps.cotacao) from product_suppliers ps where ps.product_id = ${products.id} and ps.cotacao > 0), 0)`;

/** The quote's value and terms (contract/quotes/quote-fields.ts); its carton is an object of its own in the entry (below). */
const QUOTE_PRICE_FIELDS = { cotacao: QUOTE_FIELDS.cotacao, ...QUOTE_TERM_FIELDS };

/**
 * Each supplier's current quote: its stored fields from the quote's table, the carton in an object of its own; by
 * hand only what is not a field of the quote (the supplier's id, name and country, and the two times the API sets).
 */
const supplierEntries = sql`coalesce((
  select json_agg(json_build_object('id', s.id, 'nome', s.nome, 'atualizado_em', ${productSuppliers.updatedAt},
      'cotado_em', ${productSuppliers.cotadoEm}, 'cod_pais', s.cod_pais, ${storedJsonFields(productSuppliers, QUOTE_PRICE_FIELDS)},
      'packing', json_build_object(${storedJsonFields(productSuppliers, QUOTE_PACKING_FIELDS)}))
    order by lower(f_unaccent(s.nome)), s.id)
  from ${productSuppliers} join suppliers s on s.id = ${productSuppliers.supplierId}
  where ${productSuppliers.productId} = ${products.id}), '[]'::json)`;

/**
 * The quote's carton as stored, numeric as exact text, which the landed cost reads: not the table's reader, which
 * gives numbers (`readQuotePacking`, for the reply).
 */
const storedPackingSchema = z.object({
  unidades_por_caixa: z.number().nullable(),
  caixa_cubagem_m3: z.string().nullable(),
  caixa_peso_kg: z.string().nullable(),
} satisfies Record<keyof typeof QUOTE_PACKING_FIELDS, z.ZodType>);
const readQuotePacking = storedReader(QUOTE_PACKING_FIELDS);

const isoTime = z.string().transform((text) => new Date(text).toISOString());
/**
 * A supplier entry, its quote's fields read by the table's readers, in the order the reply has always had: the value,
 * the two times, the terms and the country (the carton, read apart, comes after `vencida`).
 */
const supplierEntrySchema = z.object({
  id: z.number(),
  nome: z.string(),
  cotacao: QUOTE_FIELDS.cotacao.stored.read,
  atualizado_em: isoTime,
  cotado_em: isoTime,
  ...storedReader(QUOTE_TERM_FIELDS).shape,
  cod_pais: z.string().transform((code) => code.trim().toLowerCase()),
  packing: storedPackingSchema,
});
type SupplierEntry = z.output<typeof supplierEntrySchema>;
/** json_agg arrives parsed from one driver and as text from the other. */
const toSuppliers: (value: unknown) => SupplierEntry[] = jsonListReader(supplierEntrySchema);

const numeric = (value: unknown) => (value === null || value === undefined ? 0 : Number(value));

/** The reply's supplier entries: `vencida` by the contract's rule, on the API's today; the carton as numbers. */
const withValidity = (entries: SupplierEntry[], today: string): ProductSupplier[] =>
  entries.map(({ packing, ...entry }) => ({
    ...entry,
    vencida: isQuoteExpired(entry.valida_ate, today),
    ...readQuotePacking.parse(packing),
  }));

/** What the landed cost reads of a supplier entry (exact text for the carton). */
const quoteBasisOf = (
  entry: Pick<SupplierEntry, "cotacao" | "incoterm" | "cod_pais" | "packing" | "cotado_em" | "lead_time_dias">,
): QuoteCostBasis => ({
  cotacao: entry.cotacao,
  incoterm: entry.incoterm,
  codPais: entry.cod_pais,
  packing: entry.packing,
  cotadoEm: entry.cotado_em,
  leadTimeDias: entry.lead_time_dias,
});

/** A numeric bound as exact decimal text for the database (never compared as a float). */
const decimalBound = (value: number) => sql`${String(value)}::numeric`;

/** One priced supplier quote (not 0) within [min, max] (either end optional), edges included. */
function quoteInRange(min: number | undefined, max: number | undefined): SQL | undefined {
  if (min === undefined && max === undefined) return undefined;
  const lower = min === undefined ? sql`` : sql` and ps.cotacao >= ${decimalBound(min)}`;
  const upper = max === undefined ? sql`` : sql` and ps.cotacao <= ${decimalBound(max)}`;
  return sql`exists (select 1 from product_suppliers ps where ps.product_id = ${products.id} and ps.cotacao > 0${lower}${upper})`;
}

/** At least one current quote past its validity (`valida_ate` before today): the partial index serves it. */
const hasExpiredQuote = (today: string) =>
  sql`exists (select 1 from product_suppliers ps where ps.product_id = ${products.id} and ps.valida_ate is not null and ps.valida_ate < ${today}::date)`;

/** The category filter by name, as an id comparison: the COUNT then reads the products table alone. */
const inCategoryNamed = (name: string) =>
  sql`${products.categoriaId} in (select c.id from product_categories c where lower(f_unaccent(c.nome)) = ${fold(sql`${name}::text`)})`;

function filters(q: ProductListFilter, today: string): SQL | undefined {
  return and(
    q.search ? containsTerm(fold(products.nome), q.search) : undefined,
    q.categoria ? inCategoryNamed(q.categoria) : undefined,
    quoteInRange(q.cotacao_min, q.cotacao_max),
    q.vencida ? hasExpiredQuote(today) : undefined,
  );
}

const SORT_KEYS: Record<ProductSortField, SQL[]> = {
  nome: [fold(products.nome)],
  categoria: [fold(productCategories.nome), fold(products.nome)],
  cotacao: [lowestQuote, highestQuote],
};

/** Whitelisted sort, ties broken by id; the direction applies to every key. */
const ordering = (q: ProductListFilter, window: PageWindow) =>
  sortKeys(
    [...SORT_KEYS[q.order_by], sql`${products.id}`].map((key) => ({ key })),
    q.order_direction,
    window,
  );

function selectProducts(db: Db) {
  return db
    .select({
      id: products.id,
      version: products.version,
      ...productColumns,
      ...costBasisColumns,
      categoriaNome: productCategories.nome,
      imageKey: products.imageKey,
      imageName: products.imageName,
      imageType: products.imageType,
      suppliers: sql<SupplierEntry[]>`${supplierEntries}`.mapWith(toSuppliers),
      cotacaoMin: sql<number>`${lowestQuote}`.mapWith(numeric),
      cotacaoMax: sql<number>`${highestQuote}`.mapWith(numeric),
    })
    .from(products)
    .innerJoin(productCategories, eq(productCategories.id, products.categoriaId))
    .$dynamic();
}

type ProductRow = Awaited<ReturnType<ReturnType<typeof selectProducts>["execute"]>>[number];

function toProduct(links: SignedLinks, row: ProductRow, today: string): Product {
  return {
    id: row.id,
    version: row.version,
    ...readProductFields.parse(row),
    nome_categoria: row.categoriaNome,
    ...productImageFields(links, row),
    suppliers: withValidity(row.suppliers, today),
    cotacao_min: row.cotacaoMin,
    cotacao_max: row.cotacaoMax,
  };
}

/** The ids of a window of the filtered, sorted list: only the sort by category needs the categories. */
function windowIds(deps: ListDeps, q: ProductListFilter, window: PageWindow) {
  const ids = deps.db.select({ id: products.id }).from(products).$dynamic();
  return (q.order_by === "categoria" ? ids.innerJoin(productCategories, eq(productCategories.id, products.categoriaId)) : ids)
    .where(filters(q, todayOf(deps)))
    .orderBy(...ordering(q, window))
    .limit(window.limit)
    .offset(window.offset);
}

/** The products of some ids (any order): columns, quotes (their validity on `today`) and quote range. */
async function productsWithIds(deps: Pick<ApiDeps, "db" | "links" | "clock">, ids: number[]): Promise<Product[]> {
  if (!ids.length) return [];
  const today = todayOf(deps);
  return (await selectProducts(deps.db).where(inArray(products.id, ids))).map((row) => toProduct(deps.links, row, today));
}

/**
 * The product list's one query definition, shared by the page and the export: the COUNT, the ids of a
 * window (filters and sort only), and the columns of some ids.
 */
export const productListSource: ListSource<ProductListFilter, Product> = {
  resource: "products",
  count: (deps, q) =>
    deps.db
      .select({ total: count() })
      .from(products)
      .where(filters(q, todayOf(deps))),
  ids: windowIds,
  rows: productsWithIds,
  idOf: (product) => product.id,
};

/** GET /api/products/: a page of the list (`listPage`, docs/design.md §10). */
export const listProducts = (deps: ApiDeps, q: ProductListQuery) => listPage(deps, productListSource, q);

export async function loadProduct(deps: Pick<ApiDeps, "db" | "links" | "clock">, id: number): Promise<Product | null> {
  const [row] = await selectProducts(deps.db).where(eq(products.id, id));
  return row ? toProduct(deps.links, row, todayOf(deps)) : null;
}

/**
 * GET /api/products/?id=: the product, each supplier's current quote with its landed cost at today's USD→BRL
 * rate and the current import parameters (docs/landed-cost.md: its incoterm, origin and carton), and the NCM, II
 * and IPI that landed cost uses, with their sources.
 */
export async function loadProductDetail(deps: ApiDeps, id: number, query: Record<string, string> = {}): Promise<ProductDetail | null> {
  const { desembaraco } = parse(productDetailQuerySchema, query);
  const [row] = await selectProducts(deps.db).where(eq(products.id, id));
  if (!row) return null;
  const [params, rates, originals] = await Promise.all([
    loadImportParams(deps.db),
    deps.rates.get(),
    // The price each supplier gave in its own currency, kept while the USD value is the one it converted to.
    deps.db
      .select({
        supplierId: productSuppliers.supplierId,
        precoOriginal: productSuppliers.precoOriginal,
        moedaOriginal: productSuppliers.moedaOriginal,
        taxaOriginal: productSuppliers.taxaOriginal,
      })
      .from(productSuppliers)
      .where(eq(productSuppliers.productId, id)),
  ]);
  const product = toProduct(deps.links, row, todayOf(deps));
  const entries = new Map(row.suppliers.map((entry) => [entry.id, entry]));
  const originalOfSupplier = new Map(originals.map((original) => [original.supplierId, originalOf(original)]));
  return {
    ...product,
    suppliers: product.suppliers.map((supplier) => {
      const entry = entries.get(supplier.id);
      return {
        ...supplier,
        original: originalOfSupplier.get(supplier.id) ?? null,
        ...(entry ? productLandedCost(params, row, quoteBasisOf(entry), rates.usd_brl.valor, desembaraco) : NO_COST),
      };
    }),
    tributos: productTaxes(
      params,
      row,
      row.suppliers.map((entry) => entry.cod_pais),
    ),
  };
}
