import { useLocation } from "react-router";
import { z } from "zod";
import { useHydrated } from "./use-hydrated";

const backStateSchema = z.object({ backTo: z.string() });

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
  const parsed = backStateSchema.safeParse(location.state);
  if (!hydrated || !parsed.success) return listPath;
  const { backTo } = parsed.data;
  return backTo === listPath || backTo.startsWith(`${listPath}?`) ? backTo : listPath;
}
