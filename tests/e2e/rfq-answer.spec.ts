import type { APIRequestContext, Page } from "@playwright/test";
import { z } from "zod";
import { rfqCreatedReplySchema } from "#contract/rfq/rfq.ts";
import { atEachWidth } from "./support/screenshots";
import { expect, signIn, test } from "./support/fixtures";
import { ProductApi } from "./support/products";
import { apiToken } from "./support/suppliers";
import { SourcingApi } from "./support/sourcings";

// The supplier answers its quote request on its page, at 375 px, without an account (docs/decisions/0068): a draft,
// a submit, a revision, refusals in its language, and the closed page after the deadline; with and without JavaScript.
const USER = "rfq-resposta@e2e.local";
const FORNECEDOR = "E2E Resposta Ningbo Cookware";

let request: APIRequestContext;
let api: SourcingApi;
let products: ProductApi;
let me: number;
let supplierId: number;
const sourcings: number[] = [];
const productNames: string[] = [];

/** A deadline a few days ahead, as the API takes it (São Paulo's wall clock). */
const deadline = () => `${new Date(Date.now() + 5 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10)}T18:00`;

test.beforeAll(async ({ playwright, baseURL }) => {
  request = await playwright.request.newContext({ baseURL });
  api = new SourcingApi(request, await apiToken(request, USER));
  products = await ProductApi.as(request, USER);
  me = (await api.me()).id;
  supplierId = await api.supplier(FORNECEDOR);
});

test.afterEach(async () => {
  for (const id of sourcings.splice(0)) await api.deleteSourcing(id);
  for (const nome of productNames.splice(0)) await products.deleteNamed(nome);
});

test.afterAll(async () => {
  await api.deleteSupplier(supplierId);
  await request.dispose();
});

/** A sourcing asking this test's own product of the supplier, and the path of the supplier's page. */
async function askedFor(label: string): Promise<{ path: string; productId: number; nome: string }> {
  const nome = `E2E Panela inox ${label}`;
  productNames.push(nome);
  const productId = await products.ensure({ nome, categoria: "Utilidades Domésticas" });
  const id = await api.createSourcing({ descricao: `E2E Resposta: ${label}`, id_responsavel: me });
  sourcings.push(id);
  await api.link(id, supplierId);
  await api.send("POST", "/api/sourcings/items/post/", { id_sourcing: id, id_product: productId, quantidade: 1500, incoterm: "CIF" });
  const created = rfqCreatedReplySchema.parse(
    await api.send("POST", "/api/sourcings/rfq/post/", { id_sourcing: id, id_supplier: supplierId, prazo: deadline() }),
  );
  return { path: new URL(created.url).pathname, productId, nome };
}

/** The supplier's current quote of the product, as staff's API gives it. */
async function quoteOf(productId: number) {
  const reply = await api.get(
    `/api/products/?id=${productId}`,
    z.object({
      results: z.array(
        z.object({ suppliers: z.array(z.object({ id: z.number(), cotacao: z.number(), incoterm: z.string().nullable() })) }),
      ),
    }),
  );
  return reply.results[0]?.suppliers.find((s) => s.id === supplierId) ?? null;
}

const PDF = Buffer.from("%PDF-1.7\n1 0 obj << >> endobj\n");
/** A proforma past the 1 MB a page's plain form may post: the page streams it through to the API. */
const LARGE_PDF = Buffer.concat([PDF, Buffer.alloc(3 * 1024 * 1024, 0x20)]);

const item = (page: Page, nome: string) => page.getByTestId("rfq-item").filter({ hasText: nome });

for (const javaScriptEnabled of [true, false]) {
  const mode = javaScriptEnabled ? "js" : "nojs";
  test.describe(`A resposta do supplier ${javaScriptEnabled ? "com" : "sem"} JavaScript`, () => {
    test.use({ javaScriptEnabled, viewport: { width: 375, height: 800 } });

    test("in English: a draft is kept, a bad price is refused in English, a submit becomes the quote; a revision updates it", async ({
      page,
    }) => {
      const { path, productId, nome } = await askedFor(`en ${mode}`);
      await page.goto(path);
      const mine = item(page, nome);
      await expect(page.getByTestId("rfq-answer-status")).toHaveText("No answer yet.");
      await mine.getByLabel("Unit price").fill("50");
      await mine.getByLabel("Currency").selectOption("CNY");
      await mine.getByLabel("MOQ").fill("1000");
      await atEachWidth(page, `rfq-answer-en-${mode}`);
      await page.getByRole("button", { name: "Save draft" }).click();
      await expect(page.getByRole("status")).toHaveText("Draft saved. Nothing is sent until you press Submit.");
      await expect(page).toHaveURL(/salvo=rascunho/);
      await expect(page.getByTestId("rfq-answer-status")).toContainText("Draft saved on");
      // The draft is the supplier's alone.
      expect(await quoteOf(productId)).toBeNull();
      await page.reload();
      await expect(mine.getByLabel("Unit price")).toHaveValue("50");
      await expect(mine.getByLabel("Currency")).toHaveValue("CNY");

      await mine.getByLabel("Unit price").fill("12,345");
      await page.getByRole("button", { name: "Submit" }).click();
      await expect(page.getByRole("alert")).toContainText("Please correct the fields marked below. Nothing was saved.");
      const message = "Unit price: enter a number greater than 0, with up to 2 decimal places, for example 12.34 or 12,34.";
      await expect(mine.getByText(message)).toBeVisible();
      await expect(mine.getByLabel("Unit price")).toHaveValue("12,345");
      await expect(mine.getByLabel("Unit price")).toHaveAttribute("aria-invalid", "true");

      await mine.getByLabel("Unit price").fill("50");
      await page.getByRole("button", { name: "Submit" }).click();
      await expect(page.getByRole("status")).toHaveText("Quotation submitted (revision 1). You may revise it until the deadline.");
      // 50 CNY at the day's rate, in USD, on the incoterm asked.
      const quote = await quoteOf(productId);
      expect(quote?.incoterm).toBe("CIF");
      expect(quote?.cotacao).toBeGreaterThan(0);

      await mine.getByLabel("Unit price").fill("7.25");
      await mine.getByLabel("Currency").selectOption("USD");
      await page.getByRole("button", { name: "Submit" }).click();
      await expect(page.getByRole("status")).toHaveText("Quotation submitted (revision 2). You may revise it until the deadline.");
      await expect(page.getByTestId("rfq-answer-status")).toContainText("Revision 2 submitted on");
      expect((await quoteOf(productId))?.cotacao).toBe(7.25);
      await page
        .getByLabel("Files to attach")
        .setInputFiles([{ name: "Proforma PI-2211.pdf", mimeType: "application/pdf", buffer: LARGE_PDF }]);
      await page.getByRole("button", { name: "Attach", exact: true }).click();
      await expect(page.getByRole("status")).toHaveText("Files attached.");
      await expect(page.getByTestId("rfq-file")).toContainText("Proforma PI-2211.pdf");

      // Staff see the answer on the sourcing's page: the matrix and where the supplier stands.
      await page.setViewportSize({ width: 1280, height: 800 });
      await signIn(page, USER);
      await page.goto(`/sourcings/${sourcings.at(-1)}`);
      const answers = page.getByRole("region", { name: "Respostas" });
      // The table is shown when asked for (docs/decisions/0069-lean-pages.md): until then, how many answered.
      await expect(answers).toContainText("Suppliers que responderam: 1 de 1.");
      await expect(answers.getByRole("table")).toHaveCount(0);
      await answers.getByRole("link", { name: "Mostrar respostas" }).click();
      await expect(page).toHaveURL(/\?respostas=1#respostas$/);
      const cell = answers.getByTestId("answer-cell").first();
      await expect(cell).toContainText("$\u00a07,25");
      // The product has neither carton nor measures: its figure lacks the freight, so it is never marked best.
      await expect(cell).toContainText("sem cubagem/peso: não comparável");
      await expect(cell).not.toContainText("Melhor custo posto");
      await expect(cell).toContainText("MOQ 1.000");
      await expect(answers.getByTestId("answers-supplier")).toContainText("Revisão 2");
      await expect(page.getByRole("region", { name: "Suppliers", exact: true })).toContainText("(revisão 2)");
      const download = page.waitForEvent("download");
      await answers.getByRole("link", { name: "Proforma PI-2211.pdf" }).click();
      expect((await download).suggestedFilename()).toBe("Proforma PI-2211.pdf");
      await atEachWidth(page, `sourcing-answers-${mode}`);
    });

    test("in Chinese and Portuguese: the refusals in the page's language; 'not offered' needs no price; after revocation nothing is written", async ({
      page,
    }) => {
      const { path, productId, nome } = await askedFor(`zh ${mode}`);
      await page.goto(`${path}?lang=zh`);
      const mine = item(page, nome);
      await mine.getByLabel("单价").fill("");
      await page.getByRole("button", { name: "提交" }).click();
      await expect(mine.getByText("单价：必填，或将该产品标记为不报价。")).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("lang", "zh-Hans");
      await atEachWidth(page, `rfq-answer-zh-refused-${mode}`);

      await page.goto(`${path}?lang=pt`);
      await mine.getByLabel("Comprimento da caixa (cm)").fill("60");
      await page.getByRole("button", { name: "Salvar rascunho" }).click();
      await expect(mine.getByText("Medidas da caixa: informe comprimento, largura e altura, ou a cubagem em m³.").first()).toBeVisible();
      await mine.getByLabel("Largura da caixa (cm)").fill("40");
      await mine.getByLabel("Altura da caixa (cm)").fill("35");
      await mine.getByLabel("Não ofertado").check();
      await page.getByRole("button", { name: "Enviar" }).click();
      await expect(page.getByRole("status")).toHaveText("Cotação enviada (revisão 1). Você pode revisá-la até o prazo.");
      await expect(mine.getByLabel("Não ofertado")).toBeChecked();
      // 60 × 40 × 35 cm = 0,084 m³, kept with the answer.
      await expect(mine.getByLabel("Cubagem da caixa (m³)")).toHaveValue("0,084");
      expect(await quoteOf(productId)).toBeNull();

      // A file is checked by its first bytes: text named .pdf is refused; a real one is attached, then removed.
      const files = page.getByLabel("Arquivos para anexar");
      await files.setInputFiles([{ name: "lista.pdf", mimeType: "application/pdf", buffer: Buffer.from("só texto") }]);
      await page.getByRole("button", { name: "Anexar", exact: true }).click();
      await expect(page.getByText("lista.pdf: só são aceitos PDF, Excel (XLSX, XLS) e imagens (PNG, JPEG, WEBP).")).toBeVisible();
      await expect(page.getByTestId("rfq-file")).toHaveCount(0);
      await files.setInputFiles([{ name: "proforma.pdf", mimeType: "application/pdf", buffer: PDF }]);
      await page.getByRole("button", { name: "Anexar", exact: true }).click();
      await expect(page.getByRole("status")).toHaveText("Arquivos anexados.");
      await page.getByRole("button", { name: "Remover proforma.pdf" }).click();
      await expect(page.getByRole("status")).toHaveText("Arquivo removido.");
      await expect(page.getByTestId("rfq-file")).toHaveCount(0);

      const sourcingId = sourcings.at(-1) as number;
      await api.send("DELETE", "/api/sourcings/rfq/delete/", { id_sourcing: sourcingId, id_supplier: supplierId });
      await mine.getByLabel("Não ofertado").uncheck();
      await mine.getByLabel("Preço unitário").fill("9,90");
      await page.getByRole("button", { name: "Enviar" }).click();
      await expect(page.getByText("Este link de cotação expirou ou foi revogado.", { exact: false })).toBeVisible();
      expect(await quoteOf(productId)).toBeNull();
    });
  });
}
