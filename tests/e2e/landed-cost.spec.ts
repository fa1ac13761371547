import type { APIRequestContext, Page } from "@playwright/test";
import { importParamsSchema } from "../../contract/import-params";
import { productDetailListReplySchema } from "../../contract/products";
import { formatMoney } from "../../app/lib/format";
import { supplierListReplySchema } from "../../contract/suppliers";
import { expect, login, test } from "./support/fixtures";
import { ProductApi } from "./support/product-detail";
import { expectNoSidewaysScroll, SCREENSHOT_SIZES } from "./support/screenshots";
import { apiToken } from "./support/suppliers";

// Issue 12 section 2: the import parameters page (an administrator edits, anyone else reads; with and without
// JavaScript) and each supplier's landed cost on the product page. Serial: the parameters are one global record,
// and the product's figures are checked against the API's at the version in force.
test.describe.configure({ mode: "serial", timeout: 120_000 });

const ADMIN = "parametros@e2e.local";
const BUYER = "custo-posto@e2e.local";
const toast = (page: Page) => page.getByTestId("toast").last();
const shot = (name: string) => ({ path: `test-results/screenshots/${name}.png`, fullPage: true });

let request: APIRequestContext;
let api: ProductApi;
let token = "";
let complete = 0;
let incomplete = 0;

test.beforeAll(async ({ playwright, baseURL }) => {
  request = await playwright.request.newContext({ baseURL });
  token = await apiToken(request, BUYER);
  api = new ProductApi(request, token);
  const reply = await request.get("/api/suppliers/?page_size=1&order_by=nome", { headers: { Authorization: `Bearer ${token}` } });
  const [supplier] = supplierListReplySchema.parse(await reply.json()).results;
  if (!supplier) throw new Error("sem fornecedor");
  complete = await api.createProduct({ nome: "E2E Custo posto: garrafa", categoria: "Utilidades Domésticas", cubagem: "0.1", peso: "2.5", quotes: [[supplier.supplier_id, "10"]] });
  incomplete = await api.createProduct({ nome: "E2E Custo posto: sem medidas", categoria: "Utilidades Domésticas", quotes: [[supplier.supplier_id, "10"]] });
});

test.afterAll(async () => {
  await api.deleteProduct(complete);
  await api.deleteProduct(incomplete);
  await request.dispose();
});

/** The landed cost the API gives the product's one supplier now. */
async function apiCost(id: number) {
  const reply = await request.get(`/api/products/?id=${id}`, { headers: { Authorization: `Bearer ${token}` } });
  const supplier = productDetailListReplySchema.parse(await reply.json()).results[0]?.suppliers[0];
  if (!supplier) throw new Error("sem cotação");
  return supplier.custo_posto;
}

async function currentVersion() {
  const reply = await request.get("/api/import-params/", { headers: { Authorization: `Bearer ${token}` } });
  return importParamsSchema.parse(await reply.json()).versao;
}

test.describe("Parâmetros de importação: administrador com JavaScript", () => {
  test("reaches the page from the sidebar footer, checks a bad NCM in the browser, saves a new version", async ({ page }) => {
    await login(page, ADMIN);
    const before = await currentVersion();
    await page.getByRole("link", { name: "Parâmetros de importação" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Parâmetros de importação");
    await expect(page.getByTestId("import-params-note")).toContainText("Os valores iniciais são exemplos");
    const ncm = page.getByLabel("NCM (Utilidades Domésticas)");
    await ncm.fill("123");
    await ncm.blur();
    await expect(page.getByText("O NCM deve ter 8 dígitos (ex.: 8516.79.00).")).toBeVisible();
    await ncm.fill("7323.93.00");
    await page.getByLabel("ICMS (%)").fill("18.5");
    await page.getByRole("button", { name: "Salvar nova versão" }).click();
    await expect(toast(page)).toContainText("Parâmetros de importação salvos!");
    const latest = page.getByTestId("import-params-history").getByRole("listitem").first();
    await expect(latest).toContainText(`Versão ${before + 1}`);
    await expect(latest).toContainText("por Irene Importação");
    await expect(latest).toContainText("ICMS (%): 18,5");
    await expect(page.getByLabel("ICMS (%)")).toHaveValue("18.5");
  });
});

test.describe("Parâmetros de importação: administrador sem JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a bad value comes back as a field error with what was typed kept; a good save is a new version", async ({ page }) => {
    await login(page, ADMIN);
    const before = await currentVersion();
    await page.goto("/settings/import");
    await page.getByLabel("Unidades por embarque").fill("0");
    await page.getByLabel("ICMS (%)").fill("18");
    await page.getByRole("button", { name: "Salvar nova versão" }).click();
    await expect(page.getByText("As unidades por embarque devem ser um número inteiro de 1 a 1.000.000.000.")).toBeVisible();
    await expect(page.getByLabel("ICMS (%)")).toHaveValue("18");
    expect(await currentVersion()).toBe(before);
    await page.getByLabel("Unidades por embarque").fill("1000");
    await page.getByRole("button", { name: "Salvar nova versão" }).click();
    await expect(toast(page)).toContainText("Parâmetros de importação salvos!");
    await expect(page.getByTestId("import-params-history").getByRole("listitem").first()).toContainText(`Versão ${before + 1}`);
    expect(await currentVersion()).toBe(before + 1);
  });
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(`Parâmetros de importação: leitura ${javaScriptEnabled ? "com" : "sem"} JavaScript`, () => {
    test.use({ javaScriptEnabled });

    test("anyone else reads the values, the categories and the history, with no form", async ({ page }) => {
      await login(page, BUYER);
      await page.goto("/settings/import");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Parâmetros de importação");
      await expect(page.getByTestId("import-params-note")).toContainText("Somente administradores alteram estes parâmetros.");
      await expect(page.getByTestId("import-params-values")).toContainText("PIS (%)2,1");
      await expect(page.getByTestId("import-params-categories")).toContainText("NCM 7323.93.00");
      await expect(page.getByTestId("import-params-history").getByRole("listitem").last()).toContainText("Versão 1");
      await expect(page.getByTestId("import-params-history").getByRole("listitem").last()).toContainText("valores de exemplo");
      await expect(page.locator("main input, main button[type=submit]")).toHaveCount(0);
    });
  });
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`Custo posto no produto ${javaScriptEnabled ? "com" : "sem"} JavaScript`, () => {
    test.use({ javaScriptEnabled });

    test("each supplier row shows the API's landed cost, opening its breakdown with the rate and version", async ({ page }) => {
      await login(page, BUYER);
      const cost = await apiCost(complete);
      await page.goto(`/products/${complete}`);
      const details = page.getByTestId("custo-posto");
      await expect(details.locator("summary")).toContainText(`Custo posto${formatMoney(cost.total_brl, "BRL")}(estimativa)`);
      await expect(details.getByText("Valor aduaneiro")).toBeHidden();
      await details.locator("summary").click();
      await expect(details.getByText("Valor aduaneiro")).toBeVisible();
      await expect(details).toContainText(formatMoney(cost.valor_aduaneiro_brl, "BRL"));
      await expect(details).toContainText(formatMoney(cost.icms_brl, "BRL"));
      await expect(details.getByTestId("custo-posto-basis")).toContainText(`Câmbio US$ 1 = R$ 5 · parâmetros de importação versão ${cost.versao_parametros} · NCM 7323.93.00`);
      await expect(details).not.toContainText("sem cubagem/peso");

      await page.goto(`/products/${incomplete}`);
      await expect(page.getByTestId("custo-posto").locator("summary")).toContainText("sem cubagem/peso");
    });
  });
}

test.describe("Custo posto: sobrescrever NCM, II e IPI do produto", () => {
  test("the edit form takes the overrides and the breakdown uses them", async ({ page }) => {
    await login(page, BUYER);
    await page.goto(`/products/${complete}`);
    await page.getByRole("link", { name: "Editar", exact: true }).click();
    await page.getByLabel("NCM (opcional)").fill("8516.79.00");
    await page.getByLabel("II % (opcional)").fill("0");
    await page.getByRole("button", { name: "Salvar" }).click();
    await expect(toast(page)).toContainText("Produto atualizado!");
    const info = page.getByRole("region", { name: "Informações gerais" });
    await expect(info).toContainText("NCM8516.79.00");
    await expect(info).toContainText("II 0 % · IPI da categoria");
    const details = page.getByTestId("custo-posto");
    await details.locator("summary").click();
    await expect(details).toContainText("II (0 %)R$ 0,00");
    await expect(details.getByTestId("custo-posto-basis")).toContainText("NCM 8516.79.00");
    const cost = await apiCost(complete);
    expect([cost.ii_pct, cost.ncm]).toEqual([0, "85167900"]);
    await expect(details.locator("summary")).toContainText(formatMoney(cost.total_brl, "BRL"));
  });
});

for (const { width, height, suffix } of SCREENSHOT_SIZES) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height } });

    test(`screenshots: parameters page and the landed-cost breakdown${suffix}`, async ({ page }) => {
      await login(page, ADMIN);
      await page.waitForTimeout(5200); // let the login toast go
      await page.goto("/settings/import");
      await expect(page.getByRole("button", { name: "Salvar nova versão" })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await page.screenshot(shot(`import-params${suffix}`));
      await page.goto(`/products/${complete}`);
      const details = page.getByTestId("custo-posto");
      await details.locator("summary").click();
      await expect(details.getByText("Valor aduaneiro")).toBeVisible();
      // From the top: a full-page picture of a scrolled page repeats the sticky header midway.
      await page.evaluate(() => window.scrollTo(0, 0));
      await expectNoSidewaysScroll(page);
      await page.screenshot(shot(`product-landed-cost${suffix}`));
    });
  });
}
