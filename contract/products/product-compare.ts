// GET /api/products/compare/ (ADR 0052): its query and its reply. The rules are in ./quote-compare.ts.
import { z } from "zod";
import { clearanceDayParam } from "#contract/landed-cost/tax-regimes.ts";
import { COMPARE_PRODUCTS_MAX, compareQuantityRule, QUANTITY_PREFIX } from "#contract/landed-cost/compare-params.ts";
import { MAX_ID } from "#contract/shared/limits.ts";
import { flagParam, withoutBlanks } from "#contract/lists/list-query.ts";
import { wholeNumberField } from "#contract/numbers/number-field.ts";
import { numberRuleMessage } from "#contract/numbers/numbers.ts";
import { INCOTERMS } from "#contract/quotes/quote-terms.ts";

export const COMPARE_IDS_MESSAGE = `Informe os ids dos produtos a comparar separados por vírgula (ex.: ids=1,2,3), de 1 a ${COMPARE_PRODUCTS_MAX}.`;
export const COMPARE_TOO_MANY_MESSAGE = `Compare no máximo ${COMPARE_PRODUCTS_MAX} produtos por vez.`;
/** The refusal of a quantity outside the rule ('1,5', '-1'); one that cannot be read says 'valor inválido'. */
export const compareQuantityMessage = (productId: number) => numberRuleMessage(compareQuantityRule(productId));
const compareQuantityOutsideMessage = (key: string) => `O parâmetro ${key} não é de um dos produtos comparados (use qtd_<id do produto>).`;
export const compareProductNotFound = (id: number) => `Produto não encontrado (id ${id}).`;

const ID_PATTERN = /^\d{1,10}$/;

/** '1,2,3' → [1, 2, 3]: every piece an id, repeats dropped (the first kept), at most COMPARE_PRODUCTS_MAX. */
const idsParam = z.string({ error: COMPARE_IDS_MESSAGE }).transform((text, ctx) => {
  const pieces = text.split(",").map((piece) => piece.trim());
  const ids = pieces.map((piece) => (ID_PATTERN.test(piece) ? Number(piece) : Number.NaN));
  if (ids.some((id) => !Number.isInteger(id) || id < 1 || id > MAX_ID)) {
    ctx.addIssue({ code: "custom", message: COMPARE_IDS_MESSAGE });
    return z.NEVER;
  }
  const unique = [...new Set(ids)];
  if (unique.length > COMPARE_PRODUCTS_MAX) {
    ctx.addIssue({ code: "custom", message: COMPARE_TOO_MANY_MESSAGE });
    return z.NEVER;
  }
  return unique;
});

/**
 * GET /api/products/compare/: `ids` (required), `incluir_vencidas` 0|1, and `qtd_<product id>` for any of the
 * products (a whole number from 0; absent: each unit priced as on the product's page and counted once in the totals),
 * and `desembaraco` (AAAA-MM-DD: every figure under the regime of that clearance day; absent, each quote's expected
 * one). Other parameters are ignored.
 */
export const productCompareQuerySchema = z.preprocess(
  withoutBlanks,
  z
    .object({
      ids: idsParam,
      incluir_vencidas: flagParam("incluir_vencidas").optional(),
      desembaraco: clearanceDayParam,
    })
    .catchall(z.unknown())
    .transform((query, ctx) => {
      const quantidades = new Map<number, number>();
      for (const [key, value] of Object.entries(query)) {
        if (!key.startsWith(QUANTITY_PREFIX)) continue;
        const suffix = key.slice(QUANTITY_PREFIX.length);
        const productId = ID_PATTERN.test(suffix) ? Number(suffix) : Number.NaN;
        if (!query.ids.includes(productId)) {
          ctx.addIssue({ code: "custom", path: [key], message: compareQuantityOutsideMessage(key) });
          continue;
        }
        const quantity = wholeNumberField(compareQuantityRule(productId)).safeParse(value);
        if (!quantity.success) {
          ctx.addIssue({ code: "custom", path: [key], message: quantity.error.issues[0]?.message ?? compareQuantityMessage(productId) });
          continue;
        }
        quantidades.set(productId, quantity.data);
      }
      return { ids: query.ids, incluir_vencidas: query.incluir_vencidas ?? false, desembaraco: query.desembaraco ?? null, quantidades };
    }),
);
export type ProductCompareQuery = z.output<typeof productCompareQuerySchema>;

/**
 * A compared product, in the order of `ids`: its quantity (the one given, else 1), whether one was given (without
 * one its quotes are priced as on the product's page, each unit with its carton's LCL freight, and the totals count
 * one unit) and its preferred supplier.
 */
const compareProductSchema = z.object({
  id: z.number(),
  nome: z.string(),
  unidade_medida: z.string(),
  quantidade: z.number(),
  quantidade_informada: z.boolean(),
  id_supplier_preferido: z.number().nullable(),
});

/** A supplier quoting at least one of the products, by name. */
const compareSupplierSchema = z.object({ id: z.number(), nome: z.string() });

/**
 * One supplier's current quote of one product: USD, BRL at today's rate, the landed cost of one unit (null when the
 * quote is 0, not a price yet: 'sem preço'), whether that cost lacks the freight, validity, lead time, and the marks.
 * - `incoterm`: as the quote names it (null: not said, read as FOB); `compra_nacional`: the supplier is in Brazil;
 * - `custo_posto_incompleto`: the landed cost lacks the freight (no carton and no measures): never `melhor`;
 * - `no_embarque`: the goods travel in their column's `embarque` (priced, on the buyer's freight, from abroad,
 *   takeable, with a typed quantity), so the landed cost's freight is their share of it;
 * - `frete_usd_unidade`: the freight of one unit added to the landed cost (USD, cents); null when none is added
 *   (freight in the price, DDP, domestic, no price).
 */
const compareCellSchema = z.object({
  product_id: z.number(),
  supplier_id: z.number(),
  cotacao_usd: z.number(),
  cotacao_brl: z.number(),
  custo_posto_brl: z.number().nullable(),
  custo_posto_incompleto: z.boolean(),
  valida_ate: z.string().nullable(),
  vencida: z.boolean(),
  lead_time_dias: z.number().nullable(),
  melhor: z.boolean(),
  mais_rapido: z.boolean(),
  incoterm: z.enum(INCOTERMS).nullable(),
  compra_nacional: z.boolean(),
  no_embarque: z.boolean(),
  frete_usd_unidade: z.number().nullable(),
  /** The landed cost net of the importer's credits (null without a price). */
  custo_liquido_brl: z.number().nullable(),
  /** An import's clearance day and its regime (null for DDP, domestic purchases and quotes without a price). */
  desembaraco: z.string().nullable(),
  regime: z.string().nullable(),
});

/**
 * How one supplier's column ships (docs/landed-cost.md, "Contêineres"): its goods in whole cartons (`caixas`; a
 * unit without carton counts as one), their m³ and gross kg, and the cheapest way: 'lcl' (shared space at the LCL
 * rates) or 'conteiner' (N containers of one type, each `ocupacao_pct` full by m³ or kg, whichever is fuller);
 * `frete_usd` the whole freight, shared among the products in the landed cost.
 */
const compareShipmentSchema = z.object({
  caixas: z.number(),
  m3: z.number(),
  kg: z.number(),
  modo: z.enum(["lcl", "conteiner"]),
  conteineres: z.array(z.object({ tipo: z.string(), quantidade: z.number(), ocupacao_pct: z.number() })),
  frete_usd: z.number(),
});
export type CompareShipment = z.infer<typeof compareShipmentSchema>;

/**
 * A supplier's total for the quantities asked; `comparavel` false when a landed cost in it lacks the freight (it is
 * then never the single best); `embarque` null when none of its quotes ships on the buyer's freight.
 */
const compareTotalSchema = z.object({
  supplier_id: z.number(),
  total_brl: z.number(),
  completo: z.boolean(),
  comparavel: z.boolean(),
  embarque: compareShipmentSchema.nullable(),
});

export const productCompareReplySchema = z.object({
  produtos: z.array(compareProductSchema),
  suppliers: z.array(compareSupplierSchema),
  celulas: z.array(compareCellSchema),
  totais: z.array(compareTotalSchema),
  melhor_unico: z.number().nullable(),
  melhor_por_item_brl: z.number(),
  produtos_sem_cotacao: z.array(z.number()),
  incluir_vencidas: z.boolean(),
  /** The clearance day chosen for every figure, or null (each quote's expected one). */
  desembaraco: z.string().nullable(),
  /** The USD→BRL rate and the import parameters' version the amounts were computed with. */
  usd_brl: z.number(),
  versao_parametros: z.number(),
});
export type ProductCompareReply = z.infer<typeof productCompareReplySchema>;
export type CompareCell = z.infer<typeof compareCellSchema>;
