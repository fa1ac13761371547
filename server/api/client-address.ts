import type { Context } from "hono";
import { requestAddress } from "#server/forwarded.ts";
import type { ApiEnv } from "./types.ts";

/**
 * The caller's address: handed in by the in-process web layer (read there as below, from the browser's request),
 * else the trusted proxy's header, else the socket.
 */
export function clientAddress(c: Context<ApiEnv>): string {
  if (c.env?.clientAddress) return c.env.clientAddress;
  return requestAddress(c.req.header("x-forwarded-for"), c.env?.incoming?.socket?.remoteAddress, c.var.deps.trustProxy);
}
