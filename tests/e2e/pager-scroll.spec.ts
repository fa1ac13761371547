import type { Page } from "@playwright/test";
import { expect, login, test } from "./support/fixtures";

// Defect: the pager's links kept the scroll position, so page 2 opened where page 1 ended (at the pager).

// Several full pages a test, each checked by axe: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 60_000 });

const STICKY_HEADER_PX = 48;

const pager = (page: Page) => page.getByRole("navigation", { name: "Paginação" });
const table = (page: Page) => page.getByRole("table", { name: "Fornecedores" });

/** The list's top (the result count and the table's header row) is on screen, below the sticky header. */
async function expectListTopInView(page: Page) {
  await expect
    .poll(async () =>
      page.evaluate((headerHeight) => {
        const count = document.querySelector("[data-testid=result-count]")?.getBoundingClientRect();
        const head = document.querySelector("thead")?.getBoundingClientRect();
        if (!count || !head) return "sem lista";
        const inView = count.top >= headerHeight && head.bottom <= window.innerHeight;
        return inView ? "no topo" : `scrollY=${window.scrollY}, contagem em ${Math.round(count.top)}`;
      }, STICKY_HEADER_PX),
    )
    .toBe("no topo");
}

async function scrollToPager(page: Page) {
  await pager(page).scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
}

for (const { width, height } of [
  { width: 1440, height: 900 },
  { width: 375, height: 812 },
]) {
  test.describe(`paginação a ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test("a page link at the bottom brings the top of the next page's list into view", async ({ page }) => {
      await login(page, "comercial@demo.local");
      await scrollToPager(page);
      await expect(table(page).locator("thead")).not.toBeInViewport();
      await pager(page).getByRole("link", { name: "Página 2" }).click();
      await expect(page).toHaveURL(/\?page=2$/);
      await expectListTopInView(page);

      await scrollToPager(page);
      await expect(table(page).locator("thead")).not.toBeInViewport();
      await pager(page).getByRole("link", { name: "Próxima" }).click();
      await expect(page).toHaveURL(/\?page=3$/);
      await expectListTopInView(page);

      // Page 3 is short: at 1440 px its top may already be in view, and then the page does not move.
      await scrollToPager(page);
      await pager(page).getByLabel("Ir para a página").fill("1");
      await pager(page).getByRole("button", { name: "Ir" }).click();
      await expect(page).toHaveURL(/\/suppliers$/);
      await expectListTopInView(page);
    });
  });
}

test("cards: the pager brings the first cards into view", async ({ page }) => {
  await login(page, "comercial@demo.local");
  await page.goto("/suppliers?view=cards");
  await scrollToPager(page);
  await expect(page.getByTestId("result-count")).not.toBeInViewport();
  await pager(page).getByRole("link", { name: "Próxima" }).click();
  await expect(page).toHaveURL(/\?page=2&view=cards$/);
  await expect(page.getByTestId("result-count")).toBeInViewport();
  await expect(page.getByTestId("supplier-card").first()).toBeInViewport();
});

test("sorting and filtering keep the scroll position", async ({ page }) => {
  await login(page, "comercial@demo.local");
  await page.goto("/suppliers?page=2");
  // The table's header row just below the sticky bar, the filters above the screen.
  await page.evaluate(() => {
    const head = document.querySelector("thead");
    if (head) window.scrollBy(0, head.getBoundingClientRect().top - 60);
  });
  const before = await page.evaluate(() => window.scrollY);
  expect(before).toBeGreaterThan(100);

  await table(page).getByRole("link", { name: "Tipo" }).click();
  await expect(page).toHaveURL(/\?order_by=tipo$/);
  await expect(table(page).getByRole("columnheader", { name: "Tipo" })).toHaveAttribute("aria-sort", "ascending");
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - before)).toBeLessThanOrEqual(1);

  await page.evaluate(() => window.scrollTo(0, 200));
  await page.getByLabel("Não exibir blacklisted").check();
  await expect(page).toHaveURL(/blacklisted=1/);
  await expect(page.getByLabel("Não exibir blacklisted")).toBeChecked();
  expect(await page.evaluate(() => window.scrollY)).toBe(200);
});

test.describe("paginação sem JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("each page is a fresh load that starts at the top", async ({ page }) => {
    await login(page, "comercial@demo.local");
    await scrollToPager(page);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await pager(page).getByRole("link", { name: "Próxima" }).click();
    await expect(page).toHaveURL(/\?page=2$/);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByTestId("result-count")).toBeInViewport();
  });
});
