import { DEFAULT_USD_BRL, DEFAULT_USD_CNY } from "../../../contract/product-rules";
import type { QuoteValidity } from "../../../contract/quote-terms";
import type { ExchangeRate, ProductSupplierDetail, RatesReply } from "../../../contract/products";
import { type Currency, formatRate } from "../format";
import { formatDayBr } from "../../../contract/days";

/** One supplier row of the product detail: its USD quote converted on the server (specification §2). */
export interface QuoteRow extends ProductSupplierDetail {
  brl: number;
  cny: number;
  /** The lowest real quote of the product (beyond the specification). */
  lowest: boolean;
  /** The validity badge's state (the contract's rule, on the server's today). */
  validity: QuoteValidity;
  /** The product's preferred supplier (ADR 0052). */
  preferido: boolean;
}

const DEFAULT_SOURCE = "Valor padrão";

/** When GET /api/rates/ itself fails: the contract's defaults, said to be defaults (the API would answer the same). */
export const DEFAULT_RATES: RatesReply = {
  usd_brl: { valor: DEFAULT_USD_BRL, data: null, fonte: DEFAULT_SOURCE, padrao: true },
  usd_cny: { valor: DEFAULT_USD_CNY, data: null, fonte: DEFAULT_SOURCE, padrao: true },
};

/** "US$ 1 = R$ 5,1234 (Banco Central do Brasil (SGS 1), 20/11/2026)"; a default rate says so instead of a source. */
export function describeRate(rate: ExchangeRate, currency: Exclude<Currency, "USD">): string {
  const origin = rate.padrao ? "valor padrão" : [rate.fonte, rate.data ? formatDayBr(rate.data) : null].filter(Boolean).join(", ");
  return `${formatRate(rate.valor, currency)} (${origin})`;
}

/** The currencies whose rate is the default (the lookup failed), for the note under the rates. */
export function defaultRateCurrencies(rates: RatesReply): string[] {
  return [rates.usd_brl.padrao ? "BRL" : null, rates.usd_cny.padrao ? "CNY" : null].filter((code) => code !== null);
}
