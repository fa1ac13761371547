import { data, Links, Meta, Outlet, Scripts, ScrollRestoration, type ShouldRevalidateFunction, useMatches } from "react-router";
import { useEffect } from "react";
import type { Route } from "./+types/root";
import "./app.css";
import { GeneralErrorBoundary } from "./components/error-boundary";
import { useNonce } from "./lib/shell/nonce";
import { isNoToastsHandle, loaderToasts, type Toast } from "./lib/shell/toast";
import { ToastProvider } from "./components/toaster";
import { apiClientContext, createApiClient } from "./services/api.server";
import { readSession, sessionContext } from "./sessions.server";
import { backToMiddleware } from "./lib/lists/back-to.server";
import { useFocusHashTarget } from "./hooks/use-focus-hash-target";

/** One session and one API client per request; the session cookie is committed once, here. */
const sessionMiddleware: Route.MiddlewareFunction = async ({ request, context }, next) => {
  const session = await readSession(request);
  context.set(sessionContext, session);
  context.set(apiClientContext, createApiClient(context));
  const response = await next();
  if (session.dirty) response.headers.append("Set-Cookie", await session.commit());
  // A page that carries a flash toast must not be kept for Back: shown again from the cache, its toast
  // would reappear (and without JavaScript stay for good).
  if (session.deliveredToast) response.headers.set("Cache-Control", "no-store");
  // A signed-in page holds the user's data: no shared or back-forward cache keeps it past the session.
  if (session.signedIn && !response.headers.has("Cache-Control")) response.headers.set("Cache-Control", "no-store");
  return response;
};

export const middleware: Route.MiddlewareFunction[] = [sessionMiddleware, backToMiddleware];

export async function loader({ context }: Route.LoaderArgs) {
  const toast = context.get(sessionContext).takeToast();
  return data({ toast });
}

// Actions report their outcome as a flash toast, also when they fail (4xx), so the root loader must
// run after every submission to pick it up.
// Signing out is the exception: the shell leaves for /login by itself.
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, formAction, defaultShouldRevalidate }) => {
  if (formAction === "/logout") return false;
  return formMethod !== undefined && formMethod !== "GET" ? true : defaultShouldRevalidate;
};

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

export function meta() {
  return [{ title: "Importadora · Back-office" }];
}

/** The document's language: Portuguese, unless a page says otherwise (the supplier's quote request page). */
function useHtmlLang(): string {
  for (const { loaderData } of useMatches()) {
    if (typeof loaderData === "object" && loaderData !== null && "htmlLang" in loaderData && typeof loaderData.htmlLang === "string") {
      return loaderData.htmlLang;
    }
  }
  return "pt-BR";
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const lang = useHtmlLang();
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce || undefined} />
        <Scripts nonce={nonce || undefined} />
      </body>
    </html>
  );
}

/**
 * The flash toast of the session plus the toasts that route loaders return (a failed side load that
 * should not break the page), all in the first HTML so they show without JavaScript too.
 */
function useServerToasts(flash: Toast | null): { toasts: Toast[]; silent: boolean } {
  const matches = useMatches();
  const fromRoutes = matches.flatMap((match) => loaderToasts(match.loaderData));
  const silent = matches.some((match) => isNoToastsHandle(match.handle));
  return { toasts: flash ? [flash, ...fromRoutes] : fromRoutes, silent };
}

export default function App({ loaderData }: Route.ComponentProps) {
  const serverToasts = useServerToasts(loaderData.toast);
  useFocusHashTarget();
  // Marks the page as interactive: the end-to-end tests wait for it before they use what needs JavaScript
  // (a file picker's upload, a dialog), instead of racing the hydration on a loaded machine.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return (
    <ToastProvider serverToasts={serverToasts.toasts} silent={serverToasts.silent}>
      <Outlet />
    </ToastProvider>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
