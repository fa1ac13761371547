import { and, asc, count, eq, or, sql } from "drizzle-orm";
import { Hono } from "hono";
import {
  ADMIN_USER_MESSAGES,
  adminUserCreateSchema,
  adminUserListQuerySchema,
  adminUserListReplySchema,
  adminUserSchema,
  adminUserUpdateSchema,
} from "#contract/auth/admin.ts";
import { USER_FIELDS } from "#contract/auth/user-fields.ts";
import { createdIdReplySchema, messageReplySchema } from "#contract/shared/replies.ts";
import { hashPassword } from "#server/auth/passwords.ts";
import type { Db, Tx } from "#server/db/client.ts";
import { isUniqueViolation } from "#server/db/pg-errors.ts";
import { users } from "#server/db/schema.ts";
import { createUser, UserExistsError } from "#server/db/users.ts";
import { selectUsers, userFieldsOf } from "#server/api/auth/users.ts";
import { conflict, notFound } from "#server/api/errors.ts";
import { writtenColumns } from "#server/api/fields.ts";
import { describe } from "#server/api/openapi/describe.ts";
import { paginationOf } from "#server/api/pagination.ts";
import type { ApiEnv } from "#server/api/types.ts";
import { parseBody, parseQuery } from "#server/api/validation.ts";

const TAG = "Administração" as const;

/** The full name, case- and accent-folded: the list's order and, with the e-mail, what `search` looks in. */
const foldedName = sql`lower(f_unaccent(${users.firstName} || ' ' || ${users.lastName}))`;

/** Name or e-mail containing `search`, ignoring case and accents. */
function matching(search: string | undefined) {
  if (!search) return undefined;
  const pattern = `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  return or(
    sql`${foldedName} like lower(f_unaccent(${pattern}))`,
    sql`lower(f_unaccent(${users.email})) like lower(f_unaccent(${pattern}))`,
  );
}

async function listUsers(db: Db, query: { page: number; page_size: number; search?: string }) {
  const where = matching(query.search);
  const [total] = await db.select({ n: count() }).from(users).where(where);
  const rows = await selectUsers(db)
    .where(where)
    .orderBy(asc(foldedName), asc(users.id))
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size);
  const results = rows.map((row) => adminUserSchema.parse(userFieldsOf(row)));
  return { results, pagination: paginationOf(query.page, query.page_size, total?.n ?? 0) };
}

/**
 * Locks every active superuser's row, in id order, and returns their ids. Taken before a deactivation looks at
 * anything else, so two administrators deactivating each other at once queue on the same first row (no
 * deadlock) and the second, once let through, sees the first's change: PostgreSQL re-reads a row it waited for.
 */
async function lockActiveSuperusers(tx: Tx): Promise<number[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.isSuperuser, true), eq(users.isActive, true)))
    .orderBy(asc(users.id))
    .for("update");
  return rows.map((row) => row.id);
}

/** /api/admin/users: the office's accounts, for superusers (the router is mounted behind `requireSuperuser`). */
export const adminUsersRouter = new Hono<ApiEnv>()
  .get(
    "",
    describe({
      summary: "Usuários (ativos e inativos), por nome",
      tag: TAG,
      access: "superuser",
      query: adminUserListQuerySchema,
      reply: adminUserListReplySchema,
    }),
    async (c) => c.json(await listUsers(c.var.deps.db, parseQuery(c, adminUserListQuerySchema))),
  )
  .post(
    "",
    describe({
      summary: "Cria um usuário com a senha inicial",
      tag: TAG,
      access: "superuser",
      body: adminUserCreateSchema,
      reply: createdIdReplySchema,
      status: 201,
      errors: [409],
    }),
    async (c) => {
      const input = await parseBody(c, adminUserCreateSchema);
      try {
        const { id } = await createUser(c.var.deps.db, {
          email: input.email,
          firstName: input.first_name,
          lastName: input.last_name,
          teamId: input.team,
          isSuperuser: false,
          password: input.password,
        });
        return c.json({ id, detail: ADMIN_USER_MESSAGES.created }, 201);
      } catch (error) {
        // The index on lower(email) decides between two creations racing with the same e-mail.
        if (error instanceof UserExistsError || isUniqueViolation(error)) {
          throw conflict(ADMIN_USER_MESSAGES.emailTaken);
        }
        throw error;
      }
    },
  )
  .patch(
    "",
    describe({
      summary: "Altera nome, equipe, situação (ativo) ou senha de um usuário",
      description:
        "Desativar encerra na hora todas as sessões da conta e impede a entrada; os registros criados por ela permanecem. Uma senha nova também encerra as sessões da conta. O último administrador ativo não pode ser desativado (409).",
      tag: TAG,
      access: "superuser",
      body: adminUserUpdateSchema,
      reply: messageReplySchema,
      errors: [404, 409],
    }),
    async (c) => {
      const input = await parseBody(c, adminUserUpdateSchema);
      const { db, tokens } = c.var.deps;
      if (input.password !== undefined && input.id === c.var.user.id) throw conflict(ADMIN_USER_MESSAGES.ownPassword);
      const passwordHash = input.password === undefined ? undefined : await hashPassword(input.password);
      const endsSessions = passwordHash !== undefined || input.is_active === false;
      await db.transaction(async (tx) => {
        const superusers = input.is_active === false ? await lockActiveSuperusers(tx) : [];
        const [target] = await tx
          .select({ isActive: users.isActive, isSuperuser: users.isSuperuser })
          .from(users)
          .where(eq(users.id, input.id))
          .for("update");
        if (!target) throw notFound(ADMIN_USER_MESSAGES.notFound);
        // The office keeps at least one active superuser.
        if (input.is_active === false && target.isActive && target.isSuperuser && !superusers.some((id) => id !== input.id)) {
          throw conflict(ADMIN_USER_MESSAGES.lastSuperuser);
        }
        // The fields the user's table writes (contract/auth/user-fields.ts) that were sent, and the new password's hash.
        const changes = { ...writtenColumns(users, USER_FIELDS, input), ...(passwordHash === undefined ? {} : { passwordHash }) };
        await tx.update(users).set(changes).where(eq(users.id, input.id));
        // In the same transaction: the sessions end exactly when the change is visible.
        if (endsSessions) await tokens.revokeAll(input.id, tx);
      });
      if (endsSessions) tokens.forgetCachedSessions();
      return c.json({ detail: ADMIN_USER_MESSAGES.updated });
    },
  );
