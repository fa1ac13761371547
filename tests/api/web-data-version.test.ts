import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { segments, users } from "#server/db/schema.ts";
import { createTestApi, drivers, type TestApi } from "#tests/support/api.ts";

beforeAll(() => {
  process.env.SESSION_SECRET ??= "test-session-secret-with-at-least-32-chars";
});

// ADR 0078: the web tier keeps the lookup lists under the data version its profile read names, and asks for them
// again only when that version moves; the profile is still read on every page, so a session ends at once.
describe.each(drivers)("lookups kept per data version in the web tier (%s)", (driver) => {
  let t: TestApi;
  beforeEach(async () => {
    t = await createTestApi(driver);
  });
  afterEach(async () => {
    await t.close();
  });

  /** One browser request of a signed-in session: its router context and the API paths it called. */
  async function page(tokens: { access: string; refresh: string }) {
    const { readSession, sessionContext } = await import("#app/sessions.server.ts");
    const { ApiClient, apiClientContext } = await import("#app/services/api.server.ts");
    const session = await readSession(new Request("http://localhost/suppliers"));
    session.setTokens(tokens);
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
    const context = new RouterContextProvider();
    context.set(sessionContext, session);
    context.set(apiClientContext, client);
    return { context, client, session, calls };
  }

  async function shellAndLookups(tokens: { access: string; refresh: string }) {
    const { loader } = await import("#app/routes/shell.tsx");
    const { getSupplierLookups } = await import("#app/services/suppliers.server.ts");
    const request = await page(tokens);
    const outcome = await Promise.all([
      loader({ request: new Request("http://localhost/suppliers"), context: request.context, params: {} } as never),
      getSupplierLookups(request.client, { countriesInUse: true }),
    ]).catch((thrown: unknown) => thrown);
    return { ...request, outcome };
  }

  it("asks for the lookups once per data version: later pages only read the profile, a change is read at once", async () => {
    const tokens = await t.login("sourcing@demo.local");
    await shellAndLookups(tokens);
    const second = await shellAndLookups(tokens);
    expect(second.calls).toEqual(["/auth/profile/"]);

    await t.database.db.insert(segments).values({ nome: "Segmento recém-criado" });
    const third = await shellAndLookups(tokens);
    expect(third.calls).toContain("/api/suppliers/segmentos/");
    const [, lookups] = third.outcome as [unknown, { segmentos: { nome: string }[] }];
    expect(lookups.segmentos.map((s) => s.nome)).toContain("Segmento recém-criado");
  });

  it("a user switched off while the lookups are kept: the next page goes to / with the session cleared", async () => {
    const tokens = await t.login("sourcing@demo.local");
    await shellAndLookups(tokens);
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.email, "sourcing@demo.local"));
    const next = await shellAndLookups(tokens);
    expect(next.outcome).toBeInstanceOf(Response);
    expect((next.outcome as Response).headers.get("location")).toBe("/");
    expect(next.session.access).toBeUndefined();
  });

  it("a password changed in another session ends this one on its next page", async () => {
    const here = await t.login("comercial@demo.local");
    const there = await t.login("comercial@demo.local");
    await shellAndLookups(here);
    const changed = await t.request("/auth/change-password/", {
      method: "PUT",
      token: there.access,
      json: { old_password: "demo1234", new_password: "outra-senha-1234" },
    });
    expect(changed.status).toBe(200);
    const next = await shellAndLookups(here);
    expect(next.outcome).toBeInstanceOf(Response);
    expect((next.outcome as Response).headers.get("location")).toBe("/");
    expect(next.session.access).toBeUndefined();
  });
});
