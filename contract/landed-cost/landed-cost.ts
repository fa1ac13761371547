// The landed cost of one unit in BRL ("custo posto", docs/landed-cost.md). One pure function, used by the API;
// the web shows the breakdown the API returns and never recomputes it. What the quote's price already contains
// follows its incoterm; a supplier in Brazil is a domestic purchase; the ocean freight of one unit comes from its
// carton (./packing.ts) or from a comparison's shipment (./shipping.ts), and is given here.
import { cents, type DecimalInput, Exact, exact, percent } from "#contract/shared/exact.ts";
import { DEFAULT_INCOTERM, INCOTERM_COSTS, type LandedCostBase } from "./landed-cost-rules";
import type { AntidumpingKind } from "./antidumping";
import type { Incoterm } from "#contract/quotes/quote-terms.ts";
import { CREDIT_RULES, CREDITABLE_TAXES, type CreditableTax, recovers } from "./tax-credits";
import type { ImporterRegime, TaxRegime } from "./tax-regimes";

export type { DecimalInput } from "#contract/shared/exact.ts";
export * from "./landed-cost-rules";

/** An antidumping measure confirmed for the product and in force for its origin on the clearance day. */
export interface AntidumpingDuty {
  tipo: AntidumpingKind;
  /** US$ per kg, US$ per unit, or a percentage of the customs value. */
  valor: DecimalInput;
  resolucao: string;
}

/** The import parameters one computation uses (percentages as numbers: 9.65 means 9.65 %). */
export interface LandedCostParams {
  seguro_pct: DecimalInput;
  afrmm_pct: DecimalInput;
  despesas_brl_por_embarque: DecimalInput;
  /** The Taxa Siscomex of the shipment's declaration (one declaration, one addition per product). */
  siscomex_brl_por_embarque: DecimalInput;
  unidades_por_embarque: DecimalInput;
  /** The product's category's rates, or the product's own override. */
  ii_pct: DecimalInput;
  ipi_pct: DecimalInput;
  /** The category's Imposto Seletivo (0 where none applies); charged only where the regime has it. */
  is_pct: DecimalInput;
  /** The regime of the clearance day. */
  regime: TaxRegime;
  /** The product competes with goods incentivised in the Zona Franca de Manaus: it keeps its IPI in every regime. */
  ipi_zfm: boolean;
  /** The antidumping duty that applies, or null. */
  antidumping: AntidumpingDuty | null;
  /** Gross kg of one unit (the carton's kg over its units, or the unit's own): the base of a duty per kg. */
  peso_kg_unidade: DecimalInput;
  /** The importer's own regime: which taxes it recovers as credits. */
  importador: ImporterRegime;
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

/** A tax the importer recovers: its line, with the law that grants it. */
interface TaxCredit {
  tributo: CreditableTax;
  valor_brl: number;
  fundamento: string;
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
  /** The Imposto Seletivo: (VA + II) × IS %, where the regime has it. */
  is_brl: number;
  ipi_brl: number;
  /** The IPI rate was zeroed by the regime (the product does not compete with the ZFM). */
  ipi_zerado: boolean;
  pis_brl: number;
  cofins_brl: number;
  antidumping_brl: number;
  siscomex_brl: number;
  afrmm_brl: number;
  despesas_brl: number;
  /** The CBS and IBS base of LC 214/2025 art. 69: VA + II + IS + Siscomex + AFRMM + antidumping. */
  base_cbs_ibs_brl: number;
  cbs_brl: number;
  ibs_brl: number;
  /** false: test amounts offset against PIS/COFINS, shown and not added (2026). */
  cbs_ibs_cobrados: boolean;
  /** The ICMS base before its gross-up ("por dentro"). */
  base_icms_brl: number;
  icms_brl: number;
  /** What is paid at clearance ('desembolso'): the unrounded lines summed, then rounded. */
  total_brl: number;
  /** The credits the importer's regime recovers, each on its line. */
  creditos: TaxCredit[];
  /** The cost net of those credits: the exact total less the exact credits, then rounded. */
  custo_liquido_brl: number;
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
  selective: Exact;
  ipi: Exact;
  ipiZeroed: boolean;
  pis: Exact;
  cofins: Exact;
  antidumping: Exact;
  siscomex: Exact;
  afrmm: Exact;
  expenses: Exact;
  cbsIbsBase: Exact;
  cbs: Exact;
  ibs: Exact;
  charged: boolean;
  icmsBase: Exact;
  icms: Exact;
  total: Exact;
  credits: { tributo: CreditableTax; valor: Exact }[];
  net: Exact;
  incompleto: boolean;
}

const ZERO = new Exact(0);

/** Which way the figure is built (see LANDED_COST_BASES). */
const baseOf = (input: LandedCostInput, incoterm: Incoterm): LandedCostBase =>
  input.nacional ? "nacional" : INCOTERM_COSTS[incoterm].tributos ? "importacao" : "ddp";

/** The antidumping duty of one unit (BRL). */
function antidumpingOf(duty: AntidumpingDuty | null, customsValue: Exact, rate: Exact, unitKg: Exact): Exact {
  if (duty === null) return ZERO;
  const value = exact(duty.valor);
  if (duty.tipo === "pct") return customsValue.mul(value.div(100));
  return (duty.tipo === "usd_kg" ? value.mul(unitKg) : value).mul(rate);
}

/** The figure of a price the seller delivers taxed (DDP) or sells in Brazil: the price at the rate, nothing added. */
function priceOnly(base: LandedCostBase, incoterm: Incoterm, price: Exact, rate: Exact): ExactLines {
  const total = price.mul(rate);
  const none = {
    freight: ZERO,
    estimatedFreight: ZERO,
    insurance: ZERO,
    customsValue: ZERO,
    ii: ZERO,
    selective: ZERO,
    ipi: ZERO,
    pis: ZERO,
    cofins: ZERO,
    antidumping: ZERO,
    siscomex: ZERO,
    afrmm: ZERO,
    expenses: ZERO,
    cbsIbsBase: ZERO,
    cbs: ZERO,
    ibs: ZERO,
    icmsBase: ZERO,
    icms: ZERO,
  };
  return { base, incoterm, price, rate, ...none, ipiZeroed: false, charged: false, total, credits: [], net: total, incompleto: false };
}

/**
 * The formula, step by step (docs/landed-cost.md), under the regime of the clearance day:
 * frete = the unit's freight where the incoterm leaves it out, else 0; seguro = (preço + frete) × seguro % where
 * the incoterm leaves it out; VA = (preço + frete + seguro) × r; II = VA × II %; IS = (VA + II) × IS % where the
 * regime has it; IPI = (VA + II) × IPI % (0 where the regime zeroes it and the product does not compete with the
 * ZFM); PIS and COFINS = VA × %; antidumping as its measure states; Siscomex and despesas = per shipment ÷ units;
 * AFRMM = the unit's ocean freight × r × AFRMM %; CBS and IBS = (VA + II + IS + Siscomex + AFRMM + antidumping) × %
 * (added only where charged); ICMS "por dentro" = base ÷ (1 − ICMS %) × ICMS %; total = the sum; the net cost takes
 * off what the importer's regime credits. DDP and domestic: preço × r.
 */
function exactLines(input: LandedCostInput): ExactLines {
  const p = input.params;
  const regime = p.regime;
  const icmsRate = percent(regime.icms_pct);
  if (icmsRate.gte(1)) throw new RangeError("O ICMS precisa ser menor que 100 %.");
  const units = exact(p.unidades_por_embarque);
  if (units.lte(0)) throw new RangeError("As unidades por embarque precisam ser ao menos 1.");
  const incoterm = input.incoterm ?? DEFAULT_INCOTERM;
  const base = baseOf(input, incoterm);
  const rate = exact(input.usd_brl);
  const price = exact(input.preco_usd);
  if (base !== "importacao") return priceOnly(base, incoterm, price, rate);
  const added = INCOTERM_COSTS[incoterm];
  const estimatedFreight = exact(input.frete_usd);
  const freight = added.frete ? estimatedFreight : ZERO;
  const insurance = added.seguro ? price.plus(freight).mul(percent(p.seguro_pct)) : ZERO;
  // The customs value is the CIF value: a CFR, CIF or DAP price already stands for its freight.
  const customsValue = price.plus(freight).plus(insurance).mul(rate);
  const ii = customsValue.mul(percent(p.ii_pct));
  // LC 214/2025 art. 434, § 2º: the IS on imports is on the customs value plus the II.
  const selective = regime.imposto_seletivo ? customsValue.plus(ii).mul(percent(p.is_pct)) : ZERO;
  const ipiZeroed = regime.ipi_somente_zfm && !p.ipi_zfm;
  const ipi = ipiZeroed ? ZERO : customsValue.plus(ii).mul(percent(p.ipi_pct));
  const pis = customsValue.mul(percent(regime.pis_pct));
  const cofins = customsValue.mul(percent(regime.cofins_pct));
  const antidumping = antidumpingOf(p.antidumping, customsValue, rate, exact(p.peso_kg_unidade));
  const siscomex = exact(p.siscomex_brl_por_embarque).div(units);
  const afrmm = estimatedFreight.mul(rate).mul(percent(p.afrmm_pct));
  const expenses = exact(p.despesas_brl_por_embarque).div(units);
  // LC 214/2025 art. 69: the customs value plus II, IS, Siscomex, AFRMM and antidumping; never IPI, ICMS, PIS/COFINS.
  const cbsIbsBase = customsValue.plus(ii).plus(selective).plus(siscomex).plus(afrmm).plus(antidumping);
  const cbs = cbsIbsBase.mul(percent(regime.cbs_pct));
  const ibs = cbsIbsBase.mul(percent(regime.ibs_pct));
  const charged = regime.cbs_ibs_cobrados;
  const cbsIbsCost = charged ? cbs.plus(ibs) : ZERO;
  const icmsBase = customsValue
    .plus(ii)
    .plus(selective)
    .plus(ipi)
    .plus(pis)
    .plus(cofins)
    .plus(antidumping)
    .plus(siscomex)
    .plus(afrmm)
    .plus(expenses)
    .plus(regime.cbs_ibs_na_base_do_icms ? cbsIbsCost : ZERO);
  // "Por dentro": the ICMS is part of its own base, so the base is grossed up before the rate applies.
  const icms = icmsBase.div(new Exact(1).minus(icmsRate)).mul(icmsRate);
  const total = icmsBase.plus(regime.cbs_ibs_na_base_do_icms ? ZERO : cbsIbsCost).plus(icms);
  const paid: Record<CreditableTax, Exact> = { pis, cofins, cbs: charged ? cbs : ZERO, ibs: charged ? ibs : ZERO, ipi, icms };
  const credits = CREDITABLE_TAXES.filter((tax) => recovers(p.importador, tax) && paid[tax].gt(0)).map((tax) => ({
    tributo: tax,
    valor: paid[tax],
  }));
  const net = credits.reduce((sum, credit) => sum.minus(credit.valor), total);
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
    selective,
    ipi,
    ipiZeroed,
    pis,
    cofins,
    antidumping,
    siscomex,
    afrmm,
    expenses,
    cbsIbsBase,
    cbs,
    ibs,
    charged,
    icmsBase,
    icms,
    total,
    credits,
    net,
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
    is_brl: cents(lines.selective),
    ipi_brl: cents(lines.ipi),
    ipi_zerado: lines.ipiZeroed,
    pis_brl: cents(lines.pis),
    cofins_brl: cents(lines.cofins),
    antidumping_brl: cents(lines.antidumping),
    siscomex_brl: cents(lines.siscomex),
    afrmm_brl: cents(lines.afrmm),
    despesas_brl: cents(lines.expenses),
    base_cbs_ibs_brl: cents(lines.cbsIbsBase),
    cbs_brl: cents(lines.cbs),
    ibs_brl: cents(lines.ibs),
    cbs_ibs_cobrados: lines.charged,
    base_icms_brl: cents(lines.icmsBase),
    icms_brl: cents(lines.icms),
    total_brl: cents(lines.total),
    creditos: lines.credits.map((c) => ({ tributo: c.tributo, valor_brl: cents(c.valor), fundamento: CREDIT_RULES[c.tributo].fundamento })),
    custo_liquido_brl: cents(lines.net),
    incompleto: lines.incompleto,
  };
}

/**
 * Only `total_brl` and `incompleto` of `landedCost`, by the very same steps (the comparison computes up to 1,000 of
 * them at once and shows no breakdown: rounding the lines it would not show is a third of the time).
 */
export function landedCostTotal(input: LandedCostInput): Pick<LandedCost, "total_brl" | "custo_liquido_brl" | "incompleto"> {
  const lines = exactLines(input);
  return { total_brl: cents(lines.total), custo_liquido_brl: cents(lines.net), incompleto: lines.incompleto };
}

/**
 * The Taxa Siscomex of one declaration whose goods are one addition (Portaria ME 4.131/2021, art. 1º: per declaration
 * plus per addition), as exact text: a product's figure ships alone, its own addition.
 */
export const siscomexOfDeclaration = (fees: { siscomex_brl_por_declaracao: DecimalInput; siscomex_brl_por_adicao: DecimalInput }) =>
  exact(fees.siscomex_brl_por_declaracao).plus(exact(fees.siscomex_brl_por_adicao)).toString();

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
