import { data, type RouterContextProvider } from "react-router";
import { ApiFailure, apiOf, settle } from "#app/services/api.server.ts";
import { getProfile } from "#app/services/auth.server.ts";
import { CREATE_REFUSED, canCreate } from "#contract/shared/teams.ts";

/**
 * The loader and the action of a creation page (/suppliers/new, /sourcings/new, /products/new): a team that may
 * not create (team 1, docs/decisions/0061) gets 403 with the refusal instead of a form whose every post the
 * API would refuse. The route's error boundary shows it inside the shell, as a 404 is shown.
 * A profile that cannot be read is the shell's business (it signs the user out); the API still decides then.
 */
export async function requireCreator(context: Readonly<RouterContextProvider>): Promise<void> {
  const profile = await settle(getProfile(apiOf(context)));
  if (profile instanceof ApiFailure) return;
  if (!canCreate(profile.team)) throw data(CREATE_REFUSED, { status: 403 });
}
