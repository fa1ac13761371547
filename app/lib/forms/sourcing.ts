import "../../../contract/zod-locale";
import { z } from "zod";
import { CHOOSE_SUPPLIER_MESSAGE } from "../supplier-picker";
import { idSchema } from "../../../contract/ids";
import { DEFAULT_LINK_STATUS, INITIAL_LINK_STATUSES, LINK_STATUSES } from "../../../contract/link-statuses";
import { DT_ESTIMADO_MESSAGE, SOURCING_STATUSES } from "../../../contract/sourcing-rules";
import {
  budgetSchema,
  linkAlterSchema,
  linkNotaSchema,
  type Sourcing,
  type SourcingUpdate,
  sourcingUpdateSchema,
} from "../../../contract/sourcings";

// Conform reads an emptied input as a missing field, and the API leaves a missing field unchanged: the
// forms below turn "emptied" into the value the user meant (budget 0, no date, no grade, no justification).

/** The information card's edit form: the update payload without the status (the header badge changes that). */
export const sourcingEditFormSchema = sourcingUpdateSchema.omit({ status: true }).extend({
  /** An emptied budget is the default budget, 0. */
  budget: budgetSchema.optional().transform((budget) => budget ?? 0),
  /** An emptied estimated date clears it. */
  dt_estimado: z.iso
    .date({ error: DT_ESTIMADO_MESSAGE })
    .optional()
    .transform((day) => day ?? null),
});

/** The header badge's status form. */
export const sourcingStatusFormSchema = z.object({
  status: z.enum(SOURCING_STATUSES, { error: "Escolha um status." }),
});

/** The update payload that keeps everything of `sourcing` but what `changes` says. */
export function sourcingUpdateOf(sourcing: Sourcing, changes: Partial<SourcingUpdate> = {}): SourcingUpdate {
  return {
    id: sourcing.sourcing_id,
    // Read-modify-write: the save is refused if the sourcing changed after it was read.
    version: sourcing.version,
    descricao: sourcing.sourcing_descricao,
    id_categoria: sourcing.sourcing_id_categoria,
    budget: sourcing.sourcing_budget,
    id_responsavel: sourcing.sourcing_id_responsavel,
    id_comercial: sourcing.sourcing_id_comercial,
    dt_estimado: sourcing.sourcing_dt_estimado,
    ...changes,
  };
}

/** '+ Adicionar' in the suppliers panel: a chosen supplier and one of the two initial statuses. */
export const linkAddFormSchema = z.object({
  id_supplier: idSchema(CHOOSE_SUPPLIER_MESSAGE),
  status: z
    .enum(LINK_STATUSES)
    .default(DEFAULT_LINK_STATUS)
    .refine((status) => INITIAL_LINK_STATUSES.includes(status), { error: `Escolha ${INITIAL_LINK_STATUSES.join(" ou ")}.` }),
});

/**
 * A link's status change in the suppliers panel, with its grade and justification (emptied inputs clear
 * them); `confirmed` is set once the final-status question has been answered.
 */
export const linkChangeFormSchema = linkAlterSchema.omit({ id_sourcing: true }).extend({
  nota: linkNotaSchema,
  justificativa: z
    .string()
    .trim()
    .max(2000, { error: "Máximo de 2000 caracteres." })
    .optional()
    .transform((text) => text ?? ""),
  confirmed: z.literal("1").optional(),
});

/** The final-status question's inputs (nota, justificativa), checked in the browser before the change is sent. */
export const linkGradeFormSchema = linkChangeFormSchema.pick({ nota: true, justificativa: true });

/** The grade as the Nota input shows it: one decimal with the pt-BR comma, empty when there is none. */
export const notaInputValue = (nota: number | null) => (nota === null ? "" : String(nota).replace(".", ","));

/** Keeps what a grade may be made of while typing: digits and one decimal separator. */
export function gradeKeystrokes(value: string): string {
  const kept = value.replace(/[^\d.,]/g, "");
  const separator = kept.search(/[.,]/);
  return separator === -1 ? kept : kept.slice(0, separator + 1) + kept.slice(separator + 1).replace(/[.,]/g, "");
}

/** Keeps what a budget may be made of while typing: digits, dot and comma (spec section 5). */
export const budgetKeystrokes = (value: string) => value.replace(/[^\d.,]/g, "");
