import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import type { PoolStats } from "#server/db/client.ts";

/** What a DataCache counts (server/api/data-cache.ts); read at each scrape rather than pushed on every lookup. */
interface CacheCounts {
  hits: number;
  misses: number;
}

export interface MetricsSources {
  /** The database's connection pool, when it has one (PostgreSQL, or the embedded database's single connection). */
  pool?: () => PoolStats;
  caches: Record<string, CacheCounts>;
}

/** Route label of requests answered by the static file handlers (assets, flags, favicon). */
export const STATIC_ROUTE = "(estático)";
/** Route label of requests no route matched: their raw paths would make one series per URL. */
export const UNKNOWN_ROUTE = "(desconhecida)";

// Seconds. Most API calls take a few milliseconds (bench/results.md); uploads and cold pages take seconds.
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/**
 * The Prometheus metrics of one process (`METRICS=1`, served at /metrics): requests by route pattern and status,
 * their latency, the database pool, the data caches, and prom-client's process metrics (memory, CPU, event loop).
 * A registry of its own, not prom-client's global one, so tests can hold several.
 */
export class Metrics {
  readonly registry = new Registry();
  private readonly requests: Counter<"method" | "route" | "status">;
  private readonly latency: Histogram<"method" | "route" | "status">;

  constructor(sources: MetricsSources) {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry });
    this.requests = new Counter({
      name: "http_requests_total",
      help: "Requisições HTTP respondidas, por rota (padrão, não a URL), método e status.",
      labelNames: ["method", "route", "status"],
      registers,
    });
    this.latency = new Histogram({
      name: "http_request_duration_seconds",
      help: "Tempo até a resposta (cabeçalhos) de cada requisição HTTP, por rota, método e status.",
      labelNames: ["method", "route", "status"],
      buckets: LATENCY_BUCKETS,
      registers,
    });
    const { pool } = sources;
    if (pool) {
      new Gauge({
        name: "db_pool_connections",
        help: "Conexões do pool do banco: total aberto, ociosas, e requisições esperando uma conexão (waiting).",
        labelNames: ["state"],
        registers,
        collect() {
          const stats = pool();
          this.set({ state: "total" }, stats.total);
          this.set({ state: "idle" }, stats.idle);
          this.set({ state: "waiting" }, stats.waiting);
        },
      });
    }
    const caches = Object.entries(sources.caches);
    for (const [name, field] of [
      ["data_cache_hits_total", "hits"],
      ["data_cache_misses_total", "misses"],
    ] as const) {
      new Counter({
        name,
        help: `Consultas aos caches por versão dos dados (${field === "hits" ? "servidas do cache" : "recalculadas"}), por cache.`,
        labelNames: ["cache"],
        registers,
        // The caches count for themselves; the counter mirrors their totals at each scrape.
        collect() {
          this.reset();
          for (const [cache, counts] of caches) this.inc({ cache }, counts[field]);
        },
      });
    }
  }

  /** Counts one answered request; `route` is a pattern or one of the fixed labels above, never a raw URL. */
  observeRequest(method: string, route: string, status: number, seconds: number): void {
    const labels = { method, route, status: String(status) };
    this.requests.inc(labels);
    this.latency.observe(labels, seconds);
  }

  /** The text exposition format, and its content type. */
  async render(): Promise<{ body: string; contentType: string }> {
    return { body: await this.registry.metrics(), contentType: this.registry.contentType };
  }
}
