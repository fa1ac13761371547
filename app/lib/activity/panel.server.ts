import { ApiFailure, type ApiClient, settle } from "#app/services/api.server.ts";
import { listActivity } from "#app/services/activity.server.ts";
import type { ActivityEntityType, ActivityReply } from "#contract/activity/activity.ts";
import { ACTIVITY_LOAD_FAILED } from "./messages";
import { ACTIVITY_PANEL_PAGE_SIZE, activityPageOf, type ActivityLines, type ActivityPage, SHOW_CHANGES_PARAM } from "./panel";
import { activityLine } from "./text";
import type { ChangesPage } from "#app/lib/sourcings/timeline.ts";
import { errorToast, type Toast } from "#app/lib/shell/toast.ts";

/**
 * The 'Atividade' panel's page for a detail loader. A failed call does not fail the page: the panel says so
 * (null) and the 'Erro' toast is added to `toasts`.
 */
export async function loadActivityPage(
  api: ApiClient,
  entityType: ActivityEntityType,
  entityId: number,
  params: URLSearchParams,
  toasts: Toast[],
): Promise<ActivityPage> {
  const page = await settle(listActivity(api, entityType, entityId, activityPageOf(params), ACTIVITY_PANEL_PAGE_SIZE));
  if (!(page instanceof ApiFailure)) return linesOf(entityType, page);
  return failed(page, toasts);
}

/** The API's page with each entry written as the panel shows it. */
const linesOf = (entityType: ActivityEntityType, page: ActivityReply): ActivityLines => ({
  results: page.results.map((entry) => activityLine(entityType, entry)),
  pagination: page.pagination,
});

function failed(failure: ApiFailure, toasts: Toast[]): null {
  toasts.push(errorToast(failure.messageOr(ACTIVITY_LOAD_FAILED)));
  return null;
}

/**
 * The page of a sourcing's changes its comment thread interleaves, when asked (`?alteracoes=1`): that page and
 * the newer one's oldest change (see `sourcingTimeline`). Undefined when not asked; null when it failed (with
 * the 'Erro' toast added to `toasts`).
 */
export async function loadSourcingChanges(
  api: ApiClient,
  sourcingId: number,
  params: URLSearchParams,
  toasts: Toast[],
): Promise<ChangesPage | null | undefined> {
  if (params.get(SHOW_CHANGES_PARAM) !== "1") return undefined;
  const page = activityPageOf(params);
  const [current, newer] = await Promise.all([
    settle(listActivity(api, "sourcing", sourcingId, page, ACTIVITY_PANEL_PAGE_SIZE)),
    page > 1 ? settle(listActivity(api, "sourcing", sourcingId, page - 1, ACTIVITY_PANEL_PAGE_SIZE)) : Promise.resolve(null),
  ]);
  if (current instanceof ApiFailure) return failed(current, toasts);
  if (newer instanceof ApiFailure) return failed(newer, toasts);
  return { page: linesOf("sourcing", current), newerPageOldest: newer?.results.at(-1)?.at ?? null };
}
