import { picture } from "./support/screenshots";
import { dismissToasts, expect, login, test } from "./support/fixtures";

// Pictures of the supplier screens at 1440 px and 375 px (test-results/screenshots), for a person to look at.

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
      await picture(page, `suppliers-list${suffix}`);

      await page.goto("/suppliers?view=cards");
      await expect(page.getByTestId("supplier-card").first()).toBeVisible();
      await picture(page, `suppliers-cards${suffix}`);

      await page.goto("/suppliers/1");
      await expect(page.getByRole("heading", { name: "Yiwu Huaxin Housewares Co., Ltd." })).toBeVisible();
      await picture(page, `supplier-detail${suffix}`);

      await page.goto("/suppliers/1?editar=1");
      await expect(page.getByLabel("Nome do supplier")).toBeVisible();
      await picture(page, `supplier-edit${suffix}`);

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
      await picture(page, `supplier-new-dialog${suffix}`, { fullPage: false });
    });
  });
}
