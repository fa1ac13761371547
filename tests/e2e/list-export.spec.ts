import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { sourcingListReplySchema } from "#contract/sourcings/sourcings.ts";
import { readCsv, readXlsx } from "#tests/support/exported.ts";
import { dismissToasts, expect, login, test } from "./support/fixtures";
import { ProductApi } from "./support/products";
import { SCREENSHOT_SIZES, expectNoSidewaysScroll, picture } from "./support/screenshots";
import { SourcingApi } from "./support/sourcings";
import { apiToken } from "./support/suppliers";

// ADR 0049, "Exportar": both downloads from each list, with and without JavaScript, carrying the list's
// filters and sort; every row (more than one page), in the list's order. Test data made through the API.

const USER = "exportar@e2e.local";
const SUPPLIERS = Array.from({ length: 32 }, (_, i) => `Exportável Fornecedor ${String(i + 1).padStart(2, "0")}`);
const SOURCINGS = ["Exportável sourcing Alfa", "Exportável sourcing Beta"];
const PRODUCTS = ["Exportável produto barato", "Exportável produto caro"];

test.describe.configure({ timeout: 120_000 });

test.beforeAll(async ({ request }) => {
  test.setTimeout(180_000);
  const api = new SourcingApi(request, await apiToken(request, USER));
  const supplierIds: number[] = [];
  for (const nome of SUPPLIERS) supplierIds.push(await api.supplier(nome));
  const me = await api.me();
  const existing = await api.get(`/api/sourcings/?search=${encodeURIComponent("Exportável sourcing")}`, sourcingListReplySchema);
  for (const descricao of SOURCINGS) {
    if (existing.results.some((s) => s.sourcing_descricao === descricao)) continue;
    const id = await api.createSourcing({ descricao, id_responsavel: me.id });
    await api.link(id, supplierIds[0] as number, "Doing");
    await api.grade(id, supplierIds[0] as number, { status: "Doing", nota: 7.5, justificativa: "Boa amostra" });
  }
  const products = await ProductApi.as(request, USER);
  await products.ensure({ nome: PRODUCTS[0] as string, categoria: "Utilidades Domésticas", quotes: [[SUPPLIERS[0] as string, "2.50"]] });
  await products.ensure({ nome: PRODUCTS[1] as string, categoria: "Iluminação", quotes: [[SUPPLIERS[1] as string, "40"]] });
});

interface ListCase {
  path: "/suppliers" | "/sourcings" | "/products";
  query: string;
  /** The names the file must hold, in the list's order. */
  names: string[];
  header: string[];
  sheet: string;
}

const CASES: ListCase[] = [
  {
    path: "/suppliers",
    query: "search=Export%C3%A1vel+Fornecedor&order_by=nome&order_direction=desc",
    names: [...SUPPLIERS].reverse(),
    header: ["Nome", "Segmento", "País", "Tipo", "Source", "É blacklisted?", "Nota média", "Sourcings", "Próximo vencimento"],
    sheet: "Fornecedores",
  },
  {
    path: "/sourcings",
    query: "search=Export%C3%A1vel+sourcing&sort_field=descricao&sort_direction=desc",
    names: [...SOURCINGS].reverse(),
    header: [
      "Descrição",
      "Categoria",
      "Status",
      "Atrasado",
      "Adicionado",
      "Iniciado",
      "Estimado",
      "Finalizado",
      "Responsável",
      "Comercial",
      "Orçamento (R$)",
      "Fornecedores",
    ],
    sheet: "Sourcings",
  },
  {
    path: "/products",
    query: "search=Export%C3%A1vel+produto&order_by=cotacao&order_direction=desc",
    names: [...PRODUCTS].reverse(),
    header: [
      "Nome",
      "Descrição",
      "Categoria",
      "Unidade de medida",
      "Volume (m³)",
      "Peso (kg)",
      "Unidades por caixa",
      "Cubagem da caixa (m³)",
      "Peso bruto da caixa (kg)",
      "Código EAN/GTIN",
      "Fornecedores",
      "Fornecedor preferido",
      "Menor cotação (USD)",
      "Menor cotação (BRL)",
      "Menor cotação (CNY)",
      "Custo posto da menor cotação (BRL, estimativa)",
      "Custo líquido de créditos da menor cotação (BRL)",
      "Regime tributário da menor cotação",
    ],
    sheet: "Produtos",
  },
];

/** Opens the list, checks both links carry its filters and sort, downloads both files and reads them back. */
async function exportBoth(page: Page, { path, query, names, header, sheet }: ListCase) {
  await page.goto(`${path}?${query}`);
  await expect(page.getByTestId("result-count")).toContainText(String(names.length));
  const csvLink = page.getByRole("link", { name: "Exportar CSV" });
  const xlsxLink = page.getByRole("link", { name: "Exportar Excel" });
  await expect(csvLink).toHaveAttribute("href", `${path}/export.csv?${query}`);
  await expect(xlsxLink).toHaveAttribute("href", `${path}/export.xlsx?${query}`);

  const [csvDownload] = await Promise.all([page.waitForEvent("download"), csvLink.click()]);
  expect(csvDownload.suggestedFilename()).toMatch(/^[a-z]+-\d{4}-\d{2}-\d{2}\.csv$/);
  const csvBytes = readFileSync(await csvDownload.path());
  const csv = readCsv(new TextDecoder("utf-8", { ignoreBOM: true }).decode(csvBytes));
  expect(csv.bom).toBe(true);
  expect(csv.rows[0]).toEqual(header);
  expect(csv.rows.slice(1).map((row) => row[0])).toEqual(names);

  const [xlsxDownload] = await Promise.all([page.waitForEvent("download"), xlsxLink.click()]);
  expect(xlsxDownload.suggestedFilename()).toMatch(/^[a-z]+-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const xlsxBytes = readFileSync(await xlsxDownload.path());
  const xlsx = await readXlsx(xlsxBytes.buffer.slice(xlsxBytes.byteOffset, xlsxBytes.byteOffset + xlsxBytes.byteLength));
  expect(xlsx.sheet).toBe(sheet);
  expect(xlsx.rows[0]).toEqual(header);
  expect(xlsx.rows.slice(1).map((row) => row[0])).toEqual(names);
  // The page is still the list: a download does not navigate away.
  await expect(page).toHaveURL(`${path}?${query}`);
}

test.describe("Exportar: as três listas", () => {
  test("both downloads of each list hold every filtered row in the list's order (with JavaScript)", async ({ page }) => {
    await login(page, USER);
    for (const listCase of CASES) await exportBoth(page, listCase);
  });
});

test.describe("Exportar sem JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the links are plain links: both downloads of each list work without JavaScript", async ({ page }) => {
    await login(page, USER);
    for (const listCase of CASES) await exportBoth(page, listCase);
  });
});

for (const { width, height, suffix } of SCREENSHOT_SIZES) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height } });

    test(`screenshots: the three list headers with 'Exportar CSV' and 'Exportar Excel'${suffix}`, async ({ page }) => {
      await login(page, USER);
      await dismissToasts(page); // the sign-in greeting is not part of the picture
      for (const { path, sheet } of CASES) {
        await page.goto(path);
        await expect(page.getByRole("link", { name: "Exportar Excel" })).toBeVisible();
        await expect(page.getByRole("link", { name: "Exportar CSV" })).toBeVisible();
        await expectNoSidewaysScroll(page);
        await picture(page, `list-export-${sheet.toLowerCase()}${suffix}`, { fullPage: false });
      }
    });
  });
}
