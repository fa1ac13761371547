import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Locator, Page } from "@playwright/test";
import { expect, login, test } from "./support/fixtures";
import { ProductApi } from "./support/products";
import { SourcingApi } from "./support/sourcings";
import { apiToken } from "./support/suppliers";

// ADR 0063: the detail's back arrow returns to the list as the user left it (its filters, sort and
// page), however many edits, saves, status changes, uploads and refused saves happened on the detail.
// Each test makes its own record and opens it from a filtered, sorted list.

const USER = "fornecedores@e2e.local";
const toast = (page: Page) => page.getByTestId("toast").last();
const pdf = (name: string) => ({ name, mimeType: "application/pdf", buffer: Buffer.from(`%PDF-1.4 ${name}`) });
const png = () => ({
  name: "foto.png",
  mimeType: "image/png",
  buffer: readFileSync(join(import.meta.dirname, "../support/fixtures/avatar.png")),
});

/** The list's address as the browser shows it (path and query), once its loader has settled it. */
async function openList(page: Page, url: string): Promise<string> {
  await page.goto(url);
  const { pathname, search } = new URL(page.url());
  expect(search, "a list with a query").not.toBe("");
  return `${pathname}${search}`;
}

/** The back arrow leads to the list the user came from. */
async function expectBackTo(back: Locator, list: string) {
  await expect(back).toHaveAttribute("href", list);
}

async function returnsToList(page: Page, back: Locator, list: string) {
  await back.click();
  await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).search).toBe(list);
}

for (const javaScriptEnabled of [true, false]) {
  const mode = javaScriptEnabled ? "JS" : "sem JS";

  test.describe(`Voltar para a lista (${mode})`, () => {
    test.use({ javaScriptEnabled });

    test("supplier: the back link keeps the list's filters through edit, refused save, save and upload", async ({ page, request }) => {
      const name = `E2E Voltar Fornecedor ${mode}`;
      const api = new SourcingApi(request, await apiToken(request, USER));
      await api.supplier(name);
      await login(page, USER);
      const list = await openList(page, `/suppliers?${new URLSearchParams({ search: name, order_by: "nome", order_direction: "desc" })}`);
      await page.getByRole("link", { name, exact: true }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
      const back = page.getByRole("link", { name: "Voltar para Fornecedores" });
      await expectBackTo(back, list);

      await page.getByRole("link", { name: "Editar" }).click();
      await expectBackTo(back, list);
      await page.getByLabel("Nome do supplier").fill("");
      await page.getByRole("button", { name: "Salvar" }).click();
      await expect(page.getByText("Nome do supplier é obrigatório")).toBeVisible();
      await expectBackTo(back, list);

      await page.getByLabel("Nome do supplier").fill(name);
      await page.getByRole("button", { name: "Salvar" }).click();
      await expect(toast(page)).toContainText("Supplier atualizado com sucesso!");
      await expect(page.getByRole("link", { name: "Editar" })).toBeVisible();
      await expectBackTo(back, list);

      const qc = page.getByTestId("document-qc");
      await qc.getByLabel("Escolher arquivo para QC").setInputFiles(pdf("qc-voltar.pdf"));
      await qc.getByRole("button", { name: "Enviar" }).click();
      await expect(toast(page)).toContainText("Arquivo enviado com sucesso!");
      await expect(qc.getByRole("link", { name: "qc-voltar.pdf" })).toBeVisible();
      await expectBackTo(back, list);

      await returnsToList(page, back, list);
    });

    test("sourcing: the back link keeps the list's filters through edit, status change, save and file upload", async ({
      page,
      request,
    }) => {
      const descricao = `E2E Voltar Sourcing ${mode}`;
      const api = new SourcingApi(request, await apiToken(request, USER));
      await api.createSourcing({ descricao, id_responsavel: (await api.me()).id });
      await login(page, USER);
      const list = await openList(
        page,
        `/sourcings?${new URLSearchParams({ search: descricao, sort_field: "descricao", sort_direction: "desc" })}`,
      );
      await page.getByRole("link", { name: descricao, exact: true }).first().click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(descricao);
      const back = page.getByRole("link", { name: "Voltar para Sourcings" });
      await expectBackTo(back, list);

      await page.getByRole("link", { name: "Editar" }).click();
      await page.getByLabel("Descrição").fill("");
      await page.getByRole("button", { name: "Salvar" }).click();
      await expect(page.getByText("Preencha todos os campos obrigatórios.")).toBeVisible();
      await expectBackTo(back, list);
      await page.getByLabel("Descrição").fill(descricao);
      await page.getByRole("button", { name: "Salvar" }).click();
      await expect(toast(page)).toContainText("Sourcing atualizado!");
      await expectBackTo(back, list);

      await page.getByRole("link", { name: "Alterar status: Não iniciado" }).click();
      const status = javaScriptEnabled
        ? page.getByRole("dialog", { name: "Alterar status do sourcing" })
        : page.getByTestId("confirm-panel");
      await expectBackTo(back, list);
      await status.getByRole("radio", { name: "Em andamento" }).check();
      await status.getByRole("button", { name: "Salvar" }).click();
      await expect(page.getByRole("link", { name: "Alterar status: Em andamento" })).toBeVisible();
      await expectBackTo(back, list);

      const files = page.getByRole("region", { name: "Arquivos" });
      await files.getByLabel("Adicionar arquivo").setInputFiles(pdf("proposta-voltar.pdf"));
      if (!javaScriptEnabled) await files.getByRole("button", { name: "Enviar" }).click();
      await expect(toast(page)).toContainText("Arquivo enviado com sucesso!");
      await expect(files.getByRole("link", { name: "proposta-voltar.pdf", exact: true })).toBeVisible();
      await expectBackTo(back, list);

      await returnsToList(page, back, list);
    });

    test("product: the back link keeps the list's filters through edit, refused save, save and image upload", async ({ page, request }) => {
      const name = `E2E Voltar Produto ${mode}`;
      const api = await ProductApi.as(request, USER);
      await api.ensure({ nome: name, categoria: "Utilidades Domésticas" });
      await login(page, USER);
      const list = await openList(page, `/products?${new URLSearchParams({ search: name, order_by: "nome", order_direction: "desc" })}`);
      await page.getByRole("link", { name, exact: true }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
      const back = page.getByRole("link", { name: "Voltar", exact: true });
      await expectBackTo(back, list);

      await page.getByRole("link", { name: "Editar", exact: true }).click();
      await page.getByLabel("Nome", { exact: true }).fill("   ");
      await page.getByRole("button", { name: "Salvar" }).click();
      await expect(page.getByText("Nome do produto é obrigatório")).toBeVisible();
      await expectBackTo(back, list);
      await page.getByLabel("Nome", { exact: true }).fill(name);
      await page.getByRole("button", { name: "Salvar" }).click();
      await expect(toast(page)).toContainText("Produto atualizado!");
      await expectBackTo(back, list);

      if (javaScriptEnabled) {
        await page.getByLabel("Alterar imagem").setInputFiles(png());
      } else {
        await page.getByRole("link", { name: "Alterar imagem" }).click();
        const form = page.getByTestId("image-upload-form");
        await form.getByLabel(/Nova imagem/).setInputFiles(png());
        await form.getByRole("button", { name: "Enviar imagem" }).click();
      }
      await expect(toast(page)).toContainText("Imagem enviada!");
      await expect(page.getByText("Sem imagem")).toHaveCount(0);
      await expectBackTo(back, list);

      await returnsToList(page, back, list);
    });
  });
}
