import { demoProductPng } from "#server/db/seed/demo-images.ts";
import { atEachWidth, popoverAtEachWidth } from "./support/screenshots";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { PRODUCT_NAME_REQUIRED } from "#contract/products/products.ts";
import { expect, login, signIn, test } from "./support/fixtures";
import { ProductApi } from "./support/product-detail";
import { todayBr } from "./support/sourcings";
import { apiToken } from "./support/suppliers";

// Each test makes its own product through the API (and deletes it afterwards); the suppliers below are made
// once, with names of their own, and removed at the end. Rates are always the defaults here (5 BRL and 7 CNY
// per USD): playwright.config points the rate URLs at a closed port.
const USER = "produto-detalhe@e2e.local";
const ALFA = "E2E Produto Fornecedor Alfa";
const BETA = "E2E Produto Fornecedor Beta";
const GAMA = "E2E Produto Fornecedor Gama";
const FIXTURES = join(import.meta.dirname, "../support/fixtures");
const png = () => ({ name: "foto.png", mimeType: "image/png", buffer: readFileSync(join(FIXTURES, "avatar.png")) });
const jpg = () => ({ name: "foto.jpg", mimeType: "image/jpeg", buffer: readFileSync(join(FIXTURES, "avatar.jpg")) });

const toast = (page: Page) => page.getByTestId("toast").last();
const info = (page: Page) => page.getByRole("region", { name: "Informações gerais" });
const card = (page: Page) => page.getByRole("region", { name: "Suppliers disponíveis" });
const row = (page: Page, name: string) => card(page).getByTestId("product-supplier").filter({ hasText: name });
const picture = (page: Page, name: string) => page.getByRole("img", { name: `Imagem de ${name}` });

/** The three amounts of a supplier row, as shown. */
async function expectAmounts(entry: Locator, usd: string, brl: string, cny: string) {
  await expect(entry.getByTestId("quote-usd")).toHaveText(`$ ${usd}`);
  await expect(entry.getByTestId("quote-brl")).toHaveText(`R$ ${brl}`);
  await expect(entry.getByTestId("quote-cny")).toHaveText(`CN¥ ${cny}`);
}

/** The image really loaded (not only an <img> with a broken link). */
async function expectLoaded(image: Locator) {
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
}

test.describe.configure({ timeout: 90_000 });

let request: APIRequestContext;
let api: ProductApi;
const suppliers: Record<string, number> = {};
const created: number[] = [];

async function newProduct(nome: string, setup: Omit<Parameters<ProductApi["createProduct"]>[0], "nome"> = {}): Promise<number> {
  const id = await api.createProduct({ nome, ...setup });
  created.push(id);
  return id;
}

test.beforeAll(async ({ playwright, baseURL }) => {
  request = await playwright.request.newContext({ baseURL });
  api = new ProductApi(request, await apiToken(request, USER));
  for (const name of [ALFA, BETA, GAMA]) suppliers[name] = await api.suppliers.supplier(name);
});

test.afterEach(async () => {
  for (const id of created.splice(0)) await api.deleteProduct(id);
});

test.afterAll(async () => {
  for (const id of Object.values(suppliers)) await api.suppliers.deleteSupplier(id);
  await request.dispose();
});

test.describe("Produto: detalhe", () => {
  test("an unknown id or one that cannot exist shows 'Produto não encontrado.' with status 404", async ({ page }) => {
    await login(page, USER);
    for (const id of ["999999", "2147483648", "abc"]) {
      const response = await page.goto(`/products/${id}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: "Produto não encontrado." })).toBeVisible();
    }
    await page.getByRole("link", { name: "Voltar para Produtos" }).click();
    await expect(page).toHaveURL(/\/products$/);
  });

  test("name, ID, description, general information, 'Sem imagem'; Voltar to the list", async ({ page }) => {
    const id = await newProduct("E2E Produto: cabeçalho", {
      descricao: "Garrafa de inox\ncom tampa",
      categoria: "Utilidades Domésticas",
      unidade: "caixa",
      cubagem: "1.5",
      peso: "2.35",
    });
    await signIn(page, USER);
    await page.goto(`/products/${id}`);
    await expect(page).toHaveTitle("E2E Produto: cabeçalho · Importadora");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("E2E Produto: cabeçalho");
    await expect(page.getByText(`ID ${id}`, { exact: true })).toBeVisible();
    await expect(page.getByRole("region", { name: "Descrição" })).toContainText("Garrafa de inox com tampa");
    await expect(info(page)).toContainText("CategoriaUtilidades Domésticas");
    await expect(info(page)).toContainText("Unidade de medidacaixas");
    await expect(info(page)).toContainText("Volume1,5 m³");
    await expect(info(page)).toContainText("Peso2,35 kg");
    await expect(page.getByText("Sem imagem")).toBeVisible();
    await expect(card(page)).toContainText("Nenhum supplier adicionado.");
    await page.getByRole("link", { name: "Voltar", exact: true }).click();
    await expect(page).toHaveURL(/\/products$/);
  });

  test("edit, cancel restores, save name, description, category, unit, volume and weight", async ({ page }) => {
    const id = await newProduct("E2E Produto: edição", { descricao: "Antes", categoria: "Brinquedos" });
    await signIn(page, USER);
    await page.goto(`/products/${id}`);
    await page.getByRole("link", { name: "Editar", exact: true }).click();
    await expect(page).toHaveURL(/\?editar=1$/);
    await expect(page.getByLabel("ID", { exact: true })).toHaveValue(String(id));
    await expect(page.getByLabel("ID", { exact: true })).not.toBeEditable();
    await expect(page.getByLabel("Unidade de medida").locator("option")).toHaveText(["peças", "caixas"]);
    await page.getByLabel("Nome", { exact: true }).fill("Descartado");
    await page.getByLabel("Descrição", { exact: true }).fill("Descartada");
    await page.getByLabel("Categoria").selectOption({ label: "Ferramentas" });
    await page.getByLabel("Volume (m³)").fill("9");
    await page.getByRole("link", { name: "Cancelar" }).click();
    await expect(page).toHaveURL(new RegExp(`/products/${id}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("E2E Produto: edição");
    await expect(info(page)).toContainText("CategoriaBrinquedos");
    await expect(info(page)).toContainText("Volume0 m³");
    await page.getByRole("link", { name: "Editar", exact: true }).click();
    await expect(page.getByLabel("Nome", { exact: true })).toHaveValue("E2E Produto: edição");
    await expect(page.getByLabel("Descrição", { exact: true })).toHaveValue("Antes");

    await page.getByLabel("Nome", { exact: true }).fill("E2E Produto: editado");
    await page.getByLabel("Descrição", { exact: true }).fill("Depois");
    await page.getByLabel("Categoria").selectOption({ label: "Ferramentas" });
    await page.getByLabel("Unidade de medida").selectOption({ label: "caixas" });
    await expect(page.getByLabel("Volume (m³)")).toHaveAttribute("inputmode", "decimal");
    await expect(page.getByLabel("Peso (kg)")).toHaveAttribute("inputmode", "decimal");
    await page.getByLabel("Volume (m³)").fill("2,5");
    await page.getByLabel("Peso (kg)").fill("3,75");
    await page.route(`**/products/${id}.data*`, async (route) => {
      if (route.request().method() === "POST") await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await page.getByRole("button", { name: "Salvar" }).click();
    await expect(page.getByRole("button", { name: "Salvando..." })).toBeDisabled();
    await expect(toast(page)).toContainText("Produto atualizado!");
    await expect(page).toHaveURL(new RegExp(`/products/${id}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("E2E Produto: editado");
    await expect(page.getByRole("region", { name: "Descrição" })).toContainText("Depois");
    await expect(info(page)).toContainText("CategoriaFerramentas");
    await expect(info(page)).toContainText("Unidade de medidacaixas");
    await expect(info(page)).toContainText("Volume2,5 m³");
    await expect(info(page)).toContainText("Peso3,75 kg");
    await page.reload();
    await expect(info(page)).toContainText("Peso3,75 kg");
    await page.getByRole("link", { name: "Editar", exact: true }).click();
    await expect(page.getByLabel("Volume (m³)")).toHaveValue("2,5");
    await expect(page.getByLabel("Peso (kg)")).toHaveValue("3,75");
  });

  test("a blank name is refused with 'Nome do produto é obrigatório'; a volume of two decimals too", async ({ page }) => {
    const id = await newProduct("E2E Produto: nome obrigatório");
    await signIn(page, USER);
    await page.goto(`/products/${id}?editar=1`);
    await page.getByLabel("Nome", { exact: true }).fill("   ");
    await page.getByLabel("Volume (m³)").fill("1,25");
    await page.getByRole("button", { name: "Salvar" }).click();
    await expect(page.getByText(PRODUCT_NAME_REQUIRED)).toBeVisible();
    await expect(
      page.getByText("Volume (m³): informe um número de 0 a 999.999.999, com até uma casa decimal. Use o formato 1.234,56."),
    ).toBeVisible();
    await expect(page).toHaveURL(/\?editar=1$/);
    await page.getByLabel("Nome", { exact: true }).fill("E2E Produto: nome de volta");
    await page.getByLabel("Volume (m³)").fill("1,2");
    await page.getByRole("button", { name: "Salvar" }).click();
    await expect(toast(page)).toContainText("Produto atualizado!");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("E2E Produto: nome de volta");
  });

  test("delete after the confirmation dialog goes back to the list", async ({ page }) => {
    const id = await newProduct("E2E Produto: exclusão");
    await signIn(page, USER);
    await page.goto(`/products/${id}`);
    await page.getByRole("link", { name: "Excluir" }).click();
    const dialog = page.getByRole("dialog", { name: "Excluir produto" });
    await expect(dialog).toContainText("Tem certeza que deseja excluir este produto?");
    await dialog.getByRole("button", { name: "Cancelar" }).click();
    await expect(dialog).toHaveCount(0);
    await page.getByRole("link", { name: "Excluir" }).click();
    await dialog.getByRole("button", { name: "Excluir" }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(toast(page)).toContainText("Produto deletado!");
    const response = await page.goto(`/products/${id}`);
    expect(response?.status()).toBe(404);
  });

  test("the image: clicking it uploads with progress, an existing one is replaced only after the question", async ({ page }) => {
    const name = "E2E Produto: imagem";
    const id = await newProduct(name);
    await signIn(page, USER);
    await page.goto(`/products/${id}`);
    await expect(page.getByText("Sem imagem")).toBeVisible();
    // The image area is the file picker's label: clicking it opens the chooser.
    const chooser = page.waitForEvent("filechooser");
    await page.getByText("Alterar imagem").click();
    await (await chooser).setFiles(png());
    await expect(toast(page)).toContainText("Imagem enviada!");
    await expectLoaded(picture(page, name));
    await expect(page.getByText("Sem imagem")).toHaveCount(0);
    const first = await picture(page, name).getAttribute("src");

    const overwrite = page.getByRole("dialog", { name: "Sobrescrever arquivo" });
    await page.getByLabel("Alterar imagem").setInputFiles(jpg());
    await expect(overwrite).toContainText("Este produto já tem uma imagem. Deseja substituí-la?");
    await overwrite.getByRole("button", { name: "Cancelar" }).click();
    await expect(overwrite).toHaveCount(0);
    await expect(picture(page, name)).toHaveAttribute("src", first ?? "");

    await page.route(`**/products/${id}/image/upload`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.getByLabel("Alterar imagem").setInputFiles(jpg());
    await overwrite.getByRole("button", { name: "Sobrescrever" }).click();
    await expect(page.getByRole("progressbar", { name: "Enviando imagem" })).toBeVisible();
    await expect(toast(page)).toContainText("Imagem enviada!");
    await expect(picture(page, name)).not.toHaveAttribute("src", first ?? "");
    await expectLoaded(picture(page, name));
    expect((await api.product(id)).url_imagem).toBe("foto.jpg");
  });

  test("an image over 5 MB is refused in the browser, before anything is sent", async ({ page }) => {
    const id = await newProduct("E2E Produto: imagem grande");
    await signIn(page, USER);
    await page.goto(`/products/${id}`);
    const sent: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes(`/products/${id}/image`)) sent.push(r.url());
    });
    const big = Buffer.alloc(5 * 1024 * 1024 + 1);
    readFileSync(join(FIXTURES, "avatar.png")).copy(big);
    await page.getByLabel("Alterar imagem").setInputFiles({ name: "enorme.png", mimeType: "image/png", buffer: big });
    await expect(toast(page)).toContainText("Arquivo muito grande, máximo 5MB.");
    await expect(toast(page)).toContainText("Erro");
    await expect(page.getByText("Sem imagem")).toBeVisible();
    expect(sent).toEqual([]);
  });

  test("add a supplier with the picker, edit its quote (cancel restores), see three currencies, remove it", async ({ page }) => {
    const id = await newProduct("E2E Produto: cotações");
    await signIn(page, USER);
    await page.goto(`/products/${id}`);
    const add = card(page).getByRole("button", { name: "+ Adicionar" });
    await expect(add).toBeDisabled();
    const picker = card(page).getByRole("combobox", { name: "Supplier" });
    await expect(picker).toHaveAttribute("placeholder", "Buscar fornecedor por nome");
    await picker.pressSequentially("Produto Fornecedor", { delay: 30 });
    const options = page.getByRole("listbox");
    await expect(options.getByRole("option")).toHaveText([ALFA, BETA, GAMA]);
    await options.getByRole("option", { name: BETA }).click();
    await expect(add).toBeEnabled();
    await add.click();
    await expect(toast(page)).toContainText("Produto atualizado!");
    const beta = row(page, BETA);
    await expect(beta.getByRole("link", { name: BETA, exact: true })).toHaveAttribute("href", `/suppliers/${suppliers[BETA]}`);
    await expectAmounts(beta, "0,00", "0,00", "0,00");
    await expect(beta.getByTestId("quote-date")).toHaveText(`Cotação atualizada em ${todayBr()}`);
    // The picker starts afresh and no longer offers the supplier just added.
    await expect(picker).toHaveValue("");
    await picker.pressSequentially("Produto Fornecedor", { delay: 30 });
    await expect(options.getByRole("option")).toHaveText([ALFA, GAMA]);
    await picker.fill("Beta");
    await picker.pressSequentially(" Produto", { delay: 30 });
    await expect(card(page).getByRole("status")).toHaveText("Nenhum supplier encontrado");
    await card(page).getByRole("button", { name: "Limpar supplier" }).click();
    await page.getByRole("heading", { level: 1 }).click();

    // Edit, cancel: the quote is the saved one again.
    await beta.getByRole("link", { name: `Editar cotação de ${BETA}` }).click();
    const quote = beta.getByLabel(`Cotação de ${BETA} (US$)`);
    await expect(quote).toHaveAttribute("type", "text");
    await expect(quote).toHaveAttribute("inputmode", "decimal");
    await quote.fill("99");
    await beta.getByRole("link", { name: "Cancelar" }).click();
    await expectAmounts(beta, "0,00", "0,00", "0,00");
    await beta.getByRole("link", { name: `Editar cotação de ${BETA}` }).click();
    await expect(quote).toHaveValue("0,00");
    await quote.fill("12,5");
    await beta.getByRole("button", { name: "Salvar" }).click();
    await expect(toast(page)).toContainText("Produto atualizado!");
    await expectAmounts(beta, "12,50", "62,50", "87,50");

    // A typo gets its message and saves nothing (never a silent 0); an emptied quote is 0.
    await beta.getByRole("link", { name: `Editar cotação de ${BETA}` }).click();
    await quote.fill("-");
    await beta.getByRole("button", { name: "Salvar" }).click();
    await expect(beta.getByTestId("quote-error")).toContainText("Cotação (US$)");
    await expect(quote).toHaveValue("-");
    await quote.fill("");
    await beta.getByRole("button", { name: "Salvar" }).click();
    await expectAmounts(beta, "0,00", "0,00", "0,00");

    await beta.getByRole("link", { name: `Remover ${BETA}` }).click();
    const dialog = page.getByRole("dialog", { name: "Remover supplier" });
    await expect(dialog).toContainText(`Deseja remover ${BETA} deste produto?`);
    await dialog.getByRole("button", { name: "Cancelar" }).click();
    await expect(beta).toBeVisible();
    await beta.getByRole("link", { name: `Remover ${BETA}` }).click();
    await dialog.getByRole("button", { name: "Remover" }).click();
    await expect(toast(page)).toContainText("Produto atualizado!");
    await expect(card(page)).toContainText("Nenhum supplier adicionado.");
    expect((await api.product(id)).suppliers).toEqual([]);
  });

  test("the lowest quote is marked; each quote says when it changed; the default rates are named", async ({ page }) => {
    const id = await newProduct("E2E Produto: menor cotação", {
      quotes: [
        [suppliers[ALFA] as number, "10.4"],
        [suppliers[GAMA] as number, "8.25"],
        [suppliers[BETA] as number, "0"],
      ],
    });
    await signIn(page, USER);
    await page.goto(`/products/${id}`);
    await expectAmounts(row(page, ALFA), "10,40", "52,00", "72,80");
    await expectAmounts(row(page, GAMA), "8,25", "41,25", "57,75");
    await expect(card(page).getByText("Menor cotação")).toHaveCount(1);
    await expect(row(page, GAMA)).toContainText("Menor cotação");
    await expect(row(page, ALFA).getByTestId("quote-date")).toHaveText(`Cotação atualizada em ${todayBr()}`);
    const rates = card(page).getByTestId("exchange-rates");
    await expect(rates).toContainText("Câmbio: US$ 1 = R$ 5,0000 (valor padrão) · US$ 1 = CN¥ 7,0000 (valor padrão)");
    await expect(rates.getByRole("note")).toContainText("Câmbio padrão em uso para BRL e CNY");
  });

  test("while the product is being edited, the suppliers card only shows", async ({ page }) => {
    const id = await newProduct("E2E Produto: edição e suppliers", { quotes: [[suppliers[ALFA] as number, "3"]] });
    await signIn(page, USER);
    await page.goto(`/products/${id}?editar=1`);
    await expect(card(page)).toContainText("Salve ou cancele a edição do produto para alterar os suppliers.");
    await expect(card(page).getByRole("combobox", { name: "Supplier" })).toBeDisabled();
    await expect(row(page, ALFA).getByRole("link", { name: `Remover ${ALFA}` })).toHaveCount(0);
    await expectAmounts(row(page, ALFA), "3,00", "15,00", "21,00");
  });

  test("'Carregando produto...' while a product opens", async ({ page }) => {
    const id = await newProduct("E2E Produto: carregando");
    await login(page, USER);
    await page.route(`**/products/${id}.data*`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1200));
      await route.continue();
    });
    // Leaving for the image page and coming back is a client navigation to the product.
    await page.goto(`/products/${id}/image`);
    await page.getByRole("link", { name: "Voltar" }).click();
    await expect(page.getByText("Carregando produto...")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("E2E Produto: carregando");
    await expect(page.getByText("Carregando produto...")).toHaveCount(0);
  });
  test("at 1440, 1280 and 375 px: the detail, a quote's edit, the picker, the dialogs and edit mode fit", async ({ page }) => {
    const nome = "Garrafa Térmica Inox 500 ml (capturas)";
    const id = await newProduct(nome, {
      descricao:
        "Aço inox 304, parede dupla a vácuo, mantém quente por 12 h e frio por 24 h.\nTampa rosqueável com vedação de silicone; acompanha escova de limpeza.",
      categoria: "Utilidades Domésticas",
      unidade: "caixa",
      cubagem: "0.4",
      peso: "6.25",
      quotes: [ALFA, BETA, GAMA].map((name, n): [number, string] => [suppliers[name] ?? 0, ["3.2", "2.95", "0"][n] ?? "1"]),
    });
    await api.uploadImage(id, { name: "garrafa.png", mimeType: "image/png", buffer: demoProductPng("bottle", [14, 116, 144], 320) });
    await signIn(page, USER);
    await page.goto(`/products/${id}`);
    await expectLoaded(picture(page, nome));
    await atEachWidth(page, "product-detail");

    await card(page)
      .getByRole("link", { name: /^Editar cotação/ })
      .first()
      .click();
    await expect(card(page).getByRole("textbox", { name: /^Cotação de / })).toBeVisible();
    await atEachWidth(page, "product-detail-quote-edit", { fullPage: false });
    await card(page).getByRole("link", { name: "Cancelar" }).click();

    await popoverAtEachWidth(page, "product-detail-picker", async () => {
      await card(page).getByRole("combobox", { name: "Supplier" }).click();
      await expect(page.getByRole("listbox").getByRole("option").first()).toBeVisible();
    });

    await page
      .getByLabel("Alterar imagem")
      .setInputFiles({ name: "nova.png", mimeType: "image/png", buffer: demoProductPng("bottle", [100, 100, 100]) });
    await expect(page.getByRole("dialog", { name: "Sobrescrever arquivo" })).toBeVisible();
    await atEachWidth(page, "product-detail-overwrite", { fullPage: false });
    await page.getByRole("dialog", { name: "Sobrescrever arquivo" }).getByRole("button", { name: "Cancelar" }).click();

    await page.getByRole("link", { name: "Excluir" }).click();
    await expect(page.getByRole("dialog", { name: "Excluir produto" })).toBeVisible();
    await atEachWidth(page, "product-detail-delete", { fullPage: false });
    await page.keyboard.press("Escape");

    await page.getByRole("link", { name: "Editar", exact: true }).click();
    await expect(page.getByLabel("Nome", { exact: true })).toBeVisible();
    await atEachWidth(page, "product-detail-edit");
  });
});

test.describe("Produto: detalhe sem JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the supplier search results and the image upload page, pictured", async ({ page }) => {
    const id = await newProduct("E2E Produto: capturas sem JS", { quotes: [[suppliers[ALFA] ?? 0, "3.2"]] });
    await signIn(page, USER);
    await page.goto(`/products/${id}?buscar=E2E`);
    await expect(page.getByTestId("supplier-search-results")).toBeVisible();
    await atEachWidth(page, "product-detail-nojs-search");
    await page.goto(`/products/${id}/image`);
    await expect(page.getByTestId("image-upload-form")).toBeVisible();
    await atEachWidth(page, "product-detail-nojs-image");
  });

  test("edit and save; a blank name comes back as a field error with the values kept", async ({ page }) => {
    const id = await newProduct("E2E Produto: edição sem JS");
    await signIn(page, USER);
    await page.goto(`/products/${id}`);
    await page.getByRole("link", { name: "Editar", exact: true }).click();
    await page.getByLabel("Nome", { exact: true }).fill("");
    await page.getByLabel("Descrição", { exact: true }).fill("Descrição sem JS");
    await page.getByLabel("Unidade de medida").selectOption({ label: "caixas" });
    await page.getByRole("button", { name: "Salvar" }).click();
    await expect(page.getByText(PRODUCT_NAME_REQUIRED)).toBeVisible();
    await expect(page.getByLabel("Descrição", { exact: true })).toHaveValue("Descrição sem JS");
    await expect(page.getByLabel("Unidade de medida")).toHaveValue("caixa");
    await page.getByLabel("Nome", { exact: true }).fill("E2E Produto: editado sem JS");
    await page.getByLabel("Peso (kg)").fill("0,5");
    await page.getByRole("button", { name: "Salvar" }).click();
    await expect(page).toHaveURL(new RegExp(`/products/${id}$`));
    await expect(toast(page)).toContainText("Produto atualizado!");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("E2E Produto: editado sem JS");
    await expect(info(page)).toContainText("Unidade de medidacaixas");
    await expect(info(page)).toContainText("Peso0,5 kg");
  });

  test("at 375 px a refused weight, far below the first field, comes back with the focus and the view on it", async ({ page }) => {
    const id = await newProduct("E2E Produto: recusa longe sem JS");
    await page.setViewportSize({ width: 375, height: 700 });
    await signIn(page, USER);
    await page.goto(`/products/${id}`);
    await page.getByRole("link", { name: "Editar", exact: true }).click();
    await expect(page.getByLabel("Nome", { exact: true })).toBeFocused();
    await page.getByLabel("Peso (kg)").fill("abc");
    await page.getByRole("button", { name: "Salvar" }).click();
    const peso = page.getByLabel("Peso (kg)");
    await expect(peso).toHaveAttribute("aria-invalid", "true");
    await expect(peso).toBeFocused();
    await expect(peso).toBeInViewport();
  });

  test("add a supplier through the search form, requote it, remove it through the confirmation page", async ({ page }) => {
    const id = await newProduct("E2E Produto: suppliers sem JS", { quotes: [[suppliers[ALFA] as number, "1"]] });
    await signIn(page, USER);
    await page.goto(`/products/${id}`);
    await card(page).getByPlaceholder("Buscar fornecedor por nome").fill("Produto Fornecedor");
    await card(page).getByRole("button", { name: "Buscar" }).click();
    const results = card(page).getByTestId("supplier-search-results");
    await expect(results.getByRole("radio")).toHaveCount(2);
    await expect(results.getByRole("radio", { name: ALFA })).toHaveCount(0);
    await results.getByRole("radio", { name: GAMA }).check();
    await results.getByRole("button", { name: "+ Adicionar" }).click();
    await expect(toast(page)).toContainText("Produto atualizado!");
    // Back at the new supplier's row.
    await expect(page).toHaveURL(new RegExp(`/products/${id}#fornecedor-${suppliers[GAMA]}$`));
    await expectAmounts(row(page, GAMA), "0,00", "0,00", "0,00");

    await row(page, GAMA)
      .getByRole("link", { name: `Editar cotação de ${GAMA}` })
      .click();
    await expect(page).toHaveURL(/\?cotacao=\d+$/);
    await row(page, GAMA).getByLabel(`Cotação de ${GAMA} (US$)`).fill("2,1");
    await row(page, GAMA).getByRole("button", { name: "Salvar" }).click();
    await expect(toast(page)).toContainText("Produto atualizado!");
    await expectAmounts(row(page, GAMA), "2,10", "10,50", "14,70");
    await expect(row(page, ALFA)).toContainText("Menor cotação");

    await row(page, ALFA)
      .getByRole("link", { name: `Remover ${ALFA}` })
      .click();
    const confirm = page.getByTestId("confirm-panel");
    await expect(confirm).toContainText(`Deseja remover ${ALFA} deste produto?`);
    await confirm.getByRole("button", { name: "Remover" }).click();
    await expect(toast(page)).toContainText("Produto atualizado!");
    await expect(row(page, ALFA)).toHaveCount(0);
    await expect(row(page, GAMA)).toBeVisible();
  });

  test("the image through the upload page, the overwrite confirmed on it", async ({ page }) => {
    const name = "E2E Produto: imagem sem JS";
    const id = await newProduct(name);
    await signIn(page, USER);
    await page.goto(`/products/${id}`);
    await page.getByRole("link", { name: "Alterar imagem" }).click();
    await expect(page).toHaveURL(new RegExp(`/products/${id}/image$`));
    const form = page.getByTestId("image-upload-form");
    await expect(form.getByRole("checkbox")).toHaveCount(0);
    await form.getByLabel(/Nova imagem/).setInputFiles(png());
    await form.getByRole("button", { name: "Enviar imagem" }).click();
    await expect(page).toHaveURL(new RegExp(`/products/${id}$`));
    await expect(toast(page)).toContainText("Imagem enviada!");
    await expectLoaded(picture(page, name));

    await page.getByRole("link", { name: "Alterar imagem" }).click();
    await expect(form).toContainText("Este produto já tem uma imagem. Deseja substituí-la?");
    await form.getByLabel(/Nova imagem/).setInputFiles(jpg());
    // Not confirmed: the browser does not send it.
    await form.getByRole("button", { name: "Enviar imagem" }).click();
    await expect(page).toHaveURL(new RegExp(`/products/${id}/image$`));
    await form.getByRole("checkbox", { name: "Sim, substituir a imagem atual" }).check();
    await form.getByRole("button", { name: "Enviar imagem" }).click();
    await expect(page).toHaveURL(new RegExp(`/products/${id}$`));
    await expect(toast(page)).toContainText("Imagem enviada!");
    expect((await api.product(id)).url_imagem).toBe("foto.jpg");
  });

  test("a refused image comes back to the upload page with the server's message", async ({ page }) => {
    const id = await newProduct("E2E Produto: imagem recusada sem JS");
    await signIn(page, USER);
    await page.goto(`/products/${id}/image`);
    const form = page.getByTestId("image-upload-form");
    await form
      .getByLabel(/Nova imagem/)
      .setInputFiles({ name: "falsa.png", mimeType: "image/png", buffer: readFileSync(join(FIXTURES, "not-an-image.png")) });
    await form.getByRole("button", { name: "Enviar imagem" }).click();
    await expect(page).toHaveURL(new RegExp(`/products/${id}/image$`));
    await expect(toast(page)).toContainText("A imagem deve ser PNG, JPEG ou WebP.");
  });

  test("delete through the confirmation page", async ({ page }) => {
    const id = await newProduct("E2E Produto: exclusão sem JS");
    await signIn(page, USER);
    await page.goto(`/products/${id}`);
    await page.getByRole("link", { name: "Excluir" }).click();
    const confirm = page.getByTestId("confirm-panel");
    await expect(confirm).toContainText("Tem certeza que deseja excluir este produto?");
    await confirm.getByRole("button", { name: "Excluir" }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(toast(page)).toContainText("Produto deletado!");
  });
});
