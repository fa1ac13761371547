import { data } from "react-router";
import { z } from "zod";

export const SUPPLIER_NOT_FOUND = "Fornecedor não encontrado.";

/** A supplier id in a URL: a positive int4, anything else is no supplier at all. */
export const supplierIdSchema = z.coerce.number().int().positive().max(2_147_483_647);

/** For actions: a URL that names no possible supplier answers 404, never a 500. */
export function requireSupplierId(value: string | undefined): number {
  const parsed = supplierIdSchema.safeParse(value);
  if (!parsed.success) throw data(SUPPLIER_NOT_FOUND, { status: 404 });
  return parsed.data;
}
