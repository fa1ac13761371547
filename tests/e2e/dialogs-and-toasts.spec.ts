import { expect, test } from "./support/fixtures";
import { atEachWidth } from "./support/screenshots";

// A toast belongs to the page it was made for (ADR 0075): one made on the sign-in page is never shown on
// the page the next sign-in leads to.

for (const javaScriptEnabled of [true, false]) {
  test.describe(`Notificações da página ${javaScriptEnabled ? "com" : "sem"} JavaScript`, () => {
    test.use({ javaScriptEnabled });

    test("a failed sign-in, then a good one within seconds: /suppliers shows only 'Login realizado com sucesso'", async ({ page }) => {
      await page.goto("/login");
      await page.getByLabel("E-mail").fill("admin@demo.local");
      await page.getByLabel("Senha").fill("senha-errada");
      await page.getByRole("button", { name: "Entrar" }).click();
      const toasts = page.getByTestId("toast");
      await expect(toasts).toContainText(["Erro no login"]);

      await page.getByLabel("Senha").fill("demo1234");
      await page.getByRole("button", { name: "Entrar" }).click();
      await expect(page).toHaveURL(/\/suppliers$/);
      await expect(toasts.filter({ hasText: "Login realizado com sucesso" })).toBeVisible();
      // Read at once, not waited for: the sign-in page's toast would leave by itself within five seconds.
      expect(await toasts.allTextContents()).toEqual(["SucessoLogin realizado com sucesso"]);
      await atEachWidth(page, `toast-after-sign-in-${javaScriptEnabled ? "js" : "nojs"}`, { fullPage: false });
    });
  });
}
