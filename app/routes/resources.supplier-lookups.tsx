import { withLookupsFallback } from "#app/components/create-dialog/lookups-fallback.ts";
import { dialogLookups } from "#app/lib/actions/create-lookups.server.ts";
import { apiOf } from "#app/services/api.server.ts";
import { getSupplierLookups } from "#app/services/suppliers.server.ts";
import type { Route } from "./+types/resources.supplier-lookups";

/** The dropdown data of the 'Novo Fornecedor' dialog, loaded only when it opens. */
export function loader({ context }: Route.LoaderArgs) {
  return dialogLookups(getSupplierLookups(apiOf(context)));
}

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) => withLookupsFallback(serverLoader);
