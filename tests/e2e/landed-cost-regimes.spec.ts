import type { APIRequestContext, Page } from "@playwright/test";
import { formatDayBr } from "#contract/time/days.ts";
import { productDetailListReplySchema } from "#contract/products/products.ts";
import { supplierListReplySchema } from "#contract/suppliers/suppliers.ts";
import { expect, signIn, test } from "./support/fixtures";
import { ProductApi } from "./support/product-detail";
import { atEachWidth } from "./support/screenshots";
import { apiToken } from "./support/suppliers";

// docs/landed-cost.md, "The tax regime of the clearance date", on the product page, with and without JavaScript: the
// breakdown names the regime and the day, 'Data de desembaraço' recomputes every figure for a chosen day, a bad day
// is said, and a product marked as competing with the ZFM keeps its IPI in 2027. The product is this spec's own (the
// 500 ml bottle of the worked examples: carton of 24 in 0,085 m³ and 12 kg, FOB US$ 3,20 from a supplier in China).
const BUYER = "reforma@e2e.local";

let request: APIRequestContext;
let api: ProductApi;
let token = "";
let supplierName = "";
let supplierId = 0;

test.beforeAll(async ({ playwright, baseURL }) => {
  request = await playwright.request.newContext({ baseURL });
  token = await apiToken(request, BUYER);
  api = new ProductApi(request, token);
  const reply = await request.get("/api/suppliers/?page_size=1&order_by=nome&pais=cn", { headers: { Authorization: `Bearer ${token}` } });
  const [supplier] = supplierListReplySchema.parse(await reply.json()).results;
  if (!supplier) throw new Error("sem fornecedor na China");
  supplierName = supplier.supplier_nome;
  supplierId = supplier.supplier_id;
});

test.afterAll(async () => {
  await request.dispose();
});

/** A bottle of the worked examples, quoted FOB US$ 3,20 with 30 days of lead time by the supplier in China. */
async function bottle(nome: string): Promise<number> {
  const id = await api.createProduct({ nome, categoria: "Utilidades Domésticas", cubagem: "0.1", peso: "0.35" });
  await api.alter(id, {
    unidades_por_caixa: "24",
    caixa_cubagem_m3: "0,085",
    caixa_peso_kg: "12",
    suppliers: [{ id: supplierId, cotacao: "3.20", incoterm: "FOB", lead_time_dias: 30 }],
  });
  return id;
}

/** The day the API expects the bottle to clear (the quote's day + 30 + China's 40), and its regime's name. */
async function expectedClearance(id: number) {
  const reply = await request.get(`/api/products/?id=${id}`, { headers: { Authorization: `Bearer ${token}` } });
  const cost = productDetailListReplySchema.parse(await reply.json()).results[0]?.suppliers[0]?.custo_posto;
  if (!cost) throw new Error("sem custo posto");
  return { day: cost.desembaraco, regime: cost.regime.nome };
}

const breakdown = (page: Page) => page.getByRole("region", { name: `Composição do custo posto de ${supplierName}` });
/** A line of the breakdown: its label and its value, as one row of the list reads. */
const line = (page: Page, label: string) => breakdown(page).getByRole("term").filter({ hasText: label });
const valueOf = (page: Page, label: string) => line(page, label).locator("xpath=following-sibling::dd[1]");

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "com JavaScript" : "sem JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("the breakdown names the regime of the expected clearance; a chosen day recomputes it, 2026 and 2027", async ({ page }) => {
      const id = await bottle(`E2E Reforma: garrafa ${javaScriptEnabled ? "js" : "html"}`);
      try {
        const expected = await expectedClearance(id);
        await signIn(page, BUYER);
        await page.goto(`/products/${id}?custo=${supplierId}`);
        await expect(breakdown(page).getByTestId("custo-posto-regime")).toHaveText(
          `Regime ${expected.regime} (desembaraço previsto em ${formatDayBr(expected.day)})`,
        );

        // A day in 2027: CBS and IBS charged, PIS/COFINS gone, the IPI zeroed; the credits of lucro real.
        await page.getByLabel("Data de desembaraço").fill("2027-03-15");
        await page.getByRole("button", { name: "Recalcular" }).click();
        await expect(page).toHaveURL(/desembaraco=2027-03-15/);
        await expect(breakdown(page).getByTestId("custo-posto-regime")).toHaveText(
          "Regime 2027–2028 (desembaraço escolhido em 15/03/2027)",
        );
        await expect(valueOf(page, "CBS (8,7 % sobre R$ 21,15)")).toHaveText("R$ 1,84");
        await expect(valueOf(page, "IBS (0,1 % sobre R$ 21,15)")).toHaveText("R$ 0,02");
        await expect(valueOf(page, "IPI (zerado pela reforma")).toHaveText("R$ 0,00");
        await expect(line(page, "PIS (")).toHaveCount(0);
        await expect(valueOf(page, "ICMS (18 % por dentro, base R$ 26,01)")).toHaveText("R$ 5,71");
        await expect(valueOf(page, "Desembolso por unidade")).toHaveText("R$ 31,72");
        await expect(valueOf(page, "Crédito de CBS (LC 214/2025, art. 47)")).toHaveText("− R$ 1,84");
        await expect(valueOf(page, "Custo líquido dos créditos (Lucro real)")).toHaveText("R$ 24,15");
        await expect(breakdown(page)).toContainText("CBS estimada: alíquota de referência de 8,8 %");
        await expect(page.getByTestId("custo-posto-summary")).toContainText("R$ 31,72");
        await expect(page.getByTestId("custo-posto-summary")).toContainText("líquido de créditos R$ 24,15");
        await atEachWidth(page, `landed-cost-regime-2027${javaScriptEnabled ? "" : "-nojs"}`);

        // A day in 2026: the CBS and IBS are test amounts, in parentheses and not added; PIS, COFINS and IPI due.
        await page.getByLabel("Data de desembaraço").fill("2026-12-15");
        await page.getByRole("button", { name: "Recalcular" }).click();
        await expect(breakdown(page).getByTestId("custo-posto-regime")).toHaveText("Regime 2026 (desembaraço escolhido em 15/12/2026)");
        await expect(valueOf(page, "CBS de teste (0,9 % sobre R$ 21,15)")).toHaveText("(R$ 0,19)");
        await expect(valueOf(page, "PIS (2,1 %)")).toHaveText("R$ 0,37");
        await expect(valueOf(page, "IPI (6,5 %)")).toHaveText("R$ 1,36");
        await expect(valueOf(page, "Taxa Siscomex")).toHaveText("R$ 0,15");
        await expect(valueOf(page, "Desembolso por unidade")).toHaveText("R$ 33,63");
        await expect(breakdown(page)).toContainText("CBS e IBS de teste (entre parênteses)");

        // Back to each quote's own day.
        await page.getByRole("link", { name: "Usar a data prevista de cada cotação" }).click();
        await expect(page).not.toHaveURL(/desembaraco=/);
        await expect(breakdown(page).getByTestId("custo-posto-regime")).toContainText("desembaraço previsto");
      } finally {
        await api.deleteProduct(id);
      }
    });

    test("a day that is not real is said, and the figures stay on each quote's own day", async ({ page }) => {
      const id = await bottle(`E2E Reforma: data inválida ${javaScriptEnabled ? "js" : "html"}`);
      try {
        await signIn(page, BUYER);
        await page.goto(`/products/${id}?custo=${supplierId}&desembaraco=2027-02-30`);
        await expect(page.getByTestId("toast").last()).toContainText(
          "Data de desembaraço inválida: use uma data real no formato AAAA-MM-DD.",
        );
        await expect(breakdown(page).getByTestId("custo-posto-regime")).toContainText("desembaraço previsto");
      } finally {
        await api.deleteProduct(id);
      }
    });

    test("a product marked as competing with the ZFM keeps its IPI in 2027", async ({ page }) => {
      const id = await bottle(`E2E Reforma: ZFM ${javaScriptEnabled ? "js" : "html"}`);
      try {
        await signIn(page, BUYER);
        await page.goto(`/products/${id}`);
        await expect(page.getByTestId("product-zfm")).toHaveText("Não concorre com a Zona Franca de Manaus: IPI zerado a partir de 2027");
        await page.getByRole("link", { name: "Editar", exact: true }).click();
        await page.getByLabel("Concorre com a Zona Franca de Manaus (mantém o IPI)").check();
        await page.getByRole("button", { name: "Salvar", exact: true }).click();
        await expect(page.getByTestId("product-zfm")).toHaveText("Concorre com a Zona Franca de Manaus: mantém o IPI a partir de 2027");
        await page.goto(`/products/${id}?custo=${supplierId}&desembaraco=2027-03-15`);
        await expect(valueOf(page, "IPI (6,5 %)")).toHaveText("R$ 1,36");
        await expect(valueOf(page, "Desembolso por unidade")).toHaveText("R$ 33,37");
      } finally {
        await api.deleteProduct(id);
      }
    });
  });
}
