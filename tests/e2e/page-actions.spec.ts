import { expect, test } from "@playwright/test";
import routes from "#app/routes.ts";
import { refusalTextsOf } from "#server/page-bodies/guard.ts";
import { bodyPolicyOf, PAGE_BODY_POLICIES } from "#server/page-bodies/policy.ts";
import { FOREIGN_ORIGIN_MESSAGE } from "#server/same-origin.ts";
import { declaringOnly, streamingPast } from "#tests/support/raw-post.ts";
import { actionRoutes, urlOf } from "./support/page-actions";
import { distinctForms, formsOf, mutationsOf, ownLinksOf, type PageForm } from "./support/page-forms";

// Every page action of the route manifest (ADR 0062), generated: signed out it goes to /login (or does what its
// public page documents); another site's post is refused; only a form gets in (415 for JSON and text, 400 for a
// broken multipart body); a body past its route's limit is a 413 that closes the connection; nothing answers 500.
// Requests only, no browser. The memory under oversized bodies is the fault suite's (tests/faults/page-bodies.test.ts).

const USER = "acoes@e2e.local";
const ACTIONS = actionRoutes(routes);
const BOUNDARY = "----acoes-da-pagina";
const FORM = "application/x-www-form-urlencoded";
const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;

/** What a signed-out post does on the pages open to visitors (an empty form); every other action goes to /login. */
const PUBLIC: Record<string, { status: number; location?: string }> = {
  // The sign-in form with its errors.
  "routes/login": { status: 400 },
  "routes/logout": { status: 302, location: "/login" },
  // Back to where the toggle was, by default the suppliers.
  "routes/resources.sidebar": { status: 302, location: "/suppliers" },
  // A post to no page: the not-found page.
  "routes/not-found": { status: 404 },
  // The supplier's page of a quote request, open without an account: the link is the credential, and an empty form
  // saves an empty draft and loads the page again.
  "routes/q": { status: 302 },
};

let origin = "";
let cookie = "";
/** Ids of seeded records, by the list segment of a URL pattern that precedes its `:id`; a quote request link's token. */
let seeded: Record<string, number | string> = {};

/** A quote request link of the seeded sourcing to the seeded supplier (the suite's own), its token. */
async function linkToken(token: string, sourcingId: number, supplierId: number): Promise<string> {
  const send = (path: string, body: unknown) =>
    fetch(`${origin}${path}`, {
      method: "POST",
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
  // Linked already by an earlier run: a 409 is as good.
  await send("/api/sourcings-suppliers/post/", { id_sourcing: sourcingId, id_supplier: supplierId });
  const prazo = `${new Date(Date.now() + 5 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10)}T18:00`;
  const reply = await send("/api/sourcings/rfq/post/", { id_sourcing: sourcingId, id_supplier: supplierId, prazo });
  const { url } = (await reply.json()) as { url: string };
  return new URL(url).pathname.split("/").at(-1) ?? "";
}

async function firstId(token: string, path: string, key: string): Promise<number> {
  const reply = await fetch(`${origin}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  const body = (await reply.json()) as { results: Record<string, unknown>[] };
  const id = body.results[0]?.[key];
  if (typeof id !== "number") throw new Error(`nenhum registro em ${path}`);
  return id;
}

test.beforeAll(async ({ baseURL }) => {
  origin = new URL(baseURL ?? "").origin;
  const signIn = await fetch(`${origin}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": FORM, Origin: origin },
    body: new URLSearchParams({ email: USER, password: "demo1234" }),
  });
  expect(signIn.status).toBe(302);
  cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const login = await fetch(`${origin}/auth/login/`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email: USER, password: "demo1234" }),
  });
  const { access } = (await login.json()) as { access: string };
  const suppliers = await firstId(access, "/api/suppliers/?page_size=1", "supplier_id");
  const sourcings = await firstId(access, "/api/sourcings/?page_size=1", "sourcing_id");
  seeded = {
    suppliers,
    sourcings,
    products: await firstId(access, "/api/products/?page_size=1", "id"),
    q: await linkToken(access, sourcings, suppliers),
  };
});

interface Post {
  contentType?: string;
  body?: string;
  signedIn?: boolean;
  headers?: Record<string, string>;
}

async function post(path: string, { contentType, body = "", signedIn = true, headers = {} }: Post) {
  const reply = await fetch(`${origin}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: {
      Origin: origin,
      ...(contentType ? { "Content-Type": contentType } : {}),
      ...(signedIn ? { Cookie: cookie } : {}),
      ...headers,
    },
    // Bytes: a string body would get a `text/plain` type of fetch's own.
    body: new TextEncoder().encode(body),
  });
  return {
    status: reply.status,
    location: reply.headers.get("location"),
    text: await reply.text(),
    cacheControl: reply.headers.get("cache-control"),
  };
}

test("the suite knows every action of the manifest, and every route its policies and public table name is one", () => {
  const ids = ACTIONS.map((route) => route.id);
  expect(ids.length).toBeGreaterThan(15);
  for (const id of [...Object.keys(PUBLIC), ...Object.keys(PAGE_BODY_POLICIES)]) expect(ids, id).toContain(id);
  // Every pattern can be turned into a URL with seeded records (a new kind of parameter must be taught).
  for (const route of ACTIONS) {
    expect(() => urlOf(route.pattern, { suppliers: 1, sourcings: 1, products: 1, q: "token" }), route.id).not.toThrow();
  }
});

for (const route of ACTIONS) {
  test(`${route.id}: signed out, another site, bodies that are no form, bodies past the limit`, async () => {
    const path = urlOf(route.pattern, seeded);
    const where = `${route.id} (${path})`;
    const policy = bodyPolicyOf(route.id);
    // Portuguese, or the route's own language (the supplier's page: English when its address asks none).
    const say = refusalTextsOf(policy, new URL(path, "http://pagina.local"));

    // Signed out: /login, remembering the page; or the public page's own answer.
    const visitor = await post(path, { contentType: FORM, body: "intent=x", signedIn: false });
    const open = PUBLIC[route.id];
    if (open) {
      expect(visitor.status, where).toBe(open.status);
      if (open.location) expect(visitor.location, where).toBe(open.location);
    } else {
      expect(visitor.status, where).toBe(302);
      expect(visitor.location, where).toMatch(/^\/login\?redirectTo=/);
    }

    // Another site's page posting with the user's cookie.
    const foreign = await post(path, { contentType: FORM, body: "intent=x", headers: { Origin: "https://evil.example" } });
    expect([foreign.status, foreign.text], where).toEqual([403, FOREIGN_ORIGIN_MESSAGE]);

    // Bodies no form of ours sends: refused before the action, in the page's language, never cached.
    for (const contentType of ["application/json", "text/plain", undefined]) {
      const reply = await post(path, { contentType, body: '{"email":"a"}' });
      expect([reply.status, reply.text, reply.cacheControl], `${where} ${contentType}`).toEqual([415, say.notForm, "no-store"]);
    }
    for (const contentType of [MULTIPART, "multipart/form-data"]) {
      const broken = await post(path, { contentType, body: `--${BOUNDARY}\r\nbroken` });
      expect([broken.status, broken.text], `${where} ${contentType}`).toEqual([400, say.broken]);
    }

    // Past the limit: at once by the declared length, and by counting a body sent in chunks.
    const headers = { Origin: origin, Cookie: cookie };
    const limits: [string, number][] = [[FORM, policy.formMaxBytes]];
    if (policy.uploadMaxBytes !== undefined) limits.push([MULTIPART, policy.uploadMaxBytes]);
    for (const [contentType, limit] of limits) {
      const declared = await declaringOnly(`${origin}${path}`, { ...headers, "Content-Type": contentType }, limit + 1);
      expect([declared.status, declared.body, declared.connection], `${where} ${contentType} declarado`).toEqual([
        413,
        say.tooLarge,
        "close",
      ]);
      // An upload's chunked body is counted as it streams to the API; the largest (300 MB files) are the fault suite's.
      if (limit > 8 * 1024 * 1024) continue;
      const head =
        contentType === MULTIPART
          ? `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`
          : "a=";
      const streamed = await streamingPast(`${origin}${path}`, { ...headers, "Content-Type": contentType }, head, limit + 256 * 1024);
      expect([streamed.status, streamed.body, streamed.connection], `${where} ${contentType} em partes`).toEqual([
        413,
        say.tooLarge,
        "close",
      ]);
    }

    // Signed in, an empty form: whatever the action makes of it, never a 500, and not sent to sign in.
    if (!open) {
      const empty = await post(path, { contentType: FORM });
      expect(empty.status, `${where} ${empty.text.slice(0, 200)}`).toBeLessThan(500);
      expect(empty.location ?? "", where).not.toMatch(/^\/login/);
    }
  });
}

// Every post form the pages draw (ADR 0074), found in their HTML and in that of their own links (`?editar=1`,
// `?certificado=2`: a form a dialog holds, drawn without JavaScript), each sent with one field of the wrong shape
// (a list as one value, a value as a list) or an id past int4, zero or negative. The answer is the page again with
// a message: a 4xx page, or back to a page with an 'Erro' toast; never a 500, never a success.

/** Forms that carry no record and answer no message: the sign-out button and the sidebar's toggle. */
const NO_MESSAGE_FORMS = ["/logout", "/resources/sidebar"];

async function page(path: string) {
  const reply = await fetch(`${origin}${path}`, { headers: { Cookie: cookie } });
  return reply.ok ? await reply.text() : "";
}

/** The post forms of every action's page and of the page's own links, one of each kind. */
async function pageForms() {
  const pages = ACTIONS.filter((route) => !route.pattern.includes("*")).map((route) => urlOf(route.pattern, seeded));
  const forms = [];
  const visited = new Set<string>();
  for (const path of pages) {
    const html = await page(path);
    for (const link of [path, ...ownLinksOf(html, path)]) {
      if (visited.has(link)) continue;
      visited.add(link);
      forms.push(...formsOf(link === path ? html : await page(link), link));
    }
  }
  return distinctForms(forms.filter((form) => !NO_MESSAGE_FORMS.includes(new URL(form.action, origin).pathname)));
}

function bodyOf(form: PageForm, fields: [string, string][]): { body: BodyInit; contentType?: string } {
  if (!form.multipart) return { body: new URLSearchParams(fields).toString(), contentType: FORM };
  const multipart = new FormData();
  for (const [name, value] of fields) multipart.append(name, value);
  return { body: multipart };
}

/** The cookies a reply sets, over those sent: the flashed toast travels in the session cookie. */
function withSetCookies(sent: string, reply: Response): string {
  const jar = new Map(sent.split("; ").map((pair) => [pair.split("=")[0], pair] as const));
  for (const set of reply.headers.getSetCookie()) {
    const pair = set.split(";")[0] ?? "";
    jar.set(pair.split("=")[0], pair);
  }
  return [...jar.values()].join("; ");
}

test("every form of every page, sent with a field of the wrong shape or an id out of range, comes back with a message", async () => {
  test.setTimeout(240_000);
  const forms = await pageForms();
  expect(forms.length, "formulários encontrados").toBeGreaterThan(15);
  const problems: string[] = [];
  let cases = 0;
  for (const form of forms) {
    for (const mutation of mutationsOf(form)) {
      cases++;
      const { body, contentType } = bodyOf(form, mutation.fields);
      const where = `${form.action} (de ${form.page}) ${mutation.label}`;
      const reply = await fetch(`${origin}${form.action}`, {
        method: "POST",
        redirect: "manual",
        headers: { Origin: origin, Cookie: cookie, ...(contentType ? { "Content-Type": contentType } : {}) },
        body,
      });
      const location = reply.headers.get("location");
      const text = await reply.text();
      if (reply.status >= 500) problems.push(`${where}: ${reply.status}`);
      else if (reply.status >= 300 && reply.status < 400 && location) {
        if (location.startsWith("/login")) problems.push(`${where}: mandado ao login`);
        else {
          const landed = await fetch(new URL(location, origin), { headers: { Cookie: withSetCookies(cookie, reply) } });
          const html = await landed.text();
          if (!html.includes(">Erro</p>") || html.includes(">Sucesso</p>"))
            problems.push(`${where}: ${reply.status} → ${location} sem 'Erro'`);
        }
      } else if (reply.status < 400) problems.push(`${where}: ${reply.status} aceito`);
      else if (!(reply.headers.get("content-type") ?? "").includes("text/html"))
        problems.push(`${where}: ${reply.status} sem página: ${text.slice(0, 120)}`);
    }
  }
  console.log(`[formulários das páginas] ${forms.length} formulários, ${cases} casos`);
  expect(problems).toEqual([]);
});

test("a supplier's page refuses another supplier's certificate: an 'Erro' toast, and the certificate as it was", async () => {
  const login = await fetch(`${origin}/auth/login/`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email: USER, password: "demo1234" }),
  });
  const { access } = (await login.json()) as { access: string };
  const api = async <T>(path: string, body?: unknown) =>
    (await (
      await fetch(`${origin}${path}`, {
        method: body === undefined ? "GET" : "POST",
        headers: { Authorization: `Bearer ${access}`, ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
    ).json()) as T;
  // Two suppliers with a certificate each, made here: the other tests add and remove certificates of the seed's.
  const { results } = await api<{ results: { supplier_id: number }[] }>("/api/suppliers/?page_size=2");
  const [tipo] = await api<{ id: number }[]>("/api/suppliers/certificados/tipos/");
  const owners: { supplier: number; certificate: { id: number; numero: string } }[] = [];
  for (const { supplier_id } of results) {
    const numero = `E2E-DONO-${supplier_id}-${Date.now()}`;
    const { id } = await api<{ id: number }>("/api/suppliers/certificados/post/", {
      id_supplier: supplier_id,
      id_tipo: tipo?.id,
      numero,
      valido_ate: "2027-12-31",
    });
    owners.push({ supplier: supplier_id, certificate: { id, numero } });
  }
  const [mine, theirs] = owners;
  if (!mine || !theirs) throw new Error("a semente não tem dois fornecedores");
  for (const intent of ["certificate-update", "certificate-delete", "certificate-delete-file"]) {
    const reply = await fetch(`${origin}/suppliers/${mine.supplier}`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: origin, Cookie: cookie, "Content-Type": FORM },
      body: new URLSearchParams({ intent, id: String(theirs.certificate.id), numero: "trocado", id_tipo: "1" }).toString(),
    });
    const landed =
      reply.status === 302
        ? await fetch(new URL(reply.headers.get("location") ?? "/", origin), { headers: { Cookie: withSetCookies(cookie, reply) } })
        : reply;
    expect([reply.status < 500, (await landed.text()).includes(">Erro</p>")], intent).toEqual([true, true]);
  }
  const kept = await api<{ results: { id: number; numero: string }[] }>(`/api/suppliers/certificados/?id_supplier=${theirs.supplier}`);
  expect(kept.results.find((certificate) => certificate.id === theirs.certificate.id)).toMatchObject(theirs.certificate);
  // The two certificates go, as they came: the suppliers are left as the other tests expect them.
  for (const { supplier, certificate } of owners) {
    const removed = await fetch(`${origin}/api/suppliers/certificados/delete/`, {
      method: "DELETE",
      headers: { Authorization: `Bearer ${access}`, "Content-Type": "application/json" },
      body: JSON.stringify({ id: certificate.id, id_supplier: supplier }),
    });
    expect(removed.status).toBe(200);
  }
});
