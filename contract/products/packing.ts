// The master carton (docs/landed-cost.md, "Embalagem"): how many units a carton holds, its volume and its gross
// weight, on the product (its default) and on each supplier's quote (that supplier's carton, which wins). The
// freight of one unit is its carton's freight shared by the units in it, so a small item in a big carton is not
// charged a tenth of a cubic metre each (the product's own volume takes one decimal).
import { formatMeasure, type NumberRule, numberRuleMessage } from "#contract/numbers/numbers.ts";

/** A number as an API gives it, or its exact decimal text as the database stores it. */
type DecimalInput = number | string;

/** The packing fields, each read by `readField` under these rules (a carton's m³ and kg must be more than 0). */
export const PACKING_FIELDS = {
  unidades_por_caixa: { label: "Unidades por caixa", decimals: 0, min: 1, max: 1_000_000_000 },
  caixa_cubagem_m3: { label: "Cubagem da caixa (m³)", decimals: 4, min: 0, aboveMin: true, max: 1_000_000_000 },
  caixa_peso_kg: { label: "Peso bruto da caixa (kg)", decimals: 2, min: 0, aboveMin: true, max: 1_000_000_000 },
} as const satisfies Record<string, NumberRule>;
export type PackingField = keyof typeof PACKING_FIELDS;

/**
 * A carton's length, width and height in cm, as a supplier's packing list gives them: not stored, a page turns them
 * into the carton's m³ (`cartonM3FromCm`) when the m³ itself is left empty.
 */
export const CARTON_CM_FIELDS = {
  caixa_comprimento_cm: { label: "Comprimento (cm)", decimals: 2, min: 0, aboveMin: true, max: 1_000_000_000 },
  caixa_largura_cm: { label: "Largura (cm)", decimals: 2, min: 0, aboveMin: true, max: 1_000_000_000 },
  caixa_altura_cm: { label: "Altura (cm)", decimals: 2, min: 0, aboveMin: true, max: 1_000_000_000 },
} as const satisfies Record<string, NumberRule>;
export type CartonCmField = keyof typeof CARTON_CM_FIELDS;

/** Some of the three measures given, not all: no volume can be computed. */
export const CARTON_CM_INCOMPLETE = "Medidas da caixa: informe comprimento, largura e altura.";

/** The measures give a volume the m³ field refuses (a tiny carton rounds to 0 m³ at 4 places). */
export const cartonCmVolumeRefused = (m3: number) =>
  `Medidas da caixa: o volume calculado (${formatMeasure(m3, "m³")}) não é aceito. ${numberRuleMessage(PACKING_FIELDS.caixa_cubagem_m3)}`;

/** A carton as stored: each field optional (null: not given). */
export interface Packing {
  unidades_por_caixa: number | null;
  caixa_cubagem_m3: DecimalInput | null;
  caixa_peso_kg: DecimalInput | null;
}

export const NO_PACKING: Packing = { unidades_por_caixa: null, caixa_cubagem_m3: null, caixa_peso_kg: null };

/**
 * Which measures the freight of one unit was estimated from:
 * - `cotacao`: the supplier's carton (on its quote);
 * - `produto`: the product's carton;
 * - `sem_embalagem`: no carton known, the product's own volume and weight per unit (the page says 'sem embalagem');
 * - `sem_medidas`: nothing at all, so no freight can be estimated (the page says 'sem cubagem/peso').
 */
export const PACKING_SOURCES = ["cotacao", "produto", "sem_embalagem", "sem_medidas"] as const;
export type PackingSource = (typeof PACKING_SOURCES)[number];

/** A measure in cm with up to 4 decimals as an integer of 1/10.000 cm (exact: no binary floating point). */
function tenThousandths(value: DecimalInput): bigint {
  const match = /^(\d+)(?:\.(\d{1,4}))?$/.exec(typeof value === "number" ? String(value) : value.trim());
  if (!match) throw new RangeError(`Medida inválida: ${value}`);
  return BigInt(`${match[1]}${(match[2] ?? "").padEnd(4, "0")}`);
}

/**
 * A carton's volume in m³ from its length, width and height in centimetres, rounded to 4 decimals (half up): what
 * a supplier's packing list gives, turned into the field's value (60 × 40 × 35 cm → 0,084 m³). Exact, without
 * decimal.js, so a page can use it in the browser.
 */
export function cartonM3FromCm(length: DecimalInput, width: DecimalInput, height: DecimalInput): number {
  // cm³ in units of 10⁻¹² cm³; one 10.000th of a m³ is 100 cm³, i.e. 10¹⁴ of those units.
  const volume = tenThousandths(length) * tenThousandths(width) * tenThousandths(height);
  const unit = 10n ** 14n;
  const rounded = volume / unit + (2n * (volume % unit) >= unit ? 1n : 0n);
  return Number(rounded) / 10_000;
}
