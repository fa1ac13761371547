import type { APIRequestContext, Page } from "@playwright/test";
import { formatMoney } from "#app/lib/format.ts";
import { supplierListReplySchema } from "#contract/suppliers/suppliers.ts";
import { apiCompare as apiCompareAs, compareCell, compareRow, matrix, quantityInput } from "./support/compare";
import { dismissToasts, expect, login, signIn, test } from "./support/fixtures";
import { holdImportParamsInEachTest } from "./support/import-params";
import { ProductApi } from "./support/product-detail";
import { expectNoSidewaysScroll, SCREENSHOT_SIZES, picture } from "./support/screenshots";
import { apiToken } from "./support/suppliers";

// ADR 0052: 'Comparar' from the product list, the comparison matrix (marks, expired quotes, quantities,
// totals, the two answers), 'Escolher' (the preferred supplier, then shown on the product and in the list) and
// 'Comparar todos do filtro', with and without JavaScript; pictures at 1440, 1280 and 375 px.
// Serial: the tests share their products, and 'Escolher' changes them.
test.describe.configure({ mode: "serial", timeout: 120_000 });
// Its cells are checked against the API's landed costs, which move with the import parameters other specs save.
holdImportParamsInEachTest();

const USER = "comparar@e2e.local";
// A run's own products (a rerun after a failure makes new ones): the list's search finds exactly these.
const RUN = `E2E Comparar ${Date.now().toString(36)}`;
const GARRAFA = `${RUN} garrafa`;
const CANECA = `${RUN} caneca`;
const PRATO = `${RUN} prato`;
const toast = (page: Page) => page.getByTestId("toast").last();

let request: APIRequestContext;
let token = "";
let api: ProductApi;
const product: Record<string, number> = {};
let suppliers: { id: number; nome: string }[] = [];

test.beforeAll(async ({ playwright, baseURL }) => {
  request = await playwright.request.newContext({ baseURL });
  token = await apiToken(request, USER);
  api = new ProductApi(request, token);
  // Suppliers abroad: one in Brazil would be a domestic purchase (price × rate), no tie with an import at the same price.
  const reply = await request.get("/api/suppliers/?page_size=3&order_by=nome&pais=cn", { headers: { Authorization: `Bearer ${token}` } });
  suppliers = supplierListReplySchema.parse(await reply.json()).results.map((s) => ({ id: s.supplier_id, nome: s.supplier_nome }));
  const [s1, s2, s3] = suppliers.map((s) => s.id) as [number, number, number];
  product[GARRAFA] = await api.createProduct({ nome: GARRAFA, categoria: "Utilidades Domésticas", cubagem: "0.1", peso: "2.5" });
  // US$ 10 twice (a tie), US$ 5 expired; lead times 30, 20 and 10 days. (US$ 5: alone in its column, the expired
  // quote pays a whole LCL freight, while the others share theirs with Caneca's; it still lands cheapest.)
  await api.saveQuotes(product[GARRAFA], [
    { id: s1, cotacao: "10", valida_ate: "2099-12-31", lead_time_dias: 30 },
    { id: s2, cotacao: "10", lead_time_dias: 20 },
    { id: s3, cotacao: "5", valida_ate: "2020-01-01", lead_time_dias: 10 },
  ]);
  product[CANECA] = await api.createProduct({
    nome: CANECA,
    categoria: "Utilidades Domésticas",
    peso: "0.4",
    quotes: [
      [s1, "3"],
      [s2, "2.5"],
    ],
  });
  product[PRATO] = await api.createProduct({
    nome: PRATO,
    categoria: "Utilidades Domésticas",
    peso: "0.8",
    quotes: [
      [s1, "4"],
      [s3, "3.5"],
    ],
  });
});

test.afterAll(async () => {
  for (const id of Object.values(product)) await api.deleteProduct(id);
  await request.dispose();
});

const ids = (...names: string[]) => names.map((name) => product[name]).join(",");
const supplier = (i: number) => suppliers[i] as { id: number; nome: string };

/** The API's comparison for the same query the page shows. */
const apiCompare = (query: string) => apiCompareAs(request, token, query);
const row = compareRow;
const cell = compareCell;
const quantity = quantityInput;
/** The address is the compare page with exactly this query (a form writes ',' as '%2C': the same address). */
const expectCompareQuery = (page: Page, query: string) =>
  expect(page).toHaveURL((url) => url.pathname === "/products/compare" && decodeURIComponent(url.search) === `?${query}`);

test.describe("com JavaScript", () => {
  test("from the list's checkboxes to the matrix: marks, expired quotes, quantities, totals and the two answers", async ({ page }) => {
    await signIn(page, USER);
    await page.goto(`/products?search=${encodeURIComponent(RUN)}`);
    const table = page.getByRole("table", { name: "Produtos" });
    await expect(table.getByRole("row")).toHaveCount(4);
    await table.getByRole("checkbox", { name: `Comparar ${GARRAFA}` }).check();
    await table.getByRole("checkbox", { name: `Comparar ${CANECA}` }).check();
    await page.getByTestId("compare-selected").click();
    // The list's ids, in the list's order (by name), as one comma-separated parameter.
    await expect(page).toHaveURL(new RegExp(`/products/compare\\?ids=${ids(CANECA, GARRAFA)}$`));
    await expect(page.getByRole("heading", { name: "Comparar cotações", level: 1 })).toBeVisible();

    await expect(matrix(page).getByRole("columnheader")).toHaveText(["Produto", ...suppliers.map((s) => s.nome)]);
    await expect(matrix(page).getByTestId("compare-row")).toHaveCount(2);
    const reply = await apiCompare(`ids=${ids(CANECA, GARRAFA)}`);
    const apiCell = (name: string, supplierId: number) =>
      reply.celulas.find((c) => c.product_id === product[name] && c.supplier_id === supplierId);

    // Garrafa: US$ 10 at s1 and s2 tie for the lowest landed cost; s2 is the fastest; s3's cheaper quote is expired.
    const g1 = await cell(page, GARRAFA, supplier(0).nome);
    await expect(g1.getByTestId("cell-usd")).toHaveText(formatMoney(10, "USD"));
    await expect(g1.getByTestId("cell-brl")).toHaveText(formatMoney(apiCell(GARRAFA, supplier(0).id)?.cotacao_brl ?? 0, "BRL"));
    await expect(g1.getByTestId("cell-custo")).toHaveText(formatMoney(apiCell(GARRAFA, supplier(0).id)?.custo_posto_brl ?? 0, "BRL"));
    await expect(g1.getByTestId("cell-prazo")).toHaveText("30 dias");
    await expect(g1.getByTestId("quote-validity")).toHaveText("Válida até 31/12/2099");
    await expect(g1.getByTestId("mark-melhor")).toHaveText("Menor custo posto");
    await expect(g1.getByTestId("mark-mais-rapido")).toHaveCount(0);
    const g2 = await cell(page, GARRAFA, supplier(1).nome);
    await expect(g2.getByTestId("mark-melhor")).toBeVisible();
    await expect(g2.getByTestId("mark-mais-rapido")).toHaveText("Mais rápido");
    const g3 = await cell(page, GARRAFA, supplier(2).nome);
    await expect(g3.getByTestId("compare-cell")).toHaveAttribute("data-vencida", "true");
    await expect(g3.getByTestId("quote-validity")).toHaveText("Vencida");
    await expect(g3.getByTestId("mark-melhor")).toHaveCount(0);
    // Caneca has no quote from s3.
    await expect(await cell(page, CANECA, supplier(2).nome)).toHaveText("—Sem cotação");

    // Quantities: totals per supplier and the two answers, as the API computes them.
    await quantity(page, GARRAFA).fill("7");
    await quantity(page, CANECA).fill("120");
    await page.getByRole("button", { name: "Atualizar comparação" }).click();
    const query = `ids=${ids(CANECA, GARRAFA)}&qtd_${product[CANECA]}=120&qtd_${product[GARRAFA]}=7`;
    await expectCompareQuery(page, query);
    const withQuantities = await apiCompare(query);
    const best = suppliers.find((s) => s.id === withQuantities.melhor_unico);
    expect(best?.nome).toBe(supplier(1).nome);
    const bestTotal = withQuantities.totais.find((t) => t.supplier_id === best?.id)?.total_brl ?? 0;
    await expect(page.getByTestId("melhor-unico")).toContainText(`${supplier(1).nome}: ${formatMoney(bestTotal, "BRL")}`);
    await expect(page.getByTestId("melhor-por-item")).toContainText(formatMoney(withQuantities.melhor_por_item_brl, "BRL"));
    await expect(page.getByTestId("compare-total")).toHaveText(
      suppliers.map((s) => {
        const total = withQuantities.totais.find((t) => t.supplier_id === s.id);
        return new RegExp(`^${formatMoney(total?.total_brl ?? 0, "BRL").replace("$", "\\$")}${total?.completo ? "" : "incompleto"}`);
      }),
    );
    await expect(quantity(page, GARRAFA)).toHaveValue("7");

    // 'Incluir vencidas': the expired US$ 5 becomes the lowest landed cost and the fastest.
    await page.getByLabel("Incluir vencidas").check();
    await page.getByRole("button", { name: "Atualizar comparação" }).click();
    await expect(page).toHaveURL(/incluir_vencidas=1/);
    const g3Included = await cell(page, GARRAFA, supplier(2).nome);
    await expect(g3Included.getByTestId("mark-melhor")).toBeVisible();
    await expect(g3Included.getByTestId("mark-mais-rapido")).toBeVisible();
    await expect((await cell(page, GARRAFA, supplier(0).nome)).getByTestId("mark-melhor")).toHaveCount(0);
  });

  test("'Escolher' sets the preferred supplier: back to the same comparison, then on the product page and in the list", async ({
    page,
  }) => {
    await login(page, USER);
    const address = `/products/compare?ids=${ids(GARRAFA, PRATO)}&qtd_${product[PRATO]}=3`;
    await page.goto(address);
    const choose = page.getByRole("button", { name: `Escolher ${supplier(1).nome} como fornecedor preferido de ${GARRAFA}` });
    await choose.click();
    await expect(toast(page)).toContainText("Fornecedor preferido definido!");
    await expect(page).toHaveURL(new RegExp(`${address.replace("?", "\\?")}$`));
    await expect((await cell(page, GARRAFA, supplier(1).nome)).getByTestId("preferido")).toHaveText("Preferido");
    await expect(choose).toHaveCount(0);
    await expect(quantity(page, PRATO)).toHaveValue("3");

    await page.goto(`/products/${product[GARRAFA]}`);
    const preferred = page.getByTestId("product-supplier").filter({ has: page.getByTestId("supplier-preferido") });
    await expect(preferred).toHaveCount(1);
    await expect(preferred.getByRole("link", { name: supplier(1).nome, exact: true })).toBeVisible();

    await page.goto(`/products?search=${encodeURIComponent(GARRAFA)}`);
    await expect(page.getByTestId("row-preferido")).toHaveText(`Preferido: ${supplier(1).nome}`);

    // The product page's star clears the choice, and sets another one.
    await page.goto(`/products/${product[GARRAFA]}`);
    await page.getByRole("button", { name: `Desmarcar ${supplier(1).nome} como fornecedor preferido` }).click();
    await expect(toast(page)).toContainText("Fornecedor preferido desmarcado.");
    await expect(page.getByTestId("supplier-preferido")).toHaveCount(0);
    await dismissToasts(page);
    await page.getByRole("button", { name: `Marcar ${supplier(0).nome} como fornecedor preferido` }).click();
    await expect(toast(page)).toContainText("Fornecedor preferido definido!");
    await expect(preferred.getByRole("link", { name: supplier(0).nome, exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: `Desmarcar ${supplier(0).nome} como fornecedor preferido` })).toBeVisible();
  });

  test("an empty comparison says how to start; more than 50 products is refused with the API's message", async ({ page }) => {
    await signIn(page, USER);
    await page.goto("/products/compare");
    await expect(page.getByTestId("compare-empty")).toContainText("Nenhum produto para comparar.");
    await page.goto(`/products/compare?ids=${Array.from({ length: 51 }, (_, i) => i + 1).join(",")}`);
    await expect(page.getByTestId("compare-problem")).toContainText("Compare no máximo 50 produtos por vez.");
    await page.goto("/products/compare?ids=2147483000");
    await expect(page.getByTestId("compare-problem")).toContainText("Produto não encontrado (id 2147483000).");
  });
});

test.describe("sem JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the list's checkboxes, the GET form, 'Comparar todos do filtro' and 'Escolher' all work as plain forms and links", async ({
    page,
  }) => {
    await signIn(page, USER);
    await page.goto(`/products?search=${encodeURIComponent(RUN)}`);
    const table = page.getByRole("table", { name: "Produtos" });
    await table.getByRole("checkbox", { name: `Comparar ${PRATO}` }).check();
    await table.getByRole("checkbox", { name: `Comparar ${GARRAFA}` }).check();
    await page.getByTestId("compare-selected").click();
    // The browser sends `ids` once per box; the page answers at its one address.
    await expect(page).toHaveURL(new RegExp(`/products/compare\\?ids=${ids(GARRAFA, PRATO)}$`));
    await expect(matrix(page).getByTestId("compare-row")).toHaveCount(2);

    await quantity(page, PRATO).fill("4");
    await page.getByLabel("Incluir vencidas").check();
    await page.getByRole("button", { name: "Atualizar comparação" }).click();
    await expectCompareQuery(page, `ids=${ids(GARRAFA, PRATO)}&incluir_vencidas=1&qtd_${product[PRATO]}=4`);
    await expect(page.getByLabel("Incluir vencidas")).toBeChecked();
    await expect((await cell(page, GARRAFA, supplier(2).nome)).getByTestId("mark-melhor")).toBeVisible();

    await page.getByRole("button", { name: `Escolher ${supplier(2).nome} como fornecedor preferido de ${PRATO}` }).click();
    await expectCompareQuery(page, `ids=${ids(GARRAFA, PRATO)}&incluir_vencidas=1&qtd_${product[PRATO]}=4`);
    await expect(toast(page)).toContainText("Fornecedor preferido definido!");
    await expect((await cell(page, PRATO, supplier(2).nome)).getByTestId("preferido")).toBeVisible();
    await page.getByRole("button", { name: `Desmarcar ${supplier(2).nome} como fornecedor preferido de ${PRATO}` }).click();
    await expectCompareQuery(page, `ids=${ids(GARRAFA, PRATO)}&incluir_vencidas=1&qtd_${product[PRATO]}=4`);
    await expect(toast(page)).toContainText("Fornecedor preferido desmarcado.");
    await expect((await cell(page, PRATO, supplier(2).nome)).getByTestId("preferido")).toHaveCount(0);

    // The product page's star, as a plain form.
    await page.goto(`/products/${product[PRATO]}`);
    await page.getByRole("button", { name: `Marcar ${supplier(2).nome} como fornecedor preferido` }).click();
    await expect(page).toHaveURL(new RegExp(`/products/${product[PRATO]}$`));
    await expect(toast(page)).toContainText("Fornecedor preferido definido!");
    await expect(page.getByTestId("supplier-preferido")).toHaveCount(1);

    // The cards view has the same boxes, in each card's corner.
    await page.goto(`/products?search=${encodeURIComponent(RUN)}&view=cards`);
    const cards = page.getByRole("list", { name: "Produtos" });
    await cards.getByRole("checkbox", { name: `Comparar ${CANECA}` }).check();
    await cards.getByRole("checkbox", { name: `Comparar ${PRATO}` }).check();
    await page.getByTestId("compare-selected").click();
    await expect(page).toHaveURL(new RegExp(`/products/compare\\?ids=${ids(CANECA, PRATO)}$`));

    // 'Comparar todos do filtro': the filter's products, in the list's order.
    await page.goto(`/products?search=${encodeURIComponent(RUN)}&order_by=nome&order_direction=desc`);
    await page.getByTestId("compare-filter").click();
    await expect(page).toHaveURL(new RegExp(`/products/compare\\?ids=${ids(PRATO, GARRAFA, CANECA)}$`));
    await expect(matrix(page).getByRole("rowheader")).toHaveText(
      [PRATO, GARRAFA, CANECA].map((name) => new RegExp(`^${name}`)).concat([/^Embarque/, /^Total/]),
    );
  });
});

for (const { width, height, suffix } of SCREENSHOT_SIZES) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height } });

    test(`screenshots: the comparison${suffix}; only the matrix scrolls sideways`, async ({ page }) => {
      await signIn(page, USER);
      await page.goto(`/products/compare?ids=${ids(GARRAFA, CANECA, PRATO)}&qtd_${product[GARRAFA]}=10&qtd_${product[CANECA]}=200`);
      await expect(matrix(page)).toBeVisible();
      await expect(page.getByTestId("melhor-por-item")).toBeVisible();
      // At 375 px the matrix is wider than the screen and scrolls in its own box; the page never does.
      await expectNoSidewaysScroll(page, { except: ["Matriz de comparação"] });
      await picture(page, `products-compare${suffix}`);
      // The product column stays in view when the matrix is scrolled to its end.
      await matrix(page).evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
      await expect(row(page, GARRAFA).getByRole("rowheader")).toBeInViewport();
      await picture(page, `products-compare-scrolled${suffix}`);

      await page.goto(`/products?search=${encodeURIComponent(RUN)}`);
      await expect(page.getByRole("table", { name: "Produtos" })).toBeVisible();
      await picture(page, `products-list-compare${suffix}`);
    });
  });
}
