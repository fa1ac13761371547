import { clsx } from "clsx";
import { Icon } from "./icon";
import { Link } from "react-router";

type Direction = "asc" | "desc";

/** The column's arrow: both ways while another column sorts, else the current direction. */
export function SortArrow({ active, direction, className = "size-3.5" }: { active: boolean; direction: Direction; className?: string }) {
  const arrow = !active ? "arrow-up-down" : direction === "asc" ? "arrow-up" : "arrow-down";
  return <Icon name={arrow} className={clsx("shrink-0", className, active ? "text-primary" : "text-slate-400")} />;
}

/**
 * A sortable column's header cell, for every list's table: the whole cell is the control. The link
 * keeps its size for the focus ring and screen readers, and its ::after covers the cell (the `th` is its
 * containing block), so a click on the cell's padding sorts too.
 */
export function SortableHeader({
  label,
  to,
  active,
  direction,
  className,
  linkClassName,
  arrowClassName,
  testId,
}: {
  label: string;
  /** The address that sorts by this column (the list decides what a second click does). */
  to: string;
  active: boolean;
  direction: Direction;
  className?: string;
  linkClassName?: string;
  arrowClassName?: string;
  testId?: string;
}) {
  return (
    <th
      scope="col"
      aria-sort={active ? (direction === "asc" ? "ascending" : "descending") : undefined}
      className={clsx("relative", className)}
    >
      <Link to={to} preventScrollReset className={clsx("sort-link", linkClassName)} data-testid={testId}>
        {label}
        <SortArrow active={active} direction={direction} className={arrowClassName} />
      </Link>
    </th>
  );
}
