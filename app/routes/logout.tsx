import { readForm } from "~/lib/forms/read.server";
import { href, redirect } from "react-router";
import { LOGOUT_DELAY_MS } from "~/lib/auth/logout";
import { apiOf } from "~/services/api.server";
import { logout } from "~/services/auth.server";
import { sessionContext } from "~/sessions.server";
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
