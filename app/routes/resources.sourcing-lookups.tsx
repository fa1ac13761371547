import { withLookupsFallback } from "~/components/create-dialog/lookups-fallback";
import { dialogLookups } from "~/lib/actions/create-lookups.server";
import { apiOf } from "~/services/api.server";
import { getSourcingLookups } from "~/services/sourcings.server";
import type { Route } from "./+types/resources.sourcing-lookups";

/** The dropdown data of the 'Novo Sourcing' dialog (categories, team 2 and team 3 people), loaded only when it opens. */
export function loader({ context }: Route.LoaderArgs) {
  return dialogLookups(getSourcingLookups(apiOf(context)));
}

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) => withLookupsFallback(serverLoader);
