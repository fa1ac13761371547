import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../support/api.ts";

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
        expect(statuses.some((s) => s.startsWith("2")), `${where}: resposta de sucesso`).toBe(true);
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
});
