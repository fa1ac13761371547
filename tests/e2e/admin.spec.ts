import type { Page } from "@playwright/test";
import { searchUsers } from "./support/admin-users";
import { expect, login, signIn, test } from "./support/fixtures";
import { atEachWidth } from "./support/screenshots";

// ADR 0047: the administration screens, with and without JavaScript; who sees them; their pictures.
const toast = (page: Page) => page.getByTestId("toast").last();

for (const javaScriptEnabled of [true, false]) {
  const mode = javaScriptEnabled ? "com JavaScript" : "sem JavaScript";
  test.describe(mode, () => {
    test.use({ javaScriptEnabled });

    test(`${mode}: creates a user, deactivates them (their open session ends), and edits a lookup list`, async ({ page, browser }) => {
      const stamp = `${javaScriptEnabled ? "js" : "nojs"}${Date.now().toString(36)}`;
      const email = `vera-${stamp}@e2e.local`;
      await login(page, "admin@demo.local");
      await page.getByTestId("sidebar").getByRole("link", { name: "Administração" }).click();
      await expect(page).toHaveURL(/\/admin\/users$/);

      // Create: a bad e-mail and a short password are refused in Portuguese, then the user is created.
      const form = page.getByRole("region", { name: "Novo usuário" });
      await form.getByLabel("Nome", { exact: true }).fill("Vera");
      await form.getByLabel("Sobrenome").fill(`Teste ${stamp}`);
      await form.getByLabel("E-mail").fill("vera-sem-arroba");
      await form.getByLabel("Equipe").selectOption({ label: "Comercial" });
      await form.getByLabel("Senha inicial").fill("curta");
      await form.getByRole("button", { name: "Criar usuário" }).click();
      await expect(form.getByText("Informe um e-mail válido.")).toBeVisible();
      await expect(form.getByText("A senha deve ter pelo menos 8 caracteres.")).toBeVisible();
      await form.getByLabel("E-mail").fill(email);
      await form.getByLabel("Senha inicial").fill("inicial123");
      await form.getByRole("button", { name: "Criar usuário" }).click();
      await expect(toast(page)).toContainText("Usuário criado.");
      // The list is paged: the new user is found by the search (and the actions below keep it).
      await searchUsers(page, email, javaScriptEnabled);
      const row = page.getByRole("row").filter({ hasText: email });
      await expect(row).toContainText("Comercial");
      await expect(row.getByTestId("user-status")).toHaveText("Ativo");
      await expect(row).toContainText("Nunca");

      // The new user signs in, in another browser.
      const other = await browser.newContext({ javaScriptEnabled, locale: "pt-BR" });
      const vera = await other.newPage();
      await login(vera, email, "inicial123");

      // Deactivate, after the confirmation (a dialog, or a panel of the page without JavaScript).
      await row.getByRole("link", { name: `Desativar Vera Teste ${stamp}` }).click();
      const confirm = javaScriptEnabled ? page.getByRole("dialog", { name: "Desativar usuário" }) : page.getByTestId("confirm-panel");
      await expect(confirm).toContainText("As sessões abertas terminam agora");
      await confirm.getByRole("button", { name: "Desativar" }).click();
      await expect(toast(page)).toContainText("Usuário desativado.");
      await expect(page.getByRole("row").filter({ hasText: email }).getByTestId("user-status")).toHaveText("Inativo");

      // Their open session ends at once, and they cannot sign in again.
      await vera.goto("/suppliers");
      await expect(vera).toHaveURL(/\/login$/);
      await vera.getByLabel("E-mail").fill(email);
      await vera.getByLabel("Senha").fill("inicial123");
      await vera.getByRole("button", { name: "Entrar" }).click();
      await expect(vera.getByTestId("toast")).toContainText("Email ou senha inválidos.");
      await other.close();

      // Lookup lists: add, refuse a twin name, rename (seen at once by the supplier form), delete.
      await page.getByRole("link", { name: "Listas de apoio" }).click();
      const segmentos = page.getByRole("region", { name: "Segmentos" });
      const name = `Segmento ${stamp}`;
      await segmentos.getByLabel("Novo item de Segmentos").fill(name);
      await segmentos.getByRole("button", { name: "Adicionar" }).click();
      await expect(toast(page)).toContainText("Item adicionado.");
      await expect(segmentos.getByText(name)).toBeVisible();
      await segmentos.getByLabel("Novo item de Segmentos").fill(name.toUpperCase());
      await segmentos.getByRole("button", { name: "Adicionar" }).click();
      await expect(toast(page)).toContainText("Já existe.");

      await segmentos.getByRole("link", { name: `Renomear ${name}` }).click();
      const renamed = `Segmento Ótico ${stamp}`;
      await segmentos.getByLabel(`Novo nome de ${name}`).fill(renamed);
      await segmentos.getByRole("button", { name: "Salvar" }).click();
      await expect(toast(page)).toContainText("Item renomeado.");
      await expect(segmentos.getByText(renamed)).toBeVisible();
      await page.goto("/suppliers/new");
      await expect(page.getByLabel("Segmento").getByRole("option", { name: renamed })).toBeAttached();

      await page.goto("/admin/lookups");
      await segmentos.getByRole("link", { name: `Excluir ${renamed}` }).click();
      const remove = javaScriptEnabled ? page.getByRole("dialog", { name: "Excluir item" }) : page.getByTestId("confirm-panel");
      await remove.getByRole("button", { name: "Excluir" }).click();
      await expect(toast(page)).toContainText("Item excluído.");
      await expect(segmentos.getByText(renamed)).toHaveCount(0);

      // A value in use says so before anything is asked: the count beside its name, its 'Excluir' disabled.
      const used = page
        .getByRole("region", { name: "Categorias de produto" })
        .getByRole("listitem")
        .filter({ has: page.getByTestId("lookup-uses").getByText(/^Em uso por \d+ registros?\.$/) })
        .first();
      await expect(used.getByRole("button", { name: /^Excluir / })).toBeDisabled();
      await expect(used.getByRole("link", { name: /^Excluir / })).toHaveCount(0);
    });
  });
}

test("a non-superuser sees no 'Administração' link and is refused the screens", async ({ page }) => {
  await login(page, "comercial@demo.local");
  await expect(page.getByRole("link", { name: "Administração" })).toHaveCount(0);
  const reply = await page.goto("/admin/users");
  expect(reply?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: "Acesso negado" })).toBeVisible();
  await expect(page.getByText("Apenas administradores podem acessar a administração.")).toBeVisible();
  expect((await page.goto("/admin/lookups"))?.status()).toBe(403);
});

test("at 1440, 1280 and 375 px: the administration screens fit", async ({ page }) => {
  await signIn(page, "admin@demo.local");
  for (const [path, name] of [
    ["/admin/users", "admin-users"],
    ["/admin/users?editar=2", "admin-users-edit"],
    ["/admin/lookups", "admin-lookups"],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: "Administração", level: 1 })).toBeVisible();
    await atEachWidth(page, name);
  }
  // The first rows of the table as a reader sees them (the full pages above are long).
  await page.goto("/admin/users");
  await page.getByRole("table", { name: "Usuários" }).scrollIntoViewIfNeeded();
  await atEachWidth(page, "admin-users-rows", { fullPage: false });
});
