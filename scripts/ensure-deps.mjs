// Installs dependencies when node_modules is missing or older than the lockfile/package.json.
// `npm ci` cannot work on the build machines (see docs/decisions), so this uses `npm install`.
import { spawnSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import { resolve } from "node:path";

const root = resolve(import.meta.dirname, "..");

function mtime(path) {
  return existsSync(path) ? statSync(path).mtimeMs : 0;
}

export function ensureDependencies() {
  const marker = resolve(root, "node_modules/.package-lock.json");
  const stale =
    !existsSync(marker) ||
    mtime(resolve(root, "package.json")) > mtime(marker) ||
    mtime(resolve(root, "package-lock.json")) > mtime(marker);
  if (!stale) return;
  console.log("> npm install (dependências ausentes ou desatualizadas)");
  const result = spawnSync("npm", ["install", "--no-audit", "--no-fund"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

export function run(command, args, options = {}) {
  console.log(`> ${[command, ...args].join(" ")}`);
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", ...options });
  return result.status ?? 1;
}

export { root };
