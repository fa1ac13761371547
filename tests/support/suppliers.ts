import { readdirSync } from "node:fs";
import { join } from "node:path";
import { eq, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import {
  segments,
  sourcingCategories,
  sourcings,
  sourcingSuppliers,
  sources,
  supplierDocuments,
  suppliers,
  supplierTypes,
} from "#server/db/schema.ts";

/** Every file under a folder (the test's storage). */
export function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name));
}

/** A segment's, source's or supplier type's id by its name. */
export async function lookupIdOf(db: Db, table: typeof segments | typeof sources | typeof supplierTypes, nome: string): Promise<number> {
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.nome, nome));
  if (!row) throw new Error(`lookup ausente: ${nome}`);
  return row.id;
}

export interface FixtureSupplier {
  nome: string;
  segmento: string;
  tipo: string;
  source: string;
  pais: string;
  blacklisted?: boolean;
  documents?: ("qc" | "audit" | "catalogo")[];
  notas?: (number | null)[];
}

/** Empties the suppliers table (links, documents and quotes go with it) so a test knows every row. */
export async function clearSuppliers(db: Db): Promise<void> {
  await db.execute(sql`delete from suppliers`);
}

/**
 * Only the named suppliers exist afterwards (Chinese kitchenware makers found on Alibaba): their ids by name.
 */
export async function onlySuppliers(db: Db, ...names: string[]): Promise<number[]> {
  await clearSuppliers(db);
  const ids = await insertSuppliers(
    db,
    names.map((nome) => ({ nome, segmento: "Utilidades Domésticas", tipo: "Fabricante", source: "Alibaba", pais: "cn" })),
  );
  return names.map((nome) => ids[nome] as number);
}

export async function insertSourcing(db: Db, descricao: string): Promise<number> {
  const [categoria] = await db.select({ id: sourcingCategories.id }).from(sourcingCategories);
  const [row] = await db
    .insert(sourcings)
    .values({ descricao, categoriaId: categoria?.id as number })
    .returning({ id: sourcings.id });
  return row?.id as number;
}

/** Inserts suppliers with document rows (no stored file: list tests never read them) and scored links. */
export async function insertSuppliers(db: Db, list: FixtureSupplier[]): Promise<Record<string, number>> {
  const sourcingIds = [await insertSourcing(db, "Sourcing Teste A"), await insertSourcing(db, "Sourcing Teste B")];
  const ids: Record<string, number> = {};
  for (const s of list) {
    const [row] = await db
      .insert(suppliers)
      .values({
        nome: s.nome,
        segmentoId: await lookupIdOf(db, segments, s.segmento),
        tipoId: await lookupIdOf(db, supplierTypes, s.tipo),
        sourceId: await lookupIdOf(db, sources, s.source),
        codPais: s.pais,
        blacklisted: s.blacklisted ?? false,
      })
      .returning({ id: suppliers.id });
    const id = row?.id as number;
    ids[s.nome] = id;
    for (const type of s.documents ?? []) {
      await db
        .insert(supplierDocuments)
        .values({ supplierId: id, type, storageKey: `suppliers/fixture${id}${type}`, filename: `${type}.pdf`, size: 10 });
    }
    for (const [i, nota] of (s.notas ?? []).entries()) {
      await db
        .insert(sourcingSuppliers)
        .values({ sourcingId: sourcingIds[i] as number, supplierId: id, status: "Doing", nota: nota === null ? null : nota.toFixed(1) });
    }
  }
  return ids;
}
