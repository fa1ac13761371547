import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { RFQ_BODY_REFUSALS, RFQ_GONE, RFQ_TOO_MANY } from "#contract/rfq/rfq-public.ts";
import { RFQ_LANGUAGES } from "#contract/rfq/rfq-languages.ts";
import { RFQ_UNKNOWN_TOKENS_PER_ADDRESS } from "#contract/rfq/rfq-rules.ts";
import { declaringOnly } from "#tests/support/raw-post.ts";
import { expect, test } from "./support/fixtures";
import { freePort, healthy, startServer } from "./support/server-process";

// The supplier's page refuses in its reader's language (docs/decisions/0072-supplier-side-doors.md): a body it cannot
// read (413, not a form, broken), and an address locked for asking too many unknown links (429 with Retry-After, not
// 'expired'). Its own server and data folder: the lock holds the address of every test for 15 minutes.
test.describe.configure({ mode: "serial", timeout: 120_000 });

let server: ReturnType<typeof startServer>;
let dataDir = "";
let base = "";
/** The supplier's page of a quote request made for these tests. */
let rfqPath = "";

async function call(path: string, token: string, json?: unknown): Promise<unknown> {
  const reply = await fetch(`${base}${path}`, {
    method: json === undefined ? "GET" : "POST",
    headers: { Authorization: `Bearer ${token}`, ...(json === undefined ? {} : { "Content-Type": "application/json" }) },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  expect(reply.status, `${path}: ${await reply.clone().text()}`).toBeLessThan(300);
  return reply.json();
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dataDir = mkdtempSync(join(tmpdir(), "bo-rfq-refusals-"));
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  server = startServer(dataDir, port);
  await healthy(port);
  const login = (await (
    await fetch(`${base}/auth/login/`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: "sourcing@demo.local", password: "demo1234" }),
    })
  ).json()) as { access: string };
  const token = login.access;
  const me = (await call("/auth/profile/", token)) as { id: number };
  const [categoria] = (await call("/api/sourcings/categorias/", token)) as { id: number }[];
  const suppliers = (await call("/api/suppliers/?page_size=1", token)) as { results: { supplier_id: number }[] };
  const supplierId = suppliers.results[0]?.supplier_id;
  const sourcing = (await call("/api/sourcings/post/", token, {
    descricao: "E2E Recusas no idioma do supplier",
    id_categoria: categoria?.id,
    id_responsavel: me.id,
  })) as { id: number };
  await call("/api/sourcings-suppliers/post/", token, { id_sourcing: sourcing.id, id_supplier: supplierId });
  const prazo = `${new Date(Date.now() + 5 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10)}T18:00`;
  const link = (await call("/api/sourcings/rfq/post/", token, { id_sourcing: sourcing.id, id_supplier: supplierId, prazo })) as {
    url: string;
  };
  rfqPath = new URL(link.url).pathname;
});

test.afterAll(async () => {
  server?.child.kill("SIGTERM");
  await server?.exited;
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test("a post the page cannot read is refused in the language asked: not a form (415), broken (400), too large (413)", async () => {
  const BOUNDARY = "----pagina-do-supplier";
  for (const language of RFQ_LANGUAGES) {
    const say = RFQ_BODY_REFUSALS[language];
    const url = `${base}${rfqPath}?lang=${language}`;
    const post = async (contentType: string, body: string) => {
      const reply = await fetch(url, {
        method: "POST",
        redirect: "manual",
        headers: { Origin: base, "Content-Type": contentType },
        body: new TextEncoder().encode(body),
      });
      return [reply.status, await reply.text()];
    };
    expect(await post("application/json", "{}"), language).toEqual([415, say.notForm]);
    expect(await post(`multipart/form-data; boundary=${BOUNDARY}`, `--${BOUNDARY}\r\nbroken`), language).toEqual([400, say.broken]);
    const declared = await declaringOnly(
      url,
      { Origin: base, "Content-Type": `multipart/form-data; boundary=${BOUNDARY}` },
      200 * 1024 * 1024,
    );
    expect([declared.status, declared.body], language).toEqual([413, say.tooLarge]);
  }
});

for (const javaScriptEnabled of [true, false]) {
  test(`an address locked for unknown links is told 'too many attempts' in its language (429, Retry-After), ${javaScriptEnabled ? "with" : "without"} JavaScript`, async ({
    browser,
  }) => {
    // The lock is taken once (the first test of the two); the second finds it held.
    for (let attempt = 0; attempt < RFQ_UNKNOWN_TOKENS_PER_ADDRESS.limit; attempt++) {
      const guess = await fetch(`${base}/api/rfq/palpite-${attempt}/`);
      expect([404, 429]).toContain(guess.status);
    }
    const context = await browser.newContext({ javaScriptEnabled, baseURL: base });
    const tab = await context.newPage();
    for (const language of ["zh", "pt"] as const) {
      const reply = await tab.goto(`${rfqPath}?lang=${language}`);
      expect(reply?.status()).toBe(429);
      expect(Number(reply?.headers()["retry-after"])).toBeGreaterThan(14 * 60);
      expect(reply?.headers()["cache-control"]).toBe("no-store");
      await expect(tab.getByRole("alert")).toHaveText(RFQ_TOO_MANY[language]);
      await expect(tab.getByText(RFQ_GONE[language])).toHaveCount(0);
    }
    await context.close();
  });
}
