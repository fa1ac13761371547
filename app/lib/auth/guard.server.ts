import { redirect, type RouterContextProvider } from "react-router";
import { sessionContext } from "#app/sessions.server.ts";

/**
 * Sends visitors to /login, remembering where they were going: `url` is the page's address as React Router gives it
 * to a middleware (its `url` argument), a data request's `.data` and `_routes` already taken out (the `request` is
 * the HTTP request as it came, `future.v8_passThroughRequests`).
 */
export function requireSignedIn(url: URL, context: Readonly<RouterContextProvider>): void {
  if (context.get(sessionContext).signedIn) return;
  const back = url.pathname + url.search;
  throw redirect(back === "/" ? "/login" : `/login?${new URLSearchParams({ redirectTo: back })}`);
}
