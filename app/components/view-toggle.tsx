import { clsx } from "clsx";
import { Icon } from "./icon";
import type { IconName } from "./icons/names";
import { Link } from "react-router";

export type ListView = "list" | "cards";

/** Lista / Cards: two links, the current one marked. */
export function ViewToggle({ view, hrefFor }: { view: ListView; hrefFor: (view: ListView) => string }) {
  const options: { value: ListView; label: string; icon: IconName }[] = [
    { value: "list", label: "Lista", icon: "list" },
    { value: "cards", label: "Cards", icon: "layout-grid" },
  ];
  return (
    <nav aria-label="Modo de exibição" className="inline-flex rounded-md border border-border bg-white p-0.5 shadow-sm">
      {options.map((option) => (
        <Link
          key={option.value}
          to={hrefFor(option.value)}
          preventScrollReset
          aria-current={view === option.value ? "page" : undefined}
          className={clsx(
            "inline-flex items-center gap-1.5 rounded px-3 py-1.5 text-sm font-medium",
            view === option.value ? "bg-primary text-primary-foreground" : "text-slate-700 hover:bg-slate-100",
          )}
        >
          <Icon name={option.icon} className="size-4" />
          {option.label}
        </Link>
      ))}
    </nav>
  );
}
