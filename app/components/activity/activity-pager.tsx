import { Icon } from "#app/components/icon.tsx";
import { useSearchParams } from "react-router";
import { activityPageTo } from "#app/lib/activity/panel.ts";
import type { Pagination } from "#contract/shared/pagination.ts";
import { PageStep } from "#app/components/page-step.tsx";

/**
 * Newer and older pages of a history: links that keep the rest of the address and come back to the panel
 * (`anchor`), so they work without JavaScript; with it the page keeps its place.
 */
export function ActivityPager({ pagination, anchor, label }: { pagination: Pagination; anchor: string; label: string }) {
  const [params] = useSearchParams();
  if (pagination.total_pages <= 1 && pagination.current_page <= 1) return null;
  const { current_page: current, total_pages: total } = pagination;
  return (
    <nav aria-label={label} className="mt-4 flex items-center justify-between gap-3 border-t border-border pt-3">
      <PageStep to={current > 1 ? activityPageTo(params, Math.min(current - 1, total), anchor) : null}>
        <Icon name="chevron-left" className="size-4" />
        Mais recentes
      </PageStep>
      <span className="text-sm text-slate-600">
        Página {current} de {total}
      </span>
      <PageStep to={current < total ? activityPageTo(params, current + 1, anchor) : null}>
        Mais antigas
        <Icon name="chevron-right" className="size-4" />
      </PageStep>
    </nav>
  );
}
