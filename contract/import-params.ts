// Import parameters of the landed cost (docs/decisions/0045-import-params-versions.md):
// freight, insurance and tax rates kept as data, every change a new version with its author and time.
import { z } from "zod";
import { idSchema } from "./ids";
import { numberField, wholeNumberField } from "./number-field";
import type { NumberRule } from "./numbers";
import { versionField } from "./versions";
import { containerSchema, containersInputSchema } from "./containers";
import { canonicalNcm } from "./ncm";

export * from "./containers";

// ---------------------------------------------------------------- fields and messages

/** Largest amount of money a parameter takes (numeric(14,2)). */
const AMOUNT_MAX = 999_999_999_999.99;

const amount = (label: string, decimals: number): NumberRule => ({ label, decimals, min: 0, max: AMOUNT_MAX });
const percent = (label: string): NumberRule => ({ label, decimals: 4, min: 0, max: 100 });

/** A scalar parameter: its name, its label (the form's, and its messages') and the rule it is read by. */
const param = <const N extends string>(name: N, rule: NumberRule) => ({ name, label: rule.label, rule });

/** The scalar parameters, in the order the page shows them. */
export const IMPORT_PARAM_FIELDS = [
  param("frete_usd_por_m3", amount("Frete (US$ por m³)", 2)),
  param("frete_usd_por_kg", amount("Frete (US$ por kg)", 4)),
  param("seguro_pct", percent("Seguro (%)")),
  param("pis_pct", percent("PIS (%)")),
  param("cofins_pct", percent("COFINS (%)")),
  param("afrmm_pct", percent("AFRMM (% do frete)")),
  // The ICMS is computed "por dentro" (divided by 1 − rate): 100 % has no meaning.
  param("icms_pct", { ...percent("ICMS (%)"), belowMax: true }),
  param("despesas_brl_por_embarque", amount("Despesas por embarque (R$)", 2)),
  param("unidades_por_embarque", { label: "Unidades por embarque", decimals: 0, min: 1, max: 1_000_000_000 }),
] as const;
export type ImportParamField = (typeof IMPORT_PARAM_FIELDS)[number]["name"];

/** One parameter's rule (every name is in the list above). */
export const importParamRule = (name: ImportParamField): NumberRule => IMPORT_PARAM_FIELDS.find((field) => field.name === name)!.rule;

/** A category's (and a product's own) II and IPI rates. */
export const II_RULE = percent("II (%)");
export const IPI_RULE = percent("IPI (%)");

export const IMPORT_PARAMS_SAVED = "Parâmetros de importação salvos!";
export const IMPORT_PARAMS_FORBIDDEN = "Somente administradores podem alterar os parâmetros de importação.";
export const NCM_MESSAGE = "O NCM deve ter 8 dígitos (ex.: 8516.79.00).";
const CATEGORY_MESSAGE = "Categoria de produto inválida.";
const DUPLICATE_CATEGORY_MESSAGE = "Cada categoria pode aparecer apenas uma vez.";
const CATEGORIES_LIST_MESSAGE = "categorias deve ser uma lista de {id_categoria, ncm, ii_pct, ipi_pct}.";
/** A category of `categorias` that no longer (or never) existed: the message, and its field's error. */
export const importCategoryNotFound = (id: number) => `Categoria de produto não encontrada (id ${id}).`;

const ncmField = z.unknown().transform((value, ctx) => {
  const ncm = canonicalNcm(value);
  if (ncm === null) {
    ctx.addIssue({ code: "custom", message: NCM_MESSAGE });
    return z.NEVER;
  }
  return ncm;
});

// ---------------------------------------------------------------- PUT /api/import-params/

const categoryRateInputSchema = z.object({
  id_categoria: idSchema(CATEGORY_MESSAGE),
  /** The category's name, as GET gives it: ignored. */
  nome: z.unknown().optional(),
  ncm: ncmField,
  ii_pct: numberField(II_RULE),
  ipi_pct: numberField(IPI_RULE),
});

/**
 * PUT /api/import-params/: every scalar parameter, and the categories' rates. A category left out of
 * `categorias` keeps its rates from the current version; every save is a new version. `versao`, when sent, is
 * the version the form was loaded from: the save is refused (409) if another one has been saved since
 * (contract/versions.ts; docs/decisions/0057-import-params-optimistic-concurrency.md).
 */
export const importParamsUpdateSchema = z.object({
  versao: versionField,
  frete_usd_por_m3: numberField(importParamRule("frete_usd_por_m3")),
  frete_usd_por_kg: numberField(importParamRule("frete_usd_por_kg")),
  seguro_pct: numberField(importParamRule("seguro_pct")),
  pis_pct: numberField(importParamRule("pis_pct")),
  cofins_pct: numberField(importParamRule("cofins_pct")),
  afrmm_pct: numberField(importParamRule("afrmm_pct")),
  icms_pct: numberField(importParamRule("icms_pct")),
  despesas_brl_por_embarque: numberField(importParamRule("despesas_brl_por_embarque")),
  unidades_por_embarque: wholeNumberField(importParamRule("unidades_por_embarque")),
  categorias: z
    .array(categoryRateInputSchema, { error: CATEGORIES_LIST_MESSAGE })
    .max(1000, { error: "Categorias demais." })
    .refine((list) => new Set(list.map((c) => c.id_categoria)).size === list.length, { error: DUPLICATE_CATEGORY_MESSAGE })
    .optional()
    .default([]),
  // The container types (at least one); left out, the version in force keeps its own.
  conteineres: containersInputSchema.optional(),
});
export type ImportParamsUpdate = z.input<typeof importParamsUpdateSchema>;
export type ImportParamsUpdateValues = z.output<typeof importParamsUpdateSchema>;

// ---------------------------------------------------------------- replies

const authorSchema = z.object({ id: z.number(), nome: z.string() });

/** A category's rates in one version; `ncm` null when none has been set for it yet (its rates are then 0). */
const categoryRateSchema = z.object({
  id_categoria: z.number(),
  nome: z.string(),
  ncm: z.string().nullable(),
  ii_pct: z.number(),
  ipi_pct: z.number(),
});

/**
 * GET /api/import-params/ and each item of the history: one version of the parameters. `versao` grows by one per
 * change; `alterado_por` is null for the example values written at start-up.
 */
export const importParamsSchema = z.object({
  versao: z.number(),
  frete_usd_por_m3: z.number(),
  frete_usd_por_kg: z.number(),
  seguro_pct: z.number(),
  pis_pct: z.number(),
  cofins_pct: z.number(),
  afrmm_pct: z.number(),
  icms_pct: z.number(),
  despesas_brl_por_embarque: z.number(),
  unidades_por_embarque: z.number(),
  categorias: z.array(categoryRateSchema),
  /** The container types of this version, in the order given (empty for versions older than containers). */
  conteineres: z.array(containerSchema),
  alterado_em: z.string(),
  alterado_por: authorSchema.nullable(),
});
export type ImportParams = z.infer<typeof importParamsSchema>;

/** GET /api/import-params/versions/: every version, newest first. */
export const importParamsVersionsReplySchema = z.object({ results: z.array(importParamsSchema) });

/** PUT /api/import-params/ */
export const importParamsSavedReplySchema = z.object({ detail: z.string(), versao: z.number() });

// ---------------------------------------------------------------- example values

/**
 * The example values of the first version: written once into an empty table at start-up, then
 * changed only as data. Not legal advice: docs/landed-cost.md says where each rule comes from.
 */
export const EXAMPLE_IMPORT_PARAMS = {
  frete_usd_por_m3: "90",
  frete_usd_por_kg: "0.40",
  seguro_pct: "0.5",
  pis_pct: "2.10",
  cofins_pct: "9.65",
  afrmm_pct: "8",
  icms_pct: "18",
  despesas_brl_por_embarque: "3000",
  unidades_por_embarque: 1000,
} as const;

/** Example NCM, II and IPI per seeded product category (plausible TEC/TIPI figures, not a classification). */
export const EXAMPLE_CATEGORY_RATES: Record<string, { ncm: string; ii_pct: string; ipi_pct: string }> = {
  "Utilidades Domésticas": { ncm: "73239300", ii_pct: "18", ipi_pct: "6.5" },
  Eletrônicos: { ncm: "85183000", ii_pct: "16", ipi_pct: "9.75" },
  Vestuário: { ncm: "61091000", ii_pct: "35", ipi_pct: "0" },
  Brinquedos: { ncm: "95030099", ii_pct: "20", ipi_pct: "0" },
  Ferramentas: { ncm: "82041100", ii_pct: "18", ipi_pct: "3.25" },
  Decoração: { ncm: "69139000", ii_pct: "18", ipi_pct: "6.5" },
  Papelaria: { ncm: "48202000", ii_pct: "16", ipi_pct: "0" },
  Iluminação: { ncm: "85395200", ii_pct: "16", ipi_pct: "6.5" },
};
