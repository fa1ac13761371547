import { type APIRequestContext, expect, type Page, type Route, test } from "@playwright/test";
import { signIn } from "./support/fixtures";
import { ProductApi } from "./support/products";
import { SourcingApi } from "./support/sourcings";
import { apiToken } from "./support/suppliers";
import { supplierListReplySchema } from "#contract/suppliers/suppliers.ts";

/**
 * On a slow link the HTML arrives seconds before the scripts (docs/benchmark.md: Slow 3G). Until they run, the page
 * must work as it does without JavaScript, although the browser has it on: this test holds every script back for
 * good (they are requested and never answered) and uses the page the way a person would in those seconds.
 * Playwright's own test, not the suite's fixture: that one waits for hydration, which never comes here.
 */
test("usable before hydration: with its scripts held back, a filter, a link and a confirmation work", async ({ page, request }) => {
  const api = new SourcingApi(request, await apiToken(request, "admin@demo.local"));
  const nome = `Antes da Hidratação ${Date.now().toString(36)}`;
  const id = await api.supplier(nome);
  await signIn(page, "admin@demo.local");

  const held: Route[] = [];
  await page.route(/\/assets\/[^?]+\.js(\?|$)/, (route) => {
    held.push(route);
  });
  await page.goto("/suppliers", { waitUntil: "commit" });
  const table = page.getByRole("table", { name: "Fornecedores" });
  await expect(table.getByRole("row").nth(1)).toBeVisible();

  // The filter: the search form submits as a plain GET.
  await page.getByPlaceholder("Buscar por nome...").fill(nome);
  await page.getByPlaceholder("Buscar por nome...").press("Enter");
  // (Polled by hand: toHaveURL with a predicate waits for the load event, which held scripts never let come.)
  await expect.poll(() => new URL(page.url()).searchParams.get("search")).toBe(nome);
  await expect(table.getByRole("link", { name: nome })).toHaveCount(1);

  // A link: the row's name leads to the supplier's page.
  await table.getByRole("link", { name: nome }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe(`/suppliers/${id}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(nome);

  // A confirmation: 'Deletar' leads to the confirmation panel, whose button deletes.
  await page.getByRole("link", { name: "Deletar", exact: true }).click();
  const panel = page.getByTestId("confirm-panel");
  await expect(panel).toContainText("Tem certeza que deseja deletar este supplier?");
  await panel.getByRole("button", { name: "Deletar" }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe("/suppliers");
  await expect(page.getByTestId("toast").last()).toContainText("Supplier deletado!");
  const left = await api.get(`/api/suppliers/?search=${encodeURIComponent(nome)}`, supplierListReplySchema);
  expect(left.results).toHaveLength(0);

  // The scripts were asked for on every page and none ran: the page was never hydrated.
  expect(held.length).toBeGreaterThan(4);
  await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
});

/**
 * Holds every script of the pages to come until the returned function releases them: the page shows and can be
 * typed in as its HTML arrives, as on a slow link, and hydrates only once released.
 */
async function holdScripts(page: Page): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let holding = true;
  await page.route(/\/assets\/[^?]+\.js(\?|$)/, (route) => {
    if (holding) held.push(route);
    else void route.continue();
  });
  return async () => {
    holding = false;
    for (const route of held.splice(0)) await route.continue();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  };
}

test.describe("what is typed before hydration is kept", () => {
  let api: SourcingApi;
  let products: ProductApi;
  const stamp = Date.now().toString(36);
  const fornecedor = `Hidratação Fornecedor ${stamp}`;
  const produto = `Hidratação Produto ${stamp}`;
  let supplierId: number;
  let sourcingId: number;
  let productId: number;
  let request: APIRequestContext;

  test.beforeAll(async ({ playwright, baseURL }) => {
    request = await playwright.request.newContext({ baseURL });
    api = new SourcingApi(request, await apiToken(request, "admin@demo.local"));
    products = await ProductApi.as(request, "admin@demo.local");
    supplierId = await api.supplier(fornecedor);
    sourcingId = await api.createSourcing({ descricao: `Hidratação ${stamp}`, id_responsavel: (await api.me()).id });
    productId = await products.ensure({ nome: produto, categoria: "Eletrônicos" });
  });

  test.afterAll(async () => {
    await api.deleteSourcing(sourcingId);
    await products.delete(productId);
    await api.deleteSupplier(supplierId);
    await request.dispose();
  });

  test("the sourcing's pickers: a name typed in 'Filtrar por nome' and in the products' search is the combobox's query", async ({
    page,
  }) => {
    await signIn(page, "admin@demo.local");
    const release = await holdScripts(page);
    await page.goto(`/sourcings/${sourcingId}`, { waitUntil: "commit" });
    await page.getByPlaceholder("Filtrar por nome").fill(fornecedor);
    const productSearch = page.locator("#buscar-produto");
    await productSearch.fill(produto);
    await release();

    const supplierBox = page.getByRole("combobox", { name: "Supplier" });
    await expect(supplierBox).toHaveValue(fornecedor);
    const productBox = page.getByRole("combobox", { name: "Produto" });
    await expect(productBox).toHaveValue(produto);
    // The person was still in the products' search: the combobox has the focus and offers what was typed.
    await expect(productBox).toBeFocused();
    await expect(page.getByRole("option", { name: produto })).toBeVisible();
    await page.keyboard.press("Escape");
    await supplierBox.click();
    await expect(page.getByRole("option", { name: fornecedor })).toBeVisible();
  });

  test("the product's picker: a name typed in 'Buscar fornecedor por nome' is the combobox's query", async ({ page }) => {
    await signIn(page, "admin@demo.local");
    const release = await holdScripts(page);
    await page.goto(`/products/${productId}`, { waitUntil: "commit" });
    await page.getByPlaceholder("Buscar fornecedor por nome").fill(fornecedor);
    await release();
    const box = page.getByRole("combobox", { name: "Supplier" });
    await expect(box).toHaveValue(fornecedor);
    await expect(box).toBeFocused();
    await expect(page.getByRole("option", { name: fornecedor })).toBeVisible();
  });

  test("a list's filters: the search typed and a box ticked before hydration stay, and the list is filtered by them", async ({ page }) => {
    await signIn(page, "admin@demo.local");
    const release = await holdScripts(page);
    await page.goto("/suppliers", { waitUntil: "commit" });
    await page.getByPlaceholder("Buscar por nome...").fill(fornecedor);
    // The search box left for a box of the panel: it is not the one in focus at hydration.
    await page.getByLabel("Não exibir blacklisted").check();
    await release();
    await expect(page.getByPlaceholder("Buscar por nome...")).toHaveValue(fornecedor);
    await expect(page.getByLabel("Não exibir blacklisted")).toBeChecked();
    await expect.poll(() => new URL(page.url()).searchParams.get("search")).toBe(fornecedor);
    expect(new URL(page.url()).searchParams.get("blacklisted")).toBe("1");
    const table = page.getByRole("table", { name: "Fornecedores" });
    await expect(table.getByRole("row")).toHaveCount(2);
    await expect(table.getByRole("link", { name: fornecedor })).toBeVisible();
  });

  test("a person chosen in the edit form's select before hydration is the listbox's choice", async ({ page }) => {
    await signIn(page, "admin@demo.local");
    const release = await holdScripts(page);
    await page.goto(`/sourcings/${sourcingId}?editar=1`, { waitUntil: "commit" });
    const select = page.getByLabel("Comercial");
    const chosen = await select.locator("option").nth(1).textContent();
    await select.selectOption({ index: 1 });
    await release();
    await expect(page.getByRole("button", { name: /Comercial/ })).toContainText(chosen ?? "?");
  });

  test("a form's fields: what is typed on the sign-in page before hydration stays", async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto("/login", { waitUntil: "commit" });
    await page.getByLabel("E-mail").fill("admin@demo.local");
    await page.getByLabel("Senha").fill("demo1234");
    await release();
    await expect(page.getByLabel("E-mail")).toHaveValue("admin@demo.local");
    await expect(page.getByLabel("Senha")).toHaveValue("demo1234");
  });
});
