import { dismissToasts, expect, login, test } from "./support/fixtures";

// Pictures of the supplier screens at 1440 px and 375 px (test-results/screenshots), for a person to look at.
const shot = (name: string) => ({ path: `test-results/screenshots/${name}.png`, fullPage: true });

for (const { width, height, suffix } of [
  { width: 1440, height: 900, suffix: "" },
  { width: 375, height: 740, suffix: "-mobile" },
]) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height } });

    test(`screenshots: supplier list, cards, detail, edit and dialog${suffix}`, async ({ page }) => {
      await login(page, "comercial@demo.local");
      await dismissToasts(page);
      await expect(page.getByRole("heading", { name: "Fornecedores" })).toBeVisible();
      await page.screenshot(shot(`suppliers-list${suffix}`));

      await page.goto("/suppliers?view=cards");
      await expect(page.getByTestId("supplier-card").first()).toBeVisible();
      await page.screenshot(shot(`suppliers-cards${suffix}`));

      await page.goto("/suppliers/1");
      await expect(page.getByRole("heading", { name: "Yiwu Huaxin Housewares Co., Ltd." })).toBeVisible();
      await page.screenshot(shot(`supplier-detail${suffix}`));

      await page.goto("/suppliers/1?editar=1");
      await expect(page.getByLabel("Nome do supplier")).toBeVisible();
      await page.screenshot(shot(`supplier-edit${suffix}`));

      await page.goto("/suppliers");
      if (suffix) {
        await page.getByTestId("mobile-menu-button").click();
        await page.getByTestId("mobile-sidebar").getByRole("link", { name: "Novo Fornecedor" }).click();
      } else {
        await page.getByTestId("sidebar").getByRole("link", { name: "Novo Fornecedor" }).click();
      }
      const dialog = page.getByRole("dialog", { name: "Novo Fornecedor" });
      await expect(dialog.getByLabel("País")).toHaveValue("cn");
      await page.waitForTimeout(300);
      await page.screenshot({ path: `test-results/screenshots/supplier-new-dialog${suffix}.png` });
    });
  });
}
