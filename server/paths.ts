import { existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

// The same code runs from `server/` (dev, tsx, tests) and bundled into `build/server/` (production),
// so the project root is found by walking up to package.json rather than by a fixed relative path.
function findProjectRoot(start: string): string {
  let dir = start;
  for (;;) {
    if (existsSync(join(dir, "package.json"))) return dir;
    const parent = dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
}

const projectRoot = findProjectRoot(dirname(fileURLToPath(import.meta.url)));
export const migrationsDir = resolve(projectRoot, "server/db/migrations");
export const clientBuildDir = resolve(projectRoot, "build/client");
export const flagsDir = resolve(projectRoot, "node_modules/flag-icons/flags/4x3");
// The API reference page (Swagger UI): one script and one stylesheet, no dependencies of their own.
export const referenceBundle = resolve(projectRoot, "node_modules/swagger-ui-dist/swagger-ui-bundle.js");
export const referenceStyles = resolve(projectRoot, "node_modules/swagger-ui-dist/swagger-ui.css");
