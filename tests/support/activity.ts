import { and, count, eq } from "drizzle-orm";
import { expect } from "vitest";
import { type ActivityEntityType, type ActivityEntry, type ActivityReply, activityReplySchema } from "#contract/activity/activity.ts";
import { activity } from "#server/db/schema.ts";
import type { TestApi } from "./api.ts";

/** GET /api/activity/ for one record, checked against the contract. */
export async function readActivity(
  t: TestApi,
  token: string,
  entityType: ActivityEntityType,
  id: number,
  query = "",
): Promise<ActivityReply> {
  const response = await t.request(`/api/activity/?entity_type=${entityType}&entity_id=${id}${query}`, { token });
  expect(response.status).toBe(200);
  return activityReplySchema.parse(await response.json());
}

/** What a row says, without its id, actor and time: the part a test compares. */
export const said = (entry: ActivityEntry) => ({
  action: entry.action,
  field: entry.field,
  subject: entry.subject,
  old: entry.old,
  new: entry.new,
});

/** What the newest row of a reply says (fails when there is none). */
export function newestSaid(reply: ActivityReply) {
  const [newest] = reply.results;
  if (!newest) throw new Error("histórico vazio");
  return said(newest);
}

/** How many history rows the table holds for one record (or for all, without an id). */
export async function activityCount(t: TestApi, entityType?: ActivityEntityType, id?: number): Promise<number> {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(activity)
    .where(
      and(
        entityType === undefined ? undefined : eq(activity.entityType, entityType),
        id === undefined ? undefined : eq(activity.entityId, id),
      ),
    );
  return row?.n ?? 0;
}
