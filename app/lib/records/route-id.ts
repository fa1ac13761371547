import { data } from "react-router";
import { z } from "zod";
import { MAX_ID } from "../../../contract/ids";
import { PRODUCT_NOT_FOUND } from "../../../contract/product-rules";
import { SOURCING_NOT_FOUND } from "../../../contract/sourcing-rules";
import { SUPPLIER_NOT_FOUND } from "../../../contract/supplier-rules";

/** A record id in a URL segment: a positive int4; anything else names no record at all. */
export const routeIdSchema = z.coerce.number().int().positive().max(MAX_ID);

/** The id of a URL segment, or null when it cannot name a record (the page then shows its not-found state). */
export function routeId(value: string | undefined): number | null {
  const parsed = routeIdSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** For actions: a URL that names no possible record answers 404 with the screen's message, never a 500. */
export function requireRouteId(value: string | undefined, notFoundMessage: string): number {
  const id = routeId(value);
  if (id === null) throw data(notFoundMessage, { status: 404 });
  return id;
}

/** The id of each record's page, for its actions. */
export const requireProductId = (value: string | undefined) => requireRouteId(value, PRODUCT_NOT_FOUND);
export const requireSourcingId = (value: string | undefined) => requireRouteId(value, SOURCING_NOT_FOUND);
export const requireSupplierId = (value: string | undefined) => requireRouteId(value, SUPPLIER_NOT_FOUND);
