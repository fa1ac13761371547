import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import pg from "pg";
import { migrate } from "#server/db/migrate.ts";
import { openPostgres } from "#server/db/client.ts";
import { seedDemo } from "#server/db/seed/demo.ts";
import { ensureLookups } from "#server/db/seed/lookups.ts";

export const root = resolve(import.meta.dirname, "../..");
const SECRET = "fault-suite-secret-with-at-least-32-characters";
export const PASSWORD = "demo1234";

/** The production server (`build/server/index.js`, built by `npm run test:faults`) as a child process. */
export interface Server {
  port: number;
  url: string;
  child: ChildProcess;
  output(): string;
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

export async function startServer(port: number, env: Record<string, string>): Promise<Server> {
  if (!existsSync(join(root, "build/server/index.js"))) throw new Error("build/server/index.js ausente: rode `npm run test:faults`.");
  let output = "";
  const child = spawn(process.execPath, ["build/server/index.js"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      SESSION_SECRET: SECRET,
      JWT_SECRET: SECRET,
      RATES_BRL_URL: "http://127.0.0.1:9/brl",
      RATES_CNY_URL: "http://127.0.0.1:9/cny",
      ...env,
    },
  });
  child.stdout?.on("data", (d) => (output += String(d)));
  child.stderr?.on("data", (d) => (output += String(d)));
  const exited = new Promise<number | null>((r) => child.on("exit", (code) => r(code)));
  const url = `http://127.0.0.1:${port}`;
  await waitFor(
    async () => (await fetch(`${url}/healthz`).catch(() => null))?.status === 200,
    90_000,
    () => output,
  );
  return {
    port,
    url,
    child,
    output: () => output,
    exited,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}

export async function waitFor(check: () => Promise<boolean> | boolean, timeoutMs: number, describe: () => string = () => "") {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`tempo esgotado esperando a condição\n${describe()}`);
}

export async function login(url: string, email = "sourcing@demo.local"): Promise<string> {
  const reply = await fetch(`${url}/auth/login/`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (reply.status !== 200) throw new Error(`login: ${reply.status} ${await reply.text()}`);
  return ((await reply.json()) as { access: string }).access;
}

/** The web session cookie, signing in through the sign-in form as a browser does. */
export async function webSession(url: string, email = "sourcing@demo.local"): Promise<string> {
  const reply = await fetch(`${url}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: url },
    body: new URLSearchParams({ email, password: PASSWORD }),
  });
  const cookie = reply.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  if (!cookie) throw new Error(`login web: ${reply.status}`);
  return cookie;
}

/** A fresh database on a PostgreSQL server, migrated and seeded with the demo data. */
export async function createSeededDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `bo_fault_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString(), 2);
  await migrate(database);
  await ensureLookups(database.db);
  await seedDemo(database.db);
  await database.close();
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/**
 * A PostgreSQL server of the test's own (initdb in a temporary folder, its own port), so it can be stopped and
 * restarted without touching the machine's. PostgreSQL refuses to run as root: as root, it runs as `postgres`.
 */
export class PrivatePostgres {
  readonly dir: string;
  private readonly bin: string;

  constructor(readonly port: number) {
    const versions = readdirSync("/usr/lib/postgresql").sort();
    const version = versions.at(-1);
    if (!version) throw new Error("PostgreSQL não encontrado em /usr/lib/postgresql");
    this.bin = `/usr/lib/postgresql/${version}/bin`;
    this.dir = mkdtempSync(join(tmpdir(), "bo-pg-"));
    chmodSync(this.dir, 0o777);
  }

  get url() {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  private run(tool: string, args: string[]) {
    const asRoot = process.getuid?.() === 0;
    const command = asRoot ? "runuser" : `${this.bin}/${tool}`;
    const argv = asRoot ? ["-u", "postgres", "--", `${this.bin}/${tool}`, ...args] : args;
    execFileSync(command, argv, { stdio: "pipe", cwd: "/" });
  }

  init() {
    this.run("initdb", ["-D", `${this.dir}/data`, "-U", "postgres", "-A", "trust", "--no-sync", "-E", "UTF8", "--locale=C.UTF-8"]);
  }

  start() {
    this.run("pg_ctl", [
      "-D",
      `${this.dir}/data`,
      "-l",
      `${this.dir}/log`,
      "-w",
      "-o",
      `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1 -c fsync=on`,
      "start",
    ]);
  }

  /** Fast shutdown: open connections are ended, as when a server restarts for maintenance. */
  stop() {
    this.run("pg_ctl", ["-D", `${this.dir}/data`, "-m", "fast", "-w", "stop"]);
  }

  destroy() {
    try {
      this.stop();
    } catch {
      // already stopped
    }
    rmSync(this.dir, { recursive: true, force: true });
  }
}

/** Latency percentile (ms) of recorded durations. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}
