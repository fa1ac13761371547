import { z } from "zod";
import { idSchema } from "#contract/shared/ids.ts";
import { versionField } from "#contract/shared/versions.ts";
import { exportFormatParam } from "#contract/lists/list-export.ts";
import { idParam, pageParams, searchParam, SORT_DIRECTION_INVALID, withoutBlanks } from "#contract/lists/list-query.ts";
import { listPageReplySchema } from "#contract/shared/replies.ts";
import { numberField } from "#contract/numbers/number-field.ts";
import { inputShape, replyShape } from "#contract/fields/field-table.ts";
import { SOURCING_FIELDS, SOURCING_INPUT_FIELDS } from "./sourcing-fields";
import {
  COMERCIAL_ID_INVALID,
  COMMENT_EMPTY_MESSAGE,
  COMMENT_MAX_LENGTH,
  COMMENT_TOO_LONG_MESSAGE,
  NOTA_RULE,
  RESPONSAVEL_ID_INVALID,
  SOURCING_ID_INVALID,
  SOURCING_ID_REQUIRED,
  SOURCING_PAGE_SIZE_MAX,
  SOURCING_SORT_FIELDS,
  SOURCING_STATUS_FILTERS,
} from "./sourcing-rules";
import { SUPPLIER_ID_INVALID, SUPPLIER_ID_REQUIRED } from "#contract/suppliers/supplier-rules.ts";
import { LINK_JUSTIFICATIVA_MAX, LINK_JUSTIFICATIVA_TOO_LONG, LINK_STATUS_REQUIRED } from "./sourcing-supplier-rules";

export * from "./sourcing-rules";

// ---------------------------------------------------------------- statuses

// ---------------------------------------------------------------- list and detail

export const sourcingSupplierEntrySchema = z.object({
  id_supplier: z.number(),
  nome_supplier: z.string(),
  status: z.string(),
  nota: z.number().nullable(),
});

const sourcingFileSchema = z.object({ filename: z.string(), fileurl: z.string() });

export const sourcingSchema = z.object({
  sourcing_id: z.number(),
  version: z.number(),
  // The stored fields (contract/sourcings/sourcing-fields.ts), each `sourcing_<key>`: the dates the API sets as ISO times,
  // `dt_estimado` YYYY-MM-DD, the lookups' names beside their ids, `budget` 0 when never set.
  ...replyShape(SOURCING_FIELDS),
  // Computed on today in São Paulo: `dt_estimado` past (or today) while the status is not final.
  sourcing_atrasado: z.boolean(),
  sourcing_pendente_hoje: z.boolean(),
  suppliers: z.array(sourcingSupplierEntrySchema),
  /** The files panel's files (POST /files/sourcings/upload/), ordered by name, as signed download links. */
  sourcing_files: z.array(sourcingFileSchema),
});
export type Sourcing = z.infer<typeof sourcingSchema>;
/** A sourcing as its own page holds it: that page lists its suppliers and files from their own calls, in full. */
export type SourcingRecord = Omit<Sourcing, "suppliers" | "sourcing_files">;

export const sourcingListReplySchema = listPageReplySchema(sourcingSchema);

// ---------------------------------------------------------------- payloads

const sourcingId = () => idSchema(SOURCING_ID_REQUIRED, SOURCING_ID_INVALID);

/** Each stored field's entry (contract/sourcings/sourcing-fields.ts), in the payload's order. */
const sourcingInputShape = inputShape(SOURCING_INPUT_FIELDS);

/** POST /api/sourcings/post/: what 'Novo Sourcing' asks (specification §5); a new sourcing starts 'Não iniciado'. */
export const sourcingCreateSchema = z
  .object(sourcingInputShape)
  .pick({ descricao: true, id_categoria: true, id_responsavel: true, id_comercial: true });
export type SourcingCreate = z.input<typeof sourcingCreateSchema>;

/**
 * PUT /api/sourcings/alter/ (dt_estimado and status are additions: the information card and the badge). `budget`,
 * `dt_estimado` and `status` left out keep their stored values; `id_comercial` left out clears it.
 */
export const sourcingUpdateSchema = z.object({
  version: versionField,
  id: sourcingId(),
  ...sourcingInputShape,
});
export type SourcingUpdate = z.input<typeof sourcingUpdateSchema>;

export const sourcingDeleteSchema = z.object({ id: sourcingId() });

// ---------------------------------------------------------------- links from the sourcing detail

/** Empty or null: no grade; otherwise 0..10 with at most one decimal, as exact decimal text ('8.5'). */
export const linkNotaSchema = numberField(NOTA_RULE, null);

const linkIds = {
  id_sourcing: sourcingId(),
  id_supplier: idSchema(SUPPLIER_ID_REQUIRED, SUPPLIER_ID_INVALID),
};

/** POST /api/sourcings-suppliers/post/ */
export const linkCreateSchema = z.object({
  ...linkIds,
  status: z.string().trim().optional().default(""),
});

/** POST /api/sourcings-suppliers/alter/ */
export const linkAlterSchema = z.object({
  ...linkIds,
  status: z.string({ error: LINK_STATUS_REQUIRED }).trim().min(1, { error: LINK_STATUS_REQUIRED }),
  nota: linkNotaSchema.optional(),
  justificativa: z.string().trim().max(LINK_JUSTIFICATIVA_MAX, { error: LINK_JUSTIFICATIVA_TOO_LONG }).optional(),
});

/** DELETE /api/sourcings-suppliers/delete/ */
export const linkDeleteSchema = z.object(linkIds);

// ---------------------------------------------------------------- list query

const trueParam = (name: string) =>
  z.enum(["true", "false"], { error: `O filtro ${name} aceita apenas true ou false.` }).transform((v) => v === "true");

/** The sourcing list's filters and sort: one declaration for the list and its export. */
const sourcingFilterShape = {
  search: searchParam,
  category: idParam("Categoria inválida.").optional(),
  responsavel: idParam(RESPONSAVEL_ID_INVALID).optional(),
  comercial: idParam(COMERCIAL_ID_INVALID).optional(),
  status: z.enum(SOURCING_STATUS_FILTERS, { error: `Status inválido. Use: ${SOURCING_STATUS_FILTERS.join(", ")}.` }).optional(),
  atrasado: trueParam("atrasado").optional(),
  hoje: trueParam("hoje").optional(),
  sort_field: z
    .enum(SOURCING_SORT_FIELDS, { error: `Campo de ordenação inválido. Use: ${SOURCING_SORT_FIELDS.join(", ")}.` })
    .default("dt_adicionado"),
  sort_direction: z.enum(["asc", "desc"], { error: SORT_DIRECTION_INVALID }).default("asc"),
};
const notLateAndToday = (q: { atrasado?: boolean; hoje?: boolean }) => !(q.atrasado && q.hoje);
const LATE_AND_TODAY = { error: "Escolha 'Atrasados' ou 'Pendente para hoje', não os dois.", path: ["hoje"] };

/** Every parameter of GET /api/sourcings/ (the list), validated at once. */
export const sourcingListQuerySchema = z.preprocess(
  withoutBlanks,
  z.object({ ...pageParams(SOURCING_PAGE_SIZE_MAX), ...sourcingFilterShape }).refine(notLateAndToday, LATE_AND_TODAY),
);
/** GET /api/sourcings/export/: the list's filters and sort, every row, as `format`. */
export const sourcingExportQuerySchema = z.preprocess(
  withoutBlanks,
  z.object({ format: exportFormatParam, ...sourcingFilterShape }).refine(notLateAndToday, LATE_AND_TODAY),
);
export type SourcingListQuery = z.output<typeof sourcingListQuerySchema>;
/** What a client sends: every parameter as text or number, all optional. */
/** The list's query but its page: what a total counts and an export writes. */
export type SourcingListFilter = Omit<SourcingListQuery, "page" | "page_size">;
export type SourcingListApiQuery = { [K in keyof SourcingListQuery]?: string | number };

// ---------------------------------------------------------------- files (/files/sourcings/)

const sourcingStoredFileSchema = z.object({ filename: z.string(), fileurl: z.string(), size: z.number() });
export type SourcingStoredFile = z.infer<typeof sourcingStoredFileSchema>;

/** GET /files/sourcings/get/?sourcing_id */
export const sourcingFilesReplySchema = z.object({ files: z.array(sourcingStoredFileSchema) });
/** POST /files/sourcings/upload/ */
export const sourcingUploadReplySchema = z.object({ filename: z.string(), fileurl: z.string(), message: z.string() });

// ---------------------------------------------------------------- comments (/files/comments_sourcings/)

/** The text of a comment: not blank, at most 3000 characters as typed. */
export const commentTextSchema = z
  .string({ error: COMMENT_EMPTY_MESSAGE })
  .max(COMMENT_MAX_LENGTH, { error: COMMENT_TOO_LONG_MESSAGE })
  .refine((text) => text.trim() !== "", { error: COMMENT_EMPTY_MESSAGE });

const commentSchema = z.object({
  id: z.number(),
  id_user: z.number(),
  comentario: z.string(),
  /** The markdown rendered and sanitised once, when the comment was written. */
  html: z.string(),
  dt_enviado: z.string(),
  user_info: z.object({ nome: z.string(), profile_pic: z.string().nullable() }),
  anexos: z.array(z.object({ filename: z.string(), fileurl: z.string() })),
});
export type SourcingComment = z.infer<typeof commentSchema>;
/** GET /files/comments_sourcings/list/?id_sourcing[&limit]: oldest first (with `limit`, the latest that many). */
export const commentListReplySchema = z.array(commentSchema);
