import { Link, type To } from "react-router";

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
      <span aria-disabled="true" className="page-link">
        {children}
      </span>
    );
  }
  return (
    <Link to={to} preventScrollReset onClick={onNavigate} className="page-link">
      {children}
    </Link>
  );
}
