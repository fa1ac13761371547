import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { expect, login, test } from "./support/fixtures";

// What React Router's v8 future flags change that can be seen from outside (react-router.config.ts, ADR 0077).

interface ManifestRoute {
  module: string;
  clientLoaderModule?: string;
}

test.describe("future.v8_splitRouteModules", () => {
  test("a route's clientLoader is a chunk of its own, which the browser loads when the route is first used", async ({ page }) => {
    await login(page, "comercial@demo.local");
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    // The 'Novo Fornecedor' dialog loads its dropdowns from a resource route whose clientLoader turns a failed
    // request into the dialog's 'Erro' (app/components/create-dialog/lookups-fallback.ts).
    await page.getByTestId("sidebar").getByRole("link", { name: "Novo Fornecedor" }).click();
    await expect(page.getByRole("dialog", { name: "Novo Fornecedor" }).getByLabel("País")).toHaveValue("cn");

    const route = await page.evaluate(
      () =>
        (window as unknown as { __reactRouterManifest: { routes: Record<string, ManifestRoute> } }).__reactRouterManifest.routes[
          "routes/resources.supplier-lookups"
        ],
    );
    expect(route?.clientLoaderModule).toMatch(/^\/assets\/resources\.supplier-lookups-client-loader-[\w-]+\.js$/);
    expect(scripts).toContain(route?.clientLoaderModule);
    // The chunk holds the clientLoader, and the route's own chunk no longer does.
    const built = (path: string) => readFileSync(resolve("build/client", `.${path}`), "utf8");
    expect(built(route?.clientLoaderModule ?? "")).toMatch(/export\s*\{\s*\w+ as clientLoader\s*\}/);
    expect(built(route?.module ?? "")).not.toContain("clientLoader");
  });
});

test.describe("future.v8_passThroughRequests", () => {
  // Loaders, actions and middleware get the HTTP request as it came, a data request's `.data` and React Router's
  // `?_routes=` and `?index` in its URL: what reads the page's address reads React Router's `url` instead, or sets
  // those parameters aside (app/lib/lists/loader.server.ts).
  test("data requests with React Router's parameters answer the page's own address, not a redirect to it", async ({ page }) => {
    await login(page, "comercial@demo.local");
    const routes = (...ids: string[]) => `_routes=${encodeURIComponent(["root", "routes/shell", ...ids].join(","))}`;
    for (const path of [
      `/suppliers.data?search=abc&${routes("routes/suppliers")}&index`,
      `/products/compare.data?${routes("routes/products.compare")}&index`,
      `/suppliers/1.data?editar=1&${routes("routes/suppliers.detail")}`,
    ]) {
      // A redirect would be a 202 carrying the address (a list's or the comparison's canonical one).
      const reply = await page.request.get(path, { maxRedirects: 0 });
      expect(reply.status(), path).toBe(200);
    }
  });

  test("signed out, a client navigation goes to /login remembering the page, not its data request", async ({ page }) => {
    await login(page, "comercial@demo.local");
    const dataRequests: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith(".data")) dataRequests.push(`${url.pathname}${url.search}`);
    });
    await page.context().clearCookies();
    // A supplier's row (the table's first links sort it).
    await page.getByRole("table", { name: "Fornecedores" }).locator("tbody").getByRole("link").first().click();
    await expect(page).toHaveURL(/\/login\?redirectTo=/);
    expect(new URL(page.url()).searchParams.get("redirectTo")).toMatch(/^\/suppliers\/\d+$/);
    expect(
      dataRequests.some((path) => /^\/suppliers\/\d+\.data/.test(path)),
      dataRequests.join("\n"),
    ).toBe(true);
  });
});

test.describe("future.v8_trailingSlashAwareDataRequests", () => {
  test("the root's data is at /_.data: 'Voltar para a página inicial' fetches it, and /_root.data is a path like any", async ({ page }) => {
    await login(page, "comercial@demo.local");
    await page.goto("/nao-existe");
    const dataRequests: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith(".data")) dataRequests.push(url.pathname);
    });
    // A client navigation to `/`, which sends a signed-in user on to the suppliers.
    await page.getByRole("link", { name: "Voltar para a página inicial" }).click();
    await expect(page).toHaveURL(/\/suppliers$/);
    expect(dataRequests[0], dataRequests.join("\n")).toBe("/_.data");
    // The old spelling reaches the not-found page's data.
    expect((await page.request.get("/_root.data", { maxRedirects: 0 })).status()).toBe(404);
  });
});
