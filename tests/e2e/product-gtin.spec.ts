import type { APIRequestContext, Page } from "@playwright/test";
import { GTIN_MESSAGE } from "#contract/products/product-rules.ts";
import { productDetailListReplySchema } from "#contract/products/products.ts";
import { expect, signIn, test } from "./support/fixtures";
import { ProductApi } from "./support/product-detail";
import { apiToken } from "./support/suppliers";

// The product's EAN/GTIN barcode on its page (docs/adding-a-field.md): shown in the general-info card, edited in its
// form with the Portuguese message for a wrong code, with and without JavaScript; what was saved is checked through
// the REST API, as any client reads it.

const USER = "gtin@e2e.local";
const toast = (page: Page) => page.getByTestId("toast").last();
const shown = (page: Page) => page.getByRole("region", { name: "Informações gerais" }).getByTestId("product-gtin");

let request: APIRequestContext;
let api: ProductApi;
let token = "";
const made: number[] = [];

test.beforeAll(async ({ playwright, baseURL }) => {
  request = await playwright.request.newContext({ baseURL });
  token = await apiToken(request, USER);
  api = new ProductApi(request, token);
});

test.afterEach(async () => {
  for (const id of made.splice(0)) await api.deleteProduct(id);
});

test.afterAll(async () => {
  await request.dispose();
});

async function savedCode(id: number): Promise<string | null> {
  const reply = await request.get(`/api/products/?id=${id}`, { headers: { Authorization: `Bearer ${token}` } });
  const [product] = productDetailListReplySchema.parse(await reply.json()).results;
  if (!product) throw new Error(`produto ausente: ${id}`);
  return product.codigo_ean;
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`Código EAN/GTIN ${javaScriptEnabled ? "com" : "sem"} JavaScript`, () => {
    test.use({ javaScriptEnabled });
    const mode = javaScriptEnabled ? "JS" : "sem JS";

    test("typed on the product page: a wrong check digit refused in Portuguese, a right one saved, shown and prefilled, then cleared", async ({
      page,
    }) => {
      const id = await api.createProduct({ nome: `E2E GTIN (${mode})`, categoria: "Utilidades Domésticas" });
      made.push(id);
      await signIn(page, USER);
      await page.goto(`/products/${id}`);
      await expect(shown(page)).toHaveText("-");

      await page.getByRole("link", { name: "Editar", exact: true }).click();
      const input = page.getByLabel("Código EAN/GTIN (opcional)");
      await expect(input).toHaveAttribute("inputmode", "numeric");
      await input.fill("7891234567894");
      await page.getByRole("button", { name: "Salvar" }).click();
      await expect(page.getByText(GTIN_MESSAGE).first()).toBeVisible();
      expect(await savedCode(id)).toBeNull();

      await page.getByLabel("Código EAN/GTIN (opcional)").fill("7891234567895");
      await page.getByRole("button", { name: "Salvar" }).click();
      await expect(toast(page)).toContainText("Produto atualizado!");
      await expect(shown(page)).toHaveText("7891234567895");
      expect(await savedCode(id)).toBe("7891234567895");

      await page.getByRole("link", { name: "Editar", exact: true }).click();
      await expect(page.getByLabel("Código EAN/GTIN (opcional)")).toHaveValue("7891234567895");
      await page.getByLabel("Código EAN/GTIN (opcional)").fill("");
      await page.getByRole("button", { name: "Salvar" }).click();
      await expect(toast(page)).toContainText("Produto atualizado!");
      await expect(shown(page)).toHaveText("-");
      expect(await savedCode(id)).toBeNull();
    });
  });
}
