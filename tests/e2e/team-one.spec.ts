import type { Page } from "@playwright/test";
import { expect, login, test } from "./support/fixtures";
import { picture, SCREENSHOT_SIZES } from "./support/screenshots";

// Team 1 ('Consulta') may not create suppliers, sourcings or products, and may do everything else (docs/decisions/0061).

const REFUSED = "Sua equipe não tem permissão para criar registros.";
const CREATION_PAGES = ["/suppliers/new", "/sourcings/new", "/products/new"] as const;
const CREATION_NAMES = /^Novo (Fornecedor|Sourcing|Produto)$/;

/** No link, button or form of the page leads to a creation, whatever its wording. */
async function expectNoCreationControl(page: Page) {
  await expect(page.locator('a[href$="/new"], form[action$="/new"]')).toHaveCount(0);
  await expect(page.getByRole("link", { name: CREATION_NAMES })).toHaveCount(0);
  await expect(page.getByRole("button", { name: CREATION_NAMES })).toHaveCount(0);
}

/** The first record a list links to: its detail page. */
async function firstDetail(page: Page, list: "/suppliers" | "/sourcings" | "/products") {
  await page.goto(list);
  const hrefs = await page
    .getByRole("main")
    .locator(`a[href^="${list}/"]`)
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  const href = hrefs.find((candidate) => /\/\d+$/.test(candidate));
  expect(href, `um registro em ${list}`).toBeDefined();
  return href ?? "";
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`equipe 1 (Consulta) ${javaScriptEnabled ? "com" : "sem"} JavaScript`, () => {
    test.use({ javaScriptEnabled });

    test("a creation page opened by its URL answers 403 with the permission message, inside the app shell", async ({ page }) => {
      await login(page, "consulta@demo.local");
      for (const path of CREATION_PAGES) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(403);
        await expect(page.getByRole("heading", { name: "Acesso negado" })).toBeVisible();
        await expect(page.getByText(REFUSED)).toBeVisible();
        // No form to fill in vain.
        await expect(page.getByRole("button", { name: "Salvar" })).toHaveCount(0);
        await expect(page.getByRole("textbox")).toHaveCount(0);
        // The shell is still there: the sidebar with the user and the navigation.
        const sidebar = page.getByTestId("sidebar");
        await expect(sidebar.getByTestId("user-team")).toHaveText("Consulta");
        await expect(
          sidebar.getByRole("navigation", { name: "Navegação principal" }).getByRole("link", { name: "Produtos" }),
        ).toBeVisible();
      }
      if (javaScriptEnabled) {
        for (const { width, height, suffix } of SCREENSHOT_SIZES) {
          await page.setViewportSize({ width, height });
          await picture(page, `team-one-403${suffix}`);
        }
      }
      await page.getByRole("link", { name: "Voltar para a página inicial" }).click();
      await expect(page).toHaveURL(/\/suppliers$/);
    });

    test("a post to a creation page is refused with 403 too, and creates nothing", async ({ page }) => {
      await login(page, "consulta@demo.local");
      const nome = `Tentativa da consulta ${javaScriptEnabled ? "JS" : "sem JS"}`;
      const reply = await page.request.post("/products/new", {
        form: { nome, id_categoria: "1", unidade_medida: "peça" },
        maxRedirects: 0,
      });
      expect(reply.status()).toBe(403);
      const html = await reply.text();
      expect(html).toContain(REFUSED);
      expect(html, "the form is not drawn again").not.toContain('name="nome"');
      await page.goto(`/products?search=${encodeURIComponent(nome)}`);
      await expect(page.getByRole("main").getByRole("link", { name: nome })).toHaveCount(0);
    });

    test("no page offers a creation control: lists, details, the collapsed sidebar and the phone's menu", async ({
      page,
      context,
      baseURL,
    }) => {
      await login(page, "consulta@demo.local");
      const details = [await firstDetail(page, "/suppliers"), await firstDetail(page, "/sourcings"), await firstDetail(page, "/products")];
      for (const path of ["/suppliers", "/sourcings", "/products", ...details, "/profile"]) {
        await page.goto(path);
        await expectNoCreationControl(page);
      }
      await context.addCookies([{ name: "sidebar_state", value: "false", url: baseURL }]);
      await page.goto("/products");
      await expect(page.getByTestId("sidebar")).toHaveAttribute("data-state", "collapsed");
      await expectNoCreationControl(page);

      await page.setViewportSize({ width: 375, height: 740 });
      await page
        .getByRole("link", { name: "Abrir menu" })
        .or(page.getByRole("button", { name: "Abrir menu" }))
        .click();
      await expect(page.getByRole("link", { name: "Sourcing", exact: true })).toBeVisible();
      await expectNoCreationControl(page);
    });
  });
}

test("team 2 still gets the creation forms", async ({ page }) => {
  await login(page, "sourcing@demo.local");
  for (const path of CREATION_PAGES) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole("button", { name: "Salvar" })).toBeVisible();
  }
});
