import { atEachWidth } from "./support/screenshots";
import type { Page } from "@playwright/test";
import { expect, login, signIn, test } from "./support/fixtures";

// Each test changes its own supplier of the demo seed, so tests do not disturb each other.
const USER = "fornecedores@e2e.local";

const header = (page: Page) => page.locator("main");
const card = (page: Page, title: string) => page.getByRole("region", { name: title });
const toast = (page: Page) => page.getByTestId("toast").last();

test.describe("Fornecedor: detalhe", () => {
  test("an unknown id shows 'Fornecedor não encontrado.' with status 404", async ({ page }) => {
    await login(page, USER);
    const response = await page.goto("/suppliers/999999");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("Fornecedor não encontrado.")).toBeVisible();
    const bad = await page.goto("/suppliers/abc");
    expect(bad?.status()).toBe(404);
    await expect(page.getByText("Fornecedor não encontrado.")).toBeVisible();
  });

  test("cards: general information with flag, contacts; Back keeps the list's query", async ({ page }) => {
    await signIn(page, USER);
    await page.goto("/suppliers?search=Yiwu%20Huaxin%20Housewares");
    await page.getByRole("link", { name: "Yiwu Huaxin Housewares Co., Ltd." }).click();
    await expect(page).toHaveURL(/\/suppliers\/1\?voltar=%2Fsuppliers%3Fsearch%3DYiwu/);
    const general = card(page, "Informações gerais");
    await expect(general).toContainText("TipoFabricante");
    await expect(general).toContainText("SegmentoUtilidades Domésticas");
    await expect(general.getByRole("img", { name: "Bandeira: China" })).toHaveAttribute("src", "/flags/cn.svg");
    await expect(general).toContainText("SourceCanton Fair");
    await expect(general.getByRole("checkbox", { name: "Blacklisted" })).toBeDisabled();
    const contacts = card(page, "Contatos");
    for (const label of ["Nome", "Telefone", "E-mail", "WeChat", "Website", "Endereço"]) await expect(contacts).toContainText(label);
    await atEachWidth(page, "supplier-detail");
    await page.getByRole("link", { name: "Voltar para Fornecedores" }).click();
    await expect(page).toHaveURL(/\/suppliers\?search=Yiwu(%20|\+)Huaxin(%20|\+)Housewares$/);
  });

  test("edit, cancel restores; validation messages; phone keeps digits; save with toast", async ({ page }) => {
    await signIn(page, USER);
    await page.goto("/suppliers/21");
    const original = "Yiwu Xinghui Kitchenware Industrial Co., Ltd.";
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(original);

    await page.getByRole("link", { name: "Editar" }).click();
    await expect(page).toHaveURL(/\?editar=1$/);
    await atEachWidth(page, "supplier-edit");
    await page.getByLabel("Nome do supplier").fill("Nome descartado");
    await page.getByLabel("Tipo").selectOption({ label: "Trading" });
    await page.getByRole("link", { name: "Cancelar" }).click();
    await expect(page).toHaveURL(/\/suppliers\/21$/);
    await expect(card(page, "Informações gerais")).toContainText("TipoFabricante");
    await page.getByRole("link", { name: "Editar" }).click();
    await expect(page.getByLabel("Nome do supplier")).toHaveValue(original);

    await page.getByLabel("Nome do supplier").fill("");
    await page.getByRole("button", { name: "Salvar" }).click();
    await expect(page.getByText("Nome do supplier é obrigatório")).toBeVisible();

    await page.getByLabel("Nome do supplier").fill("Yiwu Xinghui Kitchenware (editado)");
    await page.getByLabel("E-mail").fill("vendas@xinghui");
    await page.getByRole("button", { name: "Salvar" }).click();
    await expect(page.getByText("Email inválido")).toBeVisible();
    await page.getByLabel("E-mail").fill("vendas@xinghui.cn");

    await page.getByLabel("Telefone").fill("");
    await page.getByLabel("Telefone").pressSequentially("+86 (579) 555-0101");
    await expect(page.getByLabel("Telefone")).toHaveValue("865795550101");
    await page.getByLabel("Tipo").selectOption({ label: "Trading" });
    await page.getByLabel("País").selectOption({ label: "Vietnã" });

    await page.getByRole("button", { name: "Salvar" }).click();
    await expect(toast(page)).toContainText("Supplier atualizado com sucesso!");
    await expect(toast(page)).toContainText("Sucesso");
    await expect(page).toHaveURL(/\/suppliers\/21$/);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Yiwu Xinghui Kitchenware (editado)");
    await expect(card(page, "Informações gerais")).toContainText("TipoTrading");
    await expect(card(page, "Informações gerais").getByRole("img", { name: "Bandeira: Vietnã" })).toBeVisible();
    await expect(card(page, "Contatos")).toContainText("Telefone865795550101");
    await expect(card(page, "Contatos")).toContainText("E-mailvendas@xinghui.cn");
  });

  test("the blacklisted checkbox is editable only in edit mode and is saved", async ({ page }) => {
    await signIn(page, USER);
    await page.goto("/suppliers/31");
    const box = card(page, "Informações gerais").getByRole("checkbox", { name: "Blacklisted" });
    await expect(box).toBeDisabled();
    await expect(box).not.toBeChecked();
    await page.getByRole("link", { name: "Editar" }).click();
    await box.check();
    await page.getByRole("button", { name: "Salvar" }).click();
    await expect(toast(page)).toContainText("Supplier atualizado com sucesso!");
    await page.reload();
    await expect(box).toBeChecked();
    await expect(box).toBeDisabled();
    await page.goto("/suppliers?search=Yiwu%20Huaxin%20Household");
    await expect(page.getByRole("table", { name: "Fornecedores" }).getByRole("row").nth(1)).toContainText("Sim");
  });

  test("link statuses: immediate change, final status through the dialog (cancel, confirm), final ones disabled", async ({ page }) => {
    await signIn(page, USER);
    await page.goto("/suppliers/1");
    const links = card(page, "Sourcings ativos");
    const list = links.getByTestId("link-list");
    await expect(list).toHaveCSS("height", "400px");
    await expect(list).toHaveCSS("overflow-y", "auto");
    // Sorted by sourcing name; the final one (Cancelado) cannot change.
    await expect(links.getByTestId("link-row").first()).toContainText("Fones de ouvido Bluetooth com estojo de carga");
    await expect(links.getByLabel("Status em Fones de ouvido Bluetooth com estojo de carga")).toBeDisabled();
    await expect(links.getByRole("link", { name: "Fones de ouvido Bluetooth com estojo de carga" })).toHaveAttribute(
      "href",
      "/sourcings/11",
    );

    const status = links.getByLabel(/^Status em Garrafas térmicas/);
    await expect(status).toHaveValue("Não iniciado");
    await expect(status.locator("option")).toHaveText(["Não iniciado", "Doing", "Arquivo", "Cancelado", "Finalizado"]);
    await status.selectOption("Doing");
    await expect(status).toBeEnabled();
    await page.reload();
    await expect(status).toHaveValue("Doing");

    await status.selectOption("Arquivo");
    const dialog = page.getByRole("dialog", { name: "Atualizar Status para Arquivo" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Cancelar" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(status).toHaveValue("Doing");
    await page.reload();
    await expect(status).toHaveValue("Doing");

    await status.selectOption("Finalizado");
    const finish = page.getByRole("dialog", { name: "Atualizar Status para Finalizado" });
    await finish.getByLabel("Justificativa").fill("Pedido entregue ao cliente.");
    await finish.getByRole("button", { name: "Confirmar" }).click();
    await expect(status).toHaveValue("Finalizado");
    await expect(status).toBeDisabled();
    await expect(links).toContainText("Pedido entregue ao cliente.");
    await page.reload();
    await expect(status).toHaveValue("Finalizado");
    await expect(status).toBeDisabled();
  });

  test("documents: upload with progress, open, overwrite after confirmation, delete after confirmation", async ({ page }) => {
    await signIn(page, USER);
    await page.goto("/suppliers/11");
    const qc = page.getByTestId("document-qc");
    await expect(qc).toContainText("Nenhum arquivo enviado.");

    // Hold the reply a moment so the progress bar can be seen.
    await page.route("**/suppliers/11/documents", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await qc.getByLabel("Escolher arquivo para QC").setInputFiles({
      name: "relatorio-qc.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.alloc(3 * 1024, "a"),
    });
    await expect(qc.getByTestId("document-qc-chosen")).toHaveText("relatorio-qc.pdf");
    await qc.getByRole("button", { name: "Enviar" }).click();
    await expect(qc.getByRole("progressbar", { name: "Enviando arquivo de QC" })).toBeVisible();
    await expect(toast(page)).toContainText("Arquivo enviado com sucesso!");
    const link = qc.getByRole("link", { name: "relatorio-qc.pdf" });
    await expect(link).toBeVisible();
    await expect(qc).toContainText("(3,0 KB)");
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener");
    const file = await page.request.get((await link.getAttribute("href")) ?? "");
    expect(file.status()).toBe(200);
    expect(file.headers()["content-disposition"]).toContain("relatorio-qc.pdf");
    expect((await file.body()).length).toBe(3 * 1024);
    const [popup] = await Promise.all([page.waitForEvent("popup"), link.click()]);
    await popup.close();

    await qc
      .getByLabel("Escolher arquivo para QC")
      .setInputFiles({ name: "qc-v2.pdf", mimeType: "application/pdf", buffer: Buffer.from("v2") });
    await qc.getByRole("button", { name: "Enviar" }).click();
    const overwrite = page.getByRole("dialog", { name: "Sobrescrever arquivo" });
    await expect(overwrite).toContainText("Já existe um arquivo para QC. Deseja sobrescrever?");
    await overwrite.getByRole("button", { name: "Cancelar" }).click();
    await expect(qc.getByRole("link", { name: "relatorio-qc.pdf" })).toBeVisible();
    await qc
      .getByLabel("Escolher arquivo para QC")
      .setInputFiles({ name: "qc-v2.pdf", mimeType: "application/pdf", buffer: Buffer.from("v2") });
    await qc.getByRole("button", { name: "Enviar" }).click();
    await overwrite.getByRole("button", { name: "Sobrescrever" }).click();
    await expect(qc.getByRole("link", { name: "qc-v2.pdf" })).toBeVisible();
    await expect(qc).toContainText("(2 B)");

    await qc.getByRole("link", { name: "Deletar arquivo de QC" }).click();
    const confirm = page.getByRole("dialog", { name: "Deletar arquivo" });
    await expect(confirm).toContainText("Deseja realmente deletar o arquivo qc-v2.pdf?");
    await confirm.getByRole("button", { name: "Deletar" }).click();
    await expect(toast(page)).toContainText("Arquivo deletado.");
    await expect(qc).toContainText("Nenhum arquivo enviado.");
    await expect(page.getByTestId("document-audit")).toContainText("Auditoria de fábrica");
    await expect(page.getByTestId("document-catalogo")).toContainText("Catálogo");
  });

  test("a document over 300 MB is refused before sending", async ({ page }) => {
    test.setTimeout(60_000);
    await signIn(page, USER);
    await page.goto("/suppliers/11");
    const audit = page.getByTestId("document-audit");
    // A File in the page whose size is 300 MB + 1 byte, built from a Blob without copying 300 MB over the wire.
    await audit.getByLabel("Escolher arquivo para Auditoria de fábrica").evaluate((input: HTMLInputElement) => {
      const big = new File([new Blob([new Uint8Array(300 * 1024 * 1024 + 1)])], "grande.pdf", { type: "application/pdf" });
      const transfer = new DataTransfer();
      transfer.items.add(big);
      input.files = transfer.files;
    });
    let sent = false;
    page.on("request", (request) => {
      if (request.url().includes("/documents")) sent = true;
    });
    await audit.getByRole("button", { name: "Enviar" }).click();
    await expect(toast(page)).toContainText("Arquivo muito grande");
    await expect(toast(page)).toContainText("O arquivo não pode exceder 300MB.");
    expect(sent).toBe(false);
  });

  test("delete the supplier after the confirmation dialog", async ({ page }) => {
    await signIn(page, USER);
    await page.goto("/suppliers/47");
    await page.getByRole("link", { name: "Deletar" }).click();
    const dialog = page.getByRole("dialog", { name: "Deletar supplier" });
    await expect(dialog).toContainText("Tem certeza que deseja deletar este supplier?");
    await dialog.getByRole("button", { name: "Cancelar" }).click();
    await expect(page).toHaveURL(/\/suppliers\/47$/);
    await page.getByRole("link", { name: "Deletar" }).click();
    await dialog.getByRole("button", { name: "Deletar" }).click();
    await expect(page).toHaveURL(/\/suppliers$/);
    await expect(toast(page)).toContainText("Supplier deletado!");
    await page.goto("/suppliers/47");
    await expect(page.getByText("Fornecedor não encontrado.")).toBeVisible();
  });
});

test.describe("Fornecedor: detalhe sem JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("edit and save; validation comes back from the server", async ({ page }) => {
    await signIn(page, USER);
    await page.goto("/suppliers/33");
    await page.getByRole("link", { name: "Editar" }).click();
    await page.getByLabel("Nome do supplier").fill("");
    await page.getByRole("button", { name: "Salvar" }).click();
    await expect(page.getByText("Nome do supplier é obrigatório")).toBeVisible();
    await page.getByLabel("Nome do supplier").fill("Shenzhen Hengda Garments (sem JS)");
    await page.getByLabel("Telefone").fill("75588887777");
    await page.getByRole("button", { name: "Salvar" }).click();
    await expect(page).toHaveURL(/\/suppliers\/33$/);
    await expect(toast(page)).toContainText("Supplier atualizado com sucesso!");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Shenzhen Hengda Garments (sem JS)");
    await expect(header(page)).toContainText("75588887777");
  });

  test("status change with the 'Atualizar' button and a confirmation page for a final status", async ({ page }) => {
    await signIn(page, USER);
    await page.goto("/suppliers/7");
    const links = card(page, "Sourcings ativos");
    const status = links.getByLabel(/^Status em Tapetes de borracha/);
    await status.selectOption("Doing");
    await links.getByRole("button", { name: "Atualizar" }).click();
    await expect(status).toHaveValue("Doing");
    await status.selectOption("Cancelado");
    await links.getByRole("button", { name: "Atualizar" }).click();
    const panel = page.getByTestId("confirm-panel");
    await expect(panel).toContainText("Atualizar Status para Cancelado");
    await panel.getByLabel("Justificativa").fill("Fornecedor sem capacidade.");
    await panel.getByRole("button", { name: "Confirmar" }).click();
    await expect(status).toHaveValue("Cancelado");
    await expect(status).toBeDisabled();
    await expect(links).toContainText("Fornecedor sem capacidade.");
  });

  test("upload as a plain form, delete a document and the supplier through confirmation pages", async ({ page }) => {
    await signIn(page, USER);
    await page.goto("/suppliers/17");
    const catalog = page.getByTestId("document-catalogo");
    await catalog
      .getByLabel("Escolher arquivo para Catálogo")
      .setInputFiles({ name: "catalogo-2026.pdf", mimeType: "application/pdf", buffer: Buffer.from("catalogo") });
    await catalog.getByRole("button", { name: "Enviar" }).click();
    await expect(toast(page)).toContainText("Arquivo enviado com sucesso!");
    await expect(catalog.getByRole("link", { name: "catalogo-2026.pdf" })).toBeVisible();

    await catalog.getByRole("link", { name: "Deletar arquivo de Catálogo" }).click();
    const panel = page.getByTestId("confirm-panel");
    await expect(panel).toContainText("Deseja realmente deletar o arquivo catalogo-2026.pdf?");
    await panel.getByRole("button", { name: "Deletar" }).click();
    await expect(toast(page)).toContainText("Arquivo deletado.");
    await expect(catalog).toContainText("Nenhum arquivo enviado.");

    await page.getByRole("link", { name: "Deletar", exact: true }).click();
    await expect(page.getByTestId("confirm-panel")).toContainText("Tem certeza que deseja deletar este supplier?");
    await page.getByTestId("confirm-panel").getByRole("button", { name: "Deletar" }).click();
    await expect(page).toHaveURL(/\/suppliers$/);
    await expect(toast(page)).toContainText("Supplier deletado!");
  });
});
