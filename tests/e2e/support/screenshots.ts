import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/** The three widths every screen is pictured at: wide, 1280 px beside the expanded sidebar, and a phone. */
export const SCREENSHOT_SIZES = [
  { width: 1440, height: 900, suffix: "" },
  { width: 1280, height: 800, suffix: "-1280" },
  { width: 375, height: 740, suffix: "-mobile" },
] as const;

/** The layout rule a picture cannot be trusted with: neither the page nor any box in it scrolls sideways. */
export async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => {
    const scrolls = (element: Element) => ["auto", "scroll"].includes(getComputedStyle(element).overflowX) && element.scrollWidth > element.clientWidth + 1;
    return {
      page: document.documentElement.scrollWidth > window.innerWidth,
      // Boxes that scroll sideways (the table's own frame, say), named by their classes.
      boxes: [...document.querySelectorAll("main *")].filter(scrolls).map((element) => `${element.tagName} ${element.className}`),
    };
  });
  expect(overflow).toEqual({ page: false, boxes: [] });
}
