import { data } from "react-router";
import { z } from "zod";
import type { PickerChoice, PickerOwner } from "#app/lib/pickers/kinds.ts";
import { routeIdSchema } from "#app/lib/records/route-id-schema.ts";
import { findSuppliersToLink, PICKER_SEARCH_FAILED } from "#app/lib/suppliers/picker.server.ts";
import { ApiFailure, apiOf, settle } from "#app/services/api.server.ts";
import type { Route } from "./+types/resources.supplier-search";

/** The owner whose linked suppliers are left out: `sourcing=<id>` or `product=<id>`, exactly one. */
const querySchema = z
  .object({
    sourcing: routeIdSchema.optional(),
    product: routeIdSchema.optional(),
    q: z.string().max(200).catch(""),
  })
  .transform((query, ctx): { owner: PickerOwner; q: string } => {
    if (query.sourcing !== undefined && query.product === undefined) return { owner: { kind: "sourcing", id: query.sourcing }, q: query.q };
    if (query.product !== undefined && query.sourcing === undefined) return { owner: { kind: "product", id: query.product }, q: query.q };
    ctx.addIssue({ code: "custom", message: "Informe sourcing ou product." });
    return z.NEVER;
  });

/** The supplier pickers (sourcing and product): suppliers by name, not yet linked to their owner, searched on the server. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const query = querySchema.safeParse({
    sourcing: params.get("sourcing") ?? undefined,
    product: params.get("product") ?? undefined,
    q: params.get("q") ?? "",
  });
  if (!query.success) return data({ choices: [] as PickerChoice[], error: PICKER_SEARCH_FAILED }, { status: 400 });
  const choices = await settle(findSuppliersToLink(apiOf(context), query.data.owner, query.data.q));
  if (choices instanceof ApiFailure)
    return data({ choices: [] as PickerChoice[], error: choices.messageOr(PICKER_SEARCH_FAILED) }, { status: choices.status });
  return data({ choices, error: null });
}
