// The landed cost of one unit in BRL ("custo posto", issue 12 section 2; docs/landed-cost.md). One pure
// function, used by the API; the web shows the breakdown the API returns and never recomputes it.
import Decimal from "decimal.js";

/**
 * Money never goes through binary floating point: every step is a decimal with 40 significant digits (far more
 * than any amount here needs), and only the results are rounded to cents, half up, at the very end.
 */
const Exact = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
type Exact = InstanceType<typeof Exact>;

/** A number as an API gives it, or its exact decimal text as the database stores it ('9.65'). */
export type DecimalInput = number | string;

/** The import parameters one computation uses (percentages as numbers: 9.65 means 9.65 %). */
export interface LandedCostParams {
  frete_usd_por_m3: DecimalInput;
  frete_usd_por_kg: DecimalInput;
  seguro_pct: DecimalInput;
  pis_pct: DecimalInput;
  cofins_pct: DecimalInput;
  afrmm_pct: DecimalInput;
  icms_pct: DecimalInput;
  despesas_brl_por_embarque: DecimalInput;
  unidades_por_embarque: DecimalInput;
  /** The product's category's rates, or the product's own override. */
  ii_pct: DecimalInput;
  ipi_pct: DecimalInput;
}

export interface LandedCostInput {
  /** The supplier's quote (FOB, USD per unit). */
  fob_usd: DecimalInput;
  /** USD→BRL. */
  usd_brl: DecimalInput;
  /** One unit's volume (m³) and weight (kg). */
  cubagem_m3: DecimalInput;
  peso_kg: DecimalInput;
  params: LandedCostParams;
}

/** Every line of the breakdown, in cents (USD lines in US cents), and the total computed unrounded. */
export interface LandedCost {
  fob_usd: number;
  frete_usd: number;
  seguro_usd: number;
  valor_aduaneiro_brl: number;
  ii_brl: number;
  ipi_brl: number;
  pis_brl: number;
  cofins_brl: number;
  afrmm_brl: number;
  despesas_brl: number;
  icms_brl: number;
  /** custo_posto_brl: the unrounded lines summed, then rounded (so it may differ by a cent from the rounded lines' sum). */
  total_brl: number;
  /** No volume and no weight: the freight (and the AFRMM on it) is 0, so the figure is too low. */
  incompleto: boolean;
}

/**
 * Parsed values by their text. The same few parameters, rates and measures come back for every cell of a
 * comparison (up to 1,000 per call) and every row of a list; a decimal is immutable, so one can serve them all.
 * Bounded: cleared when full, so unusual inputs cannot grow it.
 */
const parsed = new Map<string, Exact>();
const PARSED_MAX = 4096;

const exact = (value: DecimalInput): Exact => {
  const text = typeof value === "number" ? String(value) : value.trim();
  const known = parsed.get(text);
  if (known) return known;
  const number = new Exact(text);
  if (!number.isFinite()) throw new RangeError(`Valor não numérico no custo posto: ${value}`);
  if (parsed.size >= PARSED_MAX) parsed.clear();
  parsed.set(text, number);
  return number;
};

const percent = (value: DecimalInput) => exact(value).div(100);

/** Cents, half up: the one rounding of the computation. */
const cents = (value: Exact): number => value.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toNumber();

/** Every line of the breakdown, exact (unrounded). */
interface ExactLines {
  fob: Exact;
  freight: Exact;
  insurance: Exact;
  customsValue: Exact;
  ii: Exact;
  ipi: Exact;
  pis: Exact;
  cofins: Exact;
  afrmm: Exact;
  expenses: Exact;
  icms: Exact;
  total: Exact;
  incompleto: boolean;
}

/**
 * The formula of issue 12, step by step:
 * frete = max(m³ × frete/m³, kg × frete/kg); seguro = (FOB + frete) × seguro %; VA = (FOB + frete + seguro) × r;
 * II = VA × II %; IPI = (VA + II) × IPI %; PIS and COFINS = VA × %; AFRMM = frete × r × AFRMM %;
 * despesas = per shipment ÷ units; ICMS "por dentro" = base ÷ (1 − ICMS %) × ICMS %; total = the sum.
 */
function exactLines(input: LandedCostInput): ExactLines {
  const p = input.params;
  const icmsRate = percent(p.icms_pct);
  if (icmsRate.gte(1)) throw new RangeError("O ICMS precisa ser menor que 100 %.");
  const units = exact(p.unidades_por_embarque);
  if (units.lte(0)) throw new RangeError("As unidades por embarque precisam ser ao menos 1.");
  const rate = exact(input.usd_brl);
  const fob = exact(input.fob_usd);
  const volume = exact(input.cubagem_m3);
  const weight = exact(input.peso_kg);

  const freight = Exact.max(volume.mul(exact(p.frete_usd_por_m3)), weight.mul(exact(p.frete_usd_por_kg)));
  const insurance = fob.plus(freight).mul(percent(p.seguro_pct));
  const customsValue = fob.plus(freight).plus(insurance).mul(rate);
  const ii = customsValue.mul(percent(p.ii_pct));
  const ipi = customsValue.plus(ii).mul(percent(p.ipi_pct));
  const pis = customsValue.mul(percent(p.pis_pct));
  const cofins = customsValue.mul(percent(p.cofins_pct));
  const afrmm = freight.mul(rate).mul(percent(p.afrmm_pct));
  const expenses = exact(p.despesas_brl_por_embarque).div(units);
  const base = customsValue.plus(ii).plus(ipi).plus(pis).plus(cofins).plus(afrmm).plus(expenses);
  // "Por dentro": the ICMS is part of its own base, so the base is grossed up before the rate applies.
  const icms = base.div(new Exact(1).minus(icmsRate)).mul(icmsRate);
  const total = base.plus(icms);
  return { fob, freight, insurance, customsValue, ii, ipi, pis, cofins, afrmm, expenses, icms, total, incompleto: volume.isZero() && weight.isZero() };
}

/** The landed cost of one unit with its breakdown, each line rounded to cents for showing. */
export function landedCost(input: LandedCostInput): LandedCost {
  const lines = exactLines(input);
  return {
    fob_usd: cents(lines.fob),
    frete_usd: cents(lines.freight),
    seguro_usd: cents(lines.insurance),
    valor_aduaneiro_brl: cents(lines.customsValue),
    ii_brl: cents(lines.ii),
    ipi_brl: cents(lines.ipi),
    pis_brl: cents(lines.pis),
    cofins_brl: cents(lines.cofins),
    afrmm_brl: cents(lines.afrmm),
    despesas_brl: cents(lines.expenses),
    icms_brl: cents(lines.icms),
    total_brl: cents(lines.total),
    incompleto: lines.incompleto,
  };
}

/**
 * Only `total_brl` and `incompleto` of `landedCost`, by the very same steps (the comparison computes up to 1,000 of
 * them at once and shows no breakdown: rounding the eleven lines it would not show is a third of the time).
 */
export function landedCostTotal(input: LandedCostInput): Pick<LandedCost, "total_brl" | "incompleto"> {
  const lines = exactLines(input);
  return { total_brl: cents(lines.total), incompleto: lines.incompleto };
}

/** A USD amount at a rate (BRL or CNY per dollar), exactly, rounded to cents half up. */
export function usdAt(usd: DecimalInput, rate: DecimalInput): number {
  return cents(exact(usd).mul(exact(rate)));
}

/**
 * A USD quote in the three currencies the screens and exports show (spec section 2), each converted exactly and
 * rounded to cents only at the end, so the product page, the comparison and the export never differ by a cent.
 */
export function convertUsd(usd: DecimalInput, rates: { usd_brl: { valor: number }; usd_cny: { valor: number } }): { usd: number; brl: number; cny: number } {
  return { usd: cents(exact(usd)), brl: usdAt(usd, rates.usd_brl.valor), cny: usdAt(usd, rates.usd_cny.valor) };
}
