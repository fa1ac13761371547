import { count, eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { LOOKUP_KIND_LIST } from "#contract/auth/admin.ts";
import { createUser } from "#server/db/users.ts";
import { productCategories, products, refreshTokens, segments, sourcings, suppliers, users } from "#server/db/schema.ts";
import { createTestApi, drivers, type TestApi } from "#tests/support/api.ts";

// ADR 0047: the administration of users and lookup lists, superusers only.
describe.each(drivers)("administração (%s)", (driver) => {
  let t: TestApi;
  let admin: string;
  beforeEach(async () => {
    t = await createTestApi(driver);
    admin = (await t.login("admin@demo.local")).access;
  });
  afterEach(async () => {
    await t.close();
  });

  const idOf = async (email: string) => {
    const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!row) throw new Error(`sem ${email}`);
    return row.id;
  };
  const patchUser = (body: Record<string, unknown>, token = admin) =>
    t.request("/api/admin/users/", { method: "PATCH", token, json: body });
  const detail = async (response: Response) => ((await response.json()) as { detail: string }).detail;
  const loginStatus = async (email: string, password: string) =>
    (await t.request("/auth/login/", { method: "POST", json: { email, password } })).status;

  describe("usuários", () => {
    it("lists every user with name, e-mail, team, situation and last sign-in, and searches ignoring accents", async () => {
      const reply = await t.request("/api/admin/users/", { token: admin });
      expect(reply.status).toBe(200);
      const body = (await reply.json()) as { results: Record<string, unknown>[]; pagination: { total_items: number } };
      const [total] = await t.database.db.select({ n: count() }).from(users);
      expect(body.pagination.total_items).toBe(total?.n);
      const ana = body.results.find((u) => u.email === "admin@demo.local");
      expect(ana).toMatchObject({
        first_name: "Ana",
        last_name: "Administradora",
        team: 2,
        team_name: "Sourcing",
        is_active: true,
        is_superuser: true,
      });
      expect(typeof ana?.last_login).toBe("string");
      const search = (await (await t.request("/api/admin/users/?search=ADMINISTRADORA", { token: admin })).json()) as {
        results: { email: string }[];
      };
      expect(search.results.map((u) => u.email)).toEqual(["admin@demo.local"]);
    });

    it("creates a user who signs in with the initial password; a taken e-mail (any case) is a 409, a short password a 400", async () => {
      const created = await t.request("/api/admin/users/", {
        method: "POST",
        token: admin,
        json: { first_name: "Érica", last_name: "Nova", email: "erica@demo.local", team: 3, password: "inicial123" },
      });
      expect(created.status).toBe(201);
      const { id } = (await created.json()) as { id: number };
      const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
      expect(row).toMatchObject({ firstName: "Érica", lastName: "Nova", teamId: 3, isActive: true, isSuperuser: false });
      expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
      expect(await loginStatus("erica@demo.local", "inicial123")).toBe(200);

      const again = await t.request("/api/admin/users/", {
        method: "POST",
        token: admin,
        json: { first_name: "Outra", email: "ERICA@demo.local", team: 1, password: "inicial123" },
      });
      expect(again.status).toBe(409);
      expect(await detail(again)).toBe("Já existe um usuário com este e-mail.");

      const short = await t.request("/api/admin/users/", {
        method: "POST",
        token: admin,
        json: { first_name: "X", email: "x@demo.local", team: 9, password: "curta" },
      });
      expect(short.status).toBe(400);
      const errors = ((await short.json()) as { errors: Record<string, string[]> }).errors;
      expect(errors.password).toEqual(["A senha deve ter pelo menos 8 caracteres."]);
      expect(errors.team).toEqual(["Equipe inválida."]);
      expect(await t.database.db.select().from(users).where(eq(users.email, "x@demo.local"))).toEqual([]);
    });

    it("edits name and team; the team's pickers follow", async () => {
      const id = await idOf("comercial@demo.local");
      const reply = await patchUser({ id, first_name: "Carolina", last_name: "Vendas", team: 2 });
      expect(reply.status).toBe(200);
      const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
      expect(row).toMatchObject({ firstName: "Carolina", lastName: "Vendas", teamId: 2 });
      const sourcingTeam = (await (await t.request("/auth/users/team/2/", { token: admin })).json()) as { id: number; nome: string }[];
      expect(sourcingTeam).toContainEqual(expect.objectContaining({ id, nome: "Carolina Vendas" }));
      expect((await patchUser({ id })).status).toBe(400);
      expect((await patchUser({ id: 999_999, first_name: "Ninguém" })).status).toBe(404);
    });

    it("deactivation ends the user's sessions at once and refuses sign-in; what they created stays; reactivation lets them back", async () => {
      const id = await idOf("sourcing@demo.local");
      const session = await t.login("sourcing@demo.local");
      expect((await t.request("/auth/profile/", { token: session.access })).status).toBe(200);
      const [before] = await t.database.db.select({ n: count() }).from(sourcings).where(eq(sourcings.createdBy, id));

      const off = await patchUser({ id, is_active: false });
      expect(off.status).toBe(200);
      // The same access token, well before it expires: refused now.
      const profile = await t.request("/auth/profile/", { token: session.access });
      expect(profile.status).toBe(401);
      expect(await detail(profile)).toBe("Token inválido ou expirado.");
      expect((await t.request("/auth/refresh/", { method: "POST", json: { refresh: session.refresh } })).status).toBe(401);
      expect(await loginStatus("sourcing@demo.local", "demo1234")).toBe(401);
      const live = await t.database.db.select().from(refreshTokens).where(eq(refreshTokens.userId, id));
      expect(live.every((token) => token.revokedAt !== null)).toBe(true);
      const [after] = await t.database.db.select({ n: count() }).from(sourcings).where(eq(sourcings.createdBy, id));
      expect(after?.n).toBe(before?.n);
      const listed = (await (await t.request("/api/admin/users/?search=sourcing@demo", { token: admin })).json()) as {
        results: { is_active: boolean }[];
      };
      expect(listed.results[0]?.is_active).toBe(false);

      expect((await patchUser({ id, is_active: true })).status).toBe(200);
      expect(await loginStatus("sourcing@demo.local", "demo1234")).toBe(200);
    });

    it("the last active superuser cannot be deactivated (409, nothing changed)", async () => {
      const id = await idOf("admin@demo.local");
      const reply = await patchUser({ id, is_active: false, first_name: "Ana Maria" });
      expect(reply.status).toBe(409);
      expect(await detail(reply)).toBe("Não é possível desativar o último administrador ativo.");
      const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
      expect(row).toMatchObject({ isActive: true, firstName: "Ana" });
      expect((await t.request("/api/admin/users/", { token: admin })).status).toBe(200);
    });

    it("two superusers deactivating each other at once: one succeeds, the other is refused", async () => {
      const second = await createUser(t.database.db, {
        email: "bia@demo.local",
        firstName: "Bia",
        lastName: "Admin",
        teamId: 2,
        isSuperuser: true,
        password: "segunda123",
      });
      const bia = (await t.login("bia@demo.local", "segunda123")).access;
      const anaId = await idOf("admin@demo.local");
      const replies = await Promise.all([
        patchUser({ id: second.id, is_active: false }, admin),
        patchUser({ id: anaId, is_active: false }, bia),
      ]);
      // The loser is refused by the guard (409), or, when the winner committed before its call began, as signed out (401).
      const statuses = replies.map((r) => r.status).sort();
      expect(statuses[0]).toBe(200);
      expect([401, 409]).toContain(statuses[1]);
      const active = await t.database.db.select({ id: users.id }).from(users).where(eq(users.isSuperuser, true));
      const activeSuperusers = (await t.database.db.select().from(users)).filter((u) => u.isSuperuser && u.isActive);
      expect(active.length).toBe(2);
      expect(activeSuperusers.length).toBe(1);
    });

    it("a password reset lets the user in with the new password only and ends their sessions; one's own goes through the profile", async () => {
      const id = await idOf("consulta@demo.local");
      const session = await t.login("consulta@demo.local");
      const short = await patchUser({ id, password: "123" });
      expect(short.status).toBe(400);
      expect(await detail(short)).toBe("A nova senha deve ter pelo menos 8 caracteres.");
      expect((await patchUser({ id, password: "redefinida9" })).status).toBe(200);
      expect(await loginStatus("consulta@demo.local", "demo1234")).toBe(401);
      expect(await loginStatus("consulta@demo.local", "redefinida9")).toBe(200);
      expect((await t.request("/auth/profile/", { token: session.access })).status).toBe(401);

      const own = await patchUser({ id: await idOf("admin@demo.local"), password: "outrasenha1" });
      expect(own.status).toBe(409);
      expect(await detail(own)).toBe("Para trocar a sua própria senha, use Meu Perfil.");
      expect(await loginStatus("admin@demo.local", "demo1234")).toBe(200);
    });
  });

  describe("listas de apoio", () => {
    const lookups = (kind: string, init: { method?: string; json?: unknown } = {}) =>
      t.request(`/api/admin/lookups/${kind}/`, { token: admin, ...init });

    it("adds, renames and deletes a value in each of the six lists", async () => {
      for (const kind of LOOKUP_KIND_LIST) {
        const added = await lookups(kind, { method: "POST", json: { nome: `  Novo item ${kind}  ` } });
        expect(added.status, kind).toBe(201);
        const { id } = (await added.json()) as { id: number };
        expect((await lookups(kind, { method: "PATCH", json: { id, nome: `Renomeado ${kind}` } })).status, kind).toBe(200);
        const listed = (await (await lookups(kind)).json()) as { id: number; nome: string; em_uso: number }[];
        expect(
          listed.find((l) => l.id === id),
          kind,
        ).toEqual({ id, nome: `Renomeado ${kind}`, em_uso: 0 });
        expect((await lookups(kind, { method: "DELETE", json: { id } })).status, kind).toBe(200);
        expect(
          ((await (await lookups(kind)).json()) as { id: number }[]).some((l) => l.id === id),
          kind,
        ).toBe(false);
        expect((await lookups(kind, { method: "DELETE", json: { id } })).status, kind).toBe(404);
      }
    });

    it("a name is unique ignoring case and accents: 409 'Já existe.'", async () => {
      const [segment] = await t.database.db.select().from(segments).limit(1);
      if (!segment) throw new Error("sem segmentos");
      const twin = segment.nome
        .toUpperCase()
        .normalize("NFD")
        .replace(/\p{Diacritic}/gu, "");
      const added = await lookups("segmentos", { method: "POST", json: { nome: twin } });
      expect(added.status).toBe(409);
      expect(await detail(added)).toBe("Já existe.");
      const other = await lookups("segmentos", { method: "POST", json: { nome: "Eletrônicos Finos" } });
      const { id } = (await other.json()) as { id: number };
      const renamed = await lookups("segmentos", { method: "PATCH", json: { id, nome: twin } });
      expect(renamed.status).toBe(409);
      expect(await detail(renamed)).toBe("Já existe.");
      // A value may change only its own case or accents.
      expect((await lookups("segmentos", { method: "PATCH", json: { id, nome: "ELETRONICOS finos" } })).status).toBe(200);
      const [total] = await t.database.db.select({ n: count() }).from(segments).where(eq(segments.nome, twin));
      expect(total?.n).toBe(0);
    });

    it("a value in use cannot be deleted: 409 with the number of records", async () => {
      const [used] = await t.database.db
        .select({ id: products.categoriaId, n: count() })
        .from(products)
        .groupBy(products.categoriaId)
        .limit(1);
      if (!used) throw new Error("sem produtos");
      const reply = await lookups("categorias-produto", { method: "DELETE", json: { id: used.id } });
      expect(reply.status).toBe(409);
      expect(await detail(reply)).toBe(used.n === 1 ? "Em uso por 1 registro." : `Em uso por ${used.n} registros.`);
      expect(await t.database.db.select().from(productCategories).where(eq(productCategories.id, used.id))).toHaveLength(1);
      const listed = (await (await lookups("categorias-produto")).json()) as { id: number; em_uso: number }[];
      expect(listed.find((l) => l.id === used.id)?.em_uso).toBe(used.n);

      const [supplierSegment] = await t.database.db
        .select({ id: suppliers.segmentoId, n: count() })
        .from(suppliers)
        .groupBy(suppliers.segmentoId)
        .limit(1);
      const segmentReply = await lookups("segmentos", { method: "DELETE", json: { id: supplierSegment?.id } });
      expect(segmentReply.status).toBe(409);
      expect(await detail(segmentReply)).toMatch(new RegExp(`^Em uso por ${supplierSegment?.n} registros?\\.$`));
    });

    it("the forms' lookup lists see an addition and a rename at once, also through their ETag", async () => {
      const first = await t.request("/api/suppliers/segmentos/", { token: admin });
      const etag = first.headers.get("ETag") ?? "";
      expect((await t.request("/api/suppliers/segmentos/", { token: admin, headers: { "If-None-Match": etag } })).status).toBe(304);

      const added = await lookups("segmentos", { method: "POST", json: { nome: "Ótica" } });
      const { id } = (await added.json()) as { id: number };
      const afterAdd = await t.request("/api/suppliers/segmentos/", { token: admin, headers: { "If-None-Match": etag } });
      expect(afterAdd.status).toBe(200);
      expect(((await afterAdd.json()) as { nome: string }[]).map((s) => s.nome)).toContain("Ótica");

      const [usedCategory] = await t.database.db.select({ id: sourcings.categoriaId }).from(sourcings).limit(1);
      const categories = await t.request("/api/sourcings/categorias/", { token: admin });
      const categoriesEtag = categories.headers.get("ETag") ?? "";
      expect(
        (await lookups("categorias-sourcing", { method: "PATCH", json: { id: usedCategory?.id, nome: "Categoria Renomeada" } })).status,
      ).toBe(200);
      const renamed = await t.request("/api/sourcings/categorias/", { token: admin, headers: { "If-None-Match": categoriesEtag } });
      expect(renamed.status).toBe(200);
      expect(((await renamed.json()) as { id: number; nome: string }[]).find((c) => c.id === usedCategory?.id)?.nome).toBe(
        "Categoria Renomeada",
      );
      expect((await lookups("segmentos", { method: "DELETE", json: { id } })).status).toBe(200);
      const afterDelete = (await (await t.request("/api/suppliers/segmentos/", { token: admin })).json()) as { nome: string }[];
      expect(afterDelete.map((s) => s.nome)).not.toContain("Ótica");
    });
  });
});
