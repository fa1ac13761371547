import { atEachWidth, picture } from "./support/screenshots";
import AxeBuilder from "@axe-core/playwright";
import { dismissToasts, expect, login, test } from "./support/fixtures";

test.describe("menu lateral", () => {
  test("shows the user block, the creation buttons and the navigation with the active item", async ({ page }) => {
    await login(page, "sourcing@demo.local");
    const sidebar = page.getByTestId("sidebar");
    await expect(sidebar.getByTestId("user-name")).toHaveText("Bruno Sourcing");
    await expect(sidebar.getByTestId("user-team")).toHaveText("Sourcing");
    await expect(sidebar.getByRole("img", { name: "Sem foto de Bruno Sourcing" })).toBeVisible();
    for (const name of ["Novo Fornecedor", "Novo Sourcing", "Novo Produto"]) {
      await expect(sidebar.getByRole("link", { name })).toBeVisible();
    }
    const nav = sidebar.getByRole("navigation", { name: "Navegação principal" });
    await expect(nav.getByRole("link", { name: "Fornecedores" })).toHaveAttribute("aria-current", "page");
    await nav.getByRole("link", { name: "Sourcing" }).click();
    await expect(page).toHaveURL(/\/sourcings$/);
    await expect(page.getByRole("heading", { name: "Sourcings" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Sourcing" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Fornecedores" })).not.toHaveAttribute("aria-current", "page");
    await nav.getByRole("link", { name: "Produtos" }).click();
    await expect(page.getByRole("heading", { name: "Produtos" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Produtos" })).toHaveAttribute("aria-current", "page");
    await sidebar.getByRole("link", { name: /Bruno Sourcing/ }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole("heading", { name: "Meu Perfil" })).toBeVisible();
  });

  // The page-level axe pass sees whatever the pointer happens to rest on; this pass rests it on each link in turn.
  test("every sidebar link keeps its text contrast under the pointer", async ({ page }) => {
    await login(page, "sourcing@demo.local");
    const sidebar = page.getByTestId("sidebar");
    const links = await sidebar.getByRole("link").all();
    expect(links.length).toBeGreaterThan(5);
    for (const link of links) {
      await link.hover();
      const results = await new AxeBuilder({ page }).include('[data-testid="sidebar"]').withRules(["color-contrast"]).analyze();
      expect(
        results.violations.flatMap((v) => v.nodes.map((n) => n.target.join(" "))),
        await link.innerText(),
      ).toEqual([]);
    }
  });

  test("team 1 sees no creation buttons", async ({ page }) => {
    await login(page, "consulta@demo.local");
    const sidebar = page.getByTestId("sidebar");
    await expect(sidebar.getByTestId("user-team")).toHaveText("Consulta");
    await expect(sidebar.getByTestId("create-buttons")).toHaveCount(0);
    for (const name of ["Novo Fornecedor", "Novo Sourcing", "Novo Produto"]) {
      await expect(page.getByRole("link", { name })).toHaveCount(0);
    }
  });

  test("collapses to 3rem icons, keeps the state across a reload, and Ctrl/Cmd+B toggles it", async ({ page, context }) => {
    await login(page, "comercial@demo.local");
    const sidebar = page.getByTestId("sidebar");
    await expect(sidebar).toHaveAttribute("data-state", "expanded");
    expect((await sidebar.boundingBox())?.width).toBe(256);
    await dismissToasts(page);
    await atEachWidth(page, "shell-expanded");

    await page.getByTestId("sidebar-toggle").click();
    await expect(sidebar).toHaveAttribute("data-state", "collapsed");
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(48);
    await picture(page, "shell-collapsed");
    const cookie = (await context.cookies()).find((c) => c.name === "sidebar_state");
    expect(cookie?.value).toBe("false");
    expect(Math.round((cookie?.expires ?? 0) - Date.now() / 1000)).toBeGreaterThan(604800 - 60);

    await page.reload();
    await expect(sidebar).toHaveAttribute("data-state", "collapsed");
    // Collapsed entries name themselves in a tooltip at once.
    await sidebar.getByRole("link", { name: "Produtos" }).hover();
    await expect(sidebar.getByText("Produtos", { exact: true })).toBeVisible();

    await page.keyboard.press("Control+b");
    await expect(sidebar).toHaveAttribute("data-state", "expanded");
    await page.keyboard.press("Meta+b");
    await expect(sidebar).toHaveAttribute("data-state", "collapsed");
    await page.keyboard.press("Control+b");
    await expect(sidebar).toHaveAttribute("data-state", "expanded");
    await page.reload();
    await expect(sidebar).toHaveAttribute("data-state", "expanded");
  });

  test("the toggle shows its tooltip after the 700 ms delay", async ({ page }) => {
    await login(page, "comercial@demo.local");
    await page.getByTestId("sidebar-toggle").hover();
    const tooltip = page.getByRole("tooltip");
    await page.waitForTimeout(400);
    await expect(tooltip).toHaveCount(0);
    await expect(tooltip).toHaveText("Recolher menu (Ctrl+B)");
  });

  test.describe("no celular (375 px)", () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test("the sidebar is an 18rem slide-in panel", async ({ page }) => {
      await login(page, "sourcing@demo.local");
      await expect(page.getByTestId("sidebar")).toBeHidden();
      await page.getByTestId("mobile-menu-button").click();
      const panel = page.getByTestId("mobile-sidebar");
      await expect(panel).toBeVisible();
      await expect.poll(async () => (await panel.boundingBox())?.width).toBe(288);
      await expect.poll(async () => (await panel.boundingBox())?.x).toBe(0);
      await picture(page, "shell-mobile-panel", { fullPage: false });
      await panel.getByRole("link", { name: "Produtos" }).click();
      await expect(page).toHaveURL(/\/products$/);
      await expect(panel).toBeHidden();
      await page.keyboard.press("Control+b");
      await expect(panel).toBeVisible();
      await page.getByRole("button", { name: "Fechar menu" }).click();
      await expect(panel).toBeHidden();
    });
  });
});

test.describe("menu lateral sem JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the collapse button still works as a form post", async ({ page }) => {
    await login(page, "comercial@demo.local");
    await page.getByTestId("sidebar-toggle").click();
    await expect(page.getByTestId("sidebar")).toHaveAttribute("data-state", "collapsed");
    await expect(page).toHaveURL(/\/suppliers$/);
    await page.getByTestId("sidebar-toggle").click();
    await expect(page.getByTestId("sidebar")).toHaveAttribute("data-state", "expanded");
  });
});
