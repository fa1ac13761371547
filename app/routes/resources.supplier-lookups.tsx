import { data } from "react-router";
import { ApiFailure, apiOf, settle } from "~/services/api.server";
import { getSupplierLookups } from "~/services/suppliers.server";
import type { Route } from "./+types/resources.supplier-lookups";

export const LOOKUPS_FAILED = "Falha ao carregar dados dos dropdowns";

/** The dropdown data of the 'Novo Fornecedor' dialog, loaded only when it opens. */
export async function loader({ context }: Route.LoaderArgs) {
  const lookups = await settle(getSupplierLookups(apiOf(context)));
  if (lookups instanceof ApiFailure) return data({ lookups: null, error: lookups.messageOr(LOOKUPS_FAILED) }, { status: lookups.status });
  return data({ lookups, error: null });
}
