import { z } from "zod";
import { routeId } from "./route-id";

/** `routeId` as a field of a query's schema (a picker's search names its owner by id): anything else is refused. */
export const routeIdSchema = z.unknown().transform((value, ctx) => {
  const id = routeId(value);
  if (id === null) {
    ctx.addIssue({ code: "custom", message: "Id inválido." });
    return z.NEVER;
  }
  return id;
});
