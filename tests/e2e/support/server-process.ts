import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import { resolve } from "node:path";
import { expect } from "@playwright/test";

const root = resolve(import.meta.dirname, "../../..");

/** The production server (`build/server/index.js`) on its own data folder and port, as ops start it; `env` adds settings. */
export function startServer(
  dataDir: string,
  port: number,
  env: Record<string, string> = {},
): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  let output = "";
  const child = spawn(process.execPath, ["build/server/index.js"], {
    cwd: root,
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: "", ...env },
  });
  child.stdout?.on("data", (d) => (output += String(d)));
  child.stderr?.on("data", (d) => (output += String(d)));
  const exited = new Promise<number | null>((r) => child.on("exit", (code) => r(code)));
  return { child, output: () => output, exited };
}

export async function healthy(port: number) {
  await expect
    .poll(
      async () =>
        await fetch(`http://127.0.0.1:${port}/healthz`)
          .then((r) => r.status)
          .catch(() => 0),
      { timeout: 60_000 },
    )
    .toBe(200);
}

/** A port nothing listens on now, from the system (fixed ports collide with other specs' servers). */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });
}
