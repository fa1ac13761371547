// The landed cost of one unit in BRL ("custo posto", docs/landed-cost.md). One pure function, used by the API;
// the web shows the breakdown the API returns and never recomputes it. What the quote's price already contains
// follows its incoterm; a supplier in Brazil is a domestic purchase; the ocean freight of one unit comes from its
// carton (./packing.ts) or from a comparison's shipment (./shipping.ts), and is given here.
import { cents, type DecimalInput, Exact, exact, percent } from "./exact";
import { DEFAULT_INCOTERM, INCOTERM_COSTS, type LandedCostBase } from "./landed-cost-rules";
import type { Incoterm } from "./quote-terms";

export type { DecimalInput } from "./exact";
export * from "./landed-cost-rules";

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
  /** The supplier's price of one unit (USD) on its incoterm; more than 0 (an unpriced quote has no landed cost). */
  preco_usd: DecimalInput;
  /** The quote's incoterm; null when not said (read as FOB). */
  incoterm: Incoterm | null;
  /** The supplier is in Brazil. */
  nacional: boolean;
  /** USD→BRL. */
  usd_brl: DecimalInput;
  /**
   * The ocean freight of one unit (USD): added to the price when its incoterm leaves it out, and the AFRMM's base
   * whoever pays it. 0 with `sem_medidas`. An exact decimal as computed (a shipment's share) is taken as it is.
   */
  frete_usd: DecimalInput | Exact;
  /** Nothing to estimate the freight from: the figure lacks the freight (or the AFRMM on it). */
  sem_medidas: boolean;
  params: LandedCostParams;
}

/** Every line of the breakdown, in cents (USD lines in US cents), and the total computed unrounded. */
export interface LandedCost {
  base: LandedCostBase;
  /** The incoterm the figure follows (the quote's, or FOB when it has none). */
  incoterm: Incoterm;
  /** false: the quote names no incoterm, FOB was assumed. */
  incoterm_informado: boolean;
  preco_usd: number;
  /** The price at the rate. */
  preco_brl: number;
  /** Freight added to the price (0 when the price includes it, or there is none). */
  frete_usd: number;
  /** The price already includes the ocean freight ('frete incluso no preço'). */
  frete_no_preco: boolean;
  /** The ocean freight of one unit as estimated: the AFRMM's base (0 for DDP and domestic purchases). */
  frete_estimado_usd: number;
  /** Insurance added to the price (0 when the price includes it). */
  seguro_usd: number;
  seguro_no_preco: boolean;
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
  /** The freight matters here and nothing gave it: the figure is too low. */
  incompleto: boolean;
}

/** Every line of the breakdown, exact (unrounded). */
interface ExactLines {
  base: LandedCostBase;
  incoterm: Incoterm;
  price: Exact;
  rate: Exact;
  freight: Exact;
  estimatedFreight: Exact;
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

const ZERO = new Exact(0);

/** Which way the figure is built (see LANDED_COST_BASES). */
const baseOf = (input: LandedCostInput, incoterm: Incoterm): LandedCostBase =>
  input.nacional ? "nacional" : INCOTERM_COSTS[incoterm].tributos ? "importacao" : "ddp";

/**
 * The formula, step by step (docs/landed-cost.md):
 * frete = the unit's freight where the incoterm leaves it out, else 0; seguro = (preço + frete) × seguro % where
 * the incoterm leaves it out; VA = (preço + frete + seguro) × r; II = VA × II %; IPI = (VA + II) × IPI %; PIS and
 * COFINS = VA × %; AFRMM = the unit's ocean freight × r × AFRMM % (due whoever paid the freight); despesas = per
 * shipment ÷ units; ICMS "por dentro" = base ÷ (1 − ICMS %) × ICMS %; total = the sum. DDP and domestic: preço × r.
 */
function exactLines(input: LandedCostInput): ExactLines {
  const p = input.params;
  const icmsRate = percent(p.icms_pct);
  if (icmsRate.gte(1)) throw new RangeError("O ICMS precisa ser menor que 100 %.");
  const units = exact(p.unidades_por_embarque);
  if (units.lte(0)) throw new RangeError("As unidades por embarque precisam ser ao menos 1.");
  const incoterm = input.incoterm ?? DEFAULT_INCOTERM;
  const base = baseOf(input, incoterm);
  const rate = exact(input.usd_brl);
  const price = exact(input.preco_usd);
  if (base !== "importacao") {
    const total = price.mul(rate);
    const none = {
      freight: ZERO,
      estimatedFreight: ZERO,
      insurance: ZERO,
      customsValue: ZERO,
      ii: ZERO,
      ipi: ZERO,
      pis: ZERO,
      cofins: ZERO,
      afrmm: ZERO,
    };
    return { base, incoterm, price, rate, ...none, expenses: ZERO, icms: ZERO, total, incompleto: false };
  }
  const added = INCOTERM_COSTS[incoterm];
  const estimatedFreight = exact(input.frete_usd);
  const freight = added.frete ? estimatedFreight : ZERO;
  const insurance = added.seguro ? price.plus(freight).mul(percent(p.seguro_pct)) : ZERO;
  // The customs value is the CIF value: a CFR, CIF or DAP price already stands for its freight.
  const customsValue = price.plus(freight).plus(insurance).mul(rate);
  const ii = customsValue.mul(percent(p.ii_pct));
  const ipi = customsValue.plus(ii).mul(percent(p.ipi_pct));
  const pis = customsValue.mul(percent(p.pis_pct));
  const cofins = customsValue.mul(percent(p.cofins_pct));
  const afrmm = estimatedFreight.mul(rate).mul(percent(p.afrmm_pct));
  const expenses = exact(p.despesas_brl_por_embarque).div(units);
  const taxBase = customsValue.plus(ii).plus(ipi).plus(pis).plus(cofins).plus(afrmm).plus(expenses);
  // "Por dentro": the ICMS is part of its own base, so the base is grossed up before the rate applies.
  const icms = taxBase.div(new Exact(1).minus(icmsRate)).mul(icmsRate);
  const total = taxBase.plus(icms);
  return {
    base,
    incoterm,
    price,
    rate,
    freight,
    estimatedFreight,
    insurance,
    customsValue,
    ii,
    ipi,
    pis,
    cofins,
    afrmm,
    expenses,
    icms,
    total,
    incompleto: input.sem_medidas,
  };
}

/** The landed cost of one unit with its breakdown, each line rounded to cents for showing. */
export function landedCost(input: LandedCostInput): LandedCost {
  const lines = exactLines(input);
  const priced = lines.base === "importacao" ? INCOTERM_COSTS[lines.incoterm] : { frete: false, seguro: false };
  return {
    base: lines.base,
    incoterm: lines.incoterm,
    incoterm_informado: input.incoterm !== null,
    preco_usd: cents(lines.price),
    preco_brl: cents(lines.price.mul(lines.rate)),
    frete_usd: cents(lines.freight),
    frete_no_preco: lines.base === "ddp" || (lines.base === "importacao" && !priced.frete),
    frete_estimado_usd: cents(lines.estimatedFreight),
    seguro_usd: cents(lines.insurance),
    seguro_no_preco: lines.base === "ddp" || (lines.base === "importacao" && !priced.seguro),
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
 * them at once and shows no breakdown: rounding the lines it would not show is a third of the time).
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
 * A USD quote in the three currencies the screens and exports show (specification §2), each converted exactly and
 * rounded to cents only at the end, so the product page, the comparison and the export never differ by a cent.
 */
export function convertUsd(
  usd: DecimalInput,
  rates: { usd_brl: { valor: number }; usd_cny: { valor: number } },
): { usd: number; brl: number; cny: number } {
  return { usd: cents(exact(usd)), brl: usdAt(usd, rates.usd_brl.valor), cny: usdAt(usd, rates.usd_cny.valor) };
}

/** A quote of 0 (or none) is the default of a supplier not quoted yet (specification §3), not a price. */
export const isPriced = (price: DecimalInput | null | undefined): price is DecimalInput =>
  price !== null && price !== undefined && price !== "" && exact(price).gt(0);
