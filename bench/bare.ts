import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { refuseOccupied, stopChild, untilAnswering } from "./child-server.ts";
import { frameworkFiles, gzipBytes, readManifest } from "./first-load.ts";

/**
 * A bare React Router app of the project's own versions (bench/bare: React Router's template root and entry, one
 * route drawing a header, a menu and an N-row table from its loader), built by the bench into the ignored
 * .tmp/bench-bare/build and served by bench/bare/server.ts: what any page costs with this framework, to set each of
 * the project's pages against one of the same HTML size (docs/decisions/0078).
 */
export const bareBuildDir = (root: string) => resolve(root, ".tmp", "bench-bare", "build");

/** Builds the bare app (a few seconds; nothing is downloaded: the project's node_modules). */
export function buildBare(root: string): void {
  const result = spawnSync(resolve(root, "node_modules/.bin/react-router"), ["build", "bench/bare"], { cwd: root, stdio: "ignore" });
  if (result.status !== 0) throw new Error("could not build the bare app (node_modules/.bin/react-router build bench/bare)");
}

/** The gzip-9 bytes of the bare app's framework chunks: React, React DOM and React Router as the browser loads them. */
export function bareFrameworkBytes(root: string): number {
  const client = join(bareBuildDir(root), "client");
  return gzipBytes(client, frameworkFiles(readManifest(client, readdirSync(join(client, "assets")))));
}

/**
 * Rows for a page of `targetBytes`, from two probes of the bare page (rows, bytes): its size grows by the same bytes
 * a row (the markup and the loader data serialized into it), so the line through them gives the count.
 */
export function rowsForBytes(targetBytes: number, a: { rows: number; bytes: number }, b: { rows: number; bytes: number }): number {
  const perRow = (b.bytes - a.bytes) / (b.rows - a.rows);
  if (!(perRow > 0)) throw new Error("the bare page does not grow with its rows");
  return Math.max(0, Math.round(a.rows + (targetBytes - a.bytes) / perRow));
}

export class BareServer {
  private process: ChildProcess | null = null;

  constructor(
    private readonly root: string,
    readonly port: number,
  ) {}

  get base() {
    return `http://127.0.0.1:${this.port}`;
  }

  get pid() {
    return this.process?.pid ?? 0;
  }

  /** The bare page with `rows` rows: its HTML bytes, uncompressed. */
  async pageBytes(rows: number): Promise<number> {
    const reply = await fetch(`${this.base}/?rows=${rows}`);
    if (!reply.ok) throw new Error(`bare app: ${reply.status}`);
    return (await reply.arrayBuffer()).byteLength;
  }

  /** The row count whose page is `bytes` long, and that page's own size. */
  async rowsFor(bytes: number): Promise<{ rows: number; bytes: number }> {
    const probes = [10, 60];
    const [a, b] = await Promise.all(probes.map(async (rows) => ({ rows, bytes: await this.pageBytes(rows) })));
    const rows = rowsForBytes(bytes, a!, b!);
    return { rows, bytes: await this.pageBytes(rows) };
  }

  async start(): Promise<void> {
    await refuseOccupied(this.base, this.port);
    // One process (no tsx launcher in front of it), so its /proc CPU time is the server's.
    this.process = spawn(process.execPath, ["--import", "tsx", "bench/bare/server.ts"], {
      cwd: this.root,
      env: { ...process.env, NODE_ENV: "production", PORT: String(this.port), BARE_BUILD_DIR: bareBuildDir(this.root) },
      stdio: ["ignore", "ignore", "inherit"],
    });
    await untilAnswering(this.process, this.base, 30_000, "the bare app");
  }

  async stop(): Promise<void> {
    await stopChild(this.process);
    this.process = null;
  }
}
