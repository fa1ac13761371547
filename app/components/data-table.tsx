import { clsx } from "clsx";
import type { ComponentProps, ReactNode } from "react";
import { Link } from "react-router";
import { columnLabels } from "./column-labels";
import { SortableHeader } from "./sort-header";

/** Where a column's cell goes when the rows are stacked into cards (narrow container). */
type StackedRole = "title" | "corner" | "field" | "hidden";

export interface DataTableColumn<Row, Key extends string = string> {
  /** Stable key of the column (its React key). */
  id: string;
  header: string;
  /** The list's sort field: the header becomes a link that sorts by it. */
  sortKey?: Key;
  cell: (row: Row) => ReactNode;
  /** Width class of the column in the table layout (e.g. "w-28"); columns without one share what is left. */
  width?: string;
  /** Numbers and grades line up at the end. */
  align?: "start" | "end";
  /** Keeps the cell on one line (badges, dates, grades); other cells wrap. */
  nowrap?: boolean;
  /** Long text: at most `lines` lines, the whole text in a tooltip (title). */
  clamp?: { lines: 1 | 2 | 3; text: (row: Row) => string | null | undefined };
  /** In stacked rows: the card's heading, a value in its top corner, a labelled line (default) or left out. */
  stacked?: StackedRole;
  /** data-testid of each cell of the column. */
  cellTestId?: string;
}

interface DataTableSort<Key extends string> {
  by: Key | null;
  direction: "asc" | "desc";
  /** The address that sorts by `key` (the list decides what clicking the sorted column again does). */
  hrefFor: (key: Key) => string;
}

/** Container width below which rows stack: md 48rem, lg 56rem, xl 64rem (see `stacked` in app.css). */
type StackBreakpoint = "md" | "lg" | "xl";

export interface DataTableProps<Row, Key extends string> {
  /** Accessible name of the table (a visually hidden caption). */
  caption: string;
  columns: readonly DataTableColumn<Row, Key>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  sort?: DataTableSort<Key>;
  stackBelow?: StackBreakpoint;
}

// Whole class names, so that Tailwind finds them.
const CONTAINER: Record<StackBreakpoint, string> = {
  md: "@container/data-table-md",
  lg: "@container/data-table-lg",
  xl: "@container/data-table-xl",
};
const CLAMP = { 1: "line-clamp-1", 2: "line-clamp-2", 3: "line-clamp-3" } as const;

/**
 * A list's table: columns declared once (header, sort field, cell, width, stacked role). It fits its
 * container: cells wrap or clamp instead of widening the table, and below `stackBelow` (the container's
 * width, so the sidebar counts) each row becomes a card with labelled lines (in two columns when there
 * is room) and the headers a row of sort links. The element is also the list's top for the pager
 * (`data-list-top`).
 */
export function DataTable<Row, Key extends string>({ caption, columns, rows, rowKey, sort, stackBelow = "lg" }: DataTableProps<Row, Key>) {
  // Stacked, the header row only offers sorting: without any sortable column it has nothing to show.
  const sortable = sort !== undefined && columns.some((column) => column.sortKey !== undefined);
  return (
    <div
      data-list-top
      className={clsx(CONTAINER[stackBelow], "scroll-mt-24 overflow-x-auto rounded-xl border border-border bg-white shadow-sm")}
    >
      <table className="column-labels w-full text-left text-sm stacked:block" style={columnLabels(columns.map((column) => column.header))}>
        <caption className="sr-only">{caption}</caption>
        <thead className={clsx("border-b border-border bg-slate-50 text-slate-700 stacked:block", !sortable && "stacked:hidden")}>
          <tr className="stacked:flex stacked:flex-wrap stacked:gap-x-1 stacked:gap-y-1 stacked:px-2 stacked:py-2">
            {columns.map((column, index) => (
              <HeaderCell key={column.id} column={column} sort={sort} edge={edgeClass(index, columns.length)} />
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border stacked:block">
          {rows.map((row) => (
            // The row's and its cells' styles are app.css's `.data-table-row` (one rule, not a class list per cell).
            <tr key={rowKey(row)} className="data-table-row">
              {columns.map((column) => (
                <td
                  key={column.id}
                  data-testid={column.cellTestId}
                  data-stacked={column.stacked === "field" ? undefined : column.stacked}
                  data-align={column.align === "end" ? "end" : undefined}
                  data-nowrap={column.nowrap ? "" : undefined}
                >
                  <CellContent column={column} row={row} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Roomier padding at the table's outer edges, tighter between columns so that more fits. */
function edgeClass(index: number, count: number): string | undefined {
  return clsx(index === 0 && "pl-4", index === count - 1 && "pr-4") || undefined;
}

function CellContent<Row, Key extends string>({ column, row }: { column: DataTableColumn<Row, Key>; row: Row }) {
  const content = column.cell(row);
  if (!column.clamp) return <>{content}</>;
  const text = column.clamp.text(row)?.trim();
  return (
    <span className={clsx(CLAMP[column.clamp.lines], "break-words")} title={text || undefined}>
      {content}
    </span>
  );
}

function HeaderCell<Row, Key extends string>({
  column,
  sort,
  edge,
}: {
  column: DataTableColumn<Row, Key>;
  sort?: DataTableSort<Key>;
  edge?: string;
}) {
  const sortKey = column.sortKey;
  const className = clsx(
    "px-2.5 py-2.5 font-semibold whitespace-nowrap",
    edge,
    column.width,
    column.align === "end" && "text-right",
    // Stacked: the headers are a row of sort links; columns that cannot sort have nothing to offer there.
    "stacked:w-auto stacked:px-0 stacked:py-0 stacked:text-left",
    !(sort && sortKey) && "stacked:hidden",
  );
  if (!sort || !sortKey) {
    return (
      <th scope="col" className={className}>
        {column.header}
      </th>
    );
  }
  return (
    <SortableHeader
      label={column.header}
      to={sort.hrefFor(sortKey)}
      active={sort.by === sortKey}
      direction={sort.direction}
      className={className}
      linkClassName="stacked:px-2 stacked:py-1 stacked:hover:bg-slate-100"
      testId={`sort-${sortKey}`}
    />
  );
}

/**
 * The row's link (usually on its name): its ::after covers the whole row, so a click anywhere on the row
 * opens it, while assistive technology and the keyboard see one link per row.
 */
export function RowLink({ className, ...props }: ComponentProps<typeof Link>) {
  return <Link {...props} className={clsx("row-link font-medium", className)} />;
}
