import { atEachWidth } from "./support/screenshots";
import { expect, login, loginThroughForm, signIn, test } from "./support/fixtures";

test.describe("acesso", () => {
  test("a visitor is sent to /login from / and from any screen", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveURL(/\/login$/);
    await page.goto("/suppliers?search=abc");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fsuppliers%3Fsearch%3Dabc$/);
    await page.goto("/profile");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fprofile$/);
  });

  test("the login page shows the spec's texts", async ({ page }) => {
    await page.goto("/login");
    await expect(page.getByRole("heading", { name: "Acesso ao Sistema" })).toBeVisible();
    await expect(page.getByLabel("E-mail")).toHaveAttribute("type", "email");
    await expect(page.getByLabel("Senha")).toHaveAttribute("type", "password");
    await expect(page.getByRole("button", { name: "Entrar" })).toBeVisible();
    await expect(page.getByRole("contentinfo")).toContainText(`© ${new Date().getFullYear()}`);
    await atEachWidth(page, "login");
  });

  test("empty fields show 'Por favor, preencha todos os campos.'", async ({ page }) => {
    await page.goto("/login");
    await page.getByRole("button", { name: "Entrar" }).click();
    await expect(page.getByText("Por favor, preencha todos os campos.")).toBeVisible();
    await page.getByLabel("E-mail").fill("admin@demo.local");
    await page.getByRole("button", { name: "Entrar" }).click();
    await expect(page.getByText("Por favor, preencha todos os campos.")).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test("wrong credentials show the 'Erro no login' toast", async ({ page }) => {
    await page.goto("/login");
    await page.getByLabel("E-mail").fill("errado@e2e.local");
    await page.getByLabel("Senha").fill("senhaerrada");
    await page.getByRole("button", { name: "Entrar" }).click();
    const toast = page.getByTestId("toast");
    await expect(toast).toContainText("Erro no login");
    await expect(toast).toContainText("Email ou senha inválidos.");
    await expect(toast).toHaveAttribute("data-variant", "destructive");
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel("E-mail")).toHaveValue("errado@e2e.local");
  });

  test("signing in shows the success toast and /suppliers; /login and / then lead to /suppliers", async ({ page }) => {
    await loginThroughForm(page, "admin@demo.local");
    const toast = page.getByTestId("toast");
    await expect(toast).toContainText("Sucesso");
    await expect(toast).toContainText("Login realizado com sucesso");
    await expect(page.getByRole("heading", { name: "Fornecedores" })).toBeVisible();
    await page.goto("/login");
    await expect(page).toHaveURL(/\/suppliers$/);
    await page.goto("/");
    await expect(page).toHaveURL(/\/suppliers$/);
  });

  test("after sign-in the user returns to the page first asked for", async ({ page }) => {
    await page.goto("/products");
    await expect(page).toHaveURL(/redirectTo=%2Fproducts/);
    await page.getByLabel("E-mail").fill("comercial@demo.local");
    await page.getByLabel("Senha").fill("demo1234");
    await page.getByRole("button", { name: "Entrar" }).click();
    await expect(page).toHaveURL(/\/products$/);
  });

  test("sign-in never sends the browser to another site, whatever redirectTo holds", async ({ playwright, baseURL }) => {
    for (const redirectTo of ["/\t/evil.example", "//evil.example", "/\\evil.example", "/suppliers\n", "/\u3000/evil.example"]) {
      // A fresh cookie jar each time: a signed-in session would send /login elsewhere before the action runs.
      const request = await playwright.request.newContext({ baseURL });
      const response = await request.post("/login", {
        form: { email: "comercial@demo.local", password: "demo1234", redirectTo },
        headers: { Origin: baseURL ?? "" },
        maxRedirects: 0,
      });
      expect(response.status(), JSON.stringify(redirectTo)).toBe(302);
      const location = response.headers()["location"] ?? "";
      expect(new URL(location, baseURL).origin, JSON.stringify(redirectTo)).toBe(new URL(baseURL ?? "").origin);
      await request.dispose();
    }
  });

  test("'Sair' clears the session and goes to /login after 500 ms", async ({ page }) => {
    await login(page, "sair@e2e.local");
    const started = Date.now();
    await page.getByRole("button", { name: "Sair" }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(Date.now() - started).toBeGreaterThanOrEqual(450);
    await page.goto("/suppliers");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fsuppliers$/);
  });

  test("a session cookie copied before 'Sair' no longer works afterwards", async ({ page, context, browser, baseURL }) => {
    await login(page, "sair@e2e.local");
    const copied = await context.cookies();
    await page.getByRole("button", { name: "Sair" }).click();
    await expect(page).toHaveURL(/\/login$/);
    const thief = await browser.newContext({ baseURL });
    await thief.addCookies(copied);
    const stolen = await thief.newPage();
    await stolen.goto("/suppliers");
    await expect(stolen).toHaveURL(/\/login/);
    await thief.close();
  });

  test("a tampered session cookie counts as signed out", async ({ page, context, baseURL }) => {
    await login(page, "admin@demo.local");
    const cookies = await context.cookies();
    const session = cookies.find((c) => c.name === "__session");
    expect(session).toBeDefined();
    await context.clearCookies();
    await context.addCookies([{ name: "__session", value: `${session?.value}x`, url: baseURL }]);
    await page.goto("/suppliers");
    await expect(page).toHaveURL(/\/login/);
  });

  test("the 404 page has the spec's text and a link to the main page", async ({ page }) => {
    const response = await page.goto("/nao-existe/mesmo");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Página não encontrada" })).toBeVisible();
    await page.getByRole("link", { name: "Voltar para a página inicial" }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test("the 404 page also shows for a signed-in user", async ({ page }) => {
    await signIn(page, "consulta@demo.local");
    await page.goto("/fornecedores-antigos");
    await expect(page.getByRole("heading", { name: "Página não encontrada" })).toBeVisible();
    await page.getByRole("link", { name: "Voltar para a página inicial" }).click();
    await expect(page).toHaveURL(/\/suppliers$/);
  });
});

test.describe("acesso sem JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("login validates, fails and succeeds with plain form posts", async ({ page }) => {
    await page.goto("/login");
    await page.getByRole("button", { name: "Entrar" }).click();
    await expect(page.getByText("Por favor, preencha todos os campos.")).toBeVisible();

    await page.getByLabel("E-mail").fill("admin@demo.local");
    await page.getByLabel("Senha").fill("errada-sem-js");
    await page.getByRole("button", { name: "Entrar" }).click();
    await expect(page.getByTestId("toast")).toContainText("Email ou senha inválidos.");

    await page.getByLabel("Senha").fill("demo1234");
    await page.getByRole("button", { name: "Entrar" }).click();
    await expect(page).toHaveURL(/\/suppliers$/);
    await expect(page.getByTestId("toast")).toContainText("Login realizado com sucesso");
    await expect(page.getByRole("heading", { name: "Fornecedores" })).toBeVisible();

    await page.getByRole("button", { name: "Sair" }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});
