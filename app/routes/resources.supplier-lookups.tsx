import { withLookupsFallback } from "~/components/create-dialog/lookups-fallback";
import { dialogLookups } from "~/lib/actions/create-lookups.server";
import { apiOf } from "~/services/api.server";
import { getSupplierLookups } from "~/services/suppliers.server";
import type { Route } from "./+types/resources.supplier-lookups";

/** The dropdown data of the 'Novo Fornecedor' dialog, loaded only when it opens. */
export function loader({ context }: Route.LoaderArgs) {
  return dialogLookups(getSupplierLookups(apiOf(context)));
}

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) => withLookupsFallback(serverLoader);
