// What staff get of a sourcing's quote requests (GET /api/sourcings/rfq/respostas/): its items against the suppliers
// asked, one cell per pair, from the supplier's current quote and its latest submitted answer
// (docs/decisions/0068-supplier-answers-by-link.md). A draft is the supplier's own: nothing of it is here.
import { z } from "zod";
import { replyShape } from "#contract/fields/field-table.ts";
import { originalPriceSchema } from "#contract/products/products.ts";
import { QUOTE_TERM_FIELDS } from "#contract/quotes/quote-fields.ts";
import { INCOTERMS } from "#contract/quotes/quote-terms.ts";
import { rfqFileSchema } from "./rfq-files";

/** An item of the sourcing, in the items list's order: the target quantity and the incoterm asked. */
const matrixItemSchema = z.object({
  id_product: z.number(),
  nome: z.string(),
  quantidade: z.number(),
  incoterm: z.enum(INCOTERMS),
});

/**
 * A supplier of the sourcing that has or had a quote request link, by name: `revisao` its latest submitted revision
 * and `enviada_em` when it was sent (ISO UTC), both null before the first; `anexos` the files it attached to its
 * answer, each with a short-lived signed link (`url`) that keeps its name.
 */
const matrixSupplierSchema = z.object({
  id_supplier: z.number(),
  nome: z.string(),
  revisao: z.number().nullable(),
  enviada_em: z.string().nullable(),
  anexos: z.array(rfqFileSchema.extend({ url: z.string() })),
});
export type RfqMatrixSupplier = z.infer<typeof matrixSupplierSchema>;

const pair = { id_product: z.number(), id_supplier: z.number() };

/**
 * The supplier has a current quote of the product: its value in USD (`original`: the amount, currency and rate when
 * it was given in CNY or BRL), the landed cost of one unit as the product detail gives it (null: 'sem preço'), its
 * terms, `vencida` (validity before today, São Paulo), `custo_posto_incompleto` (that cost lacks the freight: no
 * carton, no measures), `melhor` (the item's lowest complete landed cost among its quotes with one; ties all marked) and the remarks of the supplier's latest submitted revision for that item.
 */
const quotedCellSchema = z.object({
  ...pair,
  situacao: z.literal("cotado"),
  cotacao: z.number(),
  original: originalPriceSchema.nullable(),
  custo_posto_brl: z.number().nullable(),
  custo_posto_incompleto: z.boolean(),
  // The quote's terms (contract/quotes/quote-fields.ts): valida_ate, moq, lead_time_dias, incoterm.
  ...replyShape(QUOTE_TERM_FIELDS),
  vencida: z.boolean(),
  melhor: z.boolean(),
  observacoes: z.string().nullable(),
});
export type RfqQuotedCell = z.infer<typeof quotedCellSchema>;

/** The latest submitted revision marks the product not offered, and there is no quote of it: its remarks, if any. */
const notOfferedCellSchema = z.object({ ...pair, situacao: z.literal("nao_ofertado"), observacoes: z.string().nullable() });

/** Neither a quote nor a "not offered" from this supplier. */
const unansweredCellSchema = z.object({ ...pair, situacao: z.literal("sem_resposta") });

const matrixCellSchema = z.discriminatedUnion("situacao", [quotedCellSchema, notOfferedCellSchema, unansweredCellSchema]);
export type RfqMatrixCell = z.infer<typeof matrixCellSchema>;

/** `celulas`: one per item × supplier, item by item in `itens` order, each item's in `suppliers` order. */
export const rfqMatrixReplySchema = z.object({
  itens: z.array(matrixItemSchema),
  suppliers: z.array(matrixSupplierSchema),
  celulas: z.array(matrixCellSchema),
});
export type RfqMatrix = z.infer<typeof rfqMatrixReplySchema>;
