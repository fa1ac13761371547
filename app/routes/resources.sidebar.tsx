import { readForm } from "#app/lib/forms/read.server.ts";
import { redirect } from "react-router";
import { safeRedirect } from "#app/lib/auth/redirect-to.ts";
import { sidebarCookie } from "#app/lib/shell/sidebar-cookie.ts";
import type { Route } from "./+types/resources.sidebar";

/** Without JavaScript the sidebar toggle is a form post: flip the cookie and go back. */
export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  const open = form.get("open") === "true";
  throw redirect(safeRedirect(form.get("redirectTo")), { headers: { "Set-Cookie": sidebarCookie(open) } });
}
