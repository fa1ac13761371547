import { data, href, Outlet, redirect } from "react-router";
import { GeneralErrorBoundary } from "#app/components/error-boundary.tsx";
import { PendingScreen } from "#app/components/pending-screen.tsx";
import { AppShell } from "#app/components/shell/app-shell.tsx";
import { requireSignedIn } from "#app/lib/auth/guard.server.ts";
import { notWhileSigningOut } from "#app/lib/shell/revalidate.ts";
import { readSidebarOpen } from "#app/lib/shell/sidebar-cookie.ts";
import { errorToast } from "#app/lib/shell/toast.ts";
import { ApiFailure, apiOf } from "#app/services/api.server.ts";
import { getProfile } from "#app/services/auth.server.ts";
import { sessionContext } from "#app/sessions.server.ts";
import type { Route } from "./+types/shell";

export const middleware: Route.MiddlewareFunction[] = [
  ({ url, context }, next) => {
    requireSignedIn(url, context);
    return next();
  },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  try {
    const profile = await getProfile(apiOf(context));
    return data({ profile, sidebarOpen: readSidebarOpen(request.headers.get("Cookie")) });
  } catch (error) {
    if (!(error instanceof ApiFailure)) throw error;
    // Specification §2: a failed profile load clears the tokens and goes to /login.
    const session = context.get(sessionContext);
    session.clear();
    session.flash(errorToast(error.messageOr("Não foi possível carregar o perfil.")));
    throw redirect(href("/login"));
  }
}

export const shouldRevalidate = notWhileSigningOut;

export default function Shell({ loaderData }: Route.ComponentProps) {
  return (
    <AppShell profile={loaderData.profile} initialOpen={loaderData.sidebarOpen}>
      <PendingScreen>
        <Outlet />
      </PendingScreen>
    </AppShell>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
