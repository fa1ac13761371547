import { href, redirect } from "react-router";
import { sessionContext } from "#app/sessions.server.ts";
import type { Route } from "./+types/home";

export function loader({ context }: Route.LoaderArgs) {
  throw redirect(context.get(sessionContext).signedIn ? href("/suppliers") : href("/login"));
}
