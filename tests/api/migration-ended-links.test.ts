import { asc, sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { migrate } from "#server/db/migrate.ts";
import { rfqLinks } from "#server/db/schema.ts";
import { drivers } from "#tests/support/api.ts";
import { databaseBefore } from "#tests/support/migrations.ts";

// A quote link ends with its supplier's place in the sourcing (ADR 0072). Links left in force before that rule, for a
// supplier since removed or in a final status, are revoked by migration 0024; the others are left as they were.
const MIGRATION = "0024_revoke_links_of_ended_pairs";

describe.each(drivers)("migração dos links de fornecedores encerrados (%s)", (driver) => {
  const cleanUps: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanUp of cleanUps.splice(0).reverse()) await cleanUp();
  });

  it("revokes the links in force of removed and final suppliers, and only those", async () => {
    const database = await databaseBefore(driver, MIGRATION, cleanUps);
    const run = (query: ReturnType<typeof sql>) => database.db.execute(query);
    await run(sql`insert into supplier_types (nome) values ('Fábrica')`);
    await run(sql`insert into segments (nome) values ('Casa')`);
    await run(sql`insert into sources (nome) values ('Feira')`);
    await run(sql`insert into countries (code, nome) values ('cn', 'China')`);
    await run(sql`insert into sourcing_categories (nome) values ('Utilidades')`);
    await run(sql`insert into sourcings (descricao, id_categoria) values ('Garrafas', 1)`);
    const statuses = ["Doing", "Não iniciado", "Arquivo", "Cancelado", "Concluído", null] as const;
    for (const [index, status] of statuses.entries()) {
      await run(sql`insert into suppliers (nome, id_tipo, id_segmento, id_source, cod_pais) values (${`F${index + 1}`}, 1, 1, 1, 'cn')`);
      // The last supplier was removed from the sourcing: its link is all that is left of it.
      if (status !== null)
        await run(sql`insert into sourcing_suppliers (id_sourcing, id_supplier, status) values (1, ${index + 1}, ${status})`);
      await run(
        sql`insert into rfq_links (id_sourcing, id_supplier, token_hash, prazo) values (1, ${index + 1}, ${String(index).repeat(64)}, now() + interval '7 days')`,
      );
    }
    // An older link of an open supplier, revoked long ago: its date is kept.
    await run(
      sql`insert into rfq_links (id_sourcing, id_supplier, token_hash, prazo, revoked_at) values (1, 1, ${"a".repeat(64)}, now(), '2026-01-02T03:04:05Z')`,
    );

    await migrate(database);
    const rows = await database.db
      .select({ supplierId: rfqLinks.supplierId, revokedAt: rfqLinks.revokedAt })
      .from(rfqLinks)
      .orderBy(asc(rfqLinks.id));
    expect(rows.map((row) => [row.supplierId, row.revokedAt === null ? "em vigor" : "revogado"])).toEqual([
      [1, "em vigor"],
      [2, "em vigor"],
      [3, "revogado"],
      [4, "revogado"],
      [5, "revogado"],
      [6, "revogado"],
      [1, "revogado"],
    ]);
    expect(rows[6]?.revokedAt?.toISOString()).toBe("2026-01-02T03:04:05.000Z");
  }, 90_000);
});
