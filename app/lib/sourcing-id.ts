import { SOURCING_NOT_FOUND } from "../../contract/sourcing-rules";
import { requireRouteId } from "./route-id";

/** For actions: a URL that names no possible sourcing answers 404, never a 500. */
export const requireSourcingId = (value: string | undefined) => requireRouteId(value, SOURCING_NOT_FOUND);
