import { useLocation } from "react-router";
import { backToOf, carryBack } from "#app/lib/lists/back-to.ts";

/**
 * On a list: the address of one of its records that remembers this list (its filters, sort and page) for the
 * record's Back (`?voltar=`, app/lib/lists/back-to.ts). The plain list needs nothing remembered.
 */
export function useDetailHref(): (detailPath: string) => string {
  const { pathname, search } = useLocation();
  return (detailPath) => (search ? carryBack(detailPath, `${pathname}${search}`) : detailPath);
}

/**
 * On a detail page (or its upload page): a link's or a form's address with the way back to the list carried
 * on, so that editing, confirming or uploading does not forget where the user came from.
 */
export function useCarryBack(): (to: string) => string {
  const { pathname, search } = useLocation();
  const back = backToOf(`${pathname}${search}`);
  // "." is React Router's "this route" (the path without its query), not the URL's "this folder".
  return (to) => carryBack(to === "." ? pathname : to, back, pathname);
}

/** Where a detail page's Back leads: the list with the query the user came from, else the plain list. */
export function useBackHref(listPath: string): string {
  const { pathname, search } = useLocation();
  return backToOf(`${pathname}${search}`) ?? listPath;
}
