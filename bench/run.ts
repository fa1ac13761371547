// `npm run bench`: serves the production build on a database seeded with many suppliers and measures
// latency, throughput and the server's memory for the main screens and API calls. Load comes from this
// process over loopback only, bounded in time.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";

const { values } = parseArgs({
  options: {
    size: { type: "string", default: "20000" },
    duration: { type: "string", default: "8" },
    connections: { type: "string", default: "8" },
    port: { type: "string", default: "3299" },
    /** Measure on PostgreSQL instead of the embedded database (the database is emptied and seeded). */
    "database-url": { type: "string" },
  },
});
const root = resolve(import.meta.dirname, "..");
const port = Number(values.port);
const base = `http://127.0.0.1:${port}`;
const dataDir = resolve(root, ".tmp", `bench-data-${values.size}`);
const databaseUrl = values["database-url"] ?? "";
const secrets = databaseUrl ? { SESSION_SECRET: "b".repeat(40), JWT_SECRET: "j".repeat(40) } : {};

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

async function waitHealthy(): Promise<void> {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("o servidor não respondeu em 60 s");
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} falhou`);
}

async function main() {
  if (!existsSync(resolve(root, "build/server/index.js"))) run("npx", ["react-router", "build"]);
  if (databaseUrl) {
    run("psql", [databaseUrl, "-qc", "drop schema if exists public cascade; drop schema if exists drizzle cascade; create schema public;"]);
  }
  if (databaseUrl || !existsSync(resolve(dataDir, "pgdata"))) {
    rmSync(dataDir, { recursive: true, force: true });
    console.log(`Preparando banco com --size ${values.size} ...`);
    const started = Date.now();
    run(resolve(root, "node_modules/.bin/tsx"), ["server/cli/seed.ts", "--size", values.size ?? "20000"], {
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      ...secrets,
    });
    console.log(`seed: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }

  const server: ChildProcess = spawn(process.execPath, ["build/server/index.js"], {
    cwd: root,
    env: { ...process.env, ...secrets, NODE_ENV: "production", PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: databaseUrl, LOG_LEVEL: "warn" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const pid = server.pid ?? 0;
  try {
    const bootStarted = Date.now();
    await waitHealthy();
    console.log(`início do servidor: ${Date.now() - bootStarted} ms, RSS ocioso ${rssMb(pid)} MB`);

    const login = await fetch(`${base}/auth/login/`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: "admin@demo.local", password: "demo1234" }),
    });
    const { access } = (await login.json()) as { access: string };
    const form = await fetch(`${base}/login`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "email=admin%40demo.local&password=demo1234",
      redirect: "manual",
    });
    const cookie = (form.headers.get("set-cookie") ?? "").split(";")[0] ?? "";

    const scenarios: { name: string; path: string; headers?: Record<string, string> }[] = [
      { name: "GET /healthz", path: "/healthz" },
      { name: "API GET /auth/profile/", path: "/auth/profile/", headers: { Authorization: `Bearer ${access}` } },
      {
        name: "API suppliers: busca + filtro + ordem por nota",
        path: "/api/suppliers/?search=trad&tipo=Fabricante&order_by=nota&order_direction=desc&page=2",
        headers: { Authorization: `Bearer ${access}` },
      },
      { name: "API suppliers: página 1 sem filtro", path: "/api/suppliers/", headers: { Authorization: `Bearer ${access}` } },
      { name: "SSR /login (visitante)", path: "/login" },
      { name: "SSR /profile (autenticado)", path: "/profile", headers: { Cookie: cookie } },
      { name: "SSR /suppliers (autenticado)", path: "/suppliers?order_by=nota&order_direction=desc", headers: { Cookie: cookie } },
    ];

    const rows: string[][] = [];
    let peak = rssMb(pid);
    for (const scenario of scenarios) {
      const sampler = setInterval(() => {
        peak = Math.max(peak, rssMb(pid));
      }, 200);
      const result = await autocannon({
        url: `${base}${scenario.path}`,
        headers: scenario.headers,
        connections: Number(values.connections),
        duration: Number(values.duration),
      });
      clearInterval(sampler);
      const errors = result.non2xx + result.errors;
      rows.push([
        scenario.name,
        result.requests.average.toFixed(0),
        String(result.latency.p50),
        String(result.latency.p97_5),
        String(result.latency.p99),
        String(errors),
      ]);
    }
    console.log(
      `\nbanco: ${databaseUrl ? "PostgreSQL" : "PGlite"}; suppliers: ${values.size}; ${values.connections} conexões; ${values.duration} s por cenário\n`,
    );
    const header = ["cenário", "req/s", "p50 ms", "p97.5 ms", "p99 ms", "não-2xx/erros"];
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
    const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join("  ");
    console.log(line(header));
    for (const row of rows) console.log(line(row));
    console.log(`\nRSS do servidor: pico ${peak} MB, final ${rssMb(pid)} MB`);
  } finally {
    server.kill("SIGTERM");
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
