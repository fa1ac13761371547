import { clsx } from "clsx";
import { href, NavLink } from "react-router";

const TABS = [
  { to: href("/admin/users"), label: "Usuários" },
  { to: href("/admin/lookups"), label: "Listas de apoio" },
];

/** The two screens of the administration, as tabs under its title. */
export function AdminTabs() {
  return (
    <nav aria-label="Administração" className="mb-6 flex gap-1 border-b border-border">
      {TABS.map((tab) => (
        <NavLink
          key={tab.to}
          to={tab.to}
          className={({ isActive }) =>
            clsx(
              "-mb-px border-b-2 px-4 py-2 text-sm font-medium",
              isActive ? "border-primary text-slate-900" : "border-transparent text-slate-600 hover:text-slate-900",
            )
          }
        >
          {tab.label}
        </NavLink>
      ))}
    </nav>
  );
}
