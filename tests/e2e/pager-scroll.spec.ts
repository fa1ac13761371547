import type { Page } from "@playwright/test";
import { expect, signIn, test } from "./support/fixtures";
import { ensureThreePages, LIST_SCREENS, type ListScreen } from "./support/lists";

// Defect: the pager's links kept the scroll position, so page 2 opened where page 1 ended (at the pager).
// Checked on the three lists (suppliers, sourcings, products), each with at least three pages.

// Several full pages a test, each checked by axe: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 60_000 });

const STICKY_HEADER_PX = 48;

const pager = (page: Page) => page.getByRole("navigation", { name: "Paginação" });
const table = (page: Page) => page.getByRole("table", { name: "Fornecedores" });

/**
 * The list's top is on screen below the sticky header: the result count, and the first row (of the table, of
 * the stacked rows or of the cards, whichever is shown) down to its bottom.
 */
async function expectListTopInView(page: Page, screen: ListScreen) {
  await expect
    .poll(async () =>
      page.evaluate(
        ({ headerHeight, name }) => {
          const count = document.querySelector("[data-testid=result-count]")?.getBoundingClientRect();
          const rows = [...document.querySelectorAll(`main table tbody tr, main ul[aria-label="${name}"] > li`)];
          const first = rows.map((row) => row.getBoundingClientRect()).find((box) => box.height > 0);
          if (!count || !first) return "sem lista";
          const inView = count.top >= headerHeight && first.bottom <= window.innerHeight;
          return inView
            ? "no topo"
            : `scrollY=${window.scrollY}, contagem em ${Math.round(count.top)}, primeira linha até ${Math.round(first.bottom)}`;
        },
        { headerHeight: STICKY_HEADER_PX, name: screen.name },
      ),
    )
    .toBe("no topo");
}

async function scrollToPager(page: Page) {
  await pager(page).scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
}

/** Signs in and opens the list, at `query`. */
async function openList(page: Page, screen: ListScreen, query = "") {
  await signIn(page, "comercial@demo.local");
  await page.goto(`${screen.path}${query}`);
}

/** The address is the list's, with exactly these parameters (whatever order a list writes them in). */
async function expectAddress(page: Page, screen: ListScreen, params: Record<string, string>) {
  const pairs = (entries: Iterable<[string, string]>) =>
    [...entries]
      .map(([key, value]) => `${key}=${value}`)
      .sort()
      .join("&");
  await expect(page).toHaveURL((url) => url.pathname === screen.path && pairs(url.searchParams) === pairs(Object.entries(params)));
}

test.beforeAll(async ({ playwright, baseURL }) => {
  test.setTimeout(180_000);
  const request = await playwright.request.newContext({ baseURL });
  for (const screen of LIST_SCREENS) await ensureThreePages(request, screen);
  await request.dispose();
});

for (const screen of LIST_SCREENS) {
  test.describe(`${screen.path}`, () => {
    for (const { width, height } of [
      { width: 1440, height: 900 },
      { width: 375, height: 812 },
    ]) {
      test.describe(`paginação a ${width} px`, () => {
        test.use({ viewport: { width, height } });

        test("a page link at the bottom brings the top of the next page's list into view", async ({ page }) => {
          await openList(page, screen);
          await scrollToPager(page);
          await expect(page.getByTestId("result-count")).not.toBeInViewport();
          await pager(page).getByRole("link", { name: "Página 2" }).click();
          await expectAddress(page, screen, { page: "2" });
          await expectListTopInView(page, screen);

          await scrollToPager(page);
          await expect(page.getByTestId("result-count")).not.toBeInViewport();
          await pager(page).getByRole("link", { name: "Próxima" }).click();
          await expectAddress(page, screen, { page: "3" });
          await expectListTopInView(page, screen);

          // Page 3 may be short: at 1440 px its top may already be in view, and then the page does not move.
          await scrollToPager(page);
          await pager(page).getByLabel("Ir para a página").fill("1");
          await pager(page).getByRole("button", { name: "Ir" }).click();
          await expectAddress(page, screen, {});
          await expectListTopInView(page, screen);
        });
      });
    }

    test("cards: the pager brings the first cards into view", async ({ page }) => {
      await openList(page, screen, "?view=cards");
      await scrollToPager(page);
      await expect(page.getByTestId("result-count")).not.toBeInViewport();
      await pager(page).getByRole("link", { name: "Próxima" }).click();
      await expectAddress(page, screen, { page: "2", view: "cards" });
      await expect(page.getByTestId("result-count")).toBeInViewport();
      await expect(page.getByTestId(screen.card).first()).toBeInViewport();
      await expectListTopInView(page, screen);
    });

    test.describe("paginação sem JavaScript", () => {
      test.use({ javaScriptEnabled: false });

      test("each page is a fresh load that starts at the top", async ({ page }) => {
        await openList(page, screen);
        await scrollToPager(page);
        expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
        await pager(page).getByRole("link", { name: "Próxima" }).click();
        await expectAddress(page, screen, { page: "2" });
        expect(await page.evaluate(() => window.scrollY)).toBe(0);
        await expect(page.getByTestId("result-count")).toBeInViewport();
      });
    });
  });
}

test("sorting and filtering keep the scroll position", async ({ page }) => {
  await signIn(page, "comercial@demo.local");
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
