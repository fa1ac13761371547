import { dismissToasts, expect, login, test } from "./support/fixtures";
import { SCREENSHOT_SIZES, picture } from "./support/screenshots";

// Pictures of 'Novo Sourcing' (dialog and no-JavaScript page) at 1440, 1280 and 375 px (test-results/screenshots).
for (const { width, height, suffix } of SCREENSHOT_SIZES) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height } });

    test(`screenshots: 'Novo Sourcing' dialog and page${suffix}`, async ({ page }) => {
      await login(page, "sourcing@demo.local");
      await dismissToasts(page);
      const sidebar = suffix === "-mobile" ? page.getByTestId("mobile-sidebar") : page.getByTestId("sidebar");
      if (suffix === "-mobile") await page.getByTestId("mobile-menu-button").click();
      await sidebar.getByRole("link", { name: "Novo Sourcing" }).click();
      const dialog = page.getByRole("dialog", { name: "Novo Sourcing" });
      await expect(dialog.getByLabel("Categoria").getByRole("option", { name: "Amostra" })).toBeAttached();
      await dialog.getByRole("button", { name: "Salvar" }).click();
      await expect(dialog.getByTestId("create-form-error")).toHaveText("Preencha todos os campos obrigatórios.");
      await page.waitForTimeout(300);
      await picture(page, `sourcing-new-dialog${suffix}`, { fullPage: false });

      await page.goto("/sourcings/new");
      await expect(page.getByRole("heading", { name: "Novo Sourcing" })).toBeVisible();
      await picture(page, `sourcing-new-page${suffix}`);
    });
  });
}
