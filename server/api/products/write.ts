import { and, eq, inArray, isNotNull, not, notInArray, sql } from "drizzle-orm";
import { isForeignKeyViolation } from "#server/db/pg-errors.ts";
import type { z } from "zod";
import {
  DUPLICATE_SUPPLIER_MESSAGE,
  PRODUCT_CREATE_MESSAGE,
  PREFERRED_SUPPLIER_NOT_QUOTING,
  PRODUCT_CATEGORY_NOT_FOUND,
  PRODUCT_NOT_FOUND,
  QUOTED_SUPPLIER_REMOVED,
  quotedSupplierNotFound,
  type productCreateSchema,
  type productUpdateSchema,
} from "#contract/products/products.ts";
import type { Db } from "#server/db/client.ts";
import type { Storage } from "#server/storage/storage.ts";
import { removeStoredFiles } from "#server/api/files/stored-files.ts";
import { isImageUrl } from "./image-link.ts";
import { productCategories, products, productSuppliers, suppliers } from "#server/db/schema.ts";
import { badRequest, conflict, notFound } from "#server/api/errors.ts";
import { assertVersion, nextVersion, saveOrConflict } from "#server/api/versions.ts";
import type { ApiDeps } from "#server/api/types.ts";
import { loadProduct } from "./list.ts";
import { type QuoteRecorder, quoteActivity, recorderOf, writeQuotes } from "./quotes.ts";
import type { ActivityRef } from "#contract/activity/activity.ts";
import { createWithActivity } from "#server/api/activity/create-with-activity.ts";
import { changeOf, changesBetween, deleteActivityOf, recordActivity } from "#server/api/activity/record.ts";
import { productTracked, snapshotOf, supplierRefOf } from "#server/api/activity/tracked.ts";
import { PRODUCT_FIELDS } from "#contract/products/product-fields.ts";
import { writtenColumns } from "#server/api/fields.ts";

type Executor = Pick<Db, "select">;
type ProductCreateInput = z.output<typeof productCreateSchema>;
type ProductUpdateInput = z.output<typeof productUpdateSchema>;

async function categoryExists(db: Executor, id: number): Promise<boolean> {
  const [row] = await db.select({ id: productCategories.id }).from(productCategories).where(eq(productCategories.id, id));
  return row !== undefined;
}

/** POST /api/products/post/: the new product's id. Volume and weight start at 0, with no image and no quote. */
export async function createProduct(db: Db, input: ProductCreateInput, actorId: number): Promise<number> {
  if (!(await categoryExists(db, input.id_categoria))) {
    throw badRequest(PRODUCT_CREATE_MESSAGE, {
      id_categoria: [PRODUCT_CATEGORY_NOT_FOUND],
    });
  }
  return createWithActivity(db, { entityType: "product", actorId }, (tx) =>
    tx
      .insert(products)
      .values({
        nome: input.nome,
        descricao: input.descricao,
        categoriaId: input.id_categoria,
        unidadeMedida: input.unidade_medida,
        cubagem: "0",
        peso: "0",
      })
      .returning({ id: products.id }),
  );
}

/** Each supplier at most once in one product (docs/design.md §6): 409 otherwise. */
function assertDistinctSuppliers(list: { id: number }[]): void {
  const seen = new Set<number>();
  for (const { id } of list) {
    if (seen.has(id)) throw conflict(DUPLICATE_SUPPLIER_MESSAGE);
    seen.add(id);
  }
}

/** The listed suppliers by id, with their names (the history names them); 404 for one that does not exist. */
async function suppliersNamed(db: Executor, ids: number[]): Promise<Map<number, ActivityRef>> {
  const found = new Map<number, ActivityRef>();
  if (ids.length === 0) return found;
  for (const row of await db.select({ id: suppliers.id, nome: suppliers.nome }).from(suppliers).where(inArray(suppliers.id, ids)))
    found.set(row.id, row);
  const missing = ids.find((id) => !found.has(id));
  if (missing !== undefined) throw notFound(quotedSupplierNotFound(missing));
  return found;
}

/**
 * PUT /api/products/alter/: the product's fields and, when `suppliers` is sent, its quotes, saved by
 * `alterInTransaction`; a stale version answers 409 with the product as it is now. The rates a quote records are
 * looked up before the transaction (a lookup may wait on the network), and only when quotes are sent.
 */
export async function alterProduct(
  deps: Pick<ApiDeps, "db" | "rates" | "links" | "clock">,
  input: ProductUpdateInput,
  actorId: number,
): Promise<void> {
  const recorder = input.suppliers ? await recorderOf(deps.rates, actorId) : { authorId: actorId, usdBrl: null, usdCny: null };
  await saveOrConflict(
    () => alterInTransaction(deps.db, input, recorder),
    () => loadProduct(deps, input.id),
  );
}

/**
 * The alter in one transaction: the product's row is locked (two saves of one product run one after the other), its
 * fields updated, and when `suppliers` is sent its quotes replaced: quotes of suppliers no longer listed are removed
 * (with their history), the others written by `writeQuotes` (a history row for each new or changed one, by `recorder`).
 */
async function alterInTransaction(db: Db, input: ProductUpdateInput, recorder: QuoteRecorder): Promise<void> {
  const quotes = input.suppliers;
  if (quotes) assertDistinctSuppliers(quotes);
  try {
    await db.transaction(async (tx) => {
      const [current] = await tx
        .select({ version: products.version, snapshot: snapshotOf(productTracked) })
        .from(products)
        .where(eq(products.id, input.id))
        .for("update");
      if (!current) throw notFound(PRODUCT_NOT_FOUND);
      assertVersion(current.version, input.version);
      if (!(await categoryExists(tx, input.id_categoria))) {
        throw badRequest(PRODUCT_CATEGORY_NOT_FOUND, {
          id_categoria: [PRODUCT_CATEGORY_NOT_FOUND],
        });
      }
      const [saved] = await tx
        .update(products)
        .set({ ...writtenColumns(products, PRODUCT_FIELDS, input), version: nextVersion(products.version) })
        .where(eq(products.id, input.id))
        .returning({ snapshot: snapshotOf(productTracked) });
      if (!saved) throw notFound(PRODUCT_NOT_FOUND);
      const changes = changesBetween("product", current.snapshot, saved.snapshot);
      if (quotes) {
        const ids = quotes.map((q) => q.id);
        const named = await suppliersNamed(tx, ids);
        const removed = await tx
          .delete(productSuppliers)
          .where(and(eq(productSuppliers.productId, input.id), ids.length ? notInArray(productSuppliers.supplierId, ids) : undefined))
          .returning({ cotacao: productSuppliers.cotacao, subject: supplierRefOf(productSuppliers.supplierId) });
        const written = await writeQuotes(tx, input.id, quotes, recorder);
        changes.push(...quoteActivity(written, removed, (id) => named.get(id) ?? { id, nome: `#${id}` }));
      }
      const preferred = await settlePreferredSupplier(tx, input.id, input.id_supplier_preferido, quotes !== undefined);
      if (preferred !== undefined)
        changes.push(...changeOf("product", "supplier_preferido", current.snapshot.supplier_preferido, preferred));
      await recordActivity(tx, { entityType: "product", entityId: input.id, actorId: recorder.authorId }, changes);
    });
  } catch (error) {
    // A listed supplier was deleted between the check and the insert.
    if (isForeignKeyViolation(error)) throw notFound(QUOTED_SUPPLIER_REMOVED);
    throw error;
  }
}

/**
 * The preferred supplier once the quotes are saved (ADR 0052): a chosen one must quote the product (400,
 * and the whole save is undone); null clears it; left out, it is cleared only when its quote was just removed.
 * Returns the value it was set to, as the history stores it (`{id, nome}` or null), or undefined when untouched.
 */
async function settlePreferredSupplier(
  tx: Pick<Db, "select" | "update">,
  productId: number,
  chosen: number | null | undefined,
  quotesReplaced: boolean,
): Promise<ActivityRef | null | undefined> {
  const preferred = { value: supplierRefOf(products.idSupplierPreferido) };
  if (chosen === undefined) {
    if (!quotesReplaced) return undefined;
    const stillQuoting = sql`exists (select 1 from ${productSuppliers} where ${productSuppliers.productId} = ${products.id} and ${productSuppliers.supplierId} = ${products.idSupplierPreferido})`;
    const [cleared] = await tx
      .update(products)
      .set({ idSupplierPreferido: null })
      .where(and(eq(products.id, productId), isNotNull(products.idSupplierPreferido), not(stillQuoting)))
      .returning(preferred);
    return cleared ? cleared.value : undefined;
  }
  if (chosen !== null) {
    const [quote] = await tx
      .select({ id: productSuppliers.id })
      .from(productSuppliers)
      .where(and(eq(productSuppliers.productId, productId), eq(productSuppliers.supplierId, chosen)));
    if (!quote) throw badRequest(PREFERRED_SUPPLIER_NOT_QUOTING, { id_supplier_preferido: [PREFERRED_SUPPLIER_NOT_QUOTING] });
  }
  const [set] = await tx.update(products).set({ idSupplierPreferido: chosen }).where(eq(products.id, productId)).returning(preferred);
  return set ? set.value : undefined;
}

/** DELETE /api/products/delete/: removes the product (its quotes and history go with it), then, after commit, its stored image. */
export async function deleteProduct(db: Db, storage: Storage, id: number): Promise<void> {
  await removeStoredFiles(storage, () =>
    db.transaction(async (tx) => {
      const [deleted] = await tx.delete(products).where(eq(products.id, id)).returning({ imageKey: products.imageKey });
      if (!deleted) throw notFound(PRODUCT_NOT_FOUND);
      await deleteActivityOf(tx, "product", id);
      // A bucket URL of imported data is not ours to delete.
      return {
        result: null,
        released: deleted.imageKey && !isImageUrl(deleted.imageKey) ? [deleted.imageKey] : [],
      };
    }),
  );
}
