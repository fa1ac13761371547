import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { exportTooLong } from "#contract/lists/list-export.ts";
import { createTestApi, drivers, type TestApi } from "#tests/support/api.ts";
import { readCsv } from "#tests/support/exported.ts";
import { loaderArgs, signedInContext } from "#tests/support/web.ts";

// The web tier's export routes (`/<list>/export.csv|xlsx`): the list's URL state becomes the API's export query,
// the file is passed on as it streams, and a refusal goes back to the list with its filters and an 'Erro' toast.
describe.each(drivers)("rotas de exportação da web (%s)", (driver) => {
  let t: TestApi;
  beforeEach(async () => {
    t = await createTestApi(driver, { exportMaxRows: 10 });
  });
  afterEach(async () => {
    await t.close();
  });

  const routes = {
    suppliers: () => import("#app/routes/suppliers.export.ts"),
    sourcings: () => import("#app/routes/sourcings.export.ts"),
    products: () => import("#app/routes/products.export.ts"),
  };

  async function load(list: keyof typeof routes, url: string) {
    const { loader } = await routes[list]();
    const { context, session } = await signedInContext(t, "comercial@demo.local");
    const outcome = await Promise.resolve(loader(loaderArgs(context, url) as never)).catch((thrown: unknown) => thrown);
    if (!(outcome instanceof Response)) throw new Error("a rota não respondeu um Response");
    return { response: outcome, toast: session.takeToast() };
  }

  it("passes the list's filters and sort on, and the file through", async () => {
    const listed = (await (
      await t.request("/api/suppliers/?pais=tr&order_by=nome&order_direction=desc&page_size=100", {
        token: (await t.login("comercial@demo.local")).access,
      })
    ).json()) as {
      results: { supplier_nome: string }[];
      pagination: { total_items: number };
    };
    expect(listed.pagination.total_items).toBeGreaterThan(1);
    expect(listed.pagination.total_items).toBeLessThanOrEqual(10);
    const { response } = await load(
      "suppliers",
      "http://localhost/suppliers/export.csv?pais=tr&order_by=nome&order_direction=desc&page=3&view=cards",
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toMatch(/^attachment; filename="fornecedores-\d{4}-\d{2}-\d{2}\.csv"$/);
    const { rows } = readCsv(new TextDecoder("utf-8", { ignoreBOM: true }).decode(await response.arrayBuffer()));
    // Every row, whatever the page in the address.
    expect(rows.slice(1).map((row) => row[0])).toEqual(listed.results.map((s) => s.supplier_nome));

    const xlsx = await load("suppliers", "http://localhost/suppliers/export.xlsx?pais=tr");
    expect(xlsx.response.headers.get("Content-Type")).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect(new Uint8Array(await xlsx.response.arrayBuffer()).slice(0, 2)).toEqual(new Uint8Array([0x50, 0x4b])); // a zip
  });

  it("over the limit: back to the list with the same filters and the API's message as an 'Erro' toast", async () => {
    for (const [list, path, query] of [
      ["suppliers", "/suppliers", "?order_by=pais"],
      ["sourcings", "/sourcings", "?sort_field=status"],
      ["products", "/products", "?order_by=cotacao&order_direction=desc"],
    ] as const) {
      const { response, toast } = await load(list, `http://localhost${path}/export.xlsx${query}&page=2`);
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe(`${path}${query}`);
      expect(toast).toEqual(expect.objectContaining({ type: "error", title: "Erro" }));
      expect(toast?.description).toMatch(/^A exportação teria \d+ linhas; o limite é 10\. Use os filtros para reduzir a lista\.$/);
    }
    expect(exportTooLong(11, 10)).toBe("A exportação teria 11 linhas; o limite é 10. Use os filtros para reduzir a lista.");
  });
});
