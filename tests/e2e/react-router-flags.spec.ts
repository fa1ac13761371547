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
