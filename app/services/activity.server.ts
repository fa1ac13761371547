import { type ActivityEntityType, activityReplySchema } from "#contract/activity/activity.ts";
import type { ApiClient } from "./api.server";

/** GET /api/activity/: one page of a record's history, newest first. */
export function listActivity(api: ApiClient, entityType: ActivityEntityType, entityId: number, page: number, pageSize: number) {
  return api.json("/api/activity/", activityReplySchema, {
    query: { entity_type: entityType, entity_id: entityId, page, page_size: pageSize },
  });
}
