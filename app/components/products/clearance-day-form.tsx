import { Form, useSearchParams } from "react-router";
import { DETAIL_PARAMS } from "#app/lib/products/detail-messages.ts";
import { formatDayBr } from "#contract/time/days.ts";
import { KeepBackLink } from "#app/components/keep-back-link.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { inputClass } from "#app/components/ui/field.tsx";

/**
 * 'Data de desembaraço': every custo posto of the card under the regime of a day the buyer chooses (a plain GET, so
 * without JavaScript too, and a shareable address); cleared, each quote's expected day (its date, lead time and the
 * transit from its country). The open breakdown stays open.
 */
export function ClearanceDayForm({ clearance }: { clearance: string | null }) {
  const [params] = useSearchParams();
  const open = params.get(DETAIL_PARAMS.cost);
  const withoutDay = new URLSearchParams(params);
  withoutDay.delete(DETAIL_PARAMS.clearance);
  return (
    <Form method="get" preventScrollReset className="mt-3 flex flex-wrap items-end gap-x-3 gap-y-2 text-sm" data-testid="clearance-day">
      {open ? <input type="hidden" name={DETAIL_PARAMS.cost} value={open} /> : null}
      <label className="flex flex-col gap-1">
        <span className="text-xs font-medium text-slate-700">Data de desembaraço</span>
        <input type="date" name={DETAIL_PARAMS.clearance} defaultValue={clearance ?? ""} className={`${inputClass} w-40 py-1.5`} />
      </label>
      <Button type="submit" variant="secondary">
        Recalcular
      </Button>
      <p className="basis-full text-xs text-slate-600">
        {clearance
          ? `Custos postos para desembaraço em ${formatDayBr(clearance)}. `
          : "Cada custo posto usa o regime tributário do desembaraço previsto: data da cotação + prazo de entrega + trânsito do país de origem."}
        {clearance ? (
          <KeepBackLink to={`?${withoutDay.toString()}`} replace preventScrollReset className="text-primary underline">
            Usar a data prevista de cada cotação
          </KeepBackLink>
        ) : null}
      </p>
    </Form>
  );
}
