// Comparing the suppliers' quotes of several products (docs/decisions/0052-quote-comparison.md):
// which quote of each product is the cheapest landed and which the fastest, the suppliers' totals for the
// quantities asked, and the two answers. Pure and exact (decimal.js): the API computes it, the page shows it.
import { cents as toCents, Exact } from "#contract/shared/exact.ts";

export { COMPARE_DEFAULT_QUANTITY } from "#contract/landed-cost/compare-params.ts";

/** One supplier's current quote of one product, as the comparison weighs it. */
export interface ComparedQuote {
  product_id: number;
  supplier_id: number;
  /** The landed cost of one unit (BRL, cents); null when the quote has no price (0: the supplier has not quoted yet). */
  custo_posto_brl: number | null;
  /**
   * The landed cost lacks the freight (neither carton nor the unit's measures: 'sem cubagem/peso'): too low, so it is
   * never marked best, never makes its supplier the single best nor a product's best per item (docs/landed-cost.md).
   */
  custo_posto_incompleto: boolean;
  /** Past its validity date. */
  vencida: boolean;
  lead_time_dias: number | null;
}

interface QuoteMarks {
  /** The lowest landed cost of its product (every one tied for it is marked). */
  melhor: boolean;
  /** The shortest lead time of its product (every one tied for it is marked). */
  mais_rapido: boolean;
}

interface SupplierTotal {
  supplier_id: number;
  /** Σ quantity × landed cost over the products this supplier can take (see `canTake`), in BRL. */
  total_brl: number;
  /** The supplier can take every product that has a quantity. */
  completo: boolean;
  /** Every landed cost in the total has its freight (none `custo_posto_incompleto`): only then can it be the single best. */
  comparavel: boolean;
}

export interface Comparison<Q extends ComparedQuote> {
  celulas: (Q & QuoteMarks)[];
  totais: SupplierTotal[];
  /**
   * The complete and comparable supplier with the lowest total (the first in `suppliers` order on a tie); null when
   * none is both.
   */
  melhor_unico: number | null;
  /** Σ over the products with a quantity of quantity × the product's lowest complete landed cost. */
  melhor_por_item_brl: number;
  /** Products with a quantity that no quote with a complete landed cost can take (so neither answer covers them). */
  produtos_sem_cotacao: number[];
}

export interface ComparisonInput<Q extends ComparedQuote> {
  /** The products in order, each with its quantity (0 leaves it out of the totals). */
  products: { id: number; quantidade: number }[];
  /** The suppliers in the order the totals follow. */
  suppliers: number[];
  quotes: Q[];
  /** Expired quotes count for the marks and the totals too ('Incluir vencidas'). */
  incluirVencidas: boolean;
}

/** Whether a quote takes part in the totals: it has a price, and is valid unless expired ones are included. */
const canTake = (quote: ComparedQuote, incluirVencidas: boolean): quote is ComparedQuote & { custo_posto_brl: number } =>
  quote.custo_posto_brl !== null && (incluirVencidas || !quote.vencida);

/** Whether a quote can be ranked (the marks, the best per item): taken, and its landed cost complete. */
const canRank = (quote: ComparedQuote, incluirVencidas: boolean): quote is ComparedQuote & { custo_posto_brl: number } =>
  canTake(quote, incluirVencidas) && !quote.custo_posto_incompleto;

/** An amount in cents as an exact decimal (the replies' amounts are numbers of at most two places). */
const exact = (amount: number): Exact => new Exact(String(amount));

/** The smallest value of some numbers compared exactly, or null when there are none. */
function lowest(values: number[]): Exact | null {
  return values.reduce<Exact | null>((min, value) => {
    const number = exact(value);
    return min === null || number.lt(min) ? number : min;
  }, null);
}

/**
 * Marks each product's best and fastest quotes, and totals the quantities per supplier. Amounts are compared and
 * summed exactly; only the sums are rounded (to cents).
 */
export function compareQuotes<Q extends ComparedQuote>(input: ComparisonInput<Q>): Comparison<Q> {
  const { incluirVencidas } = input;
  const byProduct = new Map<number, (ComparedQuote & { custo_posto_brl: number })[]>();
  for (const quote of input.quotes) {
    if (!canTake(quote, incluirVencidas)) continue;
    const list = byProduct.get(quote.product_id) ?? [];
    list.push(quote);
    byProduct.set(quote.product_id, list);
  }
  const cheapest = new Map<number, Exact>();
  const fastest = new Map<number, number>();
  for (const [productId, quotes] of byProduct) {
    // Only a complete landed cost can be the lowest; the lead time does not depend on it.
    const min = lowest(quotes.filter((q) => canRank(q, incluirVencidas)).map((q) => q.custo_posto_brl));
    if (min) cheapest.set(productId, min);
    const leadTimes = quotes.flatMap((q) => (q.lead_time_dias === null ? [] : [q.lead_time_dias]));
    if (leadTimes.length) fastest.set(productId, Math.min(...leadTimes));
  }

  const celulas = input.quotes.map((quote) => {
    const taken = canTake(quote, incluirVencidas);
    const min = cheapest.get(quote.product_id);
    return {
      ...quote,
      melhor: canRank(quote, incluirVencidas) && min !== undefined && exact(quote.custo_posto_brl).eq(min),
      mais_rapido: taken && quote.lead_time_dias !== null && quote.lead_time_dias === fastest.get(quote.product_id),
    };
  });

  const wanted = input.products.filter((product) => product.quantidade > 0);
  const quoteOf = new Map(input.quotes.filter((q) => canTake(q, incluirVencidas)).map((q) => [`${q.product_id}:${q.supplier_id}`, q]));
  const totals = input.suppliers.map((supplierId) => {
    let total = new Exact(0);
    let completo = true;
    let comparavel = true;
    for (const product of wanted) {
      const quote = quoteOf.get(`${product.id}:${supplierId}`);
      if (quote && quote.custo_posto_brl !== null) {
        total = total.plus(exact(quote.custo_posto_brl).mul(product.quantidade));
        if (quote.custo_posto_incompleto) comparavel = false;
      } else completo = false;
    }
    return { supplier_id: supplierId, total, completo, comparavel };
  });
  const complete = totals.filter((t) => t.completo && t.comparavel);
  const best =
    wanted.length === 0
      ? null
      : complete.reduce<(typeof complete)[number] | null>((min, t) => (min === null || t.total.lt(min.total) ? t : min), null);

  let perItem = new Exact(0);
  const uncovered: number[] = [];
  for (const product of wanted) {
    const min = cheapest.get(product.id);
    if (min) perItem = perItem.plus(min.mul(product.quantidade));
    else uncovered.push(product.id);
  }

  return {
    celulas,
    totais: totals.map((t) => ({
      supplier_id: t.supplier_id,
      total_brl: toCents(t.total),
      completo: t.completo,
      comparavel: t.comparavel,
    })),
    melhor_unico: best?.supplier_id ?? null,
    melhor_por_item_brl: toCents(perItem),
    produtos_sem_cotacao: uncovered,
  };
}
