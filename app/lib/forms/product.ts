import "#contract/shared/zod-locale.ts";
import { z } from "zod";
import { idSchema } from "#contract/shared/ids.ts";
import { versionField } from "#contract/shared/versions.ts";
import { typedDecimal, wholeNumberField } from "#contract/numbers/number-field.ts";
import { QUOTE_SUPPLIER_INVALID } from "#contract/products/product-rules.ts";
import { type Product, type ProductSupplier, type ProductUpdate, productUpdateSchema } from "#contract/products/products.ts";
import { LEAD_TIME_RULE, MOQ_RULE } from "#contract/quotes/quote-terms.ts";
import { CHOOSE_SUPPLIER_MESSAGE } from "#app/lib/suppliers/picker.ts";
import { formValuesOf, type KeysWith } from "#contract/fields/field-table.ts";
import { QUOTE_FIELDS, type QuoteFields, type QuoteShown } from "#contract/quotes/quote-fields.ts";
import type { CartonCmField } from "#contract/products/packing.ts";
import type { ProductFields } from "#contract/products/product-fields.ts";
import { cartonCmShape, packingFormShape, withCartonM3FromCm } from "./packing";

// Conform reads an emptied input as a missing field, and the API keeps a missing field's stored value: the
// form below turns "emptied" into what the user meant (no description, volume 0, weight 0). Numbers are read by
// the contract's own fields and sent on as typed text, which the API reads back the same (contract/numbers/number-field.ts).
const fields = productUpdateSchema.shape;

/**
 * The product's edit form (name, description, category, unit, volume, weight, import overrides and master carton,
 * whose m³ may be given as its measures in cm). The supplier quotes are left out, so the API keeps them as they are
 * saved now: a stale page cannot undo a quote changed meanwhile.
 */
export const productEditFormSchema = z
  .object({
    version: versionField,
    ...editShape(),
    ...cartonCmShape,
  })
  .transform(withCartonM3FromCm);

/**
 * The inputs of every field the product's table marks editable (contract/products/product-fields.ts `form`): one left out here
 * fails the typecheck.
 */
function editShape() {
  return {
    nome: fields.nome,
    descricao: fields.descricao.transform((text) => text ?? ""),
    id_categoria: fields.id_categoria,
    unidade_medida: fields.unidade_medida,
    cubagem: fields.cubagem.transform((volume) => typedDecimal(volume ?? "0")),
    peso: fields.peso.transform((weight) => typedDecimal(weight ?? "0")),
    // Emptied overrides mean "the category's" (null), not "keep what was saved".
    ncm: fields.ncm.transform((ncm) => ncm ?? null),
    ii_pct: fields.ii_pct.transform((rate) => typedDecimal(rate ?? null)),
    ipi_pct: fields.ipi_pct.transform((rate) => typedDecimal(rate ?? null)),
    codigo_ean: fields.codigo_ean.transform((code) => code ?? null),
    // An unchecked box sends nothing: it means "no", not "keep".
    ipi_zfm: fields.ipi_zfm.transform((on) => on ?? false),
    antidumping_confirmado: fields.antidumping_confirmado.transform((on) => on ?? false),
    ...packingFormShape,
  } satisfies Record<KeysWith<ProductFields, "form">, z.ZodType>;
}

/** The carton's measures in cm start empty: not stored, only a way to give its m³. */
export const CARTON_CM_EMPTY: Record<CartonCmField, string> = { caixa_comprimento_cm: "", caixa_largura_cm: "", caixa_altura_cm: "" };

/**
 * A supplier row's own save: its new quote in USD, its terms (ADR 0043) and the supplier's carton (its m³ may be
 * given in cm). An emptied term or carton field clears it.
 */
export const quoteFormSchema = z
  .object({
    id_supplier: idSchema(QUOTE_SUPPLIER_INVALID),
    // Specification §5's 'invalid becomes 0' is the reading of an absent or emptied quote; a typo ('3,999', '-5',
    // '1.5.0') is refused with the rule's message at the field, never saved as 0.
    cotacao: QUOTE_FIELDS.cotacao.input.transform((value) => typedDecimal(value)),
    valida_ate: z.string().optional().default(""),
    moq: wholeNumberField(MOQ_RULE, null)
      .optional()
      .transform((moq) => moq ?? null),
    lead_time_dias: wholeNumberField(LEAD_TIME_RULE, null)
      .optional()
      .transform((days) => days ?? null),
    incoterm: z.string().optional().default(""),
    ...packingFormShape,
    ...cartonCmShape,
  })
  .transform(withCartonM3FromCm);
export type QuoteTermsForm = Omit<z.output<typeof quoteFormSchema>, "id_supplier" | "cotacao">;

/** The saved quote and terms the row's form starts from, numbers as people type them ('1.500'). */
export function quoteFormValues(quote: Pick<ProductSupplier, "id" | keyof QuoteFields>) {
  return { id_supplier: String(quote.id), ...formValuesOf<QuoteFields, QuoteShown>(QUOTE_FIELDS, quote), ...CARTON_CM_EMPTY };
}

/** '+ Adicionar' in the suppliers card: a chosen supplier (its quote starts at 0, the default). */
export const supplierAddFormSchema = z.object({ id_supplier: idSchema(CHOOSE_SUPPLIER_MESSAGE) });

/** A supplier row's remove. */
export const supplierRemoveFormSchema = z.object({ id_supplier: idSchema(QUOTE_SUPPLIER_INVALID) });

type QuoteInput = NonNullable<ProductUpdate["suppliers"]>[number];

/**
 * The product's quotes as the save payload takes them: the API's numbers sent back as they came (a JSON number is
 * read as written). Their terms are left out, so the API keeps them as saved (a stale page cannot undo a term
 * changed meanwhile).
 */
function quotesOf(product: Product): QuoteInput[] {
  return product.suppliers.map((supplier) => ({ id: supplier.id, nome: supplier.nome, cotacao: supplier.cotacao }));
}

/**
 * The whole product as saved now, with the supplier list changed by `change` (specification §4: adding or
 * removing a supplier saves the whole product). `change` answers null when it cannot apply (the supplier is
 * no longer there), and so does this.
 */
export function productUpdateWith(product: Product, change: (quotes: QuoteInput[]) => QuoteInput[] | null): ProductUpdate | null {
  const suppliers = change(quotesOf(product));
  if (suppliers === null) return null;
  return {
    id: product.id,
    // Read-modify-write: the save is refused if the product changed after it was read.
    version: product.version,
    nome: product.nome,
    descricao: product.descricao,
    id_categoria: product.id_categoria,
    unidade_medida: product.unidade_medida,
    cubagem: product.cubagem,
    peso: product.peso,
    suppliers,
  };
}

/** The supplier joins the product with the default quote, 0 (the API refuses one listed twice: 409). */
export const addQuote = (id: number) => (quotes: QuoteInput[]) => [...quotes, { id, cotacao: "0" }];

/** The supplier leaves the product; null when it is not there. */
export const removeQuote = (id: number) => (quotes: QuoteInput[]) =>
  quotes.some((quote) => quote.id === id) ? quotes.filter((quote) => quote.id !== id) : null;

/** The supplier's quote and terms change; null when the supplier is not there. */
export const changeQuote = (id: number, cotacao: string, terms: QuoteTermsForm) => (quotes: QuoteInput[]) =>
  quotes.some((quote) => quote.id === id) ? quotes.map((quote) => (quote.id === id ? { ...quote, cotacao, ...terms } : quote)) : null;
