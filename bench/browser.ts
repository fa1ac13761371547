import { gzipSync } from "node:zlib";
import { type Browser, chromium } from "@playwright/test";
import { chromiumPath } from "#tests/support/browser.ts";

export interface PageWeight {
  /** Every script and stylesheet the page loads until it is interactive, each gzipped (level 9). */
  jsGzipKb: number;
  cssGzipKb: number;
  /** The same scripts as the server sent them (Brotli where the browser accepts it): the bytes on the wire. */
  jsSentKb: number;
  scripts: number;
}

export interface SlowNetwork {
  /** From the start of navigation, emulated Slow 3G (400 ms RTT, 400 kbit/s both ways), cold cache. */
  rowsVisibleMs: number;
  interactiveMs: number;
  loadMs: number;
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

export async function openBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: ["--no-sandbox"] });
}

async function signedInContext(browser: Browser, base: string, cookie: string) {
  const context = await browser.newContext();
  const [name, value] = cookie.split("=", 2) as [string, string];
  await context.addCookies([{ name, value, url: base }]);
  return context;
}

/**
 * What one page makes the browser download before it is interactive: the scripts its HTML names (the entry and
 * every `modulepreload`, which React Router lists for the matched routes) and its stylesheets. Chunks loaded
 * after hydration (a combobox, a dialog, prefetched when idle) are not first load, however early they arrive.
 */
export async function pageWeight(browser: Browser, base: string, path: string, cookie: string): Promise<PageWeight> {
  const context = await signedInContext(browser, base, cookie);
  const page = await context.newPage();
  const bodies: Promise<{ url: string; type: string; bytes: number; sent: number } | null>[] = [];
  page.on("response", (response) => {
    const type = response.request().resourceType();
    if (type !== "script" && type !== "stylesheet") return;
    bodies.push(
      Promise.all([response.body(), response.request().sizes()])
        .then(([body, sizes]) => ({ url: response.url(), type, bytes: gzipSync(body, { level: 9 }).length, sent: sizes.responseBodySize }))
        .catch(() => null),
    );
  });
  const document = await page.goto(`${base}${path}`);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 30_000 });
  // Read from the HTML as served: after hydration React may have moved or dropped the <link> elements.
  const html = (await document?.text()) ?? "";
  const named = new Set(
    [...html.matchAll(/<link\b[^>]*\brel="(?:modulepreload|stylesheet)"[^>]*>/g)].flatMap((match) => {
      const target = /\bhref="([^"]+)"/.exec(match[0])?.[1];
      if (!target) return [];
      // React Router marks a stylesheet that a lazy chunk also imports with an empty fragment (`root.css#`); the
      // response's URL has none.
      const url = new URL(target, `${base}${path}`);
      url.hash = "";
      return [url.href];
    }),
  );
  const loaded = (await Promise.all(bodies)).filter((body) => body !== null && named.has(body.url));
  await context.close();
  const of = (type: string) => loaded.filter((b) => b?.type === type);
  const total = (list: typeof loaded, pick: (b: { bytes: number; sent: number }) => number) =>
    list.reduce((sum, b) => sum + (b ? pick(b) : 0), 0);
  const scripts = of("script");
  return {
    jsGzipKb: kb(total(scripts, (b) => b.bytes)),
    cssGzipKb: kb(total(of("stylesheet"), (b) => b.bytes)),
    jsSentKb: kb(total(scripts, (b) => b.sent)),
    scripts: scripts.length,
  };
}

/** The page on emulated Slow 3G through Chromium's DevTools protocol: when its rows show, when it responds. */
export async function slowNetwork(browser: Browser, base: string, path: string, cookie: string, rows: string): Promise<SlowNetwork> {
  const context = await signedInContext(browser, base, cookie);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  const throughput = (400 * 1024) / 8;
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 400,
    downloadThroughput: throughput,
    uploadThroughput: throughput,
  });
  // Times read in the page (performance.now() counts from the start of navigation) as soon as Playwright sees
  // each state; DevTools messages are not throttled, so the reading adds a few milliseconds at most.
  await page.goto(`${base}${path}`, { waitUntil: "commit", timeout: 180_000 });
  await page.locator(rows).first().waitFor({ state: "visible", timeout: 180_000 });
  const rowsVisibleMs = await page.evaluate(() => performance.now());
  await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 180_000 });
  const interactiveMs = await page.evaluate(() => performance.now());
  await page.waitForLoadState("load", { timeout: 180_000 });
  const loadMs = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType("navigation");
    return navigation instanceof PerformanceNavigationTiming ? navigation.loadEventEnd : 0;
  });
  await context.close();
  return { rowsVisibleMs: Math.round(rowsVisibleMs), interactiveMs: Math.round(interactiveMs), loadMs: Math.round(loadMs) };
}
