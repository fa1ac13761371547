import type { APIRequestContext, Page } from "@playwright/test";
import { importParamsSchema } from "#contract/landed-cost/import-params.ts";
import { formatNcm } from "#contract/products/ncm.ts";
import { STALE_VERSION_MESSAGE } from "#contract/shared/versions.ts";
import { productDetailListReplySchema } from "#contract/products/products.ts";
import { formatMoney, formatRate } from "#app/lib/format.ts";
import { supplierListReplySchema } from "#contract/suppliers/suppliers.ts";
import { dismissToasts, expect, login, signIn, test } from "./support/fixtures";
import { holdImportParamsInEachTest } from "./support/import-params";
import { ProductApi } from "./support/product-detail";
import { expectNoSidewaysScroll, SCREENSHOT_SIZES, picture } from "./support/screenshots";
import { apiToken } from "./support/suppliers";

// ADR 0045: the import parameters page (an administrator edits, anyone else reads; with and without
// JavaScript) and each supplier's landed cost on the product page. Serial: the parameters are one global record,
// and the product's figures are checked against the API's at the version in force.
test.describe.configure({ mode: "serial", timeout: 120_000 });
// Other specs save the parameters too (a new version each, and the figures move): one test at a time across them.
holdImportParamsInEachTest();

const ADMIN = "parametros@e2e.local";
const BUYER = "custo-posto@e2e.local";
const toast = (page: Page) => page.getByTestId("toast").last();

let request: APIRequestContext;
let api: ProductApi;
let token = "";
let adminToken = "";
let complete = 0;
let incomplete = 0;
let supplierName = "";
let supplierId = 0;

test.beforeAll(async ({ playwright, baseURL }) => {
  request = await playwright.request.newContext({ baseURL });
  token = await apiToken(request, BUYER);
  adminToken = await apiToken(request, ADMIN);
  api = new ProductApi(request, token);
  // A supplier abroad: the breakdown of an import (a supplier in Brazil has none).
  const reply = await request.get("/api/suppliers/?page_size=1&order_by=nome&pais=cn", { headers: { Authorization: `Bearer ${token}` } });
  const [supplier] = supplierListReplySchema.parse(await reply.json()).results;
  if (!supplier) throw new Error("sem fornecedor");
  supplierName = supplier.supplier_nome;
  supplierId = supplier.supplier_id;
  complete = await api.createProduct({
    nome: "E2E Custo posto: garrafa",
    categoria: "Utilidades Domésticas",
    cubagem: "0.1",
    peso: "2.5",
    quotes: [[supplier.supplier_id, "10"]],
  });
  incomplete = await api.createProduct({
    nome: "E2E Custo posto: sem medidas",
    categoria: "Utilidades Domésticas",
    quotes: [[supplier.supplier_id, "10"]],
  });
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
  if (!supplier?.custo_posto) throw new Error("sem cotação com preço");
  return supplier.custo_posto;
}

/** The link that opens (`?custo=`) the breakdown of the product's one supplier, and the one that closes it. */
const openBreakdown = (page: Page) => page.getByRole("link", { name: `Composição do custo posto de ${supplierName}`, exact: true });
const closeBreakdown = (page: Page) => page.getByRole("link", { name: `Ocultar composição do custo posto de ${supplierName}` });

async function currentParams() {
  const reply = await request.get("/api/import-params/", { headers: { Authorization: `Bearer ${token}` } });
  return importParamsSchema.parse(await reply.json());
}

const currentVersion = async () => (await currentParams()).versao;
const categoryNcm = async (nome: string) => (await currentParams()).categorias.find((c) => c.nome === nome)?.ncm;

/**
 * Another administrator saves through the API from the version in force, moving Decoração's NCM between two
 * codes (an NCM only labels the landed cost, so no other test's figures move). Returns the NCM saved, as shown.
 */
async function anotherAdminSavesDecoracao(): Promise<string> {
  const { versao, alterado_em: _a, alterado_por: _p, categorias, ...values } = await currentParams();
  const decoracao = categorias.find((c) => c.nome === "Decoração");
  if (!decoracao) throw new Error("categoria Decoração ausente");
  const ncm = decoracao.ncm === "69131000" ? "69139000" : "69131000";
  const reply = await request.put("/api/import-params/", {
    headers: { Authorization: `Bearer ${adminToken}` },
    data: { ...values, versao, categorias: [{ ...decoracao, ncm }] },
  });
  expect(reply.status()).toBe(200);
  return formatNcm(ncm);
}

/**
 * On /settings/import, opened before another administrator saved: types a new NCM for Papelaria, then saves and
 * meets the conflict notice. Returns the notice and the values involved.
 */
async function saveAfterAnotherAdmin(page: Page) {
  await page.goto("/settings/import");
  const papelaria = page.getByLabel("NCM (Papelaria)");
  const loaded = await papelaria.inputValue();
  const typed = loaded === "4820.20.00" ? "4820.10.00" : "4820.20.00";
  const decoracao = await page.getByLabel("NCM (Decoração)").inputValue();
  await papelaria.fill(typed);
  const saved = await anotherAdminSavesDecoracao();
  await page.getByRole("button", { name: "Salvar nova versão" }).click();
  const notice = page.getByRole("alert").filter({ hasText: STALE_VERSION_MESSAGE }).filter({ hasText: "Valores salvos agora" });
  await expect(notice).toBeVisible();
  return { notice, papelaria, loaded, typed, decoracao, saved };
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
    await page.getByLabel("ICMS % do regime 2026", { exact: true }).fill("18,5");
    await page.getByRole("button", { name: "Salvar nova versão" }).click();
    await expect(toast(page)).toContainText("Parâmetros de importação salvos!");
    const latest = page.getByTestId("import-params-history").getByRole("listitem").first();
    await expect(latest).toContainText(`Versão ${before + 1}`);
    await expect(latest).toContainText("por Irene Importação");
    await expect(latest.getByTestId("history-regimes")).toContainText("ICMS 18,5 %");
    await expect(page.getByLabel("ICMS % do regime 2026", { exact: true })).toHaveValue("18,5");
  });
});

test.describe("Parâmetros de importação: administrador sem JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a bad value comes back as a field error with what was typed kept; a good save is a new version", async ({ page }) => {
    await login(page, ADMIN);
    const before = await currentVersion();
    await page.goto("/settings/import");
    await page.getByLabel("Unidades por embarque").fill("0");
    await page.getByLabel("ICMS % do regime 2026", { exact: true }).fill("18");
    await page.getByRole("button", { name: "Salvar nova versão" }).click();
    await expect(page.getByText("Unidades por embarque: informe um número inteiro maior ou igual a 1. Ex.: 1.500.").first()).toBeVisible();
    await expect(page.getByLabel("ICMS % do regime 2026", { exact: true })).toHaveValue("18");
    expect(await currentVersion()).toBe(before);
    await page.getByLabel("Unidades por embarque").fill("1.000");
    await page.getByRole("button", { name: "Salvar nova versão" }).click();
    await expect(toast(page)).toContainText("Parâmetros de importação salvos!");
    await expect(page.getByTestId("import-params-history").getByRole("listitem").first()).toContainText(`Versão ${before + 1}`);
    expect(await currentVersion()).toBe(before + 1);
  });
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(`Parâmetros de importação: duas pessoas salvando ${javaScriptEnabled ? "com" : "sem"} JavaScript`, () => {
    test.use({ javaScriptEnabled });

    test("a save after another administrator's shows what they saved, keeps what was typed, and saving again applies it", async ({
      page,
    }) => {
      await login(page, ADMIN);
      const before = await currentVersion();
      const { notice, papelaria, loaded, typed, decoracao, saved } = await saveAfterAnotherAdmin(page);
      // Listed: what saving this form would overwrite, Decoração's new NCM and Papelaria's as saved; nothing else.
      await expect(notice.getByRole("listitem")).toHaveText([`NCM (Decoração): ${saved}`, `NCM (Papelaria): ${loaded}`]);
      await expect(notice).toBeInViewport();
      await expect(papelaria).toHaveValue(typed);
      await expect(page.getByLabel("NCM (Decoração)")).toHaveValue(decoracao);
      // The page names the version now in force, the other administrator's, as its history does.
      await expect(page.getByTestId("import-params-note")).toContainText(`Versão ${before + 1}, de`);
      await expect(page.getByTestId("import-params-history").getByRole("listitem").first()).toContainText(`Versão ${before + 1}`);
      expect(await currentVersion()).toBe(before + 1);

      await page.getByRole("button", { name: "Salvar nova versão" }).click();
      await expect(toast(page)).toContainText("Parâmetros de importação salvos!");
      await expect(page.getByRole("alert").filter({ hasText: STALE_VERSION_MESSAGE })).toHaveCount(0);
      await expect(page.getByTestId("import-params-history").getByRole("listitem").first()).toContainText(`Versão ${before + 2}`);
      await expect(papelaria).toHaveValue(typed);
      // This person's whole form, on purpose: Decoração back to what the form held.
      expect(await categoryNcm("Papelaria")).toBe(typed.replaceAll(".", ""));
      expect(await categoryNcm("Decoração")).toBe(decoracao.replaceAll(".", ""));
    });
  });
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`Parâmetros de importação: leitura ${javaScriptEnabled ? "com" : "sem"} JavaScript`, () => {
    test.use({ javaScriptEnabled });

    test("anyone else reads the values, the categories and the history, with no form", async ({ page }) => {
      await signIn(page, BUYER);
      await page.goto("/settings/import");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Parâmetros de importação");
      await expect(page.getByTestId("import-params-note")).toContainText("Somente administradores alteram estes parâmetros.");
      await expect(page.getByTestId("import-params-regime").first()).toContainText("PIS %2,1 %");
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

    test("each supplier row shows the API's landed cost; its breakdown, with the rate and version, is in the page only once opened", async ({
      page,
    }) => {
      await login(page, BUYER);
      const cost = await apiCost(complete);
      await page.goto(`/products/${complete}`);
      const box = page.getByTestId("custo-posto");
      await expect(box.getByTestId("custo-posto-summary")).toContainText(`Custo posto${formatMoney(cost.total_brl, "BRL")}(estimativa)`);
      // Not hidden but absent: the page does not carry the breakdown of a row nobody opened.
      await expect(box.getByTestId("custo-posto-breakdown")).toHaveCount(0);
      expect(await page.content()).not.toContain("Valor aduaneiro");
      await expect(openBreakdown(page)).toHaveAttribute("aria-expanded", "false");

      await openBreakdown(page).click();
      await expect(page).toHaveURL(new RegExp(`\\?custo=${supplierId}#fornecedor-${supplierId}$`));
      const breakdown = page.getByRole("region", { name: `Composição do custo posto de ${supplierName}` });
      await expect(breakdown.getByText("Valor aduaneiro")).toBeVisible();
      await expect(breakdown).toContainText(formatMoney(cost.valor_aduaneiro_brl, "BRL"));
      await expect(breakdown).toContainText(formatMoney(cost.icms_brl, "BRL"));
      await expect(breakdown.getByTestId("custo-posto-basis")).toContainText(
        `Câmbio ${formatRate(5)} · parâmetros de importação versão ${cost.versao_parametros} · NCM 7323.93.00`,
      );
      // The summary stays as it was: the total the lines add up to.
      await expect(box.getByTestId("custo-posto-summary")).toContainText(formatMoney(cost.total_brl, "BRL"));
      await expect(box).not.toContainText("sem cubagem/peso");

      await expect(closeBreakdown(page)).toHaveAttribute("aria-expanded", "true");
      await closeBreakdown(page).click();
      await expect(page).not.toHaveURL(/custo=/);
      await expect(box.getByTestId("custo-posto-breakdown")).toHaveCount(0);
      await expect(openBreakdown(page)).toBeVisible();

      await page.goto(`/products/${incomplete}`);
      await expect(page.getByTestId("custo-posto-summary")).toContainText("sem cubagem/peso");
    });

    test("opening and closing the breakdown keeps its row in view: the page does not go back to the top", async ({ page }) => {
      await login(page, BUYER);
      // Short enough that the suppliers card starts below the fold.
      await page.setViewportSize({ width: 1024, height: 500 });
      await page.goto(`/products/${complete}`);
      await openBreakdown(page).scrollIntoViewIfNeeded();
      await openBreakdown(page).click();
      const breakdown = page.getByTestId("custo-posto-breakdown");
      await expect(breakdown).toBeVisible();
      await expect(page.getByTestId("custo-posto-summary")).toBeInViewport();
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      await closeBreakdown(page).click();
      await expect(breakdown).toHaveCount(0);
      await expect(openBreakdown(page)).toBeInViewport();
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    });
  });
}

test.describe("Custo posto: sobrescrever NCM, II e IPI do produto", () => {
  test("the edit form takes the overrides and the breakdown uses them", async ({ page }) => {
    await signIn(page, BUYER);
    await page.goto(`/products/${complete}`);
    await page.getByRole("link", { name: "Editar", exact: true }).click();
    await page.getByLabel("NCM (opcional)").fill("8516.79.00");
    await page.getByLabel("II % (opcional)").fill("0");
    await page.getByRole("button", { name: "Salvar" }).click();
    await expect(toast(page)).toContainText("Produto atualizado!");
    const info = page.getByRole("region", { name: "Informações gerais" });
    await expect(info.getByTestId("product-ncm")).toHaveText("8516.79.00 · do produto");
    await expect(info.getByTestId("product-rates")).toHaveText("II 0 % do produto · IPI 6,5 % da categoria Utilidades Domésticas");
    const details = page.getByTestId("custo-posto");
    await openBreakdown(page).click();
    await expect(details).toContainText("II (0 %)R$ 0,00");
    await expect(details.getByTestId("custo-posto-basis")).toContainText("NCM 8516.79.00");
    const cost = await apiCost(complete);
    expect([cost.ii_pct, cost.ncm]).toEqual([0, "85167900"]);
    await expect(details.getByTestId("custo-posto-summary")).toContainText(formatMoney(cost.total_brl, "BRL"));
  });
});

for (const { width, height, suffix } of SCREENSHOT_SIZES) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height } });

    test(`screenshots: the conflict notice on the parameters page${suffix}`, async ({ page }) => {
      await login(page, ADMIN);
      await dismissToasts(page); // the sign-in greeting is not part of the picture
      const { notice } = await saveAfterAnotherAdmin(page);
      await expect(notice).toBeInViewport();
      await expectNoSidewaysScroll(page);
      // The viewport, where the notice was brought from the foot of the form (a full page would be mostly form).
      await picture(page, `import-params-conflict${suffix}`, { fullPage: false });
    });

    test(`screenshots: parameters page and the landed-cost breakdown${suffix}`, async ({ page }) => {
      await login(page, ADMIN);
      await dismissToasts(page); // the sign-in greeting is not part of the picture
      await page.goto("/settings/import");
      await expect(page.getByRole("button", { name: "Salvar nova versão" })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await picture(page, `import-params${suffix}`);
      await page.goto(`/products/${complete}`);
      await openBreakdown(page).click();
      await expect(page.getByTestId("custo-posto").getByText("Valor aduaneiro")).toBeVisible();
      // From the top: a full-page picture of a scrolled page repeats the sticky header midway.
      await page.evaluate(() => window.scrollTo(0, 0));
      await expectNoSidewaysScroll(page);
      await picture(page, `product-landed-cost${suffix}`);
    });
  });
}
