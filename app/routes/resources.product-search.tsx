import { data } from "react-router";
import { z } from "zod";
import type { PickerChoice } from "#app/lib/pickers/kinds.ts";
import { findProductsToAsk, PRODUCT_PICKER_SEARCH_FAILED } from "#app/lib/products/picker.server.ts";
import { routeIdSchema } from "#app/lib/records/route-id-schema.ts";
import { ApiFailure, apiOf, settle } from "#app/services/api.server.ts";
import type { Route } from "./+types/resources.product-search";

const querySchema = z.object({ sourcing: routeIdSchema, q: z.string().max(200).catch("") });

/** The sourcing's product picker: catalogue products by name, not yet asked by the sourcing, searched on the server. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const query = querySchema.safeParse({ sourcing: params.get("sourcing") ?? undefined, q: params.get("q") ?? "" });
  if (!query.success) return data({ choices: [] as PickerChoice[], error: PRODUCT_PICKER_SEARCH_FAILED }, { status: 400 });
  const choices = await settle(findProductsToAsk(apiOf(context), query.data.sourcing, query.data.q));
  if (choices instanceof ApiFailure)
    return data({ choices: [] as PickerChoice[], error: choices.messageOr(PRODUCT_PICKER_SEARCH_FAILED) }, { status: choices.status });
  return data({ choices, error: null });
}
