import { asc, eq } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { sourcingCreateSchema, sourcingDeleteSchema, sourcingUpdateSchema } from "../../../contract/sourcings.ts";
import { sourcingCategories, sourcings } from "../../db/schema.ts";
import { requireCreator, requireUser } from "../auth-middleware.ts";
import { notFound } from "../errors.ts";
import { detailPage } from "../list-page.ts";
import { positiveIntParam } from "../query-params.ts";
import { sourcingListQuerySchema } from "../../../contract/sourcings.ts";
import { listSourcings, loadSourcing } from "./list.ts";
import { alterSourcing, checkSourcingReferences, SOURCING_NOT_FOUND } from "./write.ts";
import type { ApiEnv } from "../types.ts";
import { parse, parseBody } from "../validation.ts";

const detailQuerySchema = z.object({ id: positiveIntParam("Id de sourcing inválido.") });

/** /api/sourcings: the sourcing processes of spec section 7. */
export const sourcingsRouter = new Hono<ApiEnv>()
  .use("*", requireUser)
  .get("", async (c) => {
    const { db } = c.var.deps;
    const query = c.req.query();
    if (query.id !== undefined) {
      const { id } = parse(detailQuerySchema, query);
      return c.json(detailPage(await loadSourcing(db, id)));
    }
    return c.json(await listSourcings(db, parse(sourcingListQuerySchema, query)));
  })
  .get("/categorias/", async (c) =>
    c.json(await c.var.deps.db.select({ id: sourcingCategories.id, nome: sourcingCategories.nome }).from(sourcingCategories).orderBy(asc(sourcingCategories.nome))),
  )
  .post("/post/", requireCreator, async (c) => {
    const input = await parseBody(c, sourcingCreateSchema);
    const { db } = c.var.deps;
    await checkSourcingReferences(db, input);
    const [row] = await db
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
    return c.json({ id: row?.id, detail: "Sourcing criado com sucesso!" }, 201);
  })
  .put("/alter/", async (c) => {
    await alterSourcing(c.var.deps.db, await parseBody(c, sourcingUpdateSchema));
    return c.json({ detail: "Sourcing atualizado!" });
  })
  .delete("/delete/", async (c) => {
    const { id } = await parseBody(c, sourcingDeleteSchema);
    // Links, files and comments go with the sourcing (FK cascades); the grade trigger recomputes averages.
    const [deleted] = await c.var.deps.db.delete(sourcings).where(eq(sourcings.id, id)).returning({ id: sourcings.id });
    if (!deleted) throw notFound(SOURCING_NOT_FOUND);
    return c.json({ detail: "Sourcing deletado!" });
  });
