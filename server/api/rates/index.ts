import { Hono } from "hono";
import type { RatesReply } from "../../../contract/products.ts";
import { requireUser } from "../auth-middleware.ts";
import type { ApiEnv } from "../types.ts";

/** /api/rates/: USD→BRL and USD→CNY with their dates and sources (docs/decisions/0030-products-api.md). */
export const ratesRouter = new Hono<ApiEnv>().use("*", requireUser).get("", async (c) => {
  const reply: RatesReply = await c.var.deps.rates.get();
  return c.json(reply);
});
