import { requireRouteId } from "./route-id";

export const SUPPLIER_NOT_FOUND = "Fornecedor não encontrado.";

/** For actions: a URL that names no possible supplier answers 404, never a 500. */
export const requireSupplierId = (value: string | undefined) => requireRouteId(value, SUPPLIER_NOT_FOUND);
