import { eq, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { productCategories, products, productSuppliers, suppliers } from "#server/db/schema.ts";

/** Empties the products table (quotes go with it) so a test knows every row. */
export async function clearProducts(db: Db): Promise<void> {
  await db.execute(sql`delete from products`);
}

export async function productCategoryId(db: Db, nome: string): Promise<number> {
  const [row] = await db.select({ id: productCategories.id }).from(productCategories).where(eq(productCategories.nome, nome));
  if (!row) throw new Error(`categoria de produto ausente: ${nome}`);
  return row.id;
}

/** The ids of the first `n` suppliers of one country (lowercase code), by id: 'br' for domestic purchases. */
export async function supplierIdsIn(db: Db, codPais: string, n: number): Promise<number[]> {
  const rows = await db.select({ id: suppliers.id }).from(suppliers).where(eq(suppliers.codPais, codPais)).orderBy(suppliers.id).limit(n);
  if (rows.length < n) throw new Error(`faltam suppliers de ${codPais}: ${rows.length} de ${n}`);
  return rows.map((r) => r.id);
}

/** The ids of the first `n` suppliers by id (the demo seed has about 70; the first 50 are in China). */
export async function someSupplierIds(db: Db, n: number): Promise<number[]> {
  const rows = await db.select({ id: suppliers.id }).from(suppliers).orderBy(suppliers.id).limit(n);
  if (rows.length < n) throw new Error(`faltam suppliers: ${rows.length} de ${n}`);
  return rows.map((r) => r.id);
}

export interface FixtureProduct {
  nome: string;
  categoria: string;
  descricao?: string;
  unidade?: "peça" | "caixa";
  /** Volume (m³) and weight (kg) as text; 0 when left out. */
  cubagem?: string;
  peso?: string;
  /** [supplier id, quote in USD as text, and optionally its terms] */
  quotes?: [number, string, FixtureQuoteTerms?][];
}

interface FixtureQuoteTerms {
  /** YYYY-MM-DD */
  validaAte?: string;
  leadTimeDias?: number;
}

export async function insertProducts(db: Db, list: FixtureProduct[]): Promise<Record<string, number>> {
  const ids: Record<string, number> = {};
  for (const p of list) {
    const [row] = await db
      .insert(products)
      .values({
        nome: p.nome,
        descricao: p.descricao ?? "",
        categoriaId: await productCategoryId(db, p.categoria),
        unidadeMedida: p.unidade ?? "peça",
        cubagem: p.cubagem ?? "0",
        peso: p.peso ?? "0",
      })
      .returning({ id: products.id });
    const id = row?.id as number;
    ids[p.nome] = id;
    for (const [supplierId, cotacao, terms] of p.quotes ?? []) {
      await db
        .insert(productSuppliers)
        .values({ productId: id, supplierId, cotacao, validaAte: terms?.validaAte, leadTimeDias: terms?.leadTimeDias });
    }
  }
  return ids;
}
