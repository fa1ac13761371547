// `npm run bench`: the whole benchmark (docs/benchmark.md) in one run, on PGlite (in its worker thread) and on
// PostgreSQL: every list and detail call at concurrency 1 and 16 beside the raw SQL it runs, every main page
// (SSR) beside the API calls it makes, first-load JavaScript and CSS, Slow 3G in Chromium, cold start and
// memory. Writes bench/results.json and bench/results.md, and docs/benchmark.md's table. Load comes from this
// process over loopback: on a 2-core machine it shares the cores with the server.
import { spawnSync } from "node:child_process";
import { cpus, totalmem } from "node:os";
import { existsSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import { openBrowser, pageWeight, slowNetwork } from "./browser.ts";
import { BareServer, buildBare } from "./bare.ts";
import { profileListPage } from "./cpu-profile.ts";
import { measureExports } from "./export.ts";
import { floorMarkdown, measureFloor } from "./floor.ts";
import { load } from "./load.ts";
import { measureRawSql } from "./raw-sql.ts";
import { type ApiResult, type BenchResults, type DatabaseResults, type PageResult, writeReports } from "./report.ts";
import { discover } from "./scenarios.ts";
import { BenchServer, rssMb, SECRETS, signIn, type Target } from "./server.ts";

const { values } = parseArgs({
  options: {
    size: { type: "string", default: "large" },
    duration: { type: "string", default: "5" },
    only: { type: "string" },
    "database-url": { type: "string" },
    reseed: { type: "boolean", default: false },
    port: { type: "string", default: "3299" },
    // Only the API scenarios whose name contains this text, no pages or exports, and nothing written: printed only.
    scenario: { type: "string" },
    // Only the main pages against the bare app of the same HTML size, the shell and their API calls (ADR 0078):
    // writes bench/floor-results.json and bench/floor-results.md.
    floor: { type: "boolean", default: false },
    rounds: { type: "string", default: "2" },
  },
});
const root = resolve(import.meta.dirname, "..");
const size = values.size ?? "large";
const seconds = Number(values.duration);
const port = Number(values.port);
const databaseUrl = values["database-url"] ?? `postgres://postgres@127.0.0.1:5432/bench_${size}`;

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed`);
}
const rounds = Number(values.rounds);
const psql = (url: string, command: string) => spawnSync("psql", [url, "-tAc", command], { encoding: "utf8" });

/** Seeds the target unless it already holds this size's data (reruns reuse it). */
function prepare(target: Target) {
  if (target.databaseUrl) {
    const admin = target.databaseUrl.replace(/\/[^/]+$/, "/postgres");
    const name = target.databaseUrl.split("/").pop() ?? "";
    const seeded = psql(target.databaseUrl, "select count(*) from suppliers").stdout.trim();
    if (seeded !== "" && seeded !== "0" && !values.reseed) return;
    psql(admin, `drop database if exists ${name}`);
    psql(admin, `create database ${name}`);
  } else {
    if (existsSync(resolve(target.dataDir, "pgdata")) && !values.reseed) return;
    rmSync(target.dataDir, { recursive: true, force: true });
  }
  console.log(`Preparing ${target.name} with --size ${size}...`);
  run(resolve(root, "node_modules/.bin/tsx"), ["server/cli/seed.ts", "--size", size], {
    DATA_DIR: target.dataDir,
    DATABASE_URL: target.databaseUrl ?? "",
    ...SECRETS,
  });
}

/** The page's canonical address (a list redirects to it), so the load never measures a redirect. */
async function canonical(base: string, path: string, cookie: string): Promise<string> {
  const response = await fetch(`${base}${path}`, { headers: { Cookie: cookie }, redirect: "manual" });
  const location = response.headers.get("location");
  return response.status >= 300 && response.status < 400 && location ? canonical(base, location, cookie) : path;
}

/**
 * The call that fetches what the page is about, among those it made: `/suppliers?…` and `/suppliers/7` read
 * `/api/suppliers/?…` (the lookups, `/api/suppliers/tipos/` and the like, are not it).
 */
function mainCall(pagePath: string, calls: string[]): string | null {
  const resource = `/api/${new URL(pagePath, "http://x").pathname.split("/")[1] ?? ""}/`;
  return calls.find((call) => call.startsWith(resource) && !call.slice(resource.length).split("?")[0]?.includes("/")) ?? null;
}

/** `api;desc="GET /api/…";dur=12.3, …` → the calls a page made. */
const serverTimingCalls = (header: string | null) =>
  [...(header ?? "").matchAll(/api;desc="(?:GET|POST|PUT|DELETE) ([^"]+)";dur=([\d.]+)/g)].map((m) => m[1] ?? "");

/** `--floor`: each main page against the bare app of its HTML size, the shell and its calls, `--rounds` times. */
async function measureFloorOnly(target: Target) {
  prepare(target);
  console.log(`\n== ${target.name}: the pages against the framework's floor`);
  const server = new BenchServer(root, target, port);
  const bare = new BareServer(root, port + 1);
  await server.start();
  await bare.start();
  try {
    const { access, cookie } = await signIn(server.base);
    const { pages } = await discover(server.base, access);
    return await measureFloor({
      root,
      server,
      bare,
      database: target.name,
      pages,
      cookie,
      access,
      seconds,
      rounds,
      canonical: (path) => canonical(server.base, path, cookie),
      log: (line) => console.log(line),
    });
  } finally {
    await bare.stop();
    await server.stop();
  }
}

async function measure(target: Target): Promise<DatabaseResults> {
  prepare(target);
  console.log(`\n== ${target.name}`);
  const server = new BenchServer(root, target, port);
  await server.start();
  const discovered = await signIn(server.base)
    .then(({ access }) => discover(server.base, access))
    .finally(() => server.stop());
  const only = values.scenario?.toLowerCase();
  const api = only ? discovered.api.filter((s) => s.name.toLowerCase().includes(only)) : discovered.api;
  const pages = only ? [] : discovered.pages;

  console.log("Raw SQL of each call...");
  const raw = await measureRawSql(
    target,
    api.map((s) => s.path),
  );

  const restarted = new BenchServer(root, target, port);
  const coldStartMs = await restarted.start();
  await new Promise((r) => setTimeout(r, 1000));
  const idleRssMb = rssMb(restarted.pid);
  try {
    const { access: token, cookie } = await signIn(restarted.base);
    const bearer = { Authorization: `Bearer ${token}` };
    const apiResults: ApiResult[] = [];
    for (const scenario of api) {
      const c1 = await load(`${restarted.base}${scenario.path}`, { connections: 1, seconds, headers: bearer });
      const c16 = await load(`${restarted.base}${scenario.path}`, { connections: 16, seconds, headers: bearer });
      const sql = raw.get(scenario.path);
      apiResults.push({ ...scenario, c1, c16, rawSqlMs: sql?.p50 ?? null, statements: sql?.statements ?? [] });
      console.log(`  ${scenario.name}: c1 p50 ${c1.p50} ms (SQL ${sql?.p50} ms), c16 ${c16.rps} req/s p95 ${c16.p95} ms`);
    }

    const browser = await openBrowser();
    const pageResults: PageResult[] = [];
    const callCache = new Map<string, number>();
    try {
      for (const scenario of pages) {
        const path = await canonical(restarted.base, scenario.path, cookie);
        const headers = { Cookie: cookie };
        const reply = await fetch(`${restarted.base}${path}`, { headers });
        const html = Buffer.from(await reply.arrayBuffer());
        const calls = serverTimingCalls(reply.headers.get("server-timing"));
        let callsP50 = 0;
        for (const call of calls) {
          if (!callCache.has(call))
            callCache.set(
              call,
              (await load(`${restarted.base}${call}`, { connections: 1, seconds: Math.min(2, seconds), headers: bearer })).p50,
            );
          callsP50 += callCache.get(call) ?? 0;
        }
        const c1 = await load(`${restarted.base}${path}`, { connections: 1, seconds, headers });
        const c16 = await load(`${restarted.base}${path}`, { connections: 16, seconds, headers });
        const main = mainCall(path, calls);
        const mainCallC16 = main ? await load(`${restarted.base}${main}`, { connections: 16, seconds, headers: bearer }) : null;
        // The same bytes from memory, through the same front: what serving this page costs without rendering it.
        const staticName = `${pageResults.length}.html`;
        writeFileSync(join(restarted.staticDir, staticName), html);
        const staticC16 = await load(`${restarted.base}/__bench/static/${staticName}`, { connections: 16, seconds });
        const weight = await pageWeight(browser, restarted.base, path, cookie);
        const slow = await slowNetwork(browser, restarted.base, path, cookie, scenario.rows);
        pageResults.push({
          ...scenario,
          path,
          c1,
          c16,
          htmlKb: Math.round(html.length / 102.4) / 10,
          htmlGzipKb: Math.round(gzipSync(html).length / 102.4) / 10,
          calls,
          callsP50Ms: Math.round(callsP50 * 10) / 10,
          mainCall: main,
          mainCallC16,
          staticC16,
          weight,
          slow,
        });
        console.log(
          `  ${scenario.name}: c1 p50 ${c1.p50} ms (API ${callsP50.toFixed(1)} ms), c16 ${c16.rps} req/s (API ${mainCallC16?.rps} req/s, static ${staticC16.rps} req/s) p99 ${c16.p99} ms, JS ${weight.jsGzipKb} KB, 3G ${slow.rowsVisibleMs}/${slow.interactiveMs} ms`,
        );
      }
    } finally {
      await browser.close();
    }
    // The shell's own floor: the page with nothing but the shell (ADR 0069).
    const shellC16 = await load(`${restarted.base}/menu`, { connections: 16, seconds, headers: { Cookie: cookie } });
    console.log(`  /menu (the shell alone): c16 ${shellC16.rps} req/s`);
    // The framework's own floor: a page with no session, no API call and no data (the sign-in form).
    const emptyPageC16 = await load(`${restarted.base}/login`, { connections: 16, seconds });
    console.log(`  /login (no session, no data): c16 ${emptyPageC16.rps} req/s`);
    console.log("Exports...");
    const exports = only ? [] : await measureExports(restarted, token);
    const peakRssMb = restarted.peakRss;
    await restarted.stop();
    const listPage = pageResults.find((p) => p.list);
    const profile = listPage
      ? await profileListPage((nodeOptions) => new BenchServer(root, target, port, nodeOptions), listPage, seconds)
      : undefined;
    return {
      name: target.name,
      coldStartMs,
      idleRssMb,
      peakRssMb,
      api: apiResults,
      pages: pageResults,
      exports,
      profile,
      shellC16,
      emptyPageC16,
    };
  } finally {
    await restarted.stop();
  }
}

async function main() {
  // Always the current code: a build left from another commit would measure something else.
  run("npm", ["run", "build"]);
  const all: Target[] = [
    { name: "PGlite", dataDir: resolve(root, ".tmp", `bench-data-${size}`) },
    { name: "PostgreSQL", databaseUrl, dataDir: resolve(root, ".tmp", `bench-files-${size}`) },
  ];
  const targets = all.filter((t) => !values.only || t.name.toLowerCase().startsWith(values.only.toLowerCase()));
  if (values.floor) {
    buildBare(root);
    const floors = [];
    for (const target of targets) floors.push(await measureFloorOnly(target));
    const report = floors.map((f) => `### ${f.database}\n\n${floorMarkdown(f)}`).join("\n");
    writeFileSync(resolve(root, "bench/floor-results.json"), `${JSON.stringify(floors, null, 2)}\n`);
    writeFileSync(resolve(root, "bench/floor-results.md"), report);
    console.log(`\n${report}`);
    return;
  }
  const databases: DatabaseResults[] = [];
  for (const target of targets) databases.push(await measure(target));
  const results: BenchResults = {
    date: new Date().toISOString(),
    machine: { cpu: cpus()[0]?.model ?? "?", cores: cpus().length, memoryGb: Math.round(totalmem() / 1024 ** 3), node: process.version },
    size,
    secondsPerLoad: seconds,
    databases,
  };
  // A run of some scenarios is not the benchmark: the reports keep the last whole run.
  if (values.scenario)
    console.log(
      JSON.stringify(
        databases.map((d) => ({ name: d.name, api: d.api.map(({ statements: _s, ...a }) => a) })),
        null,
        2,
      ),
    );
  else writeReports(root, results);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
