import type { APIRequestContext, Locator } from "@playwright/test";
import { rfqCreatedReplySchema } from "#contract/rfq/rfq.ts";
import { expect, signIn, test } from "./support/fixtures";
import { ProductApi } from "./support/products";
import { atEachWidth } from "./support/screenshots";
import { SourcingApi } from "./support/sourcings";
import { apiToken } from "./support/suppliers";

// Every refusal is in view (ADR 0075): its message takes the focus, and with it the view, with and without
// JavaScript, at 375 px where a form is longest.
const USER = "admin@demo.local";
const stamp = Date.now().toString(36);
const FORNECEDOR = `Recusa Fornecedor ${stamp}`;
const PRODUTOS = [1, 2, 3, 4, 5].map((n) => `Recusa Produto ${n} ${stamp}`);
const PHONE = { width: 375, height: 740 };

let request: APIRequestContext;
let api: SourcingApi;
let products: ProductApi;
let supplierId: number;
const productIds: number[] = [];
const sourcings: number[] = [];

test.beforeAll(async ({ playwright, baseURL }) => {
  request = await playwright.request.newContext({ baseURL });
  api = new SourcingApi(request, await apiToken(request, USER));
  products = await ProductApi.as(request, USER);
  supplierId = await api.supplier(FORNECEDOR);
  for (const nome of PRODUTOS) productIds.push(await products.ensure({ nome, categoria: "Utilidades Domésticas" }));
});

test.afterEach(async () => {
  for (const id of sourcings.splice(0)) await api.deleteSourcing(id);
});

test.afterAll(async () => {
  for (const id of productIds) await products.delete(id);
  await api.deleteSupplier(supplierId);
  await request.dispose();
});

/** A link asking the supplier for five products: at 375 px its page is several screens long. */
async function supplierPage(label: string): Promise<string> {
  const id = await api.createSourcing({ descricao: `Recusa: ${label} ${stamp}`, id_responsavel: (await api.me()).id });
  sourcings.push(id);
  await api.link(id, supplierId);
  for (const id_product of productIds)
    await api.send("POST", "/api/sourcings/items/post/", { id_sourcing: id, id_product, quantidade: 100 });
  const prazo = `${new Date(Date.now() + 5 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10)}T18:00`;
  const created = rfqCreatedReplySchema.parse(
    await api.send("POST", "/api/sourcings/rfq/post/", { id_sourcing: id, id_supplier: supplierId, prazo }),
  );
  return new URL(created.url).pathname;
}

/** The message has the focus and is on screen. */
async function expectInViewAndFocused(message: Locator) {
  await expect(message).toBeFocused();
  await expect(message).toBeInViewport();
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`Recusas à vista ${javaScriptEnabled ? "com" : "sem"} JavaScript`, () => {
    test.use({ javaScriptEnabled, viewport: PHONE });
    const mode = javaScriptEnabled ? "js" : "nojs";

    test("the supplier's page at 375 px: a refused 'Submit' and a refused attachment each bring their message into view, in focus", async ({
      page,
    }) => {
      await page.goto(await supplierPage(mode));
      const last = page.getByTestId("rfq-item").last();
      await last.getByLabel("Unit price").fill("12,345");
      const submit = page.getByRole("button", { name: "Submit" });
      await submit.scrollIntoViewIfNeeded();
      await submit.click();
      const refused = page.getByRole("alert").filter({ hasText: "Please correct the fields marked below. Nothing was saved." });
      await expect(refused).toBeVisible();
      await expectInViewAndFocused(refused);
      await atEachWidth(page, `rfq-refused-answer-${mode}`, { fullPage: false, also: () => refused.scrollIntoViewIfNeeded() });

      await page.setViewportSize(PHONE);
      await page
        .getByLabel("Files to attach")
        .setInputFiles([{ name: "lista.pdf", mimeType: "application/pdf", buffer: Buffer.from("só texto") }]);
      await page.getByRole("button", { name: "Attach", exact: true }).click();
      const fileRefused = page.locator("#rfq-file-error");
      await expect(fileRefused).toContainText("lista.pdf:");
      await expectInViewAndFocused(fileRefused);
      await atEachWidth(page, `rfq-refused-file-${mode}`, { fullPage: false, also: () => fileRefused.scrollIntoViewIfNeeded() });
    });

    test("a staff form at 375 px: a refused '/suppliers/new' brings its message (or its first field in error) into view, in focus", async ({
      page,
    }) => {
      await signIn(page, USER);
      await page.goto("/suppliers/new");
      const save = page.getByRole("button", { name: "Salvar" });
      await save.scrollIntoViewIfNeeded();
      await save.click();
      const message = page.getByTestId("create-form-error");
      await expect(message).toHaveText("Preencha todos os campos obrigatórios.");
      // The first field in error, its message under it: Conform's own with JavaScript, its `autofocus` without
      // (app/lib/forms/control-props.ts).
      const nome = page.getByLabel("Nome do supplier");
      await expect(nome).toBeFocused();
      await expect(nome).toBeInViewport();
    });
  });
}
