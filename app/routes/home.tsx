import { href, redirect } from "react-router";
import { sessionContext } from "~/sessions.server";
import type { Route } from "./+types/home";

export function loader({ context }: Route.LoaderArgs) {
  throw redirect(context.get(sessionContext).signedIn ? href("/suppliers") : href("/login"));
}
