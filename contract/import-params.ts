// Import parameters of the landed cost (issue 12 section 2; docs/decisions/0045-import-params-versions.md):
// freight, insurance and tax rates kept as data, every change a new version with its author and time.
import { z } from "zod";
import { idSchema } from "./ids";
import { decimalText } from "./product-rules";
import { versionField } from "./versions";
import { containerSchema, containersInputSchema } from "./containers";

export * from "./containers";

// ---------------------------------------------------------------- fields and messages

/** The scalar parameters, in the order the page shows them, with their labels. */
export const IMPORT_PARAM_FIELDS = [
  { name: "frete_usd_por_m3", label: "Frete (US$ por m³)" },
  { name: "frete_usd_por_kg", label: "Frete (US$ por kg)" },
  { name: "seguro_pct", label: "Seguro (%)" },
  { name: "pis_pct", label: "PIS (%)" },
  { name: "cofins_pct", label: "COFINS (%)" },
  { name: "afrmm_pct", label: "AFRMM (% do frete)" },
  { name: "icms_pct", label: "ICMS (%)" },
  { name: "despesas_brl_por_embarque", label: "Despesas por embarque (R$)" },
  { name: "unidades_por_embarque", label: "Unidades por embarque" },
] as const;
export type ImportParamField = (typeof IMPORT_PARAM_FIELDS)[number]["name"];

export const IMPORT_PARAMS_SAVED = "Parâmetros de importação salvos!";
export const IMPORT_PARAMS_FORBIDDEN = "Somente administradores podem alterar os parâmetros de importação.";
export const PERCENT_MESSAGE = "Informe um percentual entre 0 e 100, com até 4 casas decimais.";
export const ICMS_MESSAGE = "O ICMS deve ser um percentual de 0 a menos de 100, com até 4 casas decimais.";
export const AMOUNT_MESSAGE = "Informe um valor maior ou igual a 0, com até 2 casas decimais.";
export const FREIGHT_KG_MESSAGE = "Informe um valor maior ou igual a 0, com até 4 casas decimais.";
export const UNITS_MESSAGE = "As unidades por embarque devem ser um número inteiro de 1 a 1.000.000.000.";
export const NCM_MESSAGE = "O NCM deve ter 8 dígitos (ex.: 8516.79.00).";
export const CATEGORY_MESSAGE = "Categoria de produto inválida.";
export const DUPLICATE_CATEGORY_MESSAGE = "Cada categoria pode aparecer apenas uma vez.";
export const CATEGORIES_LIST_MESSAGE = "categorias deve ser uma lista de {id_categoria, ncm, ii_pct, ipi_pct}.";

/** Largest amount of money a parameter takes (numeric(14,2)). */
const AMOUNT_MAX = 999_999_999_999.99;

/** An exact decimal in [0, max] with at most `decimals` places, as text; `below` excludes the maximum itself. */
const decimalField = (decimals: number, max: number, message: string, below = false) =>
  z.unknown().transform((value, ctx) => {
    const text = decimalText(value, decimals, max);
    if (text === null || (below && Number(text) >= max)) {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return text;
  });

export const percentField = (message = PERCENT_MESSAGE) => decimalField(4, 100, message);

/** '85167900' or '8516.79.00' (dots and spaces are only how people write it) as its 8 digits. */
export function canonicalNcm(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const digits = value.replace(/[.\s]/g, "");
  return /^\d{8}$/.test(digits) ? digits : null;
}

/** '85167900' as people read it: '8516.79.00'. */
export const formatNcm = (ncm: string) => `${ncm.slice(0, 4)}.${ncm.slice(4, 6)}.${ncm.slice(6)}`;

export const ncmField = z.unknown().transform((value, ctx) => {
  const ncm = canonicalNcm(value);
  if (ncm === null) {
    ctx.addIssue({ code: "custom", message: NCM_MESSAGE });
    return z.NEVER;
  }
  return ncm;
});

// ---------------------------------------------------------------- PUT /api/import-params/

export const categoryRateInputSchema = z.object({
  id_categoria: idSchema(CATEGORY_MESSAGE),
  /** The category's name, as GET gives it: ignored. */
  nome: z.unknown().optional(),
  ncm: ncmField,
  ii_pct: percentField(),
  ipi_pct: percentField(),
});

/**
 * PUT /api/import-params/: every scalar parameter, and the categories' rates. A category left out of
 * `categorias` keeps its rates from the current version; every save is a new version. `versao`, when sent, is
 * the version the form was loaded from: the save is refused (409) if another one has been saved since
 * (contract/versions.ts; docs/decisions/0057-import-params-optimistic-concurrency.md).
 */
export const importParamsUpdateSchema = z.object({
  versao: versionField,
  frete_usd_por_m3: decimalField(2, AMOUNT_MAX, AMOUNT_MESSAGE),
  frete_usd_por_kg: decimalField(4, AMOUNT_MAX, FREIGHT_KG_MESSAGE),
  seguro_pct: percentField(),
  pis_pct: percentField(),
  cofins_pct: percentField(),
  afrmm_pct: percentField(),
  // The ICMS is computed "por dentro" (divided by 1 − rate): 100 % has no meaning.
  icms_pct: decimalField(4, 100, ICMS_MESSAGE, true),
  despesas_brl_por_embarque: decimalField(2, AMOUNT_MAX, AMOUNT_MESSAGE),
  unidades_por_embarque: z.preprocess(
    (value) => (typeof value === "string" && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
    z.number({ error: UNITS_MESSAGE }).int({ error: UNITS_MESSAGE }).min(1, { error: UNITS_MESSAGE }).max(1_000_000_000, { error: UNITS_MESSAGE }),
  ),
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

export const authorSchema = z.object({ id: z.number(), nome: z.string() });

/** A category's rates in one version; `ncm` null when none has been set for it yet (its rates are then 0). */
export const categoryRateSchema = z.object({
  id_categoria: z.number(),
  nome: z.string(),
  ncm: z.string().nullable(),
  ii_pct: z.number(),
  ipi_pct: z.number(),
});
export type CategoryRate = z.infer<typeof categoryRateSchema>;

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
 * The example values of the first version (issue 12): written once into an empty table at start-up, then
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

