import type { APIRequestContext } from "@playwright/test";
import { demoProductPng } from "../../server/db/seed/demo-images";
import { CATEGORY_COLOURS } from "../../server/db/seed/product-data";
import { supplierListReplySchema } from "../../contract/suppliers";
import { dismissToasts, expect, login, signIn, test } from "./support/fixtures";
import { ProductApi } from "./support/product-detail";
import { expectNoSidewaysScroll, SCREENSHOT_SIZES, picture } from "./support/screenshots";
import { apiToken } from "./support/suppliers";

// Pictures of the product detail at 1440, 1280 and 375 px (test-results/screenshots), for a person to look at.
// The product is made for them (with an image and four quotes) and deleted afterwards.
const USER = "produto-detalhe@e2e.local";
const NAME = "Garrafa Térmica Inox 500 ml (capturas)";

test.describe.configure({ timeout: 120_000 });

let request: APIRequestContext;
let api: ProductApi;
let productId = 0;
let token = "";

test.beforeAll(async ({ playwright, baseURL }) => {
  request = await playwright.request.newContext({ baseURL });
  token = await apiToken(request, USER);
  api = new ProductApi(request, token);
  const reply = await request.get("/api/suppliers/?page_size=4&order_by=nome", { headers: { Authorization: `Bearer ${token}` } });
  const demo = supplierListReplySchema.parse(await reply.json()).results.map((s) => s.supplier_id);
  productId = await api.createProduct({
    nome: NAME,
    descricao:
      "Aço inox 304, parede dupla a vácuo, mantém quente por 12 h e frio por 24 h.\nTampa rosqueável com vedação de silicone; acompanha escova de limpeza.",
    categoria: "Utilidades Domésticas",
    unidade: "caixa",
    cubagem: "0.4",
    peso: "6.25",
    quotes: demo.map((id, n) => [id, ["3.2", "2.95", "3.4", "0"][n] ?? "1"]),
  });
  const image = demoProductPng("bottle", CATEGORY_COLOURS["Utilidades Domésticas"] ?? [14, 116, 144], 320);
  const upload = await request.post("/files/products/images/upload/", {
    headers: { Authorization: `Bearer ${token}` },
    multipart: { product_id: String(productId), overwrite: "true", file: { name: "garrafa.png", mimeType: "image/png", buffer: image } },
  });
  expect(upload.ok(), await upload.text()).toBe(true);
});

test.afterAll(async () => {
  await api.deleteProduct(productId);
  await request.dispose();
});

for (const { width, height, suffix } of SCREENSHOT_SIZES) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height } });

    test(`screenshots: product detail, quote edit, picker, dialogs and edit mode${suffix}`, async ({ page }) => {
      await login(page, USER);
      await dismissToasts(page);
      await page.goto(`/products/${productId}`);
      await expect(page.getByRole("img", { name: `Imagem de ${NAME}` })).toBeVisible();
      await expect
        .poll(() => page.getByRole("img", { name: `Imagem de ${NAME}` }).evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
      await expectNoSidewaysScroll(page);
      await picture(page, `product-detail${suffix}`);

      const card = page.getByRole("region", { name: "Suppliers disponíveis" });
      await card
        .getByRole("link", { name: /^Editar cotação/ })
        .first()
        .click();
      await expect(card.getByRole("textbox", { name: /^Cotação de / })).toBeVisible();
      await card.scrollIntoViewIfNeeded();
      await picture(page, `product-detail-quote-edit${suffix}`, { fullPage: false });
      await card.getByRole("link", { name: "Cancelar" }).click();

      await card.getByRole("combobox", { name: "Supplier" }).click();
      await expect(page.getByRole("listbox").getByRole("option").first()).toBeVisible();
      await picture(page, `product-detail-picker${suffix}`, { fullPage: false });
      await page.keyboard.press("Escape");
      await page.getByRole("heading", { level: 1 }).click();

      await page
        .getByLabel("Alterar imagem")
        .setInputFiles({ name: "nova.png", mimeType: "image/png", buffer: demoProductPng("bottle", [100, 100, 100]) });
      await expect(page.getByRole("dialog", { name: "Sobrescrever arquivo" })).toBeVisible();
      await page.waitForTimeout(300);
      await picture(page, `product-detail-overwrite${suffix}`, { fullPage: false });
      await page.getByRole("dialog", { name: "Sobrescrever arquivo" }).getByRole("button", { name: "Cancelar" }).click();

      await page.getByRole("link", { name: "Excluir" }).click();
      await expect(page.getByRole("dialog", { name: "Excluir produto" })).toBeVisible();
      await page.waitForTimeout(300);
      await picture(page, `product-detail-delete${suffix}`, { fullPage: false });
      await page.keyboard.press("Escape");

      await page.getByRole("link", { name: "Editar", exact: true }).click();
      await expect(page.getByLabel("Nome", { exact: true })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await picture(page, `product-detail-edit${suffix}`);
    });
  });
}

test.describe("sem JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("screenshots: the search results and the image upload page without JavaScript", async ({ page }) => {
    await signIn(page, USER);
    await page.goto(`/products/${productId}?buscar=co`);
    await expect(page.getByTestId("supplier-search-results")).toBeVisible();
    await picture(page, "product-detail-nojs-search");
    await page.goto(`/products/${productId}/image`);
    await expect(page.getByTestId("image-upload-form")).toBeVisible();
    await picture(page, "product-detail-nojs-image");
  });
});
