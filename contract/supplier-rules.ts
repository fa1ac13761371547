// The supplier contract's plain values and rules, without zod: the list pages load them on first paint
// (ADR 0051), and the schemas in ./suppliers.ts re-export them.

export const flagUrl = (code: string) => `/flags/${code.toLowerCase()}.svg`;

export const DOCUMENT_TYPES = ["qc", "audit", "catalogo"] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
export const DOCUMENT_LABELS: Record<DocumentType, string> = { qc: "QC", audit: "Auditoria de fábrica", catalogo: "Catálogo" };
export const SUPPLIER_DOCUMENT_MAX_BYTES = 300 * 1024 * 1024;

/** Sort names accepted by `order_by` (anything else is a 400). */
export const SUPPLIER_SORT_FIELDS = ["nome", "segmento", "pais", "tipo", "source", "blacklisted", "nota"] as const;
export type SupplierSortField = (typeof SUPPLIER_SORT_FIELDS)[number];

/** Largest `page_size` accepted; the pickers ask for it to get every supplier at once. */
export const SUPPLIER_PAGE_SIZE_MAX = 5000;

export const REQUIRED_FIELDS_MESSAGE = "Preencha todos os campos obrigatórios.";
export const SUPPLIER_NAME_REQUIRED = "Nome do supplier é obrigatório";
/**
 * What each required field of a supplier form says under itself when left empty; the one message of specification §5
 * (`REQUIRED_FIELDS_MESSAGE`) stands once for the whole creation form.
 */
export const SUPPLIER_FIELD_REQUIRED = {
  nome: SUPPLIER_NAME_REQUIRED,
  id_tiposupplier: "Selecione o tipo.",
  id_segmento: "Selecione o segmento.",
  codpais: "Selecione o país.",
  id_source: "Selecione o source.",
} as const;
export const INVALID_EMAIL = "Email inválido";
export const PHONE_DIGITS_ONLY = "O telefone deve conter apenas números.";
