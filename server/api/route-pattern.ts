import type { Context } from "hono";
import { matchedRoutes } from "hono/route";
import { METHOD_NAME_ALL } from "hono/router";

/**
 * The pattern of the route that answers the request (`/api/rfq/:token/`), for log lines and metrics: a path holds
 * record ids, a supplier's link token or a signed file link. The handler's route is the last one matched for the
 * request's method (middleware is registered for all methods); undefined when none matched (a 404). Known as soon
 * as the router has matched, so an error's line has it too.
 */
export const routePatternOf = (c: Context): string | undefined => matchedRoutes(c).findLast((r) => r.method !== METHOD_NAME_ALL)?.path;
