import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { productDetailListReplySchema } from "#contract/products/products.ts";
import { supplierListReplySchema } from "#contract/suppliers/suppliers.ts";
import { formatMoney } from "#app/lib/format.ts";
import { expect, signIn, test } from "./support/fixtures";
import { ProductApi } from "./support/product-detail";
import { expectNoSidewaysScroll, picture, SCREENSHOT_SIZES } from "./support/screenshots";
import { apiToken } from "./support/suppliers";

// The master carton on the product page (docs/landed-cost.md, "Packing"): the product's own in the general-info
// card, typed or given by its measures in cm, and a supplier's on its quote row; the landed cost's freight follows
// them. And the NCM, II and IPI in force with their sources. Each flow with and without JavaScript; what was saved is
// checked through the REST API, as any client reads it.

const USER = "embalagem@e2e.local";
const toast = (page: Page) => page.getByTestId("toast").last();
const info = (page: Page) => page.getByRole("region", { name: "Informações gerais" });
const costOf = (row: Locator | Page) => row.getByTestId("custo-posto");
const costSummaryOf = (row: Locator | Page) => row.getByTestId("custo-posto-summary");

let request: APIRequestContext;
let api: ProductApi;
let token = "";
let supplier = { id: 0, nome: "" };
const made: number[] = [];

test.beforeAll(async ({ playwright, baseURL }) => {
  request = await playwright.request.newContext({ baseURL });
  token = await apiToken(request, USER);
  api = new ProductApi(request, token);
  // A supplier abroad, so its quote is an import whose freight the carton decides.
  const reply = await request.get("/api/suppliers/?page_size=1&order_by=nome&pais=cn", { headers: { Authorization: `Bearer ${token}` } });
  const [found] = supplierListReplySchema.parse(await reply.json()).results;
  if (!found) throw new Error("sem fornecedor na China");
  supplier = { id: found.supplier_id, nome: found.supplier_nome };
});

test.afterEach(async () => {
  for (const id of made.splice(0)) await api.deleteProduct(id);
});

test.afterAll(async () => {
  await request.dispose();
});

/** A 'Utilidades Domésticas' product of 0,1 m³ and 0,35 kg a unit, quoted US$ 3,20 FOB by the supplier abroad. */
async function bottle(nome: string): Promise<number> {
  const id = await api.createProduct({
    nome,
    categoria: "Utilidades Domésticas",
    cubagem: "0.1",
    peso: "0.35",
    quotes: [[supplier.id, "3.2"]],
  });
  made.push(id);
  return id;
}

/** The detail as the API gives it: the product's carton, and the one supplier's with its landed cost. */
async function detailOf(id: number) {
  const reply = await request.get(`/api/products/?id=${id}`, { headers: { Authorization: `Bearer ${token}` } });
  const [product] = productDetailListReplySchema.parse(await reply.json()).results;
  if (!product) throw new Error(`produto ausente: ${id}`);
  return product;
}
const cartonOf = ({
  unidades_por_caixa,
  caixa_cubagem_m3,
  caixa_peso_kg,
}: {
  unidades_por_caixa: number | null;
  caixa_cubagem_m3: number | null;
  caixa_peso_kg: number | null;
}) => [unidades_por_caixa, caixa_cubagem_m3, caixa_peso_kg];

/** Opens the quote's breakdown and checks its freight line names `source` and shows the API's freight. */
async function expectFreightFrom(page: Page, id: number, source: string) {
  const cost = costOf(page);
  // The breakdown is in the page only once opened (`?custo=`).
  await cost.getByRole("link", { name: `Composição do custo posto de ${supplier.nome}`, exact: true }).click();
  const freight = (await detailOf(id)).suppliers[0]?.custo_posto?.frete_usd;
  if (freight === undefined) throw new Error("sem custo posto");
  await expect(cost.getByRole("term").filter({ hasText: /^Frete/ })).toHaveText(`Frete (${source})`);
  await expect(cost).toContainText(`Frete (${source})${formatMoney(freight, "USD")}`);
  await expect(costSummaryOf(page)).not.toContainText("sem embalagem");
}

const productRow = (page: Page) => page.getByTestId("product-supplier").filter({ hasText: supplier.nome });

for (const javaScriptEnabled of [true, false]) {
  test.describe(`Caixa master ${javaScriptEnabled ? "com" : "sem"} JavaScript`, () => {
    test.use({ javaScriptEnabled });
    const mode = javaScriptEnabled ? "JS" : "sem JS";

    test("the product's carton typed '24', '0,085', '12': shown, saved, prefilled, and the landed cost's freight from it", async ({
      page,
    }) => {
      const id = await bottle(`E2E Embalagem: caixa do produto (${mode})`);
      await signIn(page, USER);
      await page.goto(`/products/${id}`);
      await expect(info(page).getByTestId("product-packing")).toHaveText("-");
      await expect(costSummaryOf(page)).toContainText("sem embalagem");

      await page.getByRole("link", { name: "Editar", exact: true }).click();
      const units = page.getByLabel("Unidades por caixa");
      const m3 = page.getByLabel("Cubagem da caixa (m³)");
      const kg = page.getByLabel("Peso bruto da caixa (kg)");
      for (const [input, mode] of [
        [units, "numeric"],
        [m3, "decimal"],
        [kg, "decimal"],
      ] as const) {
        await expect(input).toHaveAttribute("type", "text");
        await expect(input).toHaveAttribute("inputmode", mode);
      }
      await units.fill("24");
      await m3.fill("0,085");
      await kg.fill("12");
      await page.getByRole("button", { name: "Salvar" }).click();
      await expect(toast(page)).toContainText("Produto atualizado!");
      await expect(info(page).getByTestId("product-packing")).toHaveText("24 un. por caixa · 0,085 m³ · 12 kg");
      expect(cartonOf(await detailOf(id))).toEqual([24, 0.085, 12]);
      await expectFreightFrom(page, id, "caixa do produto");

      await page.getByRole("link", { name: "Editar", exact: true }).click();
      await expect(units).toHaveValue("24");
      await expect(m3).toHaveValue("0,085");
      await expect(kg).toHaveValue("12");
    });

    test("the carton's m³ given by its measures: 50 × 40 × 42,5 cm is understood as 0,085 m³", async ({ page }) => {
      const id = await bottle(`E2E Embalagem: medidas em cm (${mode})`);
      await signIn(page, USER);
      await page.goto(`/products/${id}?editar=1`);
      const group = page.getByRole("group", { name: "Medidas da caixa" });
      await page.getByLabel("Unidades por caixa").fill("24");
      await group.getByLabel("Comprimento (cm)").fill("50");
      await group.getByLabel("Largura (cm)").fill("40");
      await group.getByLabel("Altura (cm)").fill("42,5");
      // With JavaScript the m³ shows the volume as the measures are typed; without, the server computes it on save.
      await expect(page.getByLabel("Cubagem da caixa (m³)")).toHaveValue(javaScriptEnabled ? "0,085" : "");
      await page.getByRole("button", { name: "Salvar" }).click();
      await expect(toast(page)).toContainText("Produto atualizado!");
      await expect(info(page).getByTestId("product-packing")).toHaveText("24 un. por caixa · 0,085 m³");
      expect(cartonOf(await detailOf(id))).toEqual([24, 0.085, null]);
    });

    test("a supplier's carton on its quote row: shown on the row, and the breakdown says the supplier's carton was used", async ({
      page,
    }) => {
      const id = await bottle(`E2E Embalagem: caixa do fornecedor (${mode})`);
      await api.alter(id, { unidades_por_caixa: 24, caixa_cubagem_m3: "0,085", caixa_peso_kg: "12" });
      await signIn(page, USER);
      await page.goto(`/products/${id}`);
      const row = productRow(page);
      await expect(row.getByTestId("quote-packing")).toHaveCount(0);
      await row.getByRole("link", { name: `Editar cotação de ${supplier.nome}` }).click();
      await row.getByLabel("Unidades por caixa").fill("12");
      await row.getByLabel("Cubagem da caixa (m³)").fill("0,05");
      await row.getByLabel("Peso bruto da caixa (kg)").fill("8");
      await row.getByRole("button", { name: "Salvar" }).click();
      await expect(toast(page)).toContainText("Produto atualizado!");
      await expect(row.getByTestId("quote-packing")).toHaveText("Caixa do fornecedor: 12 un. · 0,05 m³ · 8 kg");
      const saved = await detailOf(id);
      expect(cartonOf(saved.suppliers[0] ?? saved)).toEqual([12, 0.05, 8]);
      // The product's own carton is untouched: the supplier's wins for its quote.
      expect(cartonOf(saved)).toEqual([24, 0.085, 12]);
      await expectFreightFrom(page, id, "caixa do fornecedor");

      await row.getByRole("link", { name: `Editar cotação de ${supplier.nome}` }).click();
      await expect(row.getByLabel("Unidades por caixa")).toHaveValue("12");
      await expect(row.getByLabel("Cubagem da caixa (m³)")).toHaveValue("0,05");
    });

    test("refusals: '0' m³ and '1,5' units show the field's message and save nothing", async ({ page }) => {
      const id = await bottle(`E2E Embalagem: recusas (${mode})`);
      await signIn(page, USER);
      await page.goto(`/products/${id}?editar=1`);
      await page.getByLabel("Unidades por caixa").fill("1,5");
      await page.getByLabel("Cubagem da caixa (m³)").fill("0");
      await page.getByRole("button", { name: "Salvar" }).click();
      await expect(info(page).getByText("Unidades por caixa: informe um número inteiro maior ou igual a 1. Ex.: 1.500.")).toBeVisible();
      await expect(
        info(page).getByText("Cubagem da caixa (m³): informe um número maior que 0, com até 4 casas decimais. Use o formato 1.234,56."),
      ).toBeVisible();
      await expect(page.getByLabel("Unidades por caixa")).toHaveValue("1,5");
      await expect(page.getByLabel("Cubagem da caixa (m³)")).toHaveAttribute("aria-invalid", "true");
      expect(cartonOf(await detailOf(id))).toEqual([null, null, null]);

      await page.goto(`/products/${id}`);
      const row = productRow(page);
      await row.getByRole("link", { name: `Editar cotação de ${supplier.nome}` }).click();
      await row.getByLabel("Unidades por caixa").fill("1,5");
      await row.getByRole("button", { name: "Salvar" }).click();
      await expect(row.getByText("Unidades por caixa: informe um número inteiro maior ou igual a 1. Ex.: 1.500.")).toBeVisible();
      await expect(row.getByLabel("Unidades por caixa")).toHaveValue("1,5");
      expect(cartonOf((await detailOf(id)).suppliers[0] ?? { unidades_por_caixa: 0, caixa_cubagem_m3: 0, caixa_peso_kg: 0 })).toEqual([
        null,
        null,
        null,
      ]);
    });
  });
}

test.describe("NCM, II e IPI em vigor", () => {
  test("a product of its category shows the category's values and says so; an overridden one says they are its own", async ({ page }) => {
    const ofCategory = await bottle("E2E Embalagem: tributos da categoria");
    const overridden = await bottle("E2E Embalagem: tributos do produto");
    const mixed = await bottle("E2E Embalagem: tributos mistos");
    await api.alter(overridden, { ncm: "8516.79.00", ii_pct: "0", ipi_pct: "3,25" });
    await api.alter(mixed, { ii_pct: "0" });
    await signIn(page, USER);

    await page.goto(`/products/${ofCategory}`);
    await expect(info(page).getByTestId("product-ncm")).toHaveText("7323.93.00 · da categoria Utilidades Domésticas");
    await expect(info(page).getByTestId("product-rates")).toHaveText("II 18 % · IPI 6,5 % · da categoria Utilidades Domésticas");

    await page.goto(`/products/${overridden}`);
    await expect(info(page).getByTestId("product-ncm")).toHaveText("8516.79.00 · do produto");
    await expect(info(page).getByTestId("product-rates")).toHaveText("II 0 % · IPI 3,25 % · do produto");

    await page.goto(`/products/${mixed}`);
    await expect(info(page).getByTestId("product-ncm")).toHaveText("7323.93.00 · da categoria Utilidades Domésticas");
    await expect(info(page).getByTestId("product-rates")).toHaveText("II 0 % do produto · IPI 6,5 % da categoria Utilidades Domésticas");
  });
});

for (const { width, height, suffix } of SCREENSHOT_SIZES) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height } });

    test(`screenshots: the cartons on the product page, the card's and the quote row's edit${suffix}`, async ({ page }) => {
      const id = await bottle(`E2E Embalagem: capturas${suffix}`);
      await api.alter(id, { unidades_por_caixa: 24, caixa_cubagem_m3: "0,085", caixa_peso_kg: "12" });
      await api.saveQuotes(id, [
        { id: supplier.id, cotacao: "3.2", incoterm: "FOB", unidades_por_caixa: 12, caixa_cubagem_m3: "0,05", caixa_peso_kg: "8" },
      ]);
      await signIn(page, USER);
      await page.goto(`/products/${id}`);
      await expect(info(page).getByTestId("product-packing")).toHaveText("24 un. por caixa · 0,085 m³ · 12 kg");
      await costOf(page)
        .getByRole("link", { name: `Composição do custo posto de ${supplier.nome}`, exact: true })
        .click();
      await expect(costOf(page).getByTestId("custo-posto-breakdown")).toBeVisible();
      await expectNoSidewaysScroll(page);
      // From the top, or the whole-page picture draws the fixed sidebar and header where the page was scrolled to.
      await page.evaluate(() => window.scrollTo(0, 0));
      await picture(page, `product-packing${suffix}`);

      const row = productRow(page);
      await row.getByRole("link", { name: `Editar cotação de ${supplier.nome}` }).click();
      await expect(row.getByLabel("Unidades por caixa")).toHaveValue("12");
      await row.getByLabel("Unidades por caixa").fill("1,5");
      await row.getByLabel("Unidades por caixa").blur();
      await expect(row.getByText("Unidades por caixa: informe um número inteiro maior ou igual a 1. Ex.: 1.500.")).toBeVisible();
      await expectNoSidewaysScroll(page);
      await row.getByRole("group", { name: "Medidas da caixa" }).scrollIntoViewIfNeeded();
      await picture(page, `product-packing-quote-edit${suffix}`, { fullPage: false });
      await row.getByRole("link", { name: "Cancelar" }).click();
      // Each step waits for the page the last one asked for: typed into a form a pending navigation replaces, the
      // carton's sides would not reach the cubage.
      await expect(row.getByLabel("Unidades por caixa")).toHaveCount(0);

      await page.getByRole("link", { name: "Editar", exact: true }).click();
      await expect(page).toHaveURL(/\?editar=1$/);
      await expect(page.getByLabel("Cubagem da caixa (m³)")).toHaveValue("0,085");
      await page.getByRole("group", { name: "Medidas da caixa" }).getByLabel("Comprimento (cm)").fill("50");
      await page.getByLabel("Cubagem da caixa (m³)").fill("");
      await page.getByLabel("Largura (cm)").fill("40");
      await page.getByLabel("Altura (cm)").fill("42,5");
      await expect(page.getByLabel("Cubagem da caixa (m³)")).toHaveValue("0,085");
      await expectNoSidewaysScroll(page);
      await info(page).getByRole("group", { name: "Medidas da caixa" }).scrollIntoViewIfNeeded();
      await picture(page, `product-packing-edit${suffix}`, { fullPage: false });
    });
  });
}
