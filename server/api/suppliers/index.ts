import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { idSchema } from "../../../contract/ids.ts";
import { supplierCreateSchema } from "../../../contract/suppliers.ts";
import { segments, sources, supplierDocuments, suppliers, supplierTypes } from "../../db/schema.ts";
import { requireCreator, requireUser } from "../auth-middleware.ts";
import { listOrDetail } from "../list-page.ts";
import { alterDocument, alterFields, assertOneDocument, documentFieldsIn, SUPPLIER_NOT_FOUND } from "./alter.ts";
import { supplierColumns } from "./columns.ts";
import { loadSupplierDetail } from "./detail.ts";
import { deleteWithStoredFiles } from "../files/stored-files.ts";
import { supplierListQuerySchema } from "../../../contract/suppliers.ts";
import { listSuppliers } from "./list.ts";
import { listLookup } from "../lookups.ts";
import { checkSupplierLookups, listCountries } from "./lookups.ts";
import type { ApiEnv } from "../types.ts";
import { parseBody, readBody } from "../validation.ts";

const deleteBodySchema = z.object({ id: idSchema("Informe o id do supplier.", "Id de supplier inválido.") });

/** /api/suppliers: the supplier directory of spec section 7. */
export const suppliersRouter = new Hono<ApiEnv>()
  .use("*", requireUser)
  .get(
    "",
    listOrDetail({
      invalidId: "Id de fornecedor inválido.",
      query: supplierListQuerySchema,
      list: ({ db }, q) => listSuppliers(db, q),
      detail: ({ db, links }, id) => loadSupplierDetail(db, links, id),
    }),
  )
  .get("/segmentos/", async (c) => c.json(await listLookup(c.var.deps.db, segments)))
  .get("/sources/", async (c) => c.json(await listLookup(c.var.deps.db, sources)))
  .get("/tipos/", async (c) => c.json(await listLookup(c.var.deps.db, supplierTypes)))
  .get("/paises/", async (c) => c.json(await listCountries(c.var.deps.db)))
  .post("/post/", requireCreator, async (c) => {
    const input = await parseBody(c, supplierCreateSchema);
    const { db } = c.var.deps;
    await checkSupplierLookups(db, input);
    const [row] = await db
      .insert(suppliers)
      .values({ ...supplierColumns(input), sourceId: input.id_source })
      .returning({ id: suppliers.id });
    return c.json({ id: row?.id, detail: "Supplier criado com sucesso!" }, 201);
  })
  .put("/alter/", async (c) => {
    const body = await readBody(c);
    const { db, storage } = c.var.deps;
    const documentTypes = documentFieldsIn(body);
    if (documentTypes.length > 0) {
      await alterDocument(db, storage, body as Record<string, unknown>, assertOneDocument(documentTypes));
    } else {
      await alterFields(db, body);
    }
    return c.json({ detail: "Supplier atualizado com sucesso!" });
  })
  .delete("/delete/", async (c) => {
    const { id } = await parseBody(c, deleteBodySchema);
    const { db, storage } = c.var.deps;
    // Links, documents and product quotes go with the supplier (FK cascades); its files after commit.
    await deleteWithStoredFiles(db, storage, { table: suppliers, id, missing: SUPPLIER_NOT_FOUND }, (tx) =>
      tx.select({ key: supplierDocuments.storageKey }).from(supplierDocuments).where(eq(supplierDocuments.supplierId, id)),
    );
    return c.json({ detail: "Supplier deletado!" });
  });
