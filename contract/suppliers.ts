import { z } from "zod";
import { listReplySchema } from "./pagination";

// ---------------------------------------------------------------- lookups

export const lookupSchema = z.object({ id: z.number(), nome: z.string() });
export type Lookup = z.infer<typeof lookupSchema>;

/** `icon` is the app's own flag image for the country (`/flags/<code>.svg`). */
export const countrySchema = z.object({ id: z.number(), code: z.string(), nome: z.string(), icon: z.string() });
export type Country = z.infer<typeof countrySchema>;

export const flagUrl = (code: string) => `/flags/${code.toLowerCase()}.svg`;

// ---------------------------------------------------------------- documents

export const DOCUMENT_TYPES = ["qc", "audit", "catalogo"] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
export const DOCUMENT_LABELS: Record<DocumentType, string> = { qc: "QC", audit: "Auditoria de fábrica", catalogo: "Catálogo" };
export const SUPPLIER_DOCUMENT_MAX_BYTES = 300 * 1024 * 1024;

export const storedFileSchema = z.object({
  filename: z.string(),
  /** A short-lived signed link served by the API. */
  fileurl: z.string(),
  size: z.number(),
  uploaded_at: z.string(),
});
export type StoredFile = z.infer<typeof storedFileSchema>;

// ---------------------------------------------------------------- links to sourcings

/** 'Finalizado' is accepted on input as an alias of 'Concluído' and never returned. */
export const LINK_STATUSES = ["Não iniciado", "Doing", "Arquivo", "Cancelado", "Concluído"] as const;
export type LinkStatus = (typeof LINK_STATUSES)[number];
export const FINAL_LINK_STATUSES: readonly LinkStatus[] = ["Arquivo", "Cancelado", "Concluído"];
export const INITIAL_LINK_STATUSES: readonly LinkStatus[] = ["Não iniciado", "Doing"];
export const isFinalLinkStatus = (status: string) => (FINAL_LINK_STATUSES as readonly string[]).includes(status);

export const sourcingSupplierLinkSchema = z.object({
  id_sourcing_suppliers: z.number(),
  id_sourcing: z.number(),
  id_supplier: z.number(),
  sourcing_nome: z.string(),
  supplier_nome: z.string(),
  status: z.string(),
  justificativa: z.string(),
  nota: z.number().nullable(),
});
export type SourcingSupplierLink = z.infer<typeof sourcingSupplierLinkSchema>;

// ---------------------------------------------------------------- list

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
});
export type SupplierListItem = z.infer<typeof supplierListItemSchema>;

export const supplierListReplySchema = listReplySchema(supplierListItemSchema);

/** Sort names accepted by `order_by` (anything else is a 400). */
export const SUPPLIER_SORT_FIELDS = ["nome", "segmento", "pais", "tipo", "source", "blacklisted", "nota"] as const;
export type SupplierSortField = (typeof SUPPLIER_SORT_FIELDS)[number];

/** Largest `page_size` accepted; the pickers ask for it to get every supplier at once. */
export const SUPPLIER_PAGE_SIZE_MAX = 5000;

// ---------------------------------------------------------------- detail

export const supplierDetailSchema = z.object({
  supplier_id: z.number(),
  supplier_nome: z.string(),
  supplier_id_tipo: z.number(),
  supplier_nome_tipo: z.string(),
  supplier_id_segmento: z.number(),
  supplier_nome_segmento: z.string(),
  supplier_id_source: z.number(),
  supplier_nome_source: z.string(),
  supplier_cod_pais: z.string(),
  supplier_nome_pais: z.string(),
  supplier_icon_pais: z.string(),
  supplier_blacklisted: z.union([z.literal(0), z.literal(1)]),
  contato_nome: z.string(),
  contato_telefone: z.string(),
  contato_email: z.string(),
  contato_wechat: z.string(),
  contato_website: z.string(),
  contato_endereco: z.string(),
  documents_qc: storedFileSchema.nullable(),
  documents_audit: storedFileSchema.nullable(),
  documents_catalogo: storedFileSchema.nullable(),
});
export type SupplierDetail = z.infer<typeof supplierDetailSchema>;

export const supplierDetailReplySchema = listReplySchema(supplierDetailSchema);

// ---------------------------------------------------------------- payloads and their validation

export const REQUIRED_FIELDS_MESSAGE = "Preencha todos os campos obrigatórios.";
export const SUPPLIER_NAME_REQUIRED = "Nome do supplier é obrigatório";
export const INVALID_EMAIL = "Email inválido";
export const PHONE_DIGITS_ONLY = "O telefone deve conter apenas números.";

const requiredId = z.coerce
  .number({ error: REQUIRED_FIELDS_MESSAGE })
  .int({ error: REQUIRED_FIELDS_MESSAGE })
  .positive({ error: REQUIRED_FIELDS_MESSAGE });

const optionalText = (max = 500) =>
  z
    .string()
    .trim()
    .max(max, { error: `Máximo de ${max} caracteres.` })
    .optional()
    .default("");

/** The simple shape x@y.z of spec section 5, or empty. */
export const contactEmailSchema = z
  .string()
  .trim()
  .optional()
  .default("")
  .refine((v) => v === "" || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), { error: INVALID_EMAIL });

export const contactPhoneSchema = z
  .string()
  .trim()
  .optional()
  .default("")
  .refine((v) => /^\d*$/.test(v), { error: PHONE_DIGITS_ONLY })
  .refine((v) => v.length <= 20, { error: "Máximo de 20 dígitos." });

export const contactFields = {
  contato_nome: optionalText(200),
  contato_telefone: contactPhoneSchema,
  contato_email: contactEmailSchema,
  contato_wechat: optionalText(100),
  contato_website: optionalText(300),
  contato_endereco: optionalText(500),
};

const blacklistedSchema = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.literal("0"), z.literal("1"), z.literal("true"), z.literal("false")])
  .transform((v) => v === true || v === 1 || v === "1" || v === "true");

/** POST /api/suppliers/post/ */
export const supplierCreateSchema = z.object({
  nome: z.string({ error: REQUIRED_FIELDS_MESSAGE }).trim().min(1, { error: REQUIRED_FIELDS_MESSAGE }).max(200, { error: "Máximo de 200 caracteres." }),
  id_segmento: requiredId,
  id_source: requiredId,
  id_tiposupplier: requiredId,
  codpais: z
    .string({ error: REQUIRED_FIELDS_MESSAGE })
    .trim()
    .toLowerCase()
    .regex(/^[a-z]{2}$/, { error: REQUIRED_FIELDS_MESSAGE })
    .default("cn"),
  blacklisted: blacklistedSchema.optional().default(false),
  ...contactFields,
});
export type SupplierCreate = z.input<typeof supplierCreateSchema>;

/** PUT /api/suppliers/alter/ with the fields (the document shape is validated by the API itself). */
export const supplierUpdateSchema = z.object({
  id: z.coerce.number({ error: "Informe o id do supplier." }).int().positive({ error: "Informe o id do supplier." }),
  nome: z.string({ error: SUPPLIER_NAME_REQUIRED }).trim().min(1, { error: SUPPLIER_NAME_REQUIRED }).max(200, { error: "Máximo de 200 caracteres." }),
  id_tiposupplier: requiredId,
  id_segmento: requiredId,
  id_source: requiredId.optional(),
  codpais: z.string({ error: REQUIRED_FIELDS_MESSAGE }).trim().toLowerCase().regex(/^[a-z]{2}$/, { error: "País inválido." }),
  blacklisted: blacklistedSchema.optional(),
  ...contactFields,
});
export type SupplierUpdate = z.input<typeof supplierUpdateSchema>;

export const linkStatusUpdateSchema = z.object({
  id: z.coerce.number({ error: "Informe o id do vínculo." }).int().positive({ error: "Informe o id do vínculo." }),
  status: z.string({ error: "Informe o status." }).trim().min(1, { error: "Informe o status." }),
  justificativa: z.string().trim().max(2000, { error: "Máximo de 2000 caracteres." }).optional(),
});

export const detailReplySchema = z.object({ detail: z.string() });
export const createdReplySchema = z.object({ id: z.number(), detail: z.string().optional() });
export const uploadReplySchema = z.object({
  filename: z.string(),
  fileurl: z.string(),
  size: z.number(),
  message: z.string(),
});
