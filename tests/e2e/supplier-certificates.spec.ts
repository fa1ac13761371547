import type { Locator, Page } from "@playwright/test";
import { atEachWidth } from "./support/screenshots";
import { expect, signIn, test } from "./support/fixtures";

// A supplier's certificates (docs/decisions/0070-supplier-certificates.md): the panel's badges on the demo's
// certificates (dated from the seed's today), and a certificate's whole life on a supplier of its own, with and without
// JavaScript.
const USER = "fornecedores@e2e.local";

const panel = (page: Page) => page.getByRole("region", { name: "Certificados" });
const toast = (page: Page) => page.getByTestId("toast").last();
const entry = (page: Page, text: string) => panel(page).getByTestId("certificate").filter({ hasText: text });

/** São Paulo's calendar day `days` from today, as a date input takes it (YYYY-MM-DD). */
function dayFromToday(days: number): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(new Date(Date.now() + days * 86_400_000));
}
const br = (day: string) => day.split("-").reverse().join("/");

const pdf = (name: string, text: string) => ({ name, mimeType: "application/pdf", buffer: Buffer.from(text) });

async function fillCertificate(
  form: Locator,
  fields: { tipo?: string; numero?: string; emissor?: string; emitido?: string; validade?: string },
) {
  if (fields.tipo !== undefined) await form.getByLabel("Tipo").selectOption({ label: fields.tipo });
  if (fields.numero !== undefined) await form.getByLabel("Número").fill(fields.numero);
  if (fields.emissor !== undefined) await form.getByLabel("Emissor").fill(fields.emissor);
  if (fields.emitido !== undefined) await form.getByLabel("Emitido em").fill(fields.emitido);
  if (fields.validade !== undefined) await form.getByLabel("Válido até").fill(fields.validade);
}

test.describe("Fornecedor: certificados", () => {
  test("the demo's certificates: each badge, nearest expiry first", async ({ page }) => {
    await signIn(page, USER);
    await page.goto("/suppliers/1");
    const badges = panel(page).getByTestId("certificate-badge");
    await expect(badges).toHaveText(["Vence em 12 dias", `Válido até ${br(dayFromToday(430))}`]);
    await expect(entry(page, "ISO 9001")).toContainText("Emissor: SGS China");
    await atEachWidth(page, "supplier-certificates");
    await page.goto("/suppliers/2");
    await expect(panel(page).getByTestId("certificate-badge")).toHaveText(["Vencido há 18 dias", "Sem validade"]);
  });

  test("add, refuse bad dates at the field, send, replace and delete the file, edit, delete with confirmation", async ({ page }) => {
    await signIn(page, USER);
    await page.goto("/suppliers/52");
    await expect(panel(page)).toContainText("Nenhum certificado cadastrado.");
    await panel(page).getByRole("link", { name: "Adicionar certificado" }).click();
    await expect(page).toHaveURL(/\?certificado=novo#certificados$/);
    const form = page.getByTestId("certificate-form");
    await form.getByRole("button", { name: "Adicionar" }).click();
    await expect(form).toContainText("Selecione o tipo do certificado.");

    await fillCertificate(form, {
      tipo: "ISO 9001",
      numero: "ISO-52",
      emissor: "SGS",
      emitido: dayFromToday(0),
      validade: dayFromToday(-1),
    });
    await form.getByRole("button", { name: "Adicionar" }).click();
    await expect(form).toContainText("A validade não pode ser anterior à data de emissão.");
    await atEachWidth(page, "supplier-certificate-form");
    await fillCertificate(form, { validade: dayFromToday(10) });
    await form.getByRole("button", { name: "Adicionar" }).click();
    await expect(toast(page)).toContainText("Certificado adicionado.");
    const iso = entry(page, "ISO 9001");
    await expect(iso.getByTestId("certificate-badge")).toHaveText("Vence em 10 dias");
    await expect(iso).toContainText(`Emissor: SGS · Emitido em ${br(dayFromToday(0))} · Válido até ${br(dayFromToday(10))}`);

    // The file is sent from the certificate's edit, which the entry's 'Enviar arquivo' opens.
    await iso.getByRole("link", { name: "Enviar arquivo de ISO 9001 nº ISO-52" }).click();
    await expect(page).toHaveURL(/\?certificado=\d+#certificados$/);
    await iso.locator('input[type="file"]').setInputFiles(pdf("iso-52.pdf", "v1"));
    await iso.getByRole("button", { name: "Enviar arquivo" }).click();
    await expect(toast(page)).toContainText("Certificado atualizado.");
    await expect(iso.getByRole("link", { name: "iso-52.pdf" })).toBeVisible();
    await atEachWidth(page, "supplier-certificate-edit");
    await iso.locator('input[type="file"]').setInputFiles(pdf("iso-52-v2.pdf", "v2"));
    await iso.getByRole("button", { name: "Substituir arquivo" }).click();
    await expect(iso.getByRole("link", { name: "iso-52-v2.pdf" })).toBeVisible();
    await expect(iso.getByRole("link", { name: "iso-52.pdf" })).toHaveCount(0);

    await iso.getByRole("link", { name: "Deletar arquivo de ISO 9001 nº ISO-52" }).click();
    const dialog = page.getByRole("dialog", { name: "Deletar arquivo do certificado" });
    await dialog.getByRole("button", { name: "Deletar" }).click();
    await expect(toast(page)).toContainText("Arquivo deletado.");
    await expect(iso.getByTestId("certificate-file")).toHaveCount(0);

    await expect(page).toHaveURL(/\/suppliers\/52#certificados$/);
    await iso.getByRole("link", { name: "Editar ISO 9001 nº ISO-52" }).click();
    await expect(page).toHaveURL(/\?certificado=\d+#certificados$/);
    await expect(form.getByLabel("Número")).toHaveValue("ISO-52");
    await fillCertificate(form, { emissor: "", validade: "" });
    await form.getByRole("button", { name: "Salvar" }).click();
    await expect(toast(page)).toContainText("Certificado atualizado.");
    await expect(iso.getByTestId("certificate-badge")).toHaveText("Sem validade");
    await expect(iso).not.toContainText("Emissor");

    await iso.getByRole("link", { name: "Deletar ISO 9001 nº ISO-52" }).click();
    const confirm = page.getByRole("dialog", { name: "Deletar certificado" });
    await expect(confirm).toContainText("Tem certeza que deseja deletar o certificado ISO 9001 nº ISO-52?");
    await confirm.getByRole("button", { name: "Deletar" }).click();
    await expect(toast(page)).toContainText("Certificado excluído.");
    await expect(panel(page)).toContainText("Nenhum certificado cadastrado.");
  });
});

test.describe("Fornecedor: certificados sem JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("add (refused at its field by the server), send and delete the file, edit and delete on confirmation pages", async ({ page }) => {
    await signIn(page, USER);
    await page.goto("/suppliers/54");
    await panel(page).getByRole("link", { name: "Adicionar certificado" }).click();
    const form = page.getByTestId("certificate-form");
    await fillCertificate(form, { tipo: "Certificação Inmetro", numero: "INM-54", emitido: dayFromToday(0), validade: dayFromToday(-1) });
    await form.getByRole("button", { name: "Adicionar" }).click();
    await expect(form).toContainText("A validade não pode ser anterior à data de emissão.");
    await expect(form.getByLabel("Número")).toHaveValue("INM-54");
    await fillCertificate(form, { emitido: dayFromToday(-400) });
    await form.getByRole("button", { name: "Adicionar" }).click();
    await expect(toast(page)).toContainText("Certificado adicionado.");
    const inmetro = entry(page, "Certificação Inmetro");
    await expect(inmetro.getByTestId("certificate-badge")).toHaveText("Vencido há 1 dia");

    await inmetro.getByRole("link", { name: "Enviar arquivo de Certificação Inmetro nº INM-54" }).click();
    await inmetro.getByLabel("Arquivo de Certificação Inmetro nº INM-54", { exact: true }).setInputFiles(pdf("inmetro-54.pdf", "v1"));
    await inmetro.getByRole("button", { name: "Enviar arquivo" }).click();
    await expect(toast(page)).toContainText("Certificado atualizado.");
    await expect(inmetro.getByRole("link", { name: "inmetro-54.pdf" })).toBeVisible();
    await inmetro.getByRole("link", { name: "Editar Certificação Inmetro nº INM-54" }).click();
    await inmetro.getByLabel("Arquivo de Certificação Inmetro nº INM-54", { exact: true }).setInputFiles(pdf("inmetro-54-v2.pdf", "v2"));
    await inmetro.getByRole("button", { name: "Substituir arquivo" }).click();
    await expect(inmetro.getByRole("link", { name: "inmetro-54-v2.pdf" })).toBeVisible();

    await inmetro.getByRole("link", { name: "Deletar arquivo de Certificação Inmetro nº INM-54" }).click();
    const confirm = page.getByTestId("confirm-panel");
    await expect(confirm).toContainText("Deseja realmente deletar o arquivo inmetro-54-v2.pdf?");
    await confirm.getByRole("button", { name: "Deletar" }).click();
    await expect(toast(page)).toContainText("Arquivo deletado.");
    await expect(inmetro.getByTestId("certificate-file")).toHaveCount(0);

    await inmetro.getByRole("link", { name: "Editar Certificação Inmetro nº INM-54" }).click();
    await fillCertificate(form, { validade: dayFromToday(30) });
    await form.getByRole("button", { name: "Salvar" }).click();
    await expect(toast(page)).toContainText("Certificado atualizado.");
    await expect(inmetro.getByTestId("certificate-badge")).toHaveText("Vence em 30 dias");

    await inmetro.getByRole("link", { name: "Deletar Certificação Inmetro nº INM-54" }).click();
    await expect(confirm).toContainText("Tem certeza que deseja deletar o certificado Certificação Inmetro nº INM-54?");
    await confirm.getByRole("button", { name: "Deletar" }).click();
    await expect(toast(page)).toContainText("Certificado excluído.");
    await expect(panel(page)).toContainText("Nenhum certificado cadastrado.");
  });
});
