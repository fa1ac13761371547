import type { APIRequestContext, Page } from "@playwright/test";
import { type Sourcing, sourcingListReplySchema } from "#contract/sourcings/sourcings.ts";
import { supplierListReplySchema } from "#contract/suppliers/suppliers.ts";
import { SOURCING_SUPPLIERS_PAGE_SIZE } from "#contract/shared/limits.ts";
import { atEachWidth, popoverAtEachWidth } from "./support/screenshots";
import { expect, login, signIn, test } from "./support/fixtures";
import { apiToken } from "./support/suppliers";
import { SourcingApi, todayBr } from "./support/sourcings";

// Each test makes its own sourcing through the API (and deletes it afterwards); the suppliers below are
// made once, with names of their own, and removed at the end.
const USER = "sourcing-detalhe@e2e.local";
const USER_NAME = "Sofia Detalhe";
/** The demo seed's sourcing person, for the pictures of a busy demo sourcing (opened, never changed). */
const DEMO_USER = "sourcing@demo.local";
const COMERCIAL = "sourcing-comercial@e2e.local";
const COMERCIAL_NAME = "Caetano Comercial";
const ALFA = "E2E Detalhe Fornecedor Alfa";
const BETA = "E2E Detalhe Fornecedor Beta";
const GAMA = "E2E Detalhe Fornecedor Gama";
const DISTANTE = "Yiwu E2E Distante Trading Ltda";
/** A supplier whose Inmetro certification lapsed (docs/decisions/0070-supplier-certificates.md). */
const LAPSED = "E2E Certificado Vencido Ltda";
const LAPSED_WARNING = "Certificação Inmetro vencida em 03/02/2026";

const BUDGET_RULE = "Orçamento: informe um número maior ou igual a 0, com até 2 casas decimais. Use o formato 1.234,56.";
const BUDGET_INVALID = "Orçamento: valor inválido. Use o formato 1.234,56.";
const NOTA_RULE = "Nota: informe um número de 0 a 10, com até uma casa decimal. Use o formato 1.234,56.";

const toast = (page: Page) => page.getByTestId("toast").last();
const info = (page: Page) => page.getByRole("region", { name: "Informações", exact: true });
const panel = (page: Page) => page.getByRole("region", { name: "Suppliers", exact: true });
const entry = (page: Page, name: string) =>
  panel(page).getByRole("list", { name: "Suppliers do sourcing" }).locator("> li").filter({ hasText: name });

// Several pages per test, each checked by axe, on a shared machine: give them time.
test.describe.configure({ timeout: 90_000 });

/** The demo sourcing with the most suppliers that still has one in a status that can change (pictured, not changed). */
async function busiestDemoSourcing(request: APIRequestContext): Promise<{ id: number; open: string }> {
  const token = await apiToken(request, DEMO_USER);
  const reply = await request.get("/api/sourcings/?page_size=200", { headers: { Authorization: `Bearer ${token}` } });
  const { results } = sourcingListReplySchema.parse(await reply.json());
  const open = (s: Sourcing) => s.suppliers.find((l) => l.status === "Não iniciado" || l.status === "Doing");
  const best = results.filter(open).sort((a, b) => b.suppliers.length - a.suppliers.length)[0];
  if (!best) throw new Error("nenhum sourcing de demonstração com suppliers");
  return { id: best.sourcing_id, open: open(best)?.nome_supplier ?? "" };
}

let request: APIRequestContext;
let api: SourcingApi;
let me: number;
const suppliers: Record<string, number> = {};
const created: number[] = [];

/**
 * A page and two more of suppliers, named in the panel's order (by name), linked to a new sourcing: the last two are
 * beyond the panel's first page. Made once, removed with the others at the end.
 */
const PAGED = Array.from({ length: SOURCING_SUPPLIERS_PAGE_SIZE + 2 }, (_, i) => `E2E Detalhe Paginado ${String(i + 1).padStart(2, "0")}`);
const LAST = PAGED[PAGED.length - 1] ?? "";
/** Sorts after every paged supplier. */
const LATE = "E2E Detalhe Tardio";
const ALL_SHOWN = /\?fornecedores=todos#fornecedores$/;
const entries = (page: Page) => panel(page).getByRole("list", { name: "Suppliers do sourcing" }).locator("> li");
const showAll = (page: Page) => panel(page).getByRole("link", { name: `Mostrar todos os fornecedores (${PAGED.length})` });

async function pagedSourcing(descricao: string): Promise<number> {
  for (const name of PAGED) suppliers[name] ??= await api.supplier(name);
  return newSourcing(
    descricao,
    PAGED.map((supplier) => ({ supplier })),
  );
}

async function newSourcing(descricao: string, links: { supplier: string; status?: string }[] = []): Promise<number> {
  const id = await api.createSourcing({ descricao, id_responsavel: me });
  created.push(id);
  for (const link of links) await api.link(id, suppliers[link.supplier] as number, link.status);
  return id;
}

test.beforeAll(async ({ playwright, baseURL }) => {
  // One API context for the whole file: the test's own `request` cannot outlive a hook.
  request = await playwright.request.newContext({ baseURL });
  const comercial = new SourcingApi(request, await apiToken(request, COMERCIAL));
  await comercial.uploadPicture();
  api = new SourcingApi(request, await apiToken(request, USER));
  await api.uploadPicture();
  me = (await api.me()).id;
  for (const name of [ALFA, BETA, GAMA, LAPSED]) suppliers[name] = await api.supplier(name);
  await api.send("POST", "/api/suppliers/certificados/post/", {
    id_supplier: suppliers[LAPSED],
    id_tipo: await api.lookupId("/api/suppliers/certificados/tipos/", "Certificação Inmetro"),
    numero: "INM-E2E",
    valido_ate: "2026-02-03",
  });
});

test.afterEach(async () => {
  for (const id of created.splice(0)) await api.deleteSourcing(id);
});

test.afterAll(async () => {
  for (const id of Object.values(suppliers)) await api.deleteSupplier(id);
  await request.dispose();
});

test.describe("Sourcing: detalhe", () => {
  test("an unknown id or one that cannot exist shows 'Sourcing não encontrado.' with status 404", async ({ page }) => {
    await login(page, USER);
    for (const id of ["999999", "2147483648", "abc"]) {
      const response = await page.goto(`/sourcings/${id}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: "Sourcing não encontrado." })).toBeVisible();
    }
    await page.getByRole("link", { name: "Voltar para Sourcings" }).click();
    await expect(page).toHaveURL(/\/sourcings$/);
  });

  test("header with description, ID and status badge; information card; Back to the list", async ({ page }) => {
    const id = await newSourcing("E2E Detalhe: cabeçalho e informações");
    await signIn(page, USER);
    await page.goto(`/sourcings/${id}`);
    await expect(page).toHaveTitle("E2E Detalhe: cabeçalho e informações · Importadora");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("E2E Detalhe: cabeçalho e informações");
    await expect(page.getByText(`ID ${id}`, { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "Alterar status: Não iniciado" })).toBeVisible();
    const card = info(page);
    await expect(card).toContainText("CategoriaNovo produto");
    await expect(card).toContainText("OrçamentoR$ 0,00");
    await expect(card).toContainText(`Responsável${USER_NAME}`);
    await expect(card).toContainText("Comercial-");
    await expect(card).toContainText(`Adicionado em${todayBr()}`);
    await expect(card).toContainText("Data estimada-");
    await expect(card).toContainText("Iniciado em-");
    await expect(card).toContainText("Finalizado em-");
    await page.getByRole("link", { name: "Voltar para Sourcings" }).click();
    await expect(page).toHaveURL(/\/sourcings$/);
  });

  test("the status badge opens the status dialog and changes the process status", async ({ page }) => {
    const id = await newSourcing("E2E Detalhe: status do processo");
    await signIn(page, USER);
    await page.goto(`/sourcings/${id}`);
    await page.getByRole("link", { name: "Alterar status: Não iniciado" }).click();
    const dialog = page.getByRole("dialog", { name: "Alterar status do sourcing" });
    await expect(dialog.getByRole("radio")).toHaveCount(5);
    await expect(dialog.getByRole("radio", { name: "Não iniciado" })).toBeChecked();
    await dialog.getByRole("radio", { name: "Em andamento" }).check();
    await dialog.getByRole("button", { name: "Cancelar" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Alterar status: Não iniciado" })).toBeVisible();

    await page.getByRole("link", { name: "Alterar status: Não iniciado" }).click();
    await dialog.getByRole("radio", { name: "Em andamento" }).check();
    await dialog.getByRole("button", { name: "Salvar" }).click();
    await expect(toast(page)).toContainText("Sourcing atualizado!");
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Alterar status: Em andamento" })).toBeVisible();
    await expect(info(page)).toContainText(`Iniciado em${todayBr()}`);
    // Everything else was sent unchanged.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("E2E Detalhe: status do processo");
    await expect(info(page)).toContainText(`Responsável${USER_NAME}`);
    await expect(info(page)).toContainText("CategoriaNovo produto");
  });

  test("edit, cancel restores, save with a budget shown in reais", async ({ page }) => {
    const id = await newSourcing("E2E Detalhe: edição");
    await signIn(page, USER);
    await page.goto(`/sourcings/${id}`);
    await page.getByRole("link", { name: "Editar" }).click();
    await expect(page).toHaveURL(/\?editar=1$/);
    await expect(page.getByLabel("Orçamento (R$)")).toHaveValue("0,00");
    await expect(page.getByLabel("Orçamento (R$)")).toHaveAttribute("inputmode", "decimal");
    await page.getByLabel("Descrição").fill("Descartado");
    await page.getByLabel("Orçamento (R$)").fill("999");
    await page.getByLabel("Categoria").selectOption({ label: "Amostra" });
    await page.getByRole("link", { name: "Cancelar" }).click();
    await expect(page).toHaveURL(new RegExp(`/sourcings/${id}$`));
    await expect(info(page)).toContainText("CategoriaNovo produto");
    await expect(info(page)).toContainText("OrçamentoR$ 0,00");
    await page.getByRole("link", { name: "Editar" }).click();
    await expect(page.getByLabel("Descrição")).toHaveValue("E2E Detalhe: edição");
    await expect(page.getByLabel("Categoria")).toHaveValue(/\d+/);

    await page.getByLabel("Descrição").fill("E2E Detalhe: edição salva");
    await page.getByLabel("Orçamento (R$)").fill("1.234,56");
    await page.getByLabel("Categoria").selectOption({ label: "Recompra" });
    // Hold the save a moment so its pending state can be seen.
    await page.route(`**/sourcings/${id}.data*`, async (route) => {
      if (route.request().method() === "POST") await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await page.getByRole("button", { name: "Salvar" }).click();
    await expect(page.getByRole("button", { name: "Salvando..." })).toBeDisabled();
    await expect(toast(page)).toContainText("Sourcing atualizado!");
    await expect(page).toHaveURL(new RegExp(`/sourcings/${id}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("E2E Detalhe: edição salva");
    await expect(info(page)).toContainText("OrçamentoR$ 1.234,56");
    await expect(info(page)).toContainText("CategoriaRecompra");
    await page.reload();
    await expect(info(page)).toContainText("OrçamentoR$ 1.234,56");
    await page.getByRole("link", { name: "Editar" }).click();
    await expect(page.getByLabel("Orçamento (R$)")).toHaveValue("1.234,56");
  });

  test("the budget keeps only digits, dot and comma; an amount its rule refuses is a field error", async ({ page }) => {
    const id = await newSourcing("E2E Detalhe: orçamento");
    await signIn(page, USER);
    await page.goto(`/sourcings/${id}?editar=1`);
    const budget = page.getByLabel("Orçamento (R$)");
    await budget.fill("");
    await budget.pressSequentially("R$ 12a,5x");
    await expect(budget).toHaveValue("12,5");
    await budget.fill("1,234");
    await page.getByRole("button", { name: "Salvar" }).click();
    await expect(page.getByText(BUDGET_RULE)).toBeVisible();
    await expect(page).toHaveURL(/\?editar=1$/);
    await budget.fill("12,5");
    await expect(page.getByText(BUDGET_RULE)).toHaveCount(0);
    await page.getByRole("button", { name: "Salvar" }).click();
    await expect(info(page)).toContainText("OrçamentoR$ 12,50");
  });

  test("responsible and commercial are chosen from lists with each person's photo", async ({ page }) => {
    const id = await newSourcing("E2E Detalhe: responsáveis");
    await signIn(page, USER);
    await page.goto(`/sourcings/${id}?editar=1`);
    const responsible = page.getByRole("button", { name: /^Responsável/ });
    await expect(responsible).toContainText(USER_NAME);
    await responsible.click();
    const options = page.getByRole("listbox");
    await expect(options.getByRole("option", { name: "Ana Administradora" })).toBeVisible();
    const mine = options.getByRole("option", { name: USER_NAME });
    await expect(mine.locator("img")).toHaveAttribute("src", /\/files\/blob\//);
    await options.getByRole("option", { name: "Bruno Sourcing" }).click();
    await expect(responsible).toContainText("Bruno Sourcing");

    const commercial = page.getByRole("button", { name: /^Comercial/ });
    await expect(commercial).toContainText("Nenhum");
    await commercial.click();
    const theirs = page.getByRole("listbox").getByRole("option", { name: COMERCIAL_NAME });
    await expect(theirs.locator("img")).toHaveAttribute("src", /\/files\/blob\//);
    await expect(page.getByRole("listbox").getByRole("option", { name: USER_NAME })).toHaveCount(0);
    await theirs.click();
    await expect(commercial).toContainText(COMERCIAL_NAME);
    await expect(commercial.locator("img")).toBeVisible();

    await page.getByRole("button", { name: "Salvar" }).click();
    await expect(toast(page)).toContainText("Sourcing atualizado!");
    await expect(info(page)).toContainText("ResponsávelBruno Sourcing");
    await expect(info(page)).toContainText(`Comercial${COMERCIAL_NAME}`);
  });

  test("the estimated date is edited with a date input and shown day/month/year", async ({ page }) => {
    const id = await newSourcing("E2E Detalhe: data estimada");
    await signIn(page, USER);
    await page.goto(`/sourcings/${id}`);
    await page.getByRole("link", { name: "Editar" }).click();
    await page.getByLabel("Data estimada").fill("2031-12-24");
    await page.getByRole("button", { name: "Salvar" }).click();
    await expect(toast(page)).toContainText("Sourcing atualizado!");
    await expect(info(page)).toContainText("Data estimada24/12/2031");
    await page.getByRole("link", { name: "Editar" }).click();
    await expect(page.getByLabel("Data estimada")).toHaveValue("2031-12-24");
    await page.getByLabel("Data estimada").fill("");
    await page.getByRole("button", { name: "Salvar" }).click();
    await expect(info(page)).toContainText("Data estimada-");
  });

  test("delete after the confirmation dialog goes back to the list", async ({ page }) => {
    const id = await newSourcing("E2E Detalhe: exclusão");
    await signIn(page, USER);
    await page.goto(`/sourcings/${id}`);
    await page.getByRole("link", { name: "Excluir" }).click();
    const dialog = page.getByRole("dialog", { name: "Excluir sourcing" });
    await expect(dialog).toContainText("Tem certeza que deseja excluir este sourcing?");
    await dialog.getByRole("button", { name: "Cancelar" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/sourcings/${id}$`));
    await page.getByRole("link", { name: "Excluir" }).click();
    await dialog.getByRole("button", { name: "Excluir" }).click();
    await expect(page).toHaveURL(/\/sourcings$/);
    await expect(toast(page)).toContainText("Sourcing deletado!");
    const response = await page.goto(`/sourcings/${id}`);
    expect(response?.status()).toBe(404);
  });

  test("the suppliers panel: 400 px, scrolling under a sticky header, empty text", async ({ page }) => {
    const id = await newSourcing("E2E Detalhe: painel vazio");
    await signIn(page, USER);
    await page.goto(`/sourcings/${id}`);
    const suppliersPanel = panel(page);
    await expect(suppliersPanel).toHaveCSS("height", "400px");
    await expect(suppliersPanel).toHaveCSS("overflow-y", "auto");
    await expect(suppliersPanel.locator("header")).toHaveCSS("position", "sticky");
    await expect(suppliersPanel).toContainText("Nenhum supplier adicionado.");
  });

  test("add a supplier with the picker: server search, only suppliers not linked yet", async ({ page }) => {
    const id = await newSourcing("E2E Detalhe: adicionar supplier");
    await signIn(page, USER);
    await page.goto(`/sourcings/${id}`);
    const add = panel(page).getByRole("button", { name: "+ Adicionar" });
    await expect(add).toBeDisabled();
    const picker = panel(page).getByRole("combobox", { name: "Supplier" });
    await expect(picker).toHaveAttribute("placeholder", "Filtrar por nome");
    await picker.pressSequentially("Detalhe Fornecedor", { delay: 30 });
    const options = page.getByRole("listbox");
    await expect(options.getByRole("option")).toHaveText([ALFA, BETA, GAMA]);
    await options.getByRole("option", { name: BETA }).click();
    await expect(picker).toHaveValue(BETA);
    await expect(add).toBeEnabled();
    await expect(panel(page).getByLabel("Status inicial").locator("option")).toHaveText(["Não iniciado", "Doing"]);
    await panel(page).getByLabel("Status inicial").selectOption("Doing");
    await add.click();
    await expect(toast(page)).toContainText("Supplier adicionado/atualizado!");
    const beta = entry(page, BETA);
    await expect(beta).toBeVisible();
    await expect(beta.getByRole("combobox", { name: `Status de ${BETA}` })).toHaveValue("Doing");
    await expect(beta.getByRole("link", { name: BETA, exact: true })).toHaveAttribute("href", `/suppliers/${suppliers[BETA]}`);
    await expect(beta.locator(".link-entry-grade")).toHaveText("Nota -");

    // The picker starts afresh and no longer offers the supplier just added.
    await expect(picker).toHaveValue("");
    await expect(add).toBeDisabled();
    await picker.pressSequentially("Detalhe Fornecedor", { delay: 30 });
    await expect(options.getByRole("option")).toHaveText([ALFA, GAMA]);
    await picker.fill("Beta");
    await picker.pressSequentially(" Detalhe", { delay: 30 });
    await expect(panel(page).getByRole("status")).toHaveText("Nenhum supplier encontrado");
    await expect(options).toHaveCount(0);
    // The x clears the text.
    await panel(page).getByRole("button", { name: "Limpar supplier" }).click();
    await expect(picker).toHaveValue("");
  });

  test("a supplier with a lapsed certificate is added all the same, its entry naming the certificate", async ({ page }) => {
    const id = await newSourcing("E2E Detalhe: certificado vencido", [{ supplier: ALFA }]);
    await signIn(page, USER);
    await page.goto(`/sourcings/${id}`);
    const picker = panel(page).getByRole("combobox", { name: "Supplier" });
    await picker.pressSequentially("Certificado Vencido", { delay: 30 });
    await page.getByRole("listbox").getByRole("option", { name: LAPSED }).click();
    await panel(page).getByRole("button", { name: "+ Adicionar" }).click();
    await expect(toast(page)).toContainText("Supplier adicionado/atualizado!");
    await expect(entry(page, LAPSED).getByTestId("link-certificate-warning")).toContainText(LAPSED_WARNING);
    await expect(entry(page, ALFA).getByTestId("link-certificate-warning")).toHaveCount(0);
    await atEachWidth(page, "sourcing-detail-lapsed-certificate");
  });

  test("typing in the picker asks the server, which finds a supplier beyond the directory's first page", async ({ page }) => {
    // A supplier among the last by name (before the seed's last, which the list's sort test expects first when descending):
    // not on the directory's first page, nor on the picker's unfiltered one.
    suppliers[DISTANTE] = await api.supplier(DISTANTE);
    const firstPage = await api.get("/api/suppliers/?order_by=nome", supplierListReplySchema);
    expect(firstPage.pagination.total_pages).toBeGreaterThan(1);
    expect(firstPage.results.map((s) => s.supplier_nome)).not.toContain(DISTANTE);

    const id = await newSourcing("E2E Detalhe: busca no servidor");
    await signIn(page, USER);
    await page.goto(`/sourcings/${id}`);
    const picker = panel(page).getByRole("combobox", { name: "Supplier" });
    const options = page.getByRole("listbox").getByRole("option");
    await picker.click();
    await expect(options.first()).toBeVisible();
    await expect(options.filter({ hasText: DISTANTE })).toHaveCount(0);

    const asked = page.waitForRequest((request) => {
      const url = new URL(request.url());
      return url.pathname.startsWith("/resources/supplier-search") && url.searchParams.get("q") === "distante trading";
    });
    await picker.pressSequentially("distante trading", { delay: 30 });
    const search = new URL((await asked).url());
    expect(search.searchParams.get("sourcing")).toBe(String(id));
    await expect(options).toHaveText([DISTANTE]);
  });

  test("a status change other than a final one is sent at once, keeping the saved nota and justificativa", async ({ page }) => {
    const id = await newSourcing("E2E Detalhe: status imediato", [{ supplier: ALFA }]);
    await signIn(page, USER);
    await page.goto(`/sourcings/${id}`);
    const status = entry(page, ALFA).getByRole("combobox", { name: `Status de ${ALFA}` });
    await expect(status).toHaveValue("Não iniciado");
    await expect(status.locator("option")).toHaveText(["Não iniciado", "Doing", "Arquivo", "Cancelado", "Concluído"]);
    await status.selectOption("Doing");
    await expect(toast(page)).toContainText("Supplier adicionado/atualizado!");
    await page.reload();
    await expect(status).toHaveValue("Doing");
    await expect(status).toBeEnabled();

    // The entry does not carry its nota and justificativa back: the action keeps the saved ones.
    await api.grade(id, suppliers[ALFA] as number, { status: "Doing", nota: 6.5, justificativa: "Amostra aprovada" });
    await page.reload();
    await status.selectOption("Não iniciado");
    await expect(toast(page)).toContainText("Supplier adicionado/atualizado!");
    await page.reload();
    await expect(status).toHaveValue("Não iniciado");
    await expect(entry(page, ALFA).locator(".link-entry-grade")).toHaveText("Nota 6,5");
    await expect(entry(page, ALFA).locator(".link-entry-note")).toHaveText("Amostra aprovada");
  });

  test("a final status asks nota and justificativa, prefilled; Cancelar keeps it, Salvar sends it", async ({ page }) => {
    const id = await newSourcing("E2E Detalhe: status final", [{ supplier: GAMA, status: "Doing" }]);
    await api.grade(id, suppliers[GAMA] as number, { status: "Doing", nota: 7, justificativa: "Primeira proposta" });
    await signIn(page, USER);
    await page.goto(`/sourcings/${id}`);
    const gama = entry(page, GAMA);
    const status = gama.getByRole("combobox", { name: `Status de ${GAMA}` });
    await expect(gama.locator(".link-entry-grade")).toHaveText("Nota 7,0");

    await status.selectOption("Cancelado");
    const dialog = page.getByRole("dialog", { name: "Atualizar Status" });
    await expect(dialog).toContainText("Defina nota e justificativa para: Cancelado");
    await dialog.getByRole("button", { name: "Cancelar" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(status).toHaveValue("Doing");
    await page.reload();
    await expect(status).toHaveValue("Doing");

    await status.selectOption("Concluído");
    await expect(dialog).toContainText("Defina nota e justificativa para: Concluído");
    const nota = dialog.getByPlaceholder("Nota");
    const justificativa = dialog.getByPlaceholder("Justificativa");
    await expect(nota).toHaveValue("7");
    await expect(justificativa).toHaveValue("Primeira proposta");
    await nota.fill("");
    await nota.pressSequentially("1x1");
    await expect(nota).toHaveValue("11");
    await dialog.getByRole("button", { name: "Salvar" }).click();
    await expect(dialog.getByText(NOTA_RULE)).toBeVisible();
    await nota.fill("8,5");
    await justificativa.fill("Melhor preço e prazo");
    await dialog.getByRole("button", { name: "Salvar" }).click();
    await expect(toast(page)).toContainText("Supplier adicionado/atualizado!");
    await expect(dialog).toHaveCount(0);
    await expect(gama.locator(".link-entry-grade")).toHaveText("Nota 8,5");
    await expect(gama.locator(".link-entry-note")).toHaveText("Melhor preço e prazo");
    await expect(gama.locator(".link-entry-note")).toHaveCSS("font-style", "italic");
    await expect(status).toHaveValue("Concluído");
    await expect(status).toBeDisabled();
    await page.reload();
    await expect(status).toBeDisabled();
  });

  test("remove a supplier after the confirmation dialog", async ({ page }) => {
    const id = await newSourcing("E2E Detalhe: remover supplier", [{ supplier: ALFA }]);
    await signIn(page, USER);
    await page.goto(`/sourcings/${id}`);
    await entry(page, ALFA)
      .getByRole("link", { name: `Remover ${ALFA}` })
      .click();
    const dialog = page.getByRole("dialog", { name: "Remover supplier" });
    await expect(dialog).toContainText(`Deseja remover ${ALFA} deste sourcing?`);
    await dialog.getByRole("button", { name: "Cancelar" }).click();
    await expect(entry(page, ALFA)).toBeVisible();
    await entry(page, ALFA)
      .getByRole("link", { name: `Remover ${ALFA}` })
      .click();
    await dialog.getByRole("button", { name: "Remover" }).click();
    await expect(toast(page)).toContainText("Supplier removido do sourcing!");
    await expect(panel(page)).toContainText("Nenhum supplier adicionado.");
  });

  test("more suppliers than a page: the first ones, 'Mostrar todos os fornecedores (N)', and the last entry's actions", async ({
    page,
  }) => {
    const id = await pagedSourcing("E2E Detalhe: fornecedores paginados");
    await signIn(page, USER);
    await page.goto(`/sourcings/${id}`);
    await expect(entries(page)).toHaveCount(SOURCING_SUPPLIERS_PAGE_SIZE);
    await expect(entries(page).first()).toContainText(PAGED[0] ?? "");
    await expect(entry(page, LAST)).toHaveCount(0);
    // Pictured with the card scrolled to its end, where the link is.
    const toEnd = () => panel(page).evaluate((card) => card.scrollTo(0, card.scrollHeight));
    await atEachWidth(page, "sourcing-detail-suppliers-paged", { also: toEnd });
    await showAll(page).click();
    await expect(page).toHaveURL(ALL_SHOWN);
    await expect(entries(page)).toHaveCount(PAGED.length);
    await expect(showAll(page)).toHaveCount(0);
    await atEachWidth(page, "sourcing-detail-suppliers-all", { fullPage: false });
    // The picker still leaves out a linked supplier the first page did not show.
    await panel(page).getByPlaceholder("Filtrar por nome").fill("Detalhe Paginado");
    await expect(page.getByRole("option", { name: PAGED[0] })).toHaveCount(0);
    await expect(page.getByText("Nenhum supplier encontrado")).toBeVisible();
    await panel(page).getByPlaceholder("Filtrar por nome").fill("");

    const last = entry(page, LAST);
    const status = last.getByRole("combobox", { name: `Status de ${LAST}` });
    await status.selectOption("Doing");
    await expect(toast(page)).toContainText("Supplier adicionado/atualizado!");
    await expect(page).toHaveURL(ALL_SHOWN);
    await expect(status).toHaveValue("Doing");

    await last.getByRole("link", { name: `Pedir cotação a ${LAST}` }).click();
    await page.getByRole("dialog", { name: "Pedir cotação" }).getByRole("button", { name: "Criar link" }).click();
    await expect(page.getByTestId("rfq-created")).toBeVisible();
    await page.goto(`/sourcings/${id}?fornecedores=todos`);
    await expect(last.locator(".rfq-status")).toContainText("Cotação pedida em");

    await status.selectOption("Concluído");
    const dialog = page.getByRole("dialog", { name: "Atualizar Status" });
    await dialog.getByPlaceholder("Nota").fill("8");
    await dialog.getByPlaceholder("Justificativa").fill("Fechado com o último");
    await dialog.getByRole("button", { name: "Salvar" }).click();
    await expect(last.locator(".link-entry-grade")).toHaveText("Nota 8,0");
    await expect(last.locator(".link-entry-note")).toHaveText("Fechado com o último");
    await expect(page).toHaveURL(ALL_SHOWN);
    // A final status ends the supplier's request (tests/e2e/sourcing-rfq.spec.ts).
    await expect(last.locator(".rfq-status")).toContainText("Link de cotação revogado em");

    await last.getByRole("link", { name: `Remover ${LAST}` }).click();
    await page.getByRole("dialog", { name: "Remover supplier" }).getByRole("button", { name: "Remover" }).click();
    await expect(toast(page)).toContainText("Supplier removido do sourcing!");
    await expect(page).toHaveURL(ALL_SHOWN);
    await expect(entries(page)).toHaveCount(PAGED.length - 1);

    // A supplier added from the first page's view sorts past it: the panel comes back with all shown, the new one in it.
    suppliers[LATE] ??= await api.supplier(LATE);
    await page.goto(`/sourcings/${id}`);
    const picker = panel(page).getByRole("combobox", { name: "Supplier" });
    await picker.pressSequentially("Detalhe Tardio", { delay: 30 });
    await page.getByRole("listbox").getByRole("option", { name: LATE }).click();
    await panel(page).getByRole("button", { name: "+ Adicionar" }).click();
    await expect(toast(page)).toContainText("Supplier adicionado/atualizado!");
    await expect(page).toHaveURL(ALL_SHOWN);
    await expect(entry(page, LATE)).toBeVisible();
    await expect(entries(page)).toHaveCount(PAGED.length);
  });

  test("the supplier detail's link to a sourcing opens it, with 'Carregando sourcing...' meanwhile", async ({ page }) => {
    const id = await newSourcing("E2E Detalhe: aberto pelo fornecedor", [{ supplier: ALFA }]);
    await signIn(page, USER);
    await page.goto(`/suppliers/${suppliers[ALFA]}`);
    await page.route(`**/sourcings/${id}.data*`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1200));
      await route.continue();
    });
    await page.getByRole("region", { name: "Sourcings ativos" }).getByRole("link", { name: "E2E Detalhe: aberto pelo fornecedor" }).click();
    await expect(page.getByText("Carregando sourcing...")).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/sourcings/${id}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("E2E Detalhe: aberto pelo fornecedor");
    await expect(page.getByText("Carregando sourcing...")).toHaveCount(0);
    await expect(entry(page, ALFA)).toBeVisible();
  });
  test("at 1440, 1280 and 375 px: the busiest demo sourcing, its dialogs, the pickers and edit mode fit", async ({ page, request }) => {
    const { id, open } = await busiestDemoSourcing(request);
    await signIn(page, DEMO_USER);
    await page.goto(`/sourcings/${id}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await atEachWidth(page, "sourcing-detail");

    await page.getByRole("link", { name: /^Alterar status/ }).click();
    await expect(page.getByRole("dialog", { name: "Alterar status do sourcing" })).toBeVisible();
    await atEachWidth(page, "sourcing-detail-status-dialog", { fullPage: false });
    await page.keyboard.press("Escape");

    const panel = page.getByRole("region", { name: "Suppliers", exact: true });
    await popoverAtEachWidth(page, "sourcing-detail-picker", async () => {
      await panel.getByRole("combobox", { name: "Supplier" }).click();
      await expect(page.getByRole("listbox").getByRole("option").first()).toBeVisible();
    });

    await panel.getByRole("combobox", { name: `Status de ${open}` }).selectOption("Concluído");
    await expect(page.getByRole("dialog", { name: "Atualizar Status" })).toBeVisible();
    await atEachWidth(page, "sourcing-detail-grade-dialog", { fullPage: false });
    await page.getByRole("dialog", { name: "Atualizar Status" }).getByRole("button", { name: "Cancelar" }).click();

    await page.getByRole("link", { name: "Editar" }).click();
    await expect(page.getByLabel("Descrição")).toBeVisible();
    await atEachWidth(page, "sourcing-detail-edit");
    await popoverAtEachWidth(page, "sourcing-detail-people", async () => {
      await page.getByRole("button", { name: /^Responsável/ }).click();
      await expect(page.getByRole("listbox")).toBeVisible();
    });
  });
});

test.describe("Sourcing: detalhe sem JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the panel's search results, pictured", async ({ page, request }) => {
    const { id } = await busiestDemoSourcing(request);
    await signIn(page, DEMO_USER);
    await page.goto(`/sourcings/${id}?buscar=co`);
    await expect(page.getByTestId("supplier-search-results")).toBeVisible();
    await atEachWidth(page, "sourcing-detail-nojs-search");
  });

  test("edit and save; an invalid budget comes back as a field error with the values kept", async ({ page }) => {
    const id = await newSourcing("E2E Detalhe: edição sem JS");
    await signIn(page, USER);
    await page.goto(`/sourcings/${id}`);
    await page.getByRole("link", { name: "Editar" }).click();
    await page.getByLabel("Descrição").fill("E2E Detalhe: editado sem JS");
    await page.getByLabel("Orçamento (R$)").fill("12a");
    await page.getByLabel("Comercial").selectOption({ label: COMERCIAL_NAME });
    await page.getByLabel("Data estimada").fill("2031-03-15");
    await page.getByRole("button", { name: "Salvar" }).click();
    await expect(page.getByText(BUDGET_INVALID)).toBeVisible();
    await expect(page.getByLabel("Descrição")).toHaveValue("E2E Detalhe: editado sem JS");
    await expect(page.getByLabel("Comercial")).toHaveValue(/\d+/);
    await page.getByLabel("Orçamento (R$)").fill("99,90");
    await page.getByRole("button", { name: "Salvar" }).click();
    await expect(page).toHaveURL(new RegExp(`/sourcings/${id}$`));
    await expect(toast(page)).toContainText("Sourcing atualizado!");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("E2E Detalhe: editado sem JS");
    await expect(info(page)).toContainText("OrçamentoR$ 99,90");
    await expect(info(page)).toContainText(`Comercial${COMERCIAL_NAME}`);
    await expect(info(page)).toContainText("Data estimada15/03/2031");
  });

  test("the status badge leads to the status form as part of the page", async ({ page }) => {
    const id = await newSourcing("E2E Detalhe: status sem JS");
    await signIn(page, USER);
    await page.goto(`/sourcings/${id}`);
    await page.getByRole("link", { name: "Alterar status: Não iniciado" }).click();
    await expect(page).toHaveURL(/\?status=1$/);
    const form = page.getByTestId("confirm-panel");
    await expect(form).toContainText("Alterar status do sourcing");
    await form.getByRole("radio", { name: "Cancelado" }).check();
    await form.getByRole("button", { name: "Salvar" }).click();
    await expect(toast(page)).toContainText("Sourcing atualizado!");
    await expect(page.getByRole("link", { name: "Alterar status: Cancelado" })).toBeVisible();
    await expect(info(page)).toContainText(`Finalizado em${todayBr()}`);
  });

  test("delete through the confirmation page", async ({ page }) => {
    const id = await newSourcing("E2E Detalhe: exclusão sem JS");
    await signIn(page, USER);
    await page.goto(`/sourcings/${id}`);
    await page.getByRole("link", { name: "Excluir" }).click();
    const confirm = page.getByTestId("confirm-panel");
    await expect(confirm).toContainText("Tem certeza que deseja excluir este sourcing?");
    await confirm.getByRole("button", { name: "Excluir" }).click();
    await expect(page).toHaveURL(/\/sourcings$/);
    await expect(toast(page)).toContainText("Sourcing deletado!");
  });

  test("add a supplier through the search form of the panel", async ({ page }) => {
    const id = await newSourcing("E2E Detalhe: adicionar sem JS", [{ supplier: ALFA }]);
    await signIn(page, USER);
    await page.goto(`/sourcings/${id}`);
    await panel(page).getByPlaceholder("Filtrar por nome").fill("Detalhe Fornecedor");
    await panel(page).getByRole("button", { name: "Buscar" }).click();
    await expect(page).toHaveURL(/\?buscar=Detalhe\+Fornecedor$/);
    const results = panel(page).getByTestId("supplier-search-results");
    await expect(results.getByRole("radio")).toHaveCount(2);
    await expect(results.getByRole("radio", { name: ALFA })).toHaveCount(0);
    await results.getByRole("radio", { name: GAMA }).check();
    await results.getByLabel("Status inicial").selectOption("Doing");
    await results.getByRole("button", { name: "+ Adicionar" }).click();
    await expect(toast(page)).toContainText("Supplier adicionado/atualizado!");
    // Back with all the panel's suppliers shown, the new one among them.
    await expect(page).toHaveURL(new RegExp(`/sourcings/${id}\\?fornecedores=todos#fornecedores$`));
    await expect(entry(page, GAMA).getByRole("combobox", { name: `Status de ${GAMA}` })).toHaveValue("Doing");

    // A supplier with a lapsed certificate: linked, and its entry names the certificate.
    await panel(page).getByPlaceholder("Filtrar por nome").fill("Certificado Vencido");
    await panel(page).getByRole("button", { name: "Buscar" }).click();
    await results.getByRole("radio", { name: LAPSED }).check();
    await results.getByRole("button", { name: "+ Adicionar" }).click();
    await expect(toast(page)).toContainText("Supplier adicionado/atualizado!");
    await expect(entry(page, LAPSED).getByTestId("link-certificate-warning")).toContainText(LAPSED_WARNING);

    await panel(page).getByPlaceholder("Filtrar por nome").fill("nada-com-este-nome");
    await panel(page).getByRole("button", { name: "Buscar" }).click();
    await expect(panel(page)).toContainText("Nenhum supplier encontrado");
  });

  test("status with the 'Atualizar' button; a final status asks nota and justificativa on a page", async ({ page }) => {
    const id = await newSourcing("E2E Detalhe: status final sem JS", [{ supplier: BETA }]);
    await signIn(page, USER);
    await page.goto(`/sourcings/${id}`);
    const beta = entry(page, BETA);
    const status = beta.getByRole("combobox", { name: `Status de ${BETA}` });
    await status.selectOption("Doing");
    await beta.getByRole("button", { name: "Atualizar" }).click();
    await expect(toast(page)).toContainText("Supplier adicionado/atualizado!");
    await expect(status).toHaveValue("Doing");

    await status.selectOption("Arquivo");
    await beta.getByRole("button", { name: "Atualizar" }).click();
    await expect(page).toHaveURL(/\?status_link=\d+&status=Arquivo$/);
    const form = page.getByTestId("confirm-panel");
    await expect(form).toContainText("Atualizar Status");
    await expect(form).toContainText("Defina nota e justificativa para: Arquivo");
    await form.getByPlaceholder("Nota").fill("11");
    await form.getByRole("button", { name: "Salvar" }).click();
    await expect(form.getByText(NOTA_RULE)).toBeVisible();
    await form.getByPlaceholder("Nota").fill("9");
    await form.getByPlaceholder("Justificativa").fill("Arquivado com nota");
    await form.getByRole("button", { name: "Salvar" }).click();
    await expect(page).toHaveURL(new RegExp(`/sourcings/${id}$`));
    await expect(beta.locator(".link-entry-grade")).toHaveText("Nota 9,0");
    await expect(beta.locator(".link-entry-note")).toHaveText("Arquivado com nota");
    await expect(status).toBeDisabled();
    await expect(beta.getByRole("button", { name: "Atualizar" })).toHaveCount(0);
  });

  test("remove a supplier through the confirmation page", async ({ page }) => {
    const id = await newSourcing("E2E Detalhe: remover sem JS", [{ supplier: GAMA }]);
    await signIn(page, USER);
    await page.goto(`/sourcings/${id}`);
    await entry(page, GAMA)
      .getByRole("link", { name: `Remover ${GAMA}` })
      .click();
    const confirm = page.getByTestId("confirm-panel");
    await expect(confirm).toContainText(`Deseja remover ${GAMA} deste sourcing?`);
    await confirm.getByRole("button", { name: "Remover" }).click();
    await expect(toast(page)).toContainText("Supplier removido do sourcing!");
    await expect(panel(page)).toContainText("Nenhum supplier adicionado.");
  });
  test("more suppliers than a page: 'Mostrar todos os fornecedores (N)' and the last entry's actions keep all shown", async ({ page }) => {
    const id = await pagedSourcing("E2E Detalhe: fornecedores paginados sem JS");
    await signIn(page, USER);
    await page.goto(`/sourcings/${id}`);
    await expect(entries(page)).toHaveCount(SOURCING_SUPPLIERS_PAGE_SIZE);
    await showAll(page).click();
    await expect(page).toHaveURL(ALL_SHOWN);
    await expect(entries(page)).toHaveCount(PAGED.length);

    const last = entry(page, LAST);
    const status = last.getByRole("combobox", { name: `Status de ${LAST}` });
    await status.selectOption("Doing");
    await last.getByRole("button", { name: "Atualizar" }).click();
    await expect(toast(page)).toContainText("Supplier adicionado/atualizado!");
    await expect(page).toHaveURL(ALL_SHOWN);
    await expect(status).toHaveValue("Doing");

    await status.selectOption("Arquivo");
    await last.getByRole("button", { name: "Atualizar" }).click();
    await expect(page).toHaveURL(/\?status_link=\d+&status=Arquivo&fornecedores=todos$/);
    const form = page.getByTestId("confirm-panel");
    await form.getByPlaceholder("Nota").fill("6");
    await form.getByPlaceholder("Justificativa").fill("Arquivado sem JS");
    await form.getByRole("button", { name: "Salvar" }).click();
    await expect(page).toHaveURL(ALL_SHOWN);
    await expect(last.locator(".link-entry-grade")).toHaveText("Nota 6,0");

    await last.getByRole("link", { name: `Remover ${LAST}` }).click();
    await expect(page).toHaveURL(/\?remover=\d+&fornecedores=todos$/);
    await page.getByTestId("confirm-panel").getByRole("button", { name: "Remover" }).click();
    await expect(toast(page)).toContainText("Supplier removido do sourcing!");
    await expect(page).toHaveURL(ALL_SHOWN);
    await expect(entries(page)).toHaveCount(PAGED.length - 1);
  });
});
