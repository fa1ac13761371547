import { serve } from "@hono/node-server";
import { createHttpApp } from "./app.ts";
import { DataDirLockedError } from "./db/dir-lock.ts";
import { EnvError, loadEnv } from "./env.ts";
import { boundHeapGrowth } from "./ops/heap.ts";
import { logger } from "./ops/logger.ts";
import { startRuntime } from "./runtime.ts";

const SHUTDOWN_GRACE_MS = 10_000;
const KEEP_ALIVE_MS = 65_000;
const IDLE_SWEEP_MS = 100;

async function main() {
  boundHeapGrowth();
  const env = loadEnv();
  logger.level = env.LOG_LEVEL;
  const runtime = await startRuntime(env, logger);
  // The web layer reads its session secret from the environment; hand it the resolved one.
  process.env.SESSION_SECRET ??= runtime.secrets.sessionSecret;
  const app = createHttpApp(runtime, {
    serveAssets: true,
    serverTiming: env.SERVER_TIMING,
    benchStaticDir: env.BENCH_STATIC_DIR,
  });
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, () => {
    logger.info(
      { port: env.PORT, database: runtime.database.kind, metrics: env.METRICS },
      `Servindo em http://localhost:${env.PORT} (banco: ${runtime.database.kind})`,
    );
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
    logger.info({ signal }, `${signal} recebido: encerrando...`);
    const force = setTimeout(() => {
      logger.error("Encerramento demorou demais; saindo.");
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    // Stop accepting connections, let requests in flight finish, then close the database.
    server.close(async () => {
      try {
        await runtime.close();
      } catch (error) {
        logger.error({ err: error }, "Falha ao fechar o banco de dados");
        process.exit(1);
      }
      logger.info("Encerrado.");
      process.exit(0);
    });
    // Idle keep-alive connections close now. One still answering when the signal came turns idle when its
    // response ends, and would then hold the close for the whole keep-alive (65 s): it is closed on the next
    // sweep instead. Seen as an exit code 1 when SIGTERM followed a response by a few milliseconds.
    if ("closeIdleConnections" in server) {
      server.closeIdleConnections();
      setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS).unref();
    }
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

main().catch((error: unknown) => {
  if (error instanceof EnvError) {
    // One line per bad setting, each naming it: what an operator reads first in a failed deployment's log.
    for (const problem of error.problems)
      logger.fatal({ setting: problem.setting }, `Configuração inválida: ${problem.setting} ${problem.message}`);
  } else if (error instanceof DataDirLockedError) {
    logger.fatal(error.message);
  } else {
    logger.fatal({ err: error }, "Falha ao iniciar");
  }
  process.exit(1);
});
