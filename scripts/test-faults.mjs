// `npm run test:faults`: the production build under load, through a PostgreSQL restart and a SIGKILL mid-upload,
// and as two instances sharing one database and one bucket (tests/faults). Needs PostgreSQL at 127.0.0.1:5432 (or TEST_DATABASE_URL) and, for the restart, the server
// binaries under /usr/lib/postgresql. Kept out of `npm test`: about five minutes of load and restarts.
// FAULTS_USE_BUILD=1 runs against the build already in build/ (CI: `npm test` has just built this very tree).
import { existsSync } from "node:fs";
import { ensureDependencies, run } from "./ensure-deps.mjs";

ensureDependencies();
const reuse = process.env.FAULTS_USE_BUILD === "1" && existsSync("build/server/index.js");
const build = [
  ["npx", ["react-router", "build"]],
  ["node", ["scripts/precompress.mjs"]],
];
for (const [command, args] of [...(reuse ? [] : build), ["npx", ["vitest", "run", "--config", "vitest.faults.config.ts"]]]) {
  if (run(command, args) !== 0) {
    console.error("\nFalhou: testes de falhas");
    process.exit(1);
  }
}
console.log("\nTestes de falhas passaram.");
