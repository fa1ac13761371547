import type { Pagination } from "#contract/shared/pagination.ts";

/**
 * The pagination block of every list reply. An empty list still has one (empty) page, and a page past
 * the end answers with no results and the real totals (docs/decisions/0010-pages-past-the-end.md).
 */
export function paginationOf(page: number, pageSize: number, totalItems: number): Pagination {
  const totalPages = Math.max(1, Math.ceil(totalItems / pageSize));
  return {
    current_page: page,
    total_pages: totalPages,
    page_size: pageSize,
    total_items: totalItems,
    has_next: page < totalPages,
    has_previous: page > 1,
  };
}
