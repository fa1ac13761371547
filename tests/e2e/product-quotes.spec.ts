import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { dismissToasts, expect, login, test } from "./support/fixtures";
import { ProductApi } from "./support/product-detail";
import { expectNoSidewaysScroll, SCREENSHOT_SIZES, picture } from "./support/screenshots";
import { apiToken } from "./support/suppliers";

// ADR 0043 on screen: each supplier row's validity badge and terms, editing the terms, 'Histórico'
// with its SVG chart, and the list's 'Cotação vencida' filter, with and without JavaScript; pictures at three
// widths. The data is made through the API (validity dates relative to today in São Paulo).
const USER = "produto-detalhe@e2e.local";
const PREFIX = "E2E Cotações";
const ALFA = "E2E Cotações Fornecedor Alfa";
const BETA = "E2E Cotações Fornecedor Beta";
const GAMA = "E2E Cotações Fornecedor Gama";

/** Today in São Paulo moved by `days`, as YYYY-MM-DD and as dd/mm/aaaa. */
function day(days: number): { iso: string; br: string } {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  const iso = date.toISOString().slice(0, 10);
  const [y, m, d] = iso.split("-");
  return { iso, br: `${d}/${m}/${y}` };
}

const card = (page: Page) => page.getByRole("region", { name: "Suppliers disponíveis" });
const row = (page: Page, name: string) => card(page).getByTestId("product-supplier").filter({ hasText: name });
const badge = (entry: Locator) => entry.getByTestId("quote-validity");

test.describe.configure({ timeout: 120_000 });

let request: APIRequestContext;
let api: ProductApi;
const suppliers: Record<string, number> = {};
let expiring = 0; // a product with Alfa (green, with history), Beta (orange) and Gama (expired)
let fresh = 0; // a product whose only quote holds

const s = (name: string) => suppliers[name] as number;

test.beforeAll(async ({ playwright, baseURL }) => {
  request = await playwright.request.newContext({ baseURL });
  api = new ProductApi(request, await apiToken(request, USER));
  for (const name of [ALFA, BETA, GAMA]) suppliers[name] = await api.suppliers.supplier(name);
  fresh = await api.createProduct({ nome: `${PREFIX}: Caneca`, categoria: "Utilidades Domésticas" });
  await api.saveQuotes(fresh, [{ id: s(ALFA), cotacao: "1.50", valida_ate: day(8).iso }]);
});

// Each test edits the expiring product: it starts from the same quotes every time.
test.beforeEach(async () => {
  expiring = await api.createProduct({ nome: `${PREFIX}: Lanterna LED`, categoria: "Iluminação" });
  const alfa = { id: s(ALFA), valida_ate: day(30).iso, moq: 1000, lead_time_dias: 30, incoterm: "FOB" };
  // Three prices for Alfa (a history with a chart), one for the others.
  await api.saveQuotes(expiring, [{ ...alfa, cotacao: "3.40" }]);
  await api.saveQuotes(expiring, [{ ...alfa, cotacao: "3.10" }]);
  await api.saveQuotes(expiring, [
    { ...alfa, cotacao: "2.95" },
    { id: s(BETA), cotacao: "3.20", valida_ate: day(7).iso },
    { id: s(GAMA), cotacao: "2.80", valida_ate: day(-1).iso, incoterm: "EXW" },
  ]);
});

test.afterEach(async () => {
  await api.deleteProduct(expiring);
});

test.afterAll(async () => {
  await api.deleteProduct(fresh);
  for (const id of Object.values(suppliers)) await api.suppliers.deleteSupplier(id);
  await request.dispose();
});

/** The badges and terms of the three rows, and Alfa's history with its chart. */
async function expectBadgesAndHistory(page: Page) {
  await page.goto(`/products/${expiring}`);
  await expect(badge(row(page, ALFA))).toHaveText(`Válida até ${day(30).br}`);
  await expect(badge(row(page, ALFA))).toHaveAttribute("data-state", "valida");
  await expect(badge(row(page, BETA))).toHaveText(`Válida até ${day(7).br}`);
  await expect(badge(row(page, BETA))).toHaveAttribute("data-state", "expirando");
  await expect(badge(row(page, GAMA))).toHaveText("Vencida");
  await expect(row(page, ALFA).getByTestId("quote-terms")).toContainText("MOQ 1.000");
  await expect(row(page, ALFA).getByTestId("quote-terms")).toContainText("Prazo de entrega: 30 dias");
  await expect(row(page, ALFA).getByTestId("quote-terms")).toContainText("FOB");
  await expect(row(page, GAMA).getByTestId("quote-terms")).toContainText("EXW");

  await row(page, ALFA)
    .getByRole("link", { name: `Histórico de ${ALFA}` })
    .click();
  // The row stays where it was: the address names its anchor (without JavaScript the browser scrolls back to it).
  await expect(page).toHaveURL(new RegExp(`historico=${s(ALFA)}#fornecedor-${s(ALFA)}$`));
  const history = row(page, ALFA).getByTestId("quote-history");
  await expect(history.getByTestId("quote-history-row")).toHaveCount(3);
  await expect(history.getByTestId("quote-history-row").first()).toContainText("$ 2,95");
  await expect(history.getByTestId("quote-history-row").last()).toContainText("$ 3,40");
  await expect(history.getByRole("img", { name: /Gráfico da cotação/ })).toBeVisible();
  await expect(history.locator("circle")).toHaveCount(3);
  // Beta's single row: no chart.
  await row(page, BETA)
    .getByRole("link", { name: `Histórico de ${BETA}` })
    .click();
  await expect(row(page, BETA).getByTestId("quote-history-row")).toHaveCount(1);
  await expect(row(page, BETA).getByTestId("quote-chart")).toHaveCount(0);
  await expect(row(page, ALFA).getByTestId("quote-history")).toHaveCount(0);
}

/** Beta's terms edited in its row's form (the MOQ typed the pt-BR way, '2.000'); a new history row appears. */
async function editTerms(page: Page, moq: string) {
  await page.goto(`/products/${expiring}`);
  await row(page, BETA)
    .getByRole("link", { name: `Editar cotação de ${BETA}` })
    .click();
  const entry = row(page, BETA);
  await entry.getByLabel("Válida até").fill(day(20).iso);
  await entry.getByLabel("MOQ").fill(moq);
  await entry.getByLabel("Prazo de entrega (dias)").fill("45");
  await entry.getByLabel("Incoterm").selectOption("CIF");
  await entry.getByRole("button", { name: "Salvar" }).click();
  await expect(page.getByTestId("toast").last()).toContainText("Produto atualizado!");
  await expect(badge(row(page, BETA))).toHaveText(`Válida até ${day(20).br}`);
  await expect(row(page, BETA).getByTestId("quote-terms")).toContainText(`MOQ ${moq}`);
  await expect(row(page, BETA).getByTestId("quote-terms")).toContainText("Prazo de entrega: 45 dias");
  await expect(row(page, BETA).getByTestId("quote-terms")).toContainText("CIF");
}

/** The list's 'Cotação vencida' filter, narrowed to this spec's products by the search. */
async function expiredFilter(page: Page, apply: (page: Page) => Promise<void>) {
  await page.goto(`/products?search=${encodeURIComponent(PREFIX)}`);
  await expect(page.getByText(`${PREFIX}: Caneca`).first()).toBeVisible();
  await page.getByLabel("Cotação vencida").check();
  await apply(page);
  await expect(page).toHaveURL(/vencida=1/);
  await expect(page.getByText(`${PREFIX}: Lanterna LED`).first()).toBeVisible();
  await expect(page.getByText(`${PREFIX}: Caneca`)).toHaveCount(0);
}

test.describe("Cotações: condições e histórico", () => {
  test("badges, terms, history with its chart, editing terms and the expired filter (JavaScript)", async ({ page }) => {
    await login(page, USER);
    await expectBadgesAndHistory(page);
    await editTerms(page, "2.000");
    await row(page, BETA)
      .getByRole("link", { name: `Histórico de ${BETA}` })
      .click();
    await expect(row(page, BETA).getByTestId("quote-history-row")).toHaveCount(2);
    await expect(row(page, BETA).getByRole("img", { name: /Gráfico da cotação/ })).toBeVisible();
    await expiredFilter(page, async () => {});
  });
});

test.describe("Cotações sem JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the same badges, history, terms form and filter as plain links and forms", async ({ page }) => {
    await login(page, USER);
    await expectBadgesAndHistory(page);
    await editTerms(page, "3.000");
    await expiredFilter(page, (p) => p.getByRole("button", { name: "Aplicar filtros" }).click());
  });
});

for (const { width, height, suffix } of SCREENSHOT_SIZES) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height } });

    test(`screenshots: quote terms, history with chart, terms form${suffix}`, async ({ page }) => {
      await login(page, USER);
      await dismissToasts(page); // the sign-in greeting is not part of the picture
      await page.goto(`/products/${expiring}?historico=${s(ALFA)}`);
      await expect(row(page, ALFA).getByTestId("quote-chart")).toBeVisible();
      await expectNoSidewaysScroll(page);
      await picture(card(page), `product-quotes-history${suffix}`, { fullPage: false });
      await page.goto(`/products/${expiring}?cotacao=${s(BETA)}`);
      await expect(row(page, BETA).getByLabel("Incoterm")).toBeVisible();
      await expectNoSidewaysScroll(page);
      await picture(card(page), `product-quotes-terms-form${suffix}`, { fullPage: false });
      await page.goto(`/products?vencida=1&search=${encodeURIComponent(PREFIX)}`);
      await expect(page.getByLabel("Cotação vencida")).toBeChecked();
      await expectNoSidewaysScroll(page);
      await picture(page, `product-list-expired${suffix}`, { fullPage: false });
    });
  });
}
