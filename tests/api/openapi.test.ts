import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "#tests/support/api.ts";

interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, { summary?: string; responses?: Record<string, unknown>; security?: unknown[] }>>;
}

const METHODS = new Set(["GET", "POST", "PUT", "PATCH", "DELETE"]);

describe("descrição OpenAPI", () => {
  let t: TestApi;
  let document: OpenApiDocument;
  beforeAll(async () => {
    t = await createTestApi("pglite");
    const reply = await t.request("/api/openapi.json");
    expect(reply.status).toBe(200);
    document = (await reply.json()) as OpenApiDocument;
  });
  afterAll(async () => {
    await t.close();
  });

  it("is OpenAPI 3.1, and every operation has a summary, a success reply and the error shape", () => {
    expect(document.openapi).toMatch(/^3\.1\./);
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        const where = `${method.toUpperCase()} ${path}`;
        expect(operation.summary, where).toBeTruthy();
        const statuses = Object.keys(operation.responses ?? {});
        expect(
          statuses.some((s) => s.startsWith("2")),
          `${where}: resposta de sucesso`,
        ).toBe(true);
        expect(statuses, `${where}: 503`).toContain("503");
      }
    }
  });

  it("describes every route of the router (a new route cannot escape the generated suites)", () => {
    const described = new Set(
      Object.entries(document.paths).flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`)),
    );
    const routes = new Set(
      t.api.routes.filter((r) => METHODS.has(r.method)).map((r) => `${r.method} ${r.path.replace(/:(\w+)/g, "{$1}")}`),
    );
    expect([...routes].filter((r) => !described.has(r)).sort()).toEqual([]);
    expect(routes.size).toBeGreaterThan(40);
  });

  it("documents the landed cost's inputs and replies: cartons, container types and the comparison's shipments", () => {
    type Schema = { properties?: Record<string, Schema>; items?: Schema; anyOf?: Schema[]; oneOf?: Schema[] };
    type Operation = {
      requestBody?: { content: Record<string, { schema: Schema }> };
      responses?: Record<string, { content?: Record<string, { schema: Schema }> }>;
    };
    const operation = (path: string, method: string) => document.paths[path]?.[method] as Operation | undefined;
    /** The property names of a schema, its alternatives' and its items' (as deep as `path` says). */
    const propertiesAt = (schema: Schema | undefined, path: string[]): string[] => {
      if (!schema) return [];
      const alternatives = [schema, ...(schema.anyOf ?? []), ...(schema.oneOf ?? [])];
      if (path.length === 0) return alternatives.flatMap((alt) => Object.keys(alt.properties ?? {}));
      const [head, ...rest] = path;
      return alternatives.flatMap((alt) => {
        const next = head === "[]" ? alt.items : alt.properties?.[head ?? ""];
        return propertiesAt(next, rest);
      });
    };
    const body = (path: string, method: string) => operation(path, method)?.requestBody?.content["application/json"]?.schema;
    const reply = (path: string, method: string) => operation(path, method)?.responses?.["200"]?.content?.["application/json"]?.schema;
    const packing = ["unidades_por_caixa", "caixa_cubagem_m3", "caixa_peso_kg"];

    expect(propertiesAt(body("/api/products/alter/", "put"), [])).toEqual(expect.arrayContaining(packing));
    expect(propertiesAt(body("/api/products/alter/", "put"), ["suppliers", "[]"])).toEqual(expect.arrayContaining(packing));
    expect(propertiesAt(reply("/api/products/", "get"), ["results", "[]"])).toEqual(expect.arrayContaining(packing));
    expect(propertiesAt(reply("/api/products/", "get"), ["results", "[]", "suppliers", "[]"])).toEqual(
      expect.arrayContaining([...packing, "cod_pais", "custo_posto"]),
    );
    expect(propertiesAt(reply("/api/products/", "get"), ["results", "[]", "suppliers", "[]", "custo_posto"])).toEqual(
      expect.arrayContaining(["base", "incoterm", "incoterm_informado", "preco_usd", "frete_no_preco", "frete_estimado_usd", "embalagem"]),
    );
    expect(propertiesAt(body("/api/import-params/", "put"), ["conteineres", "[]"])).toEqual(["tipo", "m3_util", "kg_max", "frete_usd"]);
    expect(propertiesAt(reply("/api/import-params/", "get"), ["conteineres", "[]"])).toEqual(["tipo", "m3_util", "kg_max", "frete_usd"]);
    expect(propertiesAt(reply("/api/products/compare/", "get"), ["totais", "[]", "embarque"])).toEqual([
      "caixas",
      "m3",
      "kg",
      "modo",
      "conteineres",
      "frete_usd",
    ]);
    expect(propertiesAt(reply("/api/products/compare/", "get"), ["celulas", "[]"])).toEqual(
      expect.arrayContaining(["incoterm", "compra_nacional", "no_embarque", "frete_usd_unidade"]),
    );
  });
});
