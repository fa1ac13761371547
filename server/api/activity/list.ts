import { and, type Column, count, desc, eq, sql } from "drizzle-orm";
import {
  ACTIVITY_ACTIONS,
  type ActivityAction,
  type ActivityEntityType,
  type ActivityEntry,
  type ActivityQuery,
  type ActivityReply,
  activityRefSchema,
  activityValueSchema,
} from "#contract/activity/activity.ts";
import { PRODUCT_NOT_FOUND } from "#contract/products/product-rules.ts";
import { SOURCING_NOT_FOUND } from "#contract/sourcings/sourcing-rules.ts";
import { SUPPLIER_NOT_FOUND } from "#contract/suppliers/supplier-rules.ts";
import type { Db } from "#server/db/client.ts";
import { activity, products, sourcings, suppliers, users } from "#server/db/schema.ts";
import { notFound } from "#server/api/errors.ts";
import { paginationOf } from "#server/api/pagination.ts";

const RECORDS = {
  supplier: { table: suppliers, missing: SUPPLIER_NOT_FOUND },
  sourcing: { table: sourcings, missing: SOURCING_NOT_FOUND },
  product: { table: products, missing: PRODUCT_NOT_FOUND },
} as const satisfies Record<ActivityEntityType, { table: typeof suppliers | typeof sourcings | typeof products; missing: string }>;

const actorName = sql<string>`coalesce(nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), ${users.email})`;

/**
 * A JSON column as its text, parsed here: Drizzle's own JSON reading parses a text value again when the driver
 * has already parsed it, turning the text "123" into the number 123.
 */
const jsonText = (column: Column) => sql<string | null>`${column}::text`;

const toAction = (action: string): ActivityAction => ACTIVITY_ACTIONS.find((a) => a === action) ?? "alterou";

/** GET /api/activity/: a record's history, newest first; 404 when the record does not exist. */
export async function listActivity(db: Db, q: ActivityQuery): Promise<ActivityReply> {
  const { table, missing } = RECORDS[q.entity_type];
  const [record] = await db.select({ id: table.id }).from(table).where(eq(table.id, q.entity_id));
  if (!record) throw notFound(missing);
  const ofRecord = and(eq(activity.entityType, q.entity_type), eq(activity.entityId, q.entity_id));
  const [total, rows] = await Promise.all([
    db.select({ n: count() }).from(activity).where(ofRecord),
    db
      .select({
        id: activity.id,
        actorId: users.id,
        viaLink: activity.viaLink,
        actorName,
        action: activity.action,
        field: activity.field,
        subject: jsonText(activity.subject),
        old: jsonText(activity.oldValue),
        new: jsonText(activity.newValue),
        at: activity.at,
      })
      .from(activity)
      .leftJoin(users, eq(users.id, activity.actorId))
      .where(ofRecord)
      .orderBy(desc(activity.at), desc(activity.id))
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size),
  ]);
  const results: ActivityEntry[] = rows.map((row) => ({
    id: row.id,
    actor: row.actorId === null ? null : { id: row.actorId, nome: row.actorName },
    via_link: row.viaLink,
    action: toAction(row.action),
    field: row.field,
    subject: row.subject === null ? null : activityRefSchema.parse(JSON.parse(row.subject)),
    old: row.old === null ? null : activityValueSchema.parse(JSON.parse(row.old)),
    new: row.new === null ? null : activityValueSchema.parse(JSON.parse(row.new)),
    at: row.at.toISOString(),
  }));
  return { results, pagination: paginationOf(q.page, q.page_size, total[0]?.n ?? 0) };
}
