import type { ReactNode } from "react";
import { hydrateLater } from "./hydrate-later";
import type { List } from "~/lib/lists/state";
import type { Pagination } from "../../contract/pagination";
import { EmptyList, ResultCount } from "./list-results";
import { PageHeader } from "./page-header";
import type { ListView } from "./view-toggle";

// The pager's code (its links' scroll to the list's top, the typed page's check) and the header's links (exports, the
// list/cards toggle) hydrate after the rest of the page (ADR 0069): they work as they do without JavaScript until then.
const ListPager = hydrateLater(() => import("./pager").then((m) => m.ListPager));
const ListLinks = hydrateLater(() => import("./list-links").then((m) => m.ListLinks));

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
  /** The export routes' paths (the same object on every render); the list's filters and sort are added to them. */
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
  /** The cards, given the table to show while their code is on its way (the view a list opens in is the table). */
  cards: (whileLoading: ReactNode) => ReactNode;
  table: () => ReactNode;
}) {
  return (
    <div className="mx-auto max-w-7xl">
      <PageHeader
        title={title}
        subtitle={subtitle}
        actions={
          <>
            {actions}
            <ListLinks list={list} state={state} exports={exports} />
          </>
        }
      />
      {filters}

      <ResultCount total={pagination?.total_items ?? 0} failed={failed} one={words.one} many={words.many} />

      {notice}

      {empty ? (
        <EmptyList failed={failed} emptyText={words.emptyText} failedText={words.failedText} />
      ) : state.view === "cards" ? (
        cards(table())
      ) : (
        table()
      )}

      <ListPager list={list} state={state} pagination={pagination} />
    </div>
  );
}
