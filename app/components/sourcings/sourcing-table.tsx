import { useDetailHref } from "#app/hooks/use-back-href.ts";
import { columnLabels } from "#app/components/column-labels.ts";
import { Icon } from "#app/components/icon.tsx";
import type { ReactNode } from "react";
import { href, Link } from "react-router";
import { orDash } from "#app/lib/format.ts";
import { formatDayIso } from "#contract/time/days.ts";
import { sourcingList, type SourcingListParams } from "#app/lib/sourcings/list-params.ts";
import type { SourcingSortField } from "#contract/sourcings/sourcings.ts";
import type { SourcingRow } from "#app/lib/sourcings/rows.ts";
import { SortableHeader, SortArrow } from "#app/components/sort-header.tsx";
import { SourcingStatusBadges } from "./sourcing-status-badges";

interface SourcingColumn {
  field: SourcingSortField;
  label: string;
  cell: (sourcing: SourcingRow) => ReactNode;
}

/**
 * The list's nine columns (specification §2), declared once for the table, the stacked rows and the sort menu. app.css
 * styles their cells by position (dates short and unwrapped, texts wrapping so the nine fit beside the sidebar at
 * 1280 px): keep it in step when the order changes.
 */
const SOURCING_COLUMNS: SourcingColumn[] = [
  { field: "descricao", label: "Descrição", cell: (s) => s.sourcing_descricao },
  { field: "categoria", label: "Categoria", cell: (s) => orDash(s.sourcing_nome_categoria) },
  { field: "status", label: "Status", cell: (s) => <SourcingStatusBadges sourcing={s} /> },
  { field: "dt_adicionado", label: "Adicionado", cell: (s) => formatDayIso(s.sourcing_dt_adicionado) },
  { field: "dt_inicio", label: "Iniciado", cell: (s) => formatDayIso(s.sourcing_dt_inicio) },
  { field: "dt_estimado", label: "Estimado", cell: (s) => formatDayIso(s.sourcing_dt_estimado) },
  { field: "dt_finalizado", label: "Finalizado", cell: (s) => formatDayIso(s.sourcing_dt_finalizado) },
  { field: "responsavel", label: "Responsável", cell: (s) => orDash(s.sourcing_nome_responsavel) },
  { field: "comercial", label: "Comercial", cell: (s) => orDash(s.sourcing_nome_comercial) },
];

const sourcingPath = (sourcing: SourcingRow) => href("/sourcings/:id", { id: String(sourcing.sourcing_id) });

function sortOf(state: SourcingListParams, field: SourcingSortField) {
  return { active: state.sort_field === field, to: sourcingList.hrefWith(state, sourcingList.sortChange(state, field)) };
}

/** A column's link in the sort menu: ascending first, the same column again flips the direction. */
function SortLink({ state, column }: { state: SourcingListParams; column: SourcingColumn }) {
  const { active, to } = sortOf(state, column.field);
  return (
    <Link to={to} preventScrollReset aria-current={active ? "true" : undefined} className="sort-menu-link">
      {column.label}
      <SortArrow active={active} direction={state.sort_direction} className="size-3" />
    </Link>
  );
}

/**
 * The list view: one table, whose markup serves every width. Where the list's own width allows (a container query, so
 * the sidebar's state counts: the nine columns need about 58rem, which 1280 px beside the expanded sidebar gives),
 * a table with every header a sort link; narrower, app.css's `.sourcing-table` makes each row a card (the description
 * its title, the texts labelled lines, the four dates a strip) under a sort menu. Each description links to the
 * sourcing.
 */
export function SourcingTable({ sourcings, state }: { sourcings: SourcingRow[]; state: SourcingListParams }) {
  const detailHref = useDetailHref();
  return (
    // The list's top for the pager (`data-list-top`): the table, or the sort menu over the stacked rows.
    <div data-list-top className="@container/sourcings scroll-mt-24">
      <div className="mb-3 @min-[59rem]/sourcings:hidden">
        <SortMenu state={state} />
      </div>
      <div className="overflow-x-auto rounded-xl border border-border bg-white shadow-sm">
        <table
          className="sourcing-table column-labels w-full text-left text-xs leading-snug"
          style={columnLabels(SOURCING_COLUMNS.map((column) => column.label))}
        >
          <caption className="sr-only">Sourcings</caption>
          <thead className="border-b border-border bg-slate-50 text-[11px] text-slate-700">
            <tr>
              {SOURCING_COLUMNS.map((column) => (
                <SortableHeader
                  key={column.field}
                  label={column.label}
                  to={sortOf(state, column.field).to}
                  active={sortOf(state, column.field).active}
                  direction={state.sort_direction}
                  className="px-1.5 py-2.5 font-semibold whitespace-nowrap first:pl-4 last:pr-4"
                  linkClassName="gap-0.5"
                  arrowClassName="size-3"
                />
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {sourcings.map((sourcing) => (
              <tr key={sourcing.sourcing_id}>
                {SOURCING_COLUMNS.map((column, index) => (
                  <td key={column.field}>
                    {index === 0 ? (
                      <Link to={detailHref(sourcingPath(sourcing))} className="row-link">
                        {column.cell(sourcing)}
                      </Link>
                    ) : (
                      column.cell(sourcing)
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
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
          {SOURCING_COLUMNS.map((column) => (
            <li key={column.field}>
              <SortLink state={state} column={column} />
            </li>
          ))}
        </ul>
      </nav>
    </details>
  );
}
