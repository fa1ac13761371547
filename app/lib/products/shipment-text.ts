import { DEFAULT_INCOTERM, INCOTERM_COSTS } from "#contract/landed-cost/landed-cost-rules.ts";
import type { CompareCell, CompareShipment } from "#contract/products/product-compare.ts";
import { INCOTERMS } from "#contract/quotes/quote-terms.ts";
import { formatMeasure, formatMoney, formatPercent, formatQuantity } from "#app/lib/format.ts";

// The comparison's shipments in words (docs/landed-cost.md, "Contêineres"): what a supplier's column ships and how,
// and why a quote stays out of it. The API decides both (`totais[].embarque`, `no_embarque`); this only says them.

/** The incoterms that leave the freight to the buyer ("EXW, FCA, FOB"): their quotes are what ships. */
const buyerFreightTerms = INCOTERMS.filter((term) => INCOTERM_COSTS[term].frete).join(", ");

/** The matrix's footnote on shipments. */
export const SHIPMENT_NOTE =
  `Embarque: as cotações de cada fornecedor com frete por conta do comprador (${buyerFreightTerms} ou sem incoterm) viajam juntas, ` +
  "em LCL ou em contêineres, o que custar menos; cada produto paga a sua parte desse frete.";

/** The load, in three parts read together as "12 caixas · 0,96 m³ · 144 kg" (a unit without carton counts as one). */
function shipmentLoad(shipment: CompareShipment): string[] {
  const cartons = `${formatQuantity(shipment.caixas)} ${shipment.caixas === 1 ? "caixa" : "caixas"}`;
  return [cartons, formatMeasure(shipment.m3, "m³"), formatMeasure(shipment.kg, "kg")];
}

/** The containers without their fill: "1 × 40HC"; several types (none today) joined: "1 × 40HC + 1 × 20". */
const containersText = (shipment: CompareShipment) => shipment.conteineres.map((c) => `${c.quantidade} × ${c.tipo}`).join(" + ");

/**
 * How it ships: "LCL", "1 × 40HC, 88 %", or "2 × 40, 83 % cada": the API loads N containers of a type evenly and
 * gives that one fill (the fuller of m³ and kg) for each.
 */
function shipmentMode(shipment: CompareShipment): string {
  if (shipment.modo === "lcl") return "LCL";
  return shipment.conteineres
    .map((c) => `${c.quantidade} × ${c.tipo}, ${formatPercent(c.ocupacao_pct)}${c.quantidade > 1 ? " cada" : ""}`)
    .join(" + ");
}

/** "Frete $ 4.300,00": the whole shipment's. */
const shipmentFreight = (shipment: CompareShipment) => `Frete ${formatMoney(shipment.frete_usd, "USD")}`;

/** Which freight the column's landed costs carry: "Custo posto com frete LCL", "Custo posto com frete de 1 × 40HC". */
const shipmentBasis = (shipment: CompareShipment) =>
  shipment.modo === "lcl" ? "Custo posto com frete LCL" : `Custo posto com frete de ${containersText(shipment)}`;

/** A column's shipment as the matrix shows it, line by line. */
export interface ShipmentText {
  /** Cartons, m³ and kg, each kept whole where the line wraps. */
  carga: string[];
  modo: string;
  frete: string;
  base: string;
}

export const shipmentText = (shipment: CompareShipment): ShipmentText => ({
  carga: shipmentLoad(shipment),
  modo: shipmentMode(shipment),
  frete: shipmentFreight(shipment),
  base: shipmentBasis(shipment),
});

/** A quote of a product without a typed quantity: priced as on its page, with its carton's LCL freight per unit. */
const NO_QUANTITY = "Sem quantidade: custo posto da página do produto (frete LCL da caixa), fora do embarque.";

/** A column none of whose quotes ships on the buyer's freight. */
export const NO_SHIPMENT = "Nenhuma cotação embarca com frete do comprador.";

/**
 * Why a quote is not in its column's shipment (null when it is): no price, a domestic purchase, freight in the price
 * (its incoterm: DDP with the taxes too), no quantity typed (`quantidade` null) or 0, or expired without 'Incluir
 * vencidas'. Its landed cost is then the product page's.
 */
export function outOfShipment(cell: CompareCell, quantidade: number | null, incluirVencidas: boolean): string | null {
  if (cell.no_embarque) return null;
  if (cell.custo_posto_brl === null) return "Sem preço: fora do embarque.";
  if (cell.compra_nacional) return "Compra nacional: fora do embarque.";
  const incoterm = cell.incoterm ?? DEFAULT_INCOTERM;
  const costs = INCOTERM_COSTS[incoterm];
  if (!costs.tributos) return `${incoterm}: frete e tributos no preço, fora do embarque.`;
  if (!costs.frete) return `${incoterm}: frete no preço, fora do embarque.`;
  if (quantidade === null) return NO_QUANTITY;
  if (quantidade === 0) return "Quantidade 0: fora do embarque.";
  if (cell.vencida && !incluirVencidas) return "Vencida: fora do embarque.";
  return "Fora do embarque.";
}
