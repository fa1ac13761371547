import { requireRouteId } from "./route-id";

export const SOURCING_NOT_FOUND = "Sourcing não encontrado.";

/** For actions: a URL that names no possible sourcing answers 404, never a 500. */
export const requireSourcingId = (value: string | undefined) => requireRouteId(value, SOURCING_NOT_FOUND);
