import { describe, expect, it } from "vitest";
import { usdAt } from "#contract/landed-cost/landed-cost.ts";
import { COMPARE_IDS_MESSAGE, COMPARE_TOO_MANY_MESSAGE, productCompareQuerySchema } from "#contract/products/product-compare.ts";
import { type ComparedQuote, compareQuotes } from "#contract/quotes/quote-compare.ts";

const quote = (
  product_id: number,
  supplier_id: number,
  custo_posto_brl: number | null,
  over: Partial<ComparedQuote> = {},
): ComparedQuote => ({
  product_id,
  supplier_id,
  custo_posto_brl,
  custo_posto_incompleto: false,
  vencida: false,
  lead_time_dias: null,
  ...over,
});

const marks = (result: ReturnType<typeof compareQuotes>, product: number, mark: "melhor" | "mais_rapido") =>
  result.celulas.filter((c) => c.product_id === product && c[mark]).map((c) => c.supplier_id);

describe("compareQuotes", () => {
  it("marks every quote tied for the lowest landed cost, and for the shortest lead time", () => {
    const result = compareQuotes({
      products: [{ id: 1, quantidade: 1 }],
      suppliers: [10, 20, 30],
      quotes: [
        quote(1, 10, 100.1, { lead_time_dias: 20 }),
        quote(1, 20, 100.1, { lead_time_dias: 15 }),
        quote(1, 30, 100.11, { lead_time_dias: 15 }),
      ],
      incluirVencidas: false,
    });
    expect(marks(result, 1, "melhor")).toEqual([10, 20]);
    expect(marks(result, 1, "mais_rapido")).toEqual([20, 30]);
    // The cells keep what they came with.
    expect(result.celulas[2]).toEqual({ ...quote(1, 30, 100.11, { lead_time_dias: 15 }), melhor: false, mais_rapido: true });
  });

  it("leaves an expired quote or one without a price out of the marks and totals; 'Incluir vencidas' takes expired ones in", () => {
    const quotes = [
      quote(1, 10, 50, { vencida: true, lead_time_dias: 5 }),
      quote(1, 20, null, { lead_time_dias: 1 }),
      quote(1, 30, 80, { lead_time_dias: 30 }),
    ];
    const valid = compareQuotes({ products: [{ id: 1, quantidade: 2 }], suppliers: [10, 20, 30], quotes, incluirVencidas: false });
    expect(marks(valid, 1, "melhor")).toEqual([30]);
    expect(marks(valid, 1, "mais_rapido")).toEqual([30]);
    expect(valid.totais).toEqual([
      { supplier_id: 10, total_brl: 0, completo: false, comparavel: true },
      { supplier_id: 20, total_brl: 0, completo: false, comparavel: true },
      { supplier_id: 30, total_brl: 160, completo: true, comparavel: true },
    ]);
    expect(valid.melhor_unico).toBe(30);

    const all = compareQuotes({ products: [{ id: 1, quantidade: 2 }], suppliers: [10, 20, 30], quotes, incluirVencidas: true });
    expect(marks(all, 1, "melhor")).toEqual([10]);
    expect(marks(all, 1, "mais_rapido")).toEqual([10]);
    expect(all.melhor_unico).toBe(10);
    expect(all.melhor_por_item_brl).toBe(100);
  });

  it("sums quantities × landed costs exactly (no binary floating point) and rounds the sums to cents", () => {
    // 3 × 0,10 + 7 × 0,20 in floats is 1.7000000000000002; 0,1 + 0,2 is 0.30000000000000004.
    const result = compareQuotes({
      products: [
        { id: 1, quantidade: 3 },
        { id: 2, quantidade: 7 },
      ],
      suppliers: [10],
      quotes: [quote(1, 10, 0.1), quote(2, 10, 0.2)],
      incluirVencidas: false,
    });
    expect(result.totais).toEqual([{ supplier_id: 10, total_brl: 1.7, completo: true, comparavel: true }]);
    expect(result.melhor_por_item_brl).toBe(1.7);
  });

  it("the single best is the complete supplier with the lowest total; the best per item sums each row's minimum", () => {
    const result = compareQuotes({
      products: [
        { id: 1, quantidade: 10 },
        { id: 2, quantidade: 1 },
        { id: 3, quantidade: 0 },
      ],
      suppliers: [10, 20, 30],
      quotes: [
        quote(1, 10, 5),
        quote(2, 10, 100),
        quote(1, 20, 6),
        quote(2, 20, 90),
        // Cheapest for product 1, but does not quote product 2: not complete.
        quote(1, 30, 1),
        // Product 3 has no quantity: it counts for no one.
        quote(3, 30, 0.5),
      ],
      incluirVencidas: false,
    });
    expect(result.totais).toEqual([
      { supplier_id: 10, total_brl: 150, completo: true, comparavel: true },
      { supplier_id: 20, total_brl: 150, completo: true, comparavel: true },
      { supplier_id: 30, total_brl: 10, completo: false, comparavel: true },
    ]);
    // A tie between 10 and 20: the first in the suppliers' order.
    expect(result.melhor_unico).toBe(10);
    expect(result.melhor_por_item_brl).toBe(10 * 1 + 90);
    expect(result.produtos_sem_cotacao).toEqual([]);
    expect(marks(result, 3, "melhor")).toEqual([30]);
  });

  it("names the products with a quantity nobody can take; with no quantity at all there is no single best", () => {
    const uncovered = compareQuotes({
      products: [
        { id: 1, quantidade: 1 },
        { id: 2, quantidade: 4 },
      ],
      suppliers: [10],
      quotes: [quote(1, 10, 3), quote(2, 10, 9, { vencida: true })],
      incluirVencidas: false,
    });
    expect(uncovered.produtos_sem_cotacao).toEqual([2]);
    expect(uncovered.melhor_unico).toBeNull();
    expect(uncovered.melhor_por_item_brl).toBe(3);

    const none = compareQuotes({
      products: [{ id: 1, quantidade: 0 }],
      suppliers: [10],
      quotes: [quote(1, 10, 3)],
      incluirVencidas: false,
    });
    expect(none.melhor_unico).toBeNull();
    expect(none.melhor_por_item_brl).toBe(0);
    expect(none.totais).toEqual([{ supplier_id: 10, total_brl: 0, completo: true, comparavel: true }]);
  });
});

describe("usdAt", () => {
  it("converts exactly and rounds half up to cents", () => {
    expect(usdAt("0.01", 5.5)).toBe(0.06);
    expect(usdAt("1.15", "5")).toBe(5.75);
    expect(usdAt(0.29, 5.4321)).toBe(1.58);
  });
});

describe("productCompareQuerySchema", () => {
  const parse = (query: Record<string, string>) => productCompareQuerySchema.safeParse(query);

  it("reads ids in order without repeats, the flag and the quantities", () => {
    const result = parse({ ids: " 3, 1,3 ", incluir_vencidas: "1", qtd_1: "12", qtd_3: "0", qtd_9: "", outro: "x" });
    expect(result.success && result.data).toEqual({
      ids: [3, 1],
      incluir_vencidas: true,
      desembaraco: null,
      quantidades: new Map([
        [1, 12],
        [3, 0],
      ]),
    });
    expect(parse({ ids: "5" }).data).toEqual({ ids: [5], incluir_vencidas: false, desembaraco: null, quantidades: new Map() });
    expect(parse({ ids: "5", desembaraco: "2027-03-15" }).data).toMatchObject({ desembaraco: "2027-03-15" });
    expect(parse({ ids: "5", desembaraco: "15/03/2027" }).success).toBe(false);
  });

  it("refuses missing or bad ids, more than 50, and quantities that are not whole numbers of a compared product", () => {
    const message = (query: Record<string, string>) => parse(query).error?.issues[0]?.message;
    expect(message({})).toBe(COMPARE_IDS_MESSAGE);
    expect(message({ ids: "1;2" })).toBe(COMPARE_IDS_MESSAGE);
    expect(message({ ids: Array.from({ length: 51 }, (_, i) => i + 1).join(",") })).toBe(COMPARE_TOO_MANY_MESSAGE);
    expect(parse({ ids: Array.from({ length: 50 }, (_, i) => i + 1).join(",") }).success).toBe(true);
    expect(parse({ ids: "1", qtd_1: "2,5" }).error?.issues[0]?.path).toEqual(["qtd_1"]);
    expect(parse({ ids: "1", qtd_2: "3" }).error?.issues[0]?.path).toEqual(["qtd_2"]);
    expect(parse({ ids: "1", qtd_x: "3" }).error?.issues[0]?.path).toEqual(["qtd_x"]);
  });

  it("never ranks a landed cost without freight best: no mark, no single best, not the best per item; its lead time still counts", () => {
    const result = compareQuotes({
      products: [
        { id: 1, quantidade: 10 },
        { id: 2, quantidade: 1 },
      ],
      suppliers: [10, 20],
      quotes: [
        // Supplier 10's first figure lacks the freight ('sem cubagem/peso'): lower, but not comparable.
        quote(1, 10, 20, { custo_posto_incompleto: true, lead_time_dias: 5 }),
        quote(1, 20, 33.45, { lead_time_dias: 30 }),
        quote(2, 10, 10),
        quote(2, 20, 12),
        // Product 2's other quote too: only the complete one ranks.
      ],
      incluirVencidas: false,
    });
    expect(marks(result, 1, "melhor")).toEqual([20]);
    expect(marks(result, 1, "mais_rapido")).toEqual([10]);
    expect(marks(result, 2, "melhor")).toEqual([10]);
    expect(result.totais).toEqual([
      { supplier_id: 10, total_brl: 210, completo: true, comparavel: false },
      { supplier_id: 20, total_brl: 346.5, completo: true, comparavel: true },
    ]);
    expect(result.melhor_unico).toBe(20);
    expect(result.melhor_por_item_brl).toBe(344.5); // 10 × 33,45 + 1 × 10
    expect(result.produtos_sem_cotacao).toEqual([]);

    // A product whose only figures lack the freight is covered by no answer.
    const only = compareQuotes({
      products: [{ id: 1, quantidade: 1 }],
      suppliers: [10],
      quotes: [quote(1, 10, 20, { custo_posto_incompleto: true })],
      incluirVencidas: false,
    });
    expect(only.celulas[0]?.melhor).toBe(false);
    expect(only.melhor_unico).toBeNull();
    expect(only.produtos_sem_cotacao).toEqual([1]);
  });
});
