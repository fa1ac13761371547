import { clsx } from "clsx";
import { Link } from "react-router";
import type { SourcingListParams } from "~/lib/sourcings/list-params";
import { Icon } from "../icon";
import { SortArrow } from "../sort-header";
import { type SourcingColumn, SOURCING_COLUMNS, sortOf } from "./sourcing-table";

/** A column's sort link: ascending first, the same column again flips the direction. */
function SortLink({
  state,
  column,
  className,
  markCurrent = false,
}: {
  state: SourcingListParams;
  column: SourcingColumn;
  className?: string;
  markCurrent?: boolean;
}) {
  const { active, to } = sortOf(state, column.field);
  return (
    <Link
      to={to}
      preventScrollReset
      aria-current={markCurrent && active ? "true" : undefined}
      className={clsx("inline-flex items-center gap-0.5 rounded hover:text-slate-950", className)}
    >
      {column.label}
      <SortArrow active={active} direction={state.sort_direction} className="size-3" />
    </Link>
  );
}

/**
 * Sorting where there are no column headers (stacked rows, cards): a disclosure of the same sort links,
 * a native <details> so it opens without JavaScript.
 */
export function SortMenu({ state }: { state: SourcingListParams }) {
  const current = SOURCING_COLUMNS.find((column) => column.field === state.sort_field);
  return (
    <details className="group rounded-xl border border-border bg-white text-sm shadow-sm">
      <summary className="flex cursor-pointer list-none items-center gap-2 rounded-xl px-4 py-2 font-medium text-slate-800 select-none hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
        Ordenar por
        <span className="min-w-0 flex-1 truncate font-normal text-slate-600">
          {current ? `${current.label} (${state.sort_direction === "asc" ? "crescente" : "decrescente"})` : "Adicionado"}
        </span>
        <Icon name="chevron-down" className="size-4 shrink-0 text-slate-500 transition-transform group-open:rotate-180" />
      </summary>
      <nav aria-label="Ordenar sourcings" className="border-t border-border px-3 py-2">
        <ul className="flex flex-wrap gap-1">
          {SOURCING_COLUMNS.map((column) => {
            const { active } = sortOf(state, column.field);
            return (
              <li key={column.field}>
                <SortLink
                  state={state}
                  column={column}
                  markCurrent
                  className={clsx(
                    "rounded-md px-2 py-1",
                    active ? "bg-primary/10 font-semibold text-slate-900" : "text-slate-700 hover:bg-slate-100",
                  )}
                />
              </li>
            );
          })}
        </ul>
      </nav>
    </details>
  );
}
