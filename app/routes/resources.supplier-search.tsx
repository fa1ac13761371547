import { data } from "react-router";
import { z } from "zod";
import { findSuppliersToLink, type PickerSupplier } from "~/lib/supplier-picker.server";
import { routeIdSchema } from "~/lib/route-id";
import { ApiFailure, apiOf, settle } from "~/services/api.server";
import type { Route } from "./+types/resources.supplier-search";

export const SEARCH_FAILED = "Falha ao buscar suppliers.";

const querySchema = z.object({
  /** The sourcing whose linked suppliers are left out. */
  sourcing: routeIdSchema,
  q: z.string().max(200).catch(""),
});

/** The suppliers panel's picker: suppliers by name, not yet linked to the sourcing, searched on the server. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const query = querySchema.safeParse({ sourcing: url.searchParams.get("sourcing"), q: url.searchParams.get("q") ?? "" });
  if (!query.success) return data({ suppliers: [] as PickerSupplier[], error: SEARCH_FAILED }, { status: 400 });
  const suppliers = await settle(findSuppliersToLink(apiOf(context), query.data.sourcing, query.data.q));
  if (suppliers instanceof ApiFailure) return data({ suppliers: [] as PickerSupplier[], error: suppliers.messageOr(SEARCH_FAILED) }, { status: suppliers.status });
  return data({ suppliers, error: null });
}
