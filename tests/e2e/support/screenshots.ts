import type { Locator, Page } from "@playwright/test";
import { expect } from "./fixtures";

/** The three widths every screen is pictured at: wide, 1280 px beside the expanded sidebar, and a phone. */
export const SCREENSHOT_SIZES = [
  { width: 1440, height: 900, suffix: "" },
  { width: 1280, height: 800, suffix: "-1280" },
  { width: 375, height: 740, suffix: "-mobile" },
] as const;

/**
 * The layout rule a picture cannot be trusted with: neither the page nor any box in it scrolls sideways, but for the
 * boxes named in `except` by their accessible name (the comparison's matrix, which is meant to).
 */
export async function expectNoSidewaysScroll(page: Page, { except = [] }: { except?: string[] } = {}) {
  const overflow = await page.evaluate((allowed) => {
    const scrolls = (element: Element) =>
      ["auto", "scroll"].includes(getComputedStyle(element).overflowX) && element.scrollWidth > element.clientWidth + 1;
    return {
      page: document.documentElement.scrollWidth > window.innerWidth,
      // Boxes that scroll sideways (the table's own frame, say), named by their classes.
      boxes: [...document.querySelectorAll("main *")]
        .filter((element) => scrolls(element) && !allowed.includes(element.getAttribute("aria-label") ?? ""))
        .map((element) => `${element.tagName} ${element.className}`),
    };
  }, except);
  expect(overflow).toEqual({ page: false, boxes: [] });
}

/**
 * Saves a picture of a page (whole, unless `fullPage` is false) or of one element to test-results/screenshots, for a
 * person to look at. Nothing compares them, so where nobody looks (`SCREENSHOTS=0`, as `.ci/run` sets) they are
 * not taken: capturing and encoding them was minutes of a CI run. The tests' assertions run either way.
 */
export async function picture(target: Page | Locator, name: string, { fullPage = true }: { fullPage?: boolean } = {}) {
  if (process.env.SCREENSHOTS === "0") return;
  const path = `test-results/screenshots/${name}.png`;
  await ("goto" in target ? target.screenshot({ path, fullPage }) : target.screenshot({ path }));
}

/**
 * The screen as it is now, at each of the three widths in turn (the window resized, the page not reloaded: the layout
 * is CSS's): nothing scrolls sideways at any, `also` holds at each, and a picture of each for a person to look at.
 * Called by the tests that already bring a screen to the state worth seeing, so no test signs in and opens it again
 * only to picture it.
 */
export async function atEachWidth(
  page: Page,
  name: string,
  { fullPage = true, except = [], also }: { fullPage?: boolean; except?: string[]; also?: (width: number) => Promise<void> } = {},
) {
  const before = page.viewportSize();
  for (const { width, height, suffix } of SCREENSHOT_SIZES) {
    await page.setViewportSize({ width, height });
    await also?.(width);
    await expectNoSidewaysScroll(page, { except });
    await picture(page, `${name}${suffix}`, { fullPage });
  }
  if (before) await page.setViewportSize(before);
}

/**
 * An open popover (a picker's list) at each of the three widths: closed, the window resized, opened again by `open`
 * and pictured. A popover is placed where its control was when it opened, so one resized while open would be
 * pictured (and measured) where no person ever sees it; the page under it is checked by `atEachWidth` before it opens.
 * It ends closed, the focus on the page's title.
 */
export async function popoverAtEachWidth(page: Page, name: string, open: () => Promise<void>) {
  const before = page.viewportSize();
  // Closed and left (a click on the page's title): a control that keeps the focus would not open again on a click.
  const close = async () => {
    await page.keyboard.press("Escape");
    await page.getByRole("heading", { level: 1 }).click();
  };
  for (const { width, height, suffix } of SCREENSHOT_SIZES) {
    await close();
    await page.setViewportSize({ width, height });
    await open();
    await picture(page, `${name}${suffix}`, { fullPage: false });
  }
  await close();
  if (before) await page.setViewportSize(before);
}
