// The embedded database's own thread (docs/decisions/0038-pglite-worker.md): PGlite opens the data folder here
// and answers PostgreSQL's wire protocol on a local socket, so a slow query runs on the second core while the
// main thread goes on serving HTTP and rendering pages.
import { createServer } from "node:net";
import { parentPort, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";
import { z } from "zod";
import { pgliteExtensions } from "./pglite-extensions.ts";
import { serveConnection } from "./pglite-wire.ts";

export const pgliteWorkerData = z.object({ dataDir: z.string(), socketPath: z.string() });
export type PgliteWorkerMessage = { type: "ready" } | { type: "failed"; message: string } | { type: "closed" };

const port = parentPort;
if (port) {
  const send = (message: PgliteWorkerMessage) => port.postMessage(message);
  try {
    const { dataDir, socketPath } = pgliteWorkerData.parse(workerData);
    const db = await PGlite.create(dataDir, { extensions: pgliteExtensions });
    const server = createServer((socket) => serveConnection(db, socket));
    server.on("error", (error) => send({ type: "failed", message: error.message }));
    server.listen(socketPath, () => send({ type: "ready" }));
    port.on("message", (message: unknown) => {
      if (message !== "close") return;
      server.close();
      void db.close().finally(() => send({ type: "closed" }));
    });
  } catch (error) {
    send({ type: "failed", message: error instanceof Error ? error.message : String(error) });
  }
}
