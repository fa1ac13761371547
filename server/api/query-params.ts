import { type SQL, sql } from "drizzle-orm";

export { countParam, idParam, withoutBlanks } from "#contract/lists/list-query.ts";

/** Case- and accent-folded text, as the search indexes store it. */
export const fold = (text: unknown) => sql`lower(f_unaccent(${text}))`;

/** Escapes LIKE's wildcards so a search for "50%" looks for the text "50%". */
const likeLiteral = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `folded` (already folded text) contains the search term, case- and accent-insensitive. */
export const containsTerm = (folded: SQL, term: string) => sql`${folded} like '%' || ${fold(sql`${likeLiteral(term)}::text`)} || '%'`;
