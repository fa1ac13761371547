import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ReactNode } from "react";
import { prerender } from "react-dom/static";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { ProductSuppliersCard } from "#app/components/products/product-suppliers-card.tsx";
import { GeneralInfoView, unitLabel } from "#app/components/products/product-sections.tsx";
import { ToastProvider } from "#app/components/toaster.tsx";
import { formatMeasure, formatMoney } from "#app/lib/format.ts";
import {
  addQuote,
  changeQuote,
  productEditFormSchema,
  productUpdateWith,
  quoteFormSchema,
  removeQuote,
  supplierAddFormSchema,
} from "#app/lib/forms/product.ts";
import { DEFAULT_RATES, defaultRateCurrencies, describeRate } from "#app/lib/products/quotes.ts";
import { lowestQuoteIds, openBreakdownOf, quoteRowsOf } from "#app/lib/products/quotes.server.ts";
import { CHOOSE_SUPPLIER_MESSAGE } from "#app/lib/suppliers/picker.ts";
import { categoryTaxes, exampleCustoPosto } from "#tests/support/custo-posto.ts";
import {
  type CustoPosto,
  PRODUCT_NAME_REQUIRED,
  type ProductDetail,
  type ProductSupplier,
  type RatesReply,
} from "#contract/products/products.ts";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
};
const errorsOf = (submission: { reply: () => SubmissionResult<string[]> }) => submission.reply().error ?? {};
const edit = { nome: "Garrafa térmica", descricao: "Inox", id_categoria: "3", unidade_medida: "peça", cubagem: "0.5", peso: "1.25" };

/** A supplier entry as the detail gives it: the landed cost as the API computed it (never recomputed here). */
const custoPosto = (over: Partial<CustoPosto> = {}): CustoPosto =>
  exampleCustoPosto({
    base: "importacao",
    incoterm: "FOB",
    incoterm_informado: true,
    preco_usd: 12.5,
    preco_brl: 62.5,
    frete_usd: 9,
    frete_no_preco: false,
    frete_estimado_usd: 9,
    seguro_usd: 0.11,
    seguro_no_preco: false,
    valor_aduaneiro_brl: 108.05,
    ii_brl: 19.45,
    ipi_brl: 8.29,
    pis_brl: 2.27,
    cofins_brl: 10.43,
    afrmm_brl: 3.6,
    despesas_brl: 3,
    icms_brl: 33.49,
    total_brl: 188.58,
    incompleto: false,
    embalagem: "cotacao",
    usd_brl: 5,
    versao_parametros: 3,
    ncm: "73239300",
    ii_pct: 18,
    ipi_pct: 6.5,
    ...over,
  });
/** A supplier in China with no carton of its own. */
const NOT_PACKED = { cod_pais: "cn", unidades_por_caixa: null, caixa_cubagem_m3: null, caixa_peso_kg: null };
const withCost = (entry: Omit<ProductSupplier, keyof typeof NOT_PACKED>, over: Partial<CustoPosto> = {}) => {
  const supplier = { ...NOT_PACKED, original: null, ...entry };
  // A quote of 0 has no price, so no landed cost ('sem preço').
  if (supplier.cotacao === 0) return { ...supplier, custo_posto_brl: null, custo_posto_incompleto: false, custo_posto: null };
  const cost = custoPosto(over);
  return { ...supplier, custo_posto_brl: cost.total_brl, custo_posto_incompleto: cost.incompleto, custo_posto: cost };
};

const product: ProductDetail = {
  id: 9,
  version: 1,
  nome: "Garrafa térmica",
  descricao: "Inox, 500 ml",
  id_categoria: 3,
  nome_categoria: "Utilidades",
  unidade_medida: "caixa",
  cubagem: 0.5,
  peso: 12.75,
  url_imagem: null,
  url_imagem_url: null,
  suppliers: [
    withCost({
      id: 4,
      nome: "Alfa",
      cotacao: 12.5,
      atualizado_em: "2026-03-12T15:00:00.000Z",
      cotado_em: "2026-03-12T15:00:00.000Z",
      valida_ate: "2026-03-20",
      moq: 1000,
      lead_time_dias: 30,
      incoterm: "FOB",
      vencida: false,
    }),
    withCost({
      id: 7,
      nome: "Beta",
      cotacao: 0,
      atualizado_em: "2026-03-10T15:00:00.000Z",
      cotado_em: "2026-03-10T15:00:00.000Z",
      valida_ate: "2026-03-11",
      moq: null,
      lead_time_dias: null,
      incoterm: null,
      vencida: true,
    }),
    withCost(
      {
        id: 8,
        nome: "Gama",
        cotacao: 9.99,
        atualizado_em: "2026-01-02T15:00:00.000Z",
        cotado_em: "2026-01-02T15:00:00.000Z",
        valida_ate: null,
        moq: null,
        lead_time_dias: null,
        incoterm: null,
        vencida: false,
      },
      { incoterm_informado: false, embalagem: "sem_medidas", incompleto: true, frete_usd: 0, frete_estimado_usd: 0, total_brl: 12.34 },
    ),
  ],
  cotacao_min: 0,
  cotacao_max: 12.5,
  ncm: null,
  ii_pct: null,
  ipi_pct: null,
  ipi_zfm: false,
  antidumping_confirmado: false,
  codigo_ean: null,
  id_supplier_preferido: null,
  unidades_por_caixa: 24,
  caixa_cubagem_m3: 0.085,
  caixa_peso_kg: 12,
  tributos: { ...categoryTaxes, antidumping: [] },
};

/** The day the rows are read on: Alfa's quote holds 8 more days, Beta's expired yesterday. */
const TODAY = "2026-03-12";
const NO_TERMS = {
  valida_ate: "",
  moq: null,
  lead_time_dias: null,
  incoterm: "",
  unidades_por_caixa: null,
  caixa_cubagem_m3: null,
  caixa_peso_kg: null,
};

describe("product edit form", () => {
  it("asks for the name with the spec's message", () => {
    for (const nome of ["", "   "]) {
      const result = parseWithZod(form({ ...edit, nome }), { schema: productEditFormSchema });
      expect(errorsOf(result).nome).toEqual([PRODUCT_NAME_REQUIRED]);
    }
  });
  it("sends an emptied description as '' and emptied volume and weight as 0, and reads the plural units", () => {
    const result = parseWithZod(form({ ...edit, descricao: "", cubagem: "", peso: "", unidade_medida: "caixas" }), {
      schema: productEditFormSchema,
    });
    expect(result.status === "success" && result.value).toEqual({
      nome: "Garrafa térmica",
      descricao: "",
      id_categoria: 3,
      unidade_medida: "caixa",
      cubagem: "0",
      peso: "0",
      // Emptied overrides: back to the category's NCM, II and IPI.
      ncm: null,
      ii_pct: null,
      ipi_pct: null,
      codigo_ean: null,
      // Unchecked boxes: no, not "keep".
      ipi_zfm: false,
      antidumping_confirmado: false,
      // No carton given: none (null clears a saved one); the measures in cm are never sent.
      unidades_por_caixa: null,
      caixa_cubagem_m3: null,
      caixa_peso_kg: null,
    });
  });
  it("reads the NCM / II / IPI overrides the pt-BR way, refusing a short NCM and a rate over 100 %", () => {
    // Sent on as typed text, which the API reads back the same ('9,6555': 9.6555 %; '9.655' would be 9655).
    const ok = parseWithZod(form({ ...edit, ncm: "8516.79.00", ii_pct: "12,5", ipi_pct: "9,6555" }), { schema: productEditFormSchema });
    expect(ok.status === "success" && [ok.value.ncm, ok.value.ii_pct, ok.value.ipi_pct]).toEqual(["85167900", "12,5", "9,6555"]);
    const bad = parseWithZod(form({ ...edit, ncm: "8516", ii_pct: "101", ipi_pct: "1.5.0" }), { schema: productEditFormSchema });
    expect(errorsOf(bad)).toMatchObject({
      ncm: ["O NCM deve ter 8 dígitos (ex.: 8516.79.00)."],
      ii_pct: ["II (%): informe um número de 0 a 100, com até 4 casas decimais. Use o formato 1.234,56."],
      ipi_pct: ["IPI (%): valor inválido. Use o formato 1.234,56."],
    });
  });
  it("takes volume in steps of 0.1 m³ and weight in steps of 0.01 kg, never negative, typed the pt-BR way or pasted", () => {
    const typed = parseWithZod(form({ ...edit, cubagem: "1.234,5", peso: "0,35" }), { schema: productEditFormSchema });
    expect(typed.status === "success" && typed.value).toMatchObject({ cubagem: "1234,5", peso: "0,35" });
    const pasted = parseWithZod(form({ ...edit, cubagem: "2.5", peso: "12.75" }), { schema: productEditFormSchema });
    expect(pasted.status === "success" && pasted.value).toMatchObject({ cubagem: "2,5", peso: "12,75" });
    const VOLUME_RULE = "Volume (m³): informe um número de 0 a 999.999.999, com até uma casa decimal. Use o formato 1.234,56.";
    const WEIGHT_RULE = "Peso (kg): informe um número de 0 a 999.999.999, com até 2 casas decimais. Use o formato 1.234,56.";
    const refusals: [Record<string, string>, string, string][] = [
      [{ cubagem: "1,25" }, "cubagem", VOLUME_RULE],
      [{ cubagem: "-1" }, "cubagem", VOLUME_RULE],
      [{ cubagem: "abc" }, "cubagem", "Volume (m³): valor inválido. Use o formato 1.234,56."],
      [{ peso: "1,255" }, "peso", WEIGHT_RULE],
      [{ peso: "-0,01" }, "peso", WEIGHT_RULE],
      [{ peso: "1.5.0" }, "peso", "Peso (kg): valor inválido. Use o formato 1.234,56."],
    ];
    for (const [fields, name, message] of refusals) {
      expect(errorsOf(parseWithZod(form({ ...edit, ...fields }), { schema: productEditFormSchema }))[name]).toEqual([message]);
    }
  });
});

describe("quote input", () => {
  it("reads the amount the pt-BR way; emptied is 0 (specification §5); a typo is refused at the field, never 0", () => {
    const quoteOf = (cotacao: string) => {
      const submission = parseWithZod(form({ id_supplier: "4", cotacao }), { schema: quoteFormSchema });
      return submission.status === "success" ? submission.value.cotacao : errorsOf(submission).cotacao;
    };
    // Sent on as typed text the API reads back the same.
    const accepted: [string, string][] = [
      ["12,34", "12,34"],
      ["12.5", "12,5"],
      ["12,50", "12,5"],
      ["1.234", "1234"],
      ["1.234,56", "1234,56"],
      ["$ 6,06", "6,06"],
      ["", "0"],
    ];
    for (const [typed, sent] of accepted) expect(quoteOf(typed)).toBe(sent);
    const range = "Cotação (US$): informe um número maior ou igual a 0, com até 2 casas decimais. Use o formato 1.234,56.";
    const shape = "Cotação (US$): valor inválido. Use o formato 1.234,56.";
    const refused: [string, string][] = [
      ["3,999", range],
      ["-5", range],
      ["1,234", range],
      ["1.5.0", shape],
      ["abc", shape],
      ["1e3", shape],
    ];
    for (const [typed, message] of refused) expect(quoteOf(typed)).toEqual([message]);
  });
  it("the row's form sends the quote as typed text and reads MOQ and lead time as whole numbers ('1.500')", () => {
    const typed = parseWithZod(form({ id_supplier: "4", cotacao: "1.234,5", moq: "1.500", lead_time_dias: "45" }), {
      schema: quoteFormSchema,
    });
    expect(typed.status === "success" && typed.value).toEqual({
      ...NO_TERMS,
      id_supplier: 4,
      cotacao: "1234,5",
      moq: 1500,
      lead_time_dias: 45,
    });
    const refused = parseWithZod(form({ id_supplier: "4", cotacao: "1", moq: "1,5", lead_time_dias: "4000" }), { schema: quoteFormSchema });
    expect(errorsOf(refused)).toEqual({
      moq: ["MOQ: informe um número inteiro maior ou igual a 1. Ex.: 1.500."],
      lead_time_dias: ["Prazo de entrega (dias): informe um número inteiro de 0 a 3.650. Ex.: 1.500."],
    });
  });
  it("the row's form needs its supplier; '+ Adicionar' needs a chosen one", () => {
    expect(quoteFormSchema.parse({ id_supplier: "4" })).toEqual({ id_supplier: 4, cotacao: "0", ...NO_TERMS });
    expect(quoteFormSchema.safeParse({ cotacao: "1" }).success).toBe(false);
    const refused = supplierAddFormSchema.safeParse({ id_supplier: "" });
    expect(refused.success ? null : refused.error.issues[0]?.message).toBe(CHOOSE_SUPPLIER_MESSAGE);
  });
});

describe("saving the supplier list with the whole product", () => {
  // The API's numbers go back as they came: a JSON number is read as written.
  const saved = {
    id: 9,
    version: 1,
    nome: "Garrafa térmica",
    descricao: "Inox, 500 ml",
    id_categoria: 3,
    unidade_medida: "caixa",
    cubagem: 0.5,
    peso: 12.75,
  };
  const quotes = [
    { id: 4, nome: "Alfa", cotacao: 12.5 },
    { id: 7, nome: "Beta", cotacao: 0 },
    { id: 8, nome: "Gama", cotacao: 9.99 },
  ];
  it("adds a supplier at 0, keeping every saved value", () => {
    expect(productUpdateWith(product, addQuote(11))).toEqual({ ...saved, suppliers: [...quotes, { id: 11, cotacao: "0" }] });
  });
  it("changes one quote, or removes one supplier", () => {
    expect(productUpdateWith(product, changeQuote(7, "3.2", NO_TERMS))?.suppliers).toEqual([
      quotes[0],
      { id: 7, nome: "Beta", cotacao: "3.2", ...NO_TERMS },
      quotes[2],
    ]);
    expect(productUpdateWith(product, removeQuote(4))?.suppliers).toEqual([quotes[1], quotes[2]]);
  });
  it("answers null when the supplier is no longer in the product", () => {
    expect(productUpdateWith(product, changeQuote(99, "1", NO_TERMS))).toBeNull();
    expect(productUpdateWith(product, removeQuote(99))).toBeNull();
  });
});

describe("quotes in three currencies", () => {
  it("converts with the rates (5 BRL and 7 CNY per USD by default) and marks the lowest real quote", () => {
    const rows = quoteRowsOf(product.suppliers, DEFAULT_RATES, TODAY);
    expect(rows.map(({ id, cotacao, brl, cny, lowest }) => ({ id, cotacao, brl, cny, lowest }))).toEqual([
      { id: 4, cotacao: 12.5, brl: 62.5, cny: 87.5, lowest: false },
      { id: 7, cotacao: 0, brl: 0, cny: 0, lowest: false },
      { id: 8, cotacao: 9.99, brl: 49.95, cny: 69.93, lowest: true },
    ]);
  });
  it("shows a price the supplier gave in CNY or BRL as given in its column, not reconverted from the rounded USD", () => {
    // CN¥ 50,00 at 7,1234 is US$ 7,02; reconverted at today's 7 it would read CN¥ 49,14.
    const [cny, brl] = quoteRowsOf(
      [
        {
          ...(product.suppliers[0] as ProductDetail["suppliers"][number]),
          cotacao: 7.02,
          original: { moeda: "CNY", valor: 50, taxa: 7.1234 },
        },
        {
          ...(product.suppliers[2] as ProductDetail["suppliers"][number]),
          cotacao: 2.04,
          original: { moeda: "BRL", valor: 10.99, taxa: 5.3876 },
        },
      ],
      DEFAULT_RATES,
      TODAY,
    );
    expect(cny).toMatchObject({ cotacao: 7.02, brl: 35.1, cny: 50, dada_em: "CNY" });
    expect(brl).toMatchObject({ cotacao: 2.04, brl: 10.99, cny: 14.28, dada_em: "BRL" });
    expect(quoteRowsOf(product.suppliers, DEFAULT_RATES, TODAY).every((row) => row.dada_em === null)).toBe(true);
  });
  it("marks the product's preferred supplier (ADR 0052), and none when it has none", () => {
    expect(quoteRowsOf(product.suppliers, DEFAULT_RATES, TODAY, 8).map(({ id, preferido }) => [id, preferido])).toEqual([
      [4, false],
      [7, false],
      [8, true],
    ]);
    expect(quoteRowsOf(product.suppliers, DEFAULT_RATES, TODAY).some((row) => row.preferido)).toBe(false);
  });
  it("sends each row's landed-cost summary only, and none of the supplier's fields the row does not show", () => {
    const [alfa, beta, gama] = quoteRowsOf(product.suppliers, DEFAULT_RATES, TODAY);
    expect(alfa?.custo_posto).toEqual({
      total_brl: 188.58,
      custo_liquido_brl: 24.15,
      desembaraco: "2026-12-15",
      regime: "2026",
      antidumping: null,
      base: "importacao",
      frete_no_preco: false,
      embalagem: "cotacao",
      incompleto: false,
    });
    expect(beta?.custo_posto).toBeNull();
    expect(gama?.custo_posto).toEqual({
      total_brl: 12.34,
      custo_liquido_brl: 24.15,
      desembaraco: "2026-12-15",
      regime: "2026",
      antidumping: null,
      base: "importacao",
      frete_no_preco: false,
      embalagem: "sem_medidas",
      incompleto: true,
    });
    for (const field of ["cotado_em", "vencida", "cod_pais", "custo_posto_brl", "custo_posto_incompleto"])
      expect(alfa).not.toHaveProperty(field);
  });
  it("gives the breakdown of the supplier opened (`?custo=`) only: none for an unknown one or a quote without a price", () => {
    expect(openBreakdownOf(product.suppliers, 4)).toEqual({ supplierId: 4, breakdown: custoPosto() });
    for (const id of [7, 99, null]) expect(openBreakdownOf(product.suppliers, id)).toBeNull();
  });
  it("marks nothing with fewer than two priced quotes (a 0 is none), and every tie", () => {
    expect(lowestQuoteIds([{ id: 1, cotacao: 3 }])).toEqual(new Set());
    // One priced quote beside a 0 is compared with nothing: not 'Menor cotação'.
    expect(
      lowestQuoteIds([
        { id: 1, cotacao: 0 },
        { id: 2, cotacao: 3 },
      ]),
    ).toEqual(new Set());
    expect(
      lowestQuoteIds([
        { id: 1, cotacao: 0 },
        { id: 2, cotacao: 0 },
      ]),
    ).toEqual(new Set());
    expect(
      lowestQuoteIds([
        { id: 1, cotacao: 2 },
        { id: 2, cotacao: 2 },
        { id: 3, cotacao: 5 },
      ]),
    ).toEqual(new Set([1, 2]));
  });
  it("shows amounts with two decimals and the spec's symbols, pt-BR", () => {
    expect(formatMoney(1234.5, "USD")).toBe("$\u00a01.234,50");
    expect(formatMoney(87.5, "CNY")).toBe("CN¥\u00a087,50");
    expect(formatMeasure(0.5, "m³")).toBe("0,5\u00a0m³");
    expect(unitLabel("peça")).toBe("peças");
    expect(unitLabel("caixa")).toBe("caixas");
  });
  it("describes each rate with its source and date, or as the default", () => {
    const rates: RatesReply = {
      usd_brl: { valor: 5.1234, data: "2026-11-20", fonte: "Banco Central do Brasil (SGS 1)", padrao: false },
      usd_cny: DEFAULT_RATES.usd_cny,
    };
    expect(describeRate(rates.usd_brl, "BRL")).toBe("US$\u00a01 = R$\u00a05,1234 (Banco Central do Brasil (SGS 1), 20/11/2026)");
    expect(describeRate(rates.usd_cny, "CNY")).toBe("US$\u00a01 = CN¥\u00a07,0000 (valor padrão)");
    expect(defaultRateCurrencies(rates)).toEqual(["CNY"]);
    expect(defaultRateCurrencies(DEFAULT_RATES)).toEqual(["BRL", "CNY"]);
  });
});

/**
 * Server rendering as a browser without JavaScript receives it: whole, the parts loaded when opened (a row's quote
 * form, its history) too, as the server waits for them (app/entry.server.tsx). React's comments (its Suspense
 * boundaries, between adjacent texts) are left out.
 */
async function render(node: ReactNode, url = "/products/9") {
  const router = createMemoryRouter([{ path: "/products/:id", element: <ToastProvider serverToasts={[]}>{node}</ToastProvider> }], {
    initialEntries: [url],
  });
  const { prelude } = await prerender(<RouterProvider router={router} />);
  return (await new Response(prelude).text()).replace(/<!--.*?-->/gs, "");
}

describe("the general-info card without JavaScript", () => {
  it("shows the master carton, and the NCM, II and IPI in force with their source", async () => {
    const html = await render(<GeneralInfoView product={product} />);
    expect(html).toContain(">Embalagem</dt>");
    expect(html).toContain('data-testid="product-packing">24 un. por caixa · 0,085\u00a0m³ · 12\u00a0kg<');
    expect(html).toContain('data-testid="product-ncm">7323.93.00 · da categoria Utilidades<');
    expect(html).toContain('data-testid="product-rates">II 18\u00a0% · IPI 6,5\u00a0% · da categoria Utilidades<');
    const unpacked = await render(
      <GeneralInfoView product={{ ...product, unidades_por_caixa: null, caixa_cubagem_m3: null, caixa_peso_kg: null }} />,
    );
    expect(unpacked).toContain('data-testid="product-packing">-<');
  });
});

describe("the suppliers card without JavaScript", () => {
  const card = (over: Partial<Parameters<typeof ProductSuppliersCard>[0]> = {}) => (
    <ProductSuppliersCard
      productId={9}
      quotes={quoteRowsOf(product.suppliers, DEFAULT_RATES, TODAY)}
      clearance={null}
      rates={DEFAULT_RATES}
      history={null}
      breakdown={null}
      search={null}
      editingQuote={null}
      locked={false}
      {...over}
    />
  );
  it("shows each quote in USD, BRL and CNY, when it changed, the lowest, the rates and the default-rate note", async () => {
    const html = await render(card());
    expect(html).toContain("$\u00a012,50");
    expect(html).toContain("R$\u00a062,50");
    expect(html).toContain("CN¥\u00a087,50");
    expect(html).toContain("Cotação atualizada em 12/03/2026");
    expect(html.match(/Menor cotação/g)).toHaveLength(1);
    expect(html).toContain("Câmbio padrão em uso para BRL e CNY");
    expect(html).toContain('placeholder="Buscar fornecedor por nome"');
    expect(html).toContain('href="/suppliers/4"');
    // The no-JavaScript search form and the links to each row's edit and remove.
    expect(html).toContain('name="buscar"');
    expect(html).toContain('href="/products/9?cotacao=4"');
    expect(html).toContain('href="/products/9?remover=4"');
  });
  it("with the day's rates (not the defaults): each rate with its source and date, amounts converted with them, no default-rate note", async () => {
    const rates: RatesReply = {
      usd_brl: { valor: 5.1234, data: "2026-11-20", fonte: "Banco Central do Brasil (SGS 1)", padrao: false },
      usd_cny: { valor: 7.1865, data: "2026-11-19", fonte: "Frankfurter (BCE)", padrao: false },
    };
    const html = await render(card({ quotes: quoteRowsOf(product.suppliers, rates, TODAY), rates }));
    const ratesBox = html.match(/<div[^>]*data-testid="exchange-rates"[^>]*>.*?<\/div>/s)?.[0] ?? "";
    expect(ratesBox).toContain("US$\u00a01 = R$\u00a05,1234 (Banco Central do Brasil (SGS 1), 20/11/2026)");
    expect(ratesBox).toContain("US$\u00a01 = CN¥\u00a07,1865 (Frankfurter (BCE), 19/11/2026)");
    // 12,50 US$ at 5,1234 and 7,1865.
    expect(html).toContain("R$\u00a064,04");
    expect(html).toContain("CN¥\u00a089,83");
    expect(html).not.toContain("Câmbio padrão em uso");
    expect(html).not.toContain("valor padrão");
    expect(html).not.toContain('role="note"');
  });
  it("shows each row's landed cost as the API gave it with its badges, 'sem preço', and a link to each breakdown, none of it open", async () => {
    const html = await render(card());
    // Beta quoted 0: no price, no landed cost to open.
    expect(html.match(/data-testid="custo-posto-summary"/g)).toHaveLength(2);
    expect(html).toMatch(/data-testid="custo-posto-total">sem preço</);
    expect(html).toContain("R$\u00a0188,58");
    expect(html).toContain("(estimativa)");
    expect(html).toMatch(/data-testid="custo-posto-summary".*?sem cubagem\/peso.*?<\/div>/s);
    expect(html).toContain('href="/products/9?custo=4#fornecedor-4"');
    expect(html).toContain('href="/products/9?custo=8#fornecedor-8"');
    expect(html).toContain('id="fornecedor-8"');
    for (const absent of ["custo-posto-breakdown", "Valor aduaneiro", "ICMS", "Câmbio US$", "Incoterm não informado"])
      expect(html).not.toContain(absent);
  });
  it("opens one row's breakdown (`?custo=`): its lines, the rate and version, and the link that closes it", async () => {
    const html = await render(card({ breakdown: openBreakdownOf(product.suppliers, 4) }), "/products/9?custo=4");
    expect(html.match(/data-testid="custo-posto-breakdown"/g)).toHaveLength(1);
    for (const line of [
      "Preço FOB (cotação)",
      "Frete (caixa do fornecedor)",
      "Valor aduaneiro",
      "II (18\u00a0%)",
      "IPI (6,5\u00a0%)",
      "PIS",
      "COFINS",
      "AFRMM",
      "Despesas",
      "ICMS",
      "R$\u00a033,49",
    ])
      expect(html).toContain(line);
    expect(html).toContain("Câmbio US$\u00a01 = R$\u00a05,0000 · parâmetros de importação versão 3 · NCM 7323.93.00");
    expect(html).toContain('href="/settings/import"');
    expect(html).toContain('aria-label="Ocultar composição do custo posto de Alfa"');
    expect(html).toContain('href="/products/9#fornecedor-4"');
    // Gama's stays closed.
    expect(html).toContain('href="/products/9?custo=8#fornecedor-8"');
    expect(html).not.toContain("Incoterm não informado");
    const gama = await render(card({ breakdown: openBreakdownOf(product.suppliers, 8) }), "/products/9?custo=8");
    expect(gama).toContain("Incoterm não informado: tratado como FOB.");
    expect(gama).toContain("Frete (sem cubagem/peso)");
  });
  it("says 'Nenhum supplier adicionado.' when empty", async () => {
    expect(await render(card({ quotes: [] }))).toContain("Nenhum supplier adicionado.");
  });
  it("turns the row being edited into a text input for decimals, prefilled the pt-BR way, with Salvar and Cancelar", async () => {
    const html = await render(card({ editingQuote: 4 }), "/products/9?cotacao=4");
    const input = html.match(/<input id="quote-4-cotacao"[^>]*>/)?.[0] ?? "";
    for (const attribute of ['name="cotacao"', 'type="text"', 'inputMode="decimal"', 'value="12,50"']) expect(input).toContain(attribute);
    for (const attribute of ["step=", "min=", "max="]) expect(input).not.toContain(attribute);
    expect(html).toContain(">Salvar</button>");
  });
  it("shows each row's validity badge and terms, and links to its history", async () => {
    const html = await render(card());
    // Alfa: 8 days left on the 12th is green; Beta expired yesterday; Gama gave no date.
    expect(html).toMatch(/data-state="valida"[^>]*>Válida até 20\/03\/2026</);
    expect(html).toMatch(/data-state="vencida"[^>]*>Vencida</);
    expect(html.match(/data-testid="quote-validity"/g)).toHaveLength(2);
    expect(html).toContain("MOQ 1.000");
    expect(html).toContain("Prazo de entrega: 30 dias");
    expect(html).toContain(">FOB<");
    expect(html).toContain('href="/products/9?historico=4#fornecedor-4"');
    // Only a supplier that gave its carton shows one.
    expect(html).not.toContain('data-testid="quote-packing"');
    const packed = quoteRowsOf(product.suppliers, DEFAULT_RATES, TODAY).map((row) =>
      row.id === 4 ? { ...row, unidades_por_caixa: 12, caixa_cubagem_m3: 0.05, caixa_peso_kg: 8 } : row,
    );
    expect((await render(card({ quotes: packed }))).match(/data-testid="quote-packing">[^<]*</g)).toEqual([
      'data-testid="quote-packing">Caixa do fornecedor: 12 un. · 0,05\u00a0m³ · 8\u00a0kg<',
    ]);
  });
  it("opens one row's history: the chart with two rows or more, each row with its rates and author", async () => {
    const rows = [
      {
        cotacao_usd: 12.5,
        cotado_em: "2026-03-12T15:00:00.000Z",
        valida_ate: "2026-03-20",
        moq: 1000,
        lead_time_dias: 30,
        incoterm: "FOB" as const,
        usd_brl: 5.4321,
        usd_cny: 7.1234,
        autor: { id: 2, nome: "Ana Souza" },
        via_link: false,
        original: null,
        custo_posto_brl: 168.05,
      },
      {
        cotacao_usd: 11,
        cotado_em: "2026-02-01T15:00:00.000Z",
        valida_ate: null,
        moq: null,
        lead_time_dias: null,
        incoterm: null,
        usd_brl: null,
        usd_cny: null,
        autor: null,
        via_link: false,
        original: null,
        custo_posto_brl: 150.4,
      },
    ];
    const html = await render(card({ history: { supplierId: 4, rows } }), "/products/9?historico=4");
    expect(html).toContain("Ocultar histórico");
    expect(html.match(/data-testid="quote-history-row"/g)).toHaveLength(2);
    expect(html).toContain("US$\u00a01 = R$\u00a05,4321 · US$\u00a01 = CN¥\u00a07,1234");
    expect(html).toContain("Câmbio não registrado");
    expect(html).toContain("por Ana Souza");
    expect(html).toContain("Custo posto R$\u00a0168,05 (estimativa)");
    expect(html).toMatch(/<svg[^>]*data-testid="quote-chart"/);
    expect(html.match(/<svg[^>]*data-testid="quote-chart".*?<\/svg>/s)?.[0].match(/<circle/g)).toHaveLength(2);
    // One row is no trend: no chart.
    const single = await render(card({ history: { supplierId: 4, rows: rows.slice(0, 1) } }), "/products/9?historico=4");
    expect(single).not.toContain('data-testid="quote-chart"');
  });
  it("a history row the supplier recorded through its link: 'por Fornecedor (link)' and the price as it gave it", async () => {
    const rows = [
      {
        cotacao_usd: 7.02,
        cotado_em: "2026-11-27T15:00:00.000Z",
        valida_ate: null,
        moq: null,
        lead_time_dias: null,
        incoterm: "CIF" as const,
        usd_brl: 5.4321,
        usd_cny: 7.1234,
        autor: null,
        via_link: true,
        original: { moeda: "CNY" as const, valor: 50, taxa: 7.1234 },
        custo_posto_brl: 61.37,
      },
    ];
    const html = await render(card({ history: { supplierId: 4, rows } }), "/products/9?historico=4");
    expect(html).toContain("por Fornecedor (link)");
    expect(html).toContain("Cotado em CN¥\u00a050,00 (US$\u00a01 = CN¥\u00a07,1234)");
    // The CNY rate is said once (the one used); the BRL rate of the day beside it, never a second CNY rate.
    expect(html.match(/CN¥\u00a07,1234/g)).toHaveLength(1);
    expect(html).toContain("US$\u00a01 = R$\u00a05,4321");
    expect(html).not.toContain("Câmbio não registrado");
  });
  it("gives the row being edited its four terms, filled with the saved ones", async () => {
    const html = await render(card({ editingQuote: 4 }), "/products/9?cotacao=4");
    for (const label of ["Válida até", "MOQ", "Prazo de entrega (dias)", "Incoterm"]) expect(html).toContain(`>${label}</label>`);
    expect(html).toMatch(/<input id="quote-4-valida_ate"[^>]*type="date"[^>]*name="valida_ate" value="2026-03-20"/);
    expect(html).toMatch(/<input id="quote-4-moq"[^>]*type="text" inputMode="numeric"[^>]*name="moq" value="1.000"/);
    expect(html).toMatch(/<option value="FOB" selected="">FOB<\/option>/);
  });
  it("gives the row being edited the supplier's carton and its measures in cm, as text inputs", async () => {
    const html = await render(card({ editingQuote: 4 }), "/products/9?cotacao=4");
    for (const label of [
      "Unidades por caixa",
      "Cubagem da caixa (m³)",
      "Peso bruto da caixa (kg)",
      "Comprimento (cm)",
      "Largura (cm)",
      "Altura (cm)",
    ])
      expect(html).toContain(`>${label}</label>`);
    expect(html).toMatch(/<input id="quote-4-unidades_por_caixa"[^>]*type="text"[^>]*inputMode="numeric"/);
    expect(html).toMatch(/<input id="quote-4-caixa_cubagem_m3"[^>]*type="text"[^>]*inputMode="decimal"/);
    expect(html).toContain("<legend");
  });
  it("shows a refused term's message at its field, with what was typed kept (the action's 400, without JavaScript)", async () => {
    const refused = parseWithZod(form({ id_supplier: "4", cotacao: "12,5", moq: "1,5", lead_time_dias: "45" }), {
      schema: quoteFormSchema,
    }).reply();
    const html = await render(card({ editingQuote: 4, quoteResult: refused }), "/products/9?cotacao=4");
    expect(html).toMatch(/<input id="quote-4-moq"[^>]*aria-invalid="true"[^>]*value="1,5"/);
    expect(html).toContain(
      '<p id="quote-4-moq-error" class="min-h-4 text-xs text-destructive">MOQ: informe um número inteiro maior ou igual a 1. Ex.: 1.500.</p>',
    );
    expect(html).toMatch(/<input id="quote-4-cotacao"[^>]*value="12,5"/);
  });
  it("is read-only while the product's own form is being edited", async () => {
    const html = await render(card({ locked: true }));
    expect(html).toContain("Salve ou cancele a edição do produto para alterar os suppliers.");
    expect(html).not.toContain("?remover=");
  });
});
