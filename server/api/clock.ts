import { sql } from "drizzle-orm";
import { SAO_PAULO_TIME_ZONE, saoPauloDay } from "#contract/time/days.ts";
import type { ApiDeps } from "./types.ts";

/** The API's "now": the wall clock unless a test sets `deps.clock` (quote validity changes at midnight). */
export const nowOf = (deps: Pick<ApiDeps, "clock">): Date => deps.clock?.() ?? new Date();

/** Today (YYYY-MM-DD) in São Paulo, by the API's clock. */
export const todayOf = (deps: Pick<ApiDeps, "clock">): string => saoPauloDay(nowOf(deps));

/**
 * Today in São Paulo as a SQL date, computed by the database so every process agrees. The zone is our own constant,
 * written into the statement as a literal (not a parameter) so the SQL reads as it always did.
 */
export const saoPauloTodaySql = sql`(now() at time zone ${sql.raw(`'${SAO_PAULO_TIME_ZONE}'`)})::date`;
