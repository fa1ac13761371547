import { clsx } from "clsx";
import { Link, type To } from "react-router";

/** A page link of a pager: the lists' numbered ones share its look. */
export const pageClass = "inline-flex min-w-9 items-center justify-center rounded-md px-2.5 py-1.5 text-sm font-medium";

/** Previous or next: a link that keeps the scroll position, or a greyed label where there is no such page. */
export function PageStep({
  to,
  onNavigate,
  children,
}: {
  to: To | null;
  onNavigate?: (event: React.MouseEvent) => void;
  children: React.ReactNode;
}) {
  if (!to) {
    return (
      <span aria-disabled="true" className={clsx(pageClass, "gap-1 text-slate-400")}>
        {children}
      </span>
    );
  }
  return (
    <Link to={to} preventScrollReset onClick={onNavigate} className={clsx(pageClass, "gap-1 text-slate-700 hover:bg-slate-100")}>
      {children}
    </Link>
  );
}
