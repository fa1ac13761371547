import { Agent, request } from "node:http";
import { performance } from "node:perf_hooks";

export interface LoadFigures {
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  /** Replies that were not 2xx (or 304), and requests that failed outright. */
  failed: number;
}

export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
const round = (ms: number) => Math.round(ms * 10) / 10;

/** One GET over a kept-alive connection; resolves with the status once the body is read. */
function get(agent: Agent, url: URL, headers: Record<string, string>): Promise<number> {
  return new Promise((done, fail) => {
    const req = request(url, { agent, headers: { "Accept-Encoding": "gzip", ...headers } }, (res) => {
      res.on("data", () => undefined);
      res.on("end", () => done(res.statusCode ?? 0));
      res.on("error", fail);
    });
    req.on("error", fail);
    req.end();
  });
}

/**
 * `connections` clients, each sending its next request when the previous reply is read, for `seconds`:
 * exact percentiles of every latency (no histogram buckets), from this process over loopback.
 */
export async function load(
  url: string,
  options: { connections: number; seconds: number; headers?: Record<string, string> },
): Promise<LoadFigures> {
  const agent = new Agent({ keepAlive: true, maxSockets: options.connections });
  const target = new URL(url);
  const latencies: number[] = [];
  let failed = 0;
  const started = performance.now();
  const until = started + options.seconds * 1000;
  const client = async () => {
    while (performance.now() < until) {
      const t0 = performance.now();
      try {
        const status = await get(agent, target, options.headers ?? {});
        // A 304 answers a revalidation (the lookups a page already holds): a reply, not a failure.
        if (status < 200 || (status >= 300 && status !== 304)) failed++;
      } catch {
        failed++;
      }
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: options.connections }, client));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    rps: Math.round(latencies.length / elapsed),
    p50: round(percentile(latencies, 50)),
    p95: round(percentile(latencies, 95)),
    p99: round(percentile(latencies, 99)),
    failed,
  };
}
