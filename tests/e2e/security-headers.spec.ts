import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { expect, login, test } from "./support/fixtures";

test.describe("cabeçalhos de segurança", () => {
  test("every HTML page has a nonce policy that its own scripts carry; signed-in pages and API replies are not cached", async ({
    page,
  }) => {
    const loginPage = await page.goto("/login");
    const policy = loginPage?.headers()["content-security-policy"] ?? "";
    const nonce = /script-src 'nonce-([A-Za-z0-9+/=]+)' 'strict-dynamic'/.exec(policy)?.[1];
    expect(nonce, policy).toBeTruthy();
    for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "form-action 'self'"])
      expect(policy).toContain(directive);

    await login(page, "comercial@demo.local");
    const first = await page.goto("/suppliers");
    const second = await page.goto("/suppliers");
    const policyOf = (response: typeof first) => response?.headers()["content-security-policy"] ?? "";
    expect(policyOf(first)).not.toBe(policyOf(second)); // a fresh nonce per request
    expect(first?.headers()["cache-control"]).toBe("no-store");
    // Every script of the page runs under the policy: the page is interactive, and nothing was refused
    // (the fixture fails the test on any violation reported).
    await expect(page.locator("html[data-hydrated]")).toBeAttached();

    const api = await page.request.get("/api/rates/");
    expect(api.headers()["cache-control"]).toBe("no-store");
  });
});

test.describe("referência da API", () => {
  test("/api/docs shows the API's operations from /api/openapi.json, its script from our origin under a nonce", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).origin);
    });
    const reply = await page.goto("/api/docs");
    expect(reply?.headers()["content-security-policy"]).toMatch(/script-src 'nonce-[A-Za-z0-9+/=]+'; object-src 'none'/);
    await expect(page.getByRole("heading", { name: "Importadora · Back-office — API REST" })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText("Entra com e-mail e senha").first()).toBeVisible();
    for (const tag of ["Fornecedores", "Sourcings", "Produtos"]) await expect(page.getByText(tag, { exact: true }).first()).toBeVisible();
    expect([...new Set(scripts)]).toEqual([new URL(page.url()).origin]);
  });
});

test.describe("arquivos estáticos", () => {
  test("hashed assets go out precompressed (Brotli, else gzip), cached for a year, byte for byte the build's", async ({
    page,
    playwright,
    baseURL,
  }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await page.goto("/login");
    const entry = scripts.find((path) => /^\/assets\/entry\.client-[\w-]+\.js$/.test(path));
    expect(entry, scripts.join("\n")).toBeTruthy();
    const built = readFileSync(resolve("build/client", `.${entry}`));

    for (const [accepted, encoding] of [
      ["gzip, deflate, br, zstd", "br"],
      ["gzip, deflate", "gzip"],
    ] as const) {
      const request = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { "Accept-Encoding": accepted } });
      const reply = await request.get(entry ?? "");
      expect(reply.status()).toBe(200);
      expect(reply.headers()["content-encoding"]).toBe(encoding);
      expect(reply.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(reply.headers()["vary"]).toContain("Accept-Encoding");
      // The client decodes the body: what arrives is the built file itself.
      expect(Buffer.compare(await reply.body(), built)).toBe(0);
      await request.dispose();
    }
  });
});
