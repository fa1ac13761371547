import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { GTIN_MESSAGE } from "#contract/products/product-rules.ts";
import { productDetailListReplySchema } from "#contract/products/products.ts";
import { readActivity, said } from "#tests/support/activity.ts";
import { createTestApi, drivers, type TestApi } from "#tests/support/api.ts";
import { readCsv } from "#tests/support/exported.ts";
import { productCategoryId } from "#tests/support/products.ts";

// The product's EAN/GTIN barcode (docs/adding-a-field.md follows it as its example): optional, 8, 12, 13 or 14
// digits with a valid GS1 check digit; in the reply and the OpenAPI document, written by the alter, tracked in the
// history and a column of the list export.
describe.each(drivers)("código EAN/GTIN do produto (%s)", (driver) => {
  let t: TestApi;
  let token: string;
  let productId: number;
  let categoryId: number;

  const alter = (json: Record<string, unknown>) =>
    t.request("/api/products/alter/", {
      method: "PUT",
      token,
      json: { id: productId, nome: "Garrafa GTIN", id_categoria: categoryId, unidade_medida: "peça", ...json },
    });
  const detail = async () => {
    const reply = await t.request(`/api/products/?id=${productId}`, { token });
    expect(reply.status).toBe(200);
    const [product] = productDetailListReplySchema.parse(await reply.json()).results;
    if (!product) throw new Error("produto ausente");
    return product;
  };

  beforeEach(async () => {
    t = await createTestApi(driver);
    token = (await t.login("sourcing@demo.local")).access;
    categoryId = await productCategoryId(t.database.db, "Utilidades Domésticas");
    const created = await t.request("/api/products/post/", {
      method: "POST",
      token,
      json: { nome: "Garrafa GTIN", id_categoria: categoryId, unidade_medida: "peça" },
    });
    expect(created.status).toBe(201);
    productId = ((await created.json()) as { id: number }).id;
  });
  afterEach(() => t.close());

  it("starts empty, is written by the alter (blanks around it ignored), kept when left out, cleared by null or ''", async () => {
    expect((await detail()).codigo_ean).toBeNull();
    expect((await alter({ codigo_ean: " 7891234567895 " })).status).toBe(200);
    expect((await detail()).codigo_ean).toBe("7891234567895");
    // Left out: kept (a client of the older payload does not clear it).
    expect((await alter({ descricao: "Inox" })).status).toBe(200);
    expect(await detail()).toMatchObject({ codigo_ean: "7891234567895", descricao: "Inox" });
    // Every length GS1 defines, a leading zero kept (text, never a number).
    for (const code of ["96385074", "036000291452", "10012345678902", "07891234567895"]) {
      expect((await alter({ codigo_ean: code })).status).toBe(200);
      expect((await detail()).codigo_ean).toBe(code);
    }
    expect((await alter({ codigo_ean: "" })).status).toBe(200);
    expect((await detail()).codigo_ean).toBeNull();
    expect((await alter({ codigo_ean: "96385074" })).status).toBe(200);
    expect((await alter({ codigo_ean: null })).status).toBe(200);
    expect((await detail()).codigo_ean).toBeNull();
  });

  it("refuses a wrong check digit, length or character with the Portuguese message, changing nothing", async () => {
    expect((await alter({ codigo_ean: "7891234567895" })).status).toBe(200);
    const version = (await detail()).version;
    for (const code of ["7891234567894", "789123456789", "1234567", "789123456789a", "7891-234567895", 7891234567895]) {
      const reply = await alter({ codigo_ean: code });
      expect(reply.status, String(code)).toBe(400);
      expect(await reply.json()).toMatchObject({ errors: { codigo_ean: [GTIN_MESSAGE] } });
    }
    expect(GTIN_MESSAGE).toBe("O código EAN/GTIN deve ter 8, 12, 13 ou 14 dígitos, com o dígito verificador correto.");
    expect(await detail()).toMatchObject({ codigo_ean: "7891234567895", version });
  });

  it("is recorded in the product's history as 'Código EAN/GTIN', set, changed and cleared", async () => {
    expect((await alter({ codigo_ean: "7891234567895" })).status).toBe(200);
    expect((await alter({ codigo_ean: "96385074" })).status).toBe(200);
    expect((await alter({ codigo_ean: "" })).status).toBe(200);
    const rows = (await readActivity(t, token, "product", productId)).results.map(said);
    expect(rows.filter((row) => row.field === "codigo_ean")).toEqual([
      { action: "alterou", field: "codigo_ean", subject: null, old: "96385074", new: null },
      { action: "alterou", field: "codigo_ean", subject: null, old: "7891234567895", new: "96385074" },
      { action: "alterou", field: "codigo_ean", subject: null, old: null, new: "7891234567895" },
    ]);
  });

  it("is a text column of the list export, 'Código EAN/GTIN', its leading zero kept", async () => {
    expect((await alter({ codigo_ean: "07891234567895" })).status).toBe(200);
    const reply = await t.request("/api/products/export/?format=csv&search=Garrafa GTIN", { token });
    expect(reply.status).toBe(200);
    const { rows } = readCsv(new TextDecoder("utf-8", { ignoreBOM: true }).decode(await reply.arrayBuffer()));
    const column = (rows[0] ?? []).indexOf("Código EAN/GTIN");
    expect(column).toBeGreaterThan(0);
    expect(rows.slice(1).map((row) => row[column])).toEqual(["07891234567895"]);
  });

  it("is in the OpenAPI document: the alter's body and the product's reply", async () => {
    type Schema = { properties?: Record<string, Schema>; items?: Schema; anyOf?: Schema[]; type?: unknown };
    const document = (await (await t.request("/api/openapi.json")).json()) as {
      paths: Record<
        string,
        Record<
          string,
          {
            requestBody?: { content: Record<string, { schema: Schema }> };
            responses?: Record<string, { content?: Record<string, { schema: Schema }> }>;
          }
        >
      >;
    };
    const body = document.paths["/api/products/alter/"]?.put?.requestBody?.content["application/json"]?.schema;
    expect(Object.keys(body?.properties ?? {})).toContain("codigo_ean");
    const results =
      document.paths["/api/products/"]?.get?.responses?.["200"]?.content?.["application/json"]?.schema.properties?.results?.items;
    const products = [results, ...(results?.anyOf ?? [])].flatMap((schema) => Object.keys(schema?.properties ?? {}));
    expect(products).toContain("codigo_ean");
  });
});
