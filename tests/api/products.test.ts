import { Readable } from "node:stream";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  DUPLICATE_SUPPLIER_MESSAGE,
  PRODUCT_CREATE_MESSAGE,
  PRODUCT_NAME_REQUIRED,
  productCategoriesReplySchema,
  productListReplySchema,
  type Product,
} from "#contract/products/products.ts";
import { products, productSuppliers } from "#server/db/schema.ts";
import { LocalStorage } from "#server/storage/local.ts";
import { createTestApi, drivers, type TestApi } from "#tests/support/api.ts";
import { clearProducts, insertProducts, productCategoryId, someSupplierIds } from "#tests/support/products.ts";

describe.each(drivers)("produtos (%s)", (driver) => {
  let t: TestApi;
  let token: string;
  let supplierIds: number[];
  beforeEach(async () => {
    t = await createTestApi(driver);
    token = (await t.login("sourcing@demo.local")).access;
    await clearProducts(t.database.db);
    supplierIds = await someSupplierIds(t.database.db, 4);
  });
  afterEach(async () => {
    await t.close();
  });

  const s = (i: number) => supplierIds[i] as number;
  const get = (path: string) => t.request(path, { token });
  const list = async (query = "") => {
    const response = await get(`/api/products/${query}`);
    expect(response.status).toBe(200);
    return productListReplySchema.parse(await response.json());
  };
  const names = async (query = "") => (await list(query)).results.map((p) => p.nome);
  const detail = async (id: number): Promise<Product> => {
    const reply = await list(`?id=${id}`);
    expect(reply.results).toHaveLength(1);
    return reply.results[0] as Product;
  };
  const expect400 = async (response: Response, detailText?: string) => {
    expect(response.status).toBe(400);
    const body = (await response.json()) as { detail: string };
    if (detailText !== undefined) expect(body.detail).toBe(detailText);
    return body;
  };

  describe("list", () => {
    beforeEach(async () => {
      await insertProducts(t.database.db, [
        {
          nome: "Garrafa Térmica Inox 500 ml",
          categoria: "Utilidades Domésticas",
          quotes: [
            [s(0), "10.00"],
            [s(1), "20.50"],
          ],
        },
        { nome: "Lâmpada LED Bulbo 9W", categoria: "Iluminação", unidade: "caixa", quotes: [[s(2), "5.00"]] },
        { nome: "Espátula de Silicone", categoria: "Utilidades Domésticas" },
        {
          nome: "Fita LED 5m RGB",
          categoria: "Iluminação",
          quotes: [
            [s(3), "30.00"],
            [s(0), "12.34"],
          ],
        },
        { nome: "Caneta 50% off", categoria: "Papelaria", quotes: [[s(1), "0.10"]] },
      ]);
    });

    it("sorts by name and gives each product its category, quotes and quote range from the database", async () => {
      const reply = await list();
      expect(reply.results.map((p) => p.nome)).toEqual([
        "Caneta 50% off",
        "Espátula de Silicone",
        "Fita LED 5m RGB",
        "Garrafa Térmica Inox 500 ml",
        "Lâmpada LED Bulbo 9W",
      ]);
      expect(reply.pagination).toEqual({
        current_page: 1,
        total_pages: 1,
        page_size: 30,
        total_items: 5,
        has_next: false,
        has_previous: false,
      });
      const garrafa = reply.results[3] as Product;
      expect(garrafa).toMatchObject({
        nome_categoria: "Utilidades Domésticas",
        unidade_medida: "peça",
        cubagem: 0,
        peso: 0,
        url_imagem: null,
        url_imagem_url: null,
        cotacao_min: 10,
        cotacao_max: 20.5,
      });
      expect(garrafa.suppliers.map((q) => [q.id, q.cotacao]).sort()).toEqual(
        [
          [s(0), 10],
          [s(1), 20.5],
        ].sort(),
      );
      expect(Number.isNaN(Date.parse(garrafa.suppliers[0]?.atualizado_em ?? ""))).toBe(false);
      expect(reply.results[1]).toMatchObject({ nome: "Espátula de Silicone", suppliers: [], cotacao_min: 0, cotacao_max: 0 });
    });

    it("pages with totals", async () => {
      const first = await list("?page_size=2");
      expect(first.results.map((p) => p.nome)).toEqual(["Caneta 50% off", "Espátula de Silicone"]);
      expect(first.pagination).toMatchObject({ total_pages: 3, total_items: 5, has_next: true, has_previous: false });
      const last = await list("?page_size=2&page=3");
      expect(last.results.map((p) => p.nome)).toEqual(["Lâmpada LED Bulbo 9W"]);
      expect(last.pagination).toMatchObject({ current_page: 3, has_next: false, has_previous: true });
      expect((await list("?page_size=2&page=9")).results).toEqual([]);
      await expect400(await get("/api/products/?page_size=1001"), "O tamanho de página máximo é 1000.");
      await expect400(await get("/api/products/?page=0"));
    });

    it("searches names case- and accent-insensitively, wildcards taken literally", async () => {
      expect(await names("?search=TERMICA")).toEqual(["Garrafa Térmica Inox 500 ml"]);
      expect(await names("?search=lampada")).toEqual(["Lâmpada LED Bulbo 9W"]);
      expect(await names("?search=led")).toEqual(["Fita LED 5m RGB", "Lâmpada LED Bulbo 9W"]);
      expect(await names("?search=espátula")).toEqual(["Espátula de Silicone"]);
      expect(await names(`?search=${encodeURIComponent("50%")}`)).toEqual(["Caneta 50% off"]);
      expect(await names(`?search=${encodeURIComponent("5%")}`)).toEqual([]);
      expect((await list("?search=led")).pagination.total_items).toBe(2);
    });

    it("filters by category name, whatever the case and accents", async () => {
      expect(await names(`?categoria=${encodeURIComponent("Iluminação")}`)).toEqual(["Fita LED 5m RGB", "Lâmpada LED Bulbo 9W"]);
      expect(await names("?categoria=iluminacao")).toEqual(["Fita LED 5m RGB", "Lâmpada LED Bulbo 9W"]);
      expect(await names("?categoria=Inexistente")).toEqual([]);
      expect(await names(`?categoria=${encodeURIComponent("Iluminação")}&search=fita`)).toEqual(["Fita LED 5m RGB"]);
    });

    it("leaves a quote of 0 (not quoted yet) out of the 'Cotação' range, its filter and its sort", async () => {
      await insertProducts(t.database.db, [
        {
          nome: "Pote hermético",
          categoria: "Utilidades Domésticas",
          quotes: [
            [s(0), "0"],
            [s(1), "7.00"],
          ],
        },
        { nome: "Pote sem preço", categoria: "Utilidades Domésticas", quotes: [[s(2), "0"]] },
      ]);
      const reply = await list("?search=pote");
      expect(reply.results.map((p) => [p.nome, p.cotacao_min, p.cotacao_max])).toEqual([
        ["Pote hermético", 7, 7],
        ["Pote sem preço", 0, 0],
      ]);
      expect(await names("?search=pote&cotacao_max=1")).toEqual([]);
      expect(await names("?search=pote&cotacao_min=0&cotacao_max=0")).toEqual([]);
      expect(await names("?search=pote&cotacao_min=7&cotacao_max=7")).toEqual(["Pote hermético"]);
    });

    it("keeps a product when one of its quotes is in the range, edges included", async () => {
      // Exactly the minimum, exactly the maximum.
      expect(await names("?cotacao_min=10&cotacao_max=10")).toEqual(["Garrafa Térmica Inox 500 ml"]);
      expect(await names("?cotacao_min=20.5&cotacao_max=25")).toEqual(["Garrafa Térmica Inox 500 ml"]);
      expect(await names("?cotacao_min=5&cotacao_max=5.00")).toEqual(["Lâmpada LED Bulbo 9W"]);
      expect(await names("?cotacao_min=12.34&cotacao_max=12.34")).toEqual(["Fita LED 5m RGB"]);
      // Between two quotes of one product, none of them inside: no match.
      expect(await names("?cotacao_min=10.01&cotacao_max=12.33")).toEqual([]);
      expect(await names("?cotacao_min=20.51")).toEqual(["Fita LED 5m RGB"]);
      expect(await names("?cotacao_max=5")).toEqual(["Caneta 50% off", "Lâmpada LED Bulbo 9W"]);
      expect(await names("?cotacao_max=0.09")).toEqual([]);
      // A product without quotes has no quote in any range.
      expect(await names("?cotacao_min=0")).not.toContain("Espátula de Silicone");
      expect(await names("?cotacao_min=0,1&cotacao_max=0,1")).toEqual(["Caneta 50% off"]);
      const counted = await list("?cotacao_min=5&cotacao_max=20.5&categoria=Iluminação");
      expect(counted.results.map((p) => p.nome)).toEqual(["Fita LED 5m RGB", "Lâmpada LED Bulbo 9W"]);
      expect(counted.pagination.total_items).toBe(2);
    });

    it("refuses a quote range that is not one: 400 in Portuguese", async () => {
      const reversed = await expect400(
        await get("/api/products/?cotacao_min=20&cotacao_max=10"),
        "A cotação mínima não pode ser maior que a cotação máxima.",
      );
      expect(Object.keys((reversed as { errors?: object }).errors ?? {})).toEqual(["cotacao_min"]);
      for (const bad of ["abc", "1e3", "10..5", "NaN", "Infinity", "1.5.0"]) {
        await expect400(
          await get(`/api/products/?cotacao_min=${encodeURIComponent(bad)}`),
          "Cotação mínima (US$): valor inválido. Use o formato 1.234,56.",
        );
        await expect400(
          await get(`/api/products/?cotacao_max=${encodeURIComponent(bad)}`),
          "Cotação máxima (US$): valor inválido. Use o formato 1.234,56.",
        );
      }
      for (const outside of ["-1", "0,001"]) {
        await expect400(
          await get(`/api/products/?cotacao_min=${encodeURIComponent(outside)}`),
          "Cotação mínima (US$): informe um número maior ou igual a 0, com até 2 casas decimais. Use o formato 1.234,56.",
        );
      }
      // Empty values mean "no filter".
      expect(await names("?cotacao_min=&cotacao_max=&search=&categoria=")).toHaveLength(5);
    });

    it("sorts by the whitelisted fields only", async () => {
      expect(await names("?order_by=nome&order_direction=desc")).toEqual([
        "Lâmpada LED Bulbo 9W",
        "Garrafa Térmica Inox 500 ml",
        "Fita LED 5m RGB",
        "Espátula de Silicone",
        "Caneta 50% off",
      ]);
      expect(await names("?order_by=categoria")).toEqual([
        "Fita LED 5m RGB",
        "Lâmpada LED Bulbo 9W",
        "Caneta 50% off",
        "Espátula de Silicone",
        "Garrafa Térmica Inox 500 ml",
      ]);
      expect(await names("?order_by=cotacao")).toEqual([
        "Espátula de Silicone",
        "Caneta 50% off",
        "Lâmpada LED Bulbo 9W",
        "Garrafa Térmica Inox 500 ml",
        "Fita LED 5m RGB",
      ]);
      expect((await names("?order_by=cotacao&order_direction=desc"))[0]).toBe("Fita LED 5m RGB");
      await expect400(
        await get("/api/products/?order_by=nome;drop table products"),
        "Campo de ordenação inválido. Use: nome, categoria, cotacao.",
      );
      await expect400(await get("/api/products/?order_direction=up"));
    });

    it("gives one product by id, with when each quote last changed", async () => {
      const [row] = await t.database.db.select({ id: products.id }).from(products).where(eq(products.nome, "Garrafa Térmica Inox 500 ml"));
      const product = await detail(row?.id as number);
      expect(product).toMatchObject({ nome: "Garrafa Térmica Inox 500 ml", cotacao_min: 10, cotacao_max: 20.5 });
      expect(product.suppliers).toHaveLength(2);
      expect((await list("?id=999999")).results).toEqual([]);
      await expect400(await get("/api/products/?id=2147483648"), "Id de produto inválido.");
      await expect400(await get("/api/products/?id=abc"), "Id de produto inválido.");
      await expect400(await get("/api/products/?id=0"));
    });

    it("needs a signed-in user", async () => {
      expect((await t.request("/api/products/")).status).toBe(401);
      expect((await t.request("/api/products/categorias/")).status).toBe(401);
    });
  });

  it("lists the product categories by name", async () => {
    const response = await get("/api/products/categorias/");
    expect(response.status).toBe(200);
    const categories = productCategoriesReplySchema.parse(await response.json());
    expect(categories.map((c) => c.nome)).toContain("Iluminação");
    const sorted = [...categories.map((c) => c.nome)].sort((a, b) => a.localeCompare(b, "pt-BR"));
    expect(categories.map((c) => c.nome)).toEqual(sorted);
  });

  describe("create", () => {
    const create = (json: unknown, as = token) => t.request("/api/products/post/", { method: "POST", json, token: as });

    it("creates a product (201 {id, detail}) with volume and weight 0, no image and no quote", async () => {
      const id_categoria = await productCategoryId(t.database.db, "Iluminação");
      const response = await create({
        nome: "  Luminária de Mesa LED  ",
        descricao: "Articulada, 3 temperaturas de cor",
        id_categoria,
        unidade_medida: "peça",
      });
      expect(response.status).toBe(201);
      const body = (await response.json()) as { id: number; detail: string };
      expect(body.detail).toBe("Produto criado com sucesso!");
      expect(await detail(body.id)).toEqual({
        id: body.id,
        version: 1,
        nome: "Luminária de Mesa LED",
        descricao: "Articulada, 3 temperaturas de cor",
        id_categoria,
        nome_categoria: "Iluminação",
        unidade_medida: "peça",
        cubagem: 0,
        peso: 0,
        url_imagem: null,
        url_imagem_url: null,
        suppliers: [],
        cotacao_min: 0,
        cotacao_max: 0,
        // No override of the category's import rates (ADR 0045).
        ncm: null,
        ii_pct: null,
        ipi_pct: null,
        // Not marked as competing with the ZFM, no antidumping confirmed (ADR 0071).
        ipi_zfm: false,
        antidumping_confirmado: false,
        // No preferred supplier chosen (ADR 0052).
        id_supplier_preferido: null,
        // No master carton given.
        unidades_por_caixa: null,
        caixa_cubagem_m3: null,
        caixa_peso_kg: null,
        // No EAN/GTIN code given.
        codigo_ean: null,
      });
    });

    it("takes a form body and an optional description", async () => {
      const id_categoria = await productCategoryId(t.database.db, "Papelaria");
      const response = await t.request("/api/products/post/", {
        method: "POST",
        token,
        body: new URLSearchParams({ nome: "Caderno A5", id_categoria: String(id_categoria), unidade_medida: "caixa" }),
      });
      expect(response.status).toBe(201);
      const { id } = (await response.json()) as { id: number };
      expect(await detail(id)).toMatchObject({ descricao: "", unidade_medida: "caixa" });
    });

    it("accepts the detail's plural units as the same stored values", async () => {
      const id_categoria = await productCategoryId(t.database.db, "Papelaria");
      for (const [given, stored] of [
        ["peças", "peça"],
        ["caixas", "caixa"],
        ["Caixa", "caixa"],
        [" PEÇAS ", "peça"],
      ]) {
        const response = await create({ nome: `Produto ${given}`, id_categoria, unidade_medida: given });
        expect(response.status).toBe(201);
        const { id } = (await response.json()) as { id: number };
        expect((await detail(id)).unidade_medida).toBe(stored);
      }
    });

    it("refuses a missing or invalid name, category or unit with the spec's message", async () => {
      const id_categoria = await productCategoryId(t.database.db, "Papelaria");
      const valid = { nome: "Caderno", id_categoria, unidade_medida: "peça" };
      const cases: [string, unknown][] = [
        ["nome", { ...valid, nome: undefined }],
        ["nome", { ...valid, nome: "   " }],
        ["nome", { ...valid, nome: "x".repeat(256) }],
        ["id_categoria", { ...valid, id_categoria: undefined }],
        ["id_categoria", { ...valid, id_categoria: "" }],
        ["id_categoria", { ...valid, id_categoria: "abc" }],
        ["id_categoria", { ...valid, id_categoria: 2147483648 }],
        ["id_categoria", { ...valid, id_categoria: 999999 }],
        ["unidade_medida", { ...valid, unidade_medida: undefined }],
        ["unidade_medida", { ...valid, unidade_medida: "metro" }],
        ["unidade_medida", { ...valid, unidade_medida: 1 }],
      ];
      for (const [field, json] of cases) {
        const body = await expect400(await create(json), PRODUCT_CREATE_MESSAGE);
        expect(Object.keys((body as { errors?: object }).errors ?? {})).toEqual([field]);
      }
      const [{ n } = { n: -1 }] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(products);
      expect(n).toBe(0);
      expect((await create({ ...valid, nome: "x".repeat(255) })).status).toBe(201);
    });

    it("refuses creations from team 1 (403)", async () => {
      const consulta = (await t.login("consulta@demo.local")).access;
      const id_categoria = await productCategoryId(t.database.db, "Papelaria");
      const response = await create({ nome: "Caderno", id_categoria, unidade_medida: "peça" }, consulta);
      expect(response.status).toBe(403);
      expect((await response.json()).detail).toBe("Sua equipe não tem permissão para criar registros.");
    });
  });

  describe("alter", () => {
    let id: number;
    let categoria: number;
    beforeEach(async () => {
      ({ "Garrafa Térmica": id } = (await insertProducts(t.database.db, [
        {
          nome: "Garrafa Térmica",
          categoria: "Utilidades Domésticas",
          descricao: "Inox",
          quotes: [
            [s(0), "10.00"],
            [s(1), "11.00"],
          ],
        },
      ])) as { "Garrafa Térmica": number });
      categoria = await productCategoryId(t.database.db, "Utilidades Domésticas");
    });
    const alter = (json: Record<string, unknown>) => t.request("/api/products/alter/", { method: "PUT", json, token });
    const whole = (changes: Record<string, unknown> = {}) => ({
      id,
      nome: "Garrafa Térmica",
      descricao: "Inox",
      id_categoria: categoria,
      unidade_medida: "peças",
      cubagem: 0.5,
      peso: 0.35,
      url_imagem: "s3://outro-bucket/nao-muda.png",
      suppliers: [
        { id: s(0), nome: "qualquer", cotacao: 10 },
        { id: s(1), cotacao: "11.00" },
      ],
      ...changes,
    });

    it("saves the whole product with its quotes", async () => {
      const response = await alter(
        whole({
          nome: "Garrafa Térmica 750 ml",
          descricao: "Aço inox 304, parede dupla",
          id_categoria: await productCategoryId(t.database.db, "Decoração"),
          unidade_medida: "caixas",
          cubagem: "1.5",
          peso: 2.25,
          suppliers: [{ id: s(1), cotacao: 9.99 }, { id: s(2), cotacao: "12,5" }, { id: s(3) }],
        }),
      );
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ detail: "Produto atualizado!" });
      const product = await detail(id);
      expect(product).toMatchObject({
        nome: "Garrafa Térmica 750 ml",
        descricao: "Aço inox 304, parede dupla",
        nome_categoria: "Decoração",
        unidade_medida: "caixa",
        cubagem: 1.5,
        peso: 2.25,
        url_imagem: null,
        // s3's quote of 0 is no price: in no range (docs/landed-cost.md, "A quote without a price").
        cotacao_min: 9.99,
        cotacao_max: 12.5,
      });
      const quotes = Object.fromEntries(product.suppliers.map((q) => [q.id, q.cotacao]));
      expect(quotes).toEqual({ [s(1)]: 9.99, [s(2)]: 12.5, [s(3)]: 0 });
    });

    it("moves a quote's change time only when its value changes", async () => {
      const longAgo = new Date("2024-01-02T03:04:05Z");
      await t.database.db.update(productSuppliers).set({ updatedAt: longAgo }).where(eq(productSuppliers.productId, id));
      expect(
        (
          await alter(
            whole({
              suppliers: [
                { id: s(0), cotacao: "10" },
                { id: s(1), cotacao: 11.5 },
              ],
            }),
          )
        ).status,
      ).toBe(200);
      const byId = Object.fromEntries((await detail(id)).suppliers.map((q) => [q.id, q]));
      expect(byId[s(0)]?.atualizado_em).toBe(longAgo.toISOString());
      expect(Date.parse(byId[s(1)]?.atualizado_em ?? "")).toBeGreaterThan(longAgo.getTime());
      expect(byId[s(1)]?.cotacao).toBe(11.5);
    });

    it("keeps the quotes, description, volume and weight when they are left out; clears them when sent empty", async () => {
      await alter(whole({ cubagem: 3, peso: 4 }));
      expect((await alter({ id, nome: "Garrafa", id_categoria: categoria, unidade_medida: "peça" })).status).toBe(200);
      expect(await detail(id)).toMatchObject({ nome: "Garrafa", descricao: "Inox", cubagem: 3, peso: 4, cotacao_min: 10, cotacao_max: 11 });
      expect((await alter(whole({ descricao: null, cubagem: "", peso: null, suppliers: [] }))).status).toBe(200);
      expect(await detail(id)).toMatchObject({ descricao: "", cubagem: 0, peso: 0, suppliers: [], cotacao_min: 0, cotacao_max: 0 });
    });

    it("requires a name: 'Nome do produto é obrigatório'", async () => {
      await expect400(await alter(whole({ nome: "  " })), PRODUCT_NAME_REQUIRED);
      await expect400(await alter(whole({ nome: undefined })), PRODUCT_NAME_REQUIRED);
      await expect400(await alter(whole({ nome: "x".repeat(256) })), "O nome do produto pode ter no máximo 255 caracteres.");
      await expect400(await alter(whole({ unidade_medida: "kg" })), "Selecione a unidade de medida: peça ou caixa.");
      await expect400(await alter(whole({ id_categoria: 999999 })), "Categoria de produto não encontrada.");
    });

    it("takes volume in steps of 0.1 and weight in steps of 0.01, never negative", async () => {
      expect((await alter(whole({ cubagem: 0.1, peso: 0.01 }))).status).toBe(200);
      const VOLUME_RULE = "Volume (m³): informe um número de 0 a 999.999.999, com até uma casa decimal. Use o formato 1.234,56.";
      const WEIGHT_RULE = "Peso (kg): informe um número de 0 a 999.999.999, com até 2 casas decimais. Use o formato 1.234,56.";
      for (const cubagem of [0.15, -1, "1,55", "0.15"]) await expect400(await alter(whole({ cubagem })), VOLUME_RULE);
      for (const cubagem of ["abc", "1e2", "1.5.0"])
        await expect400(await alter(whole({ cubagem })), "Volume (m³): valor inválido. Use o formato 1.234,56.");
      for (const peso of [0.001, -0.5, "2,345"]) await expect400(await alter(whole({ peso })), WEIGHT_RULE);
      await expect400(await alter(whole({ peso: true })), "Peso (kg): valor inválido. Use o formato 1.234,56.");
      // Text is read the pt-BR way: '2.345' is two thousand three hundred and forty-five kilos.
      expect((await alter(whole({ cubagem: "1.234,5", peso: "2.345" }))).status).toBe(200);
      expect(await detail(id)).toMatchObject({ cubagem: 1234.5, peso: 2345 });
    });

    it("takes quotes of at least 0 with at most two decimals", async () => {
      const QUOTE_RULE = "Cotação (US$): informe um número maior ou igual a 0, com até 2 casas decimais. Use o formato 1.234,56.";
      const cases: [unknown, string][] = [
        [12.345, QUOTE_RULE],
        [-1, QUOTE_RULE],
        ["-0.5", QUOTE_RULE],
        ["12,345", QUOTE_RULE],
        [1e15, QUOTE_RULE],
        ["12.3.4", "Cotação (US$): valor inválido. Use o formato 1.234,56."],
        ["dez dólares", "Cotação (US$): valor inválido. Use o formato 1.234,56."],
      ];
      for (const [cotacao, message] of cases) {
        const body = await expect400(await alter(whole({ suppliers: [{ id: s(0), cotacao }] })), message);
        expect(Object.keys((body as { errors?: object }).errors ?? {})).toEqual(["suppliers.0.cotacao"]);
      }
      // What the screens show, pasted back, is read: '$ 12,34' is 12.34; '1.234' is one thousand two hundred and thirty-four.
      expect(
        (
          await alter(
            whole({
              suppliers: [
                { id: s(0), cotacao: "$ 12,34" },
                { id: s(1), cotacao: "1.234" },
              ],
            }),
          )
        ).status,
      ).toBe(200);
      expect((await detail(id)).suppliers.map((q) => q.cotacao).sort((a, b) => a - b)).toEqual([12.34, 1234]);
      expect(
        (
          await alter(
            whole({
              suppliers: [
                { id: s(0), cotacao: "" },
                { id: s(1), cotacao: null },
              ],
            }),
          )
        ).status,
      ).toBe(200);
      expect((await detail(id)).suppliers.map((q) => q.cotacao)).toEqual([0, 0]);
      expect((await alter(whole({ suppliers: [{ id: s(0), cotacao: 999999999999.99 }] }))).status).toBe(200);
      expect((await detail(id)).cotacao_max).toBe(999999999999.99);
    });

    it("refuses a supplier listed twice (409) and changes nothing", async () => {
      const response = await alter(
        whole({
          nome: "Outro nome",
          suppliers: [
            { id: s(2), cotacao: 1 },
            { id: s(2), cotacao: 2 },
          ],
        }),
      );
      expect(response.status).toBe(409);
      expect((await response.json()).detail).toBe(DUPLICATE_SUPPLIER_MESSAGE);
      expect(await detail(id)).toMatchObject({ nome: "Garrafa Térmica", cotacao_min: 10, cotacao_max: 11 });
    });

    it("answers 404 for an unknown product or supplier, with nothing half-written", async () => {
      const unknownProduct = await alter(whole({ id: 999999 }));
      expect(unknownProduct.status).toBe(404);
      expect((await unknownProduct.json()).detail).toBe("Produto não encontrado.");
      const unknownSupplier = await alter(
        whole({
          nome: "Não gravado",
          suppliers: [
            { id: s(0), cotacao: 1 },
            { id: 999999, cotacao: 2 },
          ],
        }),
      );
      expect(unknownSupplier.status).toBe(404);
      expect((await unknownSupplier.json()).detail).toBe("Supplier não encontrado (id 999999).");
      expect(await detail(id)).toMatchObject({ nome: "Garrafa Térmica", cotacao_min: 10, cotacao_max: 11 });
    });

    it("refuses ids outside the integer range with a 400, never a 500", async () => {
      await expect400(await alter(whole({ id: 2147483648 })), "Informe o id do produto.");
      await expect400(await alter(whole({ id_categoria: 2147483648 })), "Selecione a categoria do produto.");
      await expect400(await alter(whole({ suppliers: [{ id: 2147483648, cotacao: 1 }] })), "Supplier inválido.");
      await expect400(await alter(whole({ suppliers: "nenhum" })), "suppliers deve ser uma lista de {id, cotacao}.");
    });

    it("lets two concurrent saves of one product both finish, one after the other", async () => {
      const responses = await Promise.all([
        alter(
          whole({
            suppliers: [
              { id: s(0), cotacao: 1 },
              { id: s(2), cotacao: 2 },
            ],
          }),
        ),
        alter(
          whole({
            suppliers: [
              { id: s(2), cotacao: 3 },
              { id: s(3), cotacao: 4 },
            ],
          }),
        ),
      ]);
      expect(responses.map((r) => r.status)).toEqual([200, 200]);
      expect((await detail(id)).suppliers).toHaveLength(2);
    });
  });

  describe("delete", () => {
    const remove = (json: unknown) => t.request("/api/products/delete/", { method: "DELETE", json, token });

    it("deletes the product, its quotes and its stored image (after the commit)", async () => {
      const { Caneca: id } = (await insertProducts(t.database.db, [
        { nome: "Caneca", categoria: "Utilidades Domésticas", quotes: [[s(0), "2.50"]] },
      ])) as { Caneca: number };
      const key = "products/imagem-de-teste";
      await new LocalStorage(t.storageDir).put(key, Readable.from(Buffer.from("png")), "image/png");
      await t.database.db
        .update(products)
        .set({ imageKey: key, imageName: "caneca.png", imageType: "image/png" })
        .where(eq(products.id, id));
      expect(existsSync(join(t.storageDir, key))).toBe(true);
      const response = await remove({ id });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ detail: "Produto deletado!" });
      expect((await list(`?id=${id}`)).results).toEqual([]);
      expect(await t.database.db.select().from(productSuppliers).where(eq(productSuppliers.productId, id))).toEqual([]);
      expect(existsSync(join(t.storageDir, key))).toBe(false);
    });

    it("answers 404 for an unknown product and 400 for an impossible id", async () => {
      const response = await remove({ id: 999999 });
      expect(response.status).toBe(404);
      expect((await response.json()).detail).toBe("Produto não encontrado.");
      await expect400(await remove({ id: 2147483648 }), "Informe o id do produto.");
      await expect400(await remove({}), "Informe o id do produto.");
    });
  });

  it("rewrites a stored bucket URL (imported data) to its https address", async () => {
    const ids = await insertProducts(t.database.db, [
      { nome: "Do S3", categoria: "Decoração" },
      { nome: "Do GCS", categoria: "Decoração" },
    ]);
    await t.database.db
      .update(products)
      .set({ imageKey: "s3://imagens-produtos/produtos/vaso azul.png" })
      .where(eq(products.id, ids["Do S3"] as number));
    await t.database.db
      .update(products)
      .set({ imageKey: "gs://imagens/vaso.webp" })
      .where(eq(products.id, ids["Do GCS"] as number));
    expect(await detail(ids["Do S3"] as number)).toMatchObject({
      url_imagem: "s3://imagens-produtos/produtos/vaso azul.png",
      url_imagem_url: "https://imagens-produtos.s3.amazonaws.com/produtos/vaso%20azul.png",
    });
    expect((await detail(ids["Do GCS"] as number)).url_imagem_url).toBe("https://storage.googleapis.com/imagens/vaso.webp");
  });
});
