import type { APIRequestContext, Page } from "@playwright/test";
import { z } from "zod";
import { rfqCreatedReplySchema } from "#contract/rfq/rfq.ts";
import { atEachWidth } from "./support/screenshots";
import { expect, signIn, test } from "./support/fixtures";
import { apiToken } from "./support/suppliers";
import { SourcingApi } from "./support/sourcings";

// Quote requests by link, from the sourcing's suppliers panel: ask (a deadline), the address and the messages to paste
// shown once, the situation per supplier, revoke; with and without JavaScript.
const USER = "sourcing-rfq@e2e.local";
const FORNECEDOR = "E2E Cotação Ningbo Kitchenware";

const toast = (page: Page) => page.getByTestId("toast").last();
const entry = (page: Page) =>
  page
    .getByRole("region", { name: "Suppliers", exact: true })
    .getByRole("list", { name: "Suppliers do sourcing" })
    .locator("> li")
    .filter({ hasText: FORNECEDOR });

/** A deadline ten days ahead, at 18:00 São Paulo, as the datetime-local input takes it and as the panel shows it. */
function tenDaysAhead(): { input: string; shown: string } {
  const day = new Intl.DateTimeFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit", timeZone: "America/Sao_Paulo" }).format(
    new Date(Date.now() + 10 * 24 * 60 * 60 * 1000),
  );
  const [year, month, date] = day.split("-");
  return { input: `${day}T18:00`, shown: `${date}/${month}/${year} 18:00` };
}

let request: APIRequestContext;
let api: SourcingApi;
let me: number;
let supplierId: number;
const created: number[] = [];

async function newSourcing(descricao: string): Promise<number> {
  const id = await api.createSourcing({ descricao, id_responsavel: me });
  created.push(id);
  await api.link(id, supplierId);
  return id;
}

/** Adds 1.500 of the demo charger (sold by the box) to the sourcing, as the supplier will be asked for it. */
async function askCharger(id: number): Promise<{ id: number; nome: string }> {
  const items = await api.get(
    "/api/products/?search=Carregador%20USB-C&page_size=1",
    z.object({ results: z.array(z.object({ id: z.number(), nome: z.string() })) }),
  );
  const product = items.results[0];
  if (!product) throw new Error("nenhum produto de demonstração com 'Carregador USB-C'");
  await api.send("POST", "/api/sourcings/items/post/", { id_sourcing: id, id_product: product.id, quantidade: 1500, incoterm: "CIF" });
  return product;
}

test.beforeAll(async ({ playwright, baseURL }) => {
  request = await playwright.request.newContext({ baseURL });
  api = new SourcingApi(request, await apiToken(request, USER));
  me = (await api.me()).id;
  supplierId = await api.supplier(FORNECEDOR);
});

test.afterEach(async () => {
  for (const id of created.splice(0)) await api.deleteSourcing(id);
});

test.afterAll(async () => {
  await api.deleteSupplier(supplierId);
  await request.dispose();
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(`Pedir cotação ${javaScriptEnabled ? "com" : "sem"} JavaScript`, () => {
    test.use({ javaScriptEnabled });

    test("ask for a quote with a deadline: the address and the three messages once, then the situation; revoke it", async ({ page }) => {
      const id = await newSourcing(`E2E Cotação: panelas ${javaScriptEnabled ? "js" : "nojs"}`);
      const product = await askCharger(id);
      const deadline = tenDaysAhead();
      await signIn(page, USER);
      await page.goto(`/sourcings/${id}`);
      await expect(entry(page).locator(".rfq-status")).toContainText("Cotação não pedida");

      await entry(page)
        .getByRole("link", { name: `Pedir cotação a ${FORNECEDOR}` })
        .click();
      const form = javaScriptEnabled ? page.getByRole("dialog", { name: "Pedir cotação" }) : page.getByTestId("confirm-panel");
      await expect(form).toContainText(`Um link para ${FORNECEDOR} responder sem conta, até o prazo.`);
      await form.getByLabel("Prazo (horário de São Paulo)").fill(deadline.input);
      await form.getByRole("button", { name: "Criar link" }).click();

      await expect(toast(page)).toContainText("Link de cotação criado!");
      const shown = page.getByRole("region", { name: `Link de cotação de ${FORNECEDOR}` });
      await expect(shown).toBeVisible();
      const url = await shown.getByLabel("Endereço do link").inputValue();
      expect(new URL(url).pathname).toMatch(/^\/q\/[A-Za-z0-9_-]{43}$/);
      expect(new URL(url).origin).toBe(new URL(page.url()).origin);
      for (const language of ["English", "中文 (简体)", "Português"]) {
        await expect(shown.getByLabel(`Mensagem em ${language}`, { exact: true })).toHaveValue(
          new RegExp(url.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")),
        );
      }
      await expect(shown.getByLabel("Mensagem em Português", { exact: true })).toHaveValue(
        new RegExp(`até ${deadline.shown} \\(horário de São Paulo\\)`),
      );
      // Each message names what is asked, in the product's unit and the language's own way of counting it.
      await expect(shown.getByLabel("Mensagem em English", { exact: true })).toHaveValue(
        new RegExp(`Products: 1,500 boxes of ${product.nome}\\.`),
      );
      await expect(shown.getByLabel("Mensagem em 中文 (简体)", { exact: true })).toHaveValue(
        new RegExp(`产品：${product.nome} 1,500 箱。`),
      );
      await expect(shown.getByLabel("Mensagem em Português", { exact: true })).toHaveValue(
        new RegExp(`Produtos: 1\\.500 caixas de ${product.nome}\\.`),
      );
      await expect(shown.getByRole("button", { name: "Copiar endereço" })).toHaveCount(javaScriptEnabled ? 1 : 0);
      await atEachWidth(page, `sourcing-rfq-created-${javaScriptEnabled ? "js" : "nojs"}`);
      await expect(entry(page).locator(".rfq-status")).toContainText(`(prazo ${deadline.shown})`);

      // Shown once: after closing, the page no longer has the address.
      await shown.getByRole("link", { name: "Fechar" }).click();
      await expect(shown).toHaveCount(0);
      await expect(page.locator("body")).not.toContainText(url);

      await entry(page)
        .getByRole("link", { name: `Revogar link de cotação de ${FORNECEDOR}` })
        .click();
      const revoke = javaScriptEnabled ? page.getByRole("dialog", { name: "Revogar link de cotação" }) : page.getByTestId("confirm-panel");
      await revoke.getByRole("button", { name: "Revogar" }).click();
      await expect(toast(page)).toContainText("Link de cotação revogado.");
      await expect(entry(page).locator(".rfq-status")).toContainText("Link de cotação revogado em");
      await expect(entry(page).getByRole("link", { name: `Revogar link de cotação de ${FORNECEDOR}` })).toHaveCount(0);
      await expect(page.getByRole("dialog")).toHaveCount(0);
    });
  });
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`Prazo recusado ${javaScriptEnabled ? "com" : "sem"} JavaScript`, () => {
    test.use({ javaScriptEnabled });

    test("a deadline in the past: the dialog (or panel) stays with the deadline typed and the API's message at its field, in focus; no link is made", async ({
      page,
    }) => {
      const id = await newSourcing(`E2E Cotação: prazo passado ${javaScriptEnabled ? "js" : "nojs"}`);
      await signIn(page, USER);
      await page.goto(`/sourcings/${id}`);
      await entry(page)
        .getByRole("link", { name: `Pedir cotação a ${FORNECEDOR}` })
        .click();
      const form = javaScriptEnabled ? page.getByRole("dialog", { name: "Pedir cotação" }) : page.getByTestId("confirm-panel");
      const deadline = form.getByLabel("Prazo (horário de São Paulo)");
      await deadline.fill("2020-01-10T10:00");
      await form.getByRole("button", { name: "Criar link" }).click();

      if (javaScriptEnabled) await expect(toast(page)).toContainText("O prazo deve ser uma data e hora futuras.");
      await expect(form).toContainText("O prazo deve ser uma data e hora futuras.");
      await expect(deadline).toHaveValue("2020-01-10T10:00");
      await expect(deadline).toHaveAttribute("aria-invalid", "true");
      await expect(deadline).toHaveAccessibleDescription("O prazo deve ser uma data e hora futuras.");
      await expect(deadline).toBeFocused();
      await expect(deadline).toBeInViewport();
      await atEachWidth(page, `sourcing-rfq-refused-${javaScriptEnabled ? "js" : "nojs"}`);

      // Corrected in the same form, the link is made.
      await deadline.fill(tenDaysAhead().input);
      await form.getByRole("button", { name: "Criar link" }).click();
      await expect(page.getByRole("region", { name: `Link de cotação de ${FORNECEDOR}` })).toBeVisible();
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await expect(page.getByTestId("confirm-panel")).toHaveCount(0);
    });
  });
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`O link do supplier ${javaScriptEnabled ? "com" : "sem"} JavaScript`, () => {
    test.use({ javaScriptEnabled, viewport: { width: 375, height: 800 } });

    test("opens without an account at 375 px, in English, 中文 and Português; once revoked it is gone (410) in all three", async ({
      page,
      request: browserRequest,
    }) => {
      const id = await newSourcing(`E2E Cotação: página do supplier ${javaScriptEnabled ? "js" : "nojs"}`);
      const product = await askCharger(id);
      const deadline = tenDaysAhead();
      const created = rfqCreatedReplySchema.parse(
        await api.send("POST", "/api/sourcings/rfq/post/", { id_sourcing: id, id_supplier: supplierId, prazo: deadline.input }),
      );
      const path = new URL(created.url).pathname;

      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Request for quotation");
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      await expect(page.getByText(`From Importadora, for ${FORNECEDOR}`)).toBeVisible();
      await expect(page.getByTestId("rfq-deadline")).toContainText("(São Paulo time)");
      const item = page.getByTestId("rfq-item").filter({ hasText: product.nome });
      await expect(item).toContainText("Target quantity:1,500 boxes");
      await expect(item).toContainText("Incoterm:CIF");
      // No app shell, no staff data.
      await expect(page.getByRole("navigation", { name: "Language" })).toBeVisible();
      await expect(page.getByText("Fornecedores")).toHaveCount(0);
      await atEachWidth(page, `rfq-page-en-${javaScriptEnabled ? "js" : "nojs"}`);

      await page.getByRole("link", { name: "中文" }).click();
      await expect(page).toHaveURL(/\?lang=zh$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("报价请求");
      await expect(page.locator("html")).toHaveAttribute("lang", "zh-Hans");
      await expect(item).toContainText("目标数量:1,500 箱");
      await atEachWidth(page, `rfq-page-zh-${javaScriptEnabled ? "js" : "nojs"}`);

      await page.getByRole("link", { name: "Português" }).click();
      await expect(page).toHaveURL(/\?lang=pt$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pedido de cotação");
      await expect(item).toContainText("Quantidade-alvo:1.500 caixas");
      await expect(page.getByTestId("rfq-deadline")).toContainText(`Responda até: ${deadline.shown} (horário de São Paulo)`);

      await api.send("DELETE", "/api/sourcings/rfq/delete/", { id_sourcing: id, id_supplier: supplierId });
      const gone = await browserRequest.get(path);
      expect(gone.status()).toBe(410);
      await page.goto(path);
      await expect(page.getByText("This quotation link has expired or was withdrawn.", { exact: false })).toBeVisible();
      await expect(page.getByText("此报价链接已过期或已被撤回。", { exact: false })).toBeVisible();
      await expect(page.getByText("Este link de cotação expirou ou foi revogado.", { exact: false })).toBeVisible();
      await expect((await browserRequest.get("/q/nao-existe-este-token")).status()).toBe(404);
    });
  });
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`O link termina com o supplier ${javaScriptEnabled ? "com" : "sem"} JavaScript`, () => {
    test.use({ javaScriptEnabled });

    test("a final status set on the page ends the supplier's link at once: revoked in the panel, nothing more to ask, its page gone (410)", async ({
      page,
      request: browserRequest,
    }) => {
      const id = await newSourcing(`E2E Cotação: status final ${javaScriptEnabled ? "js" : "nojs"}`);
      await askCharger(id);
      const created = rfqCreatedReplySchema.parse(
        await api.send("POST", "/api/sourcings/rfq/post/", { id_sourcing: id, id_supplier: supplierId, prazo: tenDaysAhead().input }),
      );
      const path = new URL(created.url).pathname;
      expect((await browserRequest.get(path)).status()).toBe(200);

      await signIn(page, USER);
      await page.goto(`/sourcings/${id}`);
      await expect(entry(page).locator(".rfq-status")).toContainText("Cotação pedida em");
      await expect(entry(page).getByRole("link", { name: `Revogar link de cotação de ${FORNECEDOR}` })).toHaveCount(1);
      await entry(page)
        .getByRole("combobox", { name: `Status de ${FORNECEDOR}` })
        .selectOption("Cancelado");
      if (!javaScriptEnabled) await entry(page).getByRole("button", { name: "Atualizar" }).click();
      const form = javaScriptEnabled ? page.getByRole("dialog", { name: "Atualizar Status" }) : page.getByTestId("confirm-panel");
      await form.getByPlaceholder("Nota").fill("3");
      await form.getByPlaceholder("Justificativa").fill("Não respondeu a tempo");
      await form.getByRole("button", { name: "Salvar" }).click();
      await expect(toast(page)).toContainText("Supplier adicionado/atualizado!");

      await expect(entry(page).locator(".rfq-status")).toContainText("Link de cotação revogado em");
      await expect(entry(page).getByRole("link", { name: `Revogar link de cotação de ${FORNECEDOR}` })).toHaveCount(0);
      await expect(entry(page).getByRole("link", { name: `Pedir cotação a ${FORNECEDOR}` })).toHaveCount(0);
      expect((await browserRequest.get(path)).status()).toBe(410);
      await page.goto(path);
      await expect(page.getByText("This quotation link has expired or was withdrawn.", { exact: false })).toBeVisible();
    });
  });
}
