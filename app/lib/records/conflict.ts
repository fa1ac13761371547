import type { z } from "zod";
import { type NumberRule, readField } from "#contract/numbers/numbers.ts";

/**
 * A save refused because someone else saved the record meanwhile (409, contract/shared/versions.ts): the version to
 * save from now, and the fields whose saved value differs from what this person is sending.
 */
export interface ConflictNotice {
  version: number;
  changes: { label: string; value: string }[];
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

function isNotice(value: unknown): value is ConflictNotice {
  return (
    isObject(value) &&
    typeof value.version === "number" &&
    Array.isArray(value.changes) &&
    value.changes.every((change) => isObject(change) && typeof change.label === "string" && typeof change.value === "string")
  );
}

/**
 * The notice an action's reply carries, if any. Checked by hand, not by a zod schema: the detail pages read it on
 * their first load, which carries no zod (docs/decisions/0051-lean-first-load.md).
 */
export function conflictOf(actionData: unknown): ConflictNotice | null {
  return isObject(actionData) && isNotice(actionData.conflict) ? actionData.conflict : null;
}

/** One form field as the record has it now: its form value (to compare) and what a person reads. */
export interface CurrentField {
  name: string;
  label: string;
  value: string;
  shown?: string;
  /** A numeric field: compared by the number read, not as typed ('120.000' and '120.000,00' are one value). */
  rule?: NumberRule;
}

function comparable(value: unknown, rule?: NumberRule): string {
  const reading = rule ? readField(value, rule) : null;
  if (reading?.ok) return reading.text;
  return typeof value === "string" ? value.trim() : value === undefined || value === null ? "" : String(value);
}

/**
 * The notice for a screen: `schema` reads the API's `current` record, `fieldsOf` lists its form fields. A field
 * is listed when what was submitted differs from what is saved: exactly what a second save would overwrite.
 */
export function conflictNotice<S extends z.ZodType<{ version: number }>>(
  schema: S,
  fieldsOf: (record: z.output<S>) => CurrentField[],
): (current: unknown, submitted: Record<string, unknown>) => ConflictNotice | null {
  return (current, submitted) => {
    const parsed = schema.safeParse(current);
    if (!parsed.success) return null;
    const changes = fieldsOf(parsed.data)
      .filter((field) => comparable(submitted[field.name], field.rule) !== comparable(field.value, field.rule))
      .map((field) => ({ label: field.label, value: field.shown ?? field.value }));
    return { version: parsed.data.version, changes };
  };
}
