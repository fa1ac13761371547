import { atEachWidth, expectNoSidewaysScroll, picture } from "./support/screenshots";
import type { Page } from "@playwright/test";
import { expect, signIn, test } from "./support/fixtures";
import { ensureSourcing, lookupIds, saoPauloDay } from "./support/sourcing-list-data";
import { apiToken } from "./support/suppliers";

// Test data, created through the REST API: five sourcings sharing the term 'Quimera' (the demo seed has its
// own sourcings, so counts are taken under that search), and 31 'Pilha Ônix' ones for the pager.
const A = "Quimera A alicates isolados para eletricistas"; // Amostra, Renato / Clara, Em andamento, estimated 3 days ago: Atrasado
const B = "Quimera B bules de porcelana"; // Recompra, Lívia / -, Não iniciado, estimated today: Pendente para hoje
const C = "Quimera C cabides de madeira"; // Novo produto, Renato / -, Em andamento then Concluído, estimated 10 days ago
const D = "Quimera D dobradiças de aço inox para portas de armários de cozinha planejada com amortecedor"; // Redução de custo, Lívia / Tiago, Arquivo, no estimate
const E = "Quimera E escovas de bambu"; // Fornecedor alternativo, Renato / Clara, Em andamento then Cancelado, estimated in 5 days
const ALL = [A, B, C, D, E];
const PILHA = Array.from({ length: 31 }, (_, i) => `Pilha Ônix ${String(i + 1).padStart(2, "0")}`);

const USER = "sourcings-lista@e2e.local";
const LIVIA = "Lívia Listagem";
const RENATO = "Renato Prazeres";
const CLARA = "Clara Vendas";
const TIAGO = "Tiago Negócios";
const YIWU = "Yiwu Huaxin Housewares Co., Ltd."; // supplier 1 of the demo seed
const ANATOLIA = "Anatolia Housewares Ltd. Şti."; // supplier 67

const ids: Record<string, number> = {};
/** Whether the sourcing files API exists on this build (it comes with another branch): then C has a file. */
let filesApi = false;

const table = (page: Page) => page.getByRole("table", { name: "Sourcings" });
const row = (page: Page, name: string) => table(page).getByRole("link", { name, exact: true });
const rowOf = (page: Page, name: string) =>
  table(page)
    .getByRole("row")
    .filter({ has: page.getByRole("link", { name, exact: true }) });
const count = (page: Page) => page.getByTestId("result-count");

async function expectRows(page: Page, present: string[], absent: string[]) {
  for (const name of present) await expect(row(page, name)).toBeVisible();
  for (const name of absent) await expect(row(page, name)).toHaveCount(0);
}

async function openList(page: Page, query = "") {
  await signIn(page, USER);
  await page.goto(`/sourcings${query}`);
  await expect(page.getByRole("heading", { name: "Sourcings", level: 1 })).toBeVisible();
}

// The machines that run these share two cores with other suites: generous time per test.
test.describe.configure({ timeout: 120_000 });

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  const token = await apiToken(request, USER);
  const l = await lookupIds(request, token);
  const livia = l.responsavel(LIVIA);
  const renato = l.responsavel(RENATO);
  const clara = l.comercial(CLARA);
  const tiago = l.comercial(TIAGO);
  // One after another: the added, started and finished dates follow this order.
  ids[A] = await ensureSourcing(request, token, {
    descricao: A,
    id_categoria: l.category("Amostra"),
    id_responsavel: renato,
    id_comercial: clara,
    dt_estimado: saoPauloDay(-3),
    statuses: ["Em andamento"],
    suppliers: [1, 67],
  });
  ids[B] = await ensureSourcing(request, token, {
    descricao: B,
    id_categoria: l.category("Recompra"),
    id_responsavel: livia,
    id_comercial: null,
    dt_estimado: saoPauloDay(0),
  });
  ids[C] = await ensureSourcing(request, token, {
    descricao: C,
    id_categoria: l.category("Novo produto"),
    id_responsavel: renato,
    id_comercial: null,
    dt_estimado: saoPauloDay(-10),
    statuses: ["Em andamento", "Concluído"],
  });
  ids[D] = await ensureSourcing(request, token, {
    descricao: D,
    id_categoria: l.category("Redução de custo"),
    id_responsavel: livia,
    id_comercial: tiago,
    statuses: ["Arquivo"],
  });
  ids[E] = await ensureSourcing(request, token, {
    descricao: E,
    id_categoria: l.category("Fornecedor alternativo"),
    id_responsavel: renato,
    id_comercial: clara,
    dt_estimado: saoPauloDay(5),
    statuses: ["Em andamento", "Cancelado"],
  });
  for (const descricao of PILHA) {
    await ensureSourcing(request, token, { descricao, id_categoria: l.category("Amostra"), id_responsavel: livia, id_comercial: null });
  }

  // Sourcing files come with the files API (another branch); until it is merged there is nothing to upload to.
  const upload = await request.post("/files/sourcings/upload/", {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      sourcing_id: String(ids[C]),
      file_action: "overwrite",
      file: { name: "proposta-cabides.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4 proposta") },
    },
  });
  filesApi = upload.status() !== 404;
  if (filesApi) expect(upload.ok(), await upload.text()).toBe(true);
});

test.describe("Sourcings: lista", () => {
  test("title, subtitle, columns, badges, dates, '-' and the link to the detail", async ({ page }) => {
    await openList(page, "?search=Quimera");
    await expect(page.getByText("Processos de negociação com fornecedores para importar mercadorias para nossos clientes.")).toBeVisible();
    await expect(table(page).getByRole("columnheader")).toHaveText([
      "Descrição",
      "Categoria",
      "Status",
      "Adicionado",
      "Iniciado",
      "Estimado",
      "Finalizado",
      "Responsável",
      "Comercial",
    ]);
    await expect(count(page)).toHaveText("5 sourcings encontrados");
    await expectRows(page, ALL, []);
    await atEachWidth(page, "sourcings-list");

    const cells = (name: string) => rowOf(page, name).getByRole("cell");
    await expect(cells(A)).toHaveText([
      A,
      "Amostra",
      "Em andamentoAtrasado",
      saoPauloDay(0),
      saoPauloDay(0),
      saoPauloDay(-3),
      "-",
      RENATO,
      CLARA,
    ]);
    await expect(cells(B)).toHaveText([
      B,
      "Recompra",
      "Não iniciadoPendente para hoje",
      saoPauloDay(0),
      "-",
      saoPauloDay(0),
      "-",
      LIVIA,
      "-",
    ]);
    // Final statuses are never late, whatever their estimate.
    await expect(cells(C)).toHaveText([
      C,
      "Novo produto",
      "Concluído",
      saoPauloDay(0),
      saoPauloDay(0),
      saoPauloDay(-10),
      saoPauloDay(0),
      RENATO,
      "-",
    ]);
    await expect(cells(D).nth(5)).toHaveText("-");

    await row(page, A).click();
    await expect(page).toHaveURL(new RegExp(`/sourcings/${ids[A]}\\?voltar=%2Fsourcings%3F`));
  });

  test("the search applies 300 ms after typing stops, replaces the history entry and ignores accents", async ({ page }) => {
    // The browser's clock is driven by hand: the 300 ms are measured exactly, however slow the machine.
    await page.clock.install();
    await openList(page);
    const historyBefore = await page.evaluate(() => history.length);
    await page.clock.pauseAt(new Date(Date.now() + 10_000));
    const search = page.getByPlaceholder("Buscar por nome ou descrição...");
    await search.pressSequentially("quim");
    await page.clock.runFor(290);
    expect(new URL(page.url()).search).toBe(""); // not yet: still inside the 300 ms
    await page.clock.runFor(10);
    await expect(page).toHaveURL(/\?search=quim$/);
    await search.pressSequentially("era");
    await page.clock.runFor(200);
    await search.pressSequentially(" b"); // each key starts the 300 ms again
    await page.clock.runFor(200);
    expect(new URL(page.url()).search).toBe("?search=quim");
    await page.clock.runFor(100);
    await expect(page).toHaveURL(/\?search=quimera\+b$/);
    await page.clock.resume();
    await expect(count(page)).toHaveText("1 sourcing encontrado");
    await expectRows(page, [B], [A]);
    expect(await page.evaluate(() => history.length)).toBe(historyBefore);

    await search.fill("pilha onix");
    await expect(count(page)).toHaveText("31 sourcings encontrados");

    await search.fill("nada-com-esta-descricao");
    await expect(page.getByText("Nenhum sourcing encontrado.")).toBeVisible();
    await expect(count(page)).toHaveText("0 sourcings encontrados");
  });

  test("each dropdown narrows the list, lands in the URL, and its x clears it", async ({ page }) => {
    await openList(page, "?search=Quimera");
    const status = page.getByLabel("Status", { exact: true });
    await expect(status.locator("option")).toHaveText([
      "Todos",
      "Não iniciado",
      "Em andamento",
      "Atrasado",
      "Cancelado",
      "Concluído",
      "Arquivo",
    ]);
    for (const [value, present, query] of [
      ["Não iniciado", B, "N%C3%A3o\\+iniciado"],
      ["Em andamento", A, "Em\\+andamento"],
      ["Atrasado", A, "Atrasado"],
      ["Cancelado", E, "Cancelado"],
      ["Concluído", C, "Conclu%C3%ADdo"],
      ["Arquivo", D, "Arquivo"],
    ] as const) {
      await status.selectOption(value);
      await expect(page).toHaveURL(new RegExp(`\\?search=Quimera&status=${query}$`));
      await expect(count(page)).toHaveText("1 sourcing encontrado");
      await expectRows(
        page,
        [present],
        ALL.filter((name) => name !== present),
      );
    }
    await page.getByRole("link", { name: "Limpar Status" }).click();
    await expect(page).toHaveURL(/\?search=Quimera$/);
    await expect(count(page)).toHaveText("5 sourcings encontrados");

    await page.getByLabel("Categoria", { exact: true }).selectOption({ label: "Recompra" });
    await expect(page).toHaveURL(/\?search=Quimera&category=\d+$/);
    await expectRows(page, [B], [A, C, D, E]);
    await page.getByRole("link", { name: "Limpar Categoria" }).click();
    await expect(page).toHaveURL(/\?search=Quimera$/);

    await page.getByLabel("Responsável", { exact: true }).selectOption({ label: RENATO });
    await expect(page).toHaveURL(/\?search=Quimera&responsavel=\d+$/);
    await expectRows(page, [A, C, E], [B, D]);
    await page.getByRole("link", { name: "Limpar Responsável" }).click();
    await expect(page).toHaveURL(/\?search=Quimera$/);

    await page.getByLabel("Comercial", { exact: true }).selectOption({ label: TIAGO });
    await expect(page).toHaveURL(/\?search=Quimera&comercial=\d+$/);
    await expectRows(page, [D], [A, B, C, E]);
    await page.getByRole("link", { name: "Limpar Comercial" }).click();
    await expect(page).toHaveURL(/\?search=Quimera$/);
    await expect(page.getByLabel("Comercial", { exact: true })).toHaveValue("");
  });

  test("'Atrasados' and 'Pendente para hoje' exclude each other", async ({ page }) => {
    await openList(page, "?search=Quimera");
    const late = page.getByLabel("Atrasados");
    const today = page.getByLabel("Pendente para hoje");
    await late.check();
    await expect(page).toHaveURL(/\?search=Quimera&atrasado=1$/);
    await expectRows(page, [A], [B, C, D, E]);

    await today.check();
    await expect(late).not.toBeChecked();
    await expect(page).toHaveURL(/\?search=Quimera&hoje=1$/);
    await expectRows(page, [B], [A, C, D, E]);

    await late.check();
    await expect(today).not.toBeChecked();
    await expect(page).toHaveURL(/\?search=Quimera&atrasado=1$/);
    await late.uncheck();
    await expect(page).toHaveURL(/\?search=Quimera$/);
    await expect(count(page)).toHaveText("5 sourcings encontrados");

    // An address with both (typed by hand) keeps 'Atrasados' only: the API would refuse both.
    await page.goto("/sourcings?search=Quimera&atrasado=1&hoje=1");
    await expect(page).toHaveURL(/\?search=Quimera&atrasado=1$/);
    await expect(late).toBeChecked();
    await expect(today).not.toBeChecked();
  });

  test("sorts by each column, ascending first, the same column flips, with the arrow and aria-sort", async ({ page }) => {
    await openList(page, "?search=Quimera");
    // For columns whose values tie (dates of the same day) the first description tells the order.
    const columns = [
      { label: "Descrição", field: "descricao", index: 0, asc: A, desc: E },
      { label: "Categoria", field: "categoria", index: 1, asc: "Amostra", desc: "Redução de custo" },
      { label: "Status", field: "status", index: 2, asc: "Arquivo", desc: "Não iniciadoPendente para hoje" },
      { label: "Adicionado", field: "dt_adicionado", index: 0, asc: A, desc: E },
      { label: "Iniciado", field: "dt_inicio", index: 0, asc: A, desc: E },
      { label: "Estimado", field: "dt_estimado", index: 5, asc: saoPauloDay(-10), desc: saoPauloDay(5) },
      { label: "Finalizado", field: "dt_finalizado", index: 0, asc: C, desc: E },
      { label: "Responsável", field: "responsavel", index: 7, asc: LIVIA, desc: RENATO },
      { label: "Comercial", field: "comercial", index: 8, asc: CLARA, desc: TIAGO },
    ];
    for (const column of columns) {
      const header = table(page).getByRole("columnheader", { name: column.label });
      const firstCell = table(page).getByRole("row").nth(1).getByRole("cell").nth(column.index);
      await header.getByRole("link").click();
      await expect(page).toHaveURL(new RegExp(`\\?search=Quimera&sort_field=${column.field}$`));
      await expect(header).toHaveAttribute("aria-sort", "ascending");
      await expect(header.locator(`svg:has(use[href$="#arrow-up"])`)).toBeVisible();
      await expect(firstCell).toHaveText(column.asc);
      await header.getByRole("link").click();
      await expect(page).toHaveURL(new RegExp(`\\?search=Quimera&sort_field=${column.field}&sort_direction=desc$`));
      await expect(header).toHaveAttribute("aria-sort", "descending");
      await expect(header.locator(`svg:has(use[href$="#arrow-down"])`)).toBeVisible();
      await expect(firstCell).toHaveText(column.desc);
    }
    await expect(table(page).locator("th[aria-sort]")).toHaveCount(1);
    // On a phone the headers give way to a sort menu, which opens without pushing the page sideways.
    await page.setViewportSize({ width: 375, height: 740 });
    await page.locator("summary", { hasText: "Ordenar por" }).click();
    await expectNoSidewaysScroll(page);
    await picture(page, "sourcings-sort-menu-mobile", { fullPage: false });
  });

  test("a sort or filter change goes back to page 1", async ({ page }) => {
    await openList(page, "?search=Pilha&page=2");
    await expect(table(page).getByRole("row")).toHaveCount(2);
    await table(page).getByRole("link", { name: "Descrição" }).click();
    await expect(page).toHaveURL(/\?search=Pilha&sort_field=descricao$/);
    await page.goto("/sourcings?search=Pilha&sort_field=descricao&page=2");
    await page.getByLabel("Status", { exact: true }).selectOption("Não iniciado");
    await expect(page).toHaveURL(/\?search=Pilha&status=N%C3%A3o\+iniciado&sort_field=descricao$/);
  });

  test("cards: description, badges, dates, owners, supplier names and file links", async ({ page }) => {
    await openList(page, "?search=Quimera");
    await page.getByRole("link", { name: "Cards" }).click();
    await expect(page).toHaveURL(/\?search=Quimera&view=cards$/);
    await expect(page.getByTestId("sourcing-card")).toHaveCount(5);
    await expect(page.getByRole("table")).toHaveCount(0);
    await atEachWidth(page, "sourcings-cards");

    const card = (name: string) => page.getByTestId("sourcing-card").filter({ has: page.getByRole("link", { name, exact: true }) });
    await expect(card(A)).toContainText("Amostra");
    await expect(card(A)).toContainText("Atrasado");
    await expect(card(A)).toContainText(RENATO);
    await expect(card(A)).toContainText(CLARA);
    await expect(card(A)).toContainText(saoPauloDay(-3));
    await expect(card(A).getByRole("list", { name: "Suppliers" }).getByRole("listitem")).toHaveText([ANATOLIA, YIWU]);
    await expect(card(B).getByRole("list", { name: "Suppliers" })).toHaveCount(0);
    await expect(card(B)).toContainText("Pendente para hoje");

    if (filesApi) {
      const file = card(C).getByRole("link", { name: "proposta-cabides.pdf" });
      await expect(file).toHaveAttribute("target", "_blank");
      const popup = page.waitForEvent("popup");
      await file.click();
      await (await popup).close();
      await expect(page).toHaveURL(/view=cards$/); // the card's own link did not fire
    } else {
      test.info().annotations.push({
        type: "skipped-part",
        description: "sem API de arquivos de sourcing neste build: links de arquivo cobertos no teste unitário",
      });
    }

    // The sort menu stands in for the headers; the view rides along.
    await page.locator("summary", { hasText: "Ordenar por" }).click();
    await page.getByRole("navigation", { name: "Ordenar sourcings" }).getByRole("link", { name: "Descrição" }).click();
    await expect(page).toHaveURL(/\?search=Quimera&sort_field=descricao&view=cards$/);
    await expect(page.getByTestId("sourcing-card").first().getByRole("heading")).toHaveText(A);

    await card(B).getByRole("link", { name: B }).click();
    await expect(page).toHaveURL(new RegExp(`/sourcings/${ids[B]}\\?voltar=%2Fsourcings%3F`));
    await page.goBack();
    await page.getByRole("link", { name: "Lista", exact: true }).click();
    await expect(page).toHaveURL(/\?search=Quimera&sort_field=descricao$/);
    await expect(table(page)).toBeVisible();
  });

  test("pager: 30 a page, next and previous, and a page past the end goes to the last", async ({ page }) => {
    await openList(page, "?search=Pilha%20%C3%94nix");
    await expect(count(page)).toHaveText("31 sourcings encontrados");
    await expect(table(page).getByRole("row")).toHaveCount(31);
    const pager = page.getByRole("navigation", { name: "Paginação" });
    await expect(pager.getByRole("link", { name: "Página 1" })).toHaveAttribute("aria-current", "page");
    await pager.getByRole("link", { name: "Próxima" }).click();
    await expect(page).toHaveURL(/\?search=Pilha\+%C3%94nix&page=2$/);
    await expect(table(page).getByRole("row")).toHaveCount(2);
    await expect(pager.getByRole("link", { name: "Próxima" })).toHaveCount(0);
    await pager.getByRole("link", { name: "Anterior" }).click();
    await expect(page).toHaveURL(/\?search=Pilha\+%C3%94nix$/);

    await page.goto("/sourcings?search=Pilha%20%C3%94nix&page=9");
    await expect(page).toHaveURL(/\?search=Pilha\+%C3%94nix&page=2$/);
    await expect(pager.getByRole("link", { name: "Página 2" })).toHaveAttribute("aria-current", "page");
    // A list of one page has no pager.
    await page.goto("/sourcings?search=Quimera&page=3");
    await expect(page).toHaveURL(/\?search=Quimera$/);
    await expect(pager).toHaveCount(0);
  });

  test("URL round trip: a shared address shows the same state after a reload; bad values fall back", async ({ page }) => {
    await openList(page);
    const categoria = await page
      .getByLabel("Categoria", { exact: true })
      .locator("option", { hasText: "Fornecedor alternativo" })
      .getAttribute("value");
    const url = `/sourcings?search=Quimera&status=Cancelado&category=${categoria}&sort_field=dt_estimado&sort_direction=desc&view=cards`;
    await page.goto(url);
    await expect(page.getByPlaceholder("Buscar por nome ou descrição...")).toHaveValue("Quimera");
    await expect(page.getByLabel("Status", { exact: true })).toHaveValue("Cancelado");
    await expect(page.getByLabel("Categoria", { exact: true })).toHaveValue(categoria ?? "");
    await expect(page.getByRole("link", { name: "Cards" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByTestId("sourcing-card")).toHaveCount(1);
    await page.reload();
    await expect(page).toHaveURL(url);
    await expect(page.getByTestId("sourcing-card").getByRole("heading")).toHaveText(E);
    await expect(page.getByLabel("Status", { exact: true })).toHaveValue("Cancelado");

    const response = await page.goto(
      "/sourcings?status=Doing&category=abc&responsavel=-1&sort_field=senha&sort_direction=up&page=x&view=grid",
    );
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/sourcings$/);
    await expect(table(page)).toBeVisible();
  });
});

test.describe("Sourcings: lista sem JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("filter form, the deadline boxes and sorting work as a plain form and links", async ({ page }) => {
    await signIn(page, USER);
    await page.goto("/sourcings");
    await page.getByPlaceholder("Buscar por nome ou descrição...").fill("Quimera");
    await page.getByLabel("Responsável", { exact: true }).selectOption({ label: RENATO });
    // Both boxes sent together: the canonical address keeps 'Atrasados' only.
    await page.getByLabel("Atrasados").check();
    await page.getByLabel("Pendente para hoje").check();
    await page.getByRole("button", { name: "Aplicar filtros" }).click();
    await expect(page).toHaveURL(/\/sourcings\?search=Quimera&responsavel=\d+&atrasado=1$/);
    await expect(page.getByLabel("Pendente para hoje")).not.toBeChecked();
    await expectRows(page, [A], [B, C, D, E]);

    await page.getByLabel("Atrasados").uncheck();
    await page.getByRole("button", { name: "Aplicar filtros" }).click();
    await expect(page).toHaveURL(/\?search=Quimera&responsavel=\d+$/);
    await expectRows(page, [A, C, E], [B, D]);

    await table(page).getByRole("link", { name: "Estimado" }).click();
    await expect(page).toHaveURL(/&sort_field=dt_estimado$/);
    await table(page).getByRole("link", { name: "Estimado" }).click();
    await expect(page).toHaveURL(/&sort_field=dt_estimado&sort_direction=desc$/);
    await expect(table(page).getByRole("columnheader", { name: "Estimado" })).toHaveAttribute("aria-sort", "descending");
    await expect(table(page).getByRole("row").nth(1).getByRole("link")).toHaveText(E);
    // The filter form carries the sort along.
    await page.getByLabel("Status", { exact: true }).selectOption("Concluído");
    await page.getByRole("button", { name: "Aplicar filtros" }).click();
    await expect(page).toHaveURL(/&status=Conclu%C3%ADdo&responsavel=\d+&sort_field=dt_estimado&sort_direction=desc$/);
    await expectRows(page, [C], [A, E]);
  });

  test("paging and the view toggle are plain links and a GET form", async ({ page }) => {
    await signIn(page, USER);
    await page.goto("/sourcings?search=Pilha");
    const pager = page.getByRole("navigation", { name: "Paginação" });
    await pager.getByRole("link", { name: "Próxima" }).click();
    await expect(page).toHaveURL(/\?search=Pilha&page=2$/);
    await pager.getByLabel("Ir para a página").fill("1");
    await pager.getByRole("button", { name: "Ir" }).click();
    await expect(page).toHaveURL(/\?search=Pilha$/);
    await page.getByRole("link", { name: "Cards" }).click();
    await expect(page).toHaveURL(/\?search=Pilha&view=cards$/);
    await expect(page.getByTestId("sourcing-card")).toHaveCount(30);
  });
});
