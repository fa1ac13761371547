import { data, href, Outlet, redirect } from "react-router";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { PendingScreen } from "~/components/pending-screen";
import { AppShell } from "~/components/shell/app-shell";
import { requireSignedIn } from "~/lib/auth/guard.server";
import { notWhileSigningOut } from "~/lib/shell/revalidate";
import { readSidebarOpen } from "~/lib/shell/sidebar-cookie";
import { errorToast } from "~/lib/shell/toast";
import { ApiFailure, apiOf } from "~/services/api.server";
import { getProfile } from "~/services/auth.server";
import { sessionContext } from "~/sessions.server";
import type { Route } from "./+types/shell";

export const middleware: Route.MiddlewareFunction[] = [
  ({ request, context }, next) => {
    requireSignedIn(request, context);
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
