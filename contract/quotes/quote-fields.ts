// A supplier's quote of a product, one entry per stored field (contract/fields/field-table.ts; adding one:
// docs/adding-a-field.md): the value in USD, its terms (docs/decisions/0043-quote-terms-and-history.md) and the supplier's
// carton. The order is the reply's and the history's. A quote has no edit form of its own with a conflict notice,
// and no export columns (the product export names the suppliers), so those aspects are null throughout.
import { z } from "zod";
import { fieldOf, storedDecimalOrZero, storedIntegerOrNull, storedTextOrNull } from "#contract/fields/field-table.ts";
import { numberField, wholeNumberField } from "#contract/numbers/number-field.ts";
import { formatInput } from "#contract/numbers/numbers.ts";
import { packingEntries } from "#contract/products/packing-fields.ts";
import { QUOTE_RULE } from "#contract/products/product-rules.ts";
import { INCOTERM_MESSAGE, INCOTERMS, isCalendarDay, LEAD_TIME_RULE, MOQ_RULE, VALIDA_ATE_MESSAGE } from "./quote-terms";

/** A quote's fields show nothing else of the record. */
export type QuoteShown = object;

const field = fieldOf<QuoteShown>();

// ---------------------------------------------------------------- payload readers

/** null or '' clears a term; anything else must be valid (absent keeps the stored term: `.optional()` below). */
const clearable = (value: unknown) => value === null || (typeof value === "string" && value.trim() === "");

const validaAteSchema = z.union([z.string(), z.null()], { error: VALIDA_ATE_MESSAGE }).transform((value, ctx) => {
  if (clearable(value) || value === null) return null;
  const text = value.trim();
  if (!isCalendarDay(text)) {
    ctx.addIssue({ code: "custom", message: VALIDA_ATE_MESSAGE });
    return z.NEVER;
  }
  return text;
});

const incotermSchema = z.union([z.string(), z.null()], { error: INCOTERM_MESSAGE }).transform((value, ctx) => {
  if (clearable(value) || value === null) return null;
  const incoterm = INCOTERMS.find((term) => term === value.trim().toUpperCase());
  if (incoterm === undefined) {
    ctx.addIssue({ code: "custom", message: INCOTERM_MESSAGE });
    return z.NEVER;
  }
  return incoterm;
});

const incotermReply = z.enum(INCOTERMS).nullable();

/** A quote as its input shows it, to the cent: '12,50', '1.234,00'. */
const quoteInputValue = (cotacao: number | string) => formatInput(cotacao, QUOTE_RULE.decimals, true);

// ---------------------------------------------------------------- the table

/**
 * The quote's terms: recorded with its value in the quote history (product_supplier_quotes, same column names), and
 * a change of one re-quotes (a history row, `cotado_em` moves). Each optional in the payload (kept); null or '' clears it.
 */
export const QUOTE_TERM_FIELDS = {
  valida_ate: field({
    label: "Validade da cotação",
    column: "validaAte",
    stored: storedTextOrNull,
    input: validaAteSchema.optional(),
    write: true,
    activity: { kind: "day", as: "cotacao_valida_ate" },
    form: { value: (day) => day ?? "", conflict: null },
    export: null,
  }),
  moq: field({
    label: MOQ_RULE.label,
    column: "moq",
    stored: storedIntegerOrNull,
    input: wholeNumberField(MOQ_RULE, null).optional(),
    write: true,
    activity: { kind: "number", as: "cotacao_moq" },
    form: { value: (moq) => formatInput(moq, MOQ_RULE.decimals), conflict: null },
    export: null,
  }),
  lead_time_dias: field({
    label: LEAD_TIME_RULE.label,
    column: "leadTimeDias",
    stored: storedIntegerOrNull,
    input: wholeNumberField(LEAD_TIME_RULE, null).optional(),
    write: true,
    activity: { kind: "number", as: "cotacao_lead_time_dias" },
    form: { value: (days) => formatInput(days, LEAD_TIME_RULE.decimals), conflict: null },
    export: null,
  }),
  incoterm: field({
    label: "Incoterm",
    column: "incoterm",
    stored: { reply: incotermReply, read: incotermReply },
    input: incotermSchema.optional(),
    write: true,
    activity: { kind: "text", as: "cotacao_incoterm" },
    form: { value: (incoterm) => incoterm ?? "", conflict: null },
    export: null,
  }),
};

const packing = packingEntries<QuoteShown>();

/**
 * The supplier's carton (docs/landed-cost.md, "Embalagem"), which wins over the product's: tracked under
 * `cotacao_`-names, but not a term (no quote history row: docs/decisions/0059-landed-cost-follows-the-quote.md).
 */
export const QUOTE_PACKING_FIELDS = {
  unidades_por_caixa: {
    ...packing.unidades_por_caixa,
    activity: { kind: "number", as: "cotacao_unidades_por_caixa" } as const,
    form: { ...packing.unidades_por_caixa.form, conflict: null },
    export: null,
  },
  caixa_cubagem_m3: {
    ...packing.caixa_cubagem_m3,
    activity: { kind: "number", as: "cotacao_caixa_cubagem_m3" } as const,
    form: { ...packing.caixa_cubagem_m3.form, conflict: null },
    export: null,
  },
  caixa_peso_kg: {
    ...packing.caixa_peso_kg,
    activity: { kind: "number", as: "cotacao_caixa_peso_kg" } as const,
    form: { ...packing.caixa_peso_kg.form, conflict: null },
    export: null,
  },
};

export const QUOTE_FIELDS = {
  // The value in USD (0 when empty): its own history rows (adicionou, removeu, alterou compared to the cent).
  cotacao: field({
    label: "Cotação",
    column: "cotacao",
    stored: storedDecimalOrZero,
    input: numberField(QUOTE_RULE, "0").optional().default("0"),
    write: true,
    activity: { kind: "usd" },
    form: { value: quoteInputValue, conflict: null },
    export: null,
  }),
  ...QUOTE_TERM_FIELDS,
  ...QUOTE_PACKING_FIELDS,
};

export type QuoteFields = typeof QUOTE_FIELDS;
