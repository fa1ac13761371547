// The activity history of suppliers, sourcings and products (as recorded in
// docs/decisions/0054-activity-history.md): what is tracked, the Portuguese label of every tracked field, and
// the shape of `GET /api/activity/`.
import { z } from "zod";
import { idParam, pageParams, withoutBlanks } from "#contract/lists/list-query.ts";
import { listPageReplySchema } from "#contract/shared/replies.ts";
import { SOURCING_ACTIVITY_FIELDS } from "#contract/sourcings/sourcing-fields.ts";
import { type ActivityFieldSpec, type ActivityValueKind } from "#contract/fields/activity-spec.ts";
import { activityFieldsOf } from "#contract/fields/field-table.ts";
import { SUPPLIER_FIELDS } from "#contract/suppliers/supplier-fields.ts";
import { PRODUCT_FIELDS } from "#contract/products/product-fields.ts";
import { QUOTE_FIELDS } from "#contract/quotes/quote-fields.ts";

/** The records that have a history (their detail pages show it). */
const ACTIVITY_ENTITY_TYPES = ["supplier", "sourcing", "product"] as const;
export type ActivityEntityType = (typeof ACTIVITY_ENTITY_TYPES)[number];

/**
 * What a row says happened, as the verb the panel shows after the actor's name:
 * - `criou`: the record was created (field, old and new are null);
 * - `alterou`: `field` went from `old` to `new` (either may be null: a document sent or removed, a date cleared); a
 *   file whose name is both `old` and `new` was replaced by another sent under the same name;
 * - `adicionou` / `removeu`: one member of a collection (a sourcing's file or supplier, a product's quote)
 *   was added (`new` set, `old` null) or removed (`old` set, `new` null).
 */
export const ACTIVITY_ACTIONS = ["criou", "alterou", "adicionou", "removeu"] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

const field = (label: string, kind: ActivityValueKind): ActivityFieldSpec => ({ label, kind });
const ofSupplier = (label: string, kind: ActivityValueKind): ActivityFieldSpec => ({ label, kind, perSupplier: true });
/** Each field of a table whose rows name a supplier (a product's quote). */
const ofSupplierAll = <T extends Record<string, ActivityFieldSpec>>(fields: T): { [K in keyof T]: ActivityFieldSpec } =>
  Object.fromEntries(Object.entries(fields).map(([name, { label, kind }]) => [name, ofSupplier(label, kind)])) as {
    [K in keyof T]: ActivityFieldSpec;
  };

/**
 * Every tracked field, per record type: adding one to the history is one line here (the API's declaration of
 * where to read it is type-checked against this list).
 */
export const ACTIVITY_FIELDS = {
  supplier: {
    // A supplier's own fields and contacts, from its table (contract/suppliers/supplier-fields.ts).
    ...activityFieldsOf(SUPPLIER_FIELDS),
    documents_qc: field("Documento de QC", "file"),
    documents_audit: field("Documento de auditoria de fábrica", "file"),
    documents_catalogo: field("Catálogo", "file"),
    // Its certificates (contract/suppliers/certificates.ts): adicionou / removeu `certificado`, the certificate's name; an
    // edit, one row per changed field, with the certificate's name in `subject` ('Validade do certificado (ISO 9001 nº 12)').
    certificado: field("Certificado", "text"),
    certificado_tipo: field("Tipo do certificado", "lookup"),
    certificado_numero: field("Número do certificado", "text"),
    certificado_emissor: field("Emissor do certificado", "text"),
    certificado_emitido_em: field("Emissão do certificado", "day"),
    certificado_valido_ate: field("Validade do certificado", "day"),
    certificado_observacoes: field("Observações do certificado", "text"),
    certificado_arquivo: field("Arquivo do certificado", "file"),
  },
  sourcing: {
    // A sourcing's own fields, from its table (contract/sourcings/sourcing-fields.ts).
    ...SOURCING_ACTIVITY_FIELDS,
    /** adicionou / removeu: the file's name. */
    arquivo: field("Arquivo", "file"),
    /** adicionou / removeu a supplier of the sourcing: the link's status. */
    supplier: ofSupplier("Supplier", "status"),
    supplier_status: ofSupplier("Status do supplier", "status"),
    supplier_nota: ofSupplier("Nota do supplier", "number"),
    supplier_justificativa: ofSupplier("Justificativa do supplier", "text"),
    /** adicionou / removeu a product the sourcing asks to quote (contract/sourcings/sourcing-items.ts): the product. */
    produto: field("Produto", "lookup"),
    /** adicionou / removeu (revogou) a supplier's quote request link (contract/rfq/rfq.ts): its deadline. */
    pedido_cotacao: ofSupplier("Pedido de cotação", "instant"),
    /** adicionou: a supplier submitted a revision of its answer by link (contract/rfq/rfq-answer.ts): the revision's number. */
    resposta_cotacao: ofSupplier("Resposta à cotação (revisão)", "number"),
  },
  product: {
    // A product's own fields, from its table (contract/products/product-fields.ts).
    ...activityFieldsOf(PRODUCT_FIELDS),
    imagem: field("Imagem", "file"),
    // A supplier's quote, from its table (contract/quotes/quote-fields.ts): adicionou / removeu / alterou `cotacao`, its
    // value in dollars; alterou its terms and carton.
    ...ofSupplierAll(activityFieldsOf(QUOTE_FIELDS)),
  },
} as const satisfies Record<ActivityEntityType, Record<string, ActivityFieldSpec>>;

export type ActivityField<T extends ActivityEntityType> = keyof (typeof ACTIVITY_FIELDS)[T] & string;

/** A supplier, a lookup's entry or a person, by the name it had when the row was written. */
export const activityRefSchema = z.object({ id: z.union([z.number(), z.string()]), nome: z.string() });
export type ActivityRef = z.infer<typeof activityRefSchema>;

export const activityValueSchema = z.union([z.null(), z.string(), z.number(), z.boolean(), activityRefSchema]);
export type ActivityValue = z.infer<typeof activityValueSchema>;

/** The spec of `field` in a record type's history; undefined for a field no longer tracked. */
export function activityFieldSpec(entityType: ActivityEntityType, field: string): ActivityFieldSpec | undefined {
  const fields: Readonly<Record<string, ActivityFieldSpec>> = ACTIVITY_FIELDS[entityType];
  return Object.hasOwn(fields, field) ? fields[field] : undefined;
}

/**
 * The Portuguese name of what changed: 'Status', 'Blacklist', or for a per-supplier field the label and the
 * supplier's name: 'Cotação (Fábrica Alfa)', 'Status do supplier (Fábrica Alfa)'. An unknown field reads as its key.
 */
export function activityFieldLabel(entityType: ActivityEntityType, field: string, subject: ActivityRef | null): string {
  const label = activityFieldSpec(entityType, field)?.label ?? field;
  return subject ? `${label} (${subject.nome})` : label;
}

// ---------------------------------------------------------------- GET /api/activity/

const ACTIVITY_PAGE_SIZE_MAX = 100;

export const activityQuerySchema = z.preprocess(
  withoutBlanks,
  z.object({
    entity_type: z.enum(ACTIVITY_ENTITY_TYPES, { error: `Tipo de registro inválido. Use: ${ACTIVITY_ENTITY_TYPES.join(", ")}.` }),
    entity_id: idParam("Informe o id do registro (entity_id)."),
    ...pageParams(ACTIVITY_PAGE_SIZE_MAX),
  }),
);
export type ActivityQuery = z.output<typeof activityQuerySchema>;

const activityEntrySchema = z.object({
  id: z.number(),
  /** Who made the change; null when that user was deleted. */
  actor: z.object({ id: z.number(), nome: z.string() }).nullable(),
  /** Made by a supplier through its quote request link (`actor` null): the panel names it 'Fornecedor (link)'. */
  via_link: z.boolean(),
  action: z.enum(ACTIVITY_ACTIONS),
  /** A key of ACTIVITY_FIELDS[entity_type]; null for `criou`. */
  field: z.string().nullable(),
  /**
   * The supplier a per-supplier field is about (a sourcing's link, a product's quote), or the certificate a supplier's
   * certificate field is about; null otherwise.
   */
  subject: activityRefSchema.nullable(),
  old: activityValueSchema,
  new: activityValueSchema,
  /** When, ISO time in UTC. */
  at: z.string(),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

/** Newest first. */
export const activityReplySchema = listPageReplySchema(activityEntrySchema);
export type ActivityReply = z.infer<typeof activityReplySchema>;
