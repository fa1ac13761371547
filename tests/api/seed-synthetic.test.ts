import { count as countRows, eq, type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openPglite } from "#server/db/client.ts";
import { migrate } from "#server/db/migrate.ts";
import { productSuppliers, sourcingSuppliers, suppliers, users } from "#server/db/schema.ts";
import { seedDemo } from "#server/db/seed/demo.ts";
import { ensureLookups } from "#server/db/seed/lookups.ts";
import { syntheticCounts } from "#server/db/seed/synthetic.ts";

// `npm run db:seed -- --size N|large` (docs/benchmark.md): the benchmark's data, generated in the database, in the
// proportions of the large set, consistent with what the API derives (grade averages, unique links).
describe("synthetic seed", () => {
  let database: Database;
  /** One number computed by the database. */
  const scalar = async (expression: SQL) =>
    Number(
      (
        await database.db
          .select({ value: sql`${expression}` })
          .from(users)
          .limit(1)
      )[0]?.value,
    );
  const count = (table: string) => scalar(sql.raw(`(select count(*) from ${table})`));

  beforeAll(async () => {
    database = await openPglite({});
    await migrate(database);
    await ensureLookups(database.db);
    await seedDemo(database.db, { size: "400" });
  }, 120_000);
  afterAll(() => database.close());

  it("fills every table in the large set's proportions", async () => {
    const expected = syntheticCounts(400);
    expect(expected).toMatchObject({ suppliers: 400, sourcings: 80, links: 1000, products: 200, comments: 400 });
    expect(await count("suppliers")).toBe(400);
    expect(await count("sourcings")).toBe(80);
    expect(await count("sourcing_suppliers")).toBe(1000);
    expect(await count("products")).toBe(200);
    expect(await count("product_suppliers")).toBe(600);
    // One history row per current quote (ADR 0043), some of them past their validity.
    expect(await count("product_supplier_quotes")).toBe(600);
    expect(
      await scalar(sql`(select count(*) from product_suppliers where valida_ate < (now() at time zone 'America/Sao_Paulo')::date)`),
    ).toBeGreaterThan(0);
    expect(await count("sourcing_comments")).toBe(400);
    // The activity panels' history (ADR 0054): every sourcing created, the started ones' status, every quote added.
    const started = await scalar(sql`(select count(*) from sourcings where status <> 'Não iniciado')`);
    expect(await scalar(sql`(select count(*) from activity where entity_type = 'sourcing')`)).toBe(80 + started);
    expect(
      await scalar(
        sql`(select count(*) from activity where entity_type = 'product' and action = 'adicionou' and field = 'cotacao' and subject is not null)`,
      ),
    ).toBe(600);
  });

  it("keeps the averages the trigger would, and gives every filter something to find", async () => {
    const today = sql`(now() at time zone 'America/Sao_Paulo')::date`;
    const figures = {
      wrong_average: await scalar(sql`(select count(*) from suppliers s where avg_nota is distinct from
        (select round(avg(nota), 1) from sourcing_suppliers where id_supplier = s.id))`),
      blacklisted: await scalar(sql`(select count(*) from suppliers where blacklisted)`),
      countries: await scalar(sql`(select count(distinct cod_pais) from suppliers)`),
      segments: await scalar(sql`(select count(distinct id_segmento) from suppliers)`),
      late: await scalar(sql`(select count(*) from sourcings where dt_estimado < ${today})`),
      link_statuses: await scalar(sql`(select count(distinct status) from sourcing_suppliers)`),
    };
    const rows = [figures];
    expect(rows[0]).toMatchObject({ wrong_average: 0, countries: 11, segments: 10, link_statuses: 5 });
    expect(rows[0]?.blacklisted).toBeGreaterThan(0);
    expect(rows[0]?.late).toBeGreaterThan(0);
    // The list's certificate filters (ADR 0070): one supplier in five holds one, each situation has some.
    expect(await count("supplier_certificates")).toBe(80);
    expect(await scalar(sql`(select count(distinct id_supplier) from supplier_certificates)`)).toBe(80);
    const situations = {
      lapsed: await scalar(sql`(select count(*) from supplier_certificates where valido_ate < ${today})`),
      expiring: await scalar(sql`(select count(*) from supplier_certificates where valido_ate between ${today} and ${today} + 30)`),
      undated: await scalar(sql`(select count(*) from supplier_certificates where valido_ate is null)`),
    };
    expect(situations.lapsed).toBeGreaterThan(0);
    expect(situations.expiring).toBeGreaterThan(0);
    expect(situations.undated).toBe(8);
  });

  it("leaves the grade trigger on, so later changes still update the average", async () => {
    const supplierId = await scalar(sql`(select id_supplier from sourcing_suppliers order by id limit 1)`);
    await database.db.update(sourcingSuppliers).set({ nota: "10" }).where(eq(sourcingSuppliers.supplierId, supplierId));
    const [after] = await database.db.select({ avg: suppliers.avgNota }).from(suppliers).where(eq(suppliers.id, supplierId));
    expect(after?.avg).toBe("10.0");
  });

  // 9973 was the fixed stride of an earlier generator: at that size every link of a sourcing hit one supplier.
  it.each([3, 9973])(
    "gives %i suppliers their full counts, no pair lost to a collision",
    async (size) => {
      const other = await openPglite({});
      try {
        await migrate(other);
        await ensureLookups(other.db);
        await seedDemo(other.db, { size: String(size) });
        const n = syntheticCounts(size);
        const [links] = await other.db.select({ n: countRows() }).from(sourcingSuppliers);
        const [quotes] = await other.db.select({ n: countRows() }).from(productSuppliers);
        expect(links?.n).toBe(n.links);
        expect(quotes?.n).toBe(n.products * n.quotesPerProduct);
      } finally {
        await other.close();
      }
    },
    120_000,
  );

  it("refuses a size that is not demo, large or a whole number", async () => {
    await expect(seedDemo(database.db, { size: "muitos" })).rejects.toThrow('Tamanho inválido: muitos (use "demo", "large" ou um número).');
  });
});
