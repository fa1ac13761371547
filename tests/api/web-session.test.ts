import { count, eq } from "drizzle-orm";
import { SignJWT } from "jose";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { refreshTokens, users } from "#server/db/schema.ts";
import { createTestApi, drivers, JWT_SECRET, type TestApi } from "#tests/support/api.ts";
import { loaderArgs, signedInContext } from "#tests/support/web.ts";

beforeAll(() => {
  process.env.SESSION_SECRET ??= "test-session-secret-with-at-least-32-chars";
});

// The web layer's service client against the real API: specification §4 run on the server.
describe.each(drivers)("web session refresh (%s)", (driver) => {
  let t: TestApi;
  beforeEach(async () => {
    t = await createTestApi(driver);
  });
  afterEach(async () => {
    await t.close();
  });

  async function clientWithExpiredAccess(refresh: string) {
    const { readSession } = await import("#app/sessions.server.ts");
    const { ApiClient } = await import("#app/services/api.server.ts");
    const [admin] = await t.database.db.select().from(users).where(eq(users.email, "admin@demo.local"));
    const expired = await new SignJWT({ typ: "access" })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(String(admin?.id))
      .setExpirationTime(Math.floor(Date.now() / 1000) - 10)
      .sign(new TextEncoder().encode(JWT_SECRET));
    const session = await readSession(new Request("http://localhost/suppliers"));
    session.setTokens({ access: expired, refresh });
    const calls: string[] = [];
    const client = new ApiClient(
      {
        clientAddress: "127.0.0.1",
        origin: "http://localhost",
        fetch: (request) => {
          calls.push(new URL(request.url).pathname);
          return Promise.resolve(t.api.fetch(request, { clientAddress: "127.0.0.1" }));
        },
      },
      session,
      undefined,
    );
    return { client, session, calls, expired };
  }

  it("refreshes once for several calls that meet a 401 at the same time, and replays them", async () => {
    const { getProfile, listTeamUsers } = await import("#app/services/auth.server.ts");
    const { refresh } = await t.login("admin@demo.local");
    const { client, session, calls, expired } = await clientWithExpiredAccess(refresh);

    const [profile, team2, team3] = await Promise.all([getProfile(client), listTeamUsers(client, 2), listTeamUsers(client, 3)]);
    expect(profile.email).toBe("admin@demo.local");
    expect(team2.length).toBeGreaterThan(0);
    expect(team3.length).toBeGreaterThan(0);
    expect(calls.filter((p) => p === "/auth/refresh/")).toHaveLength(1);
    expect(calls.filter((p) => p !== "/auth/refresh/")).toHaveLength(6);
    expect(session.access).not.toBe(expired);
    expect(session.refresh).not.toBe(refresh);
    expect(session.dirty).toBe(true);
    const [tokens] = await t.database.db.select({ n: count() }).from(refreshTokens);
    expect(tokens?.n).toBe(2);
  });

  it("clears the session and redirects to / when the refresh fails", async () => {
    const { getProfile } = await import("#app/services/auth.server.ts");
    const { client, session } = await clientWithExpiredAccess("revogado-ou-falso");
    const outcome = await getProfile(client).catch((thrown: unknown) => thrown);
    expect(outcome).toBeInstanceOf(Response);
    const response = outcome as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/");
    expect(session.access).toBeUndefined();
    expect(session.refresh).toBeUndefined();
  });
});

describe.each(drivers)("shell loader (%s)", (driver) => {
  let t: TestApi;
  beforeEach(async () => {
    t = await createTestApi(driver);
  });
  afterEach(async () => {
    await t.close();
  });

  const shellContext = (email: string, failProfile = false) =>
    signedInContext(t, email, (path) => failProfile && path === "/auth/profile/");

  it("loads the profile and the sidebar state from the cookie", async () => {
    const { loader } = await import("#app/routes/shell.tsx");
    const { context } = await shellContext("comercial@demo.local");
    const request = new Request("http://localhost/suppliers", { headers: { Cookie: "sidebar_state=false" } });
    const result = await loader({ request, context, params: {} } as unknown as Parameters<typeof loader>[0]);
    const body = (result as unknown as { data: { profile: { email: string }; sidebarOpen: boolean } }).data;
    expect(body.profile.email).toBe("comercial@demo.local");
    expect(body.sidebarOpen).toBe(false);
  });

  it("a failed profile load clears the session and goes to /login with 'Não foi possível carregar o perfil.'", async () => {
    const { loader } = await import("#app/routes/shell.tsx");
    const { context, session } = await shellContext("sourcing@demo.local", true);
    const outcome = await loader({ request: new Request("http://localhost/suppliers"), context, params: {} } as unknown as Parameters<
      typeof loader
    >[0]).catch((thrown: unknown) => thrown);
    expect(outcome).toBeInstanceOf(Response);
    expect((outcome as Response).headers.get("location")).toBe("/login");
    expect(session.access).toBeUndefined();
    expect(session.refresh).toBeUndefined();
    expect(session.takeToast()).toMatchObject({ type: "error", title: "Erro", description: "Não foi possível carregar o perfil." });
  });

  it("a user switched off while signed in fails the refresh and goes to /", async () => {
    const { loader } = await import("#app/routes/shell.tsx");
    const { context, session } = await shellContext("sourcing@demo.local");
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.email, "sourcing@demo.local"));
    const outcome = await loader({ request: new Request("http://localhost/suppliers"), context, params: {} } as unknown as Parameters<
      typeof loader
    >[0]).catch((thrown: unknown) => thrown);
    expect((outcome as Response).headers.get("location")).toBe("/");
    expect(session.access).toBeUndefined();
  });
});

describe.each(drivers)("profile loader (%s)", (driver) => {
  let t: TestApi;
  beforeEach(async () => {
    t = await createTestApi(driver);
  });
  afterEach(async () => {
    await t.close();
  });

  it("loads the picture link, and says 'Não foi possível carregar a foto de perfil.' when that call fails", async () => {
    const { loader } = await import("#app/routes/profile.tsx");
    const { context } = await signedInContext(t, "admin@demo.local");
    const ok = (await loader(loaderArgs(context, "http://localhost/profile") as never)) as unknown as { data: Record<string, unknown> };
    expect(ok.data).toEqual({ pictureUrl: null, pictureFailed: false, toasts: [] });

    const { context: failing } = await signedInContext(t, "admin@demo.local", (path) => path === "/auth/profile/picture/get/");
    const failed = (await loader(loaderArgs(failing, "http://localhost/profile") as never)) as unknown as { data: Record<string, unknown> };
    expect(failed.data.pictureFailed).toBe(true);
    expect(failed.data.toasts).toEqual([
      expect.objectContaining({ type: "error", title: "Erro", description: "Não foi possível carregar a foto de perfil." }),
    ]);
  });
});
