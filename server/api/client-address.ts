import type { Context } from "hono";
import type { ApiEnv } from "./types.ts";

/** The caller's address: handed in by the in-process web layer, else the proxy's header, else the socket. */
export function clientAddress(c: Context<ApiEnv>): string {
  if (c.env?.clientAddress) return c.env.clientAddress;
  if (c.var.deps.trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  return c.env?.incoming?.socket?.remoteAddress ?? "desconhecido";
}
