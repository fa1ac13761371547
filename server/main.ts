import { serve } from "@hono/node-server";
import { createHttpApp } from "./app.ts";
import { DataDirLockedError } from "./db/dir-lock.ts";
import { EnvError, loadEnv } from "./env.ts";
import { startRuntime } from "./runtime.ts";

const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  const env = loadEnv();
  const runtime = await startRuntime(env);
  // The web layer reads its session secret from the environment; hand it the resolved one.
  process.env.SESSION_SECRET ??= runtime.secrets.sessionSecret;
  const app = createHttpApp(runtime, { serveAssets: true });
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, () => {
    console.log(`Servindo em http://localhost:${env.PORT} (banco: ${runtime.database.kind})`);
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} recebido: encerrando...`);
    const force = setTimeout(() => {
      console.error("Encerramento demorou demais; saindo.");
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    // Stop accepting connections, let requests in flight finish, then close the database.
    server.close(async () => {
      await runtime.close();
      process.exit(0);
    });
    if ("closeIdleConnections" in server) server.closeIdleConnections();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

main().catch((error: unknown) => {
  if (error instanceof EnvError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error("Falha ao iniciar:", error);
  }
  process.exit(1);
});
