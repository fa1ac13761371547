// `npm start`: install what is missing, build, then serve (the server migrates, fills lookups and seeds
// an empty embedded database with the demo data before it listens).
import { spawn } from "node:child_process";
import { ensureDependencies, root, run } from "./ensure-deps.mjs";

ensureDependencies();
if (run("npx", ["react-router", "build"]) !== 0 || run("node", ["scripts/precompress.mjs"]) !== 0) process.exit(1);

const server = spawn(process.execPath, ["build/server/index.js"], {
  cwd: root,
  stdio: "inherit",
  env: { NODE_ENV: "production", ...process.env },
});
for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
