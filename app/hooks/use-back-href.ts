import { useLocation } from "react-router";
import { useHydrated } from "./use-hydrated";

/** The `backTo` a list put in the link's state, if any (the state is the browser's: anything may be there). */
function backToOf(state: unknown): string | null {
  return typeof state === "object" && state !== null && "backTo" in state && typeof state.backTo === "string" ? state.backTo : null;
}

/** The state a list puts on its links to a detail page, so the detail's Back returns to the same query. */
export function useListLinkState(): { backTo: string } {
  const location = useLocation();
  return { backTo: `${location.pathname}${location.search}` };
}

/**
 * Where a detail page's Back leads: the list with the query the user came from (kept in the link's state by
 * `useListLinkState`), else the plain list. Only that list's own address is accepted.
 */
export function useBackHref(listPath: string): string {
  const location = useLocation();
  const hydrated = useHydrated();
  const backTo = backToOf(location.state);
  if (!hydrated || backTo === null) return listPath;
  return backTo === listPath || backTo.startsWith(`${listPath}?`) ? backTo : listPath;
}
