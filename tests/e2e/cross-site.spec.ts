import { expect, login, test } from "./support/fixtures";
import { SourcingApi } from "./support/sourcings";
import { apiToken } from "./support/suppliers";

// A page of another site posting to ours with the signed-in user's cookie (cross-site request forgery):
// every action of the web tier refuses it, and nothing changes.
const USER = "cross-site@e2e.local";
const SUPPLIER = "E2E Cross-site Fornecedor";

test.describe("ações de outro site", () => {
  test("a delete posted by another site is refused (Origin, Sec-Fetch-Site or Referer) and the supplier stays", async ({
    page,
    request,
  }) => {
    const api = new SourcingApi(request, await apiToken(request, USER));
    const id = await api.supplier(SUPPLIER);
    try {
      await login(page, USER);
      const foreign: Record<string, string>[] = [
        { Origin: "https://evil.example" },
        { "Sec-Fetch-Site": "cross-site" },
        { Referer: "https://evil.example/x.html" },
        { Origin: "null" },
      ];
      for (const headers of foreign) {
        const response = await page.request.post(`/suppliers/${id}`, { form: { intent: "delete" }, headers, maxRedirects: 0 });
        expect(response.status(), JSON.stringify(headers)).toBe(403);
        expect(await response.text()).toBe("Requisição recusada: ela não partiu deste site.");
      }
      for (const path of ["/logout", "/resources/sidebar", "/profile/picture", `/suppliers/${id}/documents`]) {
        const response = await page.request.post(path, {
          form: { open: "0" },
          headers: { Origin: "https://evil.example" },
          maxRedirects: 0,
        });
        expect(response.status(), path).toBe(403);
      }
      // Still signed in, and the supplier is still there.
      await page.goto(`/suppliers/${id}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(SUPPLIER);
    } finally {
      await api.deleteSupplier(id);
    }
  });

  test("the site's own pages still post: a delete from the supplier page goes through", async ({ page, request }) => {
    const api = new SourcingApi(request, await apiToken(request, USER));
    const id = await api.supplier(`${SUPPLIER} 2`);
    await login(page, USER);
    const response = await page.request.post(`/suppliers/${id}`, {
      form: { intent: "delete" },
      headers: { Origin: new URL(page.url()).origin },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(302);
    await page.goto(`/suppliers/${id}`);
    await expect(page.getByRole("heading", { name: "Fornecedor não encontrado." })).toBeVisible();
  });
});
