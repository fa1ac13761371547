import { serve } from "@hono/node-server";
import { createHttpApp } from "./app.ts";
import { DataDirLockedError } from "./db/dir-lock.ts";
import { EnvError, loadEnv } from "./env.ts";
import { startRuntime } from "./runtime.ts";

const SHUTDOWN_GRACE_MS = 10_000;
const KEEP_ALIVE_MS = 65_000;

async function main() {
  const env = loadEnv();
  const runtime = await startRuntime(env);
  // The web layer reads its session secret from the environment; hand it the resolved one.
  process.env.SESSION_SECRET ??= runtime.secrets.sessionSecret;
  const app = createHttpApp(runtime, { serveAssets: true, serverTiming: env.SERVER_TIMING });
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, () => {
    console.log(`Servindo em http://localhost:${env.PORT} (banco: ${runtime.database.kind})`);
    // After listening: a large bucket takes a while to list, and nothing waits on the sweep.
    void runtime.sweepStorage();
  });

  // Node closes an idle keep-alive connection after 5 s; a client (or a proxy) that reuses it at that moment
  // gets ECONNRESET (seen in the end-to-end suite). Idle connections stay open longer than a proxy's usual
  // 60 s, so the client is the one that closes them; headers must then be allowed a little longer still.
  if ("keepAliveTimeout" in server) {
    server.keepAliveTimeout = KEEP_ALIVE_MS;
    server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  }

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
