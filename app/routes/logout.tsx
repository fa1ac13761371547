import { href, redirect } from "react-router";
import { apiOf } from "~/services/api.server";
import { logout } from "~/services/auth.server";
import { sessionContext } from "~/sessions.server";
import type { Route } from "./+types/logout";

export async function action({ context, request }: Route.ActionArgs) {
  await logout(apiOf(context), context.get(sessionContext));
  // With JavaScript the shell waits 500 ms and navigates itself; a plain form post goes straight on.
  const form = await request.formData();
  if (form.get("stay") !== "1") throw redirect(href("/login"));
  return { ok: true };
}

export function loader() {
  throw redirect(href("/login"));
}
