import { eq } from "drizzle-orm";
import { createMiddleware } from "hono/factory";
import { CREATE_REFUSED, canCreate } from "#contract/shared/teams.ts";
import { users } from "#server/db/schema.ts";
import { forbidden, unauthorized } from "./errors.ts";
import type { ApiDeps, ApiEnv, AuthUser } from "./types.ts";

/** Requires a valid Bearer access token of an active user; sets `c.var.user`. */
export const requireUser = createMiddleware<ApiEnv>(async (c, next) => {
  const header = c.req.header("authorization") ?? "";
  const match = /^Bearer\s+(.+)$/i.exec(header);
  if (!match?.[1]) throw unauthorized();
  const token = match[1];
  const memo = c.env?.verifiedUsers;
  let verified = memo?.get(token);
  if (!verified) {
    verified = activeUserOf(c.var.deps, token);
    memo?.set(token, verified);
  }
  const user = await verified;
  if (typeof user === "string") throw unauthorized(user);
  c.set("user", user);
  await next();
});

/** The active user a token belongs to, or why there is none (the 401's message). */
async function activeUserOf({ tokens, db }: ApiDeps, token: string): Promise<AuthUser | string> {
  const userId = await tokens.verifyAccess(token);
  if (userId === null) return "Token inválido ou expirado.";
  const [user] = await db
    .select({ id: users.id, email: users.email, teamId: users.teamId, isSuperuser: users.isSuperuser, isActive: users.isActive })
    .from(users)
    .where(eq(users.id, userId));
  if (!user?.isActive) return "Usuário inativo ou inexistente.";
  return { id: user.id, email: user.email, teamId: user.teamId, isSuperuser: user.isSuperuser };
}

/** The creation of a supplier, a sourcing or a product: refused to team 1 (`canCreate`, docs/decisions/0061). */
export const requireCreator = createMiddleware<ApiEnv>(async (c, next) => {
  if (!canCreate(c.var.user.teamId)) throw forbidden(CREATE_REFUSED);
  await next();
});

/** Administrators only (`is_superuser`): the administration and the import parameters' changes, each with its message. */
export const requireSuperuser = (message: string) =>
  createMiddleware<ApiEnv>(async (c, next) => {
    if (!c.var.user.isSuperuser) throw forbidden(message);
    await next();
  });
