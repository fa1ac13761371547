import { readdirSync, readFileSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { performance } from "node:perf_hooks";
import { z } from "zod";
import { load } from "./load.ts";
import type { PageScenario } from "./scenarios.ts";
import { type BenchServer, signIn } from "./server.ts";

export interface CpuShare {
  what: string;
  /** Share of the busy samples (idle left out), in percent. */
  percent: number;
}

export interface CpuProfile {
  page: string;
  /** Busy time sampled on the main thread, in milliseconds. */
  busyMs: number;
  byOrigin: CpuShare[];
  byFunction: CpuShare[];
}

// The part of V8's .cpuprofile format read here.
const profileFile = z.object({
  nodes: z.array(
    z.object({
      id: z.number(),
      callFrame: z.object({ functionName: z.string(), url: z.string(), lineNumber: z.number() }),
    }),
  ),
  samples: z.array(z.number()),
  timeDeltas: z.array(z.number()),
});

/** Where a sampled frame's code comes from: a package, our build, Node itself, or V8's own work. */
function origin(functionName: string, url: string): string {
  if (functionName === "(garbage collector)") return "garbage collection (V8)";
  if (functionName === "(program)") return "V8 and native code (program)";
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1];
  if (pkg) return pkg;
  if (url.includes("/build/server/")) return "app code (build/server)";
  if (url.startsWith("node:")) return "Node (http, streams, zlib)";
  return "native (no origin)";
}

/** Self time per origin and per function, as shares of the busy time (idle samples left out). */
export function summarize(page: string, raw: unknown, skipMs: number): CpuProfile {
  const profile = profileFile.parse(raw);
  const frames = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
  const byOrigin = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let busy = 0;
  let elapsed = 0;
  profile.samples.forEach((id, i) => {
    const frame = frames.get(id);
    const dt = profile.timeDeltas[i] ?? 0;
    elapsed += dt;
    if (elapsed < skipMs * 1000 || !frame || frame.functionName === "(idle)") return;
    busy += dt;
    const from = origin(frame.functionName, frame.url);
    byOrigin.set(from, (byOrigin.get(from) ?? 0) + dt);
    const name = `${frame.functionName || "(anonymous)"} · ${from}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + dt);
  });
  const shares = (map: Map<string, number>, top: number) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([what, us]) => ({ what, percent: Math.round((us / busy) * 1000) / 10 }));
  return { page, busyMs: Math.round(busy / 1000), byOrigin: shares(byOrigin, 10), byFunction: shares(byFunction, 12) };
}

/**
 * The list page under load (16 connections) in a server started with `--cpu-prof`: V8 writes the main thread's
 * profile when the server exits; what it sampled after a warm-up is summarized (what dominates a page's work).
 */
export async function profileListPage(
  serverWith: (nodeOptions: string[]) => BenchServer,
  page: PageScenario,
  seconds: number,
): Promise<CpuProfile> {
  const dir = resolve(import.meta.dirname, "..", ".tmp", "bench-profile");
  rmSync(dir, { recursive: true, force: true });
  const server = serverWith(["--cpu-prof", `--cpu-prof-dir=${dir}`]);
  const started = performance.now();
  let skipMs = 0;
  await server.start();
  try {
    const { cookie } = await signIn(server.base);
    const measure = (s: number) => load(`${server.base}${page.path}`, { connections: 16, seconds: s, headers: { Cookie: cookie } });
    // The start-up (loading and compiling modules) and the first, cold requests are not the page's steady cost.
    await measure(2);
    skipMs = performance.now() - started;
    await measure(seconds);
  } finally {
    await server.stop();
  }
  // One file per thread: CPU.<date>.<time>.<pid>.<thread>.<seq>.cpuprofile; thread 0 is the main one, where pages render.
  const main = readdirSync(dir).find((f) => /\.\d+\.0\.\d+\.cpuprofile$/.test(f));
  if (!main) throw new Error(`no CPU profile in ${dir}`);
  return summarize(page.name, JSON.parse(readFileSync(join(dir, main), "utf8")), skipMs);
}
