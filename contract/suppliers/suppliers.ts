import { z } from "zod";
import { idSchema } from "#contract/shared/ids.ts";
import { versionField } from "#contract/shared/versions.ts";
import { exportFormatParam } from "#contract/lists/list-export.ts";
import { flagParam, pageParams, searchParam, SORT_DIRECTION_INVALID, withoutBlanks } from "#contract/lists/list-query.ts";
import { listPageReplySchema } from "#contract/shared/replies.ts";
import { inputShape, replyShape } from "#contract/fields/field-table.ts";
import {
  blacklistedSchema,
  countryCodeSchema,
  requiredId,
  SUPPLIER_CONTACT_FIELDS,
  SUPPLIER_FIELDS,
  supplierNameSchema,
} from "./supplier-fields";
import {
  REQUIRED_FIELDS_MESSAGE,
  SUPPLIER_ID_INVALID,
  SUPPLIER_ID_REQUIRED,
  SUPPLIER_PAGE_SIZE_MAX,
  SUPPLIER_SORT_FIELDS,
} from "./supplier-rules";
import { CERTIFICATE_FILTERS, CERTIFICATE_MESSAGES } from "./certificate-rules";
import { LINK_JUSTIFICATIVA_MAX, LINK_JUSTIFICATIVA_TOO_LONG, LINK_STATUS_REQUIRED } from "#contract/sourcings/sourcing-supplier-rules.ts";

export * from "./supplier-rules";

// ---------------------------------------------------------------- lookups

export const lookupSchema = z.object({ id: z.number(), nome: z.string() });
export type Lookup = z.infer<typeof lookupSchema>;

/** `icon` is the app's own flag image for the country (`/flags/<code>.svg`). */
export const countrySchema = z.object({ id: z.number(), code: z.string(), nome: z.string(), icon: z.string() });
export type Country = z.infer<typeof countrySchema>;

/** `GET /api/suppliers/paises/`: every country (the forms), or `em_uso=1` only those suppliers have (the filter). */
export const countryListQuerySchema = z.object({ em_uso: flagParam("em_uso").optional() });

// ---------------------------------------------------------------- documents

export const storedFileSchema = z.object({
  filename: z.string(),
  /** A short-lived signed link served by the API. */
  fileurl: z.string(),
  size: z.number(),
  uploaded_at: z.string(),
});
export type StoredFile = z.infer<typeof storedFileSchema>;

// ---------------------------------------------------------------- links to sourcings

export const sourcingSupplierLinkSchema = z.object({
  id_sourcing_suppliers: z.number(),
  id_sourcing: z.number(),
  id_supplier: z.number(),
  sourcing_nome: z.string(),
  supplier_nome: z.string(),
  status: z.string(),
  justificativa: z.string(),
  nota: z.number().nullable(),
  /**
   * The supplier's certificates lapsed today (São Paulo), the longest lapsed first: `valido_ate` (YYYY-MM-DD) is its
   * last valid day (docs/decisions/0070-supplier-certificates.md).
   */
  certificados_vencidos: z.array(z.object({ tipo: z.string(), valido_ate: z.string() })),
});
export type SourcingSupplierLink = z.infer<typeof sourcingSupplierLinkSchema>;
/** GET /api/sourcings-suppliers/ (the links of a sourcing or of a supplier). */
export const sourcingSupplierLinksSchema = z.array(sourcingSupplierLinkSchema);

// ---------------------------------------------------------------- list

/**
 * A listed supplier: the list's columns (specification §2) in the list's order, a lookup by its name alone, typed as
 * the list has always answered (names nullable, `supplier_blacklisted` a boolean or a number). Kept by hand, not
 * derived from contract/suppliers/supplier-fields.ts: its order, its names and its types are its own; the export's columns
 * are the table's `SUPPLIER_LIST_FIELDS`.
 */
export const supplierListItemSchema = z.object({
  supplier_id: z.number(),
  supplier_nome: z.string(),
  supplier_nome_segmento: z.string().nullable(),
  supplier_nome_pais: z.string().nullable(),
  supplier_cod_pais: z.string().nullable(),
  supplier_icon_pais: z.string().nullable(),
  supplier_nome_tipo: z.string().nullable(),
  supplier_nome_source: z.string().nullable(),
  supplier_blacklisted: z.union([z.boolean(), z.number()]),
  sourcing_avg_nota: z.number().nullable(),
  /** Descriptions of the sourcings the supplier takes part in. */
  sourcings: z.array(z.string()).optional(),
  /**
   * The worse of its certificates needing action today (São Paulo): `vencido` when one has lapsed, else `vencendo`
   * when one ends within 30 days, else null (docs/decisions/0070-supplier-certificates.md).
   */
  certificado_situacao: z.enum(CERTIFICATE_FILTERS).nullable(),
});
export type SupplierListItem = z.infer<typeof supplierListItemSchema>;

export const supplierListReplySchema = listPageReplySchema(supplierListItemSchema);

// ---------------------------------------------------------------- detail

export const supplierDetailSchema = z.object({
  supplier_id: z.number(),
  version: z.number(),
  // The stored fields (contract/suppliers/supplier-fields.ts), each lookup's id followed by its name (and the country's flag).
  ...replyShape(SUPPLIER_FIELDS),
  documents_qc: storedFileSchema.nullable(),
  documents_audit: storedFileSchema.nullable(),
  documents_catalogo: storedFileSchema.nullable(),
});
export type SupplierDetail = z.infer<typeof supplierDetailSchema>;

export const supplierDetailListReplySchema = listPageReplySchema(supplierDetailSchema);

// ---------------------------------------------------------------- payloads and their validation

/**
 * POST /api/suppliers/post/: the stored fields (contract/suppliers/supplier-fields.ts), the general ones in the creation's own
 * order and with specification §5's one message for each required one (the country 'cn' when not given, not blacklisted
 * unless sent); the contacts as the alter reads them.
 */
export const supplierCreateSchema = z.object({
  nome: supplierNameSchema(REQUIRED_FIELDS_MESSAGE),
  id_segmento: requiredId,
  id_source: requiredId,
  id_tiposupplier: requiredId,
  codpais: countryCodeSchema(REQUIRED_FIELDS_MESSAGE).default("cn"),
  blacklisted: blacklistedSchema.optional().default(false),
  ...inputShape(SUPPLIER_CONTACT_FIELDS),
});
export type SupplierCreate = z.input<typeof supplierCreateSchema>;

/** PUT /api/suppliers/alter/ with the fields (the document shape is validated by the API itself). */
export const supplierUpdateSchema = z.object({
  version: versionField,
  id: idSchema(SUPPLIER_ID_REQUIRED, SUPPLIER_ID_INVALID),
  // Each stored field's entry (contract/suppliers/supplier-fields.ts).
  ...inputShape(SUPPLIER_FIELDS),
});
export type SupplierUpdate = z.input<typeof supplierUpdateSchema>;

export const linkStatusUpdateSchema = z.object({
  id: idSchema("Informe o id do vínculo.", "Id de vínculo inválido."),
  /** The supplier whose page changes the status (ADR 0074): when given, another supplier's link is not found. */
  id_supplier: idSchema(SUPPLIER_ID_REQUIRED, SUPPLIER_ID_INVALID).optional(),
  status: z.string({ error: LINK_STATUS_REQUIRED }).trim().min(1, { error: LINK_STATUS_REQUIRED }),
  justificativa: z.string().trim().max(LINK_JUSTIFICATIVA_MAX, { error: LINK_JUSTIFICATIVA_TOO_LONG }).optional(),
});

export const uploadReplySchema = z.object({
  filename: z.string(),
  fileurl: z.string(),
  size: z.number(),
  message: z.string(),
});

// ---------------------------------------------------------------- list query

const GRADE_PARAM_MESSAGE = "A nota deve ser um número entre 0 e 10.";
const notaParam = z
  .string({ error: GRADE_PARAM_MESSAGE })
  .trim()
  .regex(/^\d+(\.\d+)?$/, { error: GRADE_PARAM_MESSAGE })
  .transform(Number)
  .pipe(z.number().min(0, { error: GRADE_PARAM_MESSAGE }).max(10, { error: GRADE_PARAM_MESSAGE }));

/** The supplier list's filters and sort: one declaration for the list and its export. */
const supplierFilterShape = {
  search: searchParam,
  tipo: z.string().trim().optional(),
  pais: z.string().trim().toLowerCase().optional(),
  segmento: z.string().trim().optional(),
  source: z.string().trim().optional(),
  blacklisted: flagParam("blacklisted").optional(),
  has_qc: flagParam("has_qc").optional(),
  has_audit: flagParam("has_audit").optional(),
  has_catalog: flagParam("has_catalog").optional(),
  has_sourcing: flagParam("has_sourcing").optional(),
  nota_min: notaParam.optional(),
  nota_max: notaParam.optional(),
  sem_nota: flagParam("sem_nota").optional(),
  /** Suppliers with at least one certificate expiring (30 days or fewer left) or expired today, in São Paulo. */
  certificado: z.enum(CERTIFICATE_FILTERS, { error: CERTIFICATE_MESSAGES.filterInvalid }).optional(),
  order_by: z
    .enum(SUPPLIER_SORT_FIELDS, { error: `Campo de ordenação inválido. Use: ${SUPPLIER_SORT_FIELDS.join(", ")}.` })
    .default("nome"),
  order_direction: z.enum(["asc", "desc"], { error: SORT_DIRECTION_INVALID }).default("asc"),
};
const gradeRangeInOrder = (q: { nota_min?: number; nota_max?: number }) =>
  q.nota_min === undefined || q.nota_max === undefined || q.nota_min <= q.nota_max;
const GRADE_RANGE_REVERSED = { error: "A nota mínima não pode ser maior que a nota máxima.", path: ["nota_min"] };

/** Every parameter of GET /api/suppliers/ (the list), validated at once. */
export const supplierListQuerySchema = z.preprocess(
  withoutBlanks,
  z.object({ ...pageParams(SUPPLIER_PAGE_SIZE_MAX), ...supplierFilterShape }).refine(gradeRangeInOrder, GRADE_RANGE_REVERSED),
);
/** GET /api/suppliers/export/: the list's filters and sort, every row, as `format`. */
export const supplierExportQuerySchema = z.preprocess(
  withoutBlanks,
  z.object({ format: exportFormatParam, ...supplierFilterShape }).refine(gradeRangeInOrder, GRADE_RANGE_REVERSED),
);
export type SupplierListQuery = z.output<typeof supplierListQuerySchema>;
/** What a client sends: every parameter as text or number, all optional. */
/** The list's query but its page: what a total counts and an export writes. */
export type SupplierListFilter = Omit<SupplierListQuery, "page" | "page_size">;
export type SupplierListApiQuery = { [K in keyof SupplierListQuery]?: string | number };
