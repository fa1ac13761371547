import type { APIRequestContext, Page } from "@playwright/test";
import { expect, login, signIn, test } from "./support/fixtures";
import { apiToken } from "./support/suppliers";

// Defects: a signed-in user's 404 page lost the shell, and a flash toast from the page before showed on it
// (or came back after going back).

// Several full pages a test, each checked by axe: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 60_000 });

const USER = "fornecedores@e2e.local";
const USER_NAME = "Flávia Fornecedores";
const BAD_URLS = ["/nao-existe", "/suppliers/999999999/whatever"];

const toasts = (page: Page) => page.getByTestId("toast");

async function expectShellNotFound(page: Page) {
  const sidebar = page.getByTestId("sidebar");
  await expect(sidebar.getByTestId("user-name")).toHaveText(USER_NAME);
  const nav = sidebar.getByRole("navigation", { name: "Navegação principal" });
  for (const name of ["Fornecedores", "Sourcing", "Produtos"]) await expect(nav.getByRole("link", { name })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Página não encontrada" })).toBeVisible();
  await expect(page.getByRole("main")).toHaveCount(1);
}

/** A supplier of this test only, created through the API, so that deleting it disturbs no other test. */
async function createSupplier(request: APIRequestContext, nome: string): Promise<number> {
  const token = await apiToken(request, USER);
  const headers = { Authorization: `Bearer ${token}` };
  const idOf = async (path: string, name: string) => {
    const response = await request.get(`/api/suppliers/${path}/`, { headers });
    const items: { id: number; nome: string }[] = await response.json();
    const found = items.find((item) => item.nome === name);
    if (!found) throw new Error(`${name} não está em ${path}`);
    return found.id;
  };
  const response = await request.post("/api/suppliers/post/", {
    headers,
    data: {
      nome,
      id_segmento: await idOf("segmentos", "Embalagens"),
      id_source: await idOf("sources", "Canton Fair"),
      id_tiposupplier: await idOf("tipos", "Fabricante"),
      codpais: "cn",
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const body: { id: number } = await response.json();
  return body.id;
}

/**
 * What following a stale link inside the app does: a client-side navigation, without a page load (through
 * React Router's router, as the app has no link to a bad address of its own to click).
 */
async function followInAppLink(page: Page, to: string) {
  await page.evaluate(
    (target) =>
      (window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => Promise<void> } }).__reactRouterDataRouter.navigate(
        target,
      ),
    to,
  );
}

test.describe("página 404", () => {
  test("a signed-in user keeps the shell around the 404 page, with status 404 and a link back", async ({ page }) => {
    await login(page, USER);
    for (const url of BAD_URLS) {
      const response = await page.goto(url);
      expect(response?.status()).toBe(404);
      await expectShellNotFound(page);
    }
    await page.getByRole("link", { name: "Voltar para a página inicial" }).click();
    await expect(page).toHaveURL(/\/suppliers$/);
    await expect(page.getByRole("heading", { name: "Fornecedores" })).toBeVisible();
  });

  test("a visitor gets the plain 404 page", async ({ page }) => {
    for (const url of BAD_URLS) {
      const response = await page.goto(url);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: "Página não encontrada" })).toBeVisible();
      await expect(page.getByTestId("sidebar")).toHaveCount(0);
    }
    await page.getByRole("link", { name: "Voltar para a página inicial" }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test("no toast from the page before, and none comes back after going back", async ({ page, request }) => {
    const id = await createSupplier(request, "Embalagens Temporárias 404 (e2e, com JS)");
    await signIn(page, USER);
    await page.goto(`/suppliers/${id}`);
    await page.getByRole("link", { name: "Deletar" }).click();
    await page.getByRole("dialog", { name: "Deletar supplier" }).getByRole("button", { name: "Deletar" }).click();
    await expect(page).toHaveURL(/\/suppliers$/);
    await expect(toasts(page).filter({ hasText: "Supplier deletado!" })).toBeVisible();

    // Counted at once, not awaited: a toast left on screen goes away by itself after 5 s.
    await followInAppLink(page, BAD_URLS[1] ?? "");
    await expect(page.getByRole("heading", { name: "Página não encontrada" })).toBeVisible();
    expect(await toasts(page).count()).toBe(0);
    await expectShellNotFound(page);

    await page.goBack();
    await expect(page).toHaveURL(/\/suppliers$/);
    await expect(page.getByRole("heading", { name: "Fornecedores" })).toBeVisible();
    await page.waitForTimeout(300);
    expect(await toasts(page).count()).toBe(0);

    // A page load of a bad address right after the toast: none either.
    await page.goto(`/suppliers/${id}`);
    await expect(page.getByText("Fornecedor não encontrado.")).toBeVisible();
    await page.goto(BAD_URLS[0] ?? "");
    await expect(page.getByRole("heading", { name: "Página não encontrada" })).toBeVisible();
    expect(await toasts(page).count()).toBe(0);
  });
});

test.describe("página 404 sem JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a signed-in user keeps the shell; a visitor gets the plain page", async ({ page, context }) => {
    await login(page, USER);
    for (const url of BAD_URLS) {
      const response = await page.goto(url);
      expect(response?.status()).toBe(404);
      await expectShellNotFound(page);
    }
    await page.getByRole("link", { name: "Voltar para a página inicial" }).click();
    await expect(page).toHaveURL(/\/suppliers$/);

    await context.clearCookies();
    const response = await page.goto(BAD_URLS[0] ?? "");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Página não encontrada" })).toBeVisible();
    await expect(page.getByTestId("sidebar")).toHaveCount(0);
    await page.getByRole("link", { name: "Voltar para a página inicial" }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test("the toast of the page before is not on the 404 page and does not come back with Back", async ({ page, request }) => {
    const id = await createSupplier(request, "Embalagens Temporárias 404 (e2e, sem JS)");
    await signIn(page, USER);
    await page.goto(`/suppliers/${id}`);
    await page.getByRole("link", { name: "Deletar" }).click();
    await page.getByRole("button", { name: "Deletar" }).click();
    await expect(page).toHaveURL(/\/suppliers$/);
    await expect(toasts(page).filter({ hasText: "Supplier deletado!" })).toBeVisible();

    const response = await page.goto(BAD_URLS[1] ?? "");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Página não encontrada" })).toBeVisible();
    expect(await toasts(page).count()).toBe(0);

    await page.goBack();
    await expect(page).toHaveURL(/\/suppliers$/);
    await expect(page.getByRole("heading", { name: "Fornecedores" })).toBeVisible();
    expect(await toasts(page).count()).toBe(0);
  });
});
