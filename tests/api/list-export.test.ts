import { eq, sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { exportTooLong } from "#contract/lists/list-export.ts";
import { productListReplySchema } from "#contract/products/products.ts";
import { sourcingListReplySchema } from "#contract/sourcings/sourcings.ts";
import { supplierListReplySchema } from "#contract/suppliers/suppliers.ts";
import { sourcings, sourcingSuppliers, suppliers } from "#server/db/schema.ts";
import { createTestApi, drivers, type TestApi } from "#tests/support/api.ts";
import { readCsv, readXlsx } from "#tests/support/exported.ts";
import { insertProducts, someSupplierIds } from "#tests/support/products.ts";
import { categoryId, insertSourcings, userId } from "#tests/support/sourcings.ts";

/** The supplier list's export columns, the same in CSV and XLSX (ADR 0049; the last one, ADR 0070). */
const SUPPLIER_EXPORT_HEADER = [
  "Nome",
  "Segmento",
  "País",
  "Tipo",
  "Source",
  "É blacklisted?",
  "Nota média",
  "Sourcings",
  "Próximo vencimento",
];

// ADR 0049, "Exportar": an export is the list's own query (same filters, same order, same total), every row.

const LISTS = {
  suppliers: { schema: supplierListReplySchema, name: (r: { supplier_nome: string }) => r.supplier_nome, pageSize: 100 },
  sourcings: { schema: sourcingListReplySchema, name: (r: { sourcing_descricao: string }) => r.sourcing_descricao, pageSize: 100 },
  products: { schema: productListReplySchema, name: (r: { nome: string }) => r.nome, pageSize: 100 },
} as const;

describe.each(drivers)("exportação de listas (%s)", (driver) => {
  let t: TestApi;
  let token: string;
  beforeEach(async () => {
    t = await createTestApi(driver);
    token = (await t.login("sourcing@demo.local")).access;
  });
  afterEach(async () => {
    await t.close();
  });

  const get = (path: string) => t.request(path, { token });

  /** Every row of the list through its pages, by name: what the screen would show page after page. */
  async function listedNames(list: keyof typeof LISTS, query: string): Promise<{ total: number; names: string[] }> {
    const { pageSize } = LISTS[list];
    const names: string[] = [];
    let total = 0;
    for (let page = 1; ; page++) {
      const response = await get(`/api/${list}/?${query}&page=${page}&page_size=${pageSize}`);
      expect(response.status).toBe(200);
      const body: unknown = await response.json();
      const reply =
        list === "suppliers"
          ? supplierListReplySchema.parse(body)
          : list === "sourcings"
            ? sourcingListReplySchema.parse(body)
            : productListReplySchema.parse(body);
      total = reply.pagination.total_items;
      for (const row of reply.results)
        names.push("supplier_nome" in row ? row.supplier_nome : "sourcing_descricao" in row ? row.sourcing_descricao : row.nome);
      if (page >= reply.pagination.total_pages) break;
    }
    return { total, names };
  }

  async function csvOf(list: keyof typeof LISTS, query: string) {
    const response = await get(`/api/${list}/export/?format=csv&${query}`);
    expect(
      response.status,
      await response
        .clone()
        .text()
        .then((s) => s.slice(0, 200)),
    ).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="[a-z]+-\d{4}-\d{2}-\d{2}\.csv"$/);
    // `text()` would drop the BOM; the bytes are read as they are.
    return readCsv(new TextDecoder("utf-8", { ignoreBOM: true }).decode(await response.arrayBuffer()));
  }

  async function xlsxOf(list: keyof typeof LISTS, query: string) {
    const response = await get(`/api/${list}/export/?format=xlsx&${query}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    return readXlsx(await response.arrayBuffer());
  }

  const COMBOS: Record<keyof typeof LISTS, string[]> = {
    suppliers: [
      "",
      "order_by=pais&order_direction=desc",
      "search=a&order_by=nota",
      "blacklisted=1&has_sourcing=1&order_by=segmento",
      "nota_min=5&nota_max=10&sem_nota=1",
      "pais=cn&order_by=source",
    ],
    sourcings: [
      "",
      "sort_field=responsavel&sort_direction=desc",
      "status=Atrasado",
      "search=o&sort_field=dt_estimado",
      "atrasado=true&sort_field=categoria",
    ],
    products: ["", "order_by=cotacao&order_direction=desc", "search=a&order_by=categoria", "cotacao_min=1&cotacao_max=50"],
  };

  for (const list of Object.keys(COMBOS) as (keyof typeof LISTS)[]) {
    it(`${list}: the export holds the list's rows, in its order, for every filter and sort`, async () => {
      for (const query of COMBOS[list]) {
        const listed = await listedNames(list, query);
        const { bom, rows } = await csvOf(list, query);
        expect(bom).toBe(true);
        const [, ...data] = rows;
        expect(data.length, `${list}?${query}`).toBe(listed.total);
        // The first column is the name (a formula-looking one would carry a leading quote; the seed has none).
        expect(data.map((row) => row[0])).toEqual(listed.names);
        const xlsx = await xlsxOf(list, query);
        expect(xlsx.rows.length - 1, `${list}?${query} (xlsx)`).toBe(listed.total);
        expect(xlsx.rows.slice(1).map((row) => row[0])).toEqual(listed.names);
      }
      // At least one combination must have rows, or the comparison proves nothing.
      expect((await listedNames(list, "")).total).toBeGreaterThan(0);
    });
  }

  it("suppliers: pt-BR headers, ';', decimal comma, Sim/Não, formula injection neutralised, in CSV and XLSX", async () => {
    const [id] = await someSupplierIds(t.database.db, 1);
    await t.database.db
      .update(suppliers)
      .set({ nome: '=HYPERLINK("http://x";"clique")' })
      .where(eq(suppliers.id, id as number));
    const [sourcing] = await insertSourcings(t.database.db, [
      { descricao: "+Sourcing perigoso", categoriaId: await categoryId(t.database.db, "Novo produto") },
    ]);
    await t.database.db
      .insert(sourcingSuppliers)
      .values({ sourcingId: sourcing as number, supplierId: id as number, status: "Doing", nota: "7.5" });

    const { rows } = await csvOf("suppliers", "search=hyperlink");
    expect(rows[0]).toEqual(SUPPLIER_EXPORT_HEADER);
    expect(rows).toHaveLength(2);
    const row = rows[1] as string[];
    expect(row[0]).toBe('\'=HYPERLINK("http://x";"clique")');
    expect(row[5]).toMatch(/^(Sim|Não)$/);
    expect(row[6]).toMatch(/^\d+,\d$/);
    expect(row[7]).toContain("'+Sourcing perigoso");

    const xlsx = await xlsxOf("suppliers", "search=hyperlink");
    expect(xlsx.sheet).toBe("Fornecedores");
    expect(xlsx.rows[0]).toEqual(SUPPLIER_EXPORT_HEADER);
    expect(xlsx.rows[1]?.[0]).toBe('\'=HYPERLINK("http://x";"clique")');
    expect(typeof xlsx.rows[1]?.[6]).toBe("number");
  });

  it("sourcings: dates dd/mm/aaaa, budget with a comma, each supplier's status and grade; one line per sourcing", async () => {
    const db = t.database.db;
    await db.execute(sql`delete from sourcings`);
    const [supplierA, supplierB] = await someSupplierIds(db, 2);
    const [id] = await insertSourcings(db, [
      {
        descricao: 'Exportado; com "aspas"',
        categoriaId: await categoryId(db, "Novo produto"),
        responsavelId: await userId(db, "sourcing@demo.local"),
        dtEstimado: "2026-03-09",
        budget: "1234.5",
      },
    ]);
    await db.insert(sourcingSuppliers).values([
      { sourcingId: id as number, supplierId: supplierA as number, status: "Concluído", nota: "8.0" },
      { sourcingId: id as number, supplierId: supplierB as number, status: "Doing", nota: null },
    ]);
    const [nameA, nameB] = await Promise.all(
      [supplierA, supplierB].map(
        async (sid) =>
          (
            await db
              .select({ nome: suppliers.nome })
              .from(suppliers)
              .where(eq(suppliers.id, sid as number))
          )[0]?.nome,
      ),
    );
    const [added] = await db
      .select({ at: sourcings.dtAdicionado })
      .from(sourcings)
      .where(eq(sourcings.id, id as number));
    const addedDay = new Intl.DateTimeFormat("pt-BR", { timeZone: "America/Sao_Paulo" }).format(added?.at);

    const { rows } = await csvOf("sourcings", "");
    expect(rows[0]).toEqual([
      "Descrição",
      "Categoria",
      "Status",
      "Atrasado",
      "Adicionado",
      "Iniciado",
      "Estimado",
      "Finalizado",
      "Responsável",
      "Comercial",
      "Orçamento (R$)",
      "Fornecedores",
    ]);
    expect(rows).toHaveLength(2);
    const row = rows[1] as string[];
    expect(row[0]).toBe('Exportado; com "aspas"');
    expect(row[4]).toBe(addedDay);
    expect(row[5]).toBe("");
    expect(row[6]).toBe("09/03/2026");
    expect(row[10]).toBe("1234,50");
    const entries = [`${nameA} (Concluído, nota 8,0)`, `${nameB} (Doing, sem nota)`].sort((a, b) => a.localeCompare(b, "pt-BR"));
    expect((row[11] as string).split("; ").sort((a, b) => a.localeCompare(b, "pt-BR"))).toEqual(entries);

    const xlsx = await xlsxOf("sourcings", "");
    const cells = xlsx.rows[1] ?? [];
    expect(cells[6]).toEqual(new Date(Date.UTC(2026, 2, 9)));
    expect(cells[10]).toBe(1234.5);
  });

  it("products: the lowest priced quote in USD, BRL and CNY at the rates the screens use, its custo posto as the detail gives it, and the carton", async () => {
    const db = t.database.db;
    await db.execute(sql`delete from products`);
    const [a, b, c] = await someSupplierIds(db, 3);
    await insertProducts(db, [
      // A quote of 0 is no price: never the lowest ('sem preço').
      {
        nome: "Garrafa exportada",
        categoria: "Utilidades Domésticas",
        quotes: [
          [a as number, "10.40"],
          [b as number, "12.00"],
          [c as number, "0"],
        ],
      },
      { nome: "@Sem cotação", categoria: "Iluminação", unidade: "caixa" },
      { nome: "Sem preço", categoria: "Iluminação", quotes: [[a as number, "0"]] },
      // Given by link in CNY (73,50 at 7,0000 per USD: 10,50 USD): its CNY column is what the supplier wrote.
      { nome: "Termo em yuan", categoria: "Iluminação", quotes: [[a as number, "10.50"]] },
    ]);
    await db.execute(
      sql`update product_suppliers set preco_original = 73.5, moeda_original = 'CNY', taxa_original = 7 where product_id = (select id from products where nome = 'Termo em yuan')`,
    );
    await db.execute(
      sql`update products set unidades_por_caixa = 24, caixa_cubagem_m3 = 0.085, caixa_peso_kg = 12, codigo_ean = '07891234567895' where nome = 'Garrafa exportada'`,
    );
    // The second supplier is the preferred one: the column names it even though it is not the cheapest.
    await db.execute(sql`update products set id_supplier_preferido = ${b} where nome = 'Garrafa exportada'`);
    const [preferred] = await db
      .select({ nome: suppliers.nome })
      .from(suppliers)
      .where(eq(suppliers.id, b as number));
    const preferredName = preferred?.nome;
    const rates = (await (await get("/api/rates/")).json()) as { usd_brl: { valor: number }; usd_cny: { valor: number } };
    const { rows } = await csvOf("products", "");
    expect(rows[0]).toEqual([
      "Nome",
      "Descrição",
      "Categoria",
      "Unidade de medida",
      "Volume (m³)",
      "Peso (kg)",
      "Unidades por caixa",
      "Cubagem da caixa (m³)",
      "Peso bruto da caixa (kg)",
      "Código EAN/GTIN",
      "Fornecedores",
      "Fornecedor preferido",
      "Menor cotação (USD)",
      "Menor cotação (BRL)",
      "Menor cotação (CNY)",
      "Custo posto da menor cotação (BRL, estimativa)",
      "Custo líquido de créditos da menor cotação (BRL)",
      "Regime tributário da menor cotação",
    ]);
    expect(rows.slice(1).map((r) => r[0])).toEqual(["'@Sem cotação", "Garrafa exportada", "Sem preço", "Termo em yuan"]);
    // The landed cost of the lowest quote, as the product's detail computes it for that supplier.
    const { results } = (await (await get("/api/products/?search=Garrafa exportada")).json()) as { results: { id: number }[] };
    const detail = (await (await get(`/api/products/?id=${results[0]?.id}`)).json()) as {
      results: {
        suppliers: { id: number; custo_posto_brl: number; custo_posto: { custo_liquido_brl: number; regime: { nome: string } } }[];
      }[];
    };
    const entry = detail.results[0]?.suppliers.find((s) => s.id === a);
    const landed = entry?.custo_posto_brl ?? -1;
    expect(landed).toBeGreaterThan(0);
    const quoted = rows[2] as string[];
    const comma = (n: number) => n.toFixed(2).replace(".", ",");
    // The barcode as text: its leading zero kept.
    expect(quoted.slice(6, 10)).toEqual(["24", "0,0850", "12,00", "07891234567895"]);
    expect(quoted[11]).toBe(preferredName);
    expect(quoted.slice(12)).toEqual([
      comma(10.4),
      comma(10.4 * rates.usd_brl.valor),
      comma(10.4 * rates.usd_cny.valor),
      comma(landed),
      comma(entry?.custo_posto.custo_liquido_brl ?? -1),
      entry?.custo_posto.regime.nome,
    ]);
    expect((rows[1] as string[]).slice(3, 16)).toEqual(["caixas", "0,0", "0,00", "", "", "", "", "", "", "", "", "", ""]);
    // Only an unpriced quote: no lowest quote and no landed cost (empty, 'sem preço').
    expect((rows[3] as string[]).slice(12)).toEqual(["", "", "", "", "", ""]);
    // The CNY column as given (73,50), not 10,50 reconverted at today's rate; the others from the USD it converted to.
    expect((rows[4] as string[]).slice(12, 15)).toEqual([comma(10.5), comma(10.5 * rates.usd_brl.valor), "73,50"]);

    const xlsx = await xlsxOf("products", "");
    expect(xlsx.rows[2]?.slice(9, 10)).toEqual(["07891234567895"]);
    expect(xlsx.rows[2]?.slice(11)).toEqual([
      preferredName,
      10.4,
      Math.round(10.4 * rates.usd_brl.valor * 100) / 100,
      Math.round(10.4 * rates.usd_cny.valor * 100) / 100,
      landed,
      entry?.custo_posto.custo_liquido_brl,
      entry?.custo_posto.regime.nome,
    ]);
  });

  it("refuses an export longer than the limit with 422 and the Portuguese message, before any row", async () => {
    const small = await createTestApi(driver, { exportMaxRows: 3 });
    try {
      const access = (await small.login("sourcing@demo.local")).access;
      for (const format of ["csv", "xlsx"]) {
        for (const list of ["suppliers", "sourcings", "products"]) {
          const total = (await (await small.request(`/api/${list}/?page_size=1`, { token: access })).json()) as {
            pagination: { total_items: number };
          };
          expect(total.pagination.total_items).toBeGreaterThan(3);
          const response = await small.request(`/api/${list}/export/?format=${format}`, { token: access });
          expect(response.status).toBe(422);
          expect(await response.json()).toEqual({ detail: exportTooLong(total.pagination.total_items, 3) });
        }
      }
      // Within the limit it answers: the filter is what counts.
      const few = await small.request("/api/suppliers/export/?format=csv&pais=zz", { token: access });
      expect(few.status).toBe(200);
    } finally {
      await small.close();
    }
    expect(exportTooLong(50_001)).toBe("A exportação teria 50.001 linhas; o limite é 50.000. Use os filtros para reduzir a lista.");
  });

  it("checks the format and the filters, and the caller", async () => {
    const noFormat = await get("/api/suppliers/export/");
    expect(noFormat.status).toBe(400);
    expect(((await noFormat.json()) as { detail: string }).detail).toBe("Formato de exportação inválido: use csv ou xlsx.");
    const badSort = await get("/api/products/export/?format=csv&order_by=preco");
    expect(badSort.status).toBe(400);
    const reversed = await get("/api/sourcings/export/?format=xlsx&atrasado=true&hoje=true");
    expect(reversed.status).toBe(400);
    expect(((await reversed.json()) as { detail: string }).detail).toBe("Escolha 'Atrasados' ou 'Pendente para hoje', não os dois.");
    for (const list of ["suppliers", "sourcings", "products"]) {
      const anonymous = await t.request(`/api/${list}/export/?format=csv`);
      expect(anonymous.status).toBe(401);
    }
    // Team 1 (read-only) may export, as it may read the lists.
    const reader = (await t.login("consulta@demo.local")).access;
    expect((await t.request("/api/suppliers/export/?format=csv", { token: reader })).status).toBe(200);
  });
});
