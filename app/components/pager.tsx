import { clsx } from "clsx";
import { Icon } from "./icon";
import { Form, Link } from "react-router";
import { useListTopScroll } from "#app/hooks/use-list-top-scroll.ts";
import { formatQuantity } from "#app/lib/format.ts";
import { pageList, pageWithin } from "#app/lib/lists/pagination.ts";
import type { Pagination } from "#contract/shared/pagination.ts";
import { PageStep } from "./page-step";
import { buttonClass } from "./ui/button";
import { inputClass } from "./ui/field";

/**
 * Previous/next, numbered pages (first 3, last 3, current ±2, '...' for gaps) and a "go to page" box.
 * Every control is a link or a GET form, so paging works without JavaScript; a typed page outside
 * 1..total is ignored. With JavaScript, a page change brings the list's top into view (see
 * `useListTopScroll`); without it every page is a fresh load that starts at the top anyway.
 */
function Pager({
  current,
  total,
  hrefFor,
  keep,
  label = "Paginação",
}: {
  current: number;
  total: number;
  hrefFor: (page: number) => string;
  /** The query to keep when jumping to a typed page (everything but `page`). */
  keep: URLSearchParams;
  label?: string;
}) {
  const listTop = useListTopScroll();
  if (total < 1) return null;
  const hidden = [...keep.entries()].filter(([key]) => key !== "page");
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3">
      <ul className="flex flex-wrap items-center gap-1">
        <li>
          <PageStep to={current > 1 ? hrefFor(current - 1) : null} onNavigate={listTop.onLinkClick}>
            <Icon name="chevron-left" className="size-4" />
            <span className="max-sm:sr-only">Anterior</span>
          </PageStep>
        </li>
        {pageList(current, total).map((entry, index) =>
          entry === "gap" ? (
            <li key={`gap-${index}`} aria-hidden className="px-1 text-sm text-slate-500">
              ...
            </li>
          ) : (
            <li key={entry}>
              <Link
                to={hrefFor(entry)}
                preventScrollReset
                onClick={listTop.onLinkClick}
                aria-label={`Página ${entry}`}
                aria-current={entry === current ? "page" : undefined}
                className="page-link"
              >
                {entry}
              </Link>
            </li>
          ),
        )}
        <li>
          <PageStep to={current < total ? hrefFor(current + 1) : null} onNavigate={listTop.onLinkClick}>
            <span className="max-sm:sr-only">Próxima</span>
            <Icon name="chevron-right" className="size-4" />
          </PageStep>
        </li>
      </ul>
      <Form
        method="get"
        preventScrollReset
        className="flex items-center gap-2"
        onSubmit={(event) => {
          const typed = new FormData(event.currentTarget).get("page");
          if (typeof typed !== "string" || pageWithin(typed, total) === null) event.preventDefault();
          else listTop.request();
        }}
      >
        {hidden.map(([key, value]) => (
          <input key={key} type="hidden" name={key} value={value} />
        ))}
        <label htmlFor="pager-go" className="text-sm whitespace-nowrap text-slate-700">
          Ir para a página
        </label>
        <input
          id="pager-go"
          name="page"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          required
          placeholder={String(current)}
          className={clsx(inputClass, "w-20 py-1.5")}
        />
        <button type="submit" className={buttonClass("secondary", "py-1.5")}>
          Ir
        </button>
        <span className="text-sm whitespace-nowrap text-slate-600">de {formatQuantity(total)}</span>
      </Form>
    </nav>
  );
}

/** A list's pager under its rows, shown only when the list has more than one page. */
export function ListPager<S>({
  list,
  state,
  pagination,
}: {
  list: { hrefWith(state: S, changes: { page?: number }): string; toSearchParams(state: S): URLSearchParams };
  state: S;
  pagination: Pagination | null;
}) {
  if (!pagination || pagination.total_pages <= 1) return null;
  return (
    <div className="mt-4">
      <Pager
        current={pagination.current_page}
        total={pagination.total_pages}
        hrefFor={(page) => list.hrefWith(state, { page })}
        keep={list.toSearchParams(state)}
      />
    </div>
  );
}
