import { SUPPLIER_NOT_FOUND } from "../../contract/supplier-rules";
import { requireRouteId } from "./route-id";

/** For actions: a URL that names no possible supplier answers 404, never a 500. */
export const requireSupplierId = (value: string | undefined) => requireRouteId(value, SUPPLIER_NOT_FOUND);
