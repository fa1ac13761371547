import { sql } from "drizzle-orm";
import { decodeJwt, SignJWT } from "jose";
import { z } from "zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, drivers, JWT_SECRET, type TestApi } from "#tests/support/api.ts";
import { fingerprint } from "#tests/support/fingerprint.ts";
import { concretePath, type Operation, operationsOf } from "#tests/support/openapi.ts";

// The authorization matrix, generated from the API's own description (ADR 0034): every operation that needs a
// user, called with each kind of bad credential, answers 401 and writes nothing; every creation called by team
// 1 answers 403. A route described as public must be one of these, on purpose.
const PUBLIC = [
  "POST /auth/login/",
  "POST /auth/refresh/",
  "POST /api/auth/refresh/",
  "POST /auth/logout/",
  "GET /files/blob/",
  "GET /api/openapi.json",
  "GET /api/docs",
  "GET /api/docs/reference.js",
  "GET /api/docs/reference.css",
  // The supplier's side of a quote request: the link's token is its credential (docs/decisions/0067).
  "GET /api/rfq/{token}/",
  "POST /api/rfq/{token}/",
  "POST /api/rfq/{token}/arquivos/",
  "DELETE /api/rfq/{token}/arquivos/",
].sort();

const key = (operation: Operation) => `${operation.method} ${operation.path}`;

function requestFor(operation: Operation, authorization?: string): RequestInit & { path: string } {
  const headers = new Headers();
  if (authorization) headers.set("Authorization", authorization);
  let body: BodyInit | undefined;
  if (operation.multipart) {
    const form = new FormData();
    form.append("file", new Blob(["%PDF-1.4"], { type: "application/pdf" }), "a.pdf");
    body = form;
  } else if (operation.json) {
    headers.set("Content-Type", "application/json");
    body = JSON.stringify({ id: 1 });
  }
  return { path: concretePath(operation), method: operation.method, headers, body };
}

describe.each(drivers)("matriz de autorização gerada da descrição OpenAPI (%s)", (driver) => {
  let t: TestApi;
  let operations: Operation[];
  const credentials: Record<string, string | undefined> = {};
  beforeAll(async () => {
    t = await createTestApi(driver);
    operations = await operationsOf(t);
    const live = await t.login("sourcing@demo.local");
    const claims = decodeJwt(live.access);
    const secret = new TextEncoder().encode(JWT_SECRET);
    const sign = (key: Uint8Array, issued: number, expires: number) =>
      new SignJWT({ typ: "access", sid: claims.sid })
        .setProtectedHeader({ alg: "HS256" })
        .setSubject(String(claims.sub))
        .setIssuedAt(issued)
        .setExpirationTime(expires)
        .sign(key);
    const now = Math.floor(Date.now() / 1000);
    const ended = await t.login("comercial@demo.local");
    expect((await t.request("/auth/logout/", { method: "POST", json: { refresh: ended.refresh } })).status).toBe(200);
    credentials["sem token"] = undefined;
    credentials["token ilegível"] = "Bearer não.é.um-token";
    credentials["esquema errado"] = `Basic ${Buffer.from("sourcing@demo.local:demo1234").toString("base64")}`;
    credentials["token assinado com outra chave"] =
      `Bearer ${await sign(new TextEncoder().encode("outra-chave-com-pelo-menos-32-caracteres!!"), now, now + 600)}`;
    credentials["token expirado"] = `Bearer ${await sign(secret, now - 3600, now - 1800)}`;
    credentials["refresh no lugar do access"] = `Bearer ${live.refresh}`;
    credentials["token de sessão encerrada (logout)"] = `Bearer ${ended.access}`;
  });
  afterAll(async () => {
    await t.close();
  });

  it("the operations described as public are exactly the intended ones", () => {
    expect(
      operations
        .filter((o) => o.access === "public")
        .map(key)
        .sort(),
    ).toEqual(PUBLIC);
    expect(operations.length).toBeGreaterThan(40);
  });

  it("every guarded operation refuses every bad credential with 401 and a Portuguese detail, writing nothing", async () => {
    const before = await fingerprint(t.database.db);
    const wrong: string[] = [];
    let cases = 0;
    for (const operation of operations.filter((o) => o.access !== "public")) {
      for (const [name, authorization] of Object.entries(credentials)) {
        const { path, ...init } = requestFor(operation, authorization);
        const reply = await t.request(path, init);
        const body = (await reply.json().catch(() => null)) as { detail?: string } | null;
        cases++;
        if (reply.status !== 401 || !body?.detail) wrong.push(`${key(operation)} com ${name}: ${reply.status} ${JSON.stringify(body)}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(cases).toBeGreaterThan(250);
    expect(await fingerprint(t.database.db)).toEqual(before);
  });

  it("every creation refuses team 1 with 403, writing nothing", async () => {
    const { access } = await t.login("consulta@demo.local");
    const before = await fingerprint(t.database.db);
    const creations = operations.filter((o) => o.access === "creator");
    expect(creations.map(key).sort()).toEqual(["POST /api/products/post/", "POST /api/sourcings/post/", "POST /api/suppliers/post/"]);
    for (const operation of creations) {
      const { path, ...init } = requestFor(operation, `Bearer ${access}`);
      const reply = await t.request(path, init);
      expect(reply.status, key(operation)).toBe(403);
      expect(((await reply.json()) as { detail: string }).detail).toBe("Sua equipe não tem permissão para criar registros.");
    }
    expect(await fingerprint(t.database.db)).toEqual(before);
  });

  it("every administrators-only operation refuses any other user with 403, writing nothing", async () => {
    const { access } = await t.login("sourcing@demo.local");
    const before = await fingerprint(t.database.db);
    const guarded = operations.filter((o) => o.access === "superuser" && !o.path.startsWith("/api/admin/"));
    expect(guarded.map(key).sort()).toEqual(["PUT /api/import-params/"]);
    for (const operation of guarded) {
      const { path, ...init } = requestFor(operation, `Bearer ${access}`);
      const reply = await t.request(path, init);
      expect(reply.status, key(operation)).toBe(403);
      expect(((await reply.json()) as { detail: string }).detail).toBe(
        "Somente administradores podem alterar os parâmetros de importação.",
      );
    }
    expect(await fingerprint(t.database.db)).toEqual(before);
  });

  it("every administration call refuses each non-superuser with 403, writing nothing", async () => {
    const administration = operations.filter((o) => o.access === "superuser" && o.path.startsWith("/api/admin/"));
    // Users (list, create, change) and the four calls of each of the six lookup lists.
    expect(
      administration
        .map(key)
        .filter((k) => k.includes("/api/admin/users/"))
        .sort(),
    ).toEqual(["GET /api/admin/users/", "PATCH /api/admin/users/", "POST /api/admin/users/"]);
    expect(administration.length).toBe(3 + 6 * 4);
    expect(operations.filter((o) => o.path.startsWith("/api/admin/") && o.access !== "superuser").map(key)).toEqual([]);
    const tokens = [];
    for (const email of ["consulta@demo.local", "sourcing@demo.local", "comercial@demo.local"])
      tokens.push({ email, access: (await t.login(email)).access });
    const before = await fingerprint(t.database.db);
    const wrong: string[] = [];
    for (const { email, access } of tokens) {
      for (const operation of administration) {
        const { path, ...init } = requestFor(operation, `Bearer ${access}`);
        const reply = await t.request(path, init);
        const body = (await reply.json().catch(() => null)) as { detail?: string } | null;
        if (reply.status !== 403 || body?.detail !== "Apenas administradores podem acessar a administração.")
          wrong.push(`${key(operation)} por ${email}: ${reply.status} ${JSON.stringify(body)}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(await fingerprint(t.database.db)).toEqual(before);
  });
});

// Nested records (ADR 0074): every operation that names a record and the record it belongs to (a certificate and its
// supplier, a comment and its sourcing, a sourcing's product or supplier, a product's supplier) is found from the
// description by its fields; it is sent a child of another parent and answers 404, writing nothing. A new operation
// on a known relation is covered as it is; one on a new relation fails until RELATIONS says where its rows are.

/** The fields that name a parent, by kind, the first of a pair being the parent (a sourcing's supplier). */
const PARENT_FIELDS = ["id_sourcing", "sourcing_id", "id_product", "product_id", "id_supplier", "supplier_id"];

/** Where each relation's rows are: its table, the child's and the parent's columns, the parents' table. */
const RELATIONS: Record<string, { table: string; child: string; parent: string; parents: string }> = {
  "Certificados id_supplier→id": { table: "supplier_certificates", child: "id", parent: "id_supplier", parents: "suppliers" },
  "Sourcing × fornecedor id_supplier→id": { table: "sourcing_suppliers", child: "id", parent: "id_supplier", parents: "suppliers" },
  "Sourcing × fornecedor id_sourcing→id_supplier": {
    table: "sourcing_suppliers",
    child: "id_supplier",
    parent: "id_sourcing",
    parents: "sourcings",
  },
  "Pedidos de cotação id_sourcing→id_supplier": { table: "rfq_links", child: "id_supplier", parent: "id_sourcing", parents: "sourcings" },
  "Sourcing × produto id_sourcing→id_product": {
    table: "sourcing_items",
    child: "id_product",
    parent: "id_sourcing",
    parents: "sourcings",
  },
  "Arquivos e comentários id_sourcing→id": { table: "sourcing_comments", child: "id", parent: "id_sourcing", parents: "sourcings" },
};

/** Values for the other required fields, so that the request reaches the record (a link's new status). */
const SAMPLE_VALUES: Record<string, unknown> = { status: "Doing" };

/** The parent and child fields of an operation that changes a nested record, or none. */
function nestingOf(operation: Operation): { parent: string; child: string } | null {
  if (operation.method === "GET" || operation.path.endsWith("/post/") || !operation.json) return null;
  const fields = Object.keys(operation.json.properties ?? {});
  const parent = PARENT_FIELDS.find((name) => fields.includes(name));
  const child = fields.find((name) => name !== parent && (name === "id" || PARENT_FIELDS.includes(name)));
  return parent && child ? { parent, child } : null;
}

describe.each(drivers)("registros aninhados de outro pai, da descrição OpenAPI (%s)", (driver) => {
  let t: TestApi;
  let operations: Operation[];
  beforeAll(async () => {
    t = await createTestApi(driver);
    operations = await operationsOf(t);
    // The rows the seeded template has none of: a sourcing's product and a quote request link.
    const { access } = await t.login("admin@demo.local");
    const [link] = z
      .array(z.object({ id_sourcing: z.number(), id_supplier: z.number() }))
      .parse(await (await t.request("/api/sourcings-suppliers/?id_sourcing=1", { token: access })).json());
    const prazo = `${new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10)}T18:00`;
    for (const [path, json] of [
      ["/api/sourcings/items/post/", { id_sourcing: 1, id_product: 1, quantidade: 100 }],
      ["/api/sourcings/rfq/post/", { id_sourcing: link?.id_sourcing, id_supplier: link?.id_supplier, prazo }],
    ] as const) {
      const reply = await t.request(path, { method: "POST", token: access, json });
      expect(reply.status, `${path} ${await reply.clone().text()}`).toBe(201);
    }
  });
  afterAll(async () => {
    await t.close();
  });

  it("every operation on a child and its parent refuses another parent's child with 404, writing nothing", async () => {
    // The author of every seeded comment may delete it: the refusal must be the parent's, not the author's.
    const { access } = await t.login("admin@demo.local");
    const nested = operations.flatMap((operation) => {
      const nesting = nestingOf(operation);
      return nesting ? [{ operation, ...nesting, relation: `${operation.tag} ${nesting.parent}→${nesting.child}` }] : [];
    });
    expect(nested.map(({ relation }) => relation).filter((relation) => !(relation in RELATIONS))).toEqual([]);
    const wrong: string[] = [];
    const before = await fingerprint(t.database.db);
    for (const { operation, parent, child, relation } of nested) {
      const { table, child: childColumn, parent: parentColumn, parents } = RELATIONS[relation]!;
      const found = await t.database.db.execute(
        sql.raw(`select r.${childColumn} as child, r.${parentColumn} as parent,
          (select p.id from ${parents} p where p.id <> r.${parentColumn}
             and not exists (select 1 from ${table} x where x.${parentColumn} = p.id and x.${childColumn} = r.${childColumn})
           order by p.id limit 1) as other
        from ${table} r order by r.id limit 1`),
      );
      const [row] = z.object({ rows: z.array(z.object({ child: z.coerce.number(), other: z.coerce.number() })).min(1) }).parse(found).rows;
      if (!row) continue;
      const required = (operation.json?.required ?? []).filter((name) => name in SAMPLE_VALUES);
      const json = { ...Object.fromEntries(required.map((name) => [name, SAMPLE_VALUES[name]])), [parent]: row.other, [child]: row.child };
      const reply = await t.request(operation.path, { method: operation.method, token: access, json });
      const body = (await reply.json().catch(() => null)) as { detail?: string } | null;
      if (reply.status !== 404 || !body?.detail)
        wrong.push(`${key(operation)} ${JSON.stringify(json)}: ${reply.status} ${JSON.stringify(body)}`);
    }
    console.log(`[aninhados] ${driver}: ${nested.length} operações`);
    expect(wrong).toEqual([]);
    expect(nested.length).toBeGreaterThanOrEqual(7);
    expect(await fingerprint(t.database.db)).toEqual(before);
  });
});
