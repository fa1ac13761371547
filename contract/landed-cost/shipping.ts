// How a supplier's goods travel (docs/landed-cost.md, "Contêineres"): shared space at the LCL rates, or whole
// containers of one type, whichever costs less; and how that freight is shared among the products shipped.
// Pure and exact: the comparison's API computes it, the page shows what it says.
import { type DecimalInput, Exact, exact, larger } from "#contract/shared/exact.ts";
import { type Carton, lclCharge, type LclRates } from "./freight";

/** A container type of the import parameters: usable m³, maximum cargo kg, and its ocean freight (USD). */
export interface ContainerType {
  tipo: string;
  m3_util: DecimalInput;
  kg_max: DecimalInput;
  frete_usd: DecimalInput;
}

/** N containers of one type, and how full each is (the binding measure, m³ or kg, in whole percent). */
interface ContainersUsed {
  tipo: string;
  quantidade: number;
  ocupacao_pct: number;
}

export interface ShippingChoice {
  modo: "lcl" | "conteiner";
  /** Empty for LCL; one entry (one type) for containers. */
  conteineres: ContainersUsed[];
  /** The whole freight (USD, exact). */
  frete: Exact;
  /** The chosen container type (containers only), for sharing the freight. */
  tipo: ContainerType | null;
}

/** How many containers of a type a load needs: by m³ and by kg, whichever needs more. */
function containersFor(m3: Exact, kg: Exact, type: ContainerType): number {
  const byVolume = m3.div(exact(type.m3_util)).ceil();
  const byWeight = kg.div(exact(type.kg_max)).ceil();
  return larger(byVolume, byWeight).toNumber();
}

/** The fuller measure of N containers, in whole percent (half up). */
function occupancy(m3: Exact, kg: Exact, type: ContainerType, quantity: number): number {
  const volume = m3.div(exact(type.m3_util).mul(quantity));
  const weight = kg.div(exact(type.kg_max).mul(quantity));
  return larger(volume, weight).mul(100).toDecimalPlaces(0).toNumber();
}

/**
 * The cheapest way to ship `m3` and `kg`: LCL (by m³ or by kg, whichever costs more) or N containers of one type
 * (N by m³ and by kg, whichever needs more). On a tie the earlier option wins: LCL, then the types in the order
 * given. Nothing to ship (0 m³ and 0 kg) is LCL at 0.
 */
export function chooseShipping(m3: Exact, kg: Exact, rates: LclRates, containers: readonly ContainerType[]): ShippingChoice {
  let best: ShippingChoice = { modo: "lcl", conteineres: [], frete: lclCharge(m3, kg, rates), tipo: null };
  if (m3.isZero() && kg.isZero()) return best;
  for (const type of containers) {
    const quantidade = containersFor(m3, kg, type);
    const frete = exact(type.frete_usd).mul(quantidade);
    if (frete.lt(best.frete)) {
      best = {
        modo: "conteiner",
        conteineres: [{ tipo: type.tipo, quantidade, ocupacao_pct: occupancy(m3, kg, type, quantidade) }],
        frete,
        tipo: type,
      };
    }
  }
  return best;
}

/** Decimal places of a product's freight per unit in a shipment. */
const SHARE_PLACES = 20;

/** One product of a shipment: how many units, in which carton. */
export interface ShipmentLine<K> {
  key: K;
  quantidade: number;
  carton: Carton;
}

export interface Shipment<K> {
  /** Whole cartons (a unit without carton counts as one), summed over the products. */
  caixas: number;
  m3: Exact;
  kg: Exact;
  choice: ShippingChoice;
  /** Each product's freight per unit (USD, exact): its share of the shipment's freight over its quantity. */
  freightPerUnit: Map<K, Exact>;
}

/**
 * Ships some products together: each rounded up to whole cartons, the load summed, the cheapest way chosen, and its
 * freight shared by what each product makes the chosen way charge: in LCL its own charge (m³ or kg at the rates,
 * whichever is more); in containers its share of the containers' capacity (m³ ÷ m³ útil or kg ÷ kg máx, whichever
 * is more). A product with no measure takes no share (its landed cost is flagged incomplete elsewhere).
 */
export function planShipment<K>(lines: readonly ShipmentLine<K>[], rates: LclRates, containers: readonly ContainerType[]): Shipment<K> {
  const loads = lines.map((line) => {
    const cartons = Math.ceil(line.quantidade / line.carton.unidades);
    return { line, cartons, m3: line.carton.m3.mul(cartons), kg: line.carton.kg.mul(cartons) };
  });
  const m3 = loads.reduce((sum, load) => sum.plus(load.m3), new Exact(0));
  const kg = loads.reduce((sum, load) => sum.plus(load.kg), new Exact(0));
  const choice = chooseShipping(m3, kg, rates, containers);
  const { tipo } = choice;
  const weights = loads.map((load) =>
    tipo === null ? lclCharge(load.m3, load.kg, rates) : larger(load.m3.div(exact(tipo.m3_util)), load.kg.div(exact(tipo.kg_max))),
  );
  const totalWeight = weights.reduce((sum, weight) => sum.plus(weight), new Exact(0));
  const freightPerUnit = new Map<K, Exact>();
  loads.forEach((load, index) => {
    const weight = weights[index] ?? new Exact(0);
    const share =
      totalWeight.isZero() || load.line.quantidade === 0
        ? new Exact(0)
        : choice.frete.mul(weight).div(totalWeight).div(load.line.quantidade);
    // A share is a fraction with 40 digits (4.000 ÷ 13.560), which makes every later step of up to 1,000 landed
    // costs nearly twice as slow; 20 places keep it exact to 10⁻²⁰ US$ a unit, nothing at 10 million units.
    freightPerUnit.set(load.line.key, share.toDecimalPlaces(SHARE_PLACES));
  });
  return { caixas: loads.reduce((sum, load) => sum + load.cartons, 0), m3, kg, choice, freightPerUnit };
}
