import type { ReactNode } from "react";
import type { List } from "#app/lib/lists/state.ts";
import type { Pagination } from "#contract/shared/pagination.ts";
import { ExportLinks } from "./export-links";
import { EmptyList, ResultCount } from "./list-results";
import { PageHeader } from "./page-header";
import { ListPager } from "./pager";
import { type ListView, ViewToggle } from "./view-toggle";

/** What a list page says of its records: 'fornecedor'/'fornecedores' in the count, the empty and failed lines. */
export interface ListWords {
  one: string;
  many: string;
  emptyText: string;
  failedText: string;
}

/**
 * The body of a list page (suppliers, sourcings, products): the header with the export links and the view
 * toggle, the filters, the count, the rows as cards or a table, and the pager. Each page brings its own
 * filters, rows and extra actions.
 */
/** The part of a list's state this body changes: the view toggle and the pager. */
type PageState = { view: ListView; page: number };

export function ListPage<S extends PageState>({
  list,
  state,
  title,
  subtitle,
  exports,
  actions,
  filters,
  words,
  pagination,
  failed,
  empty,
  notice,
  cards,
  table,
}: {
  list: Pick<List<S>, "exportSearch" | "toSearchParams"> & { hrefWith(state: S, changes: Partial<PageState>): string };
  state: S;
  title: string;
  subtitle: string;
  /** The export routes' paths; the list's filters and sort are added to them. */
  exports: { csv: string; xlsx: string };
  /** Actions before the export links. */
  actions?: ReactNode;
  filters: ReactNode;
  words: ListWords;
  pagination: Pagination | null;
  failed: boolean;
  empty: boolean;
  /** A line between the count and the rows. */
  notice?: ReactNode;
  cards: () => ReactNode;
  table: () => ReactNode;
}) {
  const search = list.exportSearch(state);
  return (
    <div className="mx-auto max-w-7xl">
      <PageHeader
        title={title}
        subtitle={subtitle}
        actions={
          <>
            {actions}
            <ExportLinks csv={exports.csv + search} xlsx={exports.xlsx + search} />
            <ViewToggle view={state.view} hrefFor={(view) => list.hrefWith(state, { view })} />
          </>
        }
      />
      {filters}

      <ResultCount total={pagination?.total_items ?? 0} failed={failed} one={words.one} many={words.many} />

      {notice}

      {empty ? (
        <EmptyList failed={failed} emptyText={words.emptyText} failedText={words.failedText} />
      ) : state.view === "cards" ? (
        cards()
      ) : (
        table()
      )}

      <ListPager list={list} state={state} pagination={pagination} />
    </div>
  );
}
