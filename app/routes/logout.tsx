import { readForm } from "#app/lib/forms/read.server.ts";
import { href, redirect } from "react-router";
import { LOGOUT_DELAY_MS } from "#app/lib/auth/logout.ts";
import { apiOf } from "#app/services/api.server.ts";
import { logout } from "#app/services/auth.server.ts";
import { sessionContext } from "#app/sessions.server.ts";
import type { Route } from "./+types/logout";

export async function action({ context, request }: Route.ActionArgs) {
  await logout(apiOf(context), context.get(sessionContext));
  // With JavaScript the shell waits the 500 ms and navigates itself. A plain form post waits here, once the
  // tokens are revoked, so that it too reaches /login after the pause of specification §2.
  const form = await readForm(request);
  if (form.get("stay") === "1") return { ok: true };
  await new Promise((resolve) => setTimeout(resolve, LOGOUT_DELAY_MS));
  throw redirect(href("/login"));
}

export function loader() {
  throw redirect(href("/login"));
}
