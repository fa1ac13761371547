import { data } from "react-router";
import { ApiFailure } from "~/services/api.server";

/** A detail page's answer when its record does not exist: the page shows its not-found state with status 404. */
export const notFound = () => data({ notFound: true as const }, { status: 404 });

/**
 * A detail loader's record from its settled call: null when there is none (absent, or the API's 404); any other
 * refusal becomes the page's error, with the API's message or the screen's `failure` (spec section 8).
 */
export function recordOrNull<T>(settled: T | null | ApiFailure, failure: string): T | null {
  if (!(settled instanceof ApiFailure)) return settled;
  if (settled.status !== 404) throw data(settled.messageOr(failure), { status: settled.status });
  return null;
}
