// Starts the production build on a fresh database prepared for the end-to-end tests: PostgreSQL when the run has one
// (E2E_DATABASE_URL, or a new database beside TEST_DATABASE_URL's, dropped when the server stops), else the embedded one.
// On these 2-core machines the embedded database's WebAssembly engine was 40 % of the end-to-end run's time
// (the same 45 tests: 7.6 min embedded, 4.6 min PostgreSQL); the API tests run on both (docs/decisions/0079-end-to-end-on-postgresql-in-ci.md).
import { spawn, spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import { resolve } from "node:path";
import pg from "pg";

const root = resolve(import.meta.dirname, "..");
const dataDir = resolve(root, ".tmp", `e2e-data-${process.env.PORT ?? "3210"}`);
rmSync(dataDir, { recursive: true, force: true });

/** A new database on the server of `url`, and how to drop it. */
async function freshDatabase(url) {
  const name = `e2e_${Date.now()}_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const drop = async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
  };
  return { url: target.toString(), drop };
}

const fresh = !process.env.E2E_DATABASE_URL && process.env.TEST_DATABASE_URL ? await freshDatabase(process.env.TEST_DATABASE_URL) : null;
const databaseUrl = process.env.E2E_DATABASE_URL ?? fresh?.url ?? "";
const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl };
if (databaseUrl) {
  // Required with DATABASE_URL (several instances share them); any value serves one test server.
  env.SESSION_SECRET ??= "e2e-session-secret-0123456789abcdef";
  env.JWT_SECRET ??= "e2e-jwt-secret-0123456789abcdef0123";
}
console.log(`[e2e] banco: ${databaseUrl ? "PostgreSQL" : "embutido (PGlite)"}`);

const dropAndExit = async (code) => {
  await fresh?.drop().catch((error) => console.error(`[e2e] banco não removido: ${error.message}`));
  process.exit(code);
};

const prepared = spawnSync(resolve(root, "node_modules/.bin/tsx"), ["tests/e2e/support/prepare-db.ts"], {
  cwd: root,
  env,
  stdio: "inherit",
});
if (prepared.status !== 0) await dropAndExit(prepared.status ?? 1);

const server = spawn(process.execPath, ["build/server/index.js"], { cwd: root, env, stdio: "inherit" });
for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => void dropAndExit(code ?? 0));
