// Antidumping duties (docs/landed-cost.md, "Antidumping"): a table the administrator keeps with the import
// parameters, each measure as its resolution states it (Lei 9.019/1995: a specific duty in US$ per kg or per unit,
// or ad valorem). A product whose NCM and supplier's country match a measure in force warns; once a buyer confirms
// on the product that the measure applies, its duty enters the figure and the bases the law puts it in.
import { z } from "zod";
import { numberField } from "#contract/numbers/number-field.ts";
import type { NumberRule } from "#contract/numbers/numbers.ts";
import { isCalendarDay } from "#contract/quotes/quote-terms.ts";

export const ANTIDUMPING_KINDS = ["usd_kg", "usd_unidade", "pct"] as const;
export type AntidumpingKind = (typeof ANTIDUMPING_KINDS)[number];
export const ANTIDUMPING_KIND_LABELS: Record<AntidumpingKind, string> = {
  usd_kg: "US$ por kg",
  usd_unidade: "US$ por unidade",
  pct: "% do valor aduaneiro",
};

export const ANTIDUMPING_MAX = 100;
const TEXT_MAX = 200;
export const ANTIDUMPING_VALUE_RULE: NumberRule = { label: "Direito antidumping", decimals: 4, min: 0, aboveMin: true, max: 1_000_000 };
export const ANTIDUMPING_NCM_MESSAGE = "Informe de 2 a 8 dígitos do NCM (ex.: 9617.00 ou 96170010).";
export const ANTIDUMPING_COUNTRY_MESSAGE = "Informe o país de origem pelo código de duas letras (ex.: cn).";
export const ANTIDUMPING_TEXT_MESSAGE = `Informe a descrição e a resolução, cada uma com até ${TEXT_MAX} caracteres.`;
export const ANTIDUMPING_KIND_MESSAGE = "Tipo de direito inválido. Use: usd_kg, usd_unidade ou pct.";
export const ANTIDUMPING_DAY_MESSAGE = "Data de vigência inválida: use uma data real no formato AAAA-MM-DD.";
export const ANTIDUMPING_MAX_MESSAGE = `No máximo ${ANTIDUMPING_MAX} medidas antidumping.`;
const ANTIDUMPING_LIST_MESSAGE =
  "antidumping deve ser uma lista de {ncm_prefixo, cod_pais, descricao, tipo, valor, resolucao, vigente_de, vigente_ate}.";

/** One measure, its value as exact decimal text. */
export interface AntidumpingMeasure {
  ncm_prefixo: string;
  cod_pais: string;
  descricao: string;
  tipo: AntidumpingKind;
  valor: string;
  resolucao: string;
  vigente_de: string | null;
  vigente_ate: string | null;
}

const text = z
  .string({ error: ANTIDUMPING_TEXT_MESSAGE })
  .trim()
  .min(1, { error: ANTIDUMPING_TEXT_MESSAGE })
  .max(TEXT_MAX, { error: ANTIDUMPING_TEXT_MESSAGE });

const day = z
  .union([z.string(), z.null()], { error: ANTIDUMPING_DAY_MESSAGE })
  .transform((value, ctx) => {
    const trimmed = value?.trim() ?? "";
    if (trimmed === "") return null;
    if (!isCalendarDay(trimmed)) {
      ctx.addIssue({ code: "custom", message: ANTIDUMPING_DAY_MESSAGE });
      return z.NEVER;
    }
    return trimmed;
  })
  .meta({ type: ["string", "null"], format: "date" });

export const antidumpingInputSchema = z.object({
  ncm_prefixo: z
    .string({ error: ANTIDUMPING_NCM_MESSAGE })
    .transform((value) => value.replace(/[.\s]/g, ""))
    .refine((value) => /^\d{2,8}$/.test(value), { error: ANTIDUMPING_NCM_MESSAGE }),
  cod_pais: z
    .string({ error: ANTIDUMPING_COUNTRY_MESSAGE })
    .trim()
    .toLowerCase()
    .refine((value) => /^[a-z]{2}$/.test(value), { error: ANTIDUMPING_COUNTRY_MESSAGE }),
  descricao: text,
  tipo: z.enum(ANTIDUMPING_KINDS, { error: ANTIDUMPING_KIND_MESSAGE }),
  valor: numberField(ANTIDUMPING_VALUE_RULE),
  resolucao: text,
  vigente_de: day.optional().default(null),
  vigente_ate: day.optional().default(null),
}) satisfies z.ZodType<AntidumpingMeasure, unknown>;

/** `antidumping` of PUT /api/import-params/ (may be empty); left out, the version in force keeps its own. */
export const antidumpingListInputSchema = z
  .array(antidumpingInputSchema, { error: ANTIDUMPING_LIST_MESSAGE })
  .max(ANTIDUMPING_MAX, { error: ANTIDUMPING_MAX_MESSAGE });

/** A measure as the API answers it. */
export const antidumpingSchema = z.object({
  ncm_prefixo: z.string(),
  cod_pais: z.string(),
  descricao: z.string(),
  tipo: z.enum(ANTIDUMPING_KINDS),
  valor: z.number(),
  resolucao: z.string(),
  vigente_de: z.string().nullable(),
  vigente_ate: z.string().nullable(),
});
export type Antidumping = z.infer<typeof antidumpingSchema>;

/** The measures that reach goods of `ncm` from `country` cleared on `day` (a day null: any vigência). */
export function antidumpingFor<M extends Pick<AntidumpingMeasure, "ncm_prefixo" | "cod_pais" | "vigente_de" | "vigente_ate">>(
  measures: readonly M[],
  ncm: string | null,
  country: string,
  day: string | null,
): M[] {
  if (ncm === null) return [];
  const origin = country.trim().toLowerCase();
  return measures.filter(
    (m) =>
      ncm.startsWith(m.ncm_prefixo) &&
      m.cod_pais === origin &&
      (day === null || ((m.vigente_de === null || m.vigente_de <= day) && (m.vigente_ate === null || day <= m.vigente_ate))),
  );
}

/** The warning of a product whose NCM and a supplier's country match a measure: it names the resolution. */
export const antidumpingWarning = (measure: Pick<AntidumpingMeasure, "resolucao" | "descricao">, confirmed: boolean) =>
  confirmed
    ? `Antidumping aplicado (${measure.resolucao}: ${measure.descricao}).`
    : `Possível direito antidumping (${measure.resolucao}: ${measure.descricao}). Confirme no produto se ele se aplica; até lá, não entra no custo posto.`;
