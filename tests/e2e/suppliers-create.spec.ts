import { atEachWidth } from "./support/screenshots";
import type { Page } from "@playwright/test";
import { expect, login, test } from "./support/fixtures";

const USER = "cadastro@e2e.local";
const toast = (page: Page) => page.getByTestId("toast").last();

async function openDialog(page: Page) {
  await page.getByTestId("sidebar").getByRole("link", { name: "Novo Fornecedor" }).click();
  const dialog = page.getByRole("dialog", { name: "Novo Fornecedor" });
  await expect(dialog.getByLabel("País")).toHaveValue("cn"); // dropdowns loaded, China by default
  return dialog;
}

test.describe("Novo Fornecedor", () => {
  test("the dialog validates, shows 'Salvando...', creates, closes and the supplier is in the list", async ({ page }) => {
    await login(page, USER);
    const dialog = await openDialog(page);
    await expect(page).toHaveURL(/\/suppliers$/); // a dialog, not the /suppliers/new page
    await dialog.getByRole("button", { name: "Salvar" }).click();
    await expect(dialog.getByTestId("create-form-error")).toHaveText("Preencha todos os campos obrigatórios.");
    await atEachWidth(page, "supplier-new-dialog", { fullPage: false });

    await dialog.getByLabel("Nome do supplier").fill("Qingdao Haixin Ferramentas E2E Co., Ltd.");
    await dialog.getByLabel("Tipo").selectOption({ label: "Fabricante" });
    await dialog.getByLabel("Segmento").selectOption({ label: "Ferramentas" });
    await dialog.getByLabel("Source").selectOption({ label: "Canton Fair" });
    await dialog.getByLabel("Telefone").pressSequentially("+86 532 1234");
    await expect(dialog.getByLabel("Telefone")).toHaveValue("865321234");
    await dialog.getByLabel("E-mail").fill("vendas@haixin.cn");
    await expect(dialog.getByTestId("create-form-error")).toHaveText("");

    await page.route("**/suppliers/new.data*", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue();
    });
    await dialog.getByRole("button", { name: "Salvar" }).click();
    await expect(dialog.getByRole("button", { name: "Salvando..." })).toBeDisabled();
    await expect(toast(page)).toContainText("Supplier criado com sucesso!");
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/suppliers\/\d+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Qingdao Haixin Ferramentas E2E Co., Ltd.");
    await expect(page.getByRole("region", { name: "Informações gerais" })).toContainText("PaísChina");
    await expect(page.getByRole("region", { name: "Contatos" })).toContainText("Telefone865321234");

    await page.goto("/suppliers?search=Haixin%20Ferramentas%20E2E");
    await expect(
      page.getByRole("table", { name: "Fornecedores" }).getByRole("link", { name: "Qingdao Haixin Ferramentas E2E Co., Ltd." }),
    ).toBeVisible();
  });

  test("a server refusal keeps the dialog open with the values and shows the server's message", async ({ page }) => {
    await login(page, USER);
    const dialog = await openDialog(page);
    await dialog.getByLabel("Nome do supplier").fill("Fornecedor com source removido");
    await dialog.getByLabel("Tipo").selectOption({ label: "Trading" });
    await dialog.getByLabel("Segmento").selectOption({ label: "Têxtil" });
    // A source that no longer exists (removed after the dialog loaded its dropdowns): the API refuses it.
    await dialog.getByLabel("Source").evaluate((select: HTMLSelectElement) => {
      select.add(new Option("Source removido", "999999"));
      select.value = "999999";
    });
    await dialog.getByRole("button", { name: "Salvar" }).click();
    await expect(toast(page)).toContainText("Source não encontrado.");
    await expect(toast(page)).toContainText("Erro");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Nome do supplier")).toHaveValue("Fornecedor com source removido");
    await expect(dialog.getByLabel("Segmento")).not.toHaveValue("");
    await dialog.getByRole("button", { name: "Cancelar" }).click();
    await expect(dialog).toHaveCount(0);
  });
});

test.describe("Novo Fornecedor sem JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the sidebar link leads to the full-page form, which validates and creates", async ({ page }) => {
    await login(page, USER);
    await page.getByTestId("sidebar").getByRole("link", { name: "Novo Fornecedor" }).click();
    await expect(page).toHaveURL(/\/suppliers\/new$/);
    await expect(page.getByRole("heading", { name: "Novo Fornecedor" })).toBeVisible();
    await expect(page.getByLabel("País")).toHaveValue("cn");
    await page.getByRole("button", { name: "Salvar" }).click();
    await expect(page.getByTestId("create-form-error")).toHaveText("Preencha todos os campos obrigatórios.");

    await page.getByLabel("Nome do supplier").fill("Fornecedor Sem Script Ltda.");
    await page.getByLabel("Tipo").selectOption({ label: "Distribuidor" });
    await page.getByLabel("Segmento").selectOption({ label: "Móveis" });
    await page.getByLabel("Source").selectOption({ label: "Indicação" });
    await page.getByLabel("País").selectOption({ label: "Brasil" });
    await page.getByRole("button", { name: "Salvar" }).click();
    await expect(page).toHaveURL(/\/suppliers\/\d+$/);
    await expect(toast(page)).toContainText("Supplier criado com sucesso!");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Fornecedor Sem Script Ltda.");
    await expect(page.getByRole("region", { name: "Informações gerais" })).toContainText("PaísBrasil");
  });
});
