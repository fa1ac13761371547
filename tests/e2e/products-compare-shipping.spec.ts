import type { APIRequestContext, Page } from "@playwright/test";
import { formatMoney } from "#app/lib/format.ts";
import { EXAMPLE_CONTAINERS, EXAMPLE_IMPORT_PARAMS, type ImportParams } from "#contract/landed-cost/import-params.ts";
import type { ProductCompareReply } from "#contract/products/product-compare.ts";
import { supplierListReplySchema } from "#contract/suppliers/suppliers.ts";
import { apiCompare, compareCell, compareRow, matrix, quantityInput } from "./support/compare";
import { dismissToasts, expect, login, signIn, test } from "./support/fixtures";
import { holdImportParams, holdImportParamsInEachTest, ImportParamsApi } from "./support/import-params";
import { ProductApi } from "./support/product-detail";
import { expectNoSidewaysScroll, picture, SCREENSHOT_SIZES } from "./support/screenshots";
import { apiToken } from "./support/suppliers";

// The comparison's shipments (docs/landed-cost.md, "Contêineres"): under each supplier's column, what its goods on
// the buyer's freight make (cartons, m³, kg), how they ship (LCL, or N containers of a type and how full), the
// freight and which freight the column's landed costs carry; a quote that does not ship says why. The 500 ml bottle
// of docs/landed-cost.md (24 a carton, 0,085 m³, 12 kg) quoted FOB, CIF, DDP, at 0 and by a Brazilian supplier, at
// the example freight rates and container types. Serial: the tests share their product.
test.describe.configure({ mode: "serial", timeout: 120_000 });
// The landed costs are checked against the API's: no other spec changes the parameters meanwhile.
holdImportParamsInEachTest();

const BUYER = "embarque@e2e.local";
const ADMIN = "conteineres@e2e.local";
// Not "Embarque": the matrix's footer row is found by that name.
const RUN = `E2E Navio ${Date.now().toString(36)}`;
const GARRAFA = `${RUN} garrafa`;
const CANECA = `${RUN} caneca`;

let request: APIRequestContext;
let token = "";
let api: ProductApi;
let params: ImportParamsApi;
/** The parameters as they were, when this spec had to put the example freight and containers in force. */
let replaced: ImportParams | null = null;
const product: Record<string, number> = {};
/** Four suppliers in China (FOB, CIF, DDP, no price) and one in Brazil. */
let fob = { id: 0, nome: "" };
let cif = { id: 0, nome: "" };
let ddp = { id: 0, nome: "" };
let unpriced = { id: 0, nome: "" };
let brazilian = { id: 0, nome: "" };

async function suppliersIn(pais: string, count: number) {
  const reply = await request.get(`/api/suppliers/?page_size=${count}&order_by=nome&pais=${pais}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return supplierListReplySchema.parse(await reply.json()).results.map((s) => ({ id: s.supplier_id, nome: s.supplier_nome }));
}

/** The example LCL rates and container types, which every text below follows, unless already in force. */
async function exampleFreight() {
  const now = await params.current();
  const same =
    now.frete_usd_por_m3 === Number(EXAMPLE_IMPORT_PARAMS.frete_usd_por_m3) &&
    now.frete_usd_por_kg === Number(EXAMPLE_IMPORT_PARAMS.frete_usd_por_kg) &&
    EXAMPLE_CONTAINERS.every((example) =>
      now.conteineres.some(
        (c) =>
          c.tipo === example.tipo &&
          c.m3_util === Number(example.m3_util) &&
          c.kg_max === Number(example.kg_max) &&
          c.frete_usd === Number(example.frete_usd),
      ),
    );
  if (same) return;
  replaced = now;
  await params.save({
    ...now,
    frete_usd_por_m3: Number(EXAMPLE_IMPORT_PARAMS.frete_usd_por_m3),
    frete_usd_por_kg: Number(EXAMPLE_IMPORT_PARAMS.frete_usd_por_kg),
    conteineres: EXAMPLE_CONTAINERS.map((c) => ({
      tipo: c.tipo,
      m3_util: Number(c.m3_util),
      kg_max: Number(c.kg_max),
      frete_usd: Number(c.frete_usd),
    })),
  });
}

test.beforeAll(async ({ playwright, baseURL }) => {
  request = await playwright.request.newContext({ baseURL });
  token = await apiToken(request, BUYER);
  api = new ProductApi(request, token);
  params = new ImportParamsApi(request, await apiToken(request, ADMIN));
  [fob, cif, ddp, unpriced] = (await suppliersIn("cn", 4)) as [typeof fob, typeof fob, typeof fob, typeof fob];
  [brazilian] = (await suppliersIn("br", 1)) as [typeof fob];
  const release = await holdImportParams();
  try {
    await exampleFreight();
  } finally {
    await release();
  }
  const categoria = "Utilidades Domésticas";
  product[GARRAFA] = await api.createProduct({ nome: GARRAFA, categoria, cubagem: "0.1", peso: "0.35" });
  product[CANECA] = await api.createProduct({ nome: CANECA, categoria, cubagem: "0.1", peso: "0.5" });
  const id_categoria = await api.categoryId(categoria);
  const carton = (id: number, nome: string, unidades: number, m3: string, kg: string, suppliers: Record<string, unknown>[]) =>
    api.suppliers.send("PUT", "/api/products/alter/", {
      id,
      nome,
      id_categoria,
      unidade_medida: "peça",
      unidades_por_caixa: unidades,
      caixa_cubagem_m3: m3,
      caixa_peso_kg: kg,
      suppliers,
    });
  await carton(product[GARRAFA] as number, GARRAFA, 24, "0,085", "12", [
    { id: fob.id, cotacao: "3,20", incoterm: "FOB" },
    { id: cif.id, cotacao: "3,55", incoterm: "CIF" },
    { id: ddp.id, cotacao: "6,06", incoterm: "DDP" },
    { id: unpriced.id, cotacao: "0" },
    { id: brazilian.id, cotacao: "7,90" },
  ]);
  // The mug ships on the buyer's freight from the CIF supplier of the bottle: that column has a shipment too.
  await carton(product[CANECA] as number, CANECA, 48, "0,06", "18", [
    { id: fob.id, cotacao: "1,10", incoterm: "FOB" },
    { id: cif.id, cotacao: "1,05", incoterm: "EXW" },
  ]);
});

test.afterAll(async () => {
  for (const id of Object.values(product)) await api.deleteProduct(id);
  const release = await holdImportParams();
  try {
    if (replaced) await params.save(replaced);
  } finally {
    await release();
    await request.dispose();
  }
});

const garrafaQuery = (quantidade: number) => `ids=${product[GARRAFA]}&qtd_${product[GARRAFA]}=${quantidade}`;
const shipment = (page: Page, supplierName: string) => compareCell(page, "Embarque", supplierName);
const custo = async (page: Page, supplierName: string) => (await compareCell(page, GARRAFA, supplierName)).getByTestId("cell-custo");
const apiCusto = (reply: ProductCompareReply, supplierId: number) =>
  reply.celulas.find((c) => c.product_id === product[GARRAFA] && c.supplier_id === supplierId)?.custo_posto_brl ?? null;

/** The FOB column's shipment, line by line, and its bottle's landed cost as the API gives it for the same query. */
async function expectFobShipment(page: Page, quantidade: number, lines: [string, string, string, string]) {
  const box = await shipment(page, fob.nome);
  await expect(box.getByTestId("shipment-load")).toHaveText(lines[0]);
  await expect(box.getByTestId("shipment-mode")).toHaveText(lines[1]);
  await expect(box.getByTestId("shipment-freight")).toHaveText(lines[2]);
  await expect(box.getByTestId("shipment-basis")).toHaveText(lines[3]);
  const reply = await apiCompare(request, token, garrafaQuery(quantidade));
  const cost = apiCusto(reply, fob.id);
  await expect(await custo(page, fob.nome)).toHaveText(formatMoney(cost ?? 0, "BRL"));
  return cost ?? 0;
}

/** Types the bottle's quantity the pt-BR way, sends the page's GET form, then checks the FOB column's shipment. */
async function typedQuantity(page: Page, typed: string, quantidade: number, lines: [string, string, string, string]) {
  await quantityInput(page, GARRAFA).fill(typed);
  await page.getByRole("button", { name: "Atualizar comparação" }).click();
  await expect(page).toHaveURL(new RegExp(`qtd_${product[GARRAFA]}=${quantidade}$`));
  return expectFobShipment(page, quantidade, lines);
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`Embarque ${javaScriptEnabled ? "com" : "sem"} JavaScript`, () => {
    test.use({ javaScriptEnabled });

    test("LCL, one 40HC, three 40' containers: the shipment under the column, and the landed cost follows its freight", async ({
      page,
    }) => {
      await signIn(page, BUYER);
      await page.goto(`/products/compare?${garrafaQuery(2400)}`);
      const lcl = await expectFobShipment(page, 2400, [
        "100 caixas · 8,5 m³ · 1.200 kg",
        "LCL",
        "Frete $ 765,00",
        "Custo posto com frete LCL",
      ]);

      const oneContainer = await typedQuantity(page, "18.000", 18_000, [
        "750 caixas · 63,75 m³ · 9.000 kg",
        "1 × 40HC, 94 %",
        "Frete $ 4.300,00",
        "Custo posto com frete de 1 × 40HC",
      ]);
      // US$ 4.300 over 18.000 bottles is less freight a bottle than the carton's LCL charge.
      expect(oneContainer).toBeLessThan(lcl);

      const three = await typedQuantity(page, "40.000", 40_000, [
        "1.667 caixas · 141,695 m³ · 20.004 kg",
        "3 × 40, 81 % cada",
        "Frete $ 12.000,00",
        "Custo posto com frete de 3 × 40",
      ]);
      expect(three).toBeLessThan(lcl);
      expect(three).not.toBe(oneContainer);
    });

    test("without a quantity each cell is the product page's figure; a quantity of '2,5' is refused beside its field", async ({ page }) => {
      await signIn(page, BUYER);
      // The product page's landed cost of each supplier row, both pages for a clearance in December 2026.
      await page.goto(`/products/${product[GARRAFA]}?desembaraco=2026-12-15`);
      const pageFigure = async (supplierName: string) =>
        (
          await page.getByTestId("product-supplier").filter({ hasText: supplierName }).getByTestId("custo-posto-total").textContent()
        )?.trim();
      const figures = new Map<string, string | undefined>();
      for (const supplier of [fob, cif, ddp, brazilian]) figures.set(supplier.nome, await pageFigure(supplier.nome));
      expect(figures.get(fob.nome)).toBe("R$\u00a033,63");

      await page.goto(`/products/compare?ids=${product[GARRAFA]}&desembaraco=2026-12-15`);
      for (const [nome, figure] of figures) await expect(await custo(page, nome)).toHaveText(figure ?? "");
      await expect((await compareCell(page, GARRAFA, fob.nome)).getByTestId("cell-fora-do-embarque")).toHaveText(
        "Sem quantidade: custo posto da página do produto (frete LCL da caixa), fora do embarque.",
      );
      await expect((await compareCell(page, "Total", fob.nome)).getByText("R$\u00a033,63")).toBeVisible();

      // Quantities are whole: the typo stays in its field with the message, and the comparison stays the page's.
      await quantityInput(page, GARRAFA).fill("2,5");
      await page.getByRole("button", { name: "Atualizar comparação" }).click();
      await expect(compareRow(page, GARRAFA).getByTestId("compare-quantity-error")).toHaveText(
        `Quantidade do produto ${product[GARRAFA]}: informe um número inteiro de 0 a 10.000.000. Ex.: 1.500.`,
      );
      await expect(quantityInput(page, GARRAFA)).toHaveValue("2,5");
      await expect(quantityInput(page, GARRAFA)).toHaveAttribute("aria-invalid", "true");
      await expect(await custo(page, fob.nome)).toHaveText("R$\u00a033,63");
      await expect(page.getByLabel("Data de desembaraço")).toHaveValue("2026-12-15");

      // A day in 2027: every figure under that regime, each import cell naming it, with its net cost.
      await page.getByLabel("Data de desembaraço").fill("2027-03-15");
      await page.getByRole("button", { name: "Atualizar comparação" }).click();
      await expect(await custo(page, fob.nome)).toHaveText("R$\u00a031,72");
      const cell = await compareCell(page, GARRAFA, fob.nome);
      await expect(cell.getByTestId("cell-regime")).toHaveText("Regime 2027–2028, desembaraço 15/03/2027");
      await expect(cell.getByTestId("cell-liquido")).toHaveText("R$\u00a024,15");
    });

    test("a figure without freight (no carton, no measures) is never 'Menor custo posto' nor 'Melhor fornecedor único', and says why", async ({
      page,
    }) => {
      const nome = `${RUN} tampa ${javaScriptEnabled ? "js" : "html"}`;
      const tampa = await api.createProduct({ nome, categoria: "Utilidades Domésticas" });
      product[nome] = tampa;
      // The FOB supplier's US$ 1,00 has no carton and the product no measures; the CIF supplier's US$ 3,20 ships in a carton.
      await api.saveQuotes(tampa, [
        { id: fob.id, cotacao: "1,00", incoterm: "FOB" },
        { id: cif.id, cotacao: "3,20", incoterm: "FOB", unidades_por_caixa: 24, caixa_cubagem_m3: "0,085", caixa_peso_kg: "12" },
      ]);
      await signIn(page, BUYER);
      await page.goto(`/products/compare?ids=${tampa}&desembaraco=2026-12-15`);
      const bare = await compareCell(page, nome, fob.nome);
      const boxed = await compareCell(page, nome, cif.nome);
      await expect(bare.getByTestId("cell-nao-comparavel")).toHaveText("sem cubagem/peso: não comparável");
      await expect(bare.getByTestId("mark-melhor")).toHaveCount(0);
      await expect(boxed.getByTestId("mark-melhor")).toHaveText("Menor custo posto");
      await expect(boxed.getByTestId("cell-custo")).toHaveText("R$\u00a033,63");
      await expect((await compareCell(page, "Total", fob.nome)).getByTestId("total-nao-comparavel")).toHaveText(
        "sem cubagem/peso: não comparável",
      );
      await expect(page.getByTestId("melhor-unico")).toContainText(`${cif.nome}: R$\u00a033,63`);
    });

    test("quotes that do not ship say why, and their columns have no shipment", async ({ page }) => {
      await signIn(page, BUYER);
      await page.goto(
        `/products/compare?ids=${product[GARRAFA]},${product[CANECA]}&qtd_${product[GARRAFA]}=18000&qtd_${product[CANECA]}=0`,
      );
      const reason = async (supplierName: string) => (await compareCell(page, GARRAFA, supplierName)).getByTestId("cell-fora-do-embarque");
      await expect(await reason(cif.nome)).toHaveText("CIF: frete no preço, fora do embarque.");
      await expect(await reason(ddp.nome)).toHaveText("DDP: frete e tributos no preço, fora do embarque.");
      await expect(await reason(unpriced.nome)).toHaveText("Sem preço: fora do embarque.");
      await expect(await reason(brazilian.nome)).toHaveText("Compra nacional: fora do embarque.");
      await expect(await reason(fob.nome)).toHaveCount(0);
      for (const supplier of [cif, ddp, unpriced, brazilian])
        await expect(await shipment(page, supplier.nome)).toHaveText("Nenhuma cotação embarca com frete do comprador.");
      // The mug, with a quantity of 0, is out of its columns' shipments too.
      await expect((await compareCell(page, CANECA, fob.nome)).getByTestId("cell-fora-do-embarque")).toHaveText(
        "Quantidade 0: fora do embarque.",
      );
    });
  });
}

for (const { width, height, suffix } of SCREENSHOT_SIZES) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height } });

    test(`screenshots: the comparison's shipments${suffix}; only the matrix scrolls sideways`, async ({ page }) => {
      await login(page, BUYER);
      await dismissToasts(page); // the sign-in greeting is not part of the picture
      await page.goto(
        `/products/compare?ids=${product[GARRAFA]},${product[CANECA]}&qtd_${product[GARRAFA]}=40000&qtd_${product[CANECA]}=600`,
      );
      await expect(matrix(page)).toBeVisible();
      await expect((await shipment(page, fob.nome)).getByTestId("shipment-mode")).toBeVisible();
      await expectNoSidewaysScroll(page, { except: ["Matriz de comparação"] });
      await picture(page, `products-compare-shipping${suffix}`);
      await picture(matrix(page), `products-compare-shipping-matrix${suffix}`);
    });
  });
}
