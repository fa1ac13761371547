import { eq } from "drizzle-orm";
import { createMiddleware } from "hono/factory";
import { users } from "../db/schema.ts";
import { forbidden, unauthorized } from "./errors.ts";
import type { ApiEnv } from "./types.ts";

/** Requires a valid Bearer access token of an active user; sets `c.var.user`. */
export const requireUser = createMiddleware<ApiEnv>(async (c, next) => {
  const header = c.req.header("authorization") ?? "";
  const match = /^Bearer\s+(.+)$/i.exec(header);
  if (!match?.[1]) throw unauthorized();
  const { tokens, db } = c.var.deps;
  const userId = await tokens.verifyAccess(match[1]);
  if (userId === null) throw unauthorized("Token inválido ou expirado.");
  const [user] = await db
    .select({ id: users.id, email: users.email, teamId: users.teamId, isSuperuser: users.isSuperuser, isActive: users.isActive })
    .from(users)
    .where(eq(users.id, userId));
  if (!user?.isActive) throw unauthorized("Usuário inativo ou inexistente.");
  c.set("user", { id: user.id, email: user.email, teamId: user.teamId, isSuperuser: user.isSuperuser });
  await next();
});

/** Team 1 ('Consulta') reads only: every creation is refused. */
export const CONSULTA_TEAM = 1;

export const requireCreator = createMiddleware<ApiEnv>(async (c, next) => {
  if (c.var.user.teamId === CONSULTA_TEAM) throw forbidden("Sua equipe não tem permissão para criar registros.");
  await next();
});
