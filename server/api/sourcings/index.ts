import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { sourcingCreateSchema, sourcingDeleteSchema, sourcingListReplySchema, sourcingUpdateSchema } from "../../../contract/sourcings.ts";
import { lookupSchema } from "../../../contract/suppliers.ts";
import { createdIdReplySchema, messageReplySchema } from "../../../contract/replies.ts";
import { describe } from "../openapi/describe.ts";
import { commentAttachments, sourcingCategories, sourcingComments, sourcingFiles, sourcings } from "../../db/schema.ts";
import { deleteWithStoredFiles } from "../files/stored-files.ts";
import { requireCreator, requireUser } from "../auth-middleware.ts";
import { listOrDetail } from "../list-page.ts";
import { saveOrConflict } from "../versions.ts";
import { lookupHandler } from "../lookups.ts";
import { sourcingExportQuerySchema, sourcingListQuerySchema } from "../../../contract/sourcings.ts";
import { EXPORT_DESCRIPTION, EXPORT_REPLY } from "../list-export/describe.ts";
import { exportSourcings } from "./export.ts";
import { listSourcings, loadSourcing } from "./list.ts";
import { alterSourcing, checkSourcingReferences, SOURCING_NOT_FOUND } from "./write.ts";
import type { ApiEnv } from "../types.ts";
import { CREATED, deleteActivityOf, recordActivity } from "../activity/record.ts";
import { parseBody } from "../validation.ts";

/** /api/sourcings: the sourcing processes of spec section 7. */
export const sourcingsRouter = new Hono<ApiEnv>()
  .use("*", requireUser)
  .get(
    "",
    describe({
      summary: "Lista de sourcings (ou um, com ?id=)",
      tag: "Sourcings",
      query: sourcingListQuerySchema,
      detailById: true,
      reply: sourcingListReplySchema,
    }),
    listOrDetail({
      invalidId: "Id de sourcing inválido.",
      query: sourcingListQuerySchema,
      list: listSourcings,
      detail: ({ db, links }, id) => loadSourcing(db, links, id),
    }),
  )
  .get(
    "/export/",
    describe({
      summary: "Exporta a lista de sourcings filtrada e ordenada (CSV ou XLSX)",
      description: EXPORT_DESCRIPTION,
      tag: "Sourcings",
      query: sourcingExportQuerySchema,
      reply: EXPORT_REPLY,
      errors: [422],
    }),
    exportSourcings,
  )
  .get(
    "/categorias/",
    describe({
      summary: "Categorias de sourcing",
      tag: "Sourcings",
      reply: z.array(lookupSchema),
    }),
    lookupHandler(sourcingCategories),
  )
  .post(
    "/post/",
    describe({
      summary: "Cria um sourcing",
      tag: "Sourcings",
      access: "creator",
      body: sourcingCreateSchema,
      reply: createdIdReplySchema,
      status: 201,
    }),
    requireCreator,
    async (c) => {
      const input = await parseBody(c, sourcingCreateSchema);
      const { db } = c.var.deps;
      await checkSourcingReferences(db, input);
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(sourcings)
          .values({
            descricao: input.descricao,
            categoriaId: input.id_categoria,
            responsavelId: input.id_responsavel,
            comercialId: input.id_comercial,
            status: "Não iniciado",
            createdBy: c.var.user.id,
          })
          .returning({ id: sourcings.id });
        if (!row) throw new Error("sourcing não gravado");
        await recordActivity(tx, { entityType: "sourcing", entityId: row.id, actorId: c.var.user.id }, [CREATED]);
        return row.id;
      });
      return c.json({ id, detail: "Sourcing criado com sucesso!" }, 201);
    },
  )
  .put(
    "/alter/",
    describe({
      summary: "Altera um sourcing",
      tag: "Sourcings",
      body: sourcingUpdateSchema,
      reply: messageReplySchema,
      errors: [404],
    }),
    async (c) => {
      const input = await parseBody(c, sourcingUpdateSchema);
      const { db, links } = c.var.deps;
      await saveOrConflict(
        () => alterSourcing(db, input, c.var.user.id),
        () => loadSourcing(db, links, input.id),
      );
      return c.json({ detail: "Sourcing atualizado!" });
    },
  )
  .delete(
    "/delete/",
    describe({
      summary: "Exclui um sourcing",
      tag: "Sourcings",
      body: sourcingDeleteSchema,
      reply: messageReplySchema,
      errors: [404],
    }),
    async (c) => {
      const { id } = await parseBody(c, sourcingDeleteSchema);
      const { db, storage } = c.var.deps;
      // Links, files, comments and attachments go with the sourcing (FK cascades) and the grade trigger recomputes the
      // suppliers' averages; the objects of its files and attachments are removed after commit.
      await deleteWithStoredFiles(db, storage, { table: sourcings, id, missing: SOURCING_NOT_FOUND, beforeDelete: (tx) => deleteActivityOf(tx, "sourcing", id) }, async (tx) => [
        ...(await tx.select({ key: sourcingFiles.storageKey }).from(sourcingFiles).where(eq(sourcingFiles.sourcingId, id))),
        ...(await tx
          .select({ key: commentAttachments.storageKey })
          .from(commentAttachments)
          .innerJoin(sourcingComments, eq(sourcingComments.id, commentAttachments.commentId))
          .where(eq(sourcingComments.sourcingId, id))),
      ]);
      return c.json({ detail: "Sourcing deletado!" });
    },
  );
