import { Hono } from "hono";
import { ADMIN_USER_MESSAGES } from "#contract/auth/admin.ts";
import { requireSuperuser, requireUser } from "#server/api/auth-middleware.ts";
import type { ApiEnv } from "#server/api/types.ts";
import { adminLookupsRouter } from "./lookups.ts";
import { adminUsersRouter } from "./users.ts";

/** /api/admin: the administration of ADR 0047 (users and lookup lists), superusers only: 401, then 403. */
export const adminRouter = new Hono<ApiEnv>()
  .use("*", requireUser)
  .use("*", requireSuperuser(ADMIN_USER_MESSAGES.forbidden))
  .route("/users/", adminUsersRouter)
  .route("/lookups", adminLookupsRouter);
