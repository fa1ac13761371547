import { describe, expect, it } from "vitest";
import type { ProductListItem } from "#contract/products/products.ts";
import { formatBrl, formatMoney, truncateText } from "#app/lib/format.ts";
import { createdProductOf, REFRESH_PRODUCTS_EVENT } from "#app/lib/products/events.ts";
import { cardDescription, quoteRange, toProductRow } from "#app/lib/products/rows.ts";

// Intl puts a no-break space between symbol and amount; compare with plain spaces.
const plain = (text: string) => text.replace(/\u00a0/g, " ");

const product = (overrides: Partial<ProductListItem> = {}): ProductListItem => ({
  id: 7,
  version: 1,
  nome: "Garrafa Térmica",
  descricao: "Aço inox 304, parede dupla.",
  id_categoria: 1,
  nome_categoria: "Utilidades Domésticas",
  unidade_medida: "peça",
  cubagem: 0.1,
  peso: 0.35,
  url_imagem: null,
  url_imagem_url: null,
  suppliers: [
    {
      id: 1,
      nome: "Yiwu",
      cotacao: 1.5,
      atualizado_em: "2026-11-01T00:00:00Z",
      cotado_em: "2026-11-01T00:00:00Z",
      valida_ate: null,
      moq: null,
      lead_time_dias: null,
      incoterm: null,
      vencida: false,
      cod_pais: "cn",
      unidades_por_caixa: null,
      caixa_cubagem_m3: null,
      caixa_peso_kg: null,
    },
  ],
  cotacao_min: 1.5,
  cotacao_max: 12,
  ncm: null,
  ii_pct: null,
  ipi_pct: null,
  ipi_zfm: false,
  antidumping_confirmado: false,
  codigo_ean: null,
  id_supplier_preferido: null,
  unidades_por_caixa: null,
  caixa_cubagem_m3: null,
  caixa_peso_kg: null,
  ...overrides,
});

describe("formatMoney", () => {
  it("two decimals with the pt-BR comma after '$', 'R$' or 'CN¥'", () => {
    expect(plain(formatMoney(1.5, "USD"))).toBe("$ 1,50");
    expect(plain(formatMoney(1234.567, "USD"))).toBe("$ 1.234,57");
    expect(plain(formatMoney(0, "CNY"))).toBe("CN¥ 0,00");
    expect(plain(formatMoney(6.17, "BRL"))).toBe("R$ 6,17");
  });
  it("keeps formatBrl as Intl writes BRL", () => {
    const intl = new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" });
    for (const value of [0, 1.5, 1234.56, 1_000_000]) expect(formatBrl(value)).toBe(intl.format(value));
  });
});

describe("truncateText", () => {
  it("cuts beyond the limit with an ellipsis, by code point", () => {
    expect(truncateText("Compatível com as marcas", 10)).toBe("Compatível…");
    expect(truncateText("curto", 10)).toBe("curto");
    expect(truncateText("1234567890", 10)).toBe("1234567890");
    expect(truncateText("😀😀😀", 2)).toBe("😀😀…");
  });
});

describe("the product list's rows", () => {
  it("keeps what the list shows and whether anyone quoted it", () => {
    expect(toProductRow(product())).toEqual({
      id: 7,
      nome: "Garrafa Térmica",
      descricao: "Aço inox 304, parede dupla.",
      nome_categoria: "Utilidades Domésticas",
      cotacao_min: 1.5,
      cotacao_max: 12,
      cotado: true,
      preferido: null,
    });
    expect(toProductRow(product({ suppliers: [], cotacao_min: 0, cotacao_max: 0 })).cotado).toBe(false);
  });

  it("names the preferred supplier (ADR 0052) among the product's suppliers", () => {
    expect(toProductRow(product({ id_supplier_preferido: 1 })).preferido).toBe("Yiwu");
    expect(toProductRow(product({ id_supplier_preferido: 99 })).preferido).toBeNull();
  });

  it("cuts the description at 1000 characters in the table and at 10 in a card", () => {
    const row = toProductRow(product({ descricao: "a".repeat(1000) + "b" }));
    expect(row.descricao).toBe(`${"a".repeat(1000)}…`);
    expect(toProductRow(product({ descricao: "a".repeat(1000) })).descricao).toBe("a".repeat(1000));
    expect(cardDescription(row)).toBe("aaaaaaaaaa…");
    expect(cardDescription(toProductRow(product({ descricao: "Curta" })))).toBe("Curta");
  });

  it("shows the quote range as 'min ~ max' in dollars, 0 without quotes", () => {
    expect(plain(quoteRange({ cotacao_min: 1.5, cotacao_max: 12 }))).toBe("$ 1,50 ~ $ 12,00");
    expect(plain(quoteRange({ cotacao_min: 0, cotacao_max: 0 }))).toBe("$ 0,00 ~ $ 0,00");
  });
});

describe("the refreshProducts event", () => {
  it("names the new product when it carries one, else nothing", () => {
    expect(createdProductOf(new CustomEvent(REFRESH_PRODUCTS_EVENT, { detail: { id: 3, nome: "Novo" } }))).toEqual({ id: 3, nome: "Novo" });
    expect(createdProductOf(new Event(REFRESH_PRODUCTS_EVENT))).toBeNull();
    expect(createdProductOf(new CustomEvent(REFRESH_PRODUCTS_EVENT, { detail: { id: "3" } }))).toBeNull();
  });
});
