// A sourcing's own fields, one entry each (contract/fields/field-table.ts; adding one: docs/adding-a-field.md): the
// negotiation itself, not its suppliers' links nor its files. The order is the reply's (which names each field
// `sourcing_<key>`) and the export's; the alter's payload and the history keep the orders they have always had (below).
import { z } from "zod";
import { dayOf, formatDayBr } from "#contract/time/days.ts";
import {
  activityFieldsOf,
  fieldOf,
  fieldsOfReply,
  type KeysWith,
  type ReplyOf,
  storedDecimalOrZero,
  storedInstant,
  storedInstantOrNull,
  storedInteger,
  storedIntegerOrNull,
  storedText,
  storedTextOrNull,
  withReplyPrefix,
} from "#contract/fields/field-table.ts";
import { idSchema } from "#contract/shared/ids.ts";
import { numberField } from "#contract/numbers/number-field.ts";
import { formatBrl, formatInput } from "#contract/numbers/numbers.ts";
import {
  BUDGET_RULE,
  COMERCIAL_ID_INVALID,
  DT_ESTIMADO_MESSAGE,
  RESPONSAVEL_ID_INVALID,
  SOURCING_DESCRICAO_MAX,
  SOURCING_STATUSES,
} from "./sourcing-rules";
import { REQUIRED_FIELDS_MESSAGE } from "#contract/suppliers/supplier-rules.ts";

/** What else of the sourcing a field may show: the names of its category and people (entries of the table too). */
export interface SourcingShown {
  nome_categoria: string;
  nome_responsavel: string | null;
  nome_comercial: string | null;
}

const field = fieldOf<SourcingShown>();

// ---------------------------------------------------------------- payload readers

/** A required id: missing is the form's usual message, a number past the int4 range names the field. */
const requiredId = (outOfRange: string) => idSchema(REQUIRED_FIELDS_MESSAGE, outOfRange);

const blankToNull = (value: unknown) => (value === "" || value === undefined ? null : value);

/** An optional person: absent, '' or null is none. */
const optionalUserId = (message: string) => z.preprocess(blankToNull, idSchema(message).nullable()).optional().default(null);

const descricaoSchema = z
  .string({ error: REQUIRED_FIELDS_MESSAGE })
  .trim()
  .min(1, { error: REQUIRED_FIELDS_MESSAGE })
  .max(SOURCING_DESCRICAO_MAX, { error: `Máximo de ${SOURCING_DESCRICAO_MAX} caracteres.` });

/** The budget in reais as exact decimal text ('120000', '1234.56'). */
export const budgetSchema = numberField(BUDGET_RULE);

const dtEstimadoSchema = z.preprocess(blankToNull, z.iso.date({ error: DT_ESTIMADO_MESSAGE }).nullable());

const statusSchema = z.enum(SOURCING_STATUSES, { error: `Status inválido. Use: ${SOURCING_STATUSES.join(", ")}.` });

// ---------------------------------------------------------------- the table

/** The budget as the Orçamento input shows it: '107.000,00', which the budget's reading reads back. */
export const budgetInputValue = (budget: number) => formatInput(budget, BUDGET_RULE.decimals, true);

/** A person's picker holds the id ('' for none); a conflict notice names the person (`name` of the record). */
const personForm = (name: (sourcing: SourcingShown) => string | null) => ({
  value: (id: number | null) => (id === null ? "" : String(id)),
  conflict: { shown: (_id: number | null, sourcing: SourcingShown) => name(sourcing) ?? "" },
});

/** A person's name beside its id: read by the list's join (no column), exported; never written nor tracked (its id is). */
const personNameField = (label: string) =>
  field({
    label,
    column: null,
    stored: storedTextOrNull,
    input: null,
    write: false,
    activity: null,
    form: null,
    export: { type: "text", width: 22 },
  });

/** A date the API sets, exported as its day in São Paulo under the list's column name. */
const setDayExport = (header: string) => ({ type: "day" as const, width: 12, header, value: dayOf });

// The reply names each field `sourcing_<key>`, as the API always has.
export const SOURCING_FIELDS = withReplyPrefix("sourcing_", {
  descricao: field({
    label: "Descrição",
    column: "descricao",
    stored: storedText,
    input: descricaoSchema,
    write: true,
    activity: { kind: "text" },
    form: { value: (descricao) => descricao, conflict: {} },
    export: { type: "text", width: 40 },
  }),
  // A lookup's name, beside its id as the reply has always put them: read by the list's join (no column), shown by the
  // conflict notice and exported; never written nor tracked (its id is).
  nome_categoria: field({
    label: "Categoria",
    column: null,
    stored: storedText,
    input: null,
    write: false,
    activity: null,
    form: null,
    export: { type: "text", width: 20 },
  }),
  id_categoria: field({
    label: "Categoria",
    column: "categoriaId",
    stored: storedInteger,
    input: requiredId("Categoria de sourcing inválida."),
    write: true,
    activity: { kind: "lookup", as: "categoria" },
    form: { value: (id) => String(id), conflict: { shown: (_id, sourcing) => sourcing.nome_categoria } },
    export: null,
  }),
  // Changed from the header's badge, not the edit form; a change sets the dates the API keeps
  // (docs/decisions/0017-sourcing-status-dates.md).
  status: field({
    label: "Status",
    column: "status",
    stored: storedText,
    input: statusSchema.optional(),
    write: true,
    activity: { kind: "status" },
    form: null,
    export: { type: "text", width: 14 },
  }),
  dt_adicionado: field({
    label: "Adicionado em",
    column: "dtAdicionado",
    stored: storedInstant,
    input: null,
    write: false,
    activity: null,
    form: null,
    export: setDayExport("Adicionado"),
  }),
  dt_inicio: field({
    label: "Iniciado em",
    column: "dtInicio",
    stored: storedInstantOrNull,
    input: null,
    write: false,
    activity: { kind: "instant" },
    form: null,
    export: setDayExport("Iniciado"),
  }),
  /** YYYY-MM-DD */
  dt_estimado: field({
    label: "Data estimada",
    column: "dtEstimado",
    stored: storedTextOrNull,
    input: dtEstimadoSchema.optional(),
    write: true,
    activity: { kind: "day" },
    form: { value: (day) => day ?? "", conflict: { shown: formatDayBr } },
    export: { type: "day", width: 12, header: "Estimado" },
  }),
  dt_finalizado: field({
    label: "Finalizado em",
    column: "dtFinalizado",
    stored: storedInstantOrNull,
    input: null,
    write: false,
    activity: { kind: "instant" },
    form: null,
    export: setDayExport("Finalizado"),
  }),
  id_responsavel: field({
    label: "Responsável",
    column: "responsavelId",
    stored: storedIntegerOrNull,
    input: requiredId(RESPONSAVEL_ID_INVALID),
    write: true,
    activity: { kind: "lookup", as: "responsavel" },
    form: personForm((sourcing) => sourcing.nome_responsavel),
    export: null,
  }),
  id_comercial: field({
    label: "Comercial",
    column: "comercialId",
    stored: storedIntegerOrNull,
    input: optionalUserId(COMERCIAL_ID_INVALID),
    write: true,
    activity: { kind: "lookup", as: "comercial" },
    form: personForm((sourcing) => sourcing.nome_comercial),
    export: null,
  }),
  // The people's names, after their ids as the reply has always put them (as `nome_categoria` above).
  nome_responsavel: personNameField("Responsável"),
  nome_comercial: personNameField("Comercial"),
  // 0 when never set; the history shows the value in reais, so it names the field without its unit.
  budget: field({
    label: "Orçamento (R$)",
    column: "budget",
    stored: storedDecimalOrZero,
    input: budgetSchema.optional(),
    write: true,
    activity: { kind: "brl", label: BUDGET_RULE.label },
    form: { value: budgetInputValue, conflict: { rule: BUDGET_RULE, shown: formatBrl } },
    export: { type: "number", decimals: BUDGET_RULE.decimals, width: 14 },
  }),
});

export type SourcingFields = typeof SOURCING_FIELDS;

/** A sourcing's fields keyed as the table: what its form values, conflict notice and export cells are read from. */
export type SourcingValues = { [K in keyof SourcingFields]: z.output<SourcingFields[K]["stored"]["reply"]> };

/** A sourcing's reply (or one with its fields) read back under the table's keys. */
export const sourcingValuesOf = (sourcing: ReplyOf<SourcingFields, SourcingValues>): SourcingValues =>
  fieldsOfReply(SOURCING_FIELDS, sourcing);

// ---------------------------------------------------------------- the orders of the payload and the history

/**
 * The entries of `table` that `order` names, in its order: for a derivation whose order is not the table's. Each
 * `order` below `satisfies` the keys that take part in it, so a new entry fails the typecheck until it is placed.
 */
function inOrder<T extends object, K extends keyof T>(table: T, order: Record<K, true>): Pick<T, K> {
  const keys = Object.keys(order).filter((key): key is K & string => Object.hasOwn(table, key));
  // As above: each picked key with its own entry.
  return Object.fromEntries(keys.map((key) => [key, table[key]])) as Pick<T, K>;
}

/**
 * The fields the alter takes, in the order its payload has always had: the OpenAPI document's, its errors' and the
 * edit form's conflict notice's.
 */
export const SOURCING_INPUT_FIELDS = inOrder(SOURCING_FIELDS, {
  descricao: true,
  id_categoria: true,
  budget: true,
  id_responsavel: true,
  id_comercial: true,
  dt_estimado: true,
  status: true,
} satisfies Record<KeysWith<SourcingFields, "input">, true>);

/**
 * The tracked fields, their labels and kinds, in the order a save's history rows have always come
 * (docs/decisions/0054-activity-history.md): what the user edits, then the dates the status sets.
 */
export const SOURCING_ACTIVITY_FIELDS = activityFieldsOf(
  inOrder(SOURCING_FIELDS, {
    descricao: true,
    id_categoria: true,
    status: true,
    id_responsavel: true,
    id_comercial: true,
    budget: true,
    dt_estimado: true,
    dt_inicio: true,
    dt_finalizado: true,
  } satisfies Record<KeysWith<SourcingFields, "activity">, true>),
);
