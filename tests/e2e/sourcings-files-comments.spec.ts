import { atEachWidth } from "./support/screenshots";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { z } from "zod";
import { expect, signIn, test } from "./support/fixtures";
import { apiToken } from "./support/suppliers";

// The files and comments panels of the sourcing detail (/sourcings/{id}). Each test works on a sourcing
// of its own, created through the public REST API.
const FILES_USER = "arquivos@e2e.local";
const AUTHOR = "comentarios@e2e.local";
const READER = "leitor@e2e.local";

const toast = (page: Page) => page.getByTestId("toast").last();
const filesPanel = (page: Page) => page.getByRole("region", { name: "Arquivos" });
const commentsPanel = (page: Page) => page.getByRole("region", { name: "Comentários" });

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

async function createSourcing(request: APIRequestContext, email: string, descricao: string): Promise<number> {
  const token = await apiToken(request, email);
  const categorias = z
    .array(z.object({ id: z.number(), nome: z.string() }))
    .parse(await (await request.get("/api/sourcings/categorias/", { headers: auth(token) })).json());
  const responsaveis = z
    .array(z.object({ id: z.number(), nome: z.string() }))
    .parse(await (await request.get("/auth/users/team/2/", { headers: auth(token) })).json());
  const response = await request.post("/api/sourcings/post/", {
    headers: auth(token),
    data: { descricao, id_categoria: categorias[0]?.id, id_responsavel: responsaveis[0]?.id },
  });
  expect(response.status(), await response.text()).toBe(201);
  return z.object({ id: z.number() }).parse(await response.json()).id;
}

async function uploadThroughApi(request: APIRequestContext, email: string, sourcingId: number, name: string, content: string) {
  const token = await apiToken(request, email);
  const response = await request.post("/files/sourcings/upload/", {
    headers: auth(token),
    multipart: {
      sourcing_id: String(sourcingId),
      file_action: "create",
      file: { name, mimeType: "application/pdf", buffer: Buffer.from(content) },
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

async function commentThroughApi(request: APIRequestContext, email: string, sourcingId: number, comentario: string) {
  const token = await apiToken(request, email);
  const response = await request.post("/files/comments_sourcings/post/", {
    headers: auth(token),
    multipart: { id_sourcing: String(sourcingId), comentario },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return z.object({ id: z.number() }).parse(await response.json()).id;
}

/** Twelve comments, 'Comentário 1' the oldest: two more than the thread shows at first. Their ids, oldest first. */
async function twelveComments(request: APIRequestContext, sourcingId: number): Promise<number[]> {
  const ids: number[] = [];
  for (let n = 1; n <= 12; n++) ids.push(await commentThroughApi(request, AUTHOR, sourcingId, `Comentário ${n}`));
  return ids;
}

const pdf = (name: string, bytes: number) => ({ name, mimeType: "application/pdf", buffer: Buffer.alloc(bytes, "a") });

/** Puts a File of `size` bytes into a file input without sending it over the wire, as a user's choice would. */
async function chooseLargeFile(input: Locator, name: string, size: number) {
  await input.evaluate(
    (element: HTMLInputElement, { name: fileName, size: bytes }) => {
      const big = new File([new Blob([new Uint8Array(bytes)])], fileName, { type: "application/pdf" });
      const transfer = new DataTransfer();
      transfer.items.add(big);
      element.files = transfer.files;
      element.dispatchEvent(new Event("change", { bubbles: true }));
    },
    { name, size },
  );
}

test.describe("Sourcing: arquivos", () => {
  test("upload with progress, open, overwrite after confirmation, delete after confirmation", async ({ page, request }) => {
    const id = await createSourcing(request, FILES_USER, "Arquivos: upload e sobrescrita E2E");
    await signIn(page, FILES_USER);
    await page.goto(`/sourcings/${id}`);
    const panel = filesPanel(page);
    await expect(panel).toContainText("Nenhum arquivo adicionado.");

    // Hold the reply a moment so the progress bar can be seen.
    await page.route(`**/sourcings/${id}/files`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await expect(panel.getByText("+ Adicionar arquivo", { exact: true })).toBeVisible(); // specification §2, as written
    await panel.getByLabel("Adicionar arquivo").setInputFiles(pdf("proposta-fornecedor.pdf", 3 * 1024));
    await expect(panel.getByRole("progressbar", { name: "Enviando arquivo" })).toBeVisible();
    await expect(toast(page)).toContainText("Arquivo enviado com sucesso!"); // the server's message
    const link = panel.getByRole("link", { name: "proposta-fornecedor.pdf", exact: true });
    await expect(link).toBeVisible();
    await expect(panel.getByRole("progressbar")).toHaveCount(0);
    await expect(panel).toContainText("3,0 KB");
    await expect(panel).not.toContainText("Nenhum arquivo adicionado.");
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", /noopener/);
    const file = await page.request.get((await link.getAttribute("href")) ?? "");
    expect(file.status()).toBe(200);
    expect(file.headers()["content-disposition"]).toContain("proposta-fornecedor.pdf");
    expect((await file.body()).length).toBe(3 * 1024);
    const [popup] = await Promise.all([page.waitForEvent("popup"), link.click()]);
    await popup.close();

    // The same name again: asked first; 'Cancelar' keeps the old file.
    const overwrite = page.getByRole("dialog", { name: "Sobrescrever arquivo" });
    await panel.getByLabel("Adicionar arquivo").setInputFiles(pdf("proposta-fornecedor.pdf", 2));
    await expect(overwrite).toContainText("Já existe um arquivo com o nome proposta-fornecedor.pdf. Deseja sobrescrever?");
    await overwrite.getByRole("button", { name: "Cancelar" }).click();
    await expect(overwrite).toHaveCount(0);
    await expect(panel).toContainText("3,0 KB");
    await panel.getByLabel("Adicionar arquivo").setInputFiles(pdf("proposta-fornecedor.pdf", 2));
    await overwrite.getByRole("button", { name: "Sobrescrever" }).click();
    await expect(panel).toContainText("2 B");
    await expect(panel.getByRole("link", { name: "proposta-fornecedor.pdf", exact: true })).toHaveCount(1);

    // Another name is simply added.
    await panel.getByLabel("Adicionar arquivo").setInputFiles(pdf("fotos-amostra.pdf", 10));
    await expect(panel.getByRole("link", { name: "fotos-amostra.pdf", exact: true })).toBeVisible();

    await panel.getByRole("link", { name: "Deletar arquivo proposta-fornecedor.pdf" }).click();
    const confirm = page.getByRole("dialog", { name: "Deletar arquivo" });
    await expect(confirm).toContainText("Deseja realmente deletar o arquivo proposta-fornecedor.pdf?");
    await confirm.getByRole("button", { name: "Cancelar" }).click();
    await expect(panel.getByRole("link", { name: "proposta-fornecedor.pdf", exact: true })).toBeVisible();
    await panel.getByRole("link", { name: "Deletar arquivo proposta-fornecedor.pdf" }).click();
    await confirm.getByRole("button", { name: "Deletar" }).click();
    await expect(toast(page)).toContainText("Arquivo deletado.");
    await expect(panel.getByRole("link", { name: "proposta-fornecedor.pdf", exact: true })).toHaveCount(0);
    await panel.getByRole("link", { name: "Deletar arquivo fotos-amostra.pdf" }).click();
    await confirm.getByRole("button", { name: "Deletar" }).click();
    await expect(panel).toContainText("Nenhum arquivo adicionado.");
  });

  test("a file over 300 MB is refused before sending; a name taken meanwhile is refused by the API", async ({ page, request }) => {
    test.setTimeout(60_000);
    const id = await createSourcing(request, FILES_USER, "Arquivos: limites E2E");
    await signIn(page, FILES_USER);
    await page.goto(`/sourcings/${id}`);
    const panel = filesPanel(page);
    let sent = false;
    page.on("request", (sentRequest) => {
      if (sentRequest.method() === "POST" && sentRequest.url().includes(`/sourcings/${id}/files`)) sent = true;
    });
    await chooseLargeFile(panel.getByLabel("Adicionar arquivo"), "grande.pdf", 300 * 1024 * 1024 + 1);
    await expect(toast(page)).toContainText("Arquivo muito grande");
    await expect(toast(page)).toContainText("O arquivo não pode exceder 300MB.");
    expect(sent).toBe(false);

    // Someone else uploads the same name after this page was loaded: no question here, the API answers 409.
    await uploadThroughApi(request, FILES_USER, id, "cotacao.pdf", "primeira");
    await panel.getByLabel("Adicionar arquivo").setInputFiles(pdf("cotacao.pdf", 5));
    const refusal = page.getByTestId("toast").filter({ hasText: "Já existe um arquivo com o nome cotacao.pdf." });
    await expect(refusal).toContainText("Erro");
    await expect(refusal).toHaveAttribute("data-variant", "destructive");
    await page.reload();
    await expect(panel).toContainText("8 B"); // the first upload was kept
  });
});

test.describe("Sourcing: comentários", () => {
  const MARKDOWN =
    "**Amostras aprovadas** pelo cliente\n\n- cor azul\n- embalagem individual\n\n[catálogo do fornecedor](https://example.com/catalogo)";

  test("markdown, counter, attachments (names shortened), and the author deletes after confirmation", async ({ page }, testInfo) => {
    const id = await createSourcing(page.request, AUTHOR, "Comentários: markdown E2E");
    // Long file names beside the comments: the two panels are pictured with them below.
    for (const name of ["proposta-comercial-fornecedor-ningbo-2026.pdf", "fotos.pdf"])
      await uploadThroughApi(page.request, AUTHOR, id, name, "pdf");
    await signIn(page, AUTHOR);
    await page.goto(`/sourcings/${id}`);
    const panel = commentsPanel(page);
    await expect(panel).toContainText("Nenhum comentário.");
    const text = panel.getByLabel("Novo comentário");
    await expect(panel.getByTestId("comment-counter")).toHaveText("0/3000");
    await text.fill(MARKDOWN);
    await expect(panel.getByTestId("comment-counter")).toHaveText(`${MARKDOWN.length}/3000`);

    const attach = panel.getByLabel("Anexar arquivos");
    await attach.setInputFiles([pdf("especificacao-tecnica.pdf", 20), pdf("foto.pdf", 5)]);
    const chosen = panel.getByRole("list", { name: "Arquivos escolhidos" });
    await expect(chosen.getByRole("listitem")).toHaveCount(2);
    await chosen.getByRole("button", { name: "Remover foto.pdf" }).click();
    await expect(chosen.getByRole("listitem")).toHaveCount(1);
    await attach.setInputFiles([pdf("desenho-tecnico-v3.pdf", 7)]);
    await expect(chosen).toContainText("especificacao-tecnica.pdf");
    await expect(chosen).toContainText("desenho-tecnico-v3.pdf");
    await expect(chosen).not.toContainText("foto.pdf");

    await panel.getByRole("button", { name: "Publicar" }).click();
    await expect(toast(page)).toContainText("Comentário enviado!");
    await expect(text).toHaveValue("");
    await expect(panel.getByTestId("comment-counter")).toHaveText("0/3000");
    await expect(panel.getByRole("list", { name: "Arquivos escolhidos" })).toHaveCount(0);

    const comment = panel.getByRole("article", { name: "Comentário de Célia Comentários" });
    await expect(comment).toBeVisible();
    await expect(comment.locator("strong")).toHaveText("Amostras aprovadas");
    await expect(comment.getByRole("listitem").filter({ hasText: "cor azul" })).toBeVisible();
    await expect(comment.getByRole("listitem").filter({ hasText: "embalagem individual" })).toBeVisible();
    const external = comment.getByRole("link", { name: "catálogo do fornecedor" });
    await expect(external).toHaveAttribute("href", "https://example.com/catalogo");
    await expect(external).toHaveAttribute("target", "_blank");
    await expect(external).toHaveAttribute("rel", /noopener/);
    await expect(comment.locator("time")).toHaveText(/^\d{2}\/\d{2}\/\d{4},? \d{2}:\d{2}$/);
    const attachments = comment.getByRole("list", { name: "Anexos" });
    const spec = attachments.getByRole("link", { name: "especificacao-tecnica.pdf" });
    await expect(spec).toHaveAttribute("title", "especificacao-tecnica.pdf");
    await expect(spec).toHaveAttribute("target", "_blank");
    await expect(attachments.getByText("especifica…", { exact: true })).toBeVisible();
    await expect(attachments.getByText("desenho-te…", { exact: true })).toBeVisible();
    const file = await page.request.get((await spec.getAttribute("href")) ?? "");
    expect(file.status()).toBe(200);
    expect((await file.body()).length).toBe(20);
    await page.screenshot({ path: testInfo.outputPath("comentario.png") });
    await text.fill("Rascunho de resposta");
    await atEachWidth(page, "sourcing-panels");
    await text.fill("");

    await comment.getByRole("link", { name: "Deletar comentário" }).click();
    const confirm = page.getByRole("dialog", { name: "Deletar comentário" });
    await expect(confirm).toContainText("Deseja realmente deletar este comentário?");
    await confirm.getByRole("button", { name: "Deletar" }).click();
    await expect(toast(page)).toContainText("Comentário deletado");
    await expect(panel).toContainText("Nenhum comentário.");
  });

  test("the latest 10 comments; 'Mostrar comentários anteriores' adds the older ones in place, without reloading", async ({
    page,
    request,
  }) => {
    const id = await createSourcing(request, AUTHOR, "Comentários: anteriores E2E");
    const ids = await twelveComments(request, id);
    await signIn(page, AUTHOR);
    await page.goto(`/sourcings/${id}`);
    const panel = commentsPanel(page);
    const articles = panel.getByRole("article");
    await expect(articles).toHaveCount(10);
    await expect(articles.first()).toContainText("Comentário 12");
    await expect(articles.last()).toContainText("Comentário 3");
    await expect(panel).not.toContainText("Comentário 2");
    // The document is the same after the link (a navigation without a reload) and the reader stays at the thread.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await panel.getByRole("link", { name: "Mostrar comentários anteriores" }).click();
    await expect(page).toHaveURL(new RegExp(`/sourcings/${id}\\?comentarios=20#comentario-${ids[2]}$`));
    await expect(articles).toHaveCount(12);
    await expect(articles.last()).toContainText("Comentário 1");
    await expect(panel.getByRole("link", { name: "Mostrar comentários anteriores" })).toHaveCount(0);
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
    await expect(articles.filter({ hasText: /Comentário 3$/ })).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  test("the three checks before sending, with the spec's messages", async ({ page, request }) => {
    const id = await createSourcing(request, AUTHOR, "Comentários: validação E2E");
    await signIn(page, AUTHOR);
    await page.goto(`/sourcings/${id}`);
    const panel = commentsPanel(page);
    let posted = false;
    page.on("request", (sent) => {
      if (sent.method() === "POST" && sent.url().includes(`/sourcings/${id}/comments`)) posted = true;
    });
    const problem = panel.getByTestId("comment-error");
    const publish = panel.getByRole("button", { name: "Publicar" });

    await publish.click();
    await expect(problem).toHaveText("Comentário não pode estar vazio");
    await panel.getByLabel("Novo comentário").fill("   \n  ");
    await publish.click();
    await expect(problem).toHaveText("Comentário não pode estar vazio");

    // The textarea stops at 3000 characters; past that limit (pasted in by a script, say) the check still holds.
    const text = panel.getByLabel("Novo comentário");
    await expect(text).toHaveAttribute("maxlength", "3000");
    await text.evaluate((element: HTMLTextAreaElement) => element.removeAttribute("maxlength"));
    await text.fill("a".repeat(3001));
    await expect(panel.getByTestId("comment-counter")).toHaveText("3001/3000");
    await publish.click();
    await expect(problem).toHaveText("Comentário máximo de 3000 caracteres");
    await text.fill("Com anexos demais");

    const attach = panel.getByLabel("Anexar arquivos");
    await attach.setInputFiles([1, 2, 3, 4, 5, 6].map((n) => pdf(`anexo-${n}.pdf`, n)));
    await expect(problem).toHaveText("Máximo de 5 arquivos por comentário");
    await expect(panel.getByRole("list", { name: "Arquivos escolhidos" })).toHaveCount(0);
    await attach.setInputFiles([1, 2, 3, 4, 5].map((n) => pdf(`anexo-${n}.pdf`, n)));
    await expect(panel.getByRole("list", { name: "Arquivos escolhidos" }).getByRole("listitem")).toHaveCount(5);
    await expect(problem).toHaveText("");
    await attach.setInputFiles([pdf("anexo-6.pdf", 6)]);
    await expect(problem).toHaveText("Máximo de 5 arquivos por comentário");
    await expect(panel.getByRole("list", { name: "Arquivos escolhidos" }).getByRole("listitem")).toHaveCount(5);
    expect(posted).toBe(false);

    await publish.click();
    await expect(toast(page)).toContainText("Comentário enviado!");
    await expect(panel.getByRole("article").getByRole("list", { name: "Anexos" }).getByRole("listitem")).toHaveCount(5);
  });

  test("XSS vectors are stored as inert text and links", async ({ page, request }) => {
    const id = await createSourcing(request, AUTHOR, "Comentários: XSS E2E");
    await signIn(page, AUTHOR);
    await page.goto(`/sourcings/${id}`);
    const panel = commentsPanel(page);
    const vectors = [
      '<img src=x onerror="window.__xss=1">',
      "[x](javascript:window.__xss=1)",
      "<script>window.__xss=1</script>",
      '<a href="javascript:window.__xss=1">y</a> <svg onload="window.__xss=1"></svg>',
    ];
    for (const vector of vectors) {
      await panel.getByLabel("Novo comentário").fill(vector);
      await panel.getByRole("button", { name: "Publicar" }).click();
      await expect(toast(page)).toContainText("Comentário enviado!");
      await expect(panel.getByLabel("Novo comentário")).toHaveValue("");
    }
    await expect(panel.getByRole("article")).toHaveCount(vectors.length);

    for (const pass of ["after posting", "after a reload"]) {
      const bodies = panel.getByRole("article");
      await expect(bodies.locator("script, img, svg[onload], [onerror], [onload]"), pass).toHaveCount(0);
      for (const name of ["x", "y"]) {
        const link = bodies.getByText(name, { exact: true });
        await expect(link, pass).toHaveCount(1);
        // The unsafe link is dropped or kept without its href: either way nothing runs when it is clicked.
        expect((await link.getAttribute("href")) ?? "", pass).not.toMatch(/^\s*javascript:/i);
        await link.click();
      }
      expect(await page.evaluate(() => "__xss" in window), pass).toBe(false);
      await page.reload();
    }
  });

  test("only the author sees a delete button; the API refuses anyone else", async ({ page, request }) => {
    const id = await createSourcing(request, AUTHOR, "Comentários: autoria E2E");
    const commentId = await commentThroughApi(request, AUTHOR, id, "Comentário da Célia");
    await signIn(page, READER);
    await page.goto(`/sourcings/${id}`);
    const comment = commentsPanel(page).getByRole("article", { name: "Comentário de Célia Comentários" });
    await expect(comment).toContainText("Comentário da Célia");
    await expect(comment.getByRole("link", { name: "Deletar comentário" })).toHaveCount(0);
    const token = await apiToken(request, READER);
    const refused = await request.delete("/files/comments_sourcings/delete/", { headers: auth(token), data: { id: commentId } });
    expect(refused.status()).toBe(403);

    // The reader's own comment has one.
    await commentsPanel(page).getByLabel("Novo comentário").fill("Comentário do Leandro");
    await commentsPanel(page).getByRole("button", { name: "Publicar" }).click();
    const own = commentsPanel(page).getByRole("article", { name: "Comentário de Leandro Leitor" });
    await expect(own.getByRole("link", { name: "Deletar comentário" })).toBeVisible();
    await expect(comment.getByRole("link", { name: "Deletar comentário" })).toHaveCount(0);
  });
});

test.describe("Sourcing: arquivos e comentários sem JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("upload as a plain form (overwrite as a choice), delete through the confirmation page", async ({ page, request }) => {
    const id = await createSourcing(request, FILES_USER, "Arquivos sem script E2E");
    await signIn(page, FILES_USER);
    await page.goto(`/sourcings/${id}`);
    const panel = filesPanel(page);
    await expect(panel).toContainText("Nenhum arquivo adicionado.");
    await panel.getByLabel("Adicionar arquivo").setInputFiles(pdf("lista-precos.pdf", 2048));
    await panel.getByRole("button", { name: "Enviar" }).click();
    await expect(page).toHaveURL(new RegExp(`/sourcings/${id}#arquivos$`));
    await expect(toast(page)).toContainText("Arquivo enviado com sucesso!");
    await expect(panel.getByRole("link", { name: "lista-precos.pdf", exact: true })).toBeVisible();
    await expect(panel).toContainText("2,0 KB");

    // Same name, 'Não enviar' (the default): the API refuses; 'Sobrescrever' replaces it.
    await panel.getByLabel("Adicionar arquivo").setInputFiles(pdf("lista-precos.pdf", 4));
    await panel.getByRole("button", { name: "Enviar" }).click();
    await expect(toast(page)).toContainText("Já existe um arquivo com o nome lista-precos.pdf.");
    await expect(panel).toContainText("2,0 KB");
    await panel.getByLabel("Adicionar arquivo").setInputFiles(pdf("lista-precos.pdf", 4));
    await panel.getByRole("radio", { name: "Sobrescrever" }).check();
    await panel.getByRole("button", { name: "Enviar" }).click();
    await expect(panel).toContainText("4 B");

    await panel.getByRole("link", { name: "Deletar arquivo lista-precos.pdf" }).click();
    await expect(page).toHaveURL(new RegExp(`/sourcings/${id}\\?deletar_arquivo=lista-precos.pdf#arquivos$`));
    const confirm = panel.getByRole("alertdialog", { name: "Deletar arquivo" });
    await expect(confirm).toContainText("Deseja realmente deletar o arquivo lista-precos.pdf?");
    await confirm.getByRole("link", { name: "Cancelar" }).click();
    await expect(page).toHaveURL(new RegExp(`/sourcings/${id}#arquivos$`));
    await expect(confirm).toHaveCount(0);
    await expect(panel.getByRole("link", { name: "lista-precos.pdf", exact: true })).toBeVisible();
    await panel.getByRole("link", { name: "Deletar arquivo lista-precos.pdf" }).click();
    await confirm.getByRole("button", { name: "Deletar" }).click();
    await expect(page).toHaveURL(new RegExp(`/sourcings/${id}#arquivos$`));
    await expect(toast(page)).toContainText("Arquivo deletado.");
    await expect(filesPanel(page)).toContainText("Nenhum arquivo adicionado.");
  });

  test("comment as a plain multipart form, the API's check, delete through the confirmation page", async ({ page, request }) => {
    const id = await createSourcing(request, AUTHOR, "Comentários sem script E2E");
    await signIn(page, AUTHOR);
    await page.goto(`/sourcings/${id}`);
    const panel = commentsPanel(page);

    await panel.getByRole("button", { name: "Publicar" }).click();
    await expect(toast(page)).toContainText("Comentário não pode estar vazio");

    await commentsPanel(page).getByLabel("Novo comentário").fill("Sem script, **com negrito**");
    await commentsPanel(page).getByRole("button", { name: "Publicar" }).click();
    await expect(page).toHaveURL(new RegExp(`/sourcings/${id}#comentarios$`));
    await expect(toast(page)).toContainText("Comentário enviado!");
    await expect(commentsPanel(page).getByRole("article").locator("strong")).toHaveText("com negrito");
    await expect(commentsPanel(page).getByRole("article").getByRole("list", { name: "Anexos" })).toHaveCount(0);
    // The page carries the comment rendered, not its text as typed beside it (docs/decisions/0069-lean-pages.md).
    expect(await page.content()).not.toContain("**com negrito**");

    await commentsPanel(page).getByLabel("Novo comentário").fill("Com anexo");
    await commentsPanel(page)
      .getByLabel("Anexar arquivos (até 5)")
      .setInputFiles([pdf("relatorio-visita.pdf", 12)]);
    await commentsPanel(page).getByRole("button", { name: "Publicar" }).click();
    await expect(toast(page)).toContainText("Comentário enviado!");
    const withFile = commentsPanel(page).getByRole("article").filter({ hasText: "Com anexo" });
    await expect(withFile.getByRole("link", { name: "relatorio-visita.pdf" })).toHaveAttribute("title", "relatorio-visita.pdf");

    await withFile.getByRole("link", { name: "Deletar comentário" }).click();
    await expect(page).toHaveURL(new RegExp(`/sourcings/${id}\\?deletar_comentario=\\d+#comentarios$`));
    const confirm = commentsPanel(page).getByRole("alertdialog", { name: "Deletar comentário" });
    await expect(confirm).toContainText("Deseja realmente deletar este comentário?");
    await expect(confirm).toContainText("Com anexo");
    await confirm.getByRole("button", { name: "Deletar" }).click();
    await expect(toast(page)).toContainText("Comentário deletado");
    await expect(commentsPanel(page).getByRole("article")).toHaveCount(1);
  });

  test("the older comments behind a plain link; deleting one of them asks in the panel, the thread kept as shown", async ({
    page,
    request,
  }) => {
    const id = await createSourcing(request, AUTHOR, "Comentários anteriores sem script E2E");
    const ids = await twelveComments(request, id);
    await signIn(page, AUTHOR);
    await page.goto(`/sourcings/${id}`);
    const panel = commentsPanel(page);
    const articles = panel.getByRole("article");
    await expect(articles).toHaveCount(10);
    await expect(articles.last()).toContainText("Comentário 3");
    await panel.getByRole("link", { name: "Mostrar comentários anteriores" }).click();
    await expect(page).toHaveURL(new RegExp(`/sourcings/${id}\\?comentarios=20#comentario-${ids[2]}$`));
    await expect(articles).toHaveCount(12);
    await expect(articles.last()).toContainText("Comentário 1");

    const oldest = articles.filter({ hasText: /Comentário 1$/ });
    await oldest.getByRole("link", { name: "Deletar comentário" }).click();
    await expect(page).toHaveURL(new RegExp(`/sourcings/${id}\\?deletar_comentario=${ids[0]}&comentarios=20#comentarios$`));
    const confirm = panel.getByRole("alertdialog", { name: "Deletar comentário" });
    await expect(confirm).toContainText("Comentário 1");
    await expect(articles).toHaveCount(12);
    await confirm.getByRole("link", { name: "Cancelar" }).click();
    await expect(page).toHaveURL(new RegExp(`/sourcings/${id}\\?comentarios=20#comentarios$`));
    await expect(confirm).toHaveCount(0);

    // A confirmation of a comment older than those shown (newer ones written since) still quotes it and deletes it.
    await page.goto(`/sourcings/${id}?deletar_comentario=${ids[0]}#comentarios`);
    await expect(articles).toHaveCount(10);
    await expect(confirm).toContainText("Comentário 1");
    await confirm.getByRole("button", { name: "Deletar" }).click();
    await expect(page).toHaveURL(new RegExp(`/sourcings/${id}#comentarios$`));
    await expect(toast(page)).toContainText("Comentário deletado");
    await panel.getByRole("link", { name: "Mostrar comentários anteriores" }).click();
    await expect(articles).toHaveCount(11);
    await expect(articles.last()).toContainText("Comentário 2");
  });
});
