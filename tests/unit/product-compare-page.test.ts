import { describe, expect, it } from "vitest";
import { type CompareShipment, compareQuantityMessage, type ProductCompareReply } from "#contract/products/product-compare.ts";
import { choiceValue, parseChoice } from "#app/lib/products/preferred-supplier.ts";
import { compareViewOf } from "#app/lib/products/compare.ts";
import { compareApiQuery, compareHref, compareSearch, isCanonical, parseCompareState } from "#app/lib/products/compare-params.ts";

const params = (query: string) => new URLSearchParams(query);

describe("the compare page's address", () => {
  it("reads the list's repeated ids and the comma-separated ones, in order and once, the flag and the quantities", () => {
    const state = parseCompareState(params("ids=7&ids=3,9&ids=7&incluir_vencidas=1&qtd_3=12&qtd_9=&qtd_7=abc&qtd_8=5"));
    expect(state).toEqual({
      ids: [7, 3, 9],
      incluirVencidas: true,
      desembaraco: null,
      desembaracoInvalido: null,
      quantidades: { 3: 12 },
      invalidas: { 7: { texto: "abc", mensagem: "Quantidade do produto 7: valor inválido. Use o formato 1.234,56." } },
    });
    // The refused text stays in the address (and in its field), out of the API's query.
    expect(compareSearch(state)).toBe("?ids=7,3,9&incluir_vencidas=1&qtd_7=abc&qtd_3=12");
    expect(compareApiQuery(state)).toEqual({ ids: "7,3,9", incluir_vencidas: 1, qtd_3: 12 });
  });

  it("drops what names no product; a quantity that is no whole number from 0 is refused with the API's message", () => {
    expect(parseCompareState(params("ids=0,-1,x,2147483648,5&qtd_5=-2&qtd_5=3&incluir_vencidas=sim"))).toEqual({
      ids: [5],
      incluirVencidas: false,
      desembaraco: null,
      desembaracoInvalido: null,
      quantidades: {},
      invalidas: { 5: { texto: "-2", mensagem: compareQuantityMessage(5) } },
    });
    expect(parseCompareState(params("qtd_5=10"))).toEqual({
      ids: [],
      incluirVencidas: false,
      desembaraco: null,
      desembaracoInvalido: null,
      quantidades: {},
      invalidas: {},
    });
    // Quantities are typed the pt-BR way: '1.500' is fifteen hundred; '2,5' is no whole number.
    const typed = parseCompareState(params("ids=5,6&qtd_5=1.500&qtd_6=2,5"));
    expect(typed.quantidades).toEqual({ 5: 1500 });
    expect(typed.invalidas).toEqual({ 6: { texto: "2,5", mensagem: compareQuantityMessage(6) } });
    expect(compareQuantityMessage(6)).toBe("Quantidade do produto 6: informe um número inteiro de 0 a 10.000.000. Ex.: 1.500.");
    expect(compareSearch(typed)).toBe("?ids=5,6&qtd_5=1500&qtd_6=2%2C5");
    expect(isCanonical(params("ids=5,6&qtd_5=1500&qtd_6=2%2C5"), typed)).toBe(true);
    expect(compareSearch(parseCompareState(params("")))).toBe("");
  });

  it("takes a form's %2C for ',' as the canonical address, and anything else as a redirect", () => {
    const state = parseCompareState(params("ids=1,2&qtd_2=4"));
    expect(isCanonical(params("ids=1%2C2&qtd_2=4"), state)).toBe(true);
    expect(isCanonical(params("ids=1,2&qtd_2=4"), state)).toBe(true);
    expect(isCanonical(params("ids=1&ids=2&qtd_2=4"), state)).toBe(false);
    expect(isCanonical(params("ids=1,2&qtd_2=4&qtd_1="), state)).toBe(false);
    expect(compareHref([4, 2])).toBe("/products/compare?ids=4,2");
  });
});

describe("'Escolher'", () => {
  it("sends product and supplier in the button's value, read back strictly", () => {
    expect(parseChoice(choiceValue(12, 34))).toEqual({ productId: 12, supplierId: 34 });
    expect(parseChoice(choiceValue(12, null))).toEqual({ productId: 12, supplierId: null });
    for (const bad of [null, "", "12", "12:", "a:b", "0:3", "3:2147483648", " 1:2", "0:nenhum", "nenhum:3", "12:NENHUM"])
      expect(parseChoice(bad)).toBeNull();
  });
});

/** A FOB quote from abroad, not in its column's shipment. */
const ABROAD = {
  incoterm: "FOB",
  compra_nacional: false,
  no_embarque: false,
  frete_usd_unidade: 9,
  custo_liquido_brl: null,
  desembaraco: "2027-01-10",
  regime: "2027–2028",
} as const;

describe("compareViewOf", () => {
  const reply: ProductCompareReply = {
    produtos: [
      { id: 1, nome: "Garrafa", unidade_medida: "peça", quantidade: 2, quantidade_informada: true, id_supplier_preferido: 20 },
      { id: 2, nome: "Caneca", unidade_medida: "peça", quantidade: 1, quantidade_informada: false, id_supplier_preferido: null },
    ],
    suppliers: [
      { id: 10, nome: "Alfa" },
      { id: 20, nome: "Beta" },
    ],
    celulas: [
      {
        product_id: 1,
        supplier_id: 10,
        cotacao_usd: 8,
        cotacao_brl: 40,
        custo_posto_brl: 150,
        custo_posto_incompleto: false,
        valida_ate: "2026-03-11",
        vencida: true,
        lead_time_dias: 10,
        melhor: false,
        mais_rapido: false,
        ...ABROAD,
      },
      {
        product_id: 1,
        supplier_id: 20,
        cotacao_usd: 10,
        cotacao_brl: 50,
        custo_posto_brl: 168.05,
        custo_posto_incompleto: false,
        valida_ate: null,
        vencida: false,
        lead_time_dias: 30,
        melhor: true,
        mais_rapido: true,
        ...ABROAD,
      },
      {
        product_id: 2,
        supplier_id: 20,
        cotacao_usd: 0,
        cotacao_brl: 0,
        custo_posto_brl: null,
        custo_posto_incompleto: true,
        valida_ate: "2026-03-15",
        vencida: false,
        lead_time_dias: null,
        melhor: false,
        mais_rapido: false,
        ...ABROAD,
      },
    ],
    totais: [
      { supplier_id: 10, total_brl: 0, completo: false, comparavel: true, embarque: null },
      { supplier_id: 20, total_brl: 336.1, completo: false, comparavel: true, embarque: null },
    ],
    melhor_unico: null,
    melhor_por_item_brl: 336.1,
    produtos_sem_cotacao: [2],
    incluir_vencidas: false,
    desembaraco: null,
    usd_brl: 5,
    versao_parametros: 1,
  };

  it("lines each row's cells up with the supplier columns, an empty one where a supplier does not quote", () => {
    const view = compareViewOf(reply, "2026-03-12");
    expect(view.columns.map((c) => [c.nome, c.totalBrl, c.completo, c.melhorUnico])).toEqual([
      ["Alfa", 0, false, false],
      ["Beta", 336.1, false, false],
    ]);
    const [garrafa, caneca] = view.rows;
    expect(garrafa?.cells.map((c) => c && [c.supplierId, c.vencida, c.melhor, c.preferido, c.validity.estado])).toEqual([
      [10, true, false, false, "vencida"],
      [20, false, true, true, "sem_validade"],
    ]);
    expect(caneca?.cells[0]).toBeNull();
    expect(caneca?.cells[1]).toMatchObject({ custoPosto: null, validity: { estado: "expirando", dias_restantes: 3 } });
    expect(view).toMatchObject({ melhorUnico: null, melhorPorItemBrl: 336.1, semCotacao: ["Caneca"], usdBrl: 5 });
  });

  it("gives each column its shipment in words, and each quote out of it the reason", () => {
    const embarque: CompareShipment = { caixas: 2, m3: 0.2, kg: 5, modo: "lcl", conteineres: [], frete_usd: 18 };
    const view = compareViewOf(
      { ...reply, totais: reply.totais.map((t) => (t.supplier_id === 20 ? { ...t, embarque } : t)) },
      "2026-03-12",
    );
    expect(view.columns.map((c) => c.embarque)).toEqual([
      null,
      { carga: ["2 caixas", "0,2\u00a0m³", "5\u00a0kg"], modo: "LCL", frete: "Frete $\u00a018,00", base: "Custo posto com frete LCL" },
    ]);
    // None of the example's quotes is in a shipment: an expired one, a priced one, one without a price.
    expect(view.rows.flatMap((row) => row.cells.map((c) => c?.foraDoEmbarque ?? null))).toEqual([
      "Vencida: fora do embarque.",
      "Fora do embarque.",
      null,
      "Sem preço: fora do embarque.",
    ]);
  });

  it("names the single best supplier with its total", () => {
    const view = compareViewOf({ ...reply, melhor_unico: 20 }, "2026-03-12");
    expect(view.melhorUnico).toEqual({ nome: "Beta", totalBrl: 336.1 });
    expect(view.columns.map((c) => c.melhorUnico)).toEqual([false, true]);
  });
});
