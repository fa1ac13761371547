import type { APIRequestContext, Page } from "@playwright/test";
import { type ImportParams, importParamsSchema } from "#contract/landed-cost/import-params.ts";
import { sourcingListReplySchema } from "#contract/sourcings/sourcings.ts";
import { expect, signIn, test } from "./support/fixtures";
import { holdImportParams } from "./support/import-params";
import { ProductApi } from "./support/product-detail";
import { SourcingApi } from "./support/sourcings";
import { apiToken } from "./support/suppliers";

// ADR 0058: numbers are typed the pt-BR way in a pt-BR browser (playwright.config.ts starts Chromium with
// --lang=pt-BR), read on the server by the one parser, and shown back the one way; each case with and without
// JavaScript. Saved values are checked through the REST API, as any client reads them.

const USER = "numeros@e2e.local";
const ADMIN = "numeros-admin@e2e.local";
const SUPPLIER = "E2E Números Fornecedor";

const toast = (page: Page) => page.getByTestId("toast").last();
const info = (page: Page) => page.getByRole("region", { name: "Informações", exact: true });
const budget = (page: Page) => page.getByLabel("Orçamento (R$)");

let request: APIRequestContext;
let sourcingApi: SourcingApi;
let productApi: ProductApi;
let adminToken = "";
let me = 0;
let supplierId = 0;
const sourcings: number[] = [];
const products: number[] = [];
let releaseParams: (() => Promise<void>) | null = null;

test.beforeAll(async ({ playwright, baseURL }) => {
  request = await playwright.request.newContext({ baseURL });
  const token = await apiToken(request, USER);
  sourcingApi = new SourcingApi(request, token);
  productApi = new ProductApi(request, token);
  adminToken = await apiToken(request, ADMIN);
  me = (await sourcingApi.me()).id;
  supplierId = await sourcingApi.supplier(SUPPLIER);
});

test.afterEach(async () => {
  await releaseParams?.();
  releaseParams = null;
  for (const id of sourcings.splice(0)) await sourcingApi.deleteSourcing(id);
  for (const id of products.splice(0)) await productApi.deleteProduct(id);
});

test.afterAll(async () => {
  await sourcingApi.deleteSupplier(supplierId);
  await request.dispose();
});

async function newSourcing(descricao: string): Promise<number> {
  const id = await sourcingApi.createSourcing({ descricao, id_responsavel: me });
  sourcings.push(id);
  return id;
}

const savedBudget = async (id: number) =>
  (await sourcingApi.get(`/api/sourcings/?id=${id}`, sourcingListReplySchema)).results[0]?.sourcing_budget;

const importParams = async () => {
  const reply = await request.get("/api/import-params/", { headers: { Authorization: `Bearer ${adminToken}` } });
  return importParamsSchema.parse(await reply.json());
};

/** Puts the regimes back as they were (the parameters are one global record other specs read). */
async function restoreRegimes(regimes: ImportParams["regimes"]) {
  const { alterado_em: _a, alterado_por: _p, versao: _v, ...values } = await importParams();
  const reply = await request.put("/api/import-params/", {
    headers: { Authorization: `Bearer ${adminToken}` },
    data: { ...values, regimes },
  });
  expect(reply.status()).toBe(200);
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`Números pt-BR ${javaScriptEnabled ? "com" : "sem"} JavaScript`, () => {
    test.use({ javaScriptEnabled });

    test("Orçamento: '120.000' saves 120000, shown 'R$ 120.000,00' and prefilled '120.000,00'", async ({ page }) => {
      const id = await newSourcing(`E2E Números: orçamento (${javaScriptEnabled ? "JS" : "sem JS"})`);
      await signIn(page, USER);
      await page.goto(`/sourcings/${id}?editar=1`);
      await expect(budget(page)).toHaveAttribute("type", "text");
      await expect(budget(page)).toHaveAttribute("inputmode", "decimal");
      await budget(page).fill("120.000");
      await page.getByRole("button", { name: "Salvar" }).click();
      await expect(toast(page)).toContainText("Sourcing atualizado!");
      await expect(info(page)).toContainText("OrçamentoR$ 120.000,00");
      expect(await savedBudget(id)).toBe(120000);
      await page.getByRole("link", { name: "Editar" }).click();
      await expect(budget(page)).toHaveValue("120.000,00");
    });

    test("a quote: '12,34' saves 12.34, shown '$ 12,34'", async ({ page }) => {
      const id = await productApi.createProduct({
        nome: `E2E Números: cotação (${javaScriptEnabled ? "JS" : "sem JS"})`,
        quotes: [[supplierId, "0"]],
      });
      products.push(id);
      await signIn(page, USER);
      await page.goto(`/products/${id}`);
      const row = page.getByTestId("product-supplier").filter({ hasText: SUPPLIER });
      await row.getByRole("link", { name: `Editar cotação de ${SUPPLIER}` }).click();
      const quote = row.getByLabel(`Cotação de ${SUPPLIER} (US$)`);
      await expect(quote).toHaveValue("0,00");
      await quote.fill("12,34");
      await row.getByRole("button", { name: "Salvar" }).click();
      await expect(toast(page)).toContainText("Produto atualizado!");
      await expect(row.getByTestId("quote-usd")).toHaveText("$ 12,34");
      expect((await productApi.product(id)).suppliers[0]?.cotacao).toBe(12.34);
      await row.getByRole("link", { name: `Editar cotação de ${SUPPLIER}` }).click();
      await expect(quote).toHaveValue("12,34");
    });

    test("ICMS % of the 2027–2028 regime on /settings/import: '20,5' saves 20.5", async ({ page }) => {
      // Another spec saving meanwhile would make this page's save a conflict (released after the test).
      releaseParams = await holdImportParams();
      const before = await importParams();
      await signIn(page, ADMIN);
      await page.goto("/settings/import");
      const icms = page.getByLabel("ICMS % do regime 2027–2028", { exact: true });
      await expect(icms).toHaveAttribute("inputmode", "decimal");
      try {
        await icms.fill("20,5");
        await page.getByRole("button", { name: "Salvar nova versão" }).click();
        await expect(toast(page)).toContainText("Parâmetros de importação salvos!");
        const saved = await importParams();
        expect(saved.versao).toBeGreaterThan(before.versao);
        expect(saved.regimes.find((r) => r.nome === "2027–2028")?.icms_pct).toBe(20.5);
        await expect(page.getByTestId("import-params-history").getByRole("listitem").first()).toContainText(
          "Mudanças nos regimes: 2027–2028: ICMS % 18 % → 20,5 %.",
        );
        await expect(icms).toHaveValue("20,5");
      } finally {
        await restoreRegimes(before.regimes);
      }
    });

    test("a refusal: '1.5.0' in Orçamento shows the field's message and saves nothing", async ({ page }) => {
      const id = await newSourcing(`E2E Números: recusa (${javaScriptEnabled ? "JS" : "sem JS"})`);
      await signIn(page, USER);
      await page.goto(`/sourcings/${id}?editar=1`);
      await budget(page).fill("1.5.0");
      await page.getByRole("button", { name: "Salvar" }).click();
      await expect(info(page).getByText("Orçamento: valor inválido. Use o formato 1.234,56.")).toBeVisible();
      await expect(budget(page)).toHaveValue("1.5.0");
      await expect(page).toHaveURL(/\?editar=1$/);
      expect(await savedBudget(id)).toBe(0);
    });

    test("a quote typed '3,999', '-5' or '1.5.0' shows the field's message and saves nothing (never 0)", async ({ page }) => {
      const id = await productApi.createProduct({
        nome: `E2E Números: cotação recusada (${javaScriptEnabled ? "JS" : "sem JS"})`,
        quotes: [[supplierId, "7"]],
      });
      products.push(id);
      await signIn(page, USER);
      await page.goto(`/products/${id}`);
      const row = page.getByTestId("product-supplier").filter({ hasText: SUPPLIER });
      await row.getByRole("link", { name: `Editar cotação de ${SUPPLIER}` }).click();
      const quote = row.getByLabel(`Cotação de ${SUPPLIER} (US$)`);
      const range = "Cotação (US$): informe um número maior ou igual a 0, com até 2 casas decimais. Use o formato 1.234,56.";
      for (const [typed, message] of [
        ["3,999", range],
        ["-5", range],
        ["1.5.0", "Cotação (US$): valor inválido. Use o formato 1.234,56."],
      ] as const) {
        await quote.fill(typed);
        await row.getByRole("button", { name: "Salvar" }).click();
        await expect(row.getByTestId("quote-error")).toHaveText(message);
        await expect(quote).toHaveValue(typed);
      }
      expect((await productApi.product(id)).suppliers[0]?.cotacao).toBe(7);
    });

    test("a budget typed '-10' shows the field's message and saves nothing", async ({ page }) => {
      const id = await newSourcing(`E2E Números: orçamento negativo (${javaScriptEnabled ? "JS" : "sem JS"})`);
      await signIn(page, USER);
      await page.goto(`/sourcings/${id}?editar=1`);
      await budget(page).clear();
      await budget(page).pressSequentially("-10");
      await expect(budget(page)).toHaveValue("-10");
      await page.getByRole("button", { name: "Salvar" }).click();
      await expect(
        info(page).getByText("Orçamento: informe um número maior ou igual a 0, com até 2 casas decimais. Use o formato 1.234,56."),
      ).toBeVisible();
      expect(await savedBudget(id)).toBe(0);
    });
  });
}
