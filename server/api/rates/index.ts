import { Hono } from "hono";
import { type RatesReply, ratesReplySchema } from "#contract/products/products.ts";
import { describe } from "#server/api/openapi/describe.ts";
import { requireUser } from "#server/api/auth-middleware.ts";
import type { ApiEnv } from "#server/api/types.ts";

/** /api/rates/: USD→BRL and USD→CNY with their dates and sources (docs/decisions/0030-products-api.md). */
export const ratesRouter = new Hono<ApiEnv>().use("*", requireUser).get(
  "",
  describe({
    summary: "Câmbio USD→BRL e USD→CNY",
    tag: "Câmbio",
    reply: ratesReplySchema,
  }),
  async (c) => {
    const reply: RatesReply = await c.var.deps.rates.get();
    return c.json(reply);
  },
);
