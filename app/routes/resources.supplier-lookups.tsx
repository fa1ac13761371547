import { data } from "react-router";
import { ApiFailure, apiOf } from "~/services/api.server";
import { getSupplierLookups } from "~/services/suppliers.server";
import type { Route } from "./+types/resources.supplier-lookups";

export const LOOKUPS_FAILED = "Falha ao carregar dados dos dropdowns";

/** The dropdown data of the 'Novo Fornecedor' dialog, loaded only when it opens. */
export async function loader({ context }: Route.LoaderArgs) {
  try {
    return data({ lookups: await getSupplierLookups(apiOf(context)), error: null });
  } catch (error) {
    if (!(error instanceof ApiFailure)) throw error;
    return data({ lookups: null, error: error.messageOr(LOOKUPS_FAILED) }, { status: error.status });
  }
}
