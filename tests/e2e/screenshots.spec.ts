import { picture } from "./support/screenshots";
import { dismissToasts, expect, login, test } from "./support/fixtures";

// Pictures of each screen for a person to look at (test-results/screenshots); the assertions only make
// sure each shot shows the screen it is named after.

test("screenshots: login, shell and profile", async ({ page }) => {
  await page.goto("/login");
  await expect(page.getByRole("heading", { name: "Acesso ao Sistema" })).toBeVisible();
  await picture(page, "login");

  await login(page, "admin@demo.local");
  await dismissToasts(page);
  await picture(page, "shell-expanded");
  await page.getByTestId("sidebar-toggle").click();
  await expect(page.getByTestId("sidebar")).toHaveAttribute("data-state", "collapsed");
  await picture(page, "shell-collapsed");
  await page.keyboard.press("Control+b");

  await page.goto("/profile");
  await expect(page.getByRole("heading", { name: "Meu Perfil" })).toBeVisible();
  await picture(page, "profile");
});

test.describe("celular", () => {
  test.use({ viewport: { width: 375, height: 740 } });
  test("screenshots: mobile shell and panel", async ({ page }) => {
    await page.goto("/login");
    await picture(page, "login-mobile");
    await login(page, "comercial@demo.local");
    await dismissToasts(page);
    await picture(page, "shell-mobile");
    await page.getByTestId("mobile-menu-button").click();
    await expect(page.getByTestId("mobile-sidebar")).toBeVisible();
    await page.waitForTimeout(300);
    await picture(page, "shell-mobile-panel");
    await page.goto("/profile");
    await picture(page, "profile-mobile");
  });
});
