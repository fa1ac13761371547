// The tax regimes of the landed cost (docs/landed-cost.md, "The tax regime of the clearance date"): which taxes an
// import pays and at what rates, each regime with its vigência, chosen by the day the goods clear customs. The tax
// reform (EC 132/2023, LC 214/2025) replaces PIS/COFINS by the CBS from 2027, zeroes the IPI except for goods whose
// industrialisation is incentivised in the Zona Franca de Manaus, starts the Imposto Seletivo, and shrinks the ICMS
// from 2029: each step is a regime the administrator keeps, versioned with the other import parameters.
import { z } from "zod";
import { addDays } from "#contract/time/calendar-days.ts";
import type { DecimalInput } from "#contract/shared/exact.ts";
import { numberField } from "#contract/numbers/number-field.ts";
import type { NumberRule } from "#contract/numbers/numbers.ts";
import { isCalendarDay } from "#contract/quotes/quote-terms.ts";
import { CLEARANCE_DAY_MESSAGE } from "./landed-cost-rules";

const percent = (label: string): NumberRule => ({ label, decimals: 4, min: 0, max: 100 });

/** Rules of a regime's rates, read by the one pt-BR number reader. */
export const REGIME_RATE_FIELDS = {
  pis_pct: percent("PIS (%)"),
  cofins_pct: percent("COFINS (%)"),
  cbs_pct: percent("CBS (%)"),
  ibs_pct: percent("IBS (%)"),
  // The ICMS is computed "por dentro" (divided by 1 − rate): 100 % has no meaning.
  icms_pct: { ...percent("ICMS (%)"), belowMax: true },
} as const satisfies Record<string, NumberRule>;

/**
 * One regime, its rates as exact decimal text (percentages: 9.65 means 9.65 %):
 * - `vigente_de` / `vigente_ate`: the first and last day of clearance it governs (YYYY-MM-DD, both included); null:
 *   no start, no end;
 * - `cbs_ibs_cobrados`: false while the CBS and IBS are test amounts offset against PIS/COFINS (2026, LC 214/2025
 *   art. 348): the breakdown shows them, the figure does not add them;
 * - `ipi_somente_zfm`: the IPI is zero except for goods marked as competing with the Zona Franca de Manaus
 *   (from 2027, ADCT art. 126, III);
 * - `imposto_seletivo`: the categories' Imposto Seletivo applies (from 2027);
 * - `cbs_ibs_na_base_do_icms`: the CBS and IBS paid enter the ICMS base, as "quaisquer outros impostos" of LC 87/1996
 *   art. 13, V, "e" (SEFAZ-SP's reading; no express rule of the LC): only when they are charged;
 * - `estimativa`: where a rate is an estimate (the CBS reference rate before the Senate fixes it), its source, shown
 *   beside the figure; null when every rate is the law's.
 */
export interface TaxRegime {
  nome: string;
  vigente_de: string | null;
  vigente_ate: string | null;
  pis_pct: DecimalInput;
  cofins_pct: DecimalInput;
  cbs_pct: DecimalInput;
  ibs_pct: DecimalInput;
  cbs_ibs_cobrados: boolean;
  ipi_somente_zfm: boolean;
  imposto_seletivo: boolean;
  cbs_ibs_na_base_do_icms: boolean;
  icms_pct: DecimalInput;
  estimativa: string | null;
}

export const REGIMES_MAX = 20;
const REGIME_NAME_MAX = 40;
const ESTIMATE_MAX = 300;
export const REGIME_NAME_MESSAGE = `Informe o nome do regime (ex.: 2027–2028), com até ${REGIME_NAME_MAX} caracteres.`;
export const REGIME_DAY_MESSAGE = "Data de vigência inválida: use uma data real no formato AAAA-MM-DD.";
export const REGIME_ORDER_MESSAGE = "O fim da vigência não pode ser anterior ao início.";
export const REGIMES_EMPTY_MESSAGE = "Informe ao menos um regime tributário.";
export const REGIMES_MAX_MESSAGE = `No máximo ${REGIMES_MAX} regimes tributários.`;
const ESTIMATE_MESSAGE = `A fonte da estimativa tem no máximo ${ESTIMATE_MAX} caracteres.`;
const REGIMES_LIST_MESSAGE =
  "regimes deve ser uma lista de {nome, vigente_de, vigente_ate, pis_pct, cofins_pct, cbs_pct, ibs_pct, icms_pct, ...}.";

/** Two regimes that govern a common day: the message names both (a day has one law). */
export const regimesOverlapMessage = (a: string, b: string) =>
  `As vigências dos regimes ${a} e ${b} se sobrepõem: cada data de desembaraço pode ter um só regime.`;

const dayOrNull = z
  .union([z.string(), z.null()], { error: REGIME_DAY_MESSAGE })
  .transform((value, ctx) => {
    const text = value?.trim() ?? "";
    if (text === "") return null;
    if (!isCalendarDay(text)) {
      ctx.addIssue({ code: "custom", message: REGIME_DAY_MESSAGE });
      return z.NEVER;
    }
    return text;
  })
  .meta({ type: ["string", "null"], format: "date" });

/** A checkbox's value as a form sends it ('on'), or a JSON boolean. */
const flag = z
  .union([z.boolean(), z.literal("on"), z.literal("true"), z.literal("false"), z.literal(""), z.null()])
  .transform((value) => value === true || value === "on" || value === "true")
  .meta({ type: "boolean" });

// PIS, COFINS, CBS and IBS left empty or out are 0 (a regime without that tax), as a category's IS is; the ICMS is
// always given.
export const regimeInputSchema = z
  .object({
    nome: z
      .string({ error: REGIME_NAME_MESSAGE })
      .trim()
      .min(1, { error: REGIME_NAME_MESSAGE })
      .max(REGIME_NAME_MAX, { error: REGIME_NAME_MESSAGE }),
    vigente_de: dayOrNull.optional().default(null),
    vigente_ate: dayOrNull.optional().default(null),
    pis_pct: numberField(REGIME_RATE_FIELDS.pis_pct, "0").optional().default("0"),
    cofins_pct: numberField(REGIME_RATE_FIELDS.cofins_pct, "0").optional().default("0"),
    cbs_pct: numberField(REGIME_RATE_FIELDS.cbs_pct, "0").optional().default("0"),
    ibs_pct: numberField(REGIME_RATE_FIELDS.ibs_pct, "0").optional().default("0"),
    icms_pct: numberField(REGIME_RATE_FIELDS.icms_pct),
    cbs_ibs_cobrados: flag.optional().default(false),
    ipi_somente_zfm: flag.optional().default(false),
    imposto_seletivo: flag.optional().default(false),
    cbs_ibs_na_base_do_icms: flag.optional().default(false),
    estimativa: z
      .union([z.string(), z.null()], { error: ESTIMATE_MESSAGE })
      .transform((value) => value?.trim() || null)
      .refine((value) => value === null || value.length <= ESTIMATE_MAX, { error: ESTIMATE_MESSAGE })
      .optional()
      .default(null),
  })
  .refine((r) => r.vigente_de === null || r.vigente_ate === null || r.vigente_de <= r.vigente_ate, {
    error: REGIME_ORDER_MESSAGE,
    path: ["vigente_ate"],
  });
export type TaxRegimeInput = z.output<typeof regimeInputSchema>;

/** The first pair of regimes (positions in `list`) whose vigências share a day, or null. */
export function overlappingRegimes(list: readonly Pick<TaxRegime, "vigente_de" | "vigente_ate">[]): [number, number] | null {
  for (let i = 0; i < list.length; i++) {
    for (let j = i + 1; j < list.length; j++) {
      const a = list[i]!;
      const b = list[j]!;
      // Two closed-or-open intervals meet unless one ends before the other starts.
      const aBeforeB = a.vigente_ate !== null && b.vigente_de !== null && a.vigente_ate < b.vigente_de;
      const bBeforeA = b.vigente_ate !== null && a.vigente_de !== null && b.vigente_ate < a.vigente_de;
      if (!aBeforeB && !bBeforeA) return [i, j];
    }
  }
  return null;
}

/**
 * `regimes` of PUT /api/import-params/: at least one, no two governing the same day (the message names both, on
 * the later one's `vigente_de`); left out, the version in force keeps its own.
 */
export const regimesInputSchema = z
  .array(regimeInputSchema, { error: REGIMES_LIST_MESSAGE })
  .min(1, { error: REGIMES_EMPTY_MESSAGE })
  .max(REGIMES_MAX, { error: REGIMES_MAX_MESSAGE })
  .superRefine((list, ctx) => {
    const pair = overlappingRegimes(list);
    if (pair) {
      const [i, j] = pair;
      ctx.addIssue({ code: "custom", message: regimesOverlapMessage(list[i]!.nome, list[j]!.nome), path: [j, "vigente_de"] });
    }
  });

/** A regime as the API answers it (rates as numbers). */
export const regimeSchema = z.object({
  nome: z.string(),
  vigente_de: z.string().nullable(),
  vigente_ate: z.string().nullable(),
  pis_pct: z.number(),
  cofins_pct: z.number(),
  cbs_pct: z.number(),
  ibs_pct: z.number(),
  icms_pct: z.number(),
  cbs_ibs_cobrados: z.boolean(),
  ipi_somente_zfm: z.boolean(),
  imposto_seletivo: z.boolean(),
  cbs_ibs_na_base_do_icms: z.boolean(),
  estimativa: z.string().nullable(),
});

/**
 * The regime that governs `day`: the one whose vigência holds it; a day outside every vigência takes the latest
 * regime that started before it (or the earliest, before them all), and `fora_da_vigencia` says so, so the
 * breakdown can warn that no regime was kept for that date.
 */
export function regimeOn<R extends Pick<TaxRegime, "vigente_de" | "vigente_ate">>(
  regimes: readonly R[],
  day: string,
): { regime: R; fora_da_vigencia: boolean } {
  const inForce = regimes.find((r) => (r.vigente_de === null || r.vigente_de <= day) && (r.vigente_ate === null || day <= r.vigente_ate));
  if (inForce) return { regime: inForce, fora_da_vigencia: false };
  const started = regimes
    .filter((r) => r.vigente_de === null || r.vigente_de <= day)
    .sort((a, b) => (a.vigente_de ?? "").localeCompare(b.vigente_de ?? ""));
  const earliest = [...regimes].sort((a, b) => (a.vigente_de ?? "").localeCompare(b.vigente_de ?? ""));
  const regime = started.at(-1) ?? earliest[0];
  if (!regime) throw new RangeError("Nenhum regime tributário nos parâmetros de importação.");
  return { regime, fora_da_vigencia: true };
}

/**
 * The day the goods are expected to clear customs: the day quoted, plus the quote's lead time (0 when not said),
 * plus the transit time from the supplier's country (docs/landed-cost.md).
 */
export const clearanceDay = (quotedOn: string, leadTimeDays: number | null, transitDays: number) =>
  addDays(quotedOn, (leadTimeDays ?? 0) + transitDays);

export { CLEARANCE_DAY_MESSAGE };

/**
 * `desembaraco` of the product detail and the comparison: the clearance day the buyer chooses, so every figure is
 * computed under that day's regime; absent or empty, each quote's expected day.
 */
export const clearanceDayParam = z
  .string({ error: CLEARANCE_DAY_MESSAGE })
  .trim()
  .refine((value) => value === "" || isCalendarDay(value), { error: CLEARANCE_DAY_MESSAGE })
  .transform((value) => value || undefined)
  .optional()
  .meta({ format: "date", description: "Data de desembaraço escolhida (AAAA-MM-DD); sem ela, a prevista de cada cotação." });
export const productDetailQuerySchema = z.object({ desembaraco: clearanceDayParam });

// ---------------------------------------------------------------- the importer's regime (tax credits)

/** The importer's own tax regime: which taxes paid at clearance it recovers as credits (./tax-credits.ts). */
export const IMPORTER_REGIMES = ["lucro_real", "lucro_presumido", "simples_nacional"] as const;
export type ImporterRegime = (typeof IMPORTER_REGIMES)[number];
export const IMPORTER_REGIME_LABELS: Record<ImporterRegime, string> = {
  lucro_real: "Lucro real",
  lucro_presumido: "Lucro presumido",
  simples_nacional: "Simples Nacional",
};
export const IMPORTER_REGIME_MESSAGE = "Regime do importador inválido. Use: lucro_real, lucro_presumido ou simples_nacional.";
