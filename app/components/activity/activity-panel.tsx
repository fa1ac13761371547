import { ACTIVITY_LOAD_FAILED } from "#app/lib/activity/messages.ts";
import { ACTIVITY_PANEL_ID, type ActivityPage } from "#app/lib/activity/panel.ts";
import { Card } from "#app/components/ui/field.tsx";
import { ActivityItem } from "./activity-item";
import { ActivityPager } from "./activity-pager";

/** The 'Atividade' panel of a supplier's and a product's page: who changed what and when, newest first, paged. */
export function ActivityPanel({ page, className }: { page: ActivityPage; className?: string }) {
  return (
    <Card title="Atividade" id={ACTIVITY_PANEL_ID} className={`scroll-mt-16 ${className ?? ""}`}>
      {page === null ? (
        <p className="text-sm text-destructive">{ACTIVITY_LOAD_FAILED}</p>
      ) : page.results.length === 0 ? (
        <p className="text-sm text-slate-600">
          {page.pagination.total_items === 0 ? "Nenhuma atividade registrada." : "Nenhuma atividade nesta página."}
        </p>
      ) : (
        <ol aria-label="Atividade" className="flex flex-col gap-3">
          {page.results.map((line) => (
            <li key={line.id}>
              <ActivityItem line={line} />
            </li>
          ))}
        </ol>
      )}
      {page ? <ActivityPager pagination={page.pagination} anchor={ACTIVITY_PANEL_ID} label="Páginas da atividade" /> : null}
    </Card>
  );
}
