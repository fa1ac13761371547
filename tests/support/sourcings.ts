import { eq, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { sourcingCategories, sourcings, users } from "#server/db/schema.ts";

/** A day in São Paulo, `offset` days from today, as YYYY-MM-DD. */
export function saoPauloDay(offset = 0): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(new Date());
  const day = new Date(`${today}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + offset);
  return day.toISOString().slice(0, 10);
}

export async function userId(db: Db, email: string): Promise<number> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`usuário ausente: ${email}`);
  return row.id;
}

export async function categoryId(db: Db, nome: string): Promise<number> {
  const [row] = await db.select({ id: sourcingCategories.id }).from(sourcingCategories).where(eq(sourcingCategories.nome, nome));
  if (!row) throw new Error(`categoria ausente: ${nome}`);
  return row.id;
}

/** Empties the sourcings table (links go with it) so a test knows every row. */
export async function clearSourcings(db: Db): Promise<void> {
  await db.execute(sql`delete from sourcings`);
}

export type SourcingFixture = typeof sourcings.$inferInsert;

export async function insertSourcings(db: Db, rows: SourcingFixture[]): Promise<number[]> {
  const ids: number[] = [];
  for (const row of rows) {
    const [inserted] = await db.insert(sourcings).values(row).returning({ id: sourcings.id });
    ids.push(inserted?.id as number);
  }
  return ids;
}

/** Only two sourcings in the table ('Garrafas térmicas', 'Potes herméticos'): their ids. */
export async function freshSourcings(db: Db): Promise<[number, number]> {
  await clearSourcings(db);
  const categoriaId = await categoryId(db, "Novo produto");
  const [first, second] = await insertSourcings(db, [
    { descricao: "Garrafas térmicas", categoriaId },
    { descricao: "Potes herméticos", categoriaId },
  ]);
  if (first === undefined || second === undefined) throw new Error("sourcings não criados");
  return [first, second];
}
