// `npm run test:faults`: the production build under load, through a PostgreSQL restart and a SIGKILL mid-upload,
// and as two instances sharing one database and one bucket (tests/faults). Needs PostgreSQL at 127.0.0.1:5432 (or TEST_DATABASE_URL) and, for the restart, the server
// binaries under /usr/lib/postgresql. Kept out of `npm test`: about five minutes of load and restarts.
import { ensureDependencies, run } from "./ensure-deps.mjs";

ensureDependencies();
for (const [command, args] of [
  ["npx", ["react-router", "build"]],
  ["node", ["scripts/precompress.mjs"]],
  ["npx", ["vitest", "run", "--config", "vitest.faults.config.ts"]],
]) {
  if (run(command, args) !== 0) {
    console.error("\nFalhou: testes de falhas");
    process.exit(1);
  }
}
console.log("\nTestes de falhas passaram.");
