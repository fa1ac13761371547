import { and, eq, sql } from "drizzle-orm";
import type { ActivityValueKind } from "#contract/fields/activity-spec.ts";
import {
  type ActivityAction,
  type ActivityEntityType,
  type ActivityRef,
  type ActivityValue,
  ACTIVITY_FIELDS,
  activityFieldSpec,
} from "#contract/activity/activity.ts";
import type { Db } from "#server/db/client.ts";
import { activity } from "#server/db/schema.ts";
import type { Snapshot } from "./tracked.ts";

/**
 * Writes the activity history (docs/decisions/0054-activity-history.md): always inside the transaction of the
 * change it describes, so a change that fails leaves no row; one INSERT for all of a change's rows.
 */

type Executor = Pick<Db, "insert" | "delete">;

/** Whose history a change goes to, and who made it (null: no signed-in user, the demo seed). */
export interface ActivityTarget {
  entityType: ActivityEntityType;
  entityId: number;
  actorId: number | null;
  /** Made by a supplier through its quote request link (`actorId` null). */
  viaLink?: boolean;
}

export interface ActivityChange {
  action: ActivityAction;
  field: string | null;
  /** The supplier of a sourcing's link or a product's quote. */
  subject?: ActivityRef | null;
  old?: ActivityValue;
  new?: ActivityValue;
}

/** The record was created. */
export const CREATED: ActivityChange = { action: "criou", field: null };

const NUMBER_KINDS: ReadonlySet<ActivityValueKind> = new Set(["number", "percent", "brl", "usd"]);

/** The stored form of a value: "" is no value, and a number kind holds numbers ("12.50" is 12.5). */
function normalizeValue(kind: ActivityValueKind | undefined, value: ActivityValue | undefined): ActivityValue {
  if (value === undefined || value === "") return null;
  if (typeof value === "string" && kind !== undefined && NUMBER_KINDS.has(kind)) {
    const number = Number(value);
    return Number.isFinite(number) ? number : value;
  }
  return value;
}

const isRef = (value: ActivityValue): value is ActivityRef => typeof value === "object" && value !== null;

/** Equal as the history sees it: a lookup by its id (a renamed entry is the same entry), anything else exactly. */
function sameValue(a: ActivityValue, b: ActivityValue): boolean {
  if (isRef(a) || isRef(b)) return isRef(a) && isRef(b) && String(a.id) === String(b.id);
  return a === b;
}

/** `field` went from `old` to `next`: one `alterou` change, or none when the value is the same. */
export function changeOf(
  entityType: ActivityEntityType,
  field: string,
  old: ActivityValue | undefined,
  next: ActivityValue | undefined,
  subject: ActivityRef | null = null,
): ActivityChange[] {
  const kind = activityFieldSpec(entityType, field)?.kind;
  const before = normalizeValue(kind, old);
  const after = normalizeValue(kind, next);
  return sameValue(before, after) ? [] : [{ action: "alterou", field, subject, old: before, new: after }];
}

/** Every field of `after` whose value differs from `before`'s, in the contract's order (a JSON object has none). */
export function changesBetween(
  entityType: ActivityEntityType,
  before: Snapshot,
  after: Snapshot,
  subject: ActivityRef | null = null,
): ActivityChange[] {
  return Object.keys(ACTIVITY_FIELDS[entityType])
    .filter((field) => Object.hasOwn(after, field))
    .flatMap((field) => changeOf(entityType, field, before[field], after[field], subject));
}

/** One row: whose history, and what changed (`at`: only the demo seed, writing a past, says when). */
export type ActivityRow = ActivityTarget & ActivityChange & { at?: Date };

/**
 * Inserts the rows, in one statement. Rows of one change share one time, so the list orders them by id: they
 * are inserted last first, and newest-first then shows them in the order given.
 */
export async function recordActivityRows(db: Executor, rows: ActivityRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(activity).values(
    rows.toReversed().map((row) => {
      const kind = row.field === null ? undefined : activityFieldSpec(row.entityType, row.field)?.kind;
      return {
        entityType: row.entityType,
        entityId: row.entityId,
        actorId: row.actorId,
        viaLink: row.viaLink ?? false,
        action: row.action,
        field: row.field,
        subject: row.subject ?? null,
        oldValue: normalizeValue(kind, row.old),
        newValue: normalizeValue(kind, row.new),
        // The statement's time, not the transaction's start: the writes that lock their record insert after they
        // hold the lock, so of two racing saves the one applied second also reads as the newer.
        at: row.at ?? sql`statement_timestamp()`,
      };
    }),
  );
}

/** The changes of one record, in one statement. */
export async function recordActivity(db: Executor, target: ActivityTarget, changes: ActivityChange[]): Promise<void> {
  await recordActivityRows(
    db,
    changes.map((change) => ({ ...target, ...change })),
  );
}

/** A deleted record's history goes with it (there is no page left to show it on). */
export async function deleteActivityOf(db: Executor, entityType: ActivityEntityType, entityId: number): Promise<void> {
  await db.delete(activity).where(and(eq(activity.entityType, entityType), eq(activity.entityId, entityId)));
}
