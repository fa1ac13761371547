import { LOOKUPS_FAILED } from "#app/lib/actions/lookups-messages.ts";
import type { LookupsReply } from "./create-dialog";

/**
 * The `clientLoader` of a dialog's lookups route: the server's answer, or, when the request itself fails
 * (network down, server unreachable), the same 'Erro' answer the dialog toasts, instead of a fetcher error
 * that would replace the whole screen with the error page.
 */
export async function withLookupsFallback<L>(serverLoader: () => Promise<LookupsReply<L>>): Promise<LookupsReply<L>> {
  try {
    return await serverLoader();
  } catch {
    return { lookups: null, error: LOOKUPS_FAILED };
  }
}
