import type { ActivityEntityType } from "#contract/activity/activity.ts";
import type { Db, Tx } from "#server/db/client.ts";
import { CREATED, recordActivity } from "./record.ts";

/**
 * Inserts a record and the 'criou' row of its history in one transaction: a record never exists without the
 * history that says who created it. `insert` returns the new row's id (`.returning({ id })`); the new id is returned.
 */
export async function createWithActivity(
  db: Db,
  target: { entityType: ActivityEntityType; actorId: number },
  insert: (tx: Tx) => PromiseLike<{ id: number }[]>,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await insert(tx);
    if (!row) throw new Error(`${target.entityType} não gravado`);
    await recordActivity(tx, { ...target, entityId: row.id }, [CREATED]);
    return row.id;
  });
}
