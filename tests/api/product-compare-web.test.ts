import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { PREFERRED_SUPPLIER_NOT_QUOTING, productDetailListReplySchema } from "#contract/products/products.ts";
import { createTestApi, drivers, type TestApi } from "#tests/support/api.ts";
import { clearProducts, insertProducts, someSupplierIds } from "#tests/support/products.ts";
import { loaderArgs, signedInContext } from "#tests/support/web.ts";

type LoaderResult = { data: Record<string, unknown>; init?: ResponseInit | null };
const USER = "comercial@demo.local";

// The compare page's loader and 'Escolher', and 'Comparar todos do filtro', against the API in-process (ADR 0052):
// canonical addresses, the API's refusals shown, the preferred supplier saved with a toast.
describe.each(drivers)("comparar cotações na web (%s)", (driver) => {
  let t: TestApi;
  let ids: Record<string, number>;
  let suppliers: number[];
  beforeEach(async () => {
    t = await createTestApi(driver);
    await clearProducts(t.database.db);
    suppliers = await someSupplierIds(t.database.db, 3);
    const [s0, s1] = suppliers as [number, number];
    ids = await insertProducts(t.database.db, [
      {
        nome: "Comparar A",
        categoria: "Papelaria",
        quotes: [
          [s0, "2.00"],
          [s1, "1.50"],
        ],
      },
      { nome: "Comparar B", categoria: "Papelaria", quotes: [[s0, "3.00"]] },
    ]);
  });
  afterEach(async () => {
    await t.close();
  });

  const a = () => ids["Comparar A"] as number;
  const b = () => ids["Comparar B"] as number;

  const load = async (query: string, failing?: (path: string) => boolean) => {
    const { loader } = await import("#app/routes/products.compare.tsx");
    const { context } = await signedInContext(t, USER, failing);
    return (loader as (args: never) => Promise<unknown>)(loaderArgs(context, `http://localhost/products/compare${query}`) as never).catch(
      (e: unknown) => e,
    );
  };

  it("redirects the list's repeated ids to one canonical address, and loads the matrix there", async () => {
    const redirected = (await load(`?ids=${b()}&ids=${a()}&qtd_${a()}=&incluir_vencidas=0`)) as Response;
    expect(redirected.status).toBe(302);
    expect(redirected.headers.get("Location")).toBe(`/products/compare?ids=${b()},${a()}`);

    const result = (await load(`?ids=${b()},${a()}&qtd_${a()}=4`)) as LoaderResult;
    const view = result.data.view as { rows: { nome: string; quantidade: number }[]; columns: { nome: string }[] };
    expect(view.rows.map((row) => [row.nome, row.quantidade])).toEqual([
      ["Comparar B", 1],
      ["Comparar A", 4],
    ]);
    expect(view.columns).toHaveLength(2);
    expect(result.data.problem).toBeNull();
  });

  it("shows the API's refusal on the page with its status, and the fallback when the API is down", async () => {
    const tooMany = (await load(`?ids=${Array.from({ length: 51 }, (_, i) => i + 1).join(",")}`)) as LoaderResult;
    expect(tooMany.init?.status).toBe(400);
    expect(tooMany.data.problem).toBe("Compare no máximo 50 produtos por vez.");
    const unknown = (await load("?ids=999999")) as LoaderResult;
    expect(unknown.init?.status).toBe(404);
    expect(unknown.data.problem).toBe("Produto não encontrado (id 999999).");
    const down = (await load(`?ids=${a()}`, (path) => path === "/api/products/compare/")) as LoaderResult;
    expect(down.data.problem).toBe("Erro ao comparar produtos.");
    expect(((await load("")) as LoaderResult).data.view).toBeNull();
  });

  const choose = async (value: string, query = `?ids=${a()},${b()}&qtd_${b()}=2`) => {
    const { action } = await import("#app/routes/products.compare.tsx");
    const { context, session } = await signedInContext(t, USER);
    const form = new FormData();
    form.set("intent", "escolher");
    form.set("escolha", value);
    const url = `http://localhost/products/compare${query.replace(",", "%2C")}`;
    const args = { ...loaderArgs(context, url), request: new Request(url, { method: "POST", body: form }) };
    const outcome = (await (action as (args: never) => Promise<unknown>)(args as never).catch((e: unknown) => e)) as Response;
    return { outcome, toast: session.takeToast() };
  };
  const preferred = async (id: number) => {
    const reply = await t.request(`/api/products/?id=${id}`, { token: (await t.login(USER)).access });
    return productDetailListReplySchema.parse(await reply.json()).results[0]?.id_supplier_preferido;
  };

  it("'Escolher' saves the preferred supplier and goes back to the same comparison with a toast", async () => {
    const { outcome, toast } = await choose(`${a()}:${suppliers[1]}`);
    expect(outcome.status).toBe(302);
    expect(outcome.headers.get("Location")).toBe(`/products/compare?ids=${a()},${b()}&qtd_${b()}=2`);
    expect(toast).toMatchObject({ title: "Sucesso", description: "Fornecedor preferido definido!" });
    expect(await preferred(a())).toBe(suppliers[1]);
  });

  it("'Desmarcar' clears the preferred supplier and goes back with its own toast", async () => {
    await choose(`${a()}:${suppliers[1]}`);
    const { outcome, toast } = await choose(`${a()}:nenhum`);
    expect(outcome.status).toBe(302);
    expect(outcome.headers.get("Location")).toBe(`/products/compare?ids=${a()},${b()}&qtd_${b()}=2`);
    expect(toast).toMatchObject({ title: "Sucesso", description: "Fornecedor preferido desmarcado." });
    expect(await preferred(a())).toBeNull();
  });

  it("'Escolher' of a supplier not quoting the product, or a forged value: an 'Erro' toast, nothing saved", async () => {
    const refused = await choose(`${b()}:${suppliers[1]}`);
    expect(refused.outcome.status).toBe(302);
    expect(refused.toast).toMatchObject({ title: "Erro", description: PREFERRED_SUPPLIER_NOT_QUOTING });
    const forged = await choose("abc");
    expect(forged.toast).toMatchObject({ title: "Erro", description: "Escolha inválida: recarregue a página." });
    expect(await preferred(b())).toBeNull();
  });

  it("'Comparar todos do filtro' compares the filter's products in the list's order; an empty filter goes back", async () => {
    const { loader } = await import("#app/routes/products.compare-filter.ts");
    const { context, session } = await signedInContext(t, USER);
    const run = (query: string) =>
      (loader as (args: never) => Promise<unknown>)(loaderArgs(context, `http://localhost/products/compare/filtro${query}`) as never).catch(
        (e: unknown) => e,
      ) as Promise<Response>;
    const all = await run("?search=Comparar&order_by=nome&order_direction=desc");
    expect(all.headers.get("Location")).toBe(`/products/compare?ids=${b()},${a()}`);
    const none = await run("?search=Inexistente&view=cards");
    expect(none.headers.get("Location")).toBe("/products?search=Inexistente");
    expect(session.takeToast()).toMatchObject({ title: "Erro", description: "Nenhum produto com estes filtros para comparar." });
  });
});
