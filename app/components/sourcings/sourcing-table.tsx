import { useDetailHref } from "~/hooks/use-back-href";
import type { ReactNode } from "react";
import { href, Link } from "react-router";
import { orDash } from "~/lib/format";
import { formatDayIso } from "../../../contract/days";
import { sourcingList, type SourcingListParams } from "~/lib/sourcings/list-params";
import type { SourcingSortField } from "../../../contract/sourcings";
import type { SourcingRow } from "~/lib/sourcings/rows";
import { hydrateLater } from "../hydrate-later";
import { SortableHeader } from "../sort-header";
import { SourcingStatusBadges } from "./sourcing-status-badges";

export interface SourcingColumn {
  field: SourcingSortField;
  label: string;
  cell: (sourcing: SourcingRow) => ReactNode;
  /** Dates are short, fixed-width and never wrap; texts wrap so nine columns fit beside the sidebar at 1280 px. */
  kind: "text" | "date" | "badge";
}

/** The list's nine columns (specification §2), declared once for the table, the stacked rows and the sort menu. */
export const SOURCING_COLUMNS: SourcingColumn[] = [
  { field: "descricao", label: "Descrição", kind: "text", cell: (s) => s.sourcing_descricao },
  { field: "categoria", label: "Categoria", kind: "text", cell: (s) => orDash(s.sourcing_nome_categoria) },
  { field: "status", label: "Status", kind: "badge", cell: (s) => <SourcingStatusBadges sourcing={s} /> },
  { field: "dt_adicionado", label: "Adicionado", kind: "date", cell: (s) => formatDayIso(s.sourcing_dt_adicionado) },
  { field: "dt_inicio", label: "Iniciado", kind: "date", cell: (s) => formatDayIso(s.sourcing_dt_inicio) },
  { field: "dt_estimado", label: "Estimado", kind: "date", cell: (s) => formatDayIso(s.sourcing_dt_estimado) },
  { field: "dt_finalizado", label: "Finalizado", kind: "date", cell: (s) => formatDayIso(s.sourcing_dt_finalizado) },
  { field: "responsavel", label: "Responsável", kind: "text", cell: (s) => orDash(s.sourcing_nome_responsavel) },
  { field: "comercial", label: "Comercial", kind: "text", cell: (s) => orDash(s.sourcing_nome_comercial) },
];

/** The stacked card's strip of dates: its first and last date, rounded at the ends. */
const DATES = SOURCING_COLUMNS.filter((column) => column.kind === "date");
const stripEnd = (column: SourcingColumn) => (column === DATES[0] ? "start" : column === DATES.at(-1) ? "end" : undefined);

/**
 * Sorting where there are no column headers (stacked rows, cards): a native <details> of sort links, whose code
 * hydrates after the rest of the page (ADR 0069); it opens, and its links lead, without JavaScript.
 */
export const SortMenu = hydrateLater(() => import("./sort-menu").then((m) => m.SortMenu));

const sourcingPath = (sourcing: SourcingRow) => href("/sourcings/:id", { id: String(sourcing.sourcing_id) });

export function sortOf(state: SourcingListParams, field: SourcingSortField) {
  return { active: state.sort_field === field, to: sourcingList.hrefWith(state, sourcingList.sortChange(state, field)) };
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
        <table className="sourcing-table w-full text-left text-xs leading-snug">
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
                  <td
                    key={column.field}
                    data-kind={index === 0 ? "title" : column.kind}
                    data-label={column.label}
                    data-strip={stripEnd(column)}
                  >
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
