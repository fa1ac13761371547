import { createServer } from "node:http";
import { getRequestListener } from "@hono/node-server";
import { createServer as createViteServer } from "vite";
import type * as AppModule from "./app.ts";
import { loadEnv } from "./env.ts";
import { logger } from "./ops/logger.ts";
import { startRuntime } from "./runtime.ts";

// Development: one port, Vite middleware (HMR on the same HTTP server), the app module reloaded by Vite.
const env = loadEnv();
logger.level = env.LOG_LEVEL;
const runtime = await startRuntime(env, logger);
process.env.SESSION_SECRET ??= runtime.secrets.sessionSecret;
const httpServer = createServer();
const vite = await createViteServer({
  server: { middlewareMode: true, hmr: { server: httpServer } },
  appType: "custom",
});
httpServer.on("request", (req, res) => {
  vite.middlewares(req, res, async () => {
    try {
      const mod = (await vite.ssrLoadModule("./server/app.ts")) as typeof AppModule;
      const app = mod.createHttpApp(runtime, { serveAssets: false });
      await getRequestListener(app.fetch)(req, res);
    } catch (error) {
      vite.ssrFixStacktrace(error as Error);
      logger.error({ err: error }, "Erro no servidor de desenvolvimento");
      res.statusCode = 500;
      res.end("Erro interno");
    }
  });
});
httpServer.listen(env.PORT, () => logger.info(`Desenvolvimento em http://localhost:${env.PORT}`));
