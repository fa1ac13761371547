// The master carton (docs/landed-cost.md, "Embalagem"): how many units a carton holds, its volume and its gross
// weight, on the product (its default) and on each supplier's quote (that supplier's carton, which wins). The
// freight of one unit is its carton's freight shared by the units in it, so a small item in a big carton is not
// charged a tenth of a cubic metre each (the product's own volume takes one decimal).
import { type DecimalInput, type Exact, exact, larger } from "./exact";
import type { NumberRule } from "./numbers";

/** The packing fields, each read by `readField` under these rules (a carton's m³ and kg must be more than 0). */
export const PACKING_FIELDS = {
  unidades_por_caixa: { label: "Unidades por caixa", decimals: 0, min: 1, max: 1_000_000_000 },
  caixa_cubagem_m3: { label: "Cubagem da caixa (m³)", decimals: 4, min: 0, aboveMin: true, max: 1_000_000_000 },
  caixa_peso_kg: { label: "Peso bruto da caixa (kg)", decimals: 2, min: 0, aboveMin: true, max: 1_000_000_000 },
} as const satisfies Record<string, NumberRule>;
export type PackingField = keyof typeof PACKING_FIELDS;

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

/** What ships: `unidades` units in one volume of `m3` and `kg` (a unit without carton is a volume of one). */
export interface Carton {
  fonte: PackingSource;
  unidades: number;
  m3: Exact;
  kg: Exact;
}

const positive = (value: DecimalInput | null): value is DecimalInput => value !== null && exact(value).gt(0);

/** A carton is usable when it says how many units it holds and at least its volume or its weight. */
function usable(packing: Packing | null): packing is Packing & { unidades_por_caixa: number } {
  return (
    packing !== null &&
    packing.unidades_por_caixa !== null &&
    packing.unidades_por_caixa >= 1 &&
    (positive(packing.caixa_cubagem_m3) || positive(packing.caixa_peso_kg))
  );
}

const measure = (value: DecimalInput | null): Exact => exact(positive(value) ? value : 0);

/**
 * The volume a unit ships in: the quote's carton when usable, else the product's, else the unit itself with the
 * product's volume and weight (a measure not given counts as 0: the other one decides).
 */
export function cartonOf(quote: Packing | null, product: Packing, unit: { cubagem_m3: DecimalInput | null; peso_kg: DecimalInput | null }): Carton {
  for (const [fonte, packing] of [
    ["cotacao", quote],
    ["produto", product],
  ] as const) {
    if (usable(packing)) return { fonte, unidades: packing.unidades_por_caixa, m3: measure(packing.caixa_cubagem_m3), kg: measure(packing.caixa_peso_kg) };
  }
  const m3 = measure(unit.cubagem_m3);
  const kg = measure(unit.peso_kg);
  return { fonte: m3.isZero() && kg.isZero() ? "sem_medidas" : "sem_embalagem", unidades: 1, m3, kg };
}

/** The freight rates of a shipment shared with other importers' goods (LCL), per m³ and per kg. */
export interface LclRates {
  frete_usd_por_m3: DecimalInput;
  frete_usd_por_kg: DecimalInput;
}

/** The LCL charge of some volume and weight: by m³ or by kg, whichever is more (the carriers' "W/M"). */
export const lclCharge = (m3: Exact, kg: Exact, rates: LclRates): Exact => larger(m3.mul(exact(rates.frete_usd_por_m3)), kg.mul(exact(rates.frete_usd_por_kg)));

/** LCL freight of one unit (USD, exact): its carton's charge shared by the units in it. */
export const unitFreightUsd = (carton: Carton, rates: LclRates): Exact => lclCharge(carton.m3, carton.kg, rates).div(carton.unidades);

/**
 * A carton's volume in m³ from its length, width and height in centimetres, rounded to 4 decimals (half up): what
 * a supplier's packing list gives, turned into the field's value (60 × 40 × 35 cm → 0,084 m³).
 */
export function cartonM3FromCm(length: DecimalInput, width: DecimalInput, height: DecimalInput): number {
  return exact(length).mul(exact(width)).mul(exact(height)).div(1_000_000).toDecimalPlaces(4).toNumber();
}
