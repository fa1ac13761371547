import { z } from "zod";
import { logger } from "./ops/logger.ts";
import { DEFAULT_USD_BRL, DEFAULT_USD_CNY, type ExchangeRate, type RatesReply } from "#contract/products/products.ts";

/** Each lookup gives up after this long (docs/design.md §6). */
const RATES_TIMEOUT_MS = 3000;
/** A rate is reused for this long... */
const RATES_TTL_MS = 60 * 60 * 1000;
/** ...and a failed lookup's default for this long, so a passing outage does not last an hour. */
const RATES_FAILURE_TTL_MS = 5 * 60 * 1000;

export const DEFAULT_RATE_SOURCE = "Valor padrão";

/** What a source's reply holds once read: units per USD and the rate's day (YYYY-MM-DD) or null. */
interface Quote {
  valor: number;
  data: string | null;
}

interface RateSource {
  /** Shown as `fonte`. */
  name: string;
  url: string | null;
  fallback: number;
  /** Plausible values: anything outside is a broken reply, not a rate. */
  range: [number, number];
  read(body: unknown): Quote;
}

const decimal = z.union([
  z.number(),
  z
    .string()
    .trim()
    .regex(/^\d+([.,]\d+)?$/)
    .transform((v) => Number(v.replace(",", "."))),
]);

/** 'dd/MM/yyyy' → 'yyyy-MM-dd', checked to be a real day. */
function brazilianDay(text: string): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const iso = `${match[3]}-${match[2]}-${match[1]}`;
  const day = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === iso ? iso : null;
}

/** Banco Central do Brasil, SGS series 1 (USD→BRL, PTAX sale), last value: `[{"data":"dd/MM/yyyy","valor":"5.1234"}]`. */
const sgsReply = z.array(z.object({ data: z.string(), valor: decimal })).min(1);

/** open.er-api.com (ExchangeRate-API's open endpoint): `{"result":"success","time_last_update_unix":…,"rates":{"CNY":7.1}}`. */
const openErApiReply = z.object({
  result: z.literal("success").optional(),
  time_last_update_unix: z.number().optional(),
  rates: z.object({ CNY: decimal }),
});

export interface RatesConfig {
  /** USD→BRL source (RATES_BRL_URL); null: no lookup, the default rate. */
  brlUrl: string | null;
  /** USD→CNY source (RATES_CNY_URL); null: no lookup, the default rate. */
  cnyUrl: string | null;
  timeoutMs?: number;
  ttlMs?: number;
  failureTtlMs?: number;
  fetch?: typeof fetch;
  now?: () => number;
  /** Where failures (once per failure episode) and recoveries are reported. */
  log?: (message: string) => void;
}

interface Cached {
  rate: ExchangeRate;
  expires: number;
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    if (error.name === "TimeoutError" || error.name === "AbortError") return "tempo esgotado";
    return error.message;
  }
  return String(error);
}

/**
 * USD→BRL and USD→CNY for the product screens: each looked up with a timeout, cached in the process for an
 * hour, concurrent lookups sharing one request, and a failure (timeout, HTTP error, unreadable or implausible
 * reply) logged once and replaced by the default rate (5 BRL, 7 CNY) until the next lookup.
 */
export class ExchangeRates {
  private readonly sources: { usd_brl: RateSource; usd_cny: RateSource };
  private readonly cache = new Map<string, Cached>();
  private readonly inFlight = new Map<string, Promise<ExchangeRate>>();
  private readonly failing = new Set<string>();
  private readonly timeoutMs: number;
  private readonly ttlMs: number;
  private readonly failureTtlMs: number;
  private readonly fetch: typeof fetch;
  private readonly now: () => number;
  private readonly log: (message: string) => void;

  constructor(config: RatesConfig) {
    this.timeoutMs = config.timeoutMs ?? RATES_TIMEOUT_MS;
    this.ttlMs = config.ttlMs ?? RATES_TTL_MS;
    this.failureTtlMs = config.failureTtlMs ?? RATES_FAILURE_TTL_MS;
    this.fetch = config.fetch ?? globalThis.fetch;
    this.now = config.now ?? Date.now;
    this.log = config.log ?? ((message) => logger.warn(message));
    this.sources = {
      usd_brl: {
        name: "Banco Central do Brasil (SGS 1)",
        url: config.brlUrl,
        fallback: DEFAULT_USD_BRL,
        range: [0.5, 50],
        read: (body) => {
          const last = sgsReply.parse(body).at(-1);
          if (!last) throw new Error("série vazia");
          return { valor: last.valor, data: brazilianDay(last.data) };
        },
      },
      usd_cny: {
        name: "ExchangeRate-API (open.er-api.com)",
        url: config.cnyUrl,
        fallback: DEFAULT_USD_CNY,
        range: [1, 50],
        read: (body) => {
          const reply = openErApiReply.parse(body);
          const seconds = reply.time_last_update_unix;
          return { valor: reply.rates.CNY, data: seconds === undefined ? null : new Date(seconds * 1000).toISOString().slice(0, 10) };
        },
      },
    };
  }

  /** Rates that never look anything up: the defaults (tests and tools that configure no source). */
  static offline(): ExchangeRates {
    return new ExchangeRates({ brlUrl: null, cnyUrl: null });
  }

  async get(): Promise<RatesReply> {
    const [usd_brl, usd_cny] = await Promise.all([this.rate("usd_brl"), this.rate("usd_cny")]);
    return { usd_brl, usd_cny };
  }

  private rate(id: "usd_brl" | "usd_cny"): Promise<ExchangeRate> {
    const cached = this.cache.get(id);
    if (cached && cached.expires > this.now()) return Promise.resolve(cached.rate);
    const pending = this.inFlight.get(id);
    if (pending) return pending;
    const lookup = this.lookUp(id).then((rate) => {
      const lookedUp = rate.padrao && this.sources[id].url !== null ? this.failureTtlMs : this.ttlMs;
      this.cache.set(id, { rate, expires: this.now() + lookedUp });
      return rate;
    });
    const shared = lookup.finally(() => this.inFlight.delete(id));
    this.inFlight.set(id, shared);
    return shared;
  }

  private async lookUp(id: "usd_brl" | "usd_cny"): Promise<ExchangeRate> {
    const source = this.sources[id];
    const fallback: ExchangeRate = { valor: source.fallback, data: null, fonte: DEFAULT_RATE_SOURCE, padrao: true };
    if (source.url === null) return fallback;
    try {
      const quote = await this.fetchQuote(source, source.url);
      if (this.failing.delete(id)) this.log(`[rates] ${id}: consulta a ${source.name} voltou a funcionar.`);
      return { valor: quote.valor, data: quote.data, fonte: source.name, padrao: false };
    } catch (error) {
      if (!this.failing.has(id)) {
        this.failing.add(id);
        this.log(`[rates] ${id}: falha ao consultar ${source.name} (${describe(error)}); usando o valor padrão ${source.fallback}.`);
      }
      return fallback;
    }
  }

  private async fetchQuote(source: RateSource, url: string): Promise<Quote> {
    const response = await this.fetch(url, { signal: AbortSignal.timeout(this.timeoutMs), headers: { accept: "application/json" } });
    if (!response.ok) {
      await response.body?.cancel().catch(() => {});
      throw new Error(`HTTP ${response.status}`);
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch (error) {
      if (error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError")) throw error;
      throw new Error("resposta não é JSON");
    }
    let quote: Quote;
    try {
      quote = source.read(body);
    } catch {
      throw new Error("resposta em formato inesperado");
    }
    const [min, max] = source.range;
    if (!Number.isFinite(quote.valor) || quote.valor < min || quote.valor > max) throw new Error(`valor implausível: ${quote.valor}`);
    return quote;
  }
}
