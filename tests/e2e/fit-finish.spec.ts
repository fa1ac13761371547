import type { Locator, Page } from "@playwright/test";
import { searchUsers } from "./support/admin-users";
import { dismissToasts, expect, login, signIn, test } from "./support/fixtures";
import { picture, SCREENSHOT_SIZES } from "./support/screenshots";
import { SourcingApi } from "./support/sourcings";
import { apiToken } from "./support/suppliers";

// Fit and finish (the way back to the list, ADR 0063, is fit-finish-back.spec.ts): what a user sees, with
// and without JavaScript.

const REQUIRED = "Preencha todos os campos obrigatórios.";
const PRODUCT_REQUIRED = "Preencha o nome (até 255 caracteres), selecione categoria e unidade de medida.";

/** A creation form, as the sidebar opens it: a dialog with JavaScript, the `/x/new` page without. */
async function openCreation(
  page: Page,
  label: string,
  javaScriptEnabled: boolean,
  loaded: (form: Locator) => Promise<void>,
): Promise<Locator> {
  await page.getByTestId("sidebar").getByRole("link", { name: label }).click();
  const form = javaScriptEnabled ? page.getByRole("dialog", { name: label }) : page.locator("main");
  if (!javaScriptEnabled) await expect(page.getByRole("heading", { level: 1, name: label })).toBeVisible();
  await loaded(form);
  return form;
}

/** The form's one message shows once; under each field, that field's own. */
async function expectOwnMessages(form: Locator, formMessage: string, own: string[]) {
  await expect(form.getByTestId("create-form-error")).toHaveText(formMessage);
  await expect(form.getByText(formMessage, { exact: true })).toHaveCount(1);
  for (const message of own) await expect(form.getByText(message, { exact: true })).toBeVisible();
}

/** A click in the bottom-right corner of a header cell, away from its text. */
async function clickCellCorner(cell: Locator) {
  const box = await cell.boundingBox();
  if (!box) throw new Error("célula sem tamanho");
  await cell.click({ position: { x: box.width - 2, y: box.height - 2 } });
}

for (const javaScriptEnabled of [true, false]) {
  const mode = javaScriptEnabled ? "JS" : "sem JS";

  test.describe(`Fit and finish (${mode})`, () => {
    test.use({ javaScriptEnabled });

    test("creation forms say the required-fields message once, and each empty field its own", async ({ page }) => {
      await login(page, "cadastro@e2e.local");

      const supplier = await openCreation(page, "Novo Fornecedor", javaScriptEnabled, (form) =>
        expect(form.getByLabel("País")).toHaveValue("cn"),
      );
      await supplier.getByRole("button", { name: "Salvar" }).click();
      await expectOwnMessages(supplier, REQUIRED, [
        "Nome do supplier é obrigatório",
        "Selecione o tipo.",
        "Selecione o segmento.",
        "Selecione o source.",
      ]);

      await page.goto("/suppliers");
      const sourcing = await openCreation(page, "Novo Sourcing", javaScriptEnabled, (form) =>
        expect(form.getByLabel("Categoria").getByRole("option", { name: "Novo produto" })).toBeAttached(),
      );
      await sourcing.getByRole("button", { name: "Salvar" }).click();
      await expectOwnMessages(sourcing, REQUIRED, ["Informe a descrição.", "Selecione a categoria.", "Selecione o responsável."]);

      await page.goto("/suppliers");
      const product = await openCreation(page, "Novo Produto", javaScriptEnabled, (form) =>
        expect(form.getByLabel("Categoria").getByRole("option", { name: "Brinquedos" })).toBeAttached(),
      );
      await product.getByRole("button", { name: "Salvar" }).click();
      await expectOwnMessages(product, PRODUCT_REQUIRED, [
        "Nome do produto é obrigatório",
        "Selecione a categoria do produto.",
        "Selecione a unidade de medida: peça ou caixa.",
      ]);
    });

    test("Listas de apoio: a value in use says so and cannot be asked to be deleted", async ({ page }) => {
      await signIn(page, "admin@demo.local");
      await page.goto("/admin/lookups");
      const used = page
        .getByRole("region", { name: "Segmentos" })
        .getByRole("listitem")
        .filter({ has: page.getByTestId("lookup-uses").getByText(/^Em uso por \d+ registros?\.$/) })
        .first();
      await expect(used).toBeVisible();
      const remove = used.getByRole("button", { name: /^Excluir / });
      await expect(remove).toBeDisabled();
      await expect(remove).toHaveAccessibleDescription(/^Em uso por \d+ registros?\.$/);
      await expect(used.getByRole("link", { name: /^Excluir / })).toHaveCount(0);
    });

    test("deactivating a user is worded without assuming a man", async ({ page }) => {
      await signIn(page, "admin@demo.local");
      await page.goto("/admin/users");
      await searchUsers(page, "perfil@e2e.local", javaScriptEnabled);
      await page
        .getByRole("row")
        .filter({ hasText: "perfil@e2e.local" })
        .getByRole("link", { name: /^Desativar / })
        .click();
      const confirm = javaScriptEnabled ? page.getByRole("dialog", { name: "Desativar usuário" }) : page.getByTestId("confirm-panel");
      await expect(confirm).toContainText("Os registros criados por esta conta permanecem.");
      await expect(confirm).not.toContainText("ele criou");
    });

    test("a file sent again under its name reads 'substituiu Arquivo' in the sourcing's history", async ({ page, request }) => {
      const user = "sourcing-detalhe@e2e.local";
      const token = await apiToken(request, user);
      const api = new SourcingApi(request, token);
      const id = await api.createSourcing({ descricao: `E2E Arquivo substituído ${mode}`, id_responsavel: (await api.me()).id });
      for (const [action, content] of [
        ["create", "v1"],
        ["overwrite", "v2"],
      ] as const) {
        const sent = await request.post("/files/sourcings/upload/", {
          headers: { Authorization: `Bearer ${token}` },
          multipart: {
            sourcing_id: String(id),
            file_action: action,
            file: { name: "proposta-dupla.pdf", mimeType: "application/pdf", buffer: Buffer.from(`%PDF-1.4 ${content}`) },
          },
        });
        expect(sent.ok(), await sent.text()).toBe(true);
      }
      await signIn(page, user);
      await page.goto(`/sourcings/${id}?alteracoes=1`);
      const thread = page.getByRole("list", { name: "Comentários e alterações" });
      await expect(thread.getByText(/ substituiu Arquivo: “proposta-dupla\.pdf” — /)).toBeVisible();
      await expect(thread.getByText(/ adicionou Arquivo: “proposta-dupla\.pdf” — /)).toHaveCount(1);
    });

    test("a click anywhere in a sortable header cell sorts, on every list", async ({ page }) => {
      await login(page, "sourcings-lista@e2e.local");
      for (const { list, table, column, sorted } of [
        { list: "/sourcings", table: "Sourcings", column: "Categoria", sorted: "sort_field=categoria" },
        { list: "/suppliers", table: "Fornecedores", column: "Segmento", sorted: "order_by=segmento" },
        { list: "/products", table: "Produtos", column: "Categoria", sorted: "order_by=categoria" },
      ]) {
        await page.goto(list);
        await clickCellCorner(page.getByRole("table", { name: table }).getByRole("columnheader", { name: column }));
        await expect(page).toHaveURL(new RegExp(`\\?${sorted}$`));
        await expect(page.getByRole("table", { name: table }).getByRole("columnheader", { name: column })).toHaveAttribute(
          "aria-sort",
          "ascending",
        );
      }
    });
  });
}

test("pictures of the fit and finish, wide and on a phone", async ({ page, request }) => {
  const token = await apiToken(request, "sourcing-detalhe@e2e.local");
  const api = new SourcingApi(request, token);
  const id = await api.createSourcing({ descricao: "E2E Arquivo substituído (fotos)", id_responsavel: (await api.me()).id });
  for (const action of ["create", "overwrite"]) {
    const sent = await request.post("/files/sourcings/upload/", {
      headers: { Authorization: `Bearer ${token}` },
      multipart: {
        sourcing_id: String(id),
        file_action: action,
        file: { name: "proposta.pdf", mimeType: "application/pdf", buffer: Buffer.from(`%PDF ${action}`) },
      },
    });
    expect(sent.ok(), await sent.text()).toBe(true);
  }
  await login(page, "admin@demo.local");
  for (const size of SCREENSHOT_SIZES.filter(({ suffix }) => suffix !== "-1280")) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.goto("/suppliers/new");
    await page.getByRole("button", { name: "Salvar" }).click();
    await expect(page.getByTestId("create-form-error")).toHaveText(REQUIRED);
    await picture(page, `fit-finish-novo-fornecedor${size.suffix}`);

    await page.goto("/admin/lookups");
    await picture(page.getByRole("region", { name: "Segmentos" }), `fit-finish-lookups${size.suffix}`);

    await page.goto("/sourcings?sort_field=categoria");
    await dismissToasts(page);
    await picture(page, `fit-finish-sourcings-sorted${size.suffix}`, { fullPage: false });

    await page.goto(`/sourcings/${id}?alteracoes=1#comentarios`);
    await expect(page.getByText(/substituiu Arquivo/)).toBeVisible();
    await picture(page.getByRole("region", { name: "Comentários" }), `fit-finish-file-replaced${size.suffix}`);
  }
});
