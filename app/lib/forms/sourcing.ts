import "#contract/shared/zod-locale.ts";
import { z } from "zod";
import { CHOOSE_SUPPLIER_MESSAGE } from "#app/lib/suppliers/picker.ts";
import { idSchema } from "#contract/shared/ids.ts";
import { CHOOSE_PRODUCT_MESSAGE } from "#contract/sourcings/sourcing-item-rules.ts";
import { itemCreateSchema } from "#contract/sourcings/sourcing-items.ts";
import { rfqCreateSchema } from "#contract/rfq/rfq.ts";
import { DEFAULT_LINK_STATUS, INITIAL_LINK_STATUSES, LINK_STATUSES } from "#contract/sourcings/link-statuses.ts";
import { LINK_JUSTIFICATIVA_MAX, LINK_JUSTIFICATIVA_TOO_LONG } from "#contract/sourcings/sourcing-supplier-rules.ts";
import { typedDecimal } from "#contract/numbers/number-field.ts";
import { fieldKeys, formValuesOf, type KeysWith } from "#contract/fields/field-table.ts";
import {
  budgetSchema,
  SOURCING_INPUT_FIELDS,
  type SourcingFields,
  type SourcingValues,
  sourcingValuesOf,
} from "#contract/sourcings/sourcing-fields.ts";
import { DT_ESTIMADO_MESSAGE, SOURCING_STATUSES } from "#contract/sourcings/sourcing-rules.ts";
import {
  linkAlterSchema,
  linkNotaSchema,
  type SourcingRecord,
  type SourcingUpdate,
  sourcingUpdateSchema,
} from "#contract/sourcings/sourcings.ts";

export { budgetInputValue } from "#contract/sourcings/sourcing-fields.ts";

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

/** The information card's starting values: each field of its form (contract/sourcings/sourcing-fields.ts) as its input shows it. */
export const sourcingFormValues = (sourcing: SourcingRecord) => formValuesOf(SOURCING_INPUT_FIELDS, sourcingValuesOf(sourcing));

type EditedValues = Pick<SourcingValues, KeysWith<SourcingFields, "form">>;

/** The edit form's fields as saved, in the payload's order: sent again unchanged by a save of something else. */
function savedEdits(sourcing: SourcingRecord): EditedValues {
  const saved = sourcingValuesOf(sourcing);
  const edited = fieldKeys(SOURCING_INPUT_FIELDS).filter((key) => SOURCING_INPUT_FIELDS[key].form !== null);
  // Object.fromEntries cannot say which value goes with which key: each is the saved value of its own field.
  return Object.fromEntries(edited.map((key) => [key, saved[key]])) as EditedValues;
}

/** The update payload that keeps everything of `sourcing` but what `changes` says (the status, left out, is kept). */
export function sourcingUpdateOf(sourcing: SourcingRecord, changes: Partial<SourcingUpdate> = {}): SourcingUpdate {
  return {
    id: sourcing.sourcing_id,
    // Read-modify-write: the save is refused if the sourcing changed after it was read.
    version: sourcing.version,
    ...savedEdits(sourcing),
    ...changes,
  };
}

/**
 * '+ Adicionar' in the products panel: a chosen product, the quantity read by the one pt-BR reader and the incoterm,
 * by the API's own rules (contract/sourcings/sourcing-items.ts), so a refusal is said before the call.
 */
export const itemAddFormSchema = itemCreateSchema.omit({ id_sourcing: true }).extend({ id_product: idSchema(CHOOSE_PRODUCT_MESSAGE) });

/** 'Pedir cotação' of a supplier in the suppliers panel: the deadline as the datetime-local input gives it, sent as an instant. */
export const rfqFormSchema = rfqCreateSchema
  .omit({ id_sourcing: true })
  .transform(({ prazo, ...rest }) => ({ ...rest, prazo: prazo.toISOString() }));

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
    .max(LINK_JUSTIFICATIVA_MAX, { error: LINK_JUSTIFICATIVA_TOO_LONG })
    .optional()
    .transform((text) => text ?? ""),
  confirmed: z.literal("1").optional(),
});

/** The final-status question's inputs (nota, justificativa), checked in the browser before the change is sent. */
export const linkGradeFormSchema = linkChangeFormSchema.pick({ nota: true, justificativa: true });

/**
 * Keeps what a budget or a grade may be made of while typing: digits, dot and comma (specification §5), and a minus
 * sign, which no budget has but whose dropping would turn '-10' into 10 without a word. Whatever these
 * make is read by the field's rule, which refuses a malformed or negative one with its message ('1.5.0', '-10').
 */
export const numberKeystrokes = (value: string) => value.replace(/[^\d.,-]/g, "");
