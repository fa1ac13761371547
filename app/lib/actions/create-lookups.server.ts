import { data } from "react-router";
import { LOOKUPS_FAILED } from "./lookups-messages";
import { ApiFailure, settle } from "#app/services/api.server.ts";
import { errorToast } from "#app/lib/shell/toast.ts";

/** A creation dialog's resource route: the dropdown data, or the text of the 'Erro' toast the dialog shows. */
export async function dialogLookups<L>(call: Promise<L>) {
  const lookups = await settle(call);
  if (lookups instanceof ApiFailure) return data({ lookups: null, error: lookups.messageOr(LOOKUPS_FAILED) }, { status: lookups.status });
  return data({ lookups, error: null });
}

/** The same data for the creation form's full page: a failure leaves the dropdowns empty, with the toast. */
export async function pageLookups<L>(call: Promise<L>) {
  const lookups = await settle(call);
  if (lookups instanceof ApiFailure) return data({ lookups: null, toasts: [errorToast(lookups.messageOr(LOOKUPS_FAILED))] });
  return data({ lookups, toasts: [] });
}
