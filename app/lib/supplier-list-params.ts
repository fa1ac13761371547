import { z } from "zod";
import { PAGE_SIZE } from "../../contract/pagination";
import { SUPPLIER_SORT_FIELDS, type SupplierSortField } from "../../contract/suppliers";

export const GRADE_MIN = 0;
export const GRADE_MAX = 10;
export const GRADE_STEP = 0.5;

const text = (max: number) => z.string().trim().max(max).catch("");
const flag = z
  .literal("1")
  .transform(() => true)
  .catch(false);
const grade = (fallback: number) =>
  z.coerce
    .number()
    .min(GRADE_MIN)
    .max(GRADE_MAX)
    .refine((v) => Number.isInteger(v / GRADE_STEP))
    .catch(fallback);

/**
 * The whole state of the supplier list, read from the URL. Every field falls back to its default on a
 * missing or bad value, so no URL can break the page.
 */
export const supplierListParamsSchema = z
  .object({
    search: text(200),
    tipo: text(100),
    pais: z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^[a-z]{2}$/)
      .catch(""),
    segmento: text(100),
    source: text(100),
    blacklisted: flag,
    has_qc: flag,
    has_audit: flag,
    has_catalog: flag,
    has_sourcing: z.enum(["0", "1"]).or(z.literal("")).catch(""),
    nota_min: grade(GRADE_MIN),
    nota_max: grade(GRADE_MAX),
    sem_nota: flag,
    order_by: z.enum(SUPPLIER_SORT_FIELDS).nullable().catch(null),
    order_direction: z.enum(["asc", "desc"]).catch("asc"),
    page: z.coerce.number().int().min(1).max(1_000_000).catch(1),
    view: z.enum(["list", "cards"]).catch("list"),
  })
  .transform((state) =>
    state.nota_min > state.nota_max ? { ...state, nota_min: state.nota_max, nota_max: state.nota_min } : state,
  );

export type SupplierListParams = z.output<typeof supplierListParamsSchema>;

export function parseSupplierListParams(params: URLSearchParams): SupplierListParams {
  const raw: Record<string, string> = {};
  for (const key of params.keys()) raw[key] = params.get(key) ?? "";
  return supplierListParamsSchema.parse(raw);
}

export const DEFAULT_LIST_PARAMS: SupplierListParams = parseSupplierListParams(new URLSearchParams());

/** The filter fields: changing any of them goes back to page 1. */
export const FILTER_KEYS = [
  "search",
  "tipo",
  "pais",
  "segmento",
  "source",
  "blacklisted",
  "has_qc",
  "has_audit",
  "has_catalog",
  "has_sourcing",
  "nota_min",
  "nota_max",
  "sem_nota",
] as const;

const ORDER: (keyof SupplierListParams)[] = [...FILTER_KEYS, "order_by", "order_direction", "page", "view"];

/** The canonical URL query of a state: only values that differ from the defaults, in a fixed order. */
export function toSearchParams(state: SupplierListParams): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ORDER) {
    const value = state[key];
    if (value === DEFAULT_LIST_PARAMS[key] || value === null || value === false || value === "") continue;
    if (key === "order_direction" && !state.order_by) continue;
    params.set(key, value === true ? "1" : String(value));
  }
  return params;
}

/** A link's query: the state with some changes. A change of filter or sort goes back to page 1. */
export function hrefWith(state: SupplierListParams, changes: Partial<SupplierListParams>): string {
  const resetsPage = Object.keys(changes).some((key) => key !== "page" && key !== "view");
  const next = { ...state, ...(resetsPage ? { page: 1 } : {}), ...changes };
  const query = toSearchParams(next).toString();
  return query ? `?${query}` : "?";
}

/** Header click: the same column flips the direction, another one starts ascending. */
export function sortChange(state: SupplierListParams, field: SupplierSortField): Partial<SupplierListParams> {
  const flip = state.order_by === field && state.order_direction === "asc";
  return { order_by: field, order_direction: flip ? "desc" : "asc" };
}

/** The query of GET /api/suppliers/ for a state. */
export function toApiQuery(state: SupplierListParams): Record<string, string | number | undefined> {
  const on = (value: boolean) => (value ? 1 : undefined);
  return {
    page: state.page,
    page_size: PAGE_SIZE,
    search: state.search || undefined,
    tipo: state.tipo || undefined,
    pais: state.pais || undefined,
    segmento: state.segmento || undefined,
    source: state.source || undefined,
    blacklisted: on(state.blacklisted),
    has_qc: on(state.has_qc),
    has_audit: on(state.has_audit),
    has_catalog: on(state.has_catalog),
    has_sourcing: state.has_sourcing || undefined,
    nota_min: state.nota_min !== GRADE_MIN ? state.nota_min : undefined,
    nota_max: state.nota_max !== GRADE_MAX ? state.nota_max : undefined,
    sem_nota: on(state.sem_nota),
    order_by: state.order_by ?? undefined,
    order_direction: state.order_by ? state.order_direction : undefined,
  };
}
