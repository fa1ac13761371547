// A product's stored fields, one entry each (contract/fields/field-table.ts; adding one: docs/adding-a-field.md). The order is
// the reply's, the history's and the export's.
import { z } from "zod";
import { fieldOf } from "#contract/fields/field-table.ts";
import {
  storedBoolean,
  storedDecimalOrNull,
  storedDecimalOrZero,
  storedInteger,
  storedIntegerOrNull,
  storedText,
  storedTextOrNull,
} from "#contract/fields/field-table.ts";
import { idSchema } from "#contract/shared/ids.ts";
import { II_RULE, IPI_RULE, NCM_MESSAGE } from "#contract/landed-cost/import-params.ts";
import { canonicalNcm, formatNcm } from "./ncm";
import { numberField } from "#contract/numbers/number-field.ts";
import { formatInput, formatMeasure, type NumberRule } from "#contract/numbers/numbers.ts";
import { packingEntries } from "./packing-fields";
import {
  canonicalGtin,
  canonicalUnit,
  CUBAGEM_RULE,
  GTIN_MESSAGE,
  PESO_RULE,
  PREFERRED_SUPPLIER_INVALID,
  PRODUCT_CATEGORY_REQUIRED,
  PRODUCT_DESCRIPTION_MAX,
  PRODUCT_NAME_MAX,
  PRODUCT_NAME_REQUIRED,
  PRODUCT_NAME_TOO_LONG,
  PRODUCT_UNIT_LABELS,
  PRODUCT_UNIT_REQUIRED,
} from "./product-rules";

/** What else of the product a field may show: the category's name for its id. */
export interface ProductShown {
  nome_categoria: string;
}

const field = fieldOf<ProductShown>();

// ---------------------------------------------------------------- payload readers

export const nomeSchema = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(PRODUCT_NAME_MAX, { error: required === PRODUCT_NAME_REQUIRED ? PRODUCT_NAME_TOO_LONG : required });

export const descricaoSchema = z.preprocess(
  (value) => (value === null ? "" : value),
  z
    .string({ error: "Descrição inválida." })
    .trim()
    .max(PRODUCT_DESCRIPTION_MAX, { error: `Máximo de ${PRODUCT_DESCRIPTION_MAX} caracteres.` }),
);

export const unitSchema = (message: string) =>
  z.unknown().transform((value, ctx) => {
    const unit = canonicalUnit(value);
    if (unit === null) {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return unit;
  });

/** An optional text: absent stays undefined (keep), null or blank is null (clear), else `check` reads it (null: refused). */
const optionalOverride = (check: (value: unknown) => string | null, message: string) =>
  z
    .unknown()
    .transform((value, ctx) => {
      if (value === undefined) return undefined;
      if (value === null || (typeof value === "string" && value.trim() === "")) return null;
      const checked = check(value);
      if (checked === null) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return checked;
    })
    .optional();

/** The preferred supplier's id: absent stays undefined (keep), null or blank is null (clear). */
const preferredSupplierSchema = z
  .unknown()
  .transform((value, ctx) => {
    if (value === undefined) return undefined;
    if (value === null || (typeof value === "string" && value.trim() === "")) return null;
    const id = idSchema(PREFERRED_SUPPLIER_INVALID).safeParse(value);
    if (!id.success) {
      ctx.addIssue({ code: "custom", message: PREFERRED_SUPPLIER_INVALID });
      return z.NEVER;
    }
    return id.data;
  })
  .optional();

/** A yes/no: a JSON boolean, or a form's checkbox ('on'; unchecked sends ''); absent keeps the stored value. */
const flagInput = z
  .union([z.boolean(), z.enum(["on", "true", "false", ""])], { error: "Use true ou false." })
  .transform((value) => value === true || value === "on" || value === "true")
  .optional()
  .meta({ type: "boolean" });

// ---------------------------------------------------------------- the table

/** A yes/no of the product: in the alter and the edit form (a checkbox), tracked, not in the notice nor the export. */
const flagField = <C extends "ipiZfm" | "antidumpingConfirmado">(label: string, column: C) =>
  field({
    label,
    column,
    stored: storedBoolean,
    input: flagInput,
    write: true,
    activity: { kind: "yes_no" },
    form: { value: (on: boolean) => (on ? "on" : ""), conflict: null },
    export: null,
  });

const decimalForm = (rule: NumberRule, shown?: (value: number) => string) => ({
  value: (value: number | null) => formatInput(value, rule.decimals),
  conflict: { rule, shown },
});

const unitLabels: Readonly<Record<string, string>> = PRODUCT_UNIT_LABELS;

export const PRODUCT_FIELDS = {
  nome: field({
    label: "Nome",
    column: "nome",
    stored: storedText,
    input: nomeSchema(PRODUCT_NAME_REQUIRED),
    write: true,
    activity: { kind: "text" },
    form: { value: (nome) => nome, conflict: {} },
    export: { type: "text", width: 32 },
  }),
  descricao: field({
    label: "Descrição",
    column: "descricao",
    stored: storedText,
    input: descricaoSchema.optional(),
    write: true,
    activity: { kind: "text" },
    form: { value: (descricao) => descricao, conflict: {} },
    export: { type: "text", width: 40 },
  }),
  id_categoria: field({
    label: "Categoria",
    column: "categoriaId",
    stored: storedInteger,
    input: idSchema(PRODUCT_CATEGORY_REQUIRED),
    write: true,
    activity: { kind: "lookup", as: "categoria" },
    form: { value: (id) => String(id), conflict: { shown: (_id, product) => product.nome_categoria } },
    export: { type: "text", width: 20, value: (_id, product) => product.nome_categoria },
  }),
  unidade_medida: field({
    label: "Unidade de medida",
    column: "unidadeMedida",
    stored: storedText,
    input: unitSchema(PRODUCT_UNIT_REQUIRED),
    write: true,
    activity: { kind: "text" },
    form: { value: (unit) => canonicalUnit(unit) ?? "", conflict: { shown: (unit) => unit } },
    export: { type: "text", width: 18, value: (unit) => unitLabels[unit] ?? unit },
  }),
  cubagem: field({
    label: CUBAGEM_RULE.label,
    column: "cubagem",
    stored: storedDecimalOrZero,
    input: numberField(CUBAGEM_RULE, "0").optional(),
    write: true,
    activity: { kind: "number" },
    form: decimalForm(CUBAGEM_RULE, (m3) => formatMeasure(m3, "m³")),
    export: { type: "number", decimals: CUBAGEM_RULE.decimals, width: 12 },
  }),
  peso: field({
    label: PESO_RULE.label,
    column: "peso",
    stored: storedDecimalOrZero,
    input: numberField(PESO_RULE, "0").optional(),
    write: true,
    activity: { kind: "number" },
    form: decimalForm(PESO_RULE, (kg) => formatMeasure(kg, "kg")),
    export: { type: "number", decimals: PESO_RULE.decimals, width: 12 },
  }),
  // Overrides of the category's import rates (docs/landed-cost.md): left out keeps them; null or '' clears them. Not
  // in the conflict notice nor the export (the landed cost shows the rates in force).
  ncm: field({
    label: "NCM",
    column: "ncm",
    stored: storedTextOrNull,
    input: optionalOverride(canonicalNcm, NCM_MESSAGE),
    write: true,
    activity: { kind: "text" },
    form: { value: (ncm) => (ncm ? formatNcm(ncm) : ""), conflict: null },
    export: null,
  }),
  ii_pct: field({
    label: II_RULE.label,
    column: "iiPct",
    stored: storedDecimalOrNull,
    input: numberField(II_RULE, null).optional(),
    write: true,
    activity: { kind: "percent" },
    form: { ...decimalForm(II_RULE), conflict: null },
    export: null,
  }),
  ipi_pct: field({
    label: IPI_RULE.label,
    column: "ipiPct",
    stored: storedDecimalOrNull,
    input: numberField(IPI_RULE, null).optional(),
    write: true,
    activity: { kind: "percent" },
    form: { ...decimalForm(IPI_RULE), conflict: null },
    export: null,
  }),
  // The tax reform keeps the IPI only for goods competing with the Zona Franca de Manaus (docs/landed-cost.md).
  ipi_zfm: flagField("Concorre com a Zona Franca de Manaus (mantém o IPI)", "ipiZfm"),
  // A buyer's confirmation that the antidumping measures matching the NCM and a supplier's origin apply.
  antidumping_confirmado: flagField("Antidumping confirmado", "antidumpingConfirmado"),
  // One of the suppliers quoting the product once the save is applied (docs/decisions/0052-quote-comparison.md):
  // written after the quotes, by its own rule; the export names it among the suppliers' columns.
  id_supplier_preferido: field({
    label: "Fornecedor preferido",
    column: "idSupplierPreferido",
    stored: storedIntegerOrNull,
    input: preferredSupplierSchema,
    write: false,
    activity: { kind: "lookup", as: "supplier_preferido" },
    form: null,
    export: null,
  }),
  // The product's master carton (docs/landed-cost.md): the default when a supplier's quote gives none.
  ...packingEntries<ProductShown>(),
  // The product's barcode (GTIN-8, -12, -13 or -14): optional, left out keeps it, null or '' clears it.
  codigo_ean: field({
    label: "Código EAN/GTIN",
    column: "codigoEan",
    stored: storedTextOrNull,
    input: optionalOverride(canonicalGtin, GTIN_MESSAGE),
    write: true,
    activity: { kind: "text" },
    form: { value: (code) => code ?? "", conflict: { shown: (code) => code ?? "-" } },
    export: { type: "text", width: 16 },
  }),
};

export type ProductFields = typeof PRODUCT_FIELDS;
