import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestApi, drivers, type TestApi } from "#tests/support/api.ts";
import { loaderArgs, signedInContext } from "#tests/support/web.ts";

type LoaderResult = { data: Record<string, unknown>; init?: ResponseInit | null };

// The supplier screens when a call to the API fails: a toast with specification §8's message, never a crash.
describe.each(drivers)("supplier screens when the API fails (%s)", (driver) => {
  let t: TestApi;
  beforeEach(async () => {
    t = await createTestApi(driver);
  });
  afterEach(async () => {
    await t.close();
  });

  const isLookup = (path: string) => /^\/api\/suppliers\/(segmentos|sources|tipos|paises)\/$/.test(path);

  it("failed filters: 'Erro ao carregar filtros', the list still shows", async () => {
    const { loader } = await import("#app/routes/suppliers.tsx");
    const { context } = await signedInContext(t, "comercial@demo.local", isLookup);
    const result = (await loader(loaderArgs(context, "http://localhost/suppliers") as never)) as unknown as LoaderResult;
    expect(result.data.lookups).toBeNull();
    expect((result.data.suppliers as unknown[]).length).toBe(30);
    expect(result.data.toasts).toEqual([expect.objectContaining({ title: "Erro", description: "Erro ao carregar filtros" })]);
  });

  it("failed list: 'Erro ao carregar fornecedores' and an empty list", async () => {
    const { loader } = await import("#app/routes/suppliers.tsx");
    const { context } = await signedInContext(t, "comercial@demo.local", (path) => path === "/api/suppliers/");
    const result = (await loader(loaderArgs(context, "http://localhost/suppliers") as never)) as unknown as LoaderResult;
    expect(result.data.suppliers).toEqual([]);
    expect(result.data.listFailed).toBe(true);
    expect(result.data.toasts).toEqual([expect.objectContaining({ description: "Erro ao carregar fornecedores" })]);
  });

  it("the dialog's dropdowns: 'Falha ao carregar dados dos dropdowns'", async () => {
    const { loader } = await import("#app/routes/resources.supplier-lookups.tsx");
    const { context } = await signedInContext(t, "comercial@demo.local", isLookup);
    const result = (await loader(loaderArgs(context, "http://localhost/resources/supplier-lookups") as never)) as unknown as LoaderResult;
    expect(result.data).toEqual({ lookups: null, error: "Falha ao carregar dados dos dropdowns" });
    expect(result.init?.status).toBe(502);

    const { context: healthy } = await signedInContext(t, "comercial@demo.local");
    const ok = (await loader(loaderArgs(healthy, "http://localhost/resources/supplier-lookups") as never)) as unknown as LoaderResult;
    const lookups = ok.data.lookups as { paises: { code: string }[] };
    expect(lookups.paises.some((p) => p.code === "cn")).toBe(true);
  });
});

describe.each(drivers)("supplier actions with an impossible id (%s)", (driver) => {
  let t: TestApi;
  beforeEach(async () => {
    t = await createTestApi(driver);
  });
  afterEach(async () => {
    await t.close();
  });

  it("answer 404 'Fornecedor não encontrado.', never a 500", async () => {
    const detail = await import("#app/routes/suppliers.detail.tsx");
    const documents = await import("#app/routes/suppliers.documents.tsx");
    const { context } = await signedInContext(t, "comercial@demo.local");
    for (const [action, url] of [
      [detail.action, "http://localhost/suppliers/abc"],
      [documents.action, "http://localhost/suppliers/abc/documents"],
    ] as const) {
      const form = new FormData();
      form.set("intent", "delete");
      const args = { ...loaderArgs(context, url, { id: "abc" }), request: new Request(url, { method: "POST", body: form }) };
      const thrown = (await (action as (a: never) => Promise<unknown>)(args as never).catch((e: unknown) => e)) as {
        data: unknown;
        init: ResponseInit | null;
      };
      expect(thrown.init?.status).toBe(404);
      expect(thrown.data).toBe("Fornecedor não encontrado.");
    }
  });
});
