import { DEFAULT_USD_BRL, DEFAULT_USD_CNY } from "#contract/products/product-rules.ts";
import type { QuoteValidity } from "#contract/quotes/quote-terms.ts";
import type { CustoPosto, ExchangeRate, ProductSupplier, RatesReply } from "#contract/products/products.ts";
import { type Currency, formatRate } from "#app/lib/format.ts";
import { formatDayBr } from "#contract/time/days.ts";

/**
 * What a supplier row shows of its landed cost before its breakdown is opened: the total and what its badges
 * say. The breakdown itself travels only for the row that opened it (`?custo=`, docs/decisions/0069-lean-pages.md).
 */
export type LandedCostSummary = Pick<
  CustoPosto,
  "total_brl" | "custo_liquido_brl" | "base" | "frete_no_preco" | "embalagem" | "incompleto" | "desembaraco"
> & {
  /** The regime's name (imports only). */
  regime: string | null;
  /** A matching antidumping measure: its resolution, and whether the buyer confirmed it. */
  antidumping: { resolucao: string; aplicado: boolean } | null;
};

/**
 * One supplier row of the product detail: its USD quote converted on the server (specification §2), with what the
 * row shows or its quote form edits; the detail's other fields of a supplier (when the current quote was recorded,
 * its country, `vencida` beside `validity`) are not sent to the page.
 */
export interface QuoteRow extends Omit<ProductSupplier, "cotado_em" | "vencida" | "cod_pais"> {
  brl: number;
  cny: number;
  /** The currency the supplier gave its price in through its link, shown as given in its column (null: USD). */
  dada_em: "CNY" | "BRL" | null;
  /** The lowest real quote of the product (beyond the specification). */
  lowest: boolean;
  /** The validity badge's state (the contract's rule, on the server's today). */
  validity: QuoteValidity;
  /** The product's preferred supplier (ADR 0052). */
  preferido: boolean;
  /** The landed cost's summary as the API computed it; null for a quote without a price ('sem preço'). */
  custo_posto: LandedCostSummary | null;
}

/** The one supplier whose landed-cost breakdown is open (`?custo=<supplier id>`), with that breakdown. */
export interface OpenBreakdown {
  supplierId: number;
  breakdown: CustoPosto;
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
