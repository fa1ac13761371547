import "../../../contract/zod-locale";
import { z } from "zod";
import { CHOOSE_SUPPLIER_MESSAGE } from "../suppliers/picker";
import { idSchema } from "../../../contract/ids";
import { DEFAULT_LINK_STATUS, INITIAL_LINK_STATUSES, LINK_STATUSES } from "../../../contract/link-statuses";
import { typedDecimal } from "../../../contract/number-field";
import { formatInput } from "../../../contract/numbers";
import { BUDGET_RULE, DT_ESTIMADO_MESSAGE, NOTA_RULE, SOURCING_STATUSES } from "../../../contract/sourcing-rules";
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
// Numbers are read by the contract's own fields and sent on as typed text, which the API reads back the same.

/** The information card's edit form: the update payload without the status (the header badge changes that). */
export const sourcingEditFormSchema = sourcingUpdateSchema.omit({ status: true }).extend({
  /** An emptied budget is the default budget, 0. */
  budget: budgetSchema.optional().transform((budget) => typedDecimal(budget ?? "0")),
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
  nota: linkNotaSchema.optional().transform((nota) => typedDecimal(nota ?? null)),
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

/** The budget as the Orçamento input shows it: '107.000,00', which the budget's reading reads back. */
export const budgetInputValue = (budget: number) => formatInput(budget, BUDGET_RULE.decimals, true);

/** The grade as the Nota input shows it: '8,5', '7'; empty when there is none. */
export const notaInputValue = (nota: number | null) => formatInput(nota, NOTA_RULE.decimals);

/**
 * Keeps what a budget or a grade may be made of while typing: digits, dot and comma (specification §5). Whatever
 * these make is read by the field's rule, which refuses a malformed one with its message ('1.5.0').
 */
export const numberKeystrokes = (value: string) => value.replace(/[^\d.,]/g, "");
