import { withLookupsFallback } from "#app/components/create-dialog/lookups-fallback.ts";
import { dialogLookups } from "#app/lib/actions/create-lookups.server.ts";
import { apiOf } from "#app/services/api.server.ts";
import { getProductLookups } from "#app/services/products.server.ts";
import type { Route } from "./+types/resources.product-lookups";

/** The dropdown data of the 'Novo Produto' dialog (the categories), loaded only when it opens. */
export function loader({ context }: Route.LoaderArgs) {
  return dialogLookups(getProductLookups(apiOf(context)));
}

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) => withLookupsFallback(serverLoader);
