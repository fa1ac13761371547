import type { APIRequestContext, Page } from "@playwright/test";
import { expect, signIn, test } from "./support/fixtures";
import { ProductApi } from "./support/products";
import { atEachWidth } from "./support/screenshots";
import { SourcingApi } from "./support/sourcings";
import { apiToken } from "./support/suppliers";

// After a save the person is back where they were (ADR 0075): the row the save was about, or the control
// they were on; with JavaScript it has the focus, without it the address's fragment takes the browser to the row.
const USER = "admin@demo.local";
const stamp = Date.now().toString(36);
const FORNECEDOR = `Foco Fornecedor ${stamp}`;
const PRODUTO = `Foco Produto ${stamp}`;

const toast = (page: Page) => page.getByTestId("toast").last();

let request: APIRequestContext;
let sourcings: SourcingApi;
let products: ProductApi;
let supplierId: number;
let productId: number;
const created: number[] = [];

test.beforeAll(async ({ playwright, baseURL }) => {
  request = await playwright.request.newContext({ baseURL });
  sourcings = new SourcingApi(request, await apiToken(request, USER));
  products = await ProductApi.as(request, USER);
  supplierId = await sourcings.supplier(FORNECEDOR);
  productId = await products.ensure({ nome: PRODUTO, categoria: "Eletrônicos", quotes: [[FORNECEDOR, "10"]] });
});

test.afterEach(async () => {
  for (const id of created.splice(0)) await sourcings.deleteSourcing(id);
});

test.afterAll(async () => {
  await products.delete(productId);
  await sourcings.deleteSupplier(supplierId);
  await request.dispose();
});

async function newSourcing(descricao: string): Promise<number> {
  const id = await sourcings.createSourcing({ descricao, id_responsavel: (await sourcings.me()).id });
  created.push(id);
  return id;
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`Foco depois de salvar ${javaScriptEnabled ? "com" : "sem"} JavaScript`, () => {
    test.use({ javaScriptEnabled });
    const mode = javaScriptEnabled ? "js" : "nojs";

    test("saving a quote on the product page comes back to the supplier's row", async ({ page }) => {
      await signIn(page, USER);
      await page.goto(`/products/${productId}`);
      const row = page.locator(`#fornecedor-${supplierId}`);
      await row.getByRole("link", { name: `Editar cotação de ${FORNECEDOR}` }).click();
      await row.getByLabel(`Cotação de ${FORNECEDOR} (US$)`).fill(javaScriptEnabled ? "11,5" : "12,5");
      await row.getByRole("button", { name: "Salvar" }).click();
      await expect(toast(page)).toContainText("Produto atualizado!");
      await expect(row.getByTestId("quote-usd")).toContainText(javaScriptEnabled ? "11,50" : "12,50");
      await expect.poll(() => new URL(page.url()).hash).toBe(`#fornecedor-${supplierId}`);
      await expect(row).toBeInViewport();
      if (javaScriptEnabled) await expect(row).toBeFocused();
      // Each width pictured at the row (the window is resized, not the page loaded again at that width).
      await atEachWidth(page, `focus-after-quote-${mode}`, { fullPage: false, also: () => row.scrollIntoViewIfNeeded() });
    });

    test("adding a product to a sourcing comes back to its row", async ({ page }) => {
      const id = await newSourcing(`Foco: produtos ${mode} ${stamp}`);
      await signIn(page, USER);
      await page.goto(`/sourcings/${id}`);
      const panel = page.getByRole("region", { name: "Produtos", exact: true });
      if (javaScriptEnabled) {
        await panel.getByRole("combobox", { name: "Produto" }).pressSequentially(PRODUTO, { delay: 20 });
        await page.getByRole("listbox").getByRole("option", { name: PRODUTO }).click();
        await panel.getByLabel("Quantidade").fill("300");
        await panel.getByRole("button", { name: "+ Adicionar" }).click();
      } else {
        await panel.getByPlaceholder("Buscar produto por nome").fill(PRODUTO);
        await panel.getByRole("button", { name: "Buscar" }).click();
        const results = panel.getByTestId("produto-search-results");
        await results.getByRole("radio", { name: PRODUTO }).check();
        await results.getByLabel("Quantidade").fill("300");
        await results.getByRole("button", { name: "+ Adicionar" }).click();
      }
      await expect(toast(page)).toContainText("Produto adicionado ao sourcing!");
      const row = page.locator(`#produto-${productId}`);
      await expect(row).toContainText("300 peças");
      await expect.poll(() => new URL(page.url()).hash).toBe(`#produto-${productId}`);
      await expect(row).toBeInViewport();
      if (javaScriptEnabled) await expect(row).toBeFocused();
      await atEachWidth(page, `focus-after-item-${mode}`, { fullPage: false, also: () => row.scrollIntoViewIfNeeded() });
    });

    test("publishing a comment comes back to the comments (with JavaScript, to the text box)", async ({ page }) => {
      const id = await newSourcing(`Foco: comentário ${mode} ${stamp}`);
      await signIn(page, USER);
      await page.goto(`/sourcings/${id}`);
      const panel = page.getByRole("region", { name: "Comentários" });
      const text = panel.getByLabel("Novo comentário");
      await text.fill(`Comentário de foco ${mode}`);
      await panel.getByRole("button", { name: "Publicar" }).click();
      await expect(toast(page)).toBeVisible();
      await expect(panel).toContainText(`Comentário de foco ${mode}`);
      await expect(panel.getByLabel("Novo comentário")).toBeInViewport();
      if (javaScriptEnabled) await expect(text).toBeFocused();
      else expect(new URL(page.url()).hash).toBe("#comentarios");
    });
  });
}
