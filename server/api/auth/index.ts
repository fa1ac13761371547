import { eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import { idSchema } from "#contract/shared/ids.ts";
import { z } from "zod";
import {
  changePasswordBodySchema,
  changePasswordReplySchema,
  INVALID_LOGIN,
  LOGGED_OUT,
  NEW_PASSWORD_UNCHANGED,
  OLD_PASSWORD_WRONG,
  PASSWORD_CHANGED,
  pictureReplySchema,
  PROFILE_NAME_REQUIRED,
  PROFILE_PIC_MAX_BYTES,
  PROFILE_PIC_MISSING,
  PROFILE_PIC_NOT_CHOSEN,
  PROFILE_PIC_TOO_LARGE,
  PROFILE_PIC_TYPE_UNSUPPORTED,
  PROFILE_PIC_UPDATED,
  PROFILE_PIC_WRONG_TYPE,
  profileSchema,
  REFRESH_INVALID,
  teamUserSchema,
  tokenPairSchema,
  tooManyLoginAttempts,
  loginBodySchema,
  profileUpdateSchema,
  refreshBodySchema,
  USER_NOT_FOUND,
} from "#contract/auth/auth.ts";
import { TEAM_INVALID } from "#contract/shared/teams.ts";
import { DATA_VERSION_HEADER } from "#contract/shared/data-version.ts";
import { readDataVersion } from "#server/api/data-cache.ts";
import { USER_NAME_FIELDS } from "#contract/auth/user-fields.ts";
import { dummyPasswordHash, hashPassword, verifyPassword } from "#server/auth/passwords.ts";
import { ADDRESS_RULE, EMAIL_RULE } from "#server/auth/throttle.ts";
import { users } from "#server/db/schema.ts";
import { requireUser } from "#server/api/auth-middleware.ts";
import { messageReplySchema } from "#contract/shared/replies.ts";
import { describe } from "#server/api/openapi/describe.ts";
import { clientAddress } from "#server/api/client-address.ts";
import { commitFiles, storeUploads } from "#server/api/files/stored-files.ts";
import { ApiError, badRequest, notFound, unauthorized } from "#server/api/errors.ts";
import { writtenColumns } from "#server/api/fields.ts";
import { sniffImageType } from "./images.ts";
import type { ApiEnv } from "#server/api/types.ts";
import { listTeamUsers, loadProfile, profilePicUrl } from "./users.ts";
import { parse, parseBody } from "#server/api/validation.ts";

function tooManyAttempts(seconds: number): ApiError {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return new ApiError(429, tooManyLoginAttempts(minutes), undefined, { "Retry-After": String(seconds) });
}

/** Served under /auth; the refresh call also under /api/auth (the seed client's relative path). */
export const refreshRouter = new Hono<ApiEnv>().post(
  "/refresh/",
  describe({
    summary: "Renova o par de tokens (o refresh usado deixa de valer)",
    tag: "Autenticação",
    access: "public",
    body: refreshBodySchema,
    reply: tokenPairSchema,
  }),
  async (c) => {
    const { refresh } = await parseBody(c, refreshBodySchema);
    const pair = await c.var.deps.tokens.rotate(refresh);
    if (!pair) throw unauthorized(REFRESH_INVALID);
    return c.json(pair);
  },
);

export const authRouter = new Hono<ApiEnv>()
  .post(
    "/login/",
    describe({
      summary: "Entra com e-mail e senha",
      tag: "Autenticação",
      access: "public",
      body: loginBodySchema,
      reply: tokenPairSchema,
      errors: [429],
    }),
    async (c) => {
      const { email, password } = await parseBody(c, loginBodySchema);
      const { db, tokens, throttle } = c.var.deps;
      const emailKey = `email:${email.toLowerCase()}`;
      const addressKey = `ip:${clientAddress(c)}`;
      // Counted before the password is checked, in one step per key: of concurrent guesses only the limit's worth
      // are checked at all. A sign-in that succeeds clears its e-mail's count and is given back to its address.
      const admission = await throttle.attemptAll([
        [emailKey, EMAIL_RULE],
        [addressKey, ADDRESS_RULE],
      ]);
      if (!admission.admitted) throw tooManyAttempts(admission.retryAfter);

      const [user] = await db
        .select({
          id: users.id,
          passwordHash: users.passwordHash,
          isActive: users.isActive,
        })
        .from(users)
        .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
      const valid = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), password);
      if (!user || !valid || !user.isActive) throw unauthorized(INVALID_LOGIN);
      await throttle.reset(emailKey);
      await throttle.release(addressKey);
      await db
        .update(users)
        .set({ lastLogin: sql`now()` })
        .where(eq(users.id, user.id));
      return c.json(await tokens.issue(user.id));
    },
  )
  .route("/", refreshRouter)
  .post(
    "/logout/",
    describe({
      summary: "Encerra a sessão do refresh token",
      tag: "Autenticação",
      access: "public",
      body: refreshBodySchema,
      reply: messageReplySchema,
    }),
    async (c) => {
      const { refresh } = await parseBody(c, refreshBodySchema);
      await c.var.deps.tokens.revoke(refresh);
      return c.json({ detail: LOGGED_OUT });
    },
  )
  .use("/profile/*", requireUser)
  .use("/change-password/", requireUser)
  .use("/users/*", requireUser)
  .get(
    "/profile/",
    describe({
      summary: "O perfil do usuário",
      tag: "Autenticação",
      reply: profileSchema,
      errors: [404],
    }),
    async (c) => {
      // The data version beside the profile, which every page of the shell reads: the web tier keeps the lookup
      // lists under it and asks for none while it holds (ADR 0078).
      const [profile, version] = await Promise.all([
        loadProfile(c.var.deps.db, c.var.deps.links, c.var.user.id),
        readDataVersion(c.var.deps.db),
      ]);
      if (!profile) throw notFound(USER_NOT_FOUND);
      c.header(DATA_VERSION_HEADER, String(version));
      return c.json(profile);
    },
  )
  .patch(
    "/profile/",
    describe({
      summary: "Altera nome e sobrenome",
      tag: "Autenticação",
      body: profileUpdateSchema,
      reply: profileSchema,
    }),
    async (c) => {
      const input = await parseBody(c, profileUpdateSchema);
      // Only the names, whatever else is sent (contract/auth/user-fields.ts `USER_NAME_FIELDS`).
      const changes = writtenColumns(users, USER_NAME_FIELDS, input);
      if (Object.keys(changes).length === 0) throw badRequest(PROFILE_NAME_REQUIRED);
      const { db, links } = c.var.deps;
      await db.update(users).set(changes).where(eq(users.id, c.var.user.id));
      return c.json(await loadProfile(db, links, c.var.user.id));
    },
  )
  .get(
    "/profile/picture/get/",
    describe({
      summary: "O link da foto do usuário",
      tag: "Autenticação",
      reply: pictureReplySchema,
      errors: [404],
    }),
    async (c) => {
      const { db, links } = c.var.deps;
      const [user] = await db.select().from(users).where(eq(users.id, c.var.user.id));
      if (!user) throw notFound(USER_NOT_FOUND);
      return c.json({ url: profilePicUrl(links, user) });
    },
  )
  .patch(
    "/profile/picture/",
    describe({
      summary: "Envia a foto do usuário (PNG ou JPEG, até 5 MB)",
      tag: "Autenticação",
      multipart: { fields: z.object({}), files: ["profile_pic"] },
      reply: pictureReplySchema.extend({ detail: z.string() }),
      errors: [413, 415],
    }),
    async (c) => {
      const { db, storage, links } = c.var.deps;
      const userId = c.var.user.id;
      const { files } = await storeUploads(storage, c.req.raw, {
        prefix: "profile",
        fileFields: ["profile_pic"],
        maxFiles: 1,
        maxFileSize: PROFILE_PIC_MAX_BYTES,
        tooLargeMessage: PROFILE_PIC_TOO_LARGE,
      });
      const picture = await commitFiles(storage, files, async () => {
        const [file] = files;
        if (!file || file.size === 0)
          throw badRequest(PROFILE_PIC_MISSING, {
            profile_pic: [PROFILE_PIC_NOT_CHOSEN],
          });
        // By content, never by the declared type or the name.
        const type = sniffImageType(file.head);
        if (!type)
          throw new ApiError(415, PROFILE_PIC_WRONG_TYPE, {
            profile_pic: [PROFILE_PIC_TYPE_UNSUPPORTED],
          });
        return db.transaction(async (tx) => {
          const [previous] = await tx.select({ key: users.profilePicKey }).from(users).where(eq(users.id, userId)).for("update");
          await tx.update(users).set({ profilePicKey: file.key, profilePicType: type }).where(eq(users.id, userId));
          return {
            result: {
              id: userId,
              profilePicKey: file.key,
              profilePicType: type,
            },
            released: [previous?.key],
          };
        });
      });
      return c.json({
        detail: PROFILE_PIC_UPDATED,
        url: profilePicUrl(links, picture),
      });
    },
  )
  .put(
    "/change-password/",
    describe({
      summary: "Troca a senha (as outras sessões terminam)",
      tag: "Autenticação",
      body: changePasswordBodySchema,
      reply: changePasswordReplySchema,
    }),
    async (c) => {
      const body = await parseBody(c, changePasswordBodySchema);
      const { db, tokens } = c.var.deps;
      const [user] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, c.var.user.id));
      if (!user || !(await verifyPassword(user.hash, body.old_password))) {
        throw badRequest(OLD_PASSWORD_WRONG, { old_password: [OLD_PASSWORD_WRONG] });
      }
      if (body.old_password === body.new_password) {
        throw badRequest(NEW_PASSWORD_UNCHANGED, { new_password: [NEW_PASSWORD_UNCHANGED] });
      }
      await db
        .update(users)
        .set({ passwordHash: await hashPassword(body.new_password) })
        .where(eq(users.id, c.var.user.id));
      // Every other session ends; this one continues with a fresh pair.
      await tokens.revokeAll(c.var.user.id);
      return c.json({
        detail: PASSWORD_CHANGED,
        ...(await tokens.issue(c.var.user.id)),
      });
    },
  )
  .get(
    "/users/team/:team/",
    describe({
      summary: "Usuários de uma equipe",
      tag: "Autenticação",
      reply: z.array(teamUserSchema),
    }),
    async (c) => {
      const team = parse(idSchema(TEAM_INVALID), c.req.param("team"));
      return c.json(await listTeamUsers(c.var.deps.db, c.var.deps.links, team));
    },
  );
