// Import parameters of the landed cost (docs/decisions/0045-import-params-versions.md):
// freight, insurance and tax rates kept as data, every change a new version with its author and time.
import { z } from "zod";
import { idSchema } from "#contract/shared/ids.ts";
import { numberField, wholeNumberField } from "#contract/numbers/number-field.ts";
import type { NumberRule } from "#contract/numbers/numbers.ts";
import { versionField } from "#contract/shared/versions.ts";
import { containerSchema, containersInputSchema } from "./containers";
import { canonicalNcm } from "#contract/products/ncm.ts";
import { type AntidumpingMeasure, antidumpingListInputSchema, antidumpingSchema } from "./antidumping";
import { IMPORTER_REGIME_MESSAGE, IMPORTER_REGIMES, regimeSchema, regimesInputSchema, type TaxRegimeInput } from "./tax-regimes";

export * from "./containers";
export * from "./tax-regimes";
export * from "./antidumping";

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
  param("afrmm_pct", percent("AFRMM (% do frete)")),
  param("despesas_brl_por_embarque", amount("Despesas por embarque (R$)", 2)),
  param("siscomex_brl_por_declaracao", amount("Taxa Siscomex por declaração (R$)", 2)),
  param("siscomex_brl_por_adicao", amount("Taxa Siscomex por adição (R$)", 2)),
  param("unidades_por_embarque", { label: "Unidades por embarque", decimals: 0, min: 1, max: 1_000_000_000 }),
  param("transito_dias_padrao", { label: "Trânsito até o desembaraço, demais países (dias)", decimals: 0, min: 0, max: 365 }),
] as const;
export type ImportParamField = (typeof IMPORT_PARAM_FIELDS)[number]["name"];

/** One parameter's rule (every name is in the list above). */
export const importParamRule = (name: ImportParamField): NumberRule => IMPORT_PARAM_FIELDS.find((field) => field.name === name)!.rule;

/** A category's (and a product's own) II and IPI rates, and a category's Imposto Seletivo. */
export const II_RULE = percent("II (%)");
export const IPI_RULE = percent("IPI (%)");
export const IS_RULE = percent("IS (%)");

/** The transit time from one country to the clearance in Brazil (days). */
export const TRANSIT_RULE: NumberRule = { label: "Trânsito (dias)", decimals: 0, min: 0, max: 365 };
export const TRANSIT_COUNTRY_MESSAGE = "Informe o país pelo código de duas letras (ex.: cn).";
const TRANSIT_LIST_MESSAGE = "transito deve ser uma lista de {cod_pais, dias}.";
export const DUPLICATE_TRANSIT_MESSAGE = "Cada país pode aparecer apenas uma vez no trânsito.";
export const TRANSIT_MAX = 250;
export const TRANSIT_MAX_MESSAGE = `No máximo ${TRANSIT_MAX} países no trânsito.`;

export const IMPORT_PARAMS_SAVED = "Parâmetros de importação salvos!";
export const IMPORT_PARAMS_FORBIDDEN = "Somente administradores podem alterar os parâmetros de importação.";
export const NCM_MESSAGE = "O NCM deve ter 8 dígitos (ex.: 8516.79.00).";
const CATEGORY_MESSAGE = "Categoria de produto inválida.";
const DUPLICATE_CATEGORY_MESSAGE = "Cada categoria pode aparecer apenas uma vez.";
const CATEGORIES_LIST_MESSAGE = "categorias deve ser uma lista de {id_categoria, ncm, ii_pct, ipi_pct, is_pct}.";
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
  is_pct: numberField(IS_RULE, "0").optional().default("0"),
});

export const transitInputSchema = z.object({
  cod_pais: z
    .string({ error: TRANSIT_COUNTRY_MESSAGE })
    .trim()
    .toLowerCase()
    .refine((value) => /^[a-z]{2}$/.test(value), { error: TRANSIT_COUNTRY_MESSAGE }),
  dias: wholeNumberField(TRANSIT_RULE),
});

/** `transito` of PUT /api/import-params/: per country of origin, the days from shipment to clearance. */
const transitListInputSchema = z
  .array(transitInputSchema, { error: TRANSIT_LIST_MESSAGE })
  .max(TRANSIT_MAX, { error: TRANSIT_MAX_MESSAGE })
  .refine((list) => new Set(list.map((t) => t.cod_pais)).size === list.length, { error: DUPLICATE_TRANSIT_MESSAGE });

/**
 * PUT /api/import-params/: every scalar parameter, and the categories' rates. A category left out of
 * `categorias` keeps its rates from the current version; every save is a new version. `versao`, when sent, is
 * the version the form was loaded from: the save is refused (409) if another one has been saved since
 * (contract/shared/versions.ts; docs/decisions/0057-import-params-optimistic-concurrency.md).
 */
export const importParamsUpdateSchema = z.object({
  versao: versionField,
  frete_usd_por_m3: numberField(importParamRule("frete_usd_por_m3")),
  frete_usd_por_kg: numberField(importParamRule("frete_usd_por_kg")),
  seguro_pct: numberField(importParamRule("seguro_pct")),
  afrmm_pct: numberField(importParamRule("afrmm_pct")),
  despesas_brl_por_embarque: numberField(importParamRule("despesas_brl_por_embarque")),
  siscomex_brl_por_declaracao: numberField(importParamRule("siscomex_brl_por_declaracao")).optional(),
  siscomex_brl_por_adicao: numberField(importParamRule("siscomex_brl_por_adicao")).optional(),
  unidades_por_embarque: wholeNumberField(importParamRule("unidades_por_embarque")),
  transito_dias_padrao: wholeNumberField(importParamRule("transito_dias_padrao")).optional(),
  regime_importador: z.enum(IMPORTER_REGIMES, { error: IMPORTER_REGIME_MESSAGE }).optional(),
  categorias: z
    .array(categoryRateInputSchema, { error: CATEGORIES_LIST_MESSAGE })
    .max(1000, { error: "Categorias demais." })
    .refine((list) => new Set(list.map((c) => c.id_categoria)).size === list.length, { error: DUPLICATE_CATEGORY_MESSAGE })
    .optional()
    .default([]),
  // The container types (at least one); left out, the version in force keeps its own.
  conteineres: containersInputSchema.optional(),
  // The tax regimes (at least one, vigências apart), the transit times and the antidumping measures; each left
  // out, the version in force keeps its own.
  regimes: regimesInputSchema.optional(),
  transito: transitListInputSchema.optional(),
  antidumping: antidumpingListInputSchema.optional(),
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
  is_pct: z.number(),
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
  afrmm_pct: z.number(),
  despesas_brl_por_embarque: z.number(),
  siscomex_brl_por_declaracao: z.number(),
  siscomex_brl_por_adicao: z.number(),
  unidades_por_embarque: z.number(),
  transito_dias_padrao: z.number(),
  regime_importador: z.enum(IMPORTER_REGIMES),
  categorias: z.array(categoryRateSchema),
  /** The container types of this version, in the order given (empty for versions older than containers). */
  conteineres: z.array(containerSchema),
  /** The tax regimes, by the start of their vigência. */
  regimes: z.array(regimeSchema),
  /** The transit time per country of origin, by country code. */
  transito: z.array(z.object({ cod_pais: z.string(), dias: z.number() })),
  antidumping: z.array(antidumpingSchema),
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
  afrmm_pct: "8",
  despesas_brl_por_embarque: "3000",
  // Portaria ME 4.131/2021, art. 1º: per declaration, and per addition up to the second (IN RFB 2.024/2021).
  siscomex_brl_por_declaracao: "115.67",
  siscomex_brl_por_adicao: "38.56",
  unidades_por_embarque: 1000,
  transito_dias_padrao: 30,
  regime_importador: "lucro_real",
} as const;

/** Where the 2027 CBS rate comes from until the Senate fixes it (LC 214/2025, arts. 18 and 349). */
export const CBS_2027_ESTIMATE =
  "CBS estimada: alíquota de referência de 8,8 % (projeção publicada em fev/2026; o Senado ainda não a fixou, LC 214/2025, arts. 18 e 349) menos 0,1 ponto (ADCT, art. 127)";

/**
 * The example regimes (docs/landed-cost.md, "The tax regime of the clearance date"): 2026 as the law stands (CBS and
 * IBS as test amounts offset against PIS/COFINS, LC 214/2025 arts. 343, 346 and 348), and 2027–2028 (PIS/COFINS
 * extinct, CBS at its estimated rate, IBS 0,05 % + 0,05 % by art. 344, IPI only for goods competing with the ZFM, the
 * Imposto Seletivo). The ICMS rate is the state's example, kept until 2028 (it shrinks from 2029: a regime to add).
 */
export const EXAMPLE_REGIMES = [
  {
    nome: "2026",
    vigente_de: null,
    vigente_ate: "2026-12-31",
    pis_pct: "2.10",
    cofins_pct: "9.65",
    cbs_pct: "0.9",
    ibs_pct: "0.1",
    icms_pct: "18",
    cbs_ibs_cobrados: false,
    ipi_somente_zfm: false,
    imposto_seletivo: false,
    cbs_ibs_na_base_do_icms: false,
    estimativa: null,
  },
  {
    nome: "2027–2028",
    vigente_de: "2027-01-01",
    vigente_ate: "2028-12-31",
    pis_pct: "0",
    cofins_pct: "0",
    cbs_pct: "8.7",
    ibs_pct: "0.1",
    icms_pct: "18",
    cbs_ibs_cobrados: true,
    ipi_somente_zfm: true,
    imposto_seletivo: true,
    cbs_ibs_na_base_do_icms: true,
    estimativa: CBS_2027_ESTIMATE,
  },
] as const satisfies readonly TaxRegimeInput[];

/** Example transit times to the clearance in Brazil, by sea (days). */
export const EXAMPLE_TRANSIT = [
  { cod_pais: "cn", dias: 40 },
  { cod_pais: "in", dias: 35 },
  { cod_pais: "vn", dias: 40 },
  { cod_pais: "us", dias: 20 },
  { cod_pais: "de", dias: 25 },
  { cod_pais: "it", dias: 25 },
] as const;

/**
 * The example antidumping measure: Resolução GECEX nº 830, de 19/12/2025, on ceramic tableware from China (NCM 6911
 * and 6912), the duty for exporters not named in it.
 */
export const EXAMPLE_ANTIDUMPING = [
  {
    ncm_prefixo: "6912",
    cod_pais: "cn",
    descricao: "Louça de mesa de cerâmica",
    tipo: "usd_kg",
    valor: "5.14",
    resolucao: "Resolução GECEX nº 830/2025",
    vigente_de: "2025-12-22",
    vigente_ate: "2030-12-21",
  },
] as const satisfies readonly AntidumpingMeasure[];

/** Example NCM, II and IPI per seeded product category (plausible TEC/TIPI figures, not a classification). */
export const EXAMPLE_CATEGORY_RATES: Record<string, { ncm: string; ii_pct: string; ipi_pct: string; is_pct?: string }> = {
  "Utilidades Domésticas": { ncm: "73239300", ii_pct: "18", ipi_pct: "6.5" },
  Eletrônicos: { ncm: "85183000", ii_pct: "16", ipi_pct: "9.75" },
  Vestuário: { ncm: "61091000", ii_pct: "35", ipi_pct: "0" },
  Brinquedos: { ncm: "95030099", ii_pct: "20", ipi_pct: "0" },
  Ferramentas: { ncm: "82041100", ii_pct: "18", ipi_pct: "3.25" },
  Decoração: { ncm: "69139000", ii_pct: "18", ipi_pct: "6.5" },
  Papelaria: { ncm: "48202000", ii_pct: "16", ipi_pct: "0" },
  Iluminação: { ncm: "85395200", ii_pct: "16", ipi_pct: "6.5" },
};
