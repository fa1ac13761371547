// The NCM, II and IPI a product's landed cost uses (docs/landed-cost.md, "Where the rates come from"): the product's
// own when set, else its category's in the import parameters in force. One rule, for the landed cost and for the
// product page, which shows the values in force and where each comes from.
import { z } from "zod";
import { antidumpingSchema } from "./antidumping";

/** Where a value in force comes from: the product's own override, or its category's import parameters. */
const TAX_SOURCES = ["produto", "categoria"] as const;
export type TaxSource = (typeof TAX_SOURCES)[number];

/** A value in force and its source; `valor` null when neither the product nor its category has one. */
export interface InForce<T> {
  valor: T | null;
  fonte: TaxSource;
}

/** The product's own value wins; without one, its category's (which may be missing too). */
export function taxInForce<T>(own: T | null, category: T | null): InForce<T> {
  return own !== null ? { valor: own, fonte: "produto" } : { valor: category, fonte: "categoria" };
}

/**
 * `tributos` of GET /api/products/?id=: the NCM (8 digits), II % and IPI % in force for the product's landed cost,
 * each with its source (`fonte_ncm`, `fonte_ii`, `fonte_ipi`): 'produto' for the product's own override, 'categoria'
 * for its category's in the import parameters in force. A value is null when the source has none: a category
 * without rates in the parameters gives null NCM, II and IPI (the landed cost then counts the rates as 0 %).
 */
export const productTaxesSchema = z.object({
  ncm: z.string().nullable(),
  ii_pct: z.number().nullable(),
  ipi_pct: z.number().nullable(),
  fonte_ncm: z.enum(TAX_SOURCES),
  fonte_ii: z.enum(TAX_SOURCES),
  fonte_ipi: z.enum(TAX_SOURCES),
  /**
   * The antidumping measures the NCM in force and a supplier's country match (any vigência): the page warns with
   * their resolutions until a buyer confirms they apply (`antidumping_confirmado`).
   */
  antidumping: z.array(antidumpingSchema),
});
export type ProductTaxes = z.infer<typeof productTaxesSchema>;
