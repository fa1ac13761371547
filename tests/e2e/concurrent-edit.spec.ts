import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { expect, signIn, test } from "./support/fixtures";
import { apiToken } from "./support/suppliers";

// Two people editing the same supplier (ADR 0035): the second save does not erase the first. Each test makes
// its own supplier, so no other test's data moves.
const ANA = "admin@demo.local";
const BRUNO = "sourcing@demo.local";
const STALE = "Este registro foi alterado por outra pessoa enquanto você editava. Confira os valores atuais e salve novamente.";

async function newSupplier(request: APIRequestContext, nome: string): Promise<number> {
  const token = await apiToken(request, ANA);
  const headers = { Authorization: `Bearer ${token}` };
  const first = async (kind: string) =>
    ((await (await request.get(`/api/suppliers/${kind}/`, { headers })).json()) as { id: number }[])[0]?.id;
  const reply = await request.post("/api/suppliers/post/", {
    headers,
    data: {
      nome,
      id_segmento: await first("segmentos"),
      id_source: await first("sources"),
      id_tiposupplier: await first("tipos"),
      codpais: "cn",
      contato_email: "vendas@exemplo.cn",
    },
  });
  expect(reply.status()).toBe(201);
  return ((await reply.json()) as { id: number }).id;
}

async function person(browser: Browser, email: string, javaScriptEnabled: boolean): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled, locale: "pt-BR" });
  const page = await context.newPage();
  await page.goto("/login");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Senha").fill("demo1234");
  await page.getByRole("button", { name: "Entrar" }).click();
  await expect(page).toHaveURL(/\/suppliers$/);
  return page;
}

for (const javaScriptEnabled of [true, false]) {
  test(`${javaScriptEnabled ? "com" : "sem"} JavaScript: the second save shows what the first saved, keeps what was typed, and saves on purpose`, async ({
    page,
    browser,
    request,
  }) => {
    const id = await newSupplier(request, `Concorrência ${javaScriptEnabled ? "JS" : "HTML"} ${Date.now()}`);
    await signIn(page, ANA);
    await page.goto(`/suppliers/${id}?editar=1`);
    const bruno = await person(browser, BRUNO, javaScriptEnabled);
    try {
      await bruno.goto(`/suppliers/${id}?editar=1`);
      if (javaScriptEnabled) await expect(bruno.locator("html[data-hydrated]")).toBeAttached();

      await page.getByLabel("Nome do supplier").fill("Nome salvo pela Ana");
      await page.getByRole("button", { name: "Salvar" }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nome salvo pela Ana");

      await bruno.getByLabel("E-mail").fill("bruno@exemplo.cn");
      await bruno.getByRole("button", { name: "Salvar" }).click();
      // The notice above the form (the 'Erro' toast says the same sentence).
      const notice = bruno.getByRole("alert").filter({ hasText: STALE }).filter({ hasText: "Valores salvos agora" });
      await expect(notice).toBeVisible();
      await expect(notice).toContainText("Nome do supplier: Nome salvo pela Ana");
      await notice.scrollIntoViewIfNeeded();
      await bruno.screenshot({ path: test.info().outputPath(`conflito-${javaScriptEnabled ? "js" : "html"}.png`) });
      // Bruno's form still holds what he typed, including the name as he loaded it.
      await expect(bruno.getByLabel("E-mail")).toHaveValue("bruno@exemplo.cn");

      // Saving again is a choice made knowing what Ana saved: it applies Bruno's form.
      await bruno.getByRole("button", { name: "Salvar" }).click();
      await expect(bruno).toHaveURL(new RegExp(`/suppliers/${id}$`));
      // Exactly: the activity panel tells the change in a sentence that holds the address too.
      await expect(bruno.getByText("bruno@exemplo.cn", { exact: true })).toBeVisible();
    } finally {
      await bruno.context().close();
    }
  });
}
