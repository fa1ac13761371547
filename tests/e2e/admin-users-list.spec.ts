import type { Page } from "@playwright/test";
import { ensurePagedUsers, PAGED_USER_COUNT, pagedUserName, searchUsers } from "./support/admin-users";
import { expect, signIn, test } from "./support/fixtures";
import { atEachWidth } from "./support/screenshots";

// Administração › Usuários a page at a time: search, pager, and every action back on the same search and page.
const toast = (page: Page) => page.getByTestId("toast").last();
const table = (page: Page) => page.getByRole("table", { name: "Usuários" });
const row = (page: Page, name: string) => table(page).getByRole("row").filter({ hasText: name });
// The search without its accents: the API folds them.
const SEARCH = "usuaria paginacao";
const PAGE_2 = `/admin/users?${new URLSearchParams({ search: SEARCH, page: "2" })}`;

for (const javaScriptEnabled of [true, false]) {
  const mode = javaScriptEnabled ? "com JavaScript" : "sem JavaScript";
  test.describe(mode, () => {
    test.use({ javaScriptEnabled });

    test(`${mode}: the search narrows the list, the pager pages it, and every action comes back to the same search and page`, async ({
      page,
      request,
    }) => {
      await ensurePagedUsers(request);
      await signIn(page, "admin@demo.local");
      await page.goto("/admin/users");
      const count = page.getByTestId("result-count");
      await expect(count).toHaveText(/^\d+ usuários encontrados$/);
      const everyone = Number((await count.textContent())?.split(" ")[0]);
      expect(everyone).toBeGreaterThan(PAGED_USER_COUNT);

      // The search narrows the list; the first page shows 30 of them, by name.
      await searchUsers(page, SEARCH, javaScriptEnabled);
      await expect(count).toHaveText(`${PAGED_USER_COUNT} usuários encontrados`);
      await expect(table(page).getByTestId("user-status")).toHaveCount(30);
      await expect(row(page, pagedUserName(1))).toBeVisible();
      await expect(row(page, pagedUserName(31))).toHaveCount(0);

      // The pager: page 2 holds the rest, the search kept.
      const pager = page.getByRole("navigation", { name: "Paginação" });
      await pager.getByRole("link", { name: "Página 2" }).click();
      await expect(page).toHaveURL(PAGE_2);
      await expect(table(page).getByTestId("user-status")).toHaveCount(PAGED_USER_COUNT - 30);
      await expect(row(page, pagedUserName(35))).toBeVisible();
      await expect(row(page, pagedUserName(1))).toHaveCount(0);
      await expect(pager.getByRole("link", { name: "Página 2" })).toHaveAttribute("aria-current", "page");
      await expect(page.getByLabel("Buscar usuário")).toHaveValue(SEARCH);

      // Each mode acts on users of its own, on page 2.
      const [edited, toggled] = javaScriptEnabled ? [pagedUserName(31), pagedUserName(32)] : [pagedUserName(33), pagedUserName(34)];

      // Edit: the panel opens over the same list; saving comes back to it with the toast.
      await row(page, edited)
        .getByRole("link", { name: `Editar ${edited}` })
        .click();
      await expect(page).toHaveURL((url) => `${url.pathname}${url.search}`.startsWith(`${PAGE_2}&editar=`));
      const editCard = page.getByRole("region", { name: `Editar ${edited}` });
      await editCard.getByLabel("Sobrenome").fill(`${edited.split(" ").slice(1).join(" ")} editada`);
      await editCard.getByRole("button", { name: "Salvar" }).click();
      await expect(toast(page)).toContainText("Usuário atualizado.");
      await expect(page).toHaveURL(PAGE_2);
      await expect(row(page, `${edited} editada`)).toBeVisible();

      // Password: 'Cancelar' goes back to the list as it was; a reset comes back to it too.
      await row(page, edited)
        .getByRole("link", { name: `Redefinir a senha de ${edited} editada` })
        .click();
      const passwordCard = page.getByRole("region", { name: `Redefinir a senha de ${edited} editada` });
      await passwordCard.getByRole("link", { name: "Cancelar" }).click();
      await expect(page).toHaveURL(PAGE_2);
      await expect(passwordCard).toHaveCount(0);
      await row(page, edited)
        .getByRole("link", { name: `Redefinir a senha de ${edited} editada` })
        .click();
      await passwordCard.getByLabel("Nova senha", { exact: true }).fill("trocada123");
      await passwordCard.getByLabel("Confirmar nova senha").fill("trocada123");
      await passwordCard.getByRole("button", { name: "Redefinir senha" }).click();
      await expect(toast(page)).toContainText("Senha redefinida.");
      await expect(page).toHaveURL(PAGE_2);

      // Deactivate and reactivate, after the confirmation (a dialog, or a panel of the page without JavaScript).
      const confirm = (title: string) =>
        javaScriptEnabled ? page.getByRole("dialog", { name: title }) : page.getByTestId("confirm-panel");
      await row(page, toggled)
        .getByRole("link", { name: `Desativar ${toggled}` })
        .click();
      await confirm("Desativar usuário").getByRole("button", { name: "Desativar" }).click();
      await expect(toast(page)).toContainText("Usuário desativado.");
      await expect(page).toHaveURL(PAGE_2);
      await expect(row(page, toggled).getByTestId("user-status")).toHaveText("Inativo");
      await row(page, toggled)
        .getByRole("link", { name: `Reativar ${toggled}` })
        .click();
      await confirm("Reativar usuário").getByRole("button", { name: "Reativar" }).click();
      await expect(toast(page)).toContainText("Usuário reativado.");
      await expect(page).toHaveURL(PAGE_2);
      await expect(row(page, toggled).getByTestId("user-status")).toHaveText("Ativo");

      // Create: back on the same search and page (the new user is not in this search).
      const stamp = `${javaScriptEnabled ? "js" : "nojs"}${Date.now().toString(36)}`;
      const form = page.getByRole("region", { name: "Novo usuário" });
      await form.getByLabel("Nome", { exact: true }).fill("Otília");
      await form.getByLabel("Sobrenome").fill(`Criada ${stamp}`);
      await form.getByLabel("E-mail").fill(`otilia-${stamp}@e2e.local`);
      await form.getByLabel("Equipe").selectOption({ label: "Consulta" });
      await form.getByLabel("Senha inicial").fill("inicial123");
      await form.getByRole("button", { name: "Criar usuário" }).click();
      await expect(toast(page)).toContainText("Usuário criado.");
      await expect(page).toHaveURL(PAGE_2);
      await expect(count).toHaveText(`${PAGED_USER_COUNT} usuários encontrados`);

      // A search with no match says so; a new search starts again on page 1.
      await searchUsers(page, `ninguém ${stamp}`, javaScriptEnabled);
      await expect(count).toHaveText("0 usuários encontrados");
      await expect(page.getByText("Nenhum usuário encontrado.")).toBeVisible();
      await expect(page.getByRole("navigation", { name: "Paginação" })).toHaveCount(0);
      await searchUsers(page, `Criada ${stamp}`, javaScriptEnabled);
      await expect(count).toHaveText("1 usuário encontrado");
      await expect(row(page, `Otília Criada ${stamp}`)).toBeVisible();
    });
  });
}

test("bad or stale addresses fall back: the defaults, or the last page", async ({ page, request }) => {
  await ensurePagedUsers(request);
  await signIn(page, "admin@demo.local");
  await page.goto("/admin/users?page=abc&search=");
  await expect(page).toHaveURL("/admin/users");
  await page.goto(`/admin/users?page=-3&search=${encodeURIComponent(SEARCH)}`);
  await expect(page).toHaveURL(`/admin/users?${new URLSearchParams({ search: SEARCH })}`);
  await page.goto(`/admin/users?search=${encodeURIComponent(SEARCH)}&page=99`);
  await expect(page).toHaveURL(PAGE_2);
  await expect(row(page, pagedUserName(35))).toBeVisible();
  // An id that names no user on the page opens no panel.
  await page.goto(`${PAGE_2}&editar=abc`);
  await expect(page.getByRole("region", { name: /^Editar / })).toHaveCount(0);
});

test("at 1440, 1280 and 375 px: the users list with its search and pager fits", async ({ page, request }) => {
  await ensurePagedUsers(request);
  await signIn(page, "admin@demo.local");
  await page.goto(`/admin/users?${new URLSearchParams({ search: SEARCH })}`);
  await expect(page.getByTestId("result-count")).toHaveText(`${PAGED_USER_COUNT} usuários encontrados`);
  await atEachWidth(page, "admin-users-list");
  // The search and the count, then the pager, as a reader sees them.
  await page.getByRole("search", { name: "Busca de usuários" }).scrollIntoViewIfNeeded();
  await atEachWidth(page, "admin-users-search", { fullPage: false });
  await page.getByRole("navigation", { name: "Paginação" }).scrollIntoViewIfNeeded();
  await atEachWidth(page, "admin-users-pager", { fullPage: false });
});
