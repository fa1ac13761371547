import { type Context, Hono } from "hono";
import { RESOURCE_NOT_FOUND } from "#contract/shared/errors.ts";
import type { Database } from "#server/db/client.ts";
import type { Storage } from "#server/storage/storage.ts";
import type { Logger } from "./logger.ts";
import type { Metrics } from "./metrics.ts";
import type { RequestFacts } from "./request-facts.ts";
import type { ObservedVariables } from "./request-log.ts";

/** Each readiness check gives up after this long: an orchestrator's probe usually times out at a few seconds. */
const READY_CHECK_TIMEOUT_MS = 3_000;

const FAILURES = {
  database: "Banco de dados indisponível.",
  storage: "Armazenamento de arquivos indisponível.",
} as const;

type Check = keyof typeof FAILURES;

export interface ProbeDeps {
  database: Pick<Database, "kind" | "ping">;
  storage: Pick<Storage, "check">;
  metrics: Metrics | null;
  logger: Logger;
  checkTimeoutMs?: number;
}

function withTimeout(task: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, fail) => {
    timer = setTimeout(() => fail(new Error(`sem resposta em ${ms} ms`)), ms);
  });
  return Promise.race([task, timeout]).finally(() => clearTimeout(timer));
}

/**
 * `/healthz` (liveness: the process answers; no dependency is called, so a database outage does not get every
 * instance restarted), `/readyz` (readiness: the database answers a trivial query and the file storage is
 * reachable; a 503 naming what failed takes the instance out of the load balancer until it recovers), and
 * `/metrics` when METRICS=1 (a 404 otherwise).
 */
export function probes({ database, storage, metrics, logger, checkTimeoutMs = READY_CHECK_TIMEOUT_MS }: ProbeDeps) {
  const app = new Hono<{ Variables: ObservedVariables }>();
  // Each probe's path is its pattern. The facts are absent when the probes are mounted without the request log.
  const named = (c: Context<{ Variables: ObservedVariables }>) => {
    const facts = c.get("facts") as RequestFacts | undefined;
    if (facts) facts.route = c.req.path;
  };

  app.get("/healthz", (c) => {
    named(c);
    return c.json({ status: "ok", database: database.kind });
  });

  app.get("/readyz", async (c) => {
    named(c);
    const checks: Record<Check, () => Promise<void>> = { database: () => database.ping(), storage: () => storage.check() };
    const outcomes = await Promise.all(
      (Object.keys(checks) as Check[]).map(async (name) => {
        try {
          await withTimeout(checks[name](), checkTimeoutMs);
          return [name, "ok"] as const;
        } catch (error) {
          // The reason stays in the logs: the reply is public and names only what failed.
          logger.warn({ check: name, err: error }, `[readyz] ${FAILURES[name]}`);
          return [name, FAILURES[name]] as const;
        }
      }),
    );
    const failed = outcomes.filter(([, outcome]) => outcome !== "ok");
    const body = Object.fromEntries(outcomes) as Record<Check, string>;
    if (failed.length === 0) return c.json({ status: "ok", checks: body });
    return c.json({ status: "error", detail: failed.map(([, message]) => message).join(" "), checks: body }, 503);
  });

  app.get("/metrics", async (c) => {
    named(c);
    if (!metrics) return c.json({ detail: RESOURCE_NOT_FOUND }, 404);
    const { body, contentType } = await metrics.render();
    return c.body(body, 200, { "Content-Type": contentType, "Cache-Control": "no-store" });
  });

  return app;
}
