import { saoPauloDay } from "../../contract/quote-terms.ts";
import type { ApiDeps } from "./types.ts";

/** The API's "now": the wall clock unless a test sets `deps.clock` (quote validity changes at midnight). */
export const nowOf = (deps: Pick<ApiDeps, "clock">): Date => deps.clock?.() ?? new Date();

/** Today (YYYY-MM-DD) in São Paulo, by the API's clock. */
export const todayOf = (deps: Pick<ApiDeps, "clock">): string => saoPauloDay(nowOf(deps));
