import { data } from "react-router";
import { MAX_ID } from "#contract/shared/limits.ts";
import { PRODUCT_NOT_FOUND } from "#contract/products/product-rules.ts";
import { SOURCING_NOT_FOUND } from "#contract/sourcings/sourcing-rules.ts";
import { SUPPLIER_NOT_FOUND } from "#contract/suppliers/supplier-rules.ts";

/**
 * The id of a URL segment, or null when it cannot name a record (the page then shows its not-found state): a
 * positive int4 as `Number` reads it; anything else names no record at all. Plain code, no zod: the product page
 * reads its `?cotacao=` with it on its first load, which carries none (docs/decisions/0051-lean-first-load.md).
 */
export function routeId(value: unknown): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 && id <= MAX_ID ? id : null;
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
