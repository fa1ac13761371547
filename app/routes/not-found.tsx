import { data } from "react-router";
import { GeneralErrorBoundary } from "#app/components/error-boundary.tsx";
import { AppShell } from "#app/components/shell/app-shell.tsx";
import { StatusPage } from "#app/components/status-page.tsx";
import { readSidebarOpen } from "#app/lib/shell/sidebar-cookie.ts";
import { NO_TOASTS_HANDLE } from "#app/lib/shell/toast.ts";
import { ApiFailure, apiOf } from "#app/services/api.server.ts";
import { getProfile } from "#app/services/auth.server.ts";
import { sessionContext } from "#app/sessions.server.ts";
import type { Route } from "./+types/not-found";

export function meta() {
  return [{ title: "Página não encontrada · Importadora" }];
}

// A toast left over from the page before (a flash, or one still on screen) has nothing to do with this address.
export const handle = NO_TOASTS_HANDLE;

/**
 * Any other path answers 404. A signed-in user keeps the shell (sidebar with their name and the
 * navigation) around the message; a visitor, or a session whose profile cannot be read, gets the plain page.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (!context.get(sessionContext).signedIn) return data({ shell: null }, { status: 404 });
  try {
    const profile = await getProfile(apiOf(context));
    return data({ shell: { profile, sidebarOpen: readSidebarOpen(request.headers.get("Cookie")) } }, { status: 404 });
  } catch (error) {
    // An expired session (the client answers with a redirect) or a failing API: the plain page will do.
    if (error instanceof ApiFailure || error instanceof Response) return data({ shell: null }, { status: 404 });
    throw error;
  }
}

export function action() {
  throw data(null, { status: 404 });
}

export default function NotFound({ loaderData }: Route.ComponentProps) {
  const { shell } = loaderData;
  if (!shell) return <StatusPage status={404} />;
  return (
    <AppShell profile={shell.profile} initialOpen={shell.sidebarOpen}>
      <StatusPage status={404} />
    </AppShell>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
