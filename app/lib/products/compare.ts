import { formatDayBr } from "#contract/time/days.ts";
import type { ProductCompareReply } from "#contract/products/product-compare.ts";
import { type QuoteValidity, quoteValidity } from "#contract/quotes/quote-terms.ts";
import { outOfShipment, type ShipmentText, shipmentText } from "./shipment-text";

// What the compare page renders of GET /api/products/compare/ (ADR 0052): rows of cells lined up with
// the supplier columns. The marks, totals and answers are the API's; nothing here recomputes them.

export const COMPARE_FAILED = "Erro ao comparar produtos.";

export interface CompareCellView {
  supplierId: number;
  usd: number;
  brl: number;
  /** null: the quote is 0, no price yet. */
  custoPosto: number | null;
  /** Neither carton nor the product's volume and weight: the landed cost lacks the freight, so it is never marked best. */
  incompleto: boolean;
  validity: QuoteValidity;
  /** Greyed, and out of the marks unless 'Incluir vencidas'. */
  vencida: boolean;
  leadTime: number | null;
  melhor: boolean;
  maisRapido: boolean;
  /** This supplier is the product's preferred one. */
  preferido: boolean;
  /** Why the quote is not in its column's shipment (its landed cost is then the product page's); null when it is. */
  foraDoEmbarque: string | null;
  /** The landed cost net of the importer's credits; null without a price. */
  custoLiquido: number | null;
  /** An import's regime and clearance day: 'Regime 2027–2028, desembaraço 05/01/2027'; null otherwise. */
  regime: string | null;
}

interface CompareRowView {
  id: number;
  nome: string;
  quantidade: number;
  /** One entry per supplier column, null where that supplier does not quote the product. */
  cells: (CompareCellView | null)[];
}

interface CompareColumnView {
  id: number;
  nome: string;
  totalBrl: number;
  completo: boolean;
  /** No landed cost in the total lacks the freight: only then can it be the single best. */
  comparavel: boolean;
  melhorUnico: boolean;
  /** The column's shipment in words; null when none of its quotes ships on the buyer's freight. */
  embarque: ShipmentText | null;
}

export interface CompareView {
  rows: CompareRowView[];
  columns: CompareColumnView[];
  melhorUnico: { nome: string; totalBrl: number } | null;
  melhorPorItemBrl: number;
  /** Names of the products with a quantity that no quote can take. */
  semCotacao: string[];
  usdBrl: number;
}

/** The reply laid out for the matrix; `today` (YYYY-MM-DD, São Paulo) sets the validity badges. */
export function compareViewOf(reply: ProductCompareReply, today: string): CompareView {
  const cellOf = new Map(reply.celulas.map((cell) => [`${cell.product_id}:${cell.supplier_id}`, cell]));
  const totalOf = new Map(reply.totais.map((total) => [total.supplier_id, total]));
  const rows = reply.produtos.map((product) => ({
    id: product.id,
    nome: product.nome,
    quantidade: product.quantidade,
    cells: reply.suppliers.map((supplier): CompareCellView | null => {
      const cell = cellOf.get(`${product.id}:${supplier.id}`);
      if (!cell) return null;
      return {
        supplierId: supplier.id,
        usd: cell.cotacao_usd,
        brl: cell.cotacao_brl,
        custoPosto: cell.custo_posto_brl,
        incompleto: cell.custo_posto_incompleto,
        validity: quoteValidity(cell.valida_ate, today),
        vencida: cell.vencida,
        leadTime: cell.lead_time_dias,
        melhor: cell.melhor,
        maisRapido: cell.mais_rapido,
        preferido: product.id_supplier_preferido === supplier.id,
        foraDoEmbarque: outOfShipment(cell, product.quantidade_informada ? product.quantidade : null, reply.incluir_vencidas),
        custoLiquido: cell.custo_liquido_brl,
        regime: cell.regime && cell.desembaraco ? `Regime ${cell.regime}, desembaraço ${formatDayBr(cell.desembaraco)}` : null,
      };
    }),
  }));
  const columns = reply.suppliers.map((supplier) => {
    const total = totalOf.get(supplier.id);
    return {
      id: supplier.id,
      nome: supplier.nome,
      totalBrl: total?.total_brl ?? 0,
      completo: total?.completo ?? false,
      comparavel: total?.comparavel ?? true,
      melhorUnico: reply.melhor_unico === supplier.id,
      embarque: total?.embarque ? shipmentText(total.embarque) : null,
    };
  });
  const best = columns.find((column) => column.melhorUnico);
  const names = new Map(reply.produtos.map((product) => [product.id, product.nome]));
  return {
    rows,
    columns,
    melhorUnico: best ? { nome: best.nome, totalBrl: best.totalBrl } : null,
    melhorPorItemBrl: reply.melhor_por_item_brl,
    semCotacao: reply.produtos_sem_cotacao.map((id) => names.get(id) ?? `#${id}`),
    usdBrl: reply.usd_brl,
  };
}
