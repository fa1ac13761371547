import { desc, eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { idSchema } from "#contract/shared/ids.ts";
import { createdIdReplySchema, messageReplySchema } from "#contract/shared/replies.ts";
import { describe } from "#server/api/openapi/describe.ts";
import {
  COMMENT_DELETE_FORBIDDEN,
  COMMENT_DELETED,
  COMMENT_FILE_EMPTY,
  COMMENT_ID_INVALID,
  COMMENT_LIMIT_INVALID,
  COMMENT_MAX_FILES,
  COMMENT_NOT_FOUND,
  COMMENT_SENT,
  COMMENT_SOURCING_ID_INVALID,
  COMMENT_TOO_MANY_FILES_MESSAGE,
  commentFileEmpty,
  commentListReplySchema,
  commentTextSchema,
  type SourcingComment,
  SOURCING_FILE_TOO_LARGE,
  SOURCING_NOT_FOUND,
} from "#contract/sourcings/sourcings.ts";
import type { Db } from "#server/db/client.ts";
import { commentAttachments, sourcingComments, sourcings, users } from "#server/db/schema.ts";
import { renderCommentHtml } from "#server/markdown.ts";
import type { SignedLinks } from "#server/storage/signed-links.ts";
import { displayName, profilePicUrl } from "#server/api/auth/users.ts";
import { requireUser } from "#server/api/auth-middleware.ts";
import { badRequest, forbidden, notFound } from "#server/api/errors.ts";
import { countParam, idParam, withoutBlanks } from "#server/api/query-params.ts";
import type { ApiEnv } from "#server/api/types.ts";
import { parse, parseBody } from "#server/api/validation.ts";
import { sourcingFileMaxBytes } from "./sourcing-files.ts";
import {
  commitFiles,
  removeStoredFiles,
  storedFilesFromJson,
  storedFilesJson,
  storedFileView,
  storeUploads,
  uploadNameSchema,
} from "./stored-files.ts";
import { withUrlParent } from "./url-parent.ts";

/**
 * `limit` (an addition to the specification, for the sourcing page's thread: docs/decisions/0069-lean-pages.md): only
 * the latest that many, still oldest first; a client that asks one more than it shows learns whether older ones remain.
 */
const listQuerySchema = z.preprocess(
  withoutBlanks,
  z.object({ id_sourcing: idParam(COMMENT_SOURCING_ID_INVALID), limit: countParam(COMMENT_LIMIT_INVALID).optional() }),
);
/**
 * `id_user` is read from the token, never from the form: anyone may only write as themselves. Multipart sends a
 * textarea's line breaks as CRLF; they are stored (and counted against the 3000 characters) as typed, one character each.
 */
const postFieldsSchema = z.object({
  id_sourcing: idSchema(COMMENT_SOURCING_ID_INVALID),
  comentario: z.preprocess((text) => (typeof text === "string" ? text.replace(/\r\n?/g, "\n") : text), commentTextSchema),
});
const deleteBodySchema = z.object({
  id: idSchema(COMMENT_ID_INVALID),
  /** The sourcing whose thread shows the comment (ADR 0074): when given, another sourcing's comment is not found. */
  id_sourcing: idSchema(COMMENT_SOURCING_ID_INVALID).optional(),
});

const attachmentsOf = storedFilesJson(
  commentAttachments,
  sql`${commentAttachments.commentId} = ${sourcingComments.id}`,
  sql`${commentAttachments.id}`,
);

async function sourcingExists(db: Pick<Db, "select">, id: number, lock = false): Promise<void> {
  const query = db.select({ id: sourcings.id }).from(sourcings).where(eq(sourcings.id, id));
  // FOR KEY SHARE keeps the sourcing from being deleted until the comment is committed.
  const [sourcing] = lock ? await query.for("key share") : await query;
  if (!sourcing) throw notFound(SOURCING_NOT_FOUND);
}

/**
 * A sourcing's thread (its latest `limit` comments when given), oldest first, with each author's name and picture and
 * the attachments as signed links.
 */
async function listComments(db: Db, links: SignedLinks, sourcingId: number, limit?: number): Promise<SourcingComment[]> {
  // Newest first, so that a limit keeps the latest: turned oldest first below.
  const query = db
    .select({
      comment: sourcingComments,
      author: {
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        profilePicKey: users.profilePicKey,
        profilePicType: users.profilePicType,
      },
      anexos: attachmentsOf.mapWith(storedFilesFromJson),
    })
    .from(sourcingComments)
    .innerJoin(users, eq(users.id, sourcingComments.userId))
    .where(eq(sourcingComments.sourcingId, sourcingId))
    .orderBy(desc(sourcingComments.dtEnviado), desc(sourcingComments.id));
  const rows = await (limit === undefined ? query : query.limit(limit));
  return rows.reverse().map(({ comment, author, anexos }) => ({
    id: comment.id,
    id_user: comment.userId,
    comentario: comment.comentario,
    html: comment.html,
    dt_enviado: comment.dtEnviado.toISOString(),
    user_info: {
      nome: displayName(author),
      profile_pic: profilePicUrl(links, author),
    },
    anexos: anexos.map((file) => {
      const { filename, fileurl } = storedFileView(links, file);
      return { filename, fileurl };
    }),
  }));
}

/** /files/comments_sourcings: the comment thread of a sourcing, markdown with attachments. */
export const commentsRouter = new Hono<ApiEnv>()
  .use("*", requireUser)
  .get(
    "/list/",
    describe({
      summary: "Comentários de um sourcing",
      tag: "Arquivos e comentários",
      query: listQuerySchema,
      reply: commentListReplySchema,
      errors: [404],
    }),
    async (c) => {
      const { id_sourcing, limit } = parse(listQuerySchema, c.req.query());
      const { db, links } = c.var.deps;
      await sourcingExists(db, id_sourcing);
      return c.json(await listComments(db, links, id_sourcing, limit));
    },
  )
  .post(
    "/post/",
    describe({
      summary: "Comenta num sourcing (markdown, com anexos em `arquivos`)",
      tag: "Arquivos e comentários",
      multipart: { fields: postFieldsSchema, files: ["arquivos"] },
      reply: createdIdReplySchema,
      status: 201,
      errors: [404, 413],
    }),
    async (c) => {
      const { db, storage } = c.var.deps;
      const author = c.var.user.id;
      // Attachments stream to storage as they arrive; every check below runs before any row is written, and a
      // failure discards them: a refused comment leaves no row and no object.
      const { fields, files } = await storeUploads(storage, c.req.raw, {
        prefix: "comments",
        fileFields: ["arquivos"],
        maxFiles: COMMENT_MAX_FILES,
        maxFileSize: sourcingFileMaxBytes(c.var.deps),
        tooLargeMessage: SOURCING_FILE_TOO_LARGE,
        tooManyFilesMessage: COMMENT_TOO_MANY_FILES_MESSAGE,
      });
      const id = await commitFiles(storage, files, async () => {
        const input = parse(postFieldsSchema, withUrlParent(c, fields, { field: "id_sourcing", notFound: SOURCING_NOT_FOUND }));
        const attachments = files.map((file) => {
          if (file.size === 0)
            throw badRequest(commentFileEmpty(file.filename), {
              arquivos: [COMMENT_FILE_EMPTY],
            });
          return {
            storageKey: file.key,
            filename: parse(uploadNameSchema, file.filename),
            size: file.size,
            contentType: file.contentType,
          };
        });
        // Rendered and sanitised once, here: reads serve the stored HTML (docs/design.md §7).
        const html = renderCommentHtml(input.comentario);
        const commentId = await db.transaction(async (tx) => {
          await sourcingExists(tx, input.id_sourcing, true);
          const [comment] = await tx
            .insert(sourcingComments)
            .values({
              sourcingId: input.id_sourcing,
              userId: author,
              comentario: input.comentario,
              html,
            })
            .returning({ id: sourcingComments.id });
          if (!comment) throw new Error("comentário não gravado");
          if (attachments.length > 0) {
            await tx.insert(commentAttachments).values(attachments.map((a) => ({ ...a, commentId: comment.id })));
          }
          return comment.id;
        });
        return { result: commentId, released: [] };
      });
      return c.json({ id, detail: COMMENT_SENT }, 201);
    },
  )
  .delete(
    "/delete/",
    describe({
      summary: "Exclui um comentário (e seus anexos)",
      tag: "Arquivos e comentários",
      body: deleteBodySchema,
      reply: messageReplySchema,
      errors: [403, 404],
    }),
    async (c) => {
      const { id, id_sourcing } = await parseBody(c, deleteBodySchema);
      const { db, storage } = c.var.deps;
      await removeStoredFiles(storage, () =>
        db.transaction(async (tx) => {
          const [comment] = await tx
            .select({ userId: sourcingComments.userId, sourcingId: sourcingComments.sourcingId })
            .from(sourcingComments)
            .where(eq(sourcingComments.id, id))
            .for("update");
          if (!comment || (id_sourcing !== undefined && comment.sourcingId !== id_sourcing)) throw notFound(COMMENT_NOT_FOUND);
          if (comment.userId !== c.var.user.id) throw forbidden(COMMENT_DELETE_FORBIDDEN);
          // The attachment rows go with the comment (FK cascade); their objects after commit.
          const attachments = await tx
            .select({ key: commentAttachments.storageKey })
            .from(commentAttachments)
            .where(eq(commentAttachments.commentId, id));
          await tx.delete(sourcingComments).where(eq(sourcingComments.id, id));
          return { result: null, released: attachments.map((a) => a.key) };
        }),
      );
      return c.json({ detail: COMMENT_DELETED });
    },
  );
