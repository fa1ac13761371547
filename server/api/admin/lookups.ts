import { and, count, eq, getTableName, ne, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { Hono } from "hono";
import {
  type AdminLookup,
  adminLookupListSchema,
  LOOKUP_KIND_LIST,
  LOOKUP_KINDS,
  LOOKUP_MESSAGES,
  type LookupKind,
  lookupCreateSchema,
  lookupDeleteSchema,
  lookupInUse,
  lookupRenameSchema,
} from "#contract/auth/admin.ts";
import { createdIdReplySchema, messageReplySchema } from "#contract/shared/replies.ts";
import type { Db, Tx } from "#server/db/client.ts";
import { isForeignKeyViolation, isUniqueViolation } from "#server/db/pg-errors.ts";
import {
  certificateTypes,
  productCategories,
  products,
  segments,
  sourcingCategories,
  sourcings,
  sources,
  supplierCertificates,
  suppliers,
  supplierTypes,
} from "#server/db/schema.ts";
import { conflict, notFound } from "#server/api/errors.ts";
import { byName, type LookupTable } from "#server/api/lookups.ts";
import { describe } from "#server/api/openapi/describe.ts";
import type { ApiEnv } from "#server/api/types.ts";
import { parseBody } from "#server/api/validation.ts";

/** Each list's table and the one column of records that refers to it (what "in use" counts). */
const LISTS: Record<LookupKind, { table: LookupTable; usedBy: PgColumn }> = {
  segmentos: { table: segments, usedBy: suppliers.segmentoId },
  sources: { table: sources, usedBy: suppliers.sourceId },
  tipos: { table: supplierTypes, usedBy: suppliers.tipoId },
  "categorias-sourcing": { table: sourcingCategories, usedBy: sourcings.categoriaId },
  "categorias-produto": { table: productCategories, usedBy: products.categoriaId },
  "tipos-certificado": { table: certificateTypes, usedBy: supplierCertificates.tipoId },
};

const folded = (value: unknown) => sql`lower(f_unaccent(${value}))`;

async function listWithUse(db: Db, kind: LookupKind): Promise<AdminLookup[]> {
  const { table, usedBy } = LISTS[kind];
  const uses = db
    .select({ id: usedBy, n: count().as("n") })
    .from(usedBy.table)
    .groupBy(usedBy)
    .as("uses");
  const rows = await db
    .select({ id: table.id, nome: table.nome, em_uso: sql<number>`coalesce(${uses.n}, 0)::int`.mapWith(Number) })
    .from(table)
    .leftJoin(uses, eq(uses.id, table.id));
  return byName(rows);
}

/**
 * Serializes the writers of one list (an administrator's rare edits) and refuses a name that another value
 * already has, ignoring case and accents: two administrators adding "Eletrônicos" and "eletronicos" at
 * once cannot both pass.
 */
async function assertNameFree(tx: Tx, table: LookupTable, nome: string, exceptId?: number) {
  await tx.execute(sql`lock table ${table} in share row exclusive mode`);
  const same = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(eq(folded(table.nome), folded(nome)), exceptId === undefined ? undefined : ne(table.id, exceptId)))
    .limit(1);
  if (same.length > 0) throw conflict(LOOKUP_MESSAGES.exists);
}

/** A write whose unique index spoke first is the same "already exists" (belt and braces for the lock above). */
async function uniquely<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(LOOKUP_MESSAGES.exists);
    throw error;
  }
}

async function countUses(db: Db | Tx, kind: LookupKind, id: number): Promise<number> {
  const { usedBy } = LISTS[kind];
  const [row] = await db.select({ n: count() }).from(usedBy.table).where(eq(usedBy, id));
  return row?.n ?? 0;
}

/** The four calls of one list, at /api/admin/lookups/<kind>/. Lookup caches follow by themselves: the tables bump the data version. */
function lookupRoutes(router: Hono<ApiEnv>, kind: LookupKind) {
  const path = `/${kind}/`;
  const label = LOOKUP_KINDS[kind];
  const { table } = LISTS[kind];
  const common = { tag: "Administração" as const, access: "superuser" as const };
  return router
    .get(
      path,
      describe({ ...common, summary: `${label}: cada item com o número de registros que o usam`, reply: adminLookupListSchema }),
      async (c) => c.json(await listWithUse(c.var.deps.db, kind)),
    )
    .post(
      path,
      describe({
        ...common,
        summary: `${label}: adiciona um item`,
        body: lookupCreateSchema,
        reply: createdIdReplySchema,
        status: 201,
        errors: [409],
      }),
      async (c) => {
        const { nome } = await parseBody(c, lookupCreateSchema);
        const id = await uniquely(() =>
          c.var.deps.db.transaction(async (tx) => {
            await assertNameFree(tx, table, nome);
            const [row] = await tx.insert(table).values({ nome }).returning({ id: table.id });
            if (!row) throw new Error(`Falha ao inserir em ${getTableName(table)}.`);
            return row.id;
          }),
        );
        return c.json({ id, detail: LOOKUP_MESSAGES.added }, 201);
      },
    )
    .patch(
      path,
      describe({
        ...common,
        summary: `${label}: renomeia um item`,
        body: lookupRenameSchema,
        reply: messageReplySchema,
        errors: [404, 409],
      }),
      async (c) => {
        const { id, nome } = await parseBody(c, lookupRenameSchema);
        await uniquely(() =>
          c.var.deps.db.transaction(async (tx) => {
            await assertNameFree(tx, table, nome, id);
            const renamed = await tx.update(table).set({ nome }).where(eq(table.id, id)).returning({ id: table.id });
            if (renamed.length === 0) throw notFound(LOOKUP_MESSAGES.notFound);
          }),
        );
        return c.json({ detail: LOOKUP_MESSAGES.renamed });
      },
    )
    .delete(
      path,
      describe({
        ...common,
        summary: `${label}: exclui um item que nenhum registro usa`,
        body: lookupDeleteSchema,
        reply: messageReplySchema,
        errors: [404, 409],
      }),
      async (c) => {
        const { id } = await parseBody(c, lookupDeleteSchema);
        const { db } = c.var.deps;
        try {
          await db.transaction(async (tx) => {
            // Locked first: a record being saved with this value waits (its foreign key check needs the row) and
            // either commits before the count sees it, or fails after the delete.
            const [row] = await tx.select({ id: table.id }).from(table).where(eq(table.id, id)).for("update");
            if (!row) throw notFound(LOOKUP_MESSAGES.notFound);
            const uses = await countUses(tx, kind, id);
            if (uses > 0) throw conflict(lookupInUse(uses));
            await tx.delete(table).where(eq(table.id, id));
          });
        } catch (error) {
          if (!isForeignKeyViolation(error)) throw error;
          throw conflict(lookupInUse(await countUses(db, kind, id)));
        }
        return c.json({ detail: LOOKUP_MESSAGES.deleted });
      },
    );
}

/** /api/admin/lookups: the six lookup lists an administrator edits (mounted behind `requireSuperuser`). */
export const adminLookupsRouter = LOOKUP_KIND_LIST.reduce((router, kind) => lookupRoutes(router, kind), new Hono<ApiEnv>());
