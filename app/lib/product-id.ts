import { PRODUCT_NOT_FOUND } from "../../contract/product-rules";
import { requireRouteId } from "./route-id";

export { PRODUCT_NOT_FOUND };

/** For actions: a URL that names no possible product answers 404, never a 500. */
export const requireProductId = (value: string | undefined) => requireRouteId(value, PRODUCT_NOT_FOUND);
