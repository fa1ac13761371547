import { atEachWidth } from "./support/screenshots";
import type { Page } from "@playwright/test";
import { dismissToasts, expect, login, signIn, test } from "./support/fixtures";
import { apiToken, uploadDocument } from "./support/suppliers";
import { PAGE_SIZE } from "#contract/shared/pagination.ts";

// Names from the demo seed (70 suppliers).
const ANATOLIA = "Anatolia Housewares Ltd. Şti."; // tr, Cosméticos, Distribuidor, 1688, grade 4,3, 1 sourcing
const BURSA = "Bursa Tekstil Sanayi A.Ş."; // tr, blacklisted, no grade, no sourcing
const HANOI = "Hanoi Lacquerware JSC"; // vn, Agente
const GUARULHOS = "Autopeças Guarulhos Comércio Ltda."; // br, Alibaba, grade 9,0
const CERAMICA = "Cerâmica Porto Alegre S.A."; // br, grade 5,6
const METALURGICA = "Metalúrgica Irmãos Cardoso"; // br, grade 10,0
const ALEGRIA = "Brinquedos Alegria do Vale"; // br (id 61), no grade
const PAULISTA = "Indústria Paulista de Utensílios"; // br (id 51)
const PARANA = "Embalagens Paraná Ltda."; // br (id 56)
const YIWU_HUAXIN = "Yiwu Huaxin Housewares Co., Ltd."; // id 1: the demo's certificate about to expire

const table = (page: Page) => page.getByRole("table", { name: "Fornecedores" });

/** The last page of the list on screen, from its result count ('N fornecedores encontrados'). */
async function lastPage(page: Page): Promise<number> {
  const count = page.getByTestId("result-count");
  await expect(count).toHaveText(/\d/);
  return Math.ceil(Number((await count.textContent())?.replace(/\D/g, "")) / PAGE_SIZE);
}
const row = (page: Page, name: string) => table(page).getByRole("link", { name, exact: true });
const rowOf = (page: Page, name: string) =>
  table(page)
    .getByRole("row")
    .filter({ has: page.getByRole("link", { name, exact: true }) });

async function expectRows(page: Page, present: string[], absent: string[]) {
  for (const name of present) await expect(row(page, name)).toBeVisible();
  for (const name of absent) await expect(row(page, name)).toHaveCount(0);
}

test.describe("Fornecedores: lista", () => {
  test.beforeAll(async ({ request }) => {
    // The test database has no documents: give three Brazilian suppliers one each, through the API.
    const token = await apiToken(request, "fornecedores@e2e.local");
    await uploadDocument(request, token, 61, "qc", "qc-alegria.pdf");
    await uploadDocument(request, token, 51, "audit", "auditoria-paulista.pdf");
    await uploadDocument(request, token, 56, "catalogo", "catalogo-parana.pdf");
  });

  test("title, subtitle, columns and the first page", async ({ page }) => {
    await login(page, "comercial@demo.local");
    await expect(page.getByRole("heading", { name: "Fornecedores" })).toBeVisible();
    await expect(page.getByText("Procure pelo fornecedor ideal para o processo de sourcing.")).toBeVisible();
    const headers = table(page).getByRole("columnheader");
    await expect(headers).toHaveText(["Nome", "Segmento", "País", "Tipo", "Source", "É blacklisted?", "Nota média"]);
    await expect(table(page).getByRole("row")).toHaveCount(31);
    const anatolia = rowOf(page, ANATOLIA);
    await expect(anatolia).toContainText("Cosméticos");
    await expect(anatolia.getByRole("img", { name: "Bandeira: Turquia" })).toHaveAttribute("src", "/flags/tr.svg");
    await expect(anatolia.getByTestId("grade")).toHaveText("4,3");
    await expect(anatolia).toContainText("Não");
    await expect(rowOf(page, ALEGRIA).getByTestId("grade")).toHaveText("-");
    await expect(rowOf(page, BURSA)).toContainText("Sim");
    await dismissToasts(page);
    await atEachWidth(page, "suppliers-list");
    // A real link, reachable by keyboard.
    await row(page, ANATOLIA).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/suppliers\/67$/);
    await expect(page.getByRole("heading", { name: ANATOLIA })).toBeVisible();
  });

  test("the search applies 300 ms after typing stops and replaces the history entry", async ({ page }) => {
    await login(page, "comercial@demo.local");
    const historyBefore = await page.evaluate(() => history.length);
    const search = page.getByPlaceholder("Buscar por nome...");
    await search.pressSequentially("Han", { delay: 50 });
    await page.waitForTimeout(100);
    expect(new URL(page.url()).search).toBe(""); // not yet: still inside the 300 ms
    await expect(page).toHaveURL(/\?search=Han$/);
    await search.pressSequentially("oi", { delay: 50 });
    await expect(page).toHaveURL(/\?search=Hanoi$/);
    await expectRows(page, [HANOI], [ANATOLIA]);
    expect(await page.evaluate(() => history.length)).toBe(historyBefore);
    await expect(page.getByTestId("result-count")).toHaveText("1 fornecedor encontrado");

    await search.fill("nada-com-este-nome");
    await expect(page.getByText("Nenhum fornecedor encontrado.")).toBeVisible();
  });

  test("each dropdown filters alone and its x clears it", async ({ page }) => {
    await login(page, "comercial@demo.local");
    await page.getByLabel("Tipo", { exact: true }).selectOption("Agente");
    await expect(page).toHaveURL(/\?tipo=Agente$/);
    await expectRows(page, [HANOI], [ANATOLIA]);
    await page.getByRole("link", { name: "Limpar Tipo" }).click();
    await expect(page).toHaveURL(/\/suppliers$/);

    await page.getByLabel("País", { exact: true }).selectOption({ label: "Turquia" });
    await expect(page).toHaveURL(/\?pais=tr$/);
    await expectRows(page, [ANATOLIA, BURSA], [HANOI]);
    await expect(page.locator("label[for=filter-pais]").getByRole("img", { name: "Bandeira: Turquia" })).toBeVisible();
    await page.getByRole("link", { name: "Limpar País" }).click();
    await expect(page).toHaveURL(/\/suppliers$/);

    await page.getByLabel("Segmento", { exact: true }).selectOption("Cosméticos");
    await expect(page).toHaveURL(/\?segmento=Cosm%C3%A9ticos$/);
    await expectRows(page, [ANATOLIA], [GUARULHOS]);
    await page.getByRole("link", { name: "Limpar Segmento" }).click();
    await expect(page).toHaveURL(/\/suppliers$/);

    await page.getByLabel("Source", { exact: true }).selectOption("Alibaba");
    await expect(page).toHaveURL(/\?source=Alibaba$/);
    await expectRows(page, [GUARULHOS], [ANATOLIA]);
    await page.getByRole("link", { name: "Limpar Source" }).click();
    await expect(page).toHaveURL(/\/suppliers$/);
    await expect(page.getByLabel("Source", { exact: true })).toHaveValue("");
  });

  test("checkboxes, sourcing dropdown, grade range and the no-grade switch", async ({ page }) => {
    await signIn(page, "comercial@demo.local");
    await page.goto("/suppliers?pais=tr");
    await page.getByLabel("Não exibir blacklisted").check();
    await expect(page).toHaveURL(/\?pais=tr&blacklisted=1$/);
    await expectRows(page, [ANATOLIA], [BURSA]);
    await page.getByLabel("Não exibir blacklisted").uncheck();
    await expect(page).toHaveURL(/\?pais=tr$/);

    await page.getByLabel("Sourcings").selectOption({ label: "Apenas com sourcings" });
    await expect(page).toHaveURL(/has_sourcing=1/);
    await expectRows(page, [ANATOLIA], [BURSA]);
    await page.getByLabel("Sourcings").selectOption({ label: "Apenas sem sourcings" });
    await expect(page).toHaveURL(/has_sourcing=0/);
    await expectRows(page, [BURSA], [ANATOLIA]);
    await page.getByLabel("Sourcings").selectOption({ label: "Exibir todos" });
    await expect(page).toHaveURL(/\?pais=tr$/);

    await page.goto("/suppliers?pais=br");
    for (const [label, present, absent] of [
      ["QC", ALEGRIA, PAULISTA],
      ["Audit", PAULISTA, PARANA],
      ["Catálogo", PARANA, ALEGRIA],
    ] as const) {
      await page.getByLabel(label, { exact: true }).check();
      await expectRows(page, [present], [absent, GUARULHOS]);
      await page.getByLabel(label, { exact: true }).uncheck();
      await expect(page).toHaveURL(/\?pais=br$/);
    }

    await page.getByRole("switch", { name: "Ocultar sem nota média" }).check();
    await expect(page).toHaveURL(/\?pais=br&sem_nota=1$/);
    await expectRows(page, [CERAMICA], [ALEGRIA]);
    await page.getByRole("switch", { name: "Ocultar sem nota média" }).uncheck();
    await expect(page).toHaveURL(/\?pais=br$/);

    // Keyboard: 14 steps of 0.5 from 0 on the lower end.
    await expect(page.getByTestId("grade-range")).toHaveText("0,0 e 10,0");
    const min = page.getByRole("slider", { name: "Mínima" });
    await min.focus();
    for (let i = 0; i < 14; i++) await min.press("ArrowRight");
    await expect(page.getByTestId("grade-range")).toHaveText("7,0 e 10,0");
    await expect(page).toHaveURL(/\?pais=br&nota_min=7$/);
    await expectRows(page, [GUARULHOS, METALURGICA], [CERAMICA, ALEGRIA]);
    const max = page.getByRole("slider", { name: "Máxima" });
    await max.focus();
    await max.press("ArrowLeft");
    await expect(page).toHaveURL(/\?pais=br&nota_min=7&nota_max=9.5$/);
    await expectRows(page, [GUARULHOS], [METALURGICA]);
  });

  test("the certificate filter and each row's marker (the demo's: one about to expire, one expired)", async ({ page }) => {
    await signIn(page, "comercial@demo.local");
    await page.goto("/suppliers/2");
    const expired = (await page.getByRole("heading", { level: 1 }).textContent()) ?? "";
    await page.goto("/suppliers");
    const filter = page.getByLabel("Certificados");
    await filter.selectOption({ label: "Certificado vencendo (30 dias)" });
    await expect(page).toHaveURL(/\/suppliers\?certificado=vencendo$/);
    await expectRows(page, [YIWU_HUAXIN], [expired]);
    await expect(rowOf(page, YIWU_HUAXIN).getByTestId("certificate-marker")).toHaveText("Certificado vencendo");
    await filter.selectOption({ label: "Certificado vencido" });
    await expect(page).toHaveURL(/\/suppliers\?certificado=vencido$/);
    await expectRows(page, [expired], [YIWU_HUAXIN]);
    await expect(rowOf(page, expired).getByTestId("certificate-marker")).toHaveText("Certificado vencido");
    await atEachWidth(page, "suppliers-certificate-filter");
    await filter.selectOption({ label: "Todos os certificados" });
    await expect(page).toHaveURL(/\/suppliers$/);
    // A supplier whose certificates need nothing carries no marker.
    await expect(rowOf(page, ANATOLIA)).toBeVisible();
    await expect(rowOf(page, ANATOLIA).getByTestId("certificate-marker")).toHaveCount(0);
  });

  test("sorts by each column both ways, with the arrow and aria-sort", async ({ page }) => {
    await login(page, "comercial@demo.local");
    const columns = [
      { label: "Nome", field: "nome", index: 0, asc: ANATOLIA, desc: "Yiwu Zhongxing Kitchenware Manufacturing Co., Ltd." },
      { label: "Segmento", field: "segmento", index: 1, asc: "Autopeças", desc: "Utilidades Domésticas" },
      { label: "País", field: "pais", index: 2, asc: "Brasil", desc: "Vietnã" },
      { label: "Tipo", field: "tipo", index: 3, asc: "Agente", desc: "Trading" },
      { label: "Source", field: "source", index: 4, asc: "1688", desc: "Visita à fábrica" },
      { label: "É blacklisted?", field: "blacklisted", index: 5, asc: "Não", desc: "Sim" },
      { label: "Nota média", field: "nota", index: 6, asc: "3,3", desc: "10,0" },
    ];
    for (const column of columns) {
      const header = table(page).getByRole("columnheader", { name: column.label });
      const firstCell = table(page).getByRole("row").nth(1).getByRole("cell").nth(column.index);
      await header.getByRole("link").click();
      await expect(page).toHaveURL(new RegExp(`\\?order_by=${column.field}$`));
      await expect(header).toHaveAttribute("aria-sort", "ascending");
      await expect(header.locator(`svg:has(use[href$="#arrow-up"])`)).toBeVisible();
      await expect(firstCell).toHaveText(column.asc);
      await header.getByRole("link").click();
      await expect(page).toHaveURL(new RegExp(`\\?order_by=${column.field}&order_direction=desc$`));
      await expect(header).toHaveAttribute("aria-sort", "descending");
      await expect(header.locator(`svg:has(use[href$="#arrow-down"])`)).toBeVisible();
      await expect(firstCell).toHaveText(column.desc);
    }
    // Only the sorted column carries aria-sort.
    await expect(table(page).locator("th[aria-sort]")).toHaveCount(1);
  });

  test("a sort or filter change goes back to page 1", async ({ page }) => {
    await signIn(page, "comercial@demo.local");
    await page.goto("/suppliers?page=2");
    await table(page).getByRole("link", { name: "Tipo" }).click();
    await expect(page).toHaveURL(/\?order_by=tipo$/);
    await page.goto("/suppliers?order_by=tipo&page=3");
    await page.getByLabel("QC", { exact: true }).check();
    await expect(page).toHaveURL(/\?has_qc=1&order_by=tipo$/);
  });

  test("list/cards toggle", async ({ page }) => {
    await login(page, "comercial@demo.local");
    await page.getByRole("link", { name: "Cards" }).click();
    await expect(page).toHaveURL(/\?view=cards$/);
    await expect(page.getByTestId("supplier-card")).toHaveCount(30);
    await atEachWidth(page, "suppliers-cards");
    const card = page.getByTestId("supplier-card").filter({ hasText: ANATOLIA });
    await expect(card).toContainText("Cosméticos");
    await expect(card).toContainText("Distribuidor");
    await expect(card).toContainText("1688");
    await expect(card).toContainText("4,3");
    await expect(card.getByRole("img", { name: "Bandeira: Turquia" })).toBeVisible();
    await expect(page.getByRole("table")).toHaveCount(0);
    await page.getByRole("link", { name: "Lista" }).click();
    await expect(page).toHaveURL(/\/suppliers$/);
    await expect(table(page)).toBeVisible();
  });

  test("pager: next, previous, numbers, and a typed page out of range is ignored", async ({ page }) => {
    await login(page, "comercial@demo.local");
    // Other tests add suppliers of their own: the last page is whatever the total makes it (three or more).
    const last = await lastPage(page);
    expect(last).toBeGreaterThanOrEqual(3);
    const pager = page.getByRole("navigation", { name: "Paginação" });
    await expect(pager.getByRole("link", { name: "Página 1" })).toHaveAttribute("aria-current", "page");
    await pager.getByRole("link", { name: "Próxima" }).click();
    await expect(page).toHaveURL(/\?page=2$/);
    await expect(pager.getByRole("link", { name: "Página 2" })).toHaveAttribute("aria-current", "page");
    await pager.getByRole("link", { name: "Página 3" }).click();
    await expect(page).toHaveURL(/\?page=3$/);
    await expect(pager.getByRole("link", { name: "Página 3" })).toHaveAttribute("aria-current", "page");
    await pager.getByRole("link", { name: `Página ${last}` }).click();
    await expect(page).toHaveURL(new RegExp(`\\?page=${last}$`));
    await expect(pager.getByRole("link", { name: "Próxima" })).toHaveCount(0);
    await pager.getByRole("link", { name: "Anterior" }).click();
    await expect(page).toHaveURL(new RegExp(`\\?page=${last - 1}$`));

    const go = pager.getByLabel("Ir para a página");
    await go.fill(String(last + 6));
    await go.press("Enter");
    await page.waitForTimeout(400);
    await expect(page).toHaveURL(new RegExp(`\\?page=${last - 1}$`));
    await go.fill("0");
    await pager.getByRole("button", { name: "Ir" }).click();
    await page.waitForTimeout(400);
    await expect(page).toHaveURL(new RegExp(`\\?page=${last - 1}$`));
    await go.fill("3");
    await go.press("Enter");
    await expect(page).toHaveURL(/\?page=3$/);
  });

  test("URL round-trip: a shared address shows the same state; bad values fall back to defaults", async ({ page }) => {
    await login(page, "comercial@demo.local");
    const url = "/suppliers?pais=cn&has_sourcing=1&nota_min=2.5&order_by=nome&order_direction=desc&view=cards";
    await page.goto(url);
    await expect(page.getByLabel("País", { exact: true })).toHaveValue("cn");
    await expect(page.getByLabel("Sourcings")).toHaveValue("1");
    await expect(page.getByTestId("grade-range")).toHaveText("2,5 e 10,0");
    await expect(page.getByRole("link", { name: "Cards" })).toHaveAttribute("aria-current", "page");
    const first = await page.getByTestId("supplier-card").first().locator("h2").textContent();
    await page.reload();
    await expect(page).toHaveURL(url);
    await expect(page.getByTestId("supplier-card").first().locator("h2")).toHaveText(first ?? "");

    await page.goto("/suppliers?order_by=nome&order_direction=desc&page=2");
    await expect(page.getByRole("navigation", { name: "Paginação" }).getByRole("link", { name: "Página 2" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(table(page).getByRole("columnheader", { name: "Nome" })).toHaveAttribute("aria-sort", "descending");

    await page.goto("/suppliers?pais=tr&page=7");
    await expect(page).toHaveURL(/\/suppliers\?pais=tr$/); // past the end: the last page
    await page.goto("/suppliers");
    const last = await lastPage(page);
    await page.goto("/suppliers?page=99");
    await expect(page).toHaveURL(new RegExp(`/suppliers\\?page=${last}$`));

    const response = await page.goto("/suppliers?page=abc&view=grid&nota_min=99&order_by=senha&pais=china");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/suppliers$/);
    await expect(table(page)).toBeVisible();
  });

  test("'Carregando supplier...' while the detail loads", async ({ page }) => {
    await login(page, "comercial@demo.local");
    await page.route("**/suppliers/67.data*", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await row(page, ANATOLIA).click();
    await expect(page.getByText("Carregando supplier...")).toBeVisible();
    await expect(page.getByRole("heading", { name: ANATOLIA })).toBeVisible();
    await expect(page.getByText("Carregando supplier...")).toHaveCount(0);
  });
});

test.describe("Fornecedores: lista sem JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("filter form, paging and sorting work as plain links and forms", async ({ page }) => {
    await login(page, "comercial@demo.local");
    await page.getByLabel("Tipo", { exact: true }).selectOption("Agente");
    await page.getByLabel("Não exibir blacklisted").check();
    await page.getByRole("button", { name: "Aplicar filtros" }).click();
    // Defaults leave the address: only what was chosen stays.
    await expect(page).toHaveURL(/\/suppliers\?tipo=Agente&blacklisted=1$/);
    await expectRows(page, [HANOI], [ANATOLIA, BURSA]);

    await table(page).getByRole("link", { name: "Nome" }).click();
    await expect(page).toHaveURL(/\?tipo=Agente&blacklisted=1&order_by=nome$/);
    await table(page).getByRole("link", { name: "Nome" }).click();
    await expect(page).toHaveURL(/order_by=nome&order_direction=desc$/);
    await expect(table(page).getByRole("columnheader", { name: "Nome" })).toHaveAttribute("aria-sort", "descending");

    await page.goto("/suppliers");
    const pager = page.getByRole("navigation", { name: "Paginação" });
    await pager.getByRole("link", { name: "Próxima" }).click();
    await expect(page).toHaveURL(/\?page=2$/);
    await pager.getByLabel("Ir para a página").fill("3");
    await pager.getByRole("button", { name: "Ir" }).click();
    await expect(page).toHaveURL(/\?page=3$/);
    await pager.getByRole("link", { name: "Página 1" }).click();
    await expect(page).toHaveURL(/\/suppliers$/);

    await page.getByPlaceholder("Buscar por nome...").fill("Hanoi");
    await page.getByPlaceholder("Buscar por nome...").press("Enter");
    await expect(page).toHaveURL(/\?search=Hanoi$/);
    await expectRows(page, [HANOI], [ANATOLIA]);
  });

  test("the certificate filter is part of the filter form", async ({ page }) => {
    await login(page, "comercial@demo.local");
    await page.getByLabel("Certificados").selectOption({ label: "Certificado vencendo (30 dias)" });
    await page.getByRole("button", { name: "Aplicar filtros" }).click();
    await expect(page).toHaveURL(/\/suppliers\?certificado=vencendo$/);
    await expectRows(page, [YIWU_HUAXIN], [ANATOLIA]);
    await expect(page.getByLabel("Certificados")).toHaveValue("vencendo");
    await page.getByLabel("Certificados").selectOption({ label: "Certificado vencido" });
    await page.getByRole("button", { name: "Aplicar filtros" }).click();
    await expect(page).toHaveURL(/\/suppliers\?certificado=vencido$/);
    await expectRows(page, [], [YIWU_HUAXIN, ANATOLIA]);
    await expect(table(page).getByTestId("certificate-marker")).toHaveText(["Certificado vencido"]);
  });
});
