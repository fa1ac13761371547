// Numeric limits shared by the API and every page, without zod (they are on every list page's first load).

/** Ids are PostgreSQL `integer` (int4): anything above this names no record and must never reach SQL. */
export const MAX_ID = 2_147_483_647;
/** Rows in a page of every list. */
export const PAGE_SIZE = 30;
/** The highest page number a list accepts. */
export const PAGE_MAX = 1_000_000;
/** Rows an export of a list may hold (ADR 0049): beyond it the export is refused before it starts. */
export const EXPORT_MAX_ROWS = 50_000;
/**
 * Comments a sourcing's thread shows at first, newest first, and how many more each 'Mostrar comentários anteriores'
 * adds: about 1 KB of the page each (docs/decisions/0069-lean-pages.md).
 */
export const COMMENTS_PAGE_SIZE = 10;
/**
 * Suppliers a sourcing's panel shows at first, in their order; 'Mostrar todos os fornecedores (N)' shows them all
 * (`?fornecedores=todos`): an entry costs about 1.7 KB of the page (docs/decisions/0069-lean-pages.md).
 */
export const SOURCING_SUPPLIERS_PAGE_SIZE = 4;
