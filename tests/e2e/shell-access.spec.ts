import type { Locator, Page } from "@playwright/test";
import { contrastRatio } from "./support/contrast";
import { expect, login, loginThroughForm, signIn, test } from "./support/fixtures";
import { picture } from "./support/screenshots";

// Signing out, the phone's menu without JavaScript, the collapsed sidebar's tooltips, and focus.

const BOTH = [true, false] as const;
const mode = (javaScriptEnabled: boolean) => (javaScriptEnabled ? "com JavaScript" : "sem JavaScript");

/** The accessible name of the focused element, as a screen reader would announce it (label, else its text). */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return element?.getAttribute("aria-label") ?? element?.textContent?.trim() ?? "";
  });

/** Presses Tab until the element named `name` has the focus (a keyboard user's way there). */
async function tabTo(page: Page, name: string) {
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press("Tab");
    if ((await focusedName(page)) === name) return;
  }
  throw new Error(`'${name}' não recebeu o foco pelo teclado`);
}

for (const javaScriptEnabled of BOTH) {
  test.describe(`Sair ${mode(javaScriptEnabled)}`, () => {
    test.use({ javaScriptEnabled });

    test("from /profile, 'Sair' ends at plain /login after 500 ms, and the next person lands on /suppliers", async ({ page }) => {
      await signIn(page, "sourcing@demo.local");
      await page.goto("/profile");
      const visited: string[] = [];
      page.on("framenavigated", (frame) => {
        if (frame === page.mainFrame()) visited.push(frame.url());
      });
      const started = Date.now();
      await page.getByRole("button", { name: "Sair" }).click();
      await expect(page).toHaveURL(/\/login$/);
      expect(Date.now() - started).toBeGreaterThanOrEqual(500);
      // It stays there: no later reload sends it on to /login?redirectTo=…
      await page.waitForTimeout(700);
      expect(new URL(page.url()).search).toBe("");
      expect(visited.filter((url) => url.includes("redirectTo"))).toEqual([]);
      await expect(page.getByRole("heading", { name: "Acesso ao Sistema" })).toBeVisible();

      await loginThroughForm(page, "comercial@demo.local");
      await expect(page.getByRole("heading", { name: "Fornecedores", level: 1 })).toBeVisible();
    });
  });

  test.describe(`celular (375 px) ${mode(javaScriptEnabled)}`, () => {
    test.use({ javaScriptEnabled, viewport: { width: 375, height: 740 } });

    const openMenu = (page: Page) =>
      page
        .getByRole("link", { name: "Abrir menu" })
        .or(page.getByRole("button", { name: "Abrir menu" }))
        .click();

    test("'Abrir menu' reaches Sourcing, Produtos, the profile and 'Sair'", async ({ page }) => {
      await login(page, "sourcing@demo.local");
      await openMenu(page);
      // Without JavaScript the link loads /menu: the picture is of that page, not of the list it leaves.
      if (!javaScriptEnabled) {
        await page.waitForURL(/\/menu/);
        await picture(page, "mobile-menu-no-js-mobile");
      }
      await page.getByRole("link", { name: "Sourcing", exact: true }).click();
      await expect(page).toHaveURL(/\/sourcings$/);
      await expect(page.getByRole("heading", { name: "Sourcings", level: 1 })).toBeVisible();

      await openMenu(page);
      await page.getByRole("link", { name: "Produtos", exact: true }).click();
      await expect(page).toHaveURL(/\/products$/);
      await expect(page.getByRole("heading", { name: "Produtos", level: 1 })).toBeVisible();

      await openMenu(page);
      await page.getByRole("link", { name: /Bruno Sourcing/ }).click();
      await expect(page).toHaveURL(/\/profile$/);
      await expect(page.getByRole("heading", { name: "Meu Perfil" })).toBeVisible();

      await openMenu(page);
      await page.getByRole("button", { name: "Sair" }).click();
      await expect(page).toHaveURL(/\/login$/);
    });
  });

  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 1280, height: 800 },
  ]) {
    test.describe(`menu recolhido a ${viewport.width} px ${mode(javaScriptEnabled)}`, () => {
      test.use({ javaScriptEnabled, viewport });

      /** The tooltip naming an entry: shown at once, whole (nothing clips it) and beside the 3rem sidebar. */
      async function expectTooltip(sidebar: Locator, label: string) {
        const tip = sidebar.getByText(label, { exact: true });
        await expect(tip).toBeVisible({ timeout: 500 });
        await expect(tip).toBeInViewport({ ratio: 1 });
        const box = await tip.boundingBox();
        expect(box?.x ?? 0).toBeGreaterThanOrEqual(48);
      }

      test("each icon, the three '+' told apart, names itself in a tooltip on hover and on keyboard focus", async ({
        page,
        context,
        baseURL,
      }) => {
        await context.addCookies([{ name: "sidebar_state", value: "false", url: baseURL }]);
        await login(page, "sourcing@demo.local");
        const sidebar = page.getByTestId("sidebar");
        await expect(sidebar).toHaveAttribute("data-state", "collapsed");
        const creations = ["Novo Fornecedor", "Novo Sourcing", "Novo Produto"];
        for (const name of [...creations, "Fornecedores", "Sourcing", "Produtos", "Parâmetros de importação"]) {
          await sidebar.getByRole("link", { name, exact: true }).hover();
          await expectTooltip(sidebar, name);
        }
        await sidebar.getByRole("button", { name: "Sair" }).hover();
        await expectTooltip(sidebar, "Sair");
        if (javaScriptEnabled) await picture(page, `collapsed-tooltip${viewport.width === 1280 ? "-1280" : ""}`, { fullPage: false });

        await page.mouse.move(viewport.width - 10, viewport.height - 10);
        for (const name of creations) {
          await tabTo(page, name);
          await expectTooltip(sidebar, name);
        }
      });
    });
  }

  test.describe(`teclado ${mode(javaScriptEnabled)}`, () => {
    test.use({ javaScriptEnabled });

    test("the first Tab reaches 'Pular para o conteúdo', which skips the sidebar", async ({ page }) => {
      await login(page, "sourcing@demo.local");
      await page.keyboard.press("Tab");
      expect(await focusedName(page)).toBe("Pular para o conteúdo");
      await expect(page.getByRole("link", { name: "Pular para o conteúdo" })).toBeInViewport();
      await page.keyboard.press("Enter");
      await page.keyboard.press("Tab");
      const inMain = await page.evaluate(() => document.activeElement?.closest("main") !== null);
      expect(inMain, `foco em '${await focusedName(page)}'`).toBe(true);
    });

    test("the focus ring shows on the navy sidebar, at 4.5:1 or more against it", async ({ page }) => {
      await login(page, "sourcing@demo.local");
      await tabTo(page, "Fornecedores");
      const ring = await page.evaluate(() => {
        const focused = document.activeElement;
        const sidebar = document.querySelector('[data-testid="sidebar"]');
        if (!focused || !sidebar) return null;
        const style = getComputedStyle(focused);
        return {
          style: style.outlineStyle,
          width: style.outlineWidth,
          color: style.outlineColor,
          background: getComputedStyle(sidebar).backgroundColor,
        };
      });
      expect(ring?.style).not.toBe("none");
      expect(ring?.width).not.toBe("0px");
      expect(contrastRatio(ring?.color ?? "", ring?.background ?? "")).toBeGreaterThanOrEqual(4.5);
    });
  });
}

test.describe("diálogos de criação", () => {
  for (const name of ["Novo Fornecedor", "Novo Sourcing", "Novo Produto"]) {
    test(`closing '${name}' with Escape or 'Cancelar' gives the focus back to its link`, async ({ page }) => {
      await login(page, "sourcing@demo.local");
      const trigger = page.getByTestId("sidebar").getByRole("link", { name });
      const dialog = page.getByRole("dialog", { name });
      for (const close of ["Escape", "Cancelar"] as const) {
        await trigger.click();
        await expect(dialog.getByRole("button", { name: "Salvar" })).toBeVisible();
        if (close === "Escape") await page.keyboard.press("Escape");
        else await dialog.getByRole("button", { name: "Cancelar" }).click();
        await expect(dialog).toHaveCount(0);
        await expect(trigger, `após ${close}`).toBeFocused();
      }
    });
  }
});
