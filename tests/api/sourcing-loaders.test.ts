import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestApi, drivers, type TestApi } from "#tests/support/api.ts";
import { freshSourcings } from "#tests/support/sourcings.ts";
import { loaderArgs, signedInContext } from "#tests/support/web.ts";

type LoaderResult = { data: Record<string, unknown>; init?: ResponseInit | null };

const isLookup = (path: string) => path === "/api/sourcings/categorias/" || /^\/auth\/users\/team\/[23]\/$/.test(path);

// The sourcing list when a call to the API fails: specification §8's toast, an empty state that says so, never a crash.
describe.each(drivers)("sourcing list loader (%s)", (driver) => {
  let t: TestApi;
  beforeEach(async () => {
    t = await createTestApi(driver);
  });
  afterEach(async () => {
    await t.close();
  });

  const load = async (url: string, failing?: (path: string) => boolean) => {
    const { loader } = await import("#app/routes/sourcings.tsx");
    const { context } = await signedInContext(t, "comercial@demo.local", failing);
    return (await loader(loaderArgs(context, url) as never)) as unknown as LoaderResult;
  };

  it("loads the list and the three dropdowns", async () => {
    const result = await load("http://localhost/sourcings");
    expect((result.data.sourcings as unknown[]).length).toBeGreaterThan(0);
    expect(result.data.listFailed).toBe(false);
    const lookups = result.data.lookups as { categorias: unknown[]; responsaveis: unknown[]; comerciais: unknown[] };
    expect(lookups.categorias.length).toBeGreaterThan(0);
    expect(lookups.responsaveis.length).toBeGreaterThan(0);
    expect(lookups.comerciais.length).toBeGreaterThan(0);
    expect(result.data.toasts).toEqual([]);
  });

  it("sends only what the view renders: the columns, plus supplier names and files on the cards", async () => {
    const list = (await load("http://localhost/sourcings")).data.sourcings as Record<string, unknown>[];
    expect(Object.keys(list[0] ?? {}).sort()).toEqual(
      [
        "sourcing_atrasado",
        "sourcing_descricao",
        "sourcing_dt_adicionado",
        "sourcing_dt_estimado",
        "sourcing_dt_finalizado",
        "sourcing_dt_inicio",
        "sourcing_id",
        "sourcing_nome_categoria",
        "sourcing_nome_comercial",
        "sourcing_nome_responsavel",
        "sourcing_pendente_hoje",
        "sourcing_status",
      ].sort(),
    );
    const cards = (await load("http://localhost/sourcings?view=cards")).data.sourcings as {
      suppliers: Record<string, unknown>[];
      sourcing_files: unknown[];
    }[];
    const withSuppliers = cards.find((card) => card.suppliers.length > 0);
    expect(Object.keys(withSuppliers?.suppliers[0] ?? {}).sort()).toEqual(["id_supplier", "nome_supplier"]);
    expect(cards.every((card) => Array.isArray(card.sourcing_files))).toBe(true);
  });

  it("failed list: 'Falha ao carregar sourcings' and an empty list marked as failed", async () => {
    const result = await load("http://localhost/sourcings", (path) => path === "/api/sourcings/");
    expect(result.data.sourcings).toEqual([]);
    expect(result.data.pagination).toBeNull();
    expect(result.data.listFailed).toBe(true);
    expect(result.data.toasts).toEqual([expect.objectContaining({ title: "Erro", description: "Falha ao carregar sourcings" })]);
  });

  it("failed dropdowns: 'Erro ao carregar categorias' and 'Erro ao carregar filtros', the list still shows", async () => {
    const result = await load("http://localhost/sourcings", isLookup);
    expect(result.data.lookups).toEqual({ categorias: [], responsaveis: [], comerciais: [] });
    expect((result.data.sourcings as unknown[]).length).toBeGreaterThan(0);
    expect(result.data.toasts).toEqual([
      expect.objectContaining({ title: "Erro", description: "Erro ao carregar categorias" }),
      expect.objectContaining({ title: "Erro", description: "Erro ao carregar filtros" }),
    ]);
  });

  it("failed categories alone: 'Erro ao carregar categorias', the people still filter", async () => {
    const result = await load("http://localhost/sourcings", (path) => path === "/api/sourcings/categorias/");
    const lookups = result.data.lookups as { categorias: unknown[]; responsaveis: unknown[] };
    expect(lookups.categorias).toEqual([]);
    expect(lookups.responsaveis.length).toBeGreaterThan(0);
    expect(result.data.toasts).toEqual([expect.objectContaining({ title: "Erro", description: "Erro ao carregar categorias" })]);
  });

  it("redirects to the canonical URL, and a page past the end to the last page", async () => {
    const canonical = (await load("http://localhost/sourcings?atrasado=1&hoje=1&view=list&page=1&search=").catch(
      (e: unknown) => e,
    )) as Response;
    expect(canonical.status).toBe(302);
    expect(canonical.headers.get("Location")).toBe("/sourcings?atrasado=1");

    const past = (await load("http://localhost/sourcings?search=a&page=40").catch((e: unknown) => e)) as Response;
    expect(past.status).toBe(302);
    expect(past.headers.get("Location")).toBe("/sourcings?search=a");
  });
});

// A file's download asks for a fresh signed link at the click: the file, or back to the panel with specification §8's message.
describe.each(drivers)("sourcing file download (%s)", (driver) => {
  let t: TestApi;
  let sourcingId: number;
  beforeEach(async () => {
    t = await createTestApi(driver);
    const token = (await t.login("sourcing@demo.local")).access;
    [sourcingId] = await freshSourcings(t.database.db);
    const form = new FormData();
    form.append("file", new Blob(["conteúdo da proposta"], { type: "text/plain" }), "proposta final.txt");
    form.append("sourcing_id", String(sourcingId));
    form.append("file_action", "create");
    expect((await t.request("/files/sourcings/upload/", { method: "POST", body: form, token })).status).toBe(201);
  });
  afterEach(async () => {
    await t.close();
  });

  const download = async (filename: string, failing?: (path: string) => boolean) => {
    const { loader } = await import("#app/routes/sourcings.files.tsx");
    const { context, session } = await signedInContext(t, "comercial@demo.local", failing);
    const url = `http://localhost/sourcings/${sourcingId}/files?${new URLSearchParams({ baixar: filename })}`;
    const thrown = await (loader as (a: never) => Promise<unknown>)(loaderArgs(context, url, { id: String(sourcingId) }) as never).catch(
      (e: unknown) => e,
    );
    expect(thrown).toBeInstanceOf(Response);
    return { location: (thrown as Response).headers.get("Location") ?? "", toast: session.takeToast() };
  };

  it("goes to a fresh signed link that serves the file", async () => {
    const { location, toast } = await download("proposta final.txt");
    expect(location).toMatch(/^\/files\/blob\/\?/);
    expect(toast).toBeNull();
    const file = await t.request(location);
    expect(file.status).toBe(200);
    expect(await file.text()).toBe("conteúdo da proposta");
  });

  it("a file that is gone: back to the panel with 'Arquivo não encontrado.'", async () => {
    const { location, toast } = await download("outro.pdf");
    expect(location).toBe(`/sourcings/${sourcingId}#arquivos`);
    expect(toast).toMatchObject({ title: "Erro", description: "Arquivo não encontrado." });
  });

  it("the API cannot list the files: 'Falha ao obter URL de download.'", async () => {
    const { location, toast } = await download("proposta final.txt", (path) => path === "/files/sourcings/get/");
    expect(location).toBe(`/sourcings/${sourcingId}#arquivos`);
    expect(toast).toMatchObject({ title: "Erro", description: "Falha ao obter URL de download." });
  });
});
