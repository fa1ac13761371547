import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import { resolve } from "node:path";
import { performance } from "node:perf_hooks";
import { refuseOccupied, stopChild, untilAnswering } from "./child-server.ts";

export interface Target {
  name: "PGlite" | "PostgreSQL";
  databaseUrl?: string;
  dataDir: string;
}

export const SECRETS = {
  SESSION_SECRET: "bench-session-secret-with-at-least-32-chars",
  JWT_SECRET: "bench-jwt-secret-with-at-least-32-characters",
};

export function rssMb(pid: number): number {
  try {
    const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0);
    return Math.round(kb / 1024);
  } catch {
    return 0;
  }
}

const cookieOf = (response: Response) => (response.headers.get("set-cookie") ?? "").split(";")[0] || undefined;

/** A bearer token for the API and a session cookie for the pages, as the demo admin. */
export async function signIn(base: string) {
  const api = await fetch(`${base}/auth/login/`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email: "admin@demo.local", password: "demo1234" }),
  });
  const { access } = (await api.json()) as { access: string };
  const form = await fetch(`${base}/login`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: base },
    body: "email=admin%40demo.local&password=demo1234",
    redirect: "manual",
  });
  const signedIn = cookieOf(form);
  if (!access || !signedIn) throw new Error("could not sign in as admin@demo.local");
  // The sign-in's cookie still carries its flash toast ('Login realizado com sucesso'): the first page shows it and
  // answers the cookie without it. Measured with the first one, every page would show that toast and sign a new
  // cookie, which a person's pages after the first do not.
  const first = await fetch(`${base}/menu`, { headers: { Cookie: signedIn }, redirect: "manual" });
  await first.body?.cancel();
  return { access, cookie: cookieOf(first) ?? signedIn };
}

/** The production build serving `target`, with the Server-Timing header on (the page-to-API ratio reads it). */
export class BenchServer {
  private process: ChildProcess | null = null;
  peakRss = 0;
  private sampler: NodeJS.Timeout | null = null;

  /** Where the pages' HTML is written for the static floor (`/__bench/static/<name>`, server/bench-static.ts). */
  readonly staticDir: string;

  constructor(
    private readonly root: string,
    private readonly target: Target,
    readonly port: number,
    /** Options for node itself (the CPU profile's `--cpu-prof`). */
    private readonly nodeOptions: string[] = [],
  ) {
    this.staticDir = resolve(root, ".tmp", "bench-static");
  }

  get base() {
    return `http://127.0.0.1:${this.port}`;
  }

  get pid() {
    return this.process?.pid ?? 0;
  }

  /** Starts it and answers how long until /healthz said ok (the cold start, data already in place). */
  async start(): Promise<number> {
    // Something else answering on the port would be measured instead of this build.
    await refuseOccupied(`${this.base}/healthz`, this.port);
    rmSync(this.staticDir, { recursive: true, force: true });
    mkdirSync(this.staticDir, { recursive: true });
    const started = performance.now();
    this.process = spawn(process.execPath, [...this.nodeOptions, "build/server/index.js"], {
      cwd: this.root,
      env: {
        ...process.env,
        ...SECRETS,
        NODE_ENV: "production",
        PORT: String(this.port),
        DATA_DIR: this.target.dataDir,
        DATABASE_URL: this.target.databaseUrl ?? "",
        LOG_LEVEL: "warn",
        SERVER_TIMING: "1",
        BENCH_STATIC_DIR: this.staticDir,
      },
      stdio: ["ignore", "ignore", "inherit"],
    });
    await untilAnswering(this.process, `${this.base}/healthz`, 120_000, "the server");
    const coldStart = Math.round(performance.now() - started);
    this.sampler = setInterval(() => (this.peakRss = Math.max(this.peakRss, rssMb(this.pid))), 100);
    return coldStart;
  }

  async stop(): Promise<void> {
    if (this.sampler) clearInterval(this.sampler);
    await stopChild(this.process);
    this.process = null;
  }
}
