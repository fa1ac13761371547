import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestApi, drivers, type TestApi } from "#tests/support/api.ts";

/** zod's English defaults never reach a client: the ones it words itself come from its Portuguese locale. */
describe.each(drivers)("mensagens em português (%s)", (driver) => {
  let t: TestApi;
  let token: string;
  beforeEach(async () => {
    t = await createTestApi(driver);
    token = (await t.login("sourcing@demo.local")).access;
  });
  afterEach(async () => {
    await t.close();
  });

  it("words a wrong type in a text field in Portuguese", async () => {
    const response = await t.request("/api/suppliers/post/", {
      method: "POST",
      token,
      json: { nome: "Tipo errado", id_tiposupplier: 1, id_segmento: 1, id_source: 1, codpais: "cn", contato_nome: 123 },
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { detail: string; errors?: Record<string, string[]> };
    const messages = [body.detail, ...Object.values(body.errors ?? {}).flat()];
    expect(messages.join(" ")).not.toMatch(/Invalid|expected|received/);
    expect(body.errors?.contato_nome?.[0]).toBe("Entrada inválida: esperava um texto, recebeu um número");
  });
});
