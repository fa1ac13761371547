import { withLookupsFallback } from "#app/components/create-dialog/lookups-fallback.ts";
import { dialogLookups } from "#app/lib/actions/create-lookups.server.ts";
import { apiOf } from "#app/services/api.server.ts";
import { getSourcingLookups } from "#app/services/sourcings.server.ts";
import type { Route } from "./+types/resources.sourcing-lookups";

/** The dropdown data of the 'Novo Sourcing' dialog (categories, team 2 and team 3 people), loaded only when it opens. */
export function loader({ context }: Route.LoaderArgs) {
  return dialogLookups(getSourcingLookups(apiOf(context)));
}

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) => withLookupsFallback(serverLoader);
