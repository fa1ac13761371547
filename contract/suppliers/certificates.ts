// The schemas of a supplier's certificates (docs/decisions/0070-supplier-certificates.md): what the API reads
// (JSON, or the text fields of a multipart form when a file comes) and what it answers.
import { z } from "zod";
import {
  CERTIFICATE_EMISSOR_MAX,
  CERTIFICATE_MESSAGES as M,
  CERTIFICATE_NUMERO_MAX,
  CERTIFICATE_OBSERVACOES_MAX,
  CERTIFICATE_SITUATIONS,
} from "./certificate-rules";
import { idSchema } from "#contract/shared/ids.ts";
import { idParam, withoutBlanks } from "#contract/lists/list-query.ts";
import { isCalendarDay } from "#contract/quotes/quote-terms.ts";
import { storedFileSchema } from "./suppliers";

export * from "./certificate-rules";

const text = (max: number, tooLong: string) => z.string({ error: tooLong }).trim().max(max, { error: tooLong });

/** A calendar day (YYYY-MM-DD) or none: null, or a blank form field. */
const daySchema = (invalid: string) =>
  z.union([z.string(), z.null()], { error: invalid }).transform((value, ctx) => {
    if (value === null || value.trim() === "") return null;
    const day = value.trim();
    if (!isCalendarDay(day)) {
      ctx.addIssue({ code: "custom", message: invalid });
      return z.NEVER;
    }
    return day;
  });

/** A 0/1 switch of a form, or a JSON boolean. */
const flagSchema = (invalid: string) =>
  z
    .union([z.boolean(), z.literal(0), z.literal(1), z.literal("0"), z.literal("1")], { error: invalid })
    .transform((value) => value === true || value === 1 || value === "1");

const certificateIdSchema = idSchema(M.idRequired, M.idInvalid);
const tipoIdSchema = idSchema(M.tipoRequired, M.tipoInvalid);
/**
 * The supplier whose page edits the certificate (ADR 0074): when given, a certificate of another supplier is not found.
 */
const ownerIdSchema = idSchema(M.supplierRequired, M.supplierInvalid).optional();
const numeroSchema = text(CERTIFICATE_NUMERO_MAX, M.numeroTooLong);
const emissorSchema = text(CERTIFICATE_EMISSOR_MAX, M.emissorTooLong);
const observacoesSchema = text(CERTIFICATE_OBSERVACOES_MAX, M.observacoesTooLong);
const emitidoEmSchema = daySchema(M.emitidoEmInvalid);
const validoAteSchema = daySchema(M.validoAteInvalid);

/** The validity may not end before the certificate was issued. */
export const datesInOrder = (emitidoEm: string | null, validoAte: string | null) =>
  emitidoEm === null || validoAte === null || validoAte >= emitidoEm;

/**
 * POST /api/suppliers/certificados/post/: JSON, or a multipart form with these fields and the file in `file`. Only
 * the supplier and the type are required.
 */
export const certificateCreateSchema = z
  .object({
    id_supplier: idSchema(M.supplierRequired, M.supplierInvalid),
    id_tipo: tipoIdSchema,
    numero: numeroSchema.optional().default(""),
    emissor: emissorSchema.optional().default(""),
    emitido_em: emitidoEmSchema.optional().default(null),
    valido_ate: validoAteSchema.optional().default(null),
    observacoes: observacoesSchema.optional().default(""),
  })
  .refine((c) => datesInOrder(c.emitido_em, c.valido_ate), { error: M.validadeBeforeEmissao, path: ["valido_ate"] });

/**
 * PUT /api/suppliers/certificados/alter/: the id and the fields to change (a field left out keeps its value; an
 * empty text or date clears it). A file in `file` (multipart) replaces the stored one; `remover_arquivo` removes it.
 */
export const certificateUpdateSchema = z.object({
  id: certificateIdSchema,
  id_supplier: ownerIdSchema,
  id_tipo: tipoIdSchema.optional(),
  numero: numeroSchema.optional(),
  emissor: emissorSchema.optional(),
  emitido_em: emitidoEmSchema.optional(),
  valido_ate: validoAteSchema.optional(),
  observacoes: observacoesSchema.optional(),
  remover_arquivo: flagSchema(M.removerArquivoInvalid).optional(),
});

/** DELETE /api/suppliers/certificados/delete/ */
export const certificateDeleteSchema = z.object({ id: certificateIdSchema, id_supplier: ownerIdSchema });

/** GET /api/suppliers/certificados/?id_supplier= */
export const certificateListQuerySchema = z.preprocess(withoutBlanks, z.object({ id_supplier: idParam(M.supplierRequired) }));

/** A certificate as the API answers it: its fields, its file as a signed link, and its situation today. */
const certificateSchema = z.object({
  id: z.number(),
  id_supplier: z.number(),
  id_tipo: z.number(),
  tipo: z.string(),
  numero: z.string(),
  emissor: z.string(),
  /** YYYY-MM-DD */
  emitido_em: z.string().nullable(),
  /** YYYY-MM-DD: the last day it is valid; null when it does not expire. */
  valido_ate: z.string().nullable(),
  arquivo: storedFileSchema.nullable(),
  observacoes: z.string(),
  situacao: z.enum(CERTIFICATE_SITUATIONS),
  /** `valido_ate` − today (São Paulo), in days: 0 on its last day, negative once expired; null without a validity date. */
  dias: z.number().nullable(),
});
export type Certificate = z.infer<typeof certificateSchema>;

/** A supplier's certificates, the nearest expiry first (those without one last). */
export const certificateListReplySchema = z.object({ results: z.array(certificateSchema) });
