import { readdirSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { join } from "node:path";
import { type BareServer, bareFrameworkBytes } from "./bare.ts";
import { cpuMs, cpuMsPerRequest } from "./cpu.ts";
import { firstLoadFiles, gzipBytes, kib, matchedRouteIds, readManifest } from "./first-load.ts";
import { load } from "./load.ts";
import type { PageScenario } from "./scenarios.ts";
import type { BenchServer } from "./server.ts";

/** One load at 16 connections of one address, with the serving process's CPU time over it. */
export interface Measured {
  rps: number;
  /** The server process's CPU time (all its threads) over the run, divided by the requests answered. */
  cpuMs: number;
  requests: number;
  failed: number;
  p99: number;
}

export interface FloorCall {
  /** As the page asked it (Server-Timing), measured alone over HTTP with the page's token. */
  path: string;
  /** 304 when the page revalidates it (a lookup it already holds): measured with that ETag, as the page sends it. */
  status: number;
  /** How long the page's own in-process call took (Server-Timing), wall time. */
  inPageMs: number;
}

export interface FloorPage {
  name: string;
  path: string;
  list: boolean;
  htmlBytes: number;
  /** The bare app's page of the same HTML size: its rows and bytes. */
  bareRows: number;
  bareBytes: number;
  calls: FloorCall[];
  /** One entry per round. */
  runs: { page: Measured; bare: Measured }[];
  /** First-load JavaScript by the build's manifest, gzip 9: all of it, and what is above the framework's chunk. */
  jsKb: number;
  jsAboveFrameworkKb: number;
}

export interface FloorResults {
  date: string;
  database: string;
  seconds: number;
  rounds: number;
  /** The machine's 1-minute load average at the start and the end (2 cores: above 2, other work was waiting). */
  loadAverage: [number, number];
  cores: number;
  /** The framework's own chunks in the bare app (React, React DOM, React Router), gzip 9. */
  frameworkKb: number;
  pages: FloorPage[];
  /** Per round: the shell alone (`/menu`), `/login` (no session, no data), the bare app's page with no row. */
  floors: { shell: Measured; login: Measured; bareEmpty: Measured }[];
  /** Each API call any page made, per round (keyed by path). */
  calls: Record<string, Measured[]>;
}

/** `api;desc="GET /api/…";dur=12.3, …` → the calls a page made and how long each took in it. */
export const serverTimingEntries = (header: string | null) =>
  [...(header ?? "").matchAll(/api;desc="(?:GET|POST|PUT|PATCH|DELETE) ([^"]+)";dur=([\d.]+)/g)].map((m) => ({
    path: m[1] ?? "",
    ms: Number(m[2]),
  }));

/** req/s of the page over the bare page's of the same size, two decimals (the budget: at least 0.5). */
export const floorRatio = (page: Measured, bare: Measured) => (bare.rps > 0 ? Math.round((page.rps / bare.rps) * 100) / 100 : 0);

/** What first-load JavaScript a page may carry above the framework's chunk (ADR 0078). */
export const jsAboveBudgetKb = (list: boolean) => (list ? 15 : 25);
export const FLOOR_RATIO_BUDGET = 0.5;
const MIN_REQUESTS = 100;

async function measured(url: string, pid: number, seconds: number, headers: Record<string, string> = {}): Promise<Measured> {
  // A second's warm-up first: the code the address runs compiled and its caches filled, as in steady use.
  await load(url, { connections: 16, seconds: 1, headers });
  const before = cpuMs(pid);
  // At least MIN_REQUESTS (up to three times the duration): on a loaded machine a few requests in 10 ms CPU ticks
  // would say little.
  const runs = [await load(url, { connections: 16, seconds, headers })];
  while (runs.reduce((n, r) => n + r.requests, 0) < MIN_REQUESTS && runs.length < 3)
    runs.push(await load(url, { connections: 16, seconds, headers }));
  const after = cpuMs(pid);
  const requests = runs.reduce((n, r) => n + r.requests, 0);
  return {
    rps: Math.round(requests / (seconds * runs.length)),
    cpuMs: cpuMsPerRequest(before, after, requests),
    requests,
    failed: runs.reduce((n, r) => n + r.failed, 0),
    p99: Math.max(...runs.map((r) => r.p99)),
  };
}

/**
 * Each main page at 16 connections beside the bare app's page of the same HTML size, the shell, `/login` and each
 * API call the page makes, `rounds` times in turn (a loaded machine moves req/s; CPU a request and ratios measured
 * in the same round move less), with each page's first-load JavaScript above the framework.
 */
export async function measureFloor(options: {
  root: string;
  server: BenchServer;
  bare: BareServer;
  database: string;
  pages: PageScenario[];
  cookie: string;
  access: string;
  seconds: number;
  rounds: number;
  canonical: (path: string) => Promise<string>;
  log?: (line: string) => void;
}): Promise<FloorResults> {
  const { server, bare, seconds, rounds } = options;
  const log = options.log ?? (() => undefined);
  const loadAtStart = loadavg()[0] ?? 0;
  const client = join(options.root, "build", "client");
  const manifest = readManifest(client, readdirSync(join(client, "assets")));
  const frameworkBytes = bareFrameworkBytes(options.root);
  const cookie = { Cookie: options.cookie };
  const bearer = { Authorization: `Bearer ${options.access}` };

  const pages: FloorPage[] = [];
  const callHeaders = new Map<string, Record<string, string>>();
  for (const scenario of options.pages) {
    const path = await options.canonical(scenario.path);
    const reply = await fetch(`${server.base}${path}`, { headers: cookie });
    const htmlBytes = (await reply.arrayBuffer()).byteLength;
    const calls: FloorCall[] = [];
    for (const entry of serverTimingEntries(reply.headers.get("server-timing"))) {
      // The page sends the ETag of a lookup it holds, and the API answers 304: the same here.
      const alone = await fetch(`${server.base}${entry.path}`, { headers: bearer });
      await alone.arrayBuffer();
      const etag = alone.headers.get("etag");
      const headers: Record<string, string> = etag ? { ...bearer, "If-None-Match": etag } : bearer;
      callHeaders.set(entry.path, headers);
      calls.push({ path: entry.path, status: etag ? 304 : alone.status, inPageMs: entry.ms });
    }
    const { rows, bytes } = await bare.rowsFor(htmlBytes);
    const js = gzipBytes(client, firstLoadFiles(manifest, matchedRouteIds(manifest, new URL(path, server.base).pathname)));
    pages.push({
      name: scenario.name,
      path,
      list: scenario.list,
      htmlBytes,
      bareRows: rows,
      bareBytes: bytes,
      calls,
      runs: [],
      jsKb: kib(js),
      jsAboveFrameworkKb: kib(js - frameworkBytes),
    });
  }

  const floors: FloorResults["floors"] = [];
  const calls: FloorResults["calls"] = {};
  for (let round = 1; round <= rounds; round++) {
    log(`  round ${round} of ${rounds}`);
    for (const page of pages) {
      const measuredPage = await measured(`${server.base}${page.path}`, server.pid, seconds, cookie);
      const measuredBare = await measured(`${bare.base}/?rows=${page.bareRows}`, bare.pid, seconds);
      page.runs.push({ page: measuredPage, bare: measuredBare });
      log(
        `    ${page.name}: ${measuredPage.rps} req/s ${measuredPage.cpuMs} ms CPU; bare (${page.bareRows} rows) ${measuredBare.rps} req/s ${measuredBare.cpuMs} ms; ratio ${floorRatio(measuredPage, measuredBare)}`,
      );
    }
    const shell = await measured(`${server.base}/menu`, server.pid, seconds, cookie);
    const login = await measured(`${server.base}/login`, server.pid, seconds);
    const bareEmpty = await measured(`${bare.base}/?rows=0`, bare.pid, seconds);
    floors.push({ shell, login, bareEmpty });
    log(
      `    /menu ${shell.rps} req/s ${shell.cpuMs} ms; /login ${login.rps} req/s ${login.cpuMs} ms; bare, no row ${bareEmpty.rps} req/s ${bareEmpty.cpuMs} ms`,
    );
    for (const [path, headers] of callHeaders) {
      const call = await measured(`${server.base}${path}`, server.pid, seconds, headers);
      (calls[path] ??= []).push(call);
      log(`    ${path}: ${call.rps} req/s ${call.cpuMs} ms`);
    }
  }
  return {
    date: new Date().toISOString(),
    database: options.database,
    seconds,
    rounds,
    loadAverage: [Math.round(loadAtStart * 10) / 10, Math.round((loadavg()[0] ?? 0) * 10) / 10],
    cores: cpus().length,
    frameworkKb: kib(frameworkBytes),
    pages,
    floors,
    calls,
  };
}

const each = <T>(runs: T[], pick: (run: T) => number | string) => runs.map(pick).join(" / ");
const table = (header: string[], rows: (string | number)[][]) =>
  [`| ${header.join(" | ")} |`, `|${header.map(() => "---").join("|")}|`, ...rows.map((r) => `| ${r.join(" | ")} |`)].join("\n");

/** The floor's tables: one value per round in each cell ("a / b"). */
export function floorMarkdown(results: FloorResults): string {
  const parts: string[] = [];
  parts.push(
    `${results.database}, ${results.date.slice(0, 16).replace("T", " ")}, ${results.rounds} rounds of ${results.seconds} s a load at 16 connections (each value: round 1 / round 2 …); ` +
      `CPU is the serving process's, all its threads, over the requests it answered. Load average ${results.loadAverage[0]} → ${results.loadAverage[1]} on ${results.cores} cores. The framework's chunk (React, React DOM, React Router, gzip 9): ${results.frameworkKb} KB.`,
  );
  parts.push(
    table(
      [
        "page",
        "HTML KB",
        "req/s",
        "CPU ms/req",
        "bare same size (rows): req/s",
        "bare CPU ms/req",
        "page ÷ bare req/s",
        "met (≥ 0.5)",
        "page ÷ bare CPU",
        "JS above framework KB (budget)",
      ],
      results.pages.map((p) => {
        const ratios = p.runs.map((r) => floorRatio(r.page, r.bare));
        return [
          p.name,
          Math.round(p.htmlBytes / 102.4) / 10,
          each(p.runs, (r) => r.page.rps),
          each(p.runs, (r) => r.page.cpuMs),
          `${each(p.runs, (r) => r.bare.rps)} (${p.bareRows})`,
          each(p.runs, (r) => r.bare.cpuMs),
          ratios.join(" / "),
          ratios.every((r) => r >= FLOOR_RATIO_BUDGET) ? "yes" : "**no**",
          // CPU over the bare page's in the same round: what moves least with the machine's load.
          each(p.runs, (r) => (r.bare.cpuMs > 0 ? Math.round((r.page.cpuMs / r.bare.cpuMs) * 100) / 100 : "—")),
          `${p.jsAboveFrameworkKb} (≤ ${jsAboveBudgetKb(p.list)})${p.jsAboveFrameworkKb <= jsAboveBudgetKb(p.list) ? "" : " **no**"}`,
        ];
      }),
    ),
  );
  parts.push(
    table(
      ["floor", "req/s", "CPU ms/req"],
      [
        ["the shell alone (`/menu`)", each(results.floors, (f) => f.shell.rps), each(results.floors, (f) => f.shell.cpuMs)],
        ["`/login` (no session, no data)", each(results.floors, (f) => f.login.rps), each(results.floors, (f) => f.login.cpuMs)],
        ["bare app, no row", each(results.floors, (f) => f.bareEmpty.rps), each(results.floors, (f) => f.bareEmpty.cpuMs)],
      ],
    ),
  );
  parts.push(
    table(
      ["page", "API call (alone, over HTTP)", "status", "in the page ms", "req/s", "CPU ms/req"],
      results.pages.flatMap((p) =>
        p.calls.map((c) => {
          const runs = results.calls[c.path] ?? [];
          return [p.name, `\`${c.path}\``, c.status, c.inPageMs, each(runs, (r) => r.rps), each(runs, (r) => r.cpuMs)];
        }),
      ),
    ),
  );
  return `${parts.join("\n\n")}\n`;
}
