import { decodeJwt, SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, drivers, JWT_SECRET, type TestApi } from "../support/api.ts";
import { fingerprint } from "../support/fingerprint.ts";
import { concretePath, type Operation, operationsOf } from "../support/openapi.ts";

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
