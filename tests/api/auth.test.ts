import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { and, eq, isNull, sql } from "drizzle-orm";
import { SignJWT } from "jose";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loginThrottle, refreshTokens, users } from "#server/db/schema.ts";
import { createTestApi, drivers, JWT_SECRET, type TestApi } from "#tests/support/api.ts";

const fixture = (name: string) => readFileSync(join(import.meta.dirname, "../support/fixtures", name));

function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name));
}

function pictureForm(bytes: Uint8Array, filename: string, type = "image/png"): FormData {
  const form = new FormData();
  form.append("profile_pic", new Blob([new Uint8Array(bytes)], { type }), filename);
  return form;
}

describe.each(drivers)("autenticação (%s)", (driver) => {
  let t: TestApi;
  beforeEach(async () => {
    t = await createTestApi(driver);
  });
  afterEach(async () => {
    await t.close();
  });

  const userId = async (email: string) => {
    const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!row) throw new Error(`sem ${email}`);
    return row.id;
  };

  describe("POST /auth/login/", () => {
    it("returns an access and a refresh token and records the login time", async () => {
      const response = await t.request("/auth/login/", {
        method: "POST",
        json: { email: "admin@demo.local", password: "demo1234" },
      });
      expect(response.status).toBe(200);
      const body = await response.json();
      expect(Object.keys(body).sort()).toEqual(["access", "refresh"]);
      const [user] = await t.database.db.select().from(users).where(eq(users.email, "admin@demo.local"));
      expect(user?.lastLogin).toBeInstanceOf(Date);
    });

    it("accepts the e-mail in any case and a form-encoded body", async () => {
      const response = await t.request("/auth/login/", {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: "email=ADMIN%40Demo.Local&password=demo1234",
      });
      expect(response.status).toBe(200);
    });

    it("refuses missing fields with 400 and a message per field", async () => {
      const response = await t.request("/auth/login/", { method: "POST", json: {} });
      expect(response.status).toBe(400);
      const body = await response.json();
      expect(body.detail).toBe("Informe o e-mail.");
      expect(body.errors).toEqual({ email: ["Informe o e-mail."], password: ["Informe a senha."] });
    });

    it("refuses malformed JSON with 400", async () => {
      const response = await t.request("/auth/login/", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: "{nope",
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ detail: "JSON inválido no corpo da requisição." });
    });

    it("answers a wrong password and an unknown e-mail alike with 401", async () => {
      for (const json of [
        { email: "admin@demo.local", password: "errada" },
        { email: "ninguem@demo.local", password: "demo1234" },
      ]) {
        const response = await t.request("/auth/login/", { method: "POST", json });
        expect(response.status).toBe(401);
        expect(await response.json()).toEqual({ detail: "Email ou senha inválidos." });
      }
    });

    it("refuses an inactive user", async () => {
      await t.database.db.update(users).set({ isActive: false }).where(eq(users.email, "sourcing@demo.local"));
      const response = await t.request("/auth/login/", {
        method: "POST",
        json: { email: "sourcing@demo.local", password: "demo1234" },
      });
      expect(response.status).toBe(401);
    });

    it("throttles an e-mail after 5 failures (429, even with the right password), with counters in the database", async () => {
      for (let i = 0; i < 5; i++) {
        const r = await t.request("/auth/login/", { method: "POST", json: { email: "comercial@demo.local", password: "x" } });
        expect(r.status).toBe(401);
      }
      const locked = await t.request("/auth/login/", {
        method: "POST",
        json: { email: "comercial@demo.local", password: "demo1234" },
      });
      expect(locked.status).toBe(429);
      expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(0);
      expect((await locked.json()).detail).toMatch(/^Muitas tentativas de login\. Tente novamente em 15 minutos\.$/);
      const [row] = await t.database.db.select().from(loginThrottle).where(eq(loginThrottle.key, "email:comercial@demo.local"));
      expect(row?.lockedUntil?.getTime()).toBeGreaterThan(Date.now());
      // Another account from the same address is not locked by this one.
      const other = await t.request("/auth/login/", { method: "POST", json: { email: "admin@demo.local", password: "demo1234" } });
      expect(other.status).toBe(200);
    });

    it("unlocks once the lock has passed", async () => {
      for (let i = 0; i < 5; i++) {
        await t.request("/auth/login/", { method: "POST", json: { email: "comercial@demo.local", password: "x" } });
      }
      await t.database.db
        .update(loginThrottle)
        .set({ lockedUntil: sql`now() - interval '1 second'` })
        .where(eq(loginThrottle.key, "email:comercial@demo.local"));
      const response = await t.request("/auth/login/", {
        method: "POST",
        json: { email: "comercial@demo.local", password: "demo1234" },
      });
      expect(response.status).toBe(200);
    });

    it("throttles an address after 50 failures over many e-mails", async () => {
      for (let i = 0; i < 50; i++) {
        await t.request("/auth/login/", { method: "POST", json: { email: `bot${i}@x.com`, password: "x" } });
      }
      const response = await t.request("/auth/login/", {
        method: "POST",
        json: { email: "admin@demo.local", password: "demo1234" },
      });
      expect(response.status).toBe(429);
    });
  });

  describe("POST /auth/refresh/", () => {
    it("rotates the refresh token (also at /api/auth/refresh/)", async () => {
      const first = await t.login("admin@demo.local");
      const r1 = await t.request("/auth/refresh/", { method: "POST", json: { refresh: first.refresh } });
      expect(r1.status).toBe(200);
      const second = await r1.json();
      expect(second.access).toEqual(expect.any(String));
      expect(second.refresh).not.toBe(first.refresh);
      const r2 = await t.request("/api/auth/refresh/", { method: "POST", json: { refresh: second.refresh } });
      expect(r2.status).toBe(200);
      const profile = await t.request("/auth/profile/", { token: (await r2.json()).access });
      expect(profile.status).toBe(200);
    });

    it("refuses a forged, an expired and a revoked refresh token with 401", async () => {
      const forged = await t.request("/auth/refresh/", { method: "POST", json: { refresh: "forjado" } });
      expect(forged.status).toBe(401);
      expect(await forged.json()).toEqual({ detail: "Refresh token inválido ou expirado." });

      const expired = await t.login("admin@demo.local");
      await t.database.db.update(refreshTokens).set({ expiresAt: sql`now() - interval '1 minute'` });
      expect((await t.request("/auth/refresh/", { method: "POST", json: { refresh: expired.refresh } })).status).toBe(401);

      const revoked = await t.login("admin@demo.local");
      const logout = await t.request("/auth/logout/", { method: "POST", json: { refresh: revoked.refresh } });
      expect(logout.status).toBe(200);
      expect((await t.request("/auth/refresh/", { method: "POST", json: { refresh: revoked.refresh } })).status).toBe(401);
    });

    it("treats reuse of a rotated token after the grace period as theft: every token of the user is revoked", async () => {
      const first = await t.login("admin@demo.local");
      const rotated = await (await t.request("/auth/refresh/", { method: "POST", json: { refresh: first.refresh } })).json();
      await t.database.db
        .update(refreshTokens)
        .set({ rotatedAt: sql`now() - interval '5 minutes'` })
        .where(sql`${refreshTokens.rotatedAt} is not null`);
      const reuse = await t.request("/auth/refresh/", { method: "POST", json: { refresh: first.refresh } });
      expect(reuse.status).toBe(401);
      const victim = await t.request("/auth/refresh/", { method: "POST", json: { refresh: rotated.refresh } });
      expect(victim.status).toBe(401);
      const live = await t.database.db
        .select()
        .from(refreshTokens)
        .where(and(eq(refreshTokens.userId, await userId("admin@demo.local")), isNull(refreshTokens.revokedAt)));
      expect(live).toHaveLength(0);
    });

    it("lets two requests refresh with the same token within the grace period", async () => {
      const first = await t.login("admin@demo.local");
      const [a, b] = await Promise.all([
        t.request("/auth/refresh/", { method: "POST", json: { refresh: first.refresh } }),
        t.request("/auth/refresh/", { method: "POST", json: { refresh: first.refresh } }),
      ]);
      expect([a.status, b.status]).toEqual([200, 200]);
    });

    it("refuses to refresh a deactivated user's session", async () => {
      const { refresh } = await t.login("sourcing@demo.local");
      await t.database.db.update(users).set({ isActive: false }).where(eq(users.email, "sourcing@demo.local"));
      const response = await t.request("/auth/refresh/", { method: "POST", json: { refresh } });
      expect(response.status).toBe(401);
    });

    it("requires the refresh field", async () => {
      const response = await t.request("/auth/refresh/", { method: "POST", json: {} });
      expect(response.status).toBe(400);
      expect((await response.json()).errors.refresh).toEqual(["Informe o refresh token."]);
    });
  });

  describe("access tokens", () => {
    it("refuses a missing, forged, expired or foreign-signed token with 401", async () => {
      expect(await (await t.request("/auth/profile/")).json()).toEqual({ detail: "Credenciais de autenticação não fornecidas." });
      const id = await userId("admin@demo.local");
      const expired = await new SignJWT({ typ: "access" })
        .setProtectedHeader({ alg: "HS256" })
        .setSubject(String(id))
        .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
        .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
        .sign(new TextEncoder().encode(JWT_SECRET));
      const foreign = await new SignJWT({ typ: "access" })
        .setProtectedHeader({ alg: "HS256" })
        .setSubject(String(id))
        .setExpirationTime("15m")
        .sign(new TextEncoder().encode("another-secret-another-secret-another-secret"));
      for (const token of ["abc.def.ghi", expired, foreign]) {
        const response = await t.request("/auth/profile/", { token });
        expect(response.status).toBe(401);
        expect(await response.json()).toEqual({ detail: "Token inválido ou expirado." });
      }
    });

    it("does not accept a refresh token as an access token", async () => {
      const { refresh } = await t.login("admin@demo.local");
      expect((await t.request("/auth/profile/", { token: refresh })).status).toBe(401);
    });
  });

  describe("profile", () => {
    it("GET /auth/profile/ returns the user profile", async () => {
      const { access } = await t.login("admin@demo.local");
      const response = await t.request("/auth/profile/", { token: access });
      expect(response.status).toBe(200);
      const body = await response.json();
      expect(body).toMatchObject({
        first_name: "Ana",
        last_name: "Administradora",
        email: "admin@demo.local",
        team: 2,
        team_name: "Sourcing",
        profile_pic: null,
        is_superuser: true,
        is_active: true,
      });
      expect(new Date(body.date_joined).getTime()).not.toBeNaN();
      expect(new Date(body.last_login).getTime()).not.toBeNaN();
    });

    it("PATCH /auth/profile/ updates first and last name from multipart and JSON", async () => {
      const { access } = await t.login("sourcing@demo.local");
      const form = new FormData();
      form.append("first_name", "  Beatriz ");
      form.append("last_name", "Nogueira");
      const response = await t.request("/auth/profile/", { method: "PATCH", body: form, token: access });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ first_name: "Beatriz", last_name: "Nogueira" });
      const json = await t.request("/auth/profile/", { method: "PATCH", json: { last_name: "" }, token: access });
      expect(await json.json()).toMatchObject({ first_name: "Beatriz", last_name: "" });
    });

    it("PATCH /auth/profile/ refuses an empty first name, a too long name and an empty body", async () => {
      const { access } = await t.login("sourcing@demo.local");
      const empty = await t.request("/auth/profile/", { method: "PATCH", json: { first_name: " " }, token: access });
      expect(empty.status).toBe(400);
      expect((await empty.json()).errors.first_name).toEqual(["Informe o nome."]);
      const long = await t.request("/auth/profile/", { method: "PATCH", json: { last_name: "x".repeat(151) }, token: access });
      expect(long.status).toBe(400);
      const nothing = await t.request("/auth/profile/", { method: "PATCH", json: {}, token: access });
      expect(nothing.status).toBe(400);
      const [user] = await t.database.db.select().from(users).where(eq(users.email, "sourcing@demo.local"));
      expect(user?.firstName).toBe("Bruno");
    });
  });

  describe("profile picture", () => {
    it("stores a PNG, serves it through a signed link, and replaces it removing the old file", async () => {
      const { access } = await t.login("admin@demo.local");
      expect(await (await t.request("/auth/profile/picture/get/", { token: access })).json()).toEqual({ url: null });

      const upload = await t.request("/auth/profile/picture/", {
        method: "PATCH",
        body: pictureForm(fixture("avatar.png"), "eu.png"),
        token: access,
      });
      expect(upload.status).toBe(200);
      expect(listFiles(t.storageDir)).toHaveLength(1);
      const { url } = await (await t.request("/auth/profile/picture/get/", { token: access })).json();
      expect(url).toMatch(/^\/files\/blob\/\?/);
      const image = await t.request(url);
      expect(image.status).toBe(200);
      expect(image.headers.get("content-type")).toBe("image/png");
      expect(Buffer.from(await image.arrayBuffer())).toEqual(fixture("avatar.png"));

      const profile = await (await t.request("/auth/profile/", { token: access })).json();
      expect(profile.profile_pic).toBe(url);

      const jpeg = await t.request("/auth/profile/picture/", {
        method: "PATCH",
        body: pictureForm(fixture("avatar.jpg"), "eu.jpg", "image/jpeg"),
        token: access,
      });
      expect(jpeg.status).toBe(200);
      const files = listFiles(t.storageDir);
      expect(files).toHaveLength(1);
      expect(readFileSync(files[0] as string)).toEqual(fixture("avatar.jpg"));
    });

    it("refuses a file that is not PNG or JPEG by content (415), whatever its name, storing nothing", async () => {
      const { access } = await t.login("admin@demo.local");
      const response = await t.request("/auth/profile/picture/", {
        method: "PATCH",
        body: pictureForm(fixture("not-an-image.png"), "foto.png"),
        token: access,
      });
      expect(response.status).toBe(415);
      expect((await response.json()).detail).toBe("A foto deve ser uma imagem PNG ou JPEG.");
      expect(listFiles(t.storageDir)).toHaveLength(0);
    });

    it("refuses a picture over 5 MB with 413, storing nothing", async () => {
      const { access } = await t.login("admin@demo.local");
      const big = new Uint8Array(5 * 1024 * 1024 + 1);
      big.set(fixture("avatar.png"));
      const response = await t.request("/auth/profile/picture/", {
        method: "PATCH",
        body: pictureForm(big, "grande.png"),
        token: access,
      });
      expect(response.status).toBe(413);
      expect((await response.json()).detail).toBe("A foto não pode exceder 5MB.");
      expect(listFiles(t.storageDir)).toHaveLength(0);
    });

    it("requires the profile_pic file and a token", async () => {
      const { access } = await t.login("admin@demo.local");
      const form = new FormData();
      form.append("outra", "coisa");
      const missing = await t.request("/auth/profile/picture/", { method: "PATCH", body: form, token: access });
      expect(missing.status).toBe(400);
      expect((await missing.json()).detail).toBe("Envie a foto no campo profile_pic.");
      const anonymous = await t.request("/auth/profile/picture/", { method: "PATCH", body: pictureForm(fixture("avatar.png"), "a.png") });
      expect(anonymous.status).toBe(401);
      expect(listFiles(t.storageDir)).toHaveLength(0);
    });

    it("refuses a tampered file link", async () => {
      const { access } = await t.login("admin@demo.local");
      await t.request("/auth/profile/picture/", { method: "PATCH", body: pictureForm(fixture("avatar.png"), "a.png"), token: access });
      const { url } = await (await t.request("/auth/profile/picture/get/", { token: access })).json();
      const tampered = url.replace("type=image%2Fpng", "type=text%2Fhtml");
      const response = await t.request(tampered);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ detail: "Link de arquivo inválido ou expirado." });
    });
  });

  describe("PUT /auth/change-password/", () => {
    it("refuses a wrong old password with 400 and an old_password message", async () => {
      const { access } = await t.login("comercial@demo.local");
      const response = await t.request("/auth/change-password/", {
        method: "PUT",
        json: { old_password: "errada", new_password: "novasenha123" },
        token: access,
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        detail: "A senha atual está incorreta.",
        errors: { old_password: ["A senha atual está incorreta."] },
      });
    });

    it("refuses missing fields and a short new password", async () => {
      const { access } = await t.login("comercial@demo.local");
      const missing = await t.request("/auth/change-password/", { method: "PUT", json: {}, token: access });
      expect(missing.status).toBe(400);
      expect(Object.keys((await missing.json()).errors).sort()).toEqual(["new_password", "old_password"]);
      const short = await t.request("/auth/change-password/", {
        method: "PUT",
        json: { old_password: "demo1234", new_password: "curta" },
        token: access,
      });
      expect(short.status).toBe(400);
      expect((await short.json()).errors.new_password).toEqual(["A nova senha deve ter pelo menos 8 caracteres."]);
    });

    it("logout ends the session at once: its access token (also a rotated one) is refused, other sessions go on", async () => {
      const first = await t.login("comercial@demo.local");
      const other = await t.login("comercial@demo.local");
      const rotated = await t.request("/auth/refresh/", { method: "POST", json: { refresh: first.refresh } });
      const pair = (await rotated.json()) as { access: string; refresh: string };
      expect((await t.request("/auth/profile/", { token: first.access })).status).toBe(200);
      const logout = await t.request("/auth/logout/", { method: "POST", json: { refresh: pair.refresh } });
      expect(logout.status).toBe(200);
      expect((await t.request("/auth/profile/", { token: first.access })).status).toBe(401);
      expect((await t.request("/auth/profile/", { token: pair.access })).status).toBe(401);
      expect((await t.request("/auth/refresh/", { method: "POST", json: { refresh: first.refresh } })).status).toBe(401);
      expect((await t.request("/auth/profile/", { token: other.access })).status).toBe(200);
    });

    it("changes the password, ends other sessions and returns a fresh pair", async () => {
      const other = await t.login("comercial@demo.local");
      const { access } = await t.login("comercial@demo.local");
      const response = await t.request("/auth/change-password/", {
        method: "PUT",
        json: { old_password: "demo1234", new_password: "novasenha123" },
        token: access,
      });
      expect(response.status).toBe(200);
      const body = await response.json();
      expect(body.detail).toBe("Senha alterada com sucesso.");
      expect((await t.request("/auth/refresh/", { method: "POST", json: { refresh: body.refresh } })).status).toBe(200);
      expect((await t.request("/auth/refresh/", { method: "POST", json: { refresh: other.refresh } })).status).toBe(401);
      // The other sessions' access tokens end at once too, not when they expire; the new pair works.
      expect((await t.request("/auth/profile/", { token: other.access })).status).toBe(401);
      expect((await t.request("/auth/profile/", { token: access })).status).toBe(401);
      expect((await t.request("/auth/profile/", { token: body.access })).status).toBe(200);
      const oldLogin = await t.request("/auth/login/", { method: "POST", json: { email: "comercial@demo.local", password: "demo1234" } });
      expect(oldLogin.status).toBe(401);
      await t.login("comercial@demo.local", "novasenha123");
    });
  });

  describe("GET /auth/users/team/{n}/", () => {
    it("lists the active users of team 2 and team 3 with id, nome and profile_pic", async () => {
      const { access } = await t.login("consulta@demo.local");
      const team2 = await (await t.request("/auth/users/team/2/", { token: access })).json();
      expect(team2).toContainEqual({ id: await userId("admin@demo.local"), nome: "Ana Administradora", profile_pic: null });
      expect(team2.map((u: { nome: string }) => u.nome)).not.toContain("Carla Comercial");
      const team3 = await (await t.request("/auth/users/team/3/", { token: access })).json();
      expect(team3.map((u: { nome: string }) => u.nome)).toContain("Carla Comercial");
      for (const u of team3) expect(Object.keys(u).sort()).toEqual(["id", "nome", "profile_pic"]);
    });

    it("requires a token and a numeric team", async () => {
      expect((await t.request("/auth/users/team/2/")).status).toBe(401);
      const { access } = await t.login("consulta@demo.local");
      const bad = await t.request("/auth/users/team/abc/", { token: access });
      expect(bad.status).toBe(400);
      expect((await bad.json()).detail).toBe("Equipe inválida.");
    });
  });

  describe("contract", () => {
    it("answers unknown paths with a JSON 404", async () => {
      const response = await t.request("/api/nada/");
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ detail: "Recurso não encontrado." });
    });

    it("refuses a JSON body over 1 MB with 413", async () => {
      const response = await t.request("/auth/login/", {
        method: "POST",
        json: { email: "x".repeat(1024 * 1024 + 10), password: "x" },
      });
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({ detail: "O corpo da requisição é grande demais." });
    });
  });
});
