import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { syntheticSize } from "#server/db/seed/demo.ts";
import { syntheticCounts } from "#server/db/seed/synthetic.ts";
import type { PageWeight, SlowNetwork } from "./browser.ts";
import type { CpuProfile } from "./cpu-profile.ts";
import type { ExportResult } from "./export.ts";
import type { LoadFigures } from "./load.ts";
import type { Statement } from "./raw-sql.ts";
import type { PageScenario, Scenario } from "./scenarios.ts";

export interface ApiResult extends Scenario {
  c1: LoadFigures;
  c16: LoadFigures;
  rawSqlMs: number | null;
  statements: Statement[];
}

export interface PageResult extends PageScenario {
  c1: LoadFigures;
  c16: LoadFigures;
  htmlKb: number;
  htmlGzipKb: number;
  /** The API calls the page made (its Server-Timing header), and the sum of their p50 measured alone. */
  calls: string[];
  callsP50Ms: number;
  /** The call that fetches what the page shows, and its load at 16 connections (absent from runs made before ADR 0069). */
  mainCall?: string | null;
  mainCallC16?: LoadFigures | null;
  /** The same HTML from memory through the same front, at 16 connections: the floor (absent from runs made before ADR 0069). */
  staticC16?: LoadFigures;
  weight: PageWeight;
  slow: SlowNetwork;
}

export interface DatabaseResults {
  name: "PGlite" | "PostgreSQL";
  coldStartMs: number;
  idleRssMb: number;
  peakRssMb: number;
  api: ApiResult[];
  pages: PageResult[];
  /** The list exports (absent from runs made before ADR 0049). */
  exports?: ExportResult[];
  /** The list page's CPU profile under load (absent from runs made before ADR 0069). */
  profile?: CpuProfile;
  /**
   * `/menu` at 16 connections: the shell alone (header, menu, the session and the profile's call), no list, no record.
   * No page can serve more than this, so it bounds every page's `SSR ÷ API` (absent from runs before ADR 0069).
   */
  shellC16?: LoadFigures;
  /**
   * `/login` at 16 connections without a session: React Router and React drawing a page with no data and no API call,
   * through the same front. What any server-rendered page costs here before its own work (absent before this field).
   */
  emptyPageC16?: LoadFigures;
}

export interface BenchResults {
  date: string;
  machine: { cpu: string; cores: number; memoryGb: number; node: string };
  size: string;
  secondsPerLoad: number;
  databases: DatabaseResults[];
}

const ratio = (a: number, b: number | null) => (b ? Math.round((a / b) * 10) / 10 : null);
const fraction = (a: number, b: number | undefined) => (b ? String(Math.round((a / b) * 100) / 100) : "—");
const table = (header: string[], rows: (string | number | null)[][]) =>
  [
    `| ${header.join(" | ")} |`,
    `|${header.map(() => "---").join("|")}|`,
    ...rows.map((r) => `| ${r.map((c) => (c === null ? "—" : String(c))).join(" | ")} |`),
  ].join("\n");

interface Budget {
  what: string;
  limit: string;
  measured: string;
  met: boolean;
  gap: string;
}

/** Each budget of docs/benchmark.md against what was measured, with the gap where it is not met. */
function budgets(db: DatabaseResults): Budget[] {
  const out: Budget[] = [];
  const lists = db.api.filter((a) => a.role);
  const worstRatio = lists.reduce((worst, a) => Math.max(worst, ratio(a.c1.p50, a.rawSqlMs) ?? 0), 0);
  const worstRatioName = lists.find((a) => ratio(a.c1.p50, a.rawSqlMs) === worstRatio)?.name ?? "";
  out.push({
    what: "list: p50 c=1 / raw SQL (worst)",
    limit: "≤ 1.5×",
    measured: `${worstRatio}× (${worstRatioName})`,
    met: worstRatio <= 1.5,
    gap: worstRatio <= 1.5 ? "" : `+${Math.round((worstRatio - 1.5) * 10) / 10}×`,
  });
  if (db.name === "PostgreSQL") {
    const worst = lists.reduce((w, a) => (a.c16.p95 > w.c16.p95 ? a : w), lists[0] ?? db.api[0]!);
    out.push({
      what: "list: p95 c=16 (worst)",
      limit: "< 50 ms",
      measured: `${worst.c16.p95} ms (${worst.name})`,
      met: worst.c16.p95 < 50,
      gap: worst.c16.p95 < 50 ? "" : `+${Math.round(worst.c16.p95 - 50)} ms`,
    });
  }
  for (const last of db.api.filter((a) => a.role === "last-page")) {
    const first = db.api.find((a) => a.name === last.firstPage);
    const r = first ? (ratio(last.c1.p50, first.c1.p50) ?? 0) : 0;
    out.push({
      what: `${last.name} / page 1`,
      limit: "≤ 2×",
      measured: `${r}×`,
      met: r <= 2,
      gap: r <= 2 ? "" : `+${Math.round((r - 2) * 10) / 10}×`,
    });
  }
  for (const own of db.name === "PostgreSQL" ? db.api.filter((a) => a.p95BudgetMs !== undefined) : []) {
    const limit = own.p95BudgetMs ?? 0;
    const met = own.c1.p95 < limit;
    out.push({
      what: `${own.name}: p95 c=1`,
      limit: `< ${limit} ms`,
      measured: `${own.c1.p95} ms (c=16: ${own.c16.p95} ms)`,
      met,
      gap: met ? "" : `+${Math.round(own.c1.p95 - limit)} ms`,
    });
  }
  const minRps = db.name === "PostgreSQL" ? 300 : 100;
  const check = (what: string, limit: string, measured: string, met: boolean, gap: string) =>
    out.push({ what, limit, measured, met, gap: met ? "" : gap });
  const over = (value: number, limit: number, unit: string) => `+${Math.round((value - limit) * 10) / 10}${unit}`;
  for (const page of db.pages) {
    if (page.list) {
      const ok = page.c16.rps >= minRps && page.c16.p99 < 500;
      check(
        `SSR ${page.name} c=16`,
        `≥ ${minRps} req/s, p99 < 500 ms`,
        `${page.c16.rps} req/s, p99 ${page.c16.p99} ms`,
        ok,
        `${page.c16.rps < minRps ? `−${minRps - page.c16.rps} req/s ` : ""}${page.c16.p99 >= 500 ? `+${Math.round(page.c16.p99 - 500)} ms` : ""}`.trim(),
      );
    }
    if (page.mainCallC16) {
      const r = Math.round((page.c16.rps / page.mainCallC16.rps) * 100) / 100;
      check(
        `SSR ${page.name} ÷ main API call, req/s c=16`,
        "≥ 0.5",
        `${r} (${page.c16.rps} / ${page.mainCallC16.rps})`,
        r >= 0.5,
        `−${Math.round((0.5 - r) * 100) / 100}`,
      );
    }
    const htmlLimit = page.list ? 60 : 40;
    check(
      `HTML ${page.name}`,
      `≤ ${htmlLimit} KB`,
      `${page.htmlKb} KB (gzip ${page.htmlGzipKb} KB)`,
      page.htmlKb <= htmlLimit,
      over(page.htmlKb, htmlLimit, " KB"),
    );
    const r = ratio(page.c1.p50, page.callsP50Ms) ?? 0;
    check(`SSR ${page.name}: p50 / API calls`, "≤ 2×", `${r}× (${page.c1.p50} / ${page.callsP50Ms} ms)`, r <= 2, over(r, 2, "×"));
    check(
      `Slow 3G ${page.name}`,
      "rows ≤ 1 s, hydrated ≤ 4.5 s",
      `${page.slow.rowsVisibleMs} / ${page.slow.interactiveMs} ms`,
      page.slow.rowsVisibleMs <= 1000 && page.slow.interactiveMs <= 4500,
      [
        page.slow.rowsVisibleMs > 1000 ? `+${page.slow.rowsVisibleMs - 1000} ms rows` : "",
        page.slow.interactiveMs > 4500 ? `+${page.slow.interactiveMs - 4500} ms hydrated` : "",
      ]
        .filter(Boolean)
        .join(", "),
    );
    const jsLimit = page.list ? 120 : 135;
    check(
      `first-load JS ${page.name}`,
      `≤ ${jsLimit} KB gzip`,
      `${page.weight.jsGzipKb} KB (sent: ${page.weight.jsSentKb} KB)`,
      page.weight.jsGzipKb <= jsLimit,
      over(page.weight.jsGzipKb, jsLimit, " KB"),
    );
  }
  out.push({
    what: "cold start",
    limit: "≤ 3 s",
    measured: `${db.coldStartMs} ms`,
    met: db.coldStartMs <= 3000,
    gap: db.coldStartMs <= 3000 ? "" : `+${db.coldStartMs - 3000} ms`,
  });
  const rssLimit = db.name === "PostgreSQL" ? 300 : 600;
  out.push({
    what: "peak RSS",
    limit: `≤ ${rssLimit} MB`,
    measured: `${db.peakRssMb} MB`,
    met: db.peakRssMb <= rssLimit,
    gap: db.peakRssMb <= rssLimit ? "" : `+${db.peakRssMb - rssLimit} MB`,
  });
  return out;
}

const thousands = (n: number) => n.toLocaleString("en-US");

/** What a seed size holds, from the seed's own proportions. */
function describeSize(size: string): string {
  const n = syntheticCounts(syntheticSize(size) ?? 0);
  return `${thousands(n.suppliers)} suppliers, ${thousands(n.sourcings)} sourcings, ${thousands(n.links)} supplier links, ${thousands(n.products)} products with ${thousands(n.products * n.quotesPerProduct)} quotes, ${thousands(n.comments)} comments, ${thousands(n.certificates)} certificates`;
}

export function markdown(results: BenchResults): string {
  const { machine } = results;
  const parts = [
    `Measured on ${results.date.slice(0, 10)} with \`--size ${results.size}\` (${describeSize(results.size)}), ${results.secondsPerLoad} s per load, on a ${machine.cores}-core machine (${machine.cpu}, ${machine.memoryGb} GB, Node ${machine.node}); the load comes from the same process and shares the cores with the server.`,
  ];
  for (const db of results.databases) {
    parts.push(`### ${db.name}`);
    parts.push(`Cold start ${db.coldStartMs} ms · idle RSS ${db.idleRssMb} MB, peak ${db.peakRssMb} MB`);
    parts.push(
      table(
        ["call", "c=1 p50 ms", "raw SQL ms", "ratio", "c=16 req/s", "c=16 p95 ms", "c=16 p99 ms", "failures"],
        db.api.map((a) => [
          a.name,
          a.c1.p50,
          a.rawSqlMs,
          ratio(a.c1.p50, a.rawSqlMs),
          a.c16.rps,
          a.c16.p95,
          a.c16.p99,
          a.c1.failed + a.c16.failed,
        ]),
      ),
    );
    parts.push(
      table(
        [
          "page",
          "c=1 p50 ms",
          "API calls (p50 summed)",
          "ratio",
          "c=16 req/s",
          "c=16 p99 ms",
          "c=16 req/s: main API call / static HTML",
          "SSR ÷ API / SSR ÷ static",
          "HTML KB (gzip)",
          "JS / CSS gzip KB (JS sent)",
          "Slow 3G rows / interactive / load ms",
        ],
        db.pages.map((p) => [
          p.name,
          p.c1.p50,
          `${p.calls.length} (${p.callsP50Ms} ms)`,
          ratio(p.c1.p50, p.callsP50Ms),
          p.c16.rps,
          p.c16.p99,
          `${p.mainCallC16?.rps ?? "—"} / ${p.staticC16?.rps ?? "—"}`,
          `${fraction(p.c16.rps, p.mainCallC16?.rps)} / ${fraction(p.c16.rps, p.staticC16?.rps)}`,
          `${p.htmlKb} (${p.htmlGzipKb})`,
          `${p.weight.jsGzipKb} / ${p.weight.cssGzipKb} (${p.weight.jsSentKb})`,
          `${p.slow.rowsVisibleMs} / ${p.slow.interactiveMs} / ${p.slow.loadMs}`,
        ]),
      ),
    );
    if (db.shellC16) {
      const shell = db.shellC16.rps;
      parts.push(
        `The shell alone (\`/menu\`: header, menu and session, no list and no record) serves ${shell} req/s at 16 connections: ` +
          `no page serves more than that. Against each page's main API call: ` +
          db.pages.map((p) => `${p.name} ${fraction(shell, p.mainCallC16?.rps)}`).join(", ") +
          "." +
          (db.emptyPageC16
            ? ` A page with no session, no API call and no data (\`/login\`) serves ${db.emptyPageC16.rps} req/s: the floor of React Router and React in this process.`
            : ""),
      );
    }
    if (db.exports?.length) {
      parts.push(
        table(
          ["export", "status", "rows", "KB", "ms to the last byte", "RSS before / peak MB"],
          db.exports.map((e) => [e.name, e.status, e.rows, e.kb, e.ms, `${e.rssBeforeMb} / ${e.rssPeakMb}`]),
        ),
      );
    }
    if (db.profile) {
      const { profile } = db;
      parts.push(
        `CPU profile of ${profile.page} (16 connections, the server's main thread, ${profile.busyMs} ms busy; self time of each origin and function):`,
      );
      parts.push(
        table(
          ["origin", "% of busy time"],
          profile.byOrigin.map((o) => [o.what, o.percent]),
        ),
      );
      parts.push(
        table(
          ["function · origin", "% of busy time"],
          profile.byFunction.map((f) => [f.what, f.percent]),
        ),
      );
    }
    parts.push(
      table(
        ["budget", "limit", "measured", "met", "gap"],
        budgets(db).map((b) => [b.what, b.limit, b.measured, b.met ? "yes" : "**no**", b.gap]),
      ),
    );
  }
  return `${parts.join("\n\n")}\n`;
}

const START = "<!-- bench:start -->";
const END = "<!-- bench:end -->";

/**
 * bench/results.json, bench/results.md (the measured tables, then bench/notes.md: what was changed against them,
 * written by hand), and docs/benchmark.md's section between its markers.
 */
export function writeReports(root: string, results: BenchResults): void {
  const report = markdown(results);
  const notesPath = resolve(root, "bench/notes.md");
  const notes = existsSync(notesPath) ? `\n${readFileSync(notesPath, "utf8")}` : "";
  writeFileSync(resolve(root, "bench/results.json"), `${JSON.stringify(results, null, 2)}\n`);
  writeFileSync(resolve(root, "bench/results.md"), `${report}${notes}`);
  const readmePath = resolve(root, "docs/benchmark.md");
  const readme = readFileSync(readmePath, "utf8");
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start >= 0 && end > start) writeFileSync(readmePath, `${readme.slice(0, start + START.length)}\n${report}${readme.slice(end)}`);
  console.log(`\n${report}`);
}
