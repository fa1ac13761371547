import { atEachWidth } from "./support/screenshots";
import type { Page } from "@playwright/test";
import { expect, signIn, test } from "./support/fixtures";
import { ProductApi } from "./support/products";

// Test data, created through the REST API: four products sharing the term 'Xerelete' (the demo seed and other
// tests have products of their own, so counts are taken under that search), and 31 'Quilate' ones for the pager.
const S1 = "Indústria Paulista de Utensílios";
const S2 = "Têxtil São João Ltda.";
const S3 = "Cerâmica Porto Alegre S.A.";
const LONG = `Chaleira com desligamento automático. ${"Corpo em aço escovado e base giratória de 360 graus. ".repeat(25)}`.trim();
const A = "Xerelete Alfa chaleira elétrica"; // Eletrônicos, quotes 1.50 and 12.00, a 1300-character description
const B = "Xerelete Beta bule de ferro"; // Utilidades Domésticas, one quote of 5.00
const D = "Xerelete Delta luminária de piso"; // Iluminação, quotes 20.00 and 25.50
const G = "Xerelete Gama garrafa"; // Utilidades Domésticas, no quote, no description
const ALL = [A, B, D, G];
const QUILATE = Array.from({ length: 31 }, (_, i) => `Quilate ${String(i + 1).padStart(2, "0")}`);

const USER = "produtos-lista@e2e.local";
const ids: Record<string, number> = {};

const table = (page: Page) => page.getByRole("table", { name: "Produtos" });
const row = (page: Page, name: string) => table(page).getByRole("link", { name, exact: true });
const rowOf = (page: Page, name: string) =>
  table(page)
    .getByRole("row")
    .filter({ has: page.getByRole("link", { name, exact: true }) });
const count = (page: Page) => page.getByTestId("result-count");
const minQuote = (page: Page) => page.getByLabel("Cotação mínima (US$)");
const maxQuote = (page: Page) => page.getByLabel("Cotação máxima (US$)");
const category = (page: Page) => page.getByLabel("Categoria", { exact: true });

async function expectRows(page: Page, present: string[], absent: string[]) {
  for (const name of present) await expect(row(page, name)).toBeVisible();
  for (const name of absent) await expect(row(page, name)).toHaveCount(0);
}

async function openList(page: Page, query = "") {
  await signIn(page, USER);
  await page.goto(`/products${query}`);
  await expect(page.getByRole("heading", { name: "Produtos", level: 1 })).toBeVisible();
}

test.describe.configure({ timeout: 120_000 });

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  const api = await ProductApi.as(request, USER);
  ids[A] = await api.ensure({
    nome: A,
    categoria: "Eletrônicos",
    descricao: LONG,
    quotes: [
      [S1, "1.50"],
      [S2, "12.00"],
    ],
  });
  ids[B] = await api.ensure({
    nome: B,
    categoria: "Utilidades Domésticas",
    descricao: "Ferro fundido esmaltado, 1,2 L.",
    quotes: [[S3, "5"]],
  });
  ids[D] = await api.ensure({
    nome: D,
    categoria: "Iluminação",
    descricao: "Haste regulável.",
    unidade: "caixa",
    quotes: [
      [S2, "20"],
      [S3, "25.50"],
    ],
  });
  ids[G] = await api.ensure({ nome: G, categoria: "Utilidades Domésticas" });
  for (const nome of QUILATE) await api.ensure({ nome, categoria: "Papelaria" });
});

test.describe("Produtos: lista", () => {
  test("title, columns, the quote range 'min ~ max' in dollars, the cut description and the link to the product", async ({ page }) => {
    await openList(page, "?search=Xerelete");
    await expect(table(page).getByRole("columnheader")).toHaveText(["Comparar", "Nome", "Descrição", "Categoria", "Cotação"]);
    await expect(count(page)).toHaveText("4 produtos encontrados");
    await expectRows(page, ALL, []);
    // Beside the expanded sidebar at 1280 px the columns are a table; on a phone each row is stacked.
    const stacked = () => table(page).evaluate((element) => getComputedStyle(element).display === "block");
    await atEachWidth(page, "products-list", { also: async (width) => expect(await stacked()).toBe(width < 768) });

    // Each row's own compare checkbox (ADR 0052) comes first; the other cells are the columns of specification §2.
    await expect(rowOf(page, B).getByRole("checkbox", { name: `Comparar ${B}` })).not.toBeChecked();
    const cells = (name: string) =>
      rowOf(page, name)
        .getByRole("cell")
        .filter({ hasNot: page.getByRole("checkbox") });
    await expect(cells(B)).toHaveText([B, "Ferro fundido esmaltado, 1,2 L.", "Utilidades Domésticas", "$ 5,00 ~ $ 5,00"]);
    await expect(cells(A).nth(3)).toHaveText("$ 1,50 ~ $ 12,00");
    await expect(cells(D).nth(3)).toHaveText("$ 20,00 ~ $ 25,50");
    // No quote: 0, as specification §2 says, muted and explained.
    await expect(cells(G)).toHaveText([G, "-", "Utilidades Domésticas", "$ 0,00 ~ $ 0,00"]);
    await expect(cells(G).nth(3).locator("span")).toHaveAttribute("title", "Nenhum supplier cotou este produto");

    // The description stops at 1000 characters (an ellipsis marks the cut); the tooltip holds the same text.
    const description = cells(A).nth(1);
    const text = await description.textContent();
    expect(LONG.length).toBeGreaterThan(1000);
    expect(text).toBe(`${LONG.slice(0, 1000)}…`);
    await expect(description.locator("span")).toHaveAttribute("title", `${LONG.slice(0, 1000)}…`.trim());

    await row(page, B).click();
    await expect(page).toHaveURL(new RegExp(`/products/${ids[B]}\\?voltar=%2Fproducts%3F`));
  });

  test("the search applies 300 ms after typing stops, replaces the history entry and ignores case and accents", async ({ page }) => {
    await page.clock.install();
    await openList(page);
    const historyBefore = await page.evaluate(() => history.length);
    await page.clock.pauseAt(new Date(Date.now() + 10_000));
    const search = page.getByPlaceholder("Buscar por nome...");
    await search.pressSequentially("xere");
    await page.clock.runFor(290);
    expect(new URL(page.url()).search).toBe("");
    await page.clock.runFor(10);
    await expect(page).toHaveURL(/\?search=xere$/);
    await search.pressSequentially("lete lumin");
    await page.clock.runFor(300);
    await expect(page).toHaveURL(/\?search=xerelete\+lumin$/);
    await page.clock.resume();
    await expect(count(page)).toHaveText("0 produtos encontrados"); // the name is 'luminária de piso' after 'Delta'
    await search.fill("XERELETE DELTA LUMINARIA");
    await expect(count(page)).toHaveText("1 produto encontrado");
    await expectRows(page, [D], [A, B, G]);
    expect(await page.evaluate(() => history.length)).toBe(historyBefore);

    await search.fill("nada-com-este-nome");
    await expect(page.getByText("Nenhum produto encontrado.")).toBeVisible();
  });

  test("the category narrows the list by name, lands in the URL, and its x clears it", async ({ page }) => {
    await openList(page, "?search=Xerelete");
    await expect(category(page).locator("option").first()).toHaveText("Todos");
    await expect(category(page).locator("option", { hasText: "Utilidades Domésticas" })).toHaveAttribute("value", "Utilidades Domésticas");
    await category(page).selectOption("Utilidades Domésticas");
    await expect(page).toHaveURL(/\?search=Xerelete&categoria=Utilidades\+Dom%C3%A9sticas$/);
    await expect(count(page)).toHaveText("2 produtos encontrados");
    await expectRows(page, [B, G], [A, D]);
    await page.getByRole("link", { name: "Limpar Categoria" }).click();
    await expect(page).toHaveURL(/\?search=Xerelete$/);
    await expect(category(page)).toHaveValue("");
    await expect(count(page)).toHaveText("4 produtos encontrados");
  });

  test("the quote range in dollars: edges included, either end alone, a reversed range put right", async ({ page }) => {
    await openList(page, "?search=Xerelete");
    await minQuote(page).fill("5");
    await expect(page).toHaveURL(/\?search=Xerelete&cotacao_min=5$/);
    await expectRows(page, [A, B, D], [G]); // A has 12.00, B exactly 5.00; G has no quote at all
    await maxQuote(page).fill("12");
    await expect(page).toHaveURL(/\?search=Xerelete&cotacao_min=5&cotacao_max=12$/);
    await expect(count(page)).toHaveText("2 produtos encontrados");
    await expectRows(page, [A, B], [D, G]);

    await minQuote(page).fill("");
    await maxQuote(page).fill("1,5");
    await expect(page).toHaveURL(/\?search=Xerelete&cotacao_max=1\.5$/);
    await expectRows(page, [A], [B, D, G]);

    // Typed backwards: the same range, written the right way round in the URL.
    await page.goto("/products?search=Xerelete&cotacao_min=26&cotacao_max=20");
    await expect(page).toHaveURL(/\?search=Xerelete&cotacao_min=20&cotacao_max=26$/);
    await expect(minQuote(page)).toHaveValue("20");
    await expect(maxQuote(page)).toHaveValue("26");
    await expectRows(page, [D], [A, B, G]);
  });

  test("typing a range backwards never loses the other end", async ({ page }) => {
    await openList(page, "?search=Xerelete&cotacao_min=5");
    await maxQuote(page).pressSequentially("2");
    await expect(page).toHaveURL(/cotacao_min=2&cotacao_max=5$/); // the pause made it a range of its own
    await maxQuote(page).pressSequentially("0");
    await expect(page).toHaveURL(/\?search=Xerelete&cotacao_min=5&cotacao_max=20$/);
    await expect(minQuote(page)).toHaveValue("5");
    await expectRows(page, [A, B, D], [G]);
  });

  test("sorts by name, category and quote, ascending first, the same column flips", async ({ page }) => {
    await openList(page, "?search=Xerelete");
    const firstName = table(page).getByRole("row").nth(1).getByRole("link");
    for (const column of [
      { label: "Nome", field: "nome", asc: A, desc: G },
      { label: "Categoria", field: "categoria", asc: A, desc: [B, G] }, // Eletrônicos first, Utilidades Domésticas last
      { label: "Cotação", field: "cotacao", asc: G, desc: D }, // by the lowest quote; none counts as 0
    ]) {
      const header = table(page).getByRole("columnheader", { name: column.label });
      await header.getByRole("link").click();
      await expect(page).toHaveURL(new RegExp(`\\?search=Xerelete&order_by=${column.field}$`));
      await expect(header).toHaveAttribute("aria-sort", "ascending");
      await expect(firstName).toHaveText(column.asc);
      await header.getByRole("link").click();
      await expect(page).toHaveURL(new RegExp(`\\?search=Xerelete&order_by=${column.field}&order_direction=desc$`));
      await expect(header).toHaveAttribute("aria-sort", "descending");
      if (Array.isArray(column.desc)) expect(column.desc).toContain(await firstName.textContent());
      else await expect(firstName).toHaveText(column.desc);
    }
    await expect(table(page).getByRole("columnheader", { name: "Descrição" }).getByRole("link")).toHaveCount(0);
    await expect(table(page).locator("th[aria-sort]")).toHaveCount(1);
  });

  test("cards: name, category, quote range and the description cut to 10 characters", async ({ page }) => {
    await openList(page, "?search=Xerelete");
    await page.getByRole("link", { name: "Cards" }).click();
    await expect(page).toHaveURL(/\?search=Xerelete&view=cards$/);
    await expect(page.getByTestId("product-card")).toHaveCount(4);
    await expect(page.getByRole("table")).toHaveCount(0);
    await atEachWidth(page, "products-cards");
    const card = (name: string) => page.getByTestId("product-card").filter({ has: page.getByRole("heading", { name, exact: true }) });
    await expect(card(A).getByTestId("card-description")).toHaveText("Chaleira c…");
    await expect(card(B).getByTestId("card-description")).toHaveText("Ferro fund…");
    await expect(card(G).getByTestId("card-description")).toHaveText("-");
    await expect(card(D)).toContainText("Iluminação");
    await expect(card(D)).toContainText("$ 20,00 ~ $ 25,50");
    await card(D).click();
    await expect(page).toHaveURL(new RegExp(`/products/${ids[D]}\\?voltar=%2Fproducts%3F`));
    await page.goBack();
    await page.getByRole("link", { name: "Lista", exact: true }).click();
    await expect(page).toHaveURL(/\?search=Xerelete$/);
    await expect(table(page)).toBeVisible();
  });

  test("pager: 30 a page, next and previous, a page past the end goes to the last, changes go back to page 1", async ({ page }) => {
    await openList(page, "?search=Quilate");
    await expect(count(page)).toHaveText("31 produtos encontrados");
    await expect(table(page).getByRole("row")).toHaveCount(31);
    const pager = page.getByRole("navigation", { name: "Paginação" });
    await expect(pager.getByRole("link", { name: "Página 1" })).toHaveAttribute("aria-current", "page");
    await pager.getByRole("link", { name: "Próxima" }).click();
    await expect(page).toHaveURL(/\?search=Quilate&page=2$/);
    await expect(table(page).getByRole("row")).toHaveCount(2);
    await expectRows(page, ["Quilate 31"], ["Quilate 01"]);
    await pager.getByRole("link", { name: "Anterior" }).click();
    await expect(page).toHaveURL(/\?search=Quilate$/);

    await page.goto("/products?search=Quilate&page=9");
    await expect(page).toHaveURL(/\?search=Quilate&page=2$/);
    await table(page).getByRole("link", { name: "Nome" }).click();
    await expect(page).toHaveURL(/\?search=Quilate&order_by=nome$/);
    await page.goto("/products?search=Quilate&page=2");
    await category(page).selectOption("Papelaria");
    await expect(page).toHaveURL(/\?search=Quilate&categoria=Papelaria$/);
    // A list of one page has no pager.
    await page.goto("/products?search=Xerelete&page=3");
    await expect(page).toHaveURL(/\?search=Xerelete$/);
    await expect(pager).toHaveCount(0);
  });

  test("URL round trip: a shared address shows the same state after a reload; bad values fall back", async ({ page }) => {
    await openList(page);
    const url =
      "/products?search=Xerelete&categoria=Utilidades+Dom%C3%A9sticas&cotacao_min=1&cotacao_max=10&order_by=cotacao&order_direction=desc&view=cards";
    await page.goto(url);
    await expect(page.getByPlaceholder("Buscar por nome...")).toHaveValue("Xerelete");
    await expect(category(page)).toHaveValue("Utilidades Domésticas");
    await expect(minQuote(page)).toHaveValue("1");
    await expect(maxQuote(page)).toHaveValue("10");
    await expect(page.getByRole("link", { name: "Cards" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByTestId("product-card").getByRole("heading")).toHaveText([B]);
    await page.reload();
    await expect(page).toHaveURL(url);
    await expect(page.getByTestId("product-card").getByRole("heading")).toHaveText([B]);

    const response = await page.goto("/products?cotacao_min=abc&cotacao_max=-3&order_by=preco&order_direction=up&page=x&view=grid");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/products$/);
    await expect(table(page)).toBeVisible();
  });
});

test.describe("Produtos: lista sem JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the filter form, sorting, paging and the view toggle work as a plain form and links", async ({ page }) => {
    await signIn(page, USER);
    await page.goto("/products");
    await page.getByPlaceholder("Buscar por nome...").fill("Xerelete");
    await category(page).selectOption("Utilidades Domésticas");
    await maxQuote(page).fill("10");
    await minQuote(page).fill("4,5");
    await page.getByRole("button", { name: "Aplicar filtros" }).click();
    await expect(page).toHaveURL(/\/products\?search=Xerelete&categoria=Utilidades\+Dom%C3%A9sticas&cotacao_min=4\.5&cotacao_max=10$/);
    await expect(minQuote(page)).toHaveValue("4,5");
    await expectRows(page, [B], [A, D, G]);

    await category(page).selectOption("");
    await minQuote(page).fill("");
    await page.getByRole("button", { name: "Aplicar filtros" }).click();
    await expect(page).toHaveURL(/\?search=Xerelete&cotacao_max=10$/);
    await expectRows(page, [A, B], [D, G]);

    await table(page).getByRole("link", { name: "Cotação" }).click();
    await expect(page).toHaveURL(/&order_by=cotacao$/);
    await table(page).getByRole("link", { name: "Cotação" }).click();
    await expect(page).toHaveURL(/&order_by=cotacao&order_direction=desc$/);
    await expect(table(page).getByRole("row").nth(1).getByRole("link")).toHaveText(B);
    // The filter form carries the sort along.
    await page.getByPlaceholder("Buscar por nome...").fill("Xerelete Alfa");
    await page.getByRole("button", { name: "Aplicar filtros" }).click();
    await expect(page).toHaveURL(/\?search=Xerelete\+Alfa&cotacao_max=10&order_by=cotacao&order_direction=desc$/);

    await page.goto("/products?search=Quilate");
    const pager = page.getByRole("navigation", { name: "Paginação" });
    await pager.getByRole("link", { name: "Próxima" }).click();
    await expect(page).toHaveURL(/\?search=Quilate&page=2$/);
    await page.getByRole("link", { name: "Cards" }).click();
    await expect(page).toHaveURL(/\?search=Quilate&page=2&view=cards$/);
    await expect(page.getByTestId("product-card")).toHaveCount(1);
  });
});
