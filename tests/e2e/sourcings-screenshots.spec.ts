import { dismissToasts, expect, login, test } from "./support/fixtures";
import { SCREENSHOT_SIZES, expectNoSidewaysScroll, picture } from "./support/screenshots";

// Pictures of the sourcing list at 1440, 1280 and 375 px (test-results/screenshots), for a person to look at;
// and the one layout rule a picture cannot be trusted with: nothing scrolls sideways.

test.describe.configure({ timeout: 120_000 });

for (const { width, height, suffix } of SCREENSHOT_SIZES) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height } });

    test(`screenshots: sourcing list and cards${suffix}`, async ({ page }) => {
      await login(page, "comercial@demo.local");
      await dismissToasts(page);
      await page.goto("/sourcings");
      await expect(page.getByRole("heading", { name: "Sourcings", level: 1 })).toBeVisible();
      if (width < 768) await expect(page.getByRole("list", { name: "Sourcings" })).toBeVisible();
      else await expect(page.getByRole("table", { name: "Sourcings" })).toBeVisible(); // 1280 px: beside the expanded sidebar
      await expectNoSidewaysScroll(page);
      await picture(page, `sourcings-list${suffix}`);

      await page.goto("/sourcings?view=cards");
      await expect(page.getByTestId("sourcing-card").first()).toBeVisible();
      await expectNoSidewaysScroll(page);
      await picture(page, `sourcings-cards${suffix}`);

      if (width < 768) {
        await page.goto("/sourcings?sort_field=dt_estimado");
        await page.locator("summary", { hasText: "Ordenar por" }).click();
        await expectNoSidewaysScroll(page);
        await picture(page, `sourcings-sort-menu${suffix}`, { fullPage: false });
      }
    });
  });
}
