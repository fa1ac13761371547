import { redirect, type RouterContextProvider } from "react-router";
import { sessionContext } from "#app/sessions.server.ts";

/** Sends visitors to /login, remembering where they were going. */
export function requireSignedIn(request: Request, context: Readonly<RouterContextProvider>): void {
  if (context.get(sessionContext).signedIn) return;
  const url = new URL(request.url);
  // Data requests of client navigations carry React Router's own parameter; it is not part of the page.
  url.searchParams.delete("_routes");
  const back = url.pathname.replace(/\.data$/, "") + url.search;
  throw redirect(back === "/" ? "/login" : `/login?${new URLSearchParams({ redirectTo: back })}`);
}
