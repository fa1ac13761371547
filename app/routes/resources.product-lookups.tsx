import { withLookupsFallback } from "~/components/create-dialog/lookups-fallback";
import { dialogLookups } from "~/lib/actions/create-lookups.server";
import { apiOf } from "~/services/api.server";
import { getProductLookups } from "~/services/products.server";
import type { Route } from "./+types/resources.product-lookups";

/** The dropdown data of the 'Novo Produto' dialog (the categories), loaded only when it opens. */
export function loader({ context }: Route.LoaderArgs) {
  return dialogLookups(getProductLookups(apiOf(context)));
}

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) => withLookupsFallback(serverLoader);
