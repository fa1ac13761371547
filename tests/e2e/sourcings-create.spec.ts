import { atEachWidth } from "./support/screenshots";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { z } from "zod";
import { expect, login, signIn, test } from "./support/fixtures";
import { apiToken } from "./support/suppliers";

const USER = "novo-sourcing@e2e.local";
const toast = (page: Page) => page.getByTestId("toast").last();
/** The toast with that text (the new sourcing's page may show toasts of its own). */
const toastWith = (page: Page, text: string) => page.getByTestId("toast").filter({ hasText: text });

async function openDialog(page: Page) {
  await page.getByTestId("sidebar").getByRole("link", { name: "Novo Sourcing" }).click();
  const dialog = page.getByRole("dialog", { name: "Novo Sourcing" });
  await expect(dialog.getByLabel("Categoria").getByRole("option", { name: "Novo produto" })).toBeAttached(); // dropdowns loaded
  return dialog;
}

const optionTexts = (select: Locator) => select.getByRole("option").allTextContents();

const createdSourcingSchema = z.object({
  results: z.array(
    z.object({
      sourcing_descricao: z.string(),
      sourcing_nome_categoria: z.string(),
      sourcing_nome_responsavel: z.string().nullable(),
      sourcing_nome_comercial: z.string().nullable(),
      sourcing_status: z.string(),
    }),
  ),
});

/** The sourcing as the API has it (the detail page belongs to another screen's tests). */
async function sourcingFromApi(request: APIRequestContext, id: string) {
  const token = await apiToken(request, USER);
  const response = await request.get(`/api/sourcings/?id=${id}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  return createdSourcingSchema.parse(await response.json()).results[0];
}

const idFromUrl = (page: Page) => /\/sourcings\/(\d+)$/.exec(new URL(page.url()).pathname)?.[1] ?? "";

test.describe("Novo Sourcing", () => {
  test("the dialog offers categories, team 2 as responsible and team 3 as commercial", async ({ page }) => {
    await login(page, USER);
    const dialog = await openDialog(page);
    await expect(page).toHaveURL(/\/suppliers$/); // a dialog, not the /sourcings/new page
    expect(await optionTexts(dialog.getByLabel("Categoria"))).toEqual(
      expect.arrayContaining(["Selecione...", "Amostra", "Fornecedor alternativo", "Novo produto", "Recompra", "Redução de custo"]),
    );
    const responsaveis = await optionTexts(dialog.getByLabel("Responsável"));
    expect(responsaveis).toEqual(
      expect.arrayContaining(["Ana Administradora", "Bruno Sourcing", "Li Wei", "Mariana Souza", "Sérgio Novais"]),
    );
    for (const other of ["Carla Comercial", "Rafael Lima", "Juliana Alves", "Diego Consulta"]) expect(responsaveis).not.toContain(other);
    const comerciais = await optionTexts(dialog.getByLabel("Comercial"));
    expect(comerciais).toEqual(expect.arrayContaining(["Nenhum (opcional)", "Carla Comercial", "Rafael Lima", "Juliana Alves"]));
    for (const other of ["Ana Administradora", "Bruno Sourcing", "Diego Consulta", "Sérgio Novais"])
      expect(comerciais).not.toContain(other);
  });

  test("validates, shows 'Salvando...', creates, closes and opens the new sourcing", async ({ page, request }) => {
    await login(page, USER);
    const dialog = await openDialog(page);
    await dialog.getByRole("button", { name: "Salvar" }).click();
    await expect(dialog.getByTestId("create-form-error")).toHaveText("Preencha todos os campos obrigatórios.");
    await atEachWidth(page, "sourcing-new-dialog", { fullPage: false });

    await dialog.getByLabel("Descrição").fill("Garrafas térmicas de inox 500 ml E2E");
    await dialog.getByLabel("Categoria").selectOption({ label: "Novo produto" });
    await expect(dialog.getByTestId("create-form-error")).toHaveText("Preencha todos os campos obrigatórios."); // still no responsible
    await dialog.getByLabel("Responsável").selectOption({ label: "Bruno Sourcing" });
    await dialog.getByLabel("Comercial").selectOption({ label: "Carla Comercial" });
    await expect(dialog.getByTestId("create-form-error")).toHaveText("");

    await page.route("**/sourcings/new.data*", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue();
    });
    await dialog.getByRole("button", { name: "Salvar" }).click();
    await expect(dialog.getByRole("button", { name: "Salvando..." })).toBeDisabled();
    await expect(toastWith(page, "Sourcing criado com sucesso!")).toHaveAttribute("data-variant", "default");
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/sourcings\/\d+$/);

    const created = await sourcingFromApi(request, idFromUrl(page));
    expect(created).toMatchObject({
      sourcing_descricao: "Garrafas térmicas de inox 500 ml E2E",
      sourcing_nome_categoria: "Novo produto",
      sourcing_nome_responsavel: "Bruno Sourcing",
      sourcing_nome_comercial: "Carla Comercial",
      sourcing_status: "Não iniciado",
    });
  });

  test("the commercial person is optional", async ({ page, request }) => {
    await login(page, USER);
    const dialog = await openDialog(page);
    await dialog.getByLabel("Descrição").fill("Amostras de tecido sem comercial E2E");
    await dialog.getByLabel("Categoria").selectOption({ label: "Amostra" });
    await dialog.getByLabel("Responsável").selectOption({ label: "Sérgio Novais" });
    await dialog.getByRole("button", { name: "Salvar" }).click();
    await expect(toastWith(page, "Sourcing criado com sucesso!")).toHaveAttribute("data-variant", "default");
    await expect(page).toHaveURL(/\/sourcings\/\d+$/);
    expect(await sourcingFromApi(request, idFromUrl(page))).toMatchObject({
      sourcing_descricao: "Amostras de tecido sem comercial E2E",
      sourcing_nome_responsavel: "Sérgio Novais",
      sourcing_nome_comercial: null,
    });
  });

  test("a server refusal keeps the dialog open with the values and shows the server's message", async ({ page }) => {
    await login(page, USER);
    const dialog = await openDialog(page);
    await dialog.getByLabel("Descrição").fill("Sourcing com categoria removida");
    await dialog.getByLabel("Responsável").selectOption({ label: "Mariana Souza" });
    // A category that no longer exists (removed after the dialog loaded its dropdowns): the API refuses it.
    await dialog.getByLabel("Categoria").evaluate((select: HTMLSelectElement) => {
      select.add(new Option("Categoria removida", "999999"));
      select.value = "999999";
    });
    await dialog.getByRole("button", { name: "Salvar" }).click();
    await expect(toast(page)).toContainText("Categoria de sourcing não encontrada.");
    await expect(toast(page)).toContainText("Erro");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText("Categoria de sourcing não encontrada.")).toBeVisible(); // under the field
    await expect(dialog.getByLabel("Descrição")).toHaveValue("Sourcing com categoria removida");
    await expect(dialog.getByLabel("Responsável").locator("option:checked")).toHaveText("Mariana Souza");
    await expect(page).toHaveURL(/\/suppliers$/);
    await dialog.getByRole("button", { name: "Cancelar" }).click();
    await expect(dialog).toHaveCount(0);
  });

  test("when the dropdowns cannot be loaded, 'Falha ao carregar dados dos dropdowns' and the screen stays", async ({ page }) => {
    await login(page, USER);
    await page.route("**/resources/sourcing-lookups.data*", (route) => route.abort());
    await page.getByTestId("sidebar").getByRole("link", { name: "Novo Sourcing" }).click();
    await expect(toast(page)).toContainText("Erro");
    await expect(toast(page)).toContainText("Falha ao carregar dados dos dropdowns");
    const dialog = page.getByRole("dialog", { name: "Novo Sourcing" });
    await expect(dialog.getByLabel("Categoria").getByRole("option")).toHaveText(["Selecione..."]);
    await expect(page.getByRole("heading", { name: "Fornecedores", level: 1 })).toBeVisible();
  });
});

test.describe("Novo Sourcing sem JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the sidebar link leads to the full-page form, which validates and creates", async ({ page, request }) => {
    await login(page, USER);
    await page.getByTestId("sidebar").getByRole("link", { name: "Novo Sourcing" }).click();
    await expect(page).toHaveURL(/\/sourcings\/new$/);
    await expect(page.getByRole("heading", { name: "Novo Sourcing" })).toBeVisible();
    await atEachWidth(page, "sourcing-new-page");
    await page.getByRole("button", { name: "Salvar" }).click();
    await expect(page.getByTestId("create-form-error")).toHaveText("Preencha todos os campos obrigatórios.");

    await page.getByLabel("Descrição").fill("Luminárias LED sem script E2E");
    await page.getByLabel("Categoria").selectOption({ label: "Fornecedor alternativo" });
    await page.getByLabel("Responsável").selectOption({ label: "Li Wei" });
    await page.getByLabel("Comercial").selectOption({ label: "Rafael Lima" });
    await page.getByRole("button", { name: "Salvar" }).click();
    await expect(page).toHaveURL(/\/sourcings\/\d+$/);
    await expect(toastWith(page, "Sourcing criado com sucesso!")).toHaveAttribute("data-variant", "default");
    expect(await sourcingFromApi(request, idFromUrl(page))).toMatchObject({
      sourcing_descricao: "Luminárias LED sem script E2E",
      sourcing_nome_categoria: "Fornecedor alternativo",
      sourcing_nome_responsavel: "Li Wei",
      sourcing_nome_comercial: "Rafael Lima",
    });
  });

  test("a refusal re-renders the page with the values and the server's message", async ({ page }) => {
    await signIn(page, USER);
    await page.goto("/sourcings/new");
    await page.getByLabel("Descrição").fill("Categoria removida sem script");
    await page.getByLabel("Responsável").selectOption({ label: "Bruno Sourcing" });
    // A category that no longer exists (removed after the page loaded its dropdowns): the API refuses it.
    await page.getByLabel("Categoria").evaluate((select: HTMLSelectElement) => {
      select.add(new Option("Categoria removida", "999999"));
      select.value = "999999";
    });
    await page.getByRole("button", { name: "Salvar" }).click();
    await expect(toast(page)).toContainText("Categoria de sourcing não encontrada.");
    await expect(page).toHaveURL(/\/sourcings\/new$/);
    await expect(page.getByLabel("Descrição")).toHaveValue("Categoria removida sem script");
    await expect(page.getByLabel("Responsável").locator("option:checked")).toHaveText("Bruno Sourcing");
  });
});
