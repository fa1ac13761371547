import { performance } from "node:perf_hooks";

/**
 * The in-process API calls one page made, as a `Server-Timing` header (SERVER_TIMING=1): the benchmark
 * compares a page with the calls it makes, and DevTools shows them under Timing.
 */
export class ApiTimings {
  private readonly entries: { desc: string; dur: number }[] = [];

  async time(request: Request, call: () => Response | Promise<Response>): Promise<Response> {
    const started = performance.now();
    try {
      return await call();
    } finally {
      const url = new URL(request.url);
      this.entries.push({ desc: `${request.method} ${url.pathname}${url.search}`, dur: performance.now() - started });
    }
  }

  header(): string {
    // A quoted-string: quotes and backslashes escaped (RFC 9110 §5.6.4).
    return this.entries.map(({ desc, dur }) => `api;desc="${desc.replace(/["\\]/g, "\\$&")}";dur=${dur.toFixed(1)}`).join(", ");
  }
}
