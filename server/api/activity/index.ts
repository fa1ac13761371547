import { Hono } from "hono";
import { activityQuerySchema, activityReplySchema } from "#contract/activity/activity.ts";
import { requireUser } from "#server/api/auth-middleware.ts";
import { describe } from "#server/api/openapi/describe.ts";
import type { ApiEnv } from "#server/api/types.ts";
import { parseQuery } from "#server/api/validation.ts";
import { listActivity } from "./list.ts";

/** /api/activity: the history of a supplier, sourcing or product (docs/decisions/0054-activity-history.md). */
export const activityRouter = new Hono<ApiEnv>().use("*", requireUser).get(
  "",
  describe({
    summary: "Histórico de alterações de um fornecedor, sourcing ou produto (o mais recente primeiro)",
    description:
      "Uma linha por campo alterado, com o valor antigo e o novo. As alterações de um vínculo sourcing × fornecedor aparecem no sourcing, as de uma cotação no produto, com o fornecedor em `subject`.",
    tag: "Atividade",
    query: activityQuerySchema,
    reply: activityReplySchema,
    errors: [404],
  }),
  async (c) => c.json(await listActivity(c.var.deps.db, parseQuery(c, activityQuerySchema))),
);
