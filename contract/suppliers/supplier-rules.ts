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

export const SUPPLIER_NOT_FOUND = "Fornecedor não encontrado.";
/** `?id=` of GET /api/suppliers/ out of range. */
export const SUPPLIER_LIST_ID_INVALID = "Id de fornecedor inválido.";
/** The `id` of a supplier in a body (alter, delete, a link). */
export const SUPPLIER_ID_REQUIRED = "Informe o id do supplier.";
export const SUPPLIER_ID_INVALID = "Id de supplier inválido.";
export const SUPPLIER_CREATED = "Supplier criado com sucesso!";
export const SUPPLIER_UPDATED = "Supplier atualizado com sucesso!";
export const SUPPLIER_DELETED = "Supplier deletado!";

// ---------------------------------------------------------------- documents (QC, factory audit, catalogue)

export const SUPPLIER_DOCUMENT_TOO_LARGE = "O arquivo não pode exceder 300MB.";
export const DOCUMENT_SUPPLIER_ID_REQUIRED = "Informe o supplier_id.";
export const DOCUMENT_SUPPLIER_ID_INVALID = "supplier_id inválido: informe o id de um supplier.";
export const documentExists = (label: string) => `Já existe um arquivo para ${label}.`;
export const DOCUMENT_CHANGE_INVALID = "Documento inválido: envie null para remover ou {filename} para renomear.";
export const DOCUMENT_INVALID = "Documento inválido.";
export const noDocumentToRename = (label: string) => `Não existe arquivo de ${label} para renomear.`;
export const NO_DOCUMENT_SENT = "Nenhum arquivo enviado.";
export const ONE_DOCUMENT_AT_A_TIME =
  "Altere um documento por vez: envie apenas um dos campos documents_qc, documents_audit ou documents_catalogo.";
/** A supplier named in another resource's request (a sourcing link, a quote history) that does not exist. */
export const REFERENCED_SUPPLIER_NOT_FOUND = "Supplier não encontrado.";
export const DOCUMENT_TYPE_INVALID = "Tipo de arquivo inválido: use qc, audit ou catalogo.";
/** A lookup a supplier points at that does not exist (each on its own field). */
export const SEGMENT_NOT_FOUND = "Segmento não encontrado.";
export const SOURCE_NOT_FOUND = "Source não encontrado.";
export const SUPPLIER_TYPE_NOT_FOUND = "Tipo de supplier não encontrado.";
export const COUNTRY_NOT_FOUND = "País não encontrado.";
