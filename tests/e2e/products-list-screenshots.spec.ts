import { dismissToasts, expect, login, test } from "./support/fixtures";
import { SCREENSHOT_SIZES, expectNoSidewaysScroll, picture } from "./support/screenshots";

// Pictures of the product list (table, cards) and of 'Novo Produto' at 1440, 1280 and 375 px
// (test-results/screenshots), for a person to look at; and the layout rule a picture cannot be trusted with:
// nothing scrolls sideways.

test.describe.configure({ timeout: 120_000 });

for (const { width, height, suffix } of SCREENSHOT_SIZES) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height } });

    test(`screenshots: product list, cards and 'Novo Produto'${suffix}`, async ({ page }) => {
      await login(page, "comercial@demo.local");
      await dismissToasts(page);
      await page.goto("/products");
      await expect(page.getByRole("heading", { name: "Produtos", level: 1 })).toBeVisible();
      await expect(page.getByRole("table", { name: "Produtos" })).toBeVisible();
      // Beside the expanded sidebar at 1280 px the columns are a table; on a phone each row is stacked.
      const stacked = await page.getByRole("table", { name: "Produtos" }).evaluate((table) => getComputedStyle(table).display === "block");
      expect(stacked).toBe(width < 768);
      await expectNoSidewaysScroll(page);
      await picture(page, `products-list${suffix}`);

      await page.goto("/products?view=cards&categoria=Ilumina%C3%A7%C3%A3o&cotacao_max=5");
      await expect(page.getByTestId("product-card").first()).toBeVisible();
      await expectNoSidewaysScroll(page);
      await picture(page, `products-cards${suffix}`);

      await page.goto("/products");
      const sidebar = suffix === "-mobile" ? page.getByTestId("mobile-sidebar") : page.getByTestId("sidebar");
      if (suffix === "-mobile") await page.getByTestId("mobile-menu-button").click();
      await sidebar.getByRole("link", { name: "Novo Produto" }).click();
      const dialog = page.getByRole("dialog", { name: "Novo Produto" });
      await expect(dialog.getByLabel("Categoria").getByRole("option", { name: "Brinquedos" })).toBeAttached();
      await dialog.getByRole("button", { name: "Salvar" }).click();
      await expect(dialog.getByTestId("create-form-error")).not.toHaveText("");
      await page.waitForTimeout(300);
      await picture(page, `product-new-dialog${suffix}`, { fullPage: false });

      await page.goto("/products/new");
      await expect(page.getByRole("heading", { name: "Novo Produto" })).toBeVisible();
      await picture(page, `product-new-page${suffix}`);
    });
  });
}
