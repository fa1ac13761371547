// The list exports (ADR 0049) under the benchmark: each export downloaded to its last byte while the server's
// RSS is sampled, at two sizes of the same list, so that memory growing with the rows would show. Part of
// `npm run bench`; `npm run bench:export` runs it alone on an already seeded target (see bench/run.ts).
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { resolve } from "node:path";
import { BenchServer, rssMb, type Target } from "./server.ts";

export interface ExportScenario {
  name: string;
  path: string;
}

export interface ExportResult extends ExportScenario {
  status: number;
  rows: number;
  kb: number;
  /** Time to the last byte. */
  ms: number;
  /** The server's RSS just before, and its peak while the file was downloaded (sampled every 20 ms). */
  rssBeforeMb: number;
  rssPeakMb: number;
}

/** The products at size large are exactly the limit (50,000); one category gives the same list at a fraction. */
export const EXPORT_SCENARIOS: ExportScenario[] = [
  { name: "products: all (CSV)", path: "/api/products/export/?format=csv" },
  { name: "products: all (XLSX)", path: "/api/products/export/?format=xlsx" },
  { name: "products: one category (CSV)", path: "/api/products/export/?format=csv&categoria=Brinquedos" },
  { name: "products: one category (XLSX)", path: "/api/products/export/?format=xlsx&categoria=Brinquedos" },
  { name: "sourcings: all, by person responsible (XLSX)", path: "/api/sourcings/export/?format=xlsx&sort_field=responsavel" },
  { name: "suppliers: over the limit (refused)", path: "/api/suppliers/export/?format=csv" },
];

export async function measureExports(server: BenchServer, access: string): Promise<ExportResult[]> {
  const results: ExportResult[] = [];
  for (const scenario of EXPORT_SCENARIOS) {
    // Let the previous download's garbage settle before the baseline is read.
    await new Promise((r) => setTimeout(r, 1500));
    const rssBeforeMb = rssMb(server.pid);
    let rssPeakMb = rssBeforeMb;
    const sampler = setInterval(() => (rssPeakMb = Math.max(rssPeakMb, rssMb(server.pid))), 20);
    const started = performance.now();
    let bytes = 0;
    let newlines = 0;
    const response = await fetch(`${server.base}${scenario.path}`, { headers: { Authorization: `Bearer ${access}` } });
    const rowsHeader = Number(response.headers.get("x-total-count") ?? 0);
    const reader = response.body?.getReader();
    for (;;) {
      const chunk = reader ? await reader.read() : { done: true as const, value: undefined };
      if (chunk.done) break;
      bytes += chunk.value.length;
      for (const byte of chunk.value) if (byte === 10) newlines++;
    }
    const ms = Math.round(performance.now() - started);
    clearInterval(sampler);
    const rows = scenario.path.includes("format=csv") && response.ok ? newlines - 1 : rowsHeader;
    results.push({ ...scenario, status: response.status, rows, kb: Math.round(bytes / 1024), ms, rssBeforeMb, rssPeakMb });
    console.log(
      `  ${scenario.name}: ${response.status}, ${rows} rows, ${Math.round(bytes / 1024)} KB in ${ms} ms, RSS ${rssBeforeMb} → peak ${rssPeakMb} MB`,
    );
  }
  return results;
}

/** `npm run bench:export -- [--size large] [--only pglite|postgresql] [--database-url …]`: this part alone. */
async function main() {
  const { values } = parseArgs({
    options: {
      size: { type: "string", default: "large" },
      only: { type: "string", default: "pglite" },
      "database-url": { type: "string" },
      port: { type: "string", default: "3299" },
    },
  });
  const root = resolve(import.meta.dirname, "..");
  const size = values.size ?? "large";
  const target: Target = values.only?.toLowerCase().startsWith("post")
    ? {
        name: "PostgreSQL",
        databaseUrl: values["database-url"] ?? `postgres://postgres@127.0.0.1:5432/bench_${size}`,
        dataDir: resolve(root, ".tmp", `bench-files-${size}`),
      }
    : { name: "PGlite", dataDir: resolve(root, ".tmp", `bench-data-${size}`) };
  const server = new BenchServer(root, target, Number(values.port));
  await server.start();
  try {
    const login = await fetch(`${server.base}/auth/login/`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: "admin@demo.local", password: "demo1234" }),
    });
    const { access } = (await login.json()) as { access: string };
    console.log(`== ${target.name} (${size}), exports:`);
    await measureExports(server, access);
  } finally {
    await server.stop();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
