import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";

// Extensions must be passed on every open, or queries on tables with trigram indexes fail.
export const pgliteExtensions = { unaccent, pg_trgm };
