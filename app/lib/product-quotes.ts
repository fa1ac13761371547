import { convertUsd, DEFAULT_USD_BRL, DEFAULT_USD_CNY } from "../../contract/product-rules";
import { type QuoteValidity, quoteValidity } from "../../contract/quote-terms";
import type { ExchangeRate, ProductSupplier, ProductSupplierDetail, RatesReply } from "../../contract/products";
import { formatDayBr } from "./format";

/** One supplier row of the product detail: its USD quote converted on the server (spec section 2). */
export interface QuoteRow extends ProductSupplierDetail {
  brl: number;
  cny: number;
  /** The lowest real quote of the product (beyond the spec). */
  lowest: boolean;
  /** The validity badge's state (the contract's rule, on the server's today). */
  validity: QuoteValidity;
  /** The product's preferred supplier (issue 12 section 3). */
  preferido: boolean;
}

/** The currencies as the detail shows them (spec section 9). */
/**
 * The suppliers whose quote is the lowest of the product. A 0 is the default of a supplier not quoted yet,
 * not a price, so it never counts; and with fewer than two suppliers there is nothing to compare.
 */
export function lowestQuoteIds(suppliers: readonly Pick<ProductSupplier, "id" | "cotacao">[]): Set<number> {
  if (suppliers.length < 2) return new Set();
  const quoted = suppliers.filter((supplier) => supplier.cotacao > 0);
  if (quoted.length === 0) return new Set();
  const lowest = Math.min(...quoted.map((supplier) => supplier.cotacao));
  return new Set(quoted.filter((supplier) => supplier.cotacao === lowest).map((supplier) => supplier.id));
}

/**
 * Every supplier of the product with its quote in the three currencies, the lowest marked, where its validity
 * stands on `today` (YYYY-MM-DD, São Paulo), and the preferred one (`preferredId`) marked.
 */
export function quoteRowsOf(suppliers: readonly ProductSupplierDetail[], rates: RatesReply, today: string, preferredId: number | null = null): QuoteRow[] {
  const lowest = lowestQuoteIds(suppliers);
  return suppliers.map((supplier) => {
    const { brl, cny } = convertUsd(supplier.cotacao, rates);
    return {
      ...supplier,
      brl,
      cny,
      lowest: lowest.has(supplier.id),
      validity: quoteValidity(supplier.valida_ate, today),
      preferido: supplier.id === preferredId,
    };
  });
}

const DEFAULT_SOURCE = "Valor padrão";

/** When GET /api/rates/ itself fails: the contract's defaults, said to be defaults (the API would answer the same). */
export const DEFAULT_RATES: RatesReply = {
  usd_brl: { valor: DEFAULT_USD_BRL, data: null, fonte: DEFAULT_SOURCE, padrao: true },
  usd_cny: { valor: DEFAULT_USD_CNY, data: null, fonte: DEFAULT_SOURCE, padrao: true },
};

const rateNumber = new Intl.NumberFormat("pt-BR", { minimumFractionDigits: 2, maximumFractionDigits: 4 });

/** "R$ 5,1234 (Banco Central do Brasil (SGS 1), 20/11/2026)"; a default rate says so instead of a source. */
export function describeRate(rate: ExchangeRate, symbol: string): string {
  const origin = rate.padrao ? "valor padrão" : [rate.fonte, rate.data ? formatDayBr(rate.data) : null].filter(Boolean).join(", ");
  return `${symbol} ${rateNumber.format(rate.valor)} (${origin})`;
}

/** The currencies whose rate is the default (the lookup failed), for the note under the rates. */
export function defaultRateCurrencies(rates: RatesReply): string[] {
  return [rates.usd_brl.padrao ? "BRL" : null, rates.usd_cny.padrao ? "CNY" : null].filter((code) => code !== null);
}
