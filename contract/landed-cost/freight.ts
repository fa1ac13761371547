// The freight of one unit (docs/landed-cost.md, "Packing"): which carton it ships in and that carton's LCL charge
// shared by its units. Exact (decimal.js): the API computes it; the pages read the carton rules from ./packing.ts.
import { type DecimalInput, type Exact, exact, larger } from "#contract/shared/exact.ts";
import type { Packing, PackingSource } from "#contract/products/packing.ts";

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
export function cartonOf(
  quote: Packing | null,
  product: Packing,
  unit: { cubagem_m3: DecimalInput | null; peso_kg: DecimalInput | null },
): Carton {
  for (const [fonte, packing] of [
    ["cotacao", quote],
    ["produto", product],
  ] as const) {
    if (usable(packing))
      return { fonte, unidades: packing.unidades_por_caixa, m3: measure(packing.caixa_cubagem_m3), kg: measure(packing.caixa_peso_kg) };
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
export const lclCharge = (m3: Exact, kg: Exact, rates: LclRates): Exact =>
  larger(m3.mul(exact(rates.frete_usd_por_m3)), kg.mul(exact(rates.frete_usd_por_kg)));

/** LCL freight of one unit (USD, exact): its carton's charge shared by the units in it. */
export const unitFreightUsd = (carton: Carton, rates: LclRates): Exact => lclCharge(carton.m3, carton.kg, rates).div(carton.unidades);
