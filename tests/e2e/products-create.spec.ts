import { atEachWidth } from "./support/screenshots";
import type { Locator, Page } from "@playwright/test";
import { PRODUCT_CREATE_MESSAGE } from "#contract/products/products.ts";
import { expect, login, signIn, test } from "./support/fixtures";
import { ProductApi } from "./support/products";

const USER = "novo-produto@e2e.local";
/** The toast with that text (a page may show toasts of its own). */
const toastWith = (page: Page, text: string) => page.getByTestId("toast").filter({ hasText: text });
const table = (page: Page) => page.getByRole("table", { name: "Produtos" });
// 31 products for a second page, apart from the list spec's own data (the files run side by side).
const TAMARINDO = Array.from({ length: 31 }, (_, i) => `Tamarindo ${String(i + 1).padStart(2, "0")}`);
const created: string[] = [];

async function openDialog(page: Page) {
  await page.getByTestId("sidebar").getByRole("link", { name: "Novo Produto" }).click();
  const dialog = page.getByRole("dialog", { name: "Novo Produto" });
  await expect(dialog.getByLabel("Categoria").getByRole("option", { name: "Brinquedos" })).toBeAttached(); // dropdowns loaded
  return dialog;
}

async function fill(dialog: Locator, values: { nome: string; descricao?: string; categoria: string; unidade: string }) {
  await dialog.getByLabel("Nome").fill(values.nome);
  if (values.descricao !== undefined) await dialog.getByLabel("Descrição (opcional)").fill(values.descricao);
  await dialog.getByLabel("Categoria").selectOption({ label: values.categoria });
  await dialog.getByLabel("Unidade de medida").selectOption({ label: values.unidade });
}

const idFromUrl = (page: Page) => Number(/\/products\/(\d+)$/.exec(new URL(page.url()).pathname)?.[1] ?? "0");

test.describe.configure({ timeout: 120_000 });

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  const api = await ProductApi.as(request, USER);
  for (const nome of TAMARINDO) await api.ensure({ nome, categoria: "Papelaria" });
});

test.afterAll(async ({ request }) => {
  const api = await ProductApi.as(request, USER);
  for (const nome of created) await api.deleteNamed(nome);
});

test.describe("Novo Produto", () => {
  test("the dialog: categories, the two units, the spec's message, 'Salvando...'; elsewhere success opens the product", async ({
    page,
    request,
  }) => {
    const nome = "Apito de bambu E2E";
    created.push(nome);
    await login(page, USER);
    const dialog = await openDialog(page);
    await expect(page).toHaveURL(/\/suppliers$/); // a dialog, not the /products/new page
    await expect(dialog.getByLabel("Unidade de medida").getByRole("option")).toHaveText(["Selecione...", "peça", "caixa"]);
    await expect(dialog.getByLabel("Nome")).toHaveAttribute("maxlength", "255");

    await dialog.getByRole("button", { name: "Salvar" }).click();
    await expect(dialog.getByTestId("create-form-error")).toHaveText(PRODUCT_CREATE_MESSAGE);
    await expect(dialog.getByText("Selecione a categoria do produto.")).toBeVisible();
    await atEachWidth(page, "product-new-dialog", { fullPage: false });
    await dialog.getByLabel("Nome").fill(nome);
    await dialog.getByLabel("Categoria").selectOption({ label: "Brinquedos" });
    await expect(dialog.getByTestId("create-form-error")).toHaveText(PRODUCT_CREATE_MESSAGE); // still no unit
    await dialog.getByLabel("Unidade de medida").selectOption({ label: "caixa" });
    await expect(dialog.getByTestId("create-form-error")).toHaveText("");

    await page.route("**/products/new.data*", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue();
    });
    await dialog.getByRole("button", { name: "Salvar" }).click();
    await expect(dialog.getByRole("button", { name: "Salvando..." })).toBeDisabled();
    await expect(toastWith(page, "Produto criado com sucesso!")).toHaveAttribute("data-variant", "default");
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/products\/\d+$/);

    const product = await (await ProductApi.as(request, USER)).find(nome);
    expect(product).toMatchObject({ id: idFromUrl(page), nome, descricao: "", nome_categoria: "Brinquedos", unidade_medida: "caixa" });
  });

  test("on the list: the dialog closes, the list goes back to page 1 and shows the new product (refreshProducts)", async ({ page }) => {
    const nome = "Tamarindo 00 recém-criado";
    created.push(nome);
    await signIn(page, USER);
    await page.goto("/products?search=Tamarindo&page=2");
    await expect(table(page).getByRole("row")).toHaveCount(2);
    const events = page.evaluate(
      () => new Promise<number>((resolve) => window.addEventListener("refreshProducts", () => resolve(Date.now()), { once: true })),
    );
    const dialog = await openDialog(page);
    await fill(dialog, { nome, descricao: "Doce de tamarindo em caixa de 12.", categoria: "Papelaria", unidade: "peça" });
    await dialog.getByRole("button", { name: "Salvar" }).click();
    await expect(toastWith(page, "Produto criado com sucesso!")).toBeVisible();
    await expect(dialog).toHaveCount(0);
    expect(await events).toBeGreaterThan(0);
    await expect(page).toHaveURL(/\/products\?search=Tamarindo$/);
    await expect(page.getByTestId("result-count")).toHaveText("32 produtos encontrados");
    await expect(table(page).getByRole("row").nth(1).getByRole("link")).toHaveText(nome);
    await expect(page.getByTestId("created-off-page")).toHaveCount(0);
  });

  test("on a list whose filters leave the new product out: a note with a link to it", async ({ page }) => {
    const nome = "Pipoca doce E2E";
    created.push(nome);
    await signIn(page, USER);
    await page.goto("/products?search=Tamarindo&categoria=Papelaria");
    const dialog = await openDialog(page);
    await fill(dialog, { nome, categoria: "Brinquedos", unidade: "caixa" });
    await dialog.getByRole("button", { name: "Salvar" }).click();
    await expect(toastWith(page, "Produto criado com sucesso!")).toBeVisible();
    const note = page.getByTestId("created-off-page");
    await expect(note).toContainText(`O produto ${nome} foi criado, mas não aparece nesta página com os filtros e a ordem atuais.`);
    await expect(page).toHaveURL(/\/products\?search=Tamarindo&categoria=Papelaria$/); // the filters stay
    await note.getByRole("link", { name: "Abrir produto" }).click();
    await expect(page).toHaveURL(/\/products\/\d+$/);
  });

  test("a server refusal keeps the dialog open with the values and shows the server's message", async ({ page }) => {
    await signIn(page, USER);
    await page.goto("/products");
    const dialog = await openDialog(page);
    await dialog.getByLabel("Nome").fill("Produto com categoria removida");
    await dialog.getByLabel("Descrição (opcional)").fill("Descrição mantida");
    await dialog.getByLabel("Unidade de medida").selectOption({ label: "peça" });
    // A category that no longer exists (removed after the dialog loaded its dropdowns): the API refuses it.
    await dialog.getByLabel("Categoria").evaluate((select: HTMLSelectElement) => {
      select.add(new Option("Categoria removida", "999999"));
      select.value = "999999";
    });
    await dialog.getByRole("button", { name: "Salvar" }).click();
    await expect(toastWith(page, PRODUCT_CREATE_MESSAGE)).toContainText("Erro");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Nome")).toHaveValue("Produto com categoria removida");
    await expect(dialog.getByLabel("Descrição (opcional)")).toHaveValue("Descrição mantida");
    await expect(dialog.getByLabel("Unidade de medida")).toHaveValue("peça");
    await expect(page).toHaveURL(/\/products$/);
    await dialog.getByRole("button", { name: "Cancelar" }).click();
    await expect(dialog).toHaveCount(0);
  });

  test("when the categories cannot be loaded, 'Falha ao carregar dados dos dropdowns' and the screen stays", async ({ page }) => {
    await login(page, USER);
    await page.route("**/resources/product-lookups.data*", (route) => route.abort());
    await page.getByTestId("sidebar").getByRole("link", { name: "Novo Produto" }).click();
    await expect(toastWith(page, "Falha ao carregar dados dos dropdowns")).toContainText("Erro");
    const dialog = page.getByRole("dialog", { name: "Novo Produto" });
    await expect(dialog.getByLabel("Categoria").getByRole("option")).toHaveText(["Selecione..."]);
    await expect(dialog.getByLabel("Unidade de medida").getByRole("option")).toHaveText(["Selecione...", "peça", "caixa"]);
    await expect(page.getByRole("heading", { name: "Fornecedores", level: 1 })).toBeVisible();
  });
});

test.describe("Novo Produto sem JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the sidebar link leads to the full-page form, which validates and creates, then opens the product", async ({ page, request }) => {
    const nome = "Cofrinho de cerâmica sem script E2E";
    created.push(nome);
    await login(page, USER);
    await page.getByTestId("sidebar").getByRole("link", { name: "Novo Produto" }).click();
    await expect(page).toHaveURL(/\/products\/new$/);
    await expect(page.getByRole("heading", { name: "Novo Produto" })).toBeVisible();
    await atEachWidth(page, "product-new-page");
    await page.getByRole("button", { name: "Salvar" }).click();
    await expect(page.getByTestId("create-form-error")).toHaveText(PRODUCT_CREATE_MESSAGE);

    await page.getByLabel("Nome").fill(nome);
    await page.getByLabel("Descrição (opcional)").fill("Porquinho pintado à mão.");
    await page.getByLabel("Categoria").selectOption({ label: "Decoração" });
    await page.getByLabel("Unidade de medida").selectOption({ label: "peça" });
    await page.getByRole("button", { name: "Salvar" }).click();
    await expect(page).toHaveURL(/\/products\/\d+$/);
    await expect(toastWith(page, "Produto criado com sucesso!")).toHaveAttribute("data-variant", "default");
    const product = await (await ProductApi.as(request, USER)).find(nome);
    expect(product).toMatchObject({
      id: idFromUrl(page),
      descricao: "Porquinho pintado à mão.",
      nome_categoria: "Decoração",
      unidade_medida: "peça",
    });
  });
});
