import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestApi, drivers, type TestApi } from "#tests/support/api.ts";
import { loaderArgs, signedInContext } from "#tests/support/web.ts";

type LoaderResult = { data: Record<string, unknown>; init?: ResponseInit | null };

const CATEGORIES = "/api/products/categorias/";
const LIST = "/api/products/";

// The product list and 'Novo Produto' when a call to the API fails: specification §8's messages, never a crash.
describe.each(drivers)("product list loader (%s)", (driver) => {
  let t: TestApi;
  beforeEach(async () => {
    t = await createTestApi(driver);
  });
  afterEach(async () => {
    await t.close();
  });

  const load = async (url: string, failing?: (path: string) => boolean) => {
    const { loader } = await import("#app/routes/products.tsx");
    const { context } = await signedInContext(t, "comercial@demo.local", failing);
    return (await loader(loaderArgs(context, url) as never)) as unknown as LoaderResult;
  };

  it("loads the rows (only what the list shows) and the categories", async () => {
    const result = await load("http://localhost/products");
    const products = result.data.products as Record<string, unknown>[];
    expect(products.length).toBeGreaterThan(0);
    expect(Object.keys(products[0] ?? {}).sort()).toEqual([
      "cotacao_max",
      "cotacao_min",
      "cotado",
      "descricao",
      "id",
      "nome",
      "nome_categoria",
      "preferido",
    ]);
    expect((result.data.categorias as unknown[]).length).toBeGreaterThan(0);
    expect(result.data.listFailed).toBe(false);
    expect(result.data.toasts).toEqual([]);
  });

  it("failed categories: 'Falha ao carregar categorias' and the list emptied", async () => {
    const result = await load("http://localhost/products", (path) => path === CATEGORIES);
    expect(result.data.products).toEqual([]);
    expect(result.data.pagination).toBeNull();
    expect(result.data.listFailed).toBe(true);
    expect(result.data.categorias).toEqual([]);
    expect(result.data.toasts).toEqual([expect.objectContaining({ title: "Erro", description: "Falha ao carregar categorias" })]);
  });

  it("failed list: 'Erro ao carregar produtos', the categories still there", async () => {
    const result = await load("http://localhost/products", (path) => path === LIST);
    expect(result.data.products).toEqual([]);
    expect(result.data.listFailed).toBe(true);
    expect((result.data.categorias as unknown[]).length).toBeGreaterThan(0);
    expect(result.data.toasts).toEqual([expect.objectContaining({ title: "Erro", description: "Erro ao carregar produtos" })]);
  });

  it("redirects to the canonical URL (a reversed range put right), and a page past the end to the last page", async () => {
    const canonical = (await load("http://localhost/products?cotacao_max=1,5&cotacao_min=20&view=list&page=1&search=").catch(
      (e: unknown) => e,
    )) as Response;
    expect(canonical.status).toBe(302);
    expect(canonical.headers.get("Location")).toBe("/products?cotacao_min=1.5&cotacao_max=20");

    const past = (await load("http://localhost/products?search=a&page=40").catch((e: unknown) => e)) as Response;
    expect(past.status).toBe(302);
    expect(past.headers.get("Location")).toBe("/products?search=a");
  });

  it("the dialog's dropdowns: 'Falha ao carregar dados dos dropdowns' when the categories fail", async () => {
    const { loader } = await import("#app/routes/resources.product-lookups.tsx");
    const { context } = await signedInContext(t, "comercial@demo.local", (path) => path === CATEGORIES);
    const result = (await loader(loaderArgs(context, "http://localhost/resources/product-lookups") as never)) as unknown as LoaderResult;
    expect(result.data).toEqual({ lookups: null, error: "Falha ao carregar dados dos dropdowns" });
  });
});

describe.each(drivers)("'Novo Produto' action (%s)", (driver) => {
  let t: TestApi;
  beforeEach(async () => {
    t = await createTestApi(driver);
  });
  afterEach(async () => {
    await t.close();
  });

  const post = async (fields: Record<string, string>, failing?: (path: string) => boolean) => {
    const { action } = await import("#app/routes/products.new.tsx");
    const { context, session } = await signedInContext(t, "comercial@demo.local", failing);
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    const url = "http://localhost/products/new";
    const args = { ...loaderArgs(context, url), request: new Request(url, { method: "POST", body: form }) };
    const outcome = await (action as (a: never) => Promise<unknown>)(args as never).catch((e: unknown) => e);
    return { outcome, toast: session.takeToast() };
  };

  const categoryId = async () => {
    const response = await t.request(CATEGORIES, { token: (await t.login("comercial@demo.local")).access });
    const list = (await response.json()) as { id: number; nome: string }[];
    return String(list[0]?.id);
  };

  it("success opens the new product with 'Produto criado com sucesso!'", async () => {
    const { outcome, toast } = await post({ nome: "Produto da ação", id_categoria: await categoryId(), unidade_medida: "caixa" });
    expect(outcome).toBeInstanceOf(Response);
    const response = outcome as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toMatch(/^\/products\/\d+$/);
    expect(toast).toMatchObject({ title: "Sucesso", description: "Produto criado com sucesso!" });
  });

  it("opened on the list: no redirect, the new product's id and name in the reply", async () => {
    const { outcome, toast } = await post({
      nome: " Fica na lista ",
      id_categoria: await categoryId(),
      unidade_medida: "peça",
      stay: "list",
    });
    const result = outcome as LoaderResult;
    expect(result.data.saved).toEqual({ id: expect.any(Number), nome: "Fica na lista" });
    expect(toast).toMatchObject({ title: "Sucesso", description: "Produto criado com sucesso!" });
  });

  it("the API down: 'Falha ao criar produto.', the form re-rendered with what was typed", async () => {
    const { outcome, toast } = await post(
      { nome: "Não chega", descricao: "Texto", id_categoria: await categoryId(), unidade_medida: "peça", stay: "list" },
      (path) => path === "/api/products/post/",
    );
    const result = outcome as LoaderResult & { data: { result: { initialValue: Record<string, unknown> }; saved?: unknown } };
    expect(result.init?.status).toBe(502);
    expect(result.data.saved).toBeUndefined();
    expect(result.data.result.initialValue).toMatchObject({ nome: "Não chega", descricao: "Texto", unidade_medida: "peça" });
    expect(toast).toMatchObject({ title: "Erro", description: "Falha ao criar produto." });
  });

  it("invalid input: 400 with the spec's message, nothing sent", async () => {
    const { outcome, toast } = await post({ nome: "", id_categoria: "", unidade_medida: "" });
    const result = outcome as LoaderResult & { data: { result: { error: Record<string, string[]> } } };
    expect(result.init?.status).toBe(400);
    expect(result.data.result.error.nome).toEqual(["Preencha o nome (até 255 caracteres), selecione categoria e unidade de medida."]);
    expect(toast).toBeNull();
  });
});

// The product detail when a call to the API fails: specification §8's product messages, never a crash.
describe.each(drivers)("product detail failures (%s)", (driver) => {
  let t: TestApi;
  let productId: number;
  beforeEach(async () => {
    t = await createTestApi(driver);
    const response = await t.request(`${LIST}?page_size=1`, { token: (await t.login("comercial@demo.local")).access });
    productId = ((await response.json()) as { results: { id: number }[] }).results[0]?.id ?? 0;
  });
  afterEach(async () => {
    await t.close();
  });

  const url = () => `http://localhost/products/${productId}`;

  it("the product cannot be read: the error page says 'Falha ao carregar dados do produto.'", async () => {
    const { loader } = await import("#app/routes/products.detail.tsx");
    const { context } = await signedInContext(t, "comercial@demo.local", (path) => path === LIST);
    const thrown = (await (loader as (a: never) => Promise<unknown>)(loaderArgs(context, url(), { id: String(productId) }) as never).catch(
      (e: unknown) => e,
    )) as LoaderResult;
    expect(thrown.data).toBe("Falha ao carregar dados do produto.");
    expect(thrown.init?.status).toBe(502);
  });

  const act = async (fields: Record<string, string>, failing: string) => {
    const { action } = await import("#app/routes/products.detail.tsx");
    const { context, session } = await signedInContext(t, "comercial@demo.local", (path) => path === failing);
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    const args = { ...loaderArgs(context, url(), { id: String(productId) }), request: new Request(url(), { method: "POST", body: form }) };
    await (action as (a: never) => Promise<unknown>)(args as never).catch((e: unknown) => e);
    return session.takeToast();
  };

  it("a save the API refuses: 'Falha ao atualizar produto.'", async () => {
    const categories = await t.request(CATEGORIES, { token: (await t.login("comercial@demo.local")).access });
    const id_categoria = String(((await categories.json()) as { id: number }[])[0]?.id);
    const toast = await act(
      { intent: "update", nome: "Não chega", id_categoria, unidade_medida: "peça", cubagem: "0", peso: "0" },
      "/api/products/alter/",
    );
    expect(toast).toMatchObject({ title: "Erro", description: "Falha ao atualizar produto." });
  });

  it("a delete the API refuses: 'Falha ao deletar produto.'", async () => {
    const toast = await act({ intent: "delete" }, "/api/products/delete/");
    expect(toast).toMatchObject({ title: "Erro", description: "Falha ao deletar produto." });
  });

  it("an image upload the API refuses: 'Falha ao enviar imagem.'", async () => {
    const { action } = await import("#app/routes/products.image-upload.tsx");
    const { context } = await signedInContext(t, "comercial@demo.local", (path) => path === "/files/products/images/upload/");
    const form = new FormData();
    form.set("product_id", String(productId));
    form.set("overwrite", "true");
    form.set("file", new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], { type: "image/png" }), "foto.png");
    const body = new Request("http://localhost/", { method: "POST", body: form });
    const request = new Request(`${url()}/image/upload`, {
      method: "POST",
      headers: { "Content-Type": body.headers.get("content-type") ?? "", Accept: "application/json" },
      body: await body.arrayBuffer(),
    });
    const result = (await (action as (a: never) => Promise<unknown>)({
      ...loaderArgs(context, url(), { id: String(productId) }),
      request,
    } as never)) as LoaderResult;
    expect(result.data).toEqual({ ok: false, message: "Falha ao enviar imagem." });
    expect(result.init?.status).toBe(502);
  });
});
