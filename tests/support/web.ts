import { eq, sql } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { dataVersion } from "#server/db/schema.ts";
import { ApiClient, apiClientContext } from "#app/services/api.server.ts";
import { readSession, sessionContext } from "#app/sessions.server.ts";
import type { TestApi } from "./api.ts";

process.env.SESSION_SECRET ??= "test-session-secret-with-at-least-32-chars";

/** Steps from far above any version a test database reaches by its writes, one more each time. */
let nextVersionStep = 1_000_000 + Math.floor(Math.random() * 1_000_000);

/**
 * The router context of one signed-in browser request, its API client talking to the test API in-process.
 * `failing` names API paths that answer `failure` instead: by default a 502 without a JSON body, as when the API
 * tier is down for that call.
 */
export async function signedInContext(
  t: TestApi,
  email: string,
  failing?: (path: string) => boolean,
  failure: () => Response = () => new Response("Bad Gateway", { status: 502 }),
) {
  // A test that fails calls wants them made: the web tier keeps the lookup lists while the data version holds
  // (ADR 0078), so the data moves to a version no earlier page of this process saw, as after a change.
  if (failing) {
    await t.database.db
      .update(dataVersion)
      .set({ version: sql`${dataVersion.version} + ${nextVersionStep++}` })
      .where(eq(dataVersion.id, 1));
  }
  const fails = failing ?? (() => false);
  const session = await readSession(new Request("http://localhost/"));
  session.setTokens(await t.login(email));
  const client = new ApiClient(
    {
      clientAddress: "127.0.0.1",
      origin: "http://localhost",
      fetch: (request) =>
        fails(new URL(request.url).pathname)
          ? Promise.resolve(failure())
          : Promise.resolve(t.api.fetch(request, { clientAddress: "127.0.0.1" })),
    },
    session,
    undefined,
  );
  const context = new RouterContextProvider();
  context.set(sessionContext, session);
  context.set(apiClientContext, client);
  return { context, session };
}

/** Calls a route loader as React Router would, for one URL. */
export function loaderArgs(context: RouterContextProvider, url: string, params: Record<string, string> = {}) {
  return { request: new Request(url), context, params, unstable_pattern: "", url: new URL(url) };
}
