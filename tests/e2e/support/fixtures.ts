import { createHash } from "node:crypto";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { test as base, type ConsoleMessage, expect, type Page, type Response } from "@playwright/test";

interface AxeFinding {
  url: string;
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

async function analyze(page: Page, url = page.url()): Promise<AxeFinding[]> {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => ({
      url,
      id: v.id,
      impact: v.impact ?? "",
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(" ")),
    }));
}

/**
 * Pages seen with JavaScript off cannot run axe themselves: their HTML (scripts removed) is checked in a
 * scripted page of the same origin, so styles and images load as the user saw them. That page is the worker's own,
 * opened once (a new browser page is a new process, a quarter of a second on these machines).
 */
async function analyzeStatic(checker: Page, viewport: { width: number; height: number } | null, pages: { url: string; html: string }[]) {
  const findings: AxeFinding[] = [];
  // At the test's width: what is hidden or shown at that width is what the person saw.
  if (viewport) await checker.setViewportSize(viewport);
  for (const { url, html } of pages) {
    await checker.goto("/healthz");
    await checker.setContent(html.replace(/<script\b[\s\S]*?<\/script>/gi, ""), { waitUntil: "load" });
    findings.push(...(await analyze(checker, url)));
  }
  return findings;
}

/**
 * What a page is made of, for axe's purposes: its route (ids as `:id`, query keys without values) and every
 * kind of element on it (tag, role, input type, state attributes, class tokens). Two pages with the same
 * signature differ only in their data, so axe has nothing new to find on the second: each worker checks a
 * signature once (about 40 % of the suite's time went to repeating the same checks). An open dialog, an edit
 * mode, an error state or a new colour of badge changes the signature, and is checked.
 */
async function signature(page: Page, javaScriptEnabled: boolean): Promise<string> {
  const url = new URL(page.url());
  const route = url.pathname.replace(/\/\d+(?=\/|$)/g, "/:id");
  const keys = [...new Set(url.searchParams.keys())].sort().join(",");
  const kinds = await page.evaluate(() => {
    const seen = new Set<string>();
    for (const element of document.querySelectorAll("body *")) {
      const tag = element.tagName.toLowerCase();
      seen.add(tag);
      for (const name of ["role", "type", "aria-invalid", "aria-expanded", "aria-selected", "disabled", "aria-current"]) {
        const value = element.getAttribute(name);
        if (value !== null) seen.add(`${tag}[${name}=${value}]`);
      }
      for (const token of element.classList) seen.add(`.${token}`);
    }
    return [...seen].sort().join(" ");
  });
  return `${javaScriptEnabled ? "js" : "nojs"} ${route}?${keys} ${kinds}`;
}

/**
 * Signatures checked in this run, by any worker: a file per signature in the run's output folder, which Playwright
 * empties when a run starts. Each worker checked every signature it met once; shared, the two workers no longer
 * both check the same pages (axe was about a third of the suite's time).
 */
function checkedSignaturesOf(outputDir: string) {
  const dir = join(outputDir, ".axe-checked");
  mkdirSync(dir, { recursive: true });
  const fileOf = (made: string) => join(dir, createHash("sha1").update(made).digest("hex"));
  return {
    has: (made: string) => existsSync(fileOf(made)),
    add: (made: string) => writeFileSync(fileOf(made), made),
  };
}

/**
 * Every page a test visits is checked with axe: after each full page load and once more at the end of
 * the test, unless a page of the same make has been checked already in this run (`signature`). A serious or
 * critical violation fails the test.
 */
export const test = base.extend<{ axe: void }, { staticChecker: Page }>({
  // The test's own options (JavaScript off) do not reach a worker's fixture: this page runs scripts, for axe.
  staticChecker: [
    async ({ browser }, provide, workerInfo) => {
      const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL, javaScriptEnabled: true });
      await provide(await context.newPage());
      await context.close();
    },
    { scope: "worker" },
  ],
  // With JavaScript on, a page is used only once React has hydrated it (`data-hydrated` on <html>, set by the
  // root): a click or a file chosen before that would reach the server-rendered markup and race the test.
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled !== false) {
      const hydrated = async (response: Response | null) => {
        // HTML served by React Router (not the API's own reference page).
        const isApp =
          (response?.headers()["content-type"] ?? "").includes("text/html") && !new URL(page.url()).pathname.startsWith("/api/");
        if (isApp) await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
        return response;
      };
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (url, options) => hydrated(await goto(url, options));
      // A reload is a new document too: a select changed before hydration would miss its handler.
      page.reload = async (options) => hydrated(await reload(options));
    }
    await provide(page);
  },
  axe: [
    async ({ page, javaScriptEnabled, staticChecker }, use, testInfo) => {
      const checkedSignatures = checkedSignaturesOf(testInfo.project.outputDir);
      const findings: AxeFinding[] = [];
      const pending: Promise<void>[] = [];
      const checked = new Set<string>();
      const staticPages: { url: string; html: string }[] = [];

      const check = () => {
        const url = page.url();
        if (!url.startsWith("http") || checked.has(url)) return;
        // The API reference (/api/docs) is Swagger UI's interface for developers, not a screen of ours.
        if (new URL(url).pathname.startsWith("/api/")) return;
        checked.add(url);
        const run = async () => {
          const made = await signature(page, javaScriptEnabled !== false);
          if (checkedSignatures.has(made)) return;
          if (!javaScriptEnabled) {
            staticPages.push({ url, html: await page.content() });
          } else {
            findings.push(...(await analyze(page)));
          }
          checkedSignatures.add(made);
        };
        // The test moved on while axe ran: that page is checked by a later pass or not reachable.
        pending.push(run().catch(() => void checked.delete(url)));
      };
      const onLoad = () => check();
      page.on("load", onLoad);
      // Chromium reports each Content-Security-Policy violation on the console: none may happen.
      const cspViolations: string[] = [];
      const onConsole = (message: ConsoleMessage) => {
        if (message.type() === "error" && message.text().includes("Content Security Policy"))
          cspViolations.push(`${page.url()}: ${message.text()}`);
      };
      page.on("console", onConsole);
      await use();
      page.off("load", onLoad);
      page.off("console", onConsole);
      expect(cspViolations, "violações da Content-Security-Policy").toEqual([]);
      await Promise.all(pending);
      if (!page.isClosed()) {
        // A test may end on a navigation that has committed (the URL is the new page's) but not loaded: its
        // document is still empty (no <title>, no lang), and axe would report that instead of the page.
        await page.waitForLoadState("load").catch(() => undefined);
        checked.delete(page.url());
        check();
        await Promise.all(pending);
      }
      if (staticPages.length) findings.push(...(await analyzeStatic(staticChecker, page.viewportSize(), staticPages)));
      expect(findings, `violações de acessibilidade:\n${JSON.stringify(findings, null, 2)}`).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Closes every toast on screen (a picture taken after sign-in should not carry its greeting). A toast may close by
 * itself under the click (its time is up): the click then gives up quickly instead of waiting for a button that
 * will not come back; the last line checks that none is left.
 */
export async function dismissToasts(page: Page) {
  const close = page.getByRole("button", { name: "Fechar notificação" });
  while ((await close.count()) > 0)
    await close
      .first()
      .click({ timeout: 2_000 })
      .catch(() => undefined);
  await expect(page.getByTestId("toast")).toHaveCount(0);
}

/** Signs in through the sign-in screen itself, as a person does. */
export async function loginThroughForm(page: Page, email: string, password = "demo1234") {
  await page.goto("/login");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Senha").fill(password);
  await page.getByRole("button", { name: "Entrar" }).click();
  await expect(page).toHaveURL(/\/suppliers$/);
}

/**
 * Signs in by posting the sign-in form (the browser context's cookie jar keeps the session) without opening a page:
 * for a test whose next step opens its own. The page sign-in leads to is fetched outside the browser, so the
 * greeting toast it flashes is spent there and does not show on the test's first page. The screen itself is tested
 * in auth.spec.ts; elsewhere this saves each test a page load and a hydration (most of a test's cost on these
 * machines, docs/decisions/0066-headless-shell.md).
 */
export async function signIn(page: Page, email: string, password = "demo1234") {
  await postSignIn(page, email, password);
  expect((await page.request.get("/suppliers")).status()).toBe(200);
}

/** Posts the sign-in form in the page's context (its cookie jar keeps the session); it leads to /suppliers. */
async function postSignIn(page: Page, email: string, password: string) {
  const reply = await page.request.post("/login", { form: { email, password }, maxRedirects: 0 });
  expect(reply.status(), `entrar como ${email}`).toBe(302);
  expect(reply.headers()["location"]).toBe("/suppliers");
}

/** Signs in as `signIn` does, then opens /suppliers, where the form leads (its greeting toast shown there). */
export async function login(page: Page, email: string, password = "demo1234") {
  await postSignIn(page, email, password);
  await page.goto("/suppliers");
}
