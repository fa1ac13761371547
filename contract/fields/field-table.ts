// One table of an entity's stored fields, from which every list of them is derived (docs/adding-a-field.md): the
// reply's mapping and schema, the alter's column set and payload, the tracked activity fields with their Portuguese
// labels, the edit form's saved values and conflict notice (docs/decisions/0035-optimistic-concurrency.md) and the
// list export's columns (docs/decisions/0049-list-export.md). Each entry says, for every one of those, how it takes
// part or `null` (not at all): a field left out of one is a choice written down, never a line forgotten.
import { z } from "zod";
import type { ActivityFieldSpec, ActivityValueKind } from "./activity-spec";
import type { NumberRule } from "#contract/numbers/numbers.ts";

/** How a stored value is read into the reply's: both drivers' shapes accepted (numeric as text or number), one type out. */
export interface Stored<V> {
  /** The value in the reply (and the OpenAPI document). */
  reply: z.ZodType<V>;
  /** The column's value as a driver hands it over, read into the reply's. */
  read: z.ZodType<V>;
}

const decimal = z.union([z.string(), z.number()]);

export const storedText: Stored<string> = { reply: z.string(), read: z.string() };
export const storedTextOrNull: Stored<string | null> = { reply: z.string().nullable(), read: z.string().nullable() };
export const storedInteger: Stored<number> = { reply: z.number(), read: z.number() };
export const storedIntegerOrNull: Stored<number | null> = { reply: z.number().nullable(), read: z.number().nullable() };
export const storedBoolean: Stored<boolean> = { reply: z.boolean(), read: z.boolean() };
/** A moment (timestamptz: a Date from either driver) as an ISO time in UTC. */
const isoTime = z.date().transform((at) => at.toISOString());
export const storedInstant: Stored<string> = { reply: z.string(), read: isoTime };
export const storedInstantOrNull: Stored<string | null> = { reply: z.string().nullable(), read: isoTime.nullable() };
/** A numeric column: a number, null when not given. */
export const storedDecimalOrNull: Stored<number | null> = {
  reply: z.number().nullable(),
  read: decimal.nullable().transform((value) => (value === null ? null : Number(value))),
};
/** A numeric column read as 0 when never set. */
export const storedDecimalOrZero: Stored<number> = {
  reply: z.number(),
  read: decimal.nullable().transform((value) => (value === null ? 0 : Number(value))),
};

/**
 * The field in the activity history: its value's kind, under its own name or `as` (a lookup: 'categoria' for
 * `id_categoria`), labelled as the field or `label` (the value shows its unit: 'Orçamento' for 'Orçamento (R$)').
 */
export interface ActivitySpec {
  kind: ActivityValueKind;
  as?: string;
  label?: string;
}

/**
 * The field in the record's edit form: the input's value from the saved one (as people type it), and how a conflict
 * notice compares and shows it (null: not listed there). `C` is what else of the record a field may show.
 */
export interface FormSpec<V, C> {
  value(value: V): string;
  /** `label`: the form's, when it names the input otherwise than the field's label. */
  conflict: { rule?: NumberRule; shown?(value: V, record: C): string; label?: string } | null;
}

/**
 * The field as a column of the list export: text, a day ('YYYY-MM-DD') or a number with its decimals, its width in
 * characters, and its header when not the field's label (the list's own column name).
 */
export type ExportSpec<V, C> =
  | { type: "text" | "day"; width: number; header?: string; value?(value: V, record: C): string | null }
  | { type: "number"; decimals: number; width: number; header?: string; value?(value: V, record: C): number | null };

/** One stored field of an entity. */
interface FieldEntry<V, C> {
  /** Its Portuguese name: the history's label, the export's header and the conflict notice's (unless a spec says another). */
  label: string;
  /**
   * The property of the entity's Drizzle table that stores it (type-checked where the server reads the table); null
   * for a value the read computes (a lookup's name), whose SQL the server's query gives.
   */
  column: string | null;
  stored: Stored<V>;
  /** Its entry in the alter's payload (absent keeps the stored value); null: not sent. */
  input: z.ZodType | null;
  /** True when the alter's column set writes it as sent; false when something else writes it (or nothing). */
  write: boolean;
  activity: ActivitySpec | null;
  form: FormSpec<V, C> | null;
  export: ExportSpec<V, C> | null;
  /** Its name in the reply, when not its key (`withReplyPrefix` names a whole table's). */
  reply?: string;
  /** What the reply shows right after it, by name with its schema: values read beside it (a lookup's name). */
  shown?: Readonly<Record<string, z.ZodType>>;
}

/**
 * An entry, its value's type `V` taken from `stored` (its functions are then checked against it) and its column's,
 * history's and reply's names, its payload reader and which aspects it takes part in kept as they are (the server and
 * the activity contract type-check them). What it shows in the reply is named among `C`'s keys.
 */
export function fieldOf<C>() {
  return <
    V,
    const Col extends string | null,
    I extends z.ZodType | null,
    const W extends boolean,
    const A extends ActivitySpec | null,
    F extends FormSpec<NoInfer<V>, C> | null,
    E extends ExportSpec<NoInfer<V>, C> | null,
    const R extends string = string,
    S extends { readonly [N in keyof C & string]?: z.ZodType } = Record<never, never>,
  >(entry: {
    label: string;
    column: Col;
    stored: Stored<V>;
    input: I;
    write: W;
    activity: A;
    form: F;
    export: E;
    reply?: R;
    shown?: S;
  }) => entry;
}

/** Any entry: its functions' parameters are methods (checked both ways), so an entry of any value type fits. */
type AnyEntry<C> = FieldEntry<unknown, C>;
export type FieldTable<C> = Record<string, AnyEntry<C>>;

// ---------------------------------------------------------------- derivations

/** The keys of a table's entries that take part in `aspect` (whose spec there is not null). */
export type KeysWith<T, Aspect extends "input" | "activity" | "form" | "export"> = {
  [K in keyof T]: T[K] extends Record<Aspect, infer S> ? (S extends null ? never : K) : never;
}[keyof T] &
  string;

/** The history names of the fields tracked as lookups (`{id, nome}`: the server says where the name is read). */
export type LookupNames<T> = { [K in keyof T]: T[K] extends { activity: { kind: "lookup" } } ? ActivityName<T, K> : never }[keyof T];

/** Keys written by the alter's column set. */
export type WrittenKeys<T> = { [K in keyof T]: T[K] extends { write: true } ? K : never }[keyof T] & string;

/**
 * `fn` applied to each entry of `table` (in its order) that `keep` keeps, keyed as the table. Object.fromEntries cannot
 * say which value goes with which key, so the mapped type `R` is stated by each derivation below, here only.
 */
function mapTable<R, C = never>(
  table: FieldTable<C>,
  fn: (entry: AnyEntry<C>, key: string) => unknown,
  keep: (entry: AnyEntry<C>) => boolean = () => true,
): R {
  return Object.fromEntries(
    Object.entries(table)
      .filter(([, entry]) => keep(entry))
      .map(([key, entry]) => [key, fn(entry, key)]),
  ) as R;
}

// ---------------------------------------------------------------- the reply's names

// A field is named in the reply by its key, or by its entry's `reply` (`withReplyPrefix` gives a whole table's), and
// followed there by what its entry's `shown` names. Both are optional: an entry without them has `fieldOf`'s defaults
// in its type (`reply?: string`, `shown?` naming nothing), which the types below read as its key and nothing shown.

/** The name a field has in the reply: its entry's `reply`, else its key. */
export type ReplyName<T, K extends keyof T> = T[K] extends { reply?: infer R }
  ? string extends NonNullable<R>
    ? K & string
    : NonNullable<R> & string
  : K & string;

/** What an entry shows after it in the reply, by name with its schema. */
type ShownBy<E> = E extends { shown?: infer S } ? NonNullable<S> : Record<never, never>;

/** The names of what the entries of `T` show after theirs in the reply. */
type ShownNames<T> = { [K in keyof T]: keyof ShownBy<T[K]> & string }[keyof T];

/** A record's values (or schemas) keyed as the table, and what its entries show, by name. */
type ReplyValues<T> = { readonly [K in keyof T]: unknown } & { readonly [S in ShownNames<T>]: unknown };

/** `V` (keyed as the table `T`) under the reply's names: each field under its `ReplyName`, and what the entries show. */
export type ReplyOf<T, V extends ReplyValues<T>> = { [K in keyof T as ReplyName<T, K>]: V[K] } & { [S in ShownNames<T>]: V[S] };

/** The table's fields' schemas by key, and what its entries show with theirs. */
type ReplySchemas<T extends FieldTable<never>> = { [K in keyof T]: T[K]["stored"]["reply"] } & {
  [S in ShownNames<T>]: { [K in keyof T]: S extends keyof ShownBy<T[K]> ? ShownBy<T[K]>[S] : never }[keyof T];
};

/** Every entry of `table` named in the reply `<prefix><key>` (a sourcing's `sourcing_descricao`). */
export function withReplyPrefix<const P extends string, T extends Readonly<Record<string, object>>>(
  prefix: P,
  table: T,
): { [K in keyof T]: T[K] & { reply: `${P}${K & string}` } } {
  // T is only an object of entries here, so that each entry's own type is inferred as if it stood alone.
  const entries: Readonly<Record<string, object>> = table;
  return Object.fromEntries(Object.entries(entries).map(([key, entry]) => [key, { ...entry, reply: `${prefix}${key}` }])) as {
    [K in keyof T]: T[K] & { reply: `${P}${K & string}` };
  };
}

/**
 * `values` (a record's fields, or their schemas, keyed as the table; and what its entries show, by name) under the
 * reply's names, in the table's order: each field, then what it shows.
 */
export function replyOf<T extends FieldTable<never>, V extends ReplyValues<T>>(table: T, values: V): ReplyOf<T, V> {
  const byName: Readonly<Record<string, unknown>> = values;
  const named = Object.entries(table).flatMap(([key, entry]) => [
    [entry.reply ?? key, byName[key]],
    ...Object.keys(entry.shown ?? {}).map((name) => [name, byName[name]]),
  ]);
  // Object.fromEntries cannot say which value goes with which name: stated here, once.
  return Object.fromEntries(named) as ReplyOf<T, V>;
}

/** The reply's schema of every field, under its reply name and followed by what it shows: spread into the entity's reply object. */
export function replyShape<T extends FieldTable<never>>(table: T): ReplyOf<T, ReplySchemas<T>> {
  const schemas = Object.entries(table).flatMap(([key, entry]) => [[key, entry.stored.reply], ...Object.entries(entry.shown ?? {})]);
  // As above: each key (and each name shown) with its own schema.
  return replyOf(table, Object.fromEntries(schemas) as ReplySchemas<T>);
}

/** A reply's fields keyed as the table (what form values, conflict notices and export cells read): `replyOf` undone. */
export function fieldsOfReply<T extends FieldTable<never>, R extends Readonly<Record<string, unknown>>>(
  table: T,
  reply: R,
): { [K in keyof T]: R[ReplyName<T, K> & keyof R] } {
  return mapTable(table, (entry, key) => reply[entry.reply ?? key]);
}

// ---------------------------------------------------------------- the other derivations

/** Reads the fields from a row selected by `storedColumns` (keyed as the table): one zod object, both drivers alike. */
export function storedReader<T extends FieldTable<never>>(table: T): z.ZodObject<{ [K in keyof T]: T[K]["stored"]["read"] }> {
  return z.object(mapTable<{ [K in keyof T]: T[K]["stored"]["read"] }>(table, (entry) => entry.stored.read));
}

/** The alter payload's entries of the fields that take one. */
export function inputShape<T extends FieldTable<never>>(table: T): { [K in KeysWith<T, "input">]: NonNullable<T[K]["input"]> } {
  return mapTable(
    table,
    (entry) => entry.input,
    (entry) => entry.input !== null,
  );
}

/** The keys of a table, in its order. */
export const fieldKeys = <T extends object>(table: T): (keyof T & string)[] =>
  Object.keys(table).filter((key): key is keyof T & string => Object.hasOwn(table, key));

/** The name a field's history rows carry: its `as`, else its key. */
export type ActivityName<T, K extends keyof T> = T[K] extends { activity: { as: infer N extends string } } ? N : K;

/** The tracked fields of a table, under their history names, with their labels and kinds (contract/activity/activity.ts). */
export function activityFieldsOf<T extends FieldTable<never>>(
  table: T,
): { [K in KeysWith<T, "activity"> as ActivityName<T, K>]: ActivityFieldSpec } {
  return Object.fromEntries(
    Object.entries(table).flatMap(([key, { label, activity }]) =>
      activity ? [[activity.as ?? key, { label: activity.label ?? label, kind: activity.kind }]] : [],
    ),
  ) as { [K in KeysWith<T, "activity"> as ActivityName<T, K>]: ActivityFieldSpec };
}

/** The history name of every tracked field, by its key in the table. */
export function activityNamesOf<T extends FieldTable<never>>(table: T): { [K in KeysWith<T, "activity">]: ActivityName<T, K> } {
  return mapTable(
    table,
    (entry, key) => entry.activity?.as ?? key,
    (entry) => entry.activity !== null,
  );
}

/** A record's values by field key, read as plain entries (a reply type is one). */
type Values = Readonly<Record<string, unknown>>;

/** The edit form's starting values: each editable field's saved value as its input shows it. */
export function formValuesOf<T extends FieldTable<C>, C>(table: T, record: C & Values): { [K in KeysWith<T, "form">]: string } {
  return mapTable<{ [K in KeysWith<T, "form">]: string }, C>(
    table,
    (entry, key) => entry.form?.value(record[key]) ?? "",
    (entry) => entry.form !== null,
  );
}

/** One form field as the record has it now, for a conflict notice (app/lib/conflict.ts compares and lists them). */
export interface ConflictField {
  name: string;
  label: string;
  value: string;
  shown?: string;
  rule?: NumberRule;
}

/** The fields a conflict notice compares, in the table's order, as the record has them now. */
export function conflictFieldsOf<C>(table: FieldTable<C>, record: C & Values): ConflictField[] {
  return Object.entries(table).flatMap(([name, { label: fieldLabel, form }]): ConflictField[] => {
    if (!form?.conflict) return [];
    const saved = record[name];
    const { rule, shown, label = fieldLabel } = form.conflict;
    return [{ name, label, value: form.value(saved), ...(rule ? { rule } : {}), ...(shown ? { shown: shown(saved, record) } : {}) }];
  });
}

/** A column of the list export as a field table gives it: header, kind, width and the row's cell. */
export interface FieldExportColumn<Row> {
  label: string;
  kind: { type: "text" | "day" } | { type: "number"; decimals: number };
  width: number;
  value: (row: Row) => string | number | null;
}

/** The export's columns of the fields that have one, in the table's order. */
export function exportColumnsOf<C>(table: FieldTable<C>): FieldExportColumn<C & Values>[] {
  return Object.entries(table).flatMap(([key, { label, export: spec }]): FieldExportColumn<C & Values>[] => {
    if (!spec) return [];
    const header = spec.header ?? label;
    if (spec.type !== "number") {
      const cell = (row: C & Values) => {
        const value = row[key];
        return spec.value ? spec.value(value, row) : typeof value === "string" ? value : null;
      };
      return [{ label: header, kind: { type: spec.type }, width: spec.width, value: cell }];
    }
    const cell = (row: C & Values) => {
      const value = row[key];
      return spec.value ? spec.value(value, row) : typeof value === "number" ? value : null;
    };
    return [{ label: header, kind: { type: "number", decimals: spec.decimals }, width: spec.width, value: cell }];
  });
}

/** Every field of a table as null: a record none of whose (nullable) fields was ever given. */
export function nullsOf<T extends FieldTable<never>>(table: T): { [K in keyof T]: null } {
  return mapTable(table, () => null);
}

/**
 * A record as a save leaves it: each field the table writes as `sent`, one left out (undefined) keeping `saved`'s.
 * `V` is the stored record's type, so what is sent must fit it.
 */
export function afterSave<T extends FieldTable<never>, V extends { [K in WrittenKeys<T>]: unknown }>(
  table: T,
  saved: V,
  sent: { readonly [K in WrittenKeys<T>]?: V[K] },
): V {
  const next: Record<string, unknown> = { ...saved };
  const given: Readonly<Record<string, unknown>> = sent;
  for (const [key, entry] of Object.entries(table)) if (entry.write && given[key] !== undefined) next[key] = given[key];
  // Only the table's written fields were replaced, each by a value of its type in V (the parameter's type says so).
  return next as V;
}
