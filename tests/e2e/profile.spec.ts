import { atEachWidth } from "./support/screenshots";
import { join } from "node:path";
import { expect, login, signIn, test } from "./support/fixtures";

const fixture = (name: string) => join(import.meta.dirname, "../support/fixtures", name);

test.describe("Meu Perfil", () => {
  test("shows e-mail, team and the account card", async ({ page }) => {
    await signIn(page, "comercial@demo.local");
    await page.goto("/profile");
    await expect(page.getByRole("heading", { name: "Meu Perfil" })).toBeVisible();
    await expect(page.getByText("comercial@demo.local", { exact: true })).toBeVisible();
    const account = page.getByRole("region", { name: "Informações da conta" });
    await expect(account.getByTestId("account-id")).toHaveText(/^\d+$/);
    await expect(account).toContainText("AdministradorNão");
    await expect(account.getByText("Ativo", { exact: true })).toBeVisible();
    await expect(account).toContainText(/Membro desde\d{1,2} de [a-zç]+ de \d{4}/);
    await expect(account).toContainText(/Último acesso\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}/);
    const personal = page.getByRole("region", { name: "Dados pessoais" });
    await expect(personal).toContainText("EquipeComercial");
    await atEachWidth(page, "profile");
  });

  test("the administrator flag reads 'Sim' for a superuser", async ({ page }) => {
    await signIn(page, "admin@demo.local");
    await page.goto("/profile");
    await expect(page.getByRole("region", { name: "Informações da conta" })).toContainText("AdministradorSim");
  });

  test("edits first and last name; Cancel restores; an empty name is refused", async ({ page }) => {
    await signIn(page, "perfil@e2e.local");
    await page.goto("/profile");
    await page.getByRole("link", { name: "Editar" }).click();
    await page.getByLabel("Nome", { exact: true }).fill("Descartado");
    await page.getByRole("link", { name: "Cancelar" }).click();
    await expect(page.getByRole("region", { name: "Dados pessoais" })).toContainText("NomeOtávio");

    await page.getByRole("link", { name: "Editar" }).click();
    await page.getByLabel("Nome", { exact: true }).fill("");
    await page.getByRole("button", { name: "Salvar" }).click();
    await expect(page.getByText("Informe o nome.")).toBeVisible();

    await page.getByLabel("Nome", { exact: true }).fill("Otávio Augusto");
    await page.getByLabel("Sobrenome").fill("Perfilado");
    await page.getByRole("button", { name: "Salvar" }).click();
    await expect(page.getByTestId("toast")).toContainText("Perfil atualizado");
    await expect(page.getByTestId("sidebar").getByTestId("user-name")).toHaveText("Otávio Augusto Perfilado");
    await expect(page.getByRole("link", { name: "Editar" })).toBeVisible();
  });

  test("password change: its two messages, a wrong current password, then success", async ({ page }) => {
    await signIn(page, "senha@e2e.local");
    await page.goto("/profile");
    const card = page.getByRole("region", { name: "Alterar senha" });
    await card.getByRole("button", { name: "Alterar senha" }).click();
    await expect(card.getByText("Preencha todos os campos.")).toBeVisible();

    await card.getByLabel("Senha atual").fill("demo1234");
    await card.getByLabel("Nova senha", { exact: true }).fill("novasenha123");
    await card.getByLabel("Confirmar nova senha").fill("outracoisa1");
    await card.getByRole("button", { name: "Alterar senha" }).click();
    await expect(card.getByText("A nova senha e a confirmação não coincidem.")).toBeVisible();

    await card.getByLabel("Senha atual").fill("naoehessa");
    await card.getByLabel("Nova senha", { exact: true }).fill("novasenha123");
    await card.getByLabel("Confirmar nova senha").fill("novasenha123");
    await card.getByRole("button", { name: "Alterar senha" }).click();
    await expect(page.getByTestId("toast").last()).toContainText("A senha atual está incorreta.");

    await card.getByLabel("Senha atual").fill("demo1234");
    await card.getByLabel("Nova senha", { exact: true }).fill("novasenha123");
    await card.getByLabel("Confirmar nova senha").fill("novasenha123");
    await card.getByRole("button", { name: "Alterar senha" }).click();
    await expect(page.getByTestId("toast").last()).toContainText("Senha alterada com sucesso.");

    // The session goes on, and the new password is the one that works from now on.
    await page.goto("/suppliers");
    await expect(page).toHaveURL(/\/suppliers$/);
    await page.getByRole("button", { name: "Sair" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await login(page, "senha@e2e.local", "novasenha123");
  });

  test("clicking the avatar uploads a new picture; a file that is not an image is refused", async ({ page }) => {
    await signIn(page, "foto@e2e.local");
    await page.goto("/profile");
    await page.getByTestId("picture-input").setInputFiles(fixture("not-an-image.png"));
    await expect(page.getByTestId("toast").last()).toContainText("A foto deve ser uma imagem PNG ou JPEG.");
    await expect(page.getByTestId("sidebar").getByRole("img", { name: "Sem foto de Fernanda Foto" })).toBeVisible();

    await page.getByTestId("picture-input").setInputFiles(fixture("avatar.png"));
    await expect(page.getByTestId("toast").last()).toContainText("Foto atualizada.");
    const photo = page.getByTestId("sidebar").getByRole("img", { name: "Foto de Fernanda Foto" });
    await expect(photo).toBeVisible();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64);
  });
});

test.describe("Meu Perfil sem JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("names are edited with plain links and form posts", async ({ page }) => {
    await signIn(page, "perfil@e2e.local");
    await page.goto("/profile");
    await page.getByRole("link", { name: "Editar" }).click();
    await expect(page).toHaveURL(/\/profile\?editar=1$/);
    await page.getByLabel("Sobrenome").fill("Sem Script");
    await page.getByRole("button", { name: "Salvar" }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByTestId("toast")).toContainText("Perfil atualizado");
    await expect(page.getByRole("region", { name: "Dados pessoais" })).toContainText("SobrenomeSem Script");
  });
});
