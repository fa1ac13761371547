import "../../../contract/zod-locale";
import { z } from "zod";
import { idSchema } from "../../../contract/ids";
import { versionField } from "../../../contract/versions";
import { decimalText, QUOTE_MAX } from "../../../contract/product-rules";
import { type Product, type ProductUpdate, productUpdateSchema } from "../../../contract/products";
import { CHOOSE_SUPPLIER_MESSAGE } from "../supplier-picker";

// Conform reads an emptied input as a missing field, and the API keeps a missing field's stored value: the
// form below turns "emptied" into what the user meant (no description, volume 0, weight 0).
const fields = productUpdateSchema.shape;

/**
 * The product's edit form (name, description, category, unit, volume, weight). The supplier quotes are left
 * out, so the API keeps them as they are saved now: a stale page cannot undo a quote changed meanwhile.
 */
export const productEditFormSchema = z.object({
  version: versionField,
  nome: fields.nome,
  descricao: fields.descricao.transform((text) => text ?? ""),
  id_categoria: fields.id_categoria,
  unidade_medida: fields.unidade_medida,
  cubagem: fields.cubagem.transform((volume) => volume ?? "0"),
  peso: fields.peso.transform((weight) => weight ?? "0"),
  // Emptied overrides mean "the category's" (null), not "keep what was saved".
  ncm: fields.ncm.transform((ncm) => ncm ?? null),
  ii_pct: fields.ii_pct.transform((rate) => rate ?? null),
  ipi_pct: fields.ipi_pct.transform((rate) => rate ?? null),
});

/** Spec section 5: a quote that is not a valid amount (not a number, negative, over two decimals) becomes 0. */
export function quoteOrZero(value: unknown): string {
  return decimalText(value, 2, QUOTE_MAX) ?? "0";
}

/** A term as typed: the API checks it and answers in Portuguese (an emptied field clears the term). */
const termField = z.string().optional().default("");

/** A supplier row's own save: its new quote in USD and its terms (issue 12). */
export const quoteFormSchema = z.object({
  id_supplier: idSchema("Supplier inválido."),
  cotacao: z.unknown().transform(quoteOrZero),
  valida_ate: termField,
  moq: termField,
  lead_time_dias: termField,
  incoterm: termField,
});
export type QuoteTermsForm = Pick<z.output<typeof quoteFormSchema>, "valida_ate" | "moq" | "lead_time_dias" | "incoterm">;

/** '+ Adicionar' in the suppliers card: a chosen supplier (its quote starts at 0, the default). */
export const supplierAddFormSchema = z.object({ id_supplier: idSchema(CHOOSE_SUPPLIER_MESSAGE) });

/** A supplier row's remove. */
export const supplierRemoveFormSchema = z.object({ id_supplier: idSchema("Supplier inválido.") });

type QuoteInput = NonNullable<ProductUpdate["suppliers"]>[number];

/**
 * The product's quotes as the save payload takes them: exact decimal text, never float arithmetic. Their
 * terms are left out, so the API keeps them as saved (a stale page cannot undo a term changed meanwhile).
 */
function quotesOf(product: Product): QuoteInput[] {
  return product.suppliers.map((supplier) => ({ id: supplier.id, nome: supplier.nome, cotacao: quoteOrZero(supplier.cotacao) }));
}

/**
 * The whole product as saved now, with the supplier list changed by `change` (spec section 4: adding or
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
    cubagem: String(product.cubagem),
    peso: String(product.peso),
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
