// Starts the production build on a fresh embedded database prepared for the end-to-end tests.
import { spawn, spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import { resolve } from "node:path";

const root = resolve(import.meta.dirname, "..");
const dataDir = resolve(root, ".tmp", `e2e-data-${process.env.PORT ?? "3210"}`);
rmSync(dataDir, { recursive: true, force: true });
const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" };

const prepared = spawnSync(resolve(root, "node_modules/.bin/tsx"), ["tests/e2e/support/prepare-db.ts"], {
  cwd: root,
  env,
  stdio: "inherit",
});
if (prepared.status !== 0) process.exit(prepared.status ?? 1);

const server = spawn(process.execPath, ["build/server/index.js"], { cwd: root, env, stdio: "inherit" });
for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
