import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { importParamsSchema } from "#contract/landed-cost/import-params.ts";
import { productListReplySchema } from "#contract/products/products.ts";
import { sourcingListReplySchema } from "#contract/sourcings/sourcings.ts";
import { supplierListReplySchema } from "#contract/suppliers/suppliers.ts";
import { createTestApi, drivers, type TestApi } from "#tests/support/api.ts";

// ADR 0058: every number the API takes as text is read by the one pt-BR reader (contract/numbers/numbers.ts), the
// same as the pages read it: '1.234,56' and the JSON number 1234.56 are the same value; '1.5.0' is a 400 naming
// the field, with nothing saved.

interface Reader {
  name: string;
  /** The reply to a save of `value` in the field. */
  save: (value: unknown) => Promise<Response>;
  /** The field's value as the API reads it back. */
  saved: () => Promise<number>;
  /** The field's key in `errors`. */
  field: string;
  /** The message of a value that cannot be read. */
  invalid: string;
}

describe.each(drivers)("números pt-BR nos contratos (%s)", (driver) => {
  let t: TestApi;
  let token: string;
  beforeEach(async () => {
    t = await createTestApi(driver);
    token = (await t.login("admin@demo.local")).access;
  });
  afterEach(async () => {
    await t.close();
  });

  const getJson = async (path: string) => {
    const response = await t.request(path, { token });
    expect(response.status, path).toBe(200);
    return response.json() as Promise<unknown>;
  };
  const firstSourcing = async () => sourcingListReplySchema.parse(await getJson("/api/sourcings/?page_size=1")).results[0]!;
  const sourcingById = async (id: number) => sourcingListReplySchema.parse(await getJson(`/api/sourcings/?id=${id}`)).results[0]!;
  const firstProduct = async () => productListReplySchema.parse(await getJson("/api/products/?page_size=1")).results[0]!;
  const productById = async (id: number) => productListReplySchema.parse(await getJson(`/api/products/?id=${id}`)).results[0]!;
  const firstSupplierId = async () => supplierListReplySchema.parse(await getJson("/api/suppliers/?page_size=1")).results[0]!.supplier_id;
  const importParams = async () => importParamsSchema.parse(await getJson("/api/import-params/"));

  const readers: Reader[] = [
    {
      name: "the budget (PUT /api/sourcings/alter/)",
      field: "budget",
      invalid: "Orçamento: valor inválido. Use o formato 1.234,56.",
      save: async (budget) => {
        const s = await firstSourcing();
        const json = {
          id: s.sourcing_id,
          descricao: s.sourcing_descricao,
          id_categoria: s.sourcing_id_categoria,
          id_responsavel: s.sourcing_id_responsavel,
          id_comercial: s.sourcing_id_comercial,
          budget,
        };
        return t.request("/api/sourcings/alter/", { method: "PUT", json, token });
      },
      saved: async () => (await sourcingById((await firstSourcing()).sourcing_id)).sourcing_budget,
    },
    {
      name: "a quote (PUT /api/products/alter/)",
      field: "suppliers.0.cotacao",
      invalid: "Cotação (US$): valor inválido. Use o formato 1.234,56.",
      save: async (cotacao) => {
        const p = await firstProduct();
        const json = {
          id: p.id,
          nome: p.nome,
          id_categoria: p.id_categoria,
          unidade_medida: p.unidade_medida,
          suppliers: [{ id: await firstSupplierId(), cotacao }],
        };
        return t.request("/api/products/alter/", { method: "PUT", json, token });
      },
      saved: async () => (await productById((await firstProduct()).id)).suppliers[0]?.cotacao ?? Number.NaN,
    },
    {
      name: "the weight (PUT /api/products/alter/)",
      field: "peso",
      invalid: "Peso (kg): valor inválido. Use o formato 1.234,56.",
      save: async (peso) => {
        const p = await firstProduct();
        return t.request("/api/products/alter/", {
          method: "PUT",
          json: { id: p.id, nome: p.nome, id_categoria: p.id_categoria, unidade_medida: p.unidade_medida, peso },
          token,
        });
      },
      saved: async () => (await productById((await firstProduct()).id)).peso,
    },
    {
      name: "the freight per m³ (PUT /api/import-params/)",
      field: "frete_usd_por_m3",
      invalid: "Frete (US$ por m³): valor inválido. Use o formato 1.234,56.",
      save: async (frete) => {
        const { versao: _v, alterado_em: _a, alterado_por: _p, ...rest } = await importParams();
        return t.request("/api/import-params/", { method: "PUT", json: { ...rest, frete_usd_por_m3: frete }, token });
      },
      saved: async () => (await importParams()).frete_usd_por_m3,
    },
  ];

  it.each(readers)("$name: '1.234,56' and 1234.56 are the same value; '1.5.0' is a 400 naming the field, nothing saved", async (reader) => {
    const text = await reader.save("1.234,56");
    expect(text.status, await text.clone().text()).toBe(200);
    expect(await reader.saved()).toBe(1234.56);

    expect((await reader.save(99)).status).toBe(200);
    expect(await reader.saved()).toBe(99);
    const number = await reader.save(1234.56);
    expect(number.status).toBe(200);
    expect(await reader.saved()).toBe(1234.56);

    const refused = await reader.save("1.5.0");
    expect(refused.status).toBe(400);
    const body = (await refused.json()) as { detail: string; errors: Record<string, string[]> };
    expect(body.detail).toBe(reader.invalid);
    expect(body.errors[reader.field]).toEqual([reader.invalid]);
    expect(await reader.saved()).toBe(1234.56);
  });

  it("the list's quote filter reads '1.234,56' and 1234.56 alike, and refuses '1.5.0' naming the field", async () => {
    const p = await firstProduct();
    const json = {
      id: p.id,
      nome: p.nome,
      id_categoria: p.id_categoria,
      unidade_medida: p.unidade_medida,
      suppliers: [{ id: await firstSupplierId(), cotacao: "1.234,56" }],
    };
    expect((await t.request("/api/products/alter/", { method: "PUT", json, token })).status).toBe(200);
    for (const bound of ["1.234,56", "1234.56", "1234,56"]) {
      const reply = productListReplySchema.parse(
        await getJson(`/api/products/?cotacao_min=${encodeURIComponent(bound)}&cotacao_max=${encodeURIComponent(bound)}`),
      );
      expect(
        reply.results.map((r) => r.id),
        bound,
      ).toContain(p.id);
    }
    const refused = await t.request(`/api/products/?cotacao_max=${encodeURIComponent("1.5.0")}`, { token });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { detail: string }).detail).toBe("Cotação máxima (US$): valor inválido. Use o formato 1.234,56.");
  });

  it("whole numbers: '1.500' is fifteen hundred (MOQ); '1.5.0' is refused naming the field", async () => {
    const p = await firstProduct();
    const supplier = await firstSupplierId();
    const quote = (terms: Record<string, unknown>) =>
      t.request("/api/products/alter/", {
        method: "PUT",
        json: {
          id: p.id,
          nome: p.nome,
          id_categoria: p.id_categoria,
          unidade_medida: p.unidade_medida,
          suppliers: [{ id: supplier, cotacao: 1, ...terms }],
        },
        token,
      });
    expect((await quote({ moq: "1.500", lead_time_dias: "45" })).status).toBe(200);
    expect((await productById(p.id)).suppliers[0]).toMatchObject({ moq: 1500, lead_time_dias: 45 });
    const refused = await quote({ moq: "1.5.0" });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { detail: string }).detail).toBe("MOQ: valor inválido. Use o formato 1.234,56.");
  });
});
