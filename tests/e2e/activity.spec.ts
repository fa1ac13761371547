import type { APIRequestContext, Page } from "@playwright/test";
import { z } from "zod";
import { SCREENSHOT_SIZES, expectNoSidewaysScroll, picture } from "./support/screenshots";
import { dismissToasts, expect, login, signIn, test } from "./support/fixtures";
import { ProductApi } from "./support/products";
import { SourcingApi } from "./support/sourcings";
import { apiToken } from "./support/suppliers";

// The activity history (ADR 0055): the 'Atividade' panel of the supplier and product pages, and the
// sourcing's changes interleaved with its comments behind 'Mostrar alterações'. Data made through the REST API.
const ANA = "atividade@e2e.local";
const WHEN = String.raw`\d{2}/\d{2}/\d{4} \d{2}:\d{2}`;
const XSS = "<img src=x onerror=\"document.body.dataset.hacked='1'\">";

const activityPanel = (page: Page) => page.getByRole("region", { name: "Atividade" });

async function headers(request: APIRequestContext) {
  return { Authorization: `Bearer ${await apiToken(request, ANA)}` };
}

async function lookup(request: APIRequestContext, kind: string): Promise<number> {
  const list = z
    .array(z.object({ id: z.number() }))
    .parse(await (await request.get(`/api/suppliers/${kind}/`, { headers: await headers(request) })).json());
  const first = list[0];
  if (!first) throw new Error(`sem ${kind}`);
  return first.id;
}

/** A supplier of the test's own, and a save of its fields through PUT /api/suppliers/alter/ (each save a change). */
async function supplierWith(request: APIRequestContext, nome: string) {
  const base = {
    id_segmento: await lookup(request, "segmentos"),
    id_source: await lookup(request, "sources"),
    id_tiposupplier: await lookup(request, "tipos"),
    codpais: "cn",
  };
  const created = await request.post("/api/suppliers/post/", { headers: await headers(request), data: { nome, ...base } });
  expect(created.status(), await created.text()).toBe(201);
  const id = z.object({ id: z.number() }).parse(await created.json()).id;
  const save = async (fields: Record<string, unknown>) => {
    const reply = await request.put("/api/suppliers/alter/", { headers: await headers(request), data: { id, nome, ...base, ...fields } });
    expect(reply.ok(), await reply.text()).toBe(true);
  };
  return { id, save };
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "com JavaScript" : "sem JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("fornecedor: a atividade diz quem mudou o quê, escapa o texto e pagina", async ({ page, request }) => {
      const nome = `Atividade Fornecedor ${javaScriptEnabled ? "js" : "nojs"} ${Date.now()}`;
      const supplier = await supplierWith(request, nome);
      await supplier.save({ contato_endereco: XSS });
      // 21 more changes: the 22 entries plus the creation need two pages of 20.
      for (let i = 1; i <= 21; i += 1) await supplier.save({ contato_endereco: XSS, contato_telefone: String(1000 + i) });

      await signIn(page, ANA);
      await page.goto(`/suppliers/${supplier.id}`);
      const panel = activityPanel(page);
      await expect(panel.getByRole("listitem")).toHaveCount(20);
      await expect(panel.getByRole("listitem").first()).toHaveText(
        new RegExp(`^Ana Atividade alterou Telefone de “1020” para “1021” — ${WHEN}$`),
      );
      await expect(panel.getByText("Página 1 de 2")).toBeVisible();

      await panel.getByRole("link", { name: "Mais antigas" }).click();
      await expect(page).toHaveURL(/[?&]atividade=2#atividade$/);
      await expect(panel.getByText("Página 2 de 2")).toBeVisible();
      // The oldest entries: the address typed as a user would see it, escaped, and the creation.
      await expect(panel.getByRole("listitem").last()).toHaveText(new RegExp(`^Ana Atividade criou o fornecedor — ${WHEN}$`));
      await expect(panel.getByText(`definiu Endereço como “${XSS}”`)).toBeVisible();
      await expect(panel.locator("img")).toHaveCount(0);
      expect(await page.evaluate(() => document.body.dataset.hacked)).toBeUndefined();

      await panel.getByRole("link", { name: "Mais recentes" }).click();
      await expect(panel.getByText("Página 1 de 2")).toBeVisible();
    });

    test("fornecedor: uma edição pela tela aparece na atividade", async ({ page, request }) => {
      const nome = `Atividade Edição ${javaScriptEnabled ? "js" : "nojs"} ${Date.now()}`;
      const supplier = await supplierWith(request, nome);
      await signIn(page, ANA);
      await page.goto(`/suppliers/${supplier.id}?editar=1`);
      await page.getByLabel("Nome do supplier").fill(`${nome} (novo)`);
      await page.getByRole("button", { name: "Salvar" }).click();
      await expect(page.getByRole("heading", { level: 1, name: `${nome} (novo)` })).toBeVisible();
      await expect(activityPanel(page).getByRole("listitem").first()).toHaveText(
        new RegExp(`^Ana Atividade alterou Nome de “${nome}” para “${nome} \\(novo\\)” — ${WHEN}$`),
      );
    });

    test("produto: a cotação de cada supplier na atividade", async ({ page, request }) => {
      const products = await ProductApi.as(request, ANA);
      const nome = `Atividade Produto ${javaScriptEnabled ? "js" : "nojs"} ${Date.now()}`;
      const fornecedor = `Atividade Cotação ${javaScriptEnabled ? "js" : "nojs"} ${Date.now()}`;
      await supplierWith(request, fornecedor);
      const id = await products.ensure({ nome, categoria: "Eletrônicos", quotes: [[fornecedor, "12.50"]] });
      await signIn(page, ANA);
      await page.goto(`/products/${id}`);
      const panel = activityPanel(page);
      await expect(panel.getByText(new RegExp(`^Ana Atividade adicionou Cotação \\(${fornecedor}\\): \\$\\s12,50 — `))).toBeVisible();
      await expect(panel.getByText(/^Ana Atividade criou o produto — /)).toBeVisible();
      await expect(panel.getByRole("navigation")).toHaveCount(0);
    });

    test("sourcing: 'Mostrar alterações' intercala as mudanças com os comentários", async ({ page, request }) => {
      const sourcings = new SourcingApi(request, await apiToken(request, ANA));
      const me = await sourcings.me();
      const id = await sourcings.createSourcing({ descricao: `Atividade Sourcing ${Date.now()}`, id_responsavel: me.id });
      const comment = await request.post("/files/comments_sourcings/post/", {
        headers: await headers(request),
        multipart: { id_sourcing: String(id), comentario: "Pedimos amostras." },
      });
      expect(comment.ok()).toBe(true);
      const current = await sourcings.get(
        `/api/sourcings/?id=${id}`,
        z.object({ results: z.array(z.object({ sourcing_id_categoria: z.number(), sourcing_budget: z.number() })) }),
      );
      const row = current.results[0];
      if (!row) throw new Error("sourcing ausente");
      await sourcings.send("PUT", "/api/sourcings/alter/", {
        id,
        descricao: `Atividade Sourcing ${id}`,
        id_categoria: row.sourcing_id_categoria,
        id_responsavel: me.id,
        budget: 1500,
        status: "Em andamento",
      });

      await signIn(page, ANA);
      await page.goto(`/sourcings/${id}`);
      const comments = page.getByRole("region", { name: "Comentários" });
      await expect(comments.getByRole("article", { name: /^Comentário de Ana Atividade/ })).toBeVisible();
      await expect(comments.getByText(/alterou Status de/)).toHaveCount(0);

      await comments.getByRole("link", { name: "Mostrar alterações" }).click();
      await expect(page).toHaveURL(/[?&]alteracoes=1#comentarios$/);
      await expect(page.getByRole("heading", { level: 2, name: "Comentários e atividade" })).toBeVisible();
      const thread = comments.getByRole("list", { name: "Comentários e alterações" });
      await expect(thread.getByText(/^Ana Atividade alterou Status de .+ para Em andamento — /)).toBeVisible();
      await expect(
        thread.getByText(
          /^Ana Atividade definiu Orçamento como R\$\s1\.500,00 — |^Ana Atividade alterou Orçamento de .+ para R\$\s1\.500,00 — /,
        ),
      ).toBeVisible();
      // Newest first: the changes (made after the comment) come above it, the creation below it.
      const items = thread.locator(":scope > li");
      await expect(items.first()).not.toContainText("Pedimos amostras.");
      await expect(items.last()).toHaveText(/criou o sourcing/);

      // A comment posted meanwhile comes back to the thread with the changes still shown.
      await comments.getByLabel("Novo comentário").fill("Amostras aprovadas.");
      await comments.getByRole("button", { name: "Publicar" }).click();
      await expect(thread.getByText("Amostras aprovadas.")).toBeVisible();
      await expect(page).toHaveURL(/[?&]alteracoes=1/);
      await expect(thread.getByText(/^Ana Atividade alterou Status de .+ para Em andamento — /)).toBeVisible();

      await comments.getByRole("link", { name: "Ocultar alterações" }).click();
      await expect(comments.getByText(/alterou Status de/)).toHaveCount(0);
      await expect(comments.getByText("Pedimos amostras.")).toBeVisible();
    });
  });
}

test("atividade: fotos a 1440, 1280 e 375 px", async ({ page, request }) => {
  const supplier = await supplierWith(request, `Atividade Fotos ${Date.now()}`);
  const sourcings = new SourcingApi(request, await apiToken(request, ANA));
  const me = await sourcings.me();
  const sourcingId = await sourcings.createSourcing({ descricao: `Atividade Fotos ${Date.now()}`, id_responsavel: me.id });
  await request.post("/files/comments_sourcings/post/", {
    headers: await headers(request),
    multipart: { id_sourcing: String(sourcingId), comentario: "Amostras a caminho." },
  });
  await supplier.save({ contato_email: "vendas@exemplo.cn", blacklisted: 1 });
  await supplier.save({ contato_email: "compras-e-vendas-internacionais@fabrica-de-exemplo-muito-longa.cn", blacklisted: 0 });
  await login(page, ANA);
  for (const size of SCREENSHOT_SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.goto(`/suppliers/${supplier.id}#atividade`);
    await dismissToasts(page);
    await expect(activityPanel(page).getByRole("listitem").first()).toBeVisible();
    await expectNoSidewaysScroll(page);
    await picture(activityPanel(page), `activity-supplier${size.suffix}`, { fullPage: false });
    await page.goto(`/sourcings/${sourcingId}?alteracoes=1#comentarios`);
    const comments = page.getByRole("region", { name: "Comentários" });
    await expect(comments.getByText(/criou o sourcing/)).toBeVisible();
    await expectNoSidewaysScroll(page);
    await picture(comments, `activity-sourcing${size.suffix}`, { fullPage: false });
  }
});
