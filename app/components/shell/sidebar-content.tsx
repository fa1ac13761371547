import { clsx } from "clsx";
import { Icon } from "#app/components/icon.tsx";
import type { IconName } from "#app/components/icons/names.ts";
import type { ReactNode } from "react";
import { Form, href, Link, NavLink, useFetcher, useLocation, useNavigate } from "react-router";
import { useEffect } from "react";
import type { Profile } from "#contract/auth/auth.ts";
import { canCreate } from "#contract/shared/teams.ts";
import { useHydrated } from "remix-utils/use-hydrated";
import { LOGOUT_DELAY_MS } from "#app/lib/auth/logout.ts";
import { type CreateDialogKind, useOpenCreateDialog } from "./create-dialogs";
import { Avatar } from "./avatar";

const NAV_ITEMS: { to: string; label: string; icon: IconName }[] = [
  { to: href("/suppliers"), label: "Fornecedores", icon: "factory" },
  { to: href("/sourcings"), label: "Sourcing", icon: "handshake" },
  { to: href("/products"), label: "Produtos", icon: "package" },
];

/** With JavaScript a creation link opens its `dialog`; without it, the link leads to the same form as a page. */
const CREATE_ITEMS: { to: string; label: string; icon: IconName; dialog?: CreateDialogKind }[] = [
  { to: href("/suppliers/new"), label: "Novo Fornecedor", icon: "factory", dialog: "supplier" },
  { to: href("/sourcings/new"), label: "Novo Sourcing", icon: "handshake", dialog: "sourcing" },
  { to: href("/products/new"), label: "Novo Produto", icon: "package", dialog: "product" },
];

/** The sidebar footer's settings page: the landed cost's parameters (ADR 0045). */
const SETTINGS_ITEM = { to: href("/settings/import"), label: "Parâmetros de importação" };

/**
 * Icon-only entries of the collapsed sidebar name themselves in a tooltip shown at once (no delay), on hover and
 * on keyboard focus, with and without JavaScript. The sidebar scrolls (a short window), and its scroll container
 * would clip an absolutely positioned tooltip: this one is `position: fixed` with no offsets, so it stays at its
 * static position (the top left corner of the 36 px wrapper, as a flex container's sole item) while escaping the
 * clip, and its margins put it 12 px right of the icon, centred on it.
 */
function SidebarTip({ collapsed, label, children }: { collapsed: boolean; label: string; children: ReactNode }) {
  if (!collapsed) return <>{children}</>;
  return (
    <span className="group/tip flex self-center">
      {children}
      <span
        aria-hidden
        data-testid="sidebar-tooltip"
        className="pointer-events-none invisible fixed z-50 mt-[1.125rem] ml-12 -translate-y-1/2 whitespace-nowrap rounded-md bg-slate-900 px-2 py-1 text-xs text-white shadow-lg ring-1 ring-slate-700 group-hover/tip:visible group-has-focus-visible/tip:visible"
      >
        {label}
      </span>
    </span>
  );
}

export function SidebarContent({ profile, collapsed, onNavigate }: { profile: Profile; collapsed: boolean; onNavigate?: () => void }) {
  const fullName = `${profile.first_name} ${profile.last_name}`.trim() || profile.email;
  const { pathname } = useLocation();
  const mayCreate = canCreate(profile.team);
  const openCreateDialog = useOpenCreateDialog();
  const hydrated = useHydrated();

  return (
    <div className="flex h-full flex-col gap-4 overflow-y-auto overflow-x-visible py-4">
      <SidebarTip collapsed={collapsed} label={`${fullName} · ${profile.team_name}`}>
        <Link
          to={href("/profile")}
          onClick={onNavigate}
          aria-label={collapsed ? `Meu perfil: ${fullName}` : undefined}
          className={clsx(
            "flex items-center gap-3 rounded-lg hover:bg-sidebar-accent",
            collapsed ? "mx-auto justify-center p-0.5" : "mx-2 p-2",
            pathname.startsWith("/profile") && "bg-sidebar-accent",
          )}
        >
          <Avatar src={profile.profile_pic} name={fullName} className={collapsed ? "size-8" : "size-10"} />
          {collapsed ? null : (
            <span className="min-w-0">
              <span className="block truncate text-sm font-semibold text-white" data-testid="user-name">
                {fullName}
              </span>
              <span className="block truncate text-xs text-slate-300" data-testid="user-team">
                {profile.team_name}
              </span>
            </span>
          )}
        </Link>
      </SidebarTip>

      {mayCreate ? (
        <div className={clsx("flex flex-col gap-1.5", collapsed ? "items-center px-1" : "px-3")} data-testid="create-buttons">
          {CREATE_ITEMS.map((item) => (
            <SidebarTip key={item.to} collapsed={collapsed} label={item.label}>
              <Link
                to={item.to}
                onClick={(event) => {
                  onNavigate?.();
                  if (!item.dialog || !hydrated || !openCreateDialog) return;
                  event.preventDefault();
                  openCreateDialog(item.dialog);
                }}
                aria-label={collapsed ? item.label : undefined}
                className={clsx(
                  "flex items-center gap-2 rounded-md bg-sidebar-active text-sm font-medium text-white hover:bg-blue-700",
                  collapsed ? "size-9 justify-center" : "px-3 py-2",
                )}
              >
                {collapsed ? (
                  // Three '+' alike would need the tooltip to be told apart: each shows what it creates.
                  <span aria-hidden className="relative">
                    <Icon name={item.icon} className="size-4" />
                    <Icon name="plus" className="absolute -right-1.5 -bottom-1.5 size-3 rounded-full bg-white stroke-3 text-blue-700" />
                  </span>
                ) : (
                  <>
                    <Icon name="plus" className="size-4 shrink-0" />
                    {item.label}
                  </>
                )}
              </Link>
            </SidebarTip>
          ))}
        </div>
      ) : null}

      <nav aria-label="Navegação principal" className={clsx("flex flex-col gap-1", collapsed ? "items-center px-1" : "px-3")}>
        {NAV_ITEMS.map((item) => {
          const active = pathname === item.to || pathname.startsWith(`${item.to}/`);
          return (
            <SidebarTip key={item.to} collapsed={collapsed} label={item.label}>
              <NavLink
                to={item.to}
                onClick={onNavigate}
                aria-current={active ? "page" : undefined}
                aria-label={collapsed ? item.label : undefined}
                className={clsx(
                  "flex items-center gap-3 rounded-md text-sm font-medium",
                  collapsed ? "size-9 justify-center" : "px-3 py-2",
                  active ? "bg-white text-slate-900" : "text-slate-200 hover:bg-sidebar-accent hover:text-white",
                )}
              >
                <Icon name={item.icon} className="size-4 shrink-0" />
                {collapsed ? null : item.label}
              </NavLink>
            </SidebarTip>
          );
        })}
      </nav>

      <div className={clsx("mt-auto flex flex-col gap-1", collapsed ? "items-center px-1" : "px-3")}>
        <FooterLink
          collapsed={collapsed}
          to={SETTINGS_ITEM.to}
          label={SETTINGS_ITEM.label}
          icon="calculator"
          active={pathname === SETTINGS_ITEM.to}
          onNavigate={onNavigate}
        />
        {profile.is_superuser ? (
          <FooterLink
            collapsed={collapsed}
            to={href("/admin/users")}
            label="Administração"
            icon="settings"
            active={pathname.startsWith("/admin/")}
            onNavigate={onNavigate}
          />
        ) : null}
        <LogoutButton collapsed={collapsed} />
      </div>
    </div>
  );
}

/**
 * An entry of the sidebar's footer: the import parameters (everyone) and the administration (superusers only:
 * the API refuses it to anyone else). Active on its own pages.
 */
function FooterLink({
  collapsed,
  to,
  label,
  icon,
  active,
  onNavigate,
}: {
  collapsed: boolean;
  to: string;
  label: string;
  icon: IconName;
  active: boolean;
  onNavigate?: () => void;
}) {
  return (
    <SidebarTip collapsed={collapsed} label={label}>
      <Link
        to={to}
        onClick={onNavigate}
        aria-current={active ? "page" : undefined}
        aria-label={collapsed ? label : undefined}
        className={clsx(
          "flex items-center gap-3 rounded-md text-sm font-medium",
          collapsed ? "size-9 justify-center" : "w-full px-3 py-2",
          active ? "bg-white text-slate-900" : "text-slate-200 hover:bg-sidebar-accent hover:text-white",
        )}
      >
        <Icon name={icon} className="size-4 shrink-0" />
        {collapsed ? null : label}
      </Link>
    </SidebarTip>
  );
}

function LogoutButton({ collapsed }: { collapsed: boolean }) {
  const fetcher = useFetcher<{ ok: boolean }>();
  const navigate = useNavigate();
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data?.ok) return;
    const timer = setTimeout(() => navigate(href("/login"), { replace: true }), LOGOUT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [fetcher.state, fetcher.data, navigate]);

  const button = (
    <button
      type="submit"
      aria-label={collapsed ? "Sair" : undefined}
      className={clsx(
        "flex items-center gap-3 rounded-md text-sm font-medium text-slate-200 hover:bg-sidebar-accent hover:text-white",
        collapsed ? "size-9 justify-center" : "w-full px-3 py-2",
      )}
    >
      <Icon name="log-out" className="size-4 shrink-0" />
      {collapsed ? null : "Sair"}
    </button>
  );
  return (
    <SidebarTip collapsed={collapsed} label="Sair">
      {/*
        Plain form post without JavaScript; with it, a fetcher and the 500 ms pause of specification §2. No loader runs
        again after it: signed out, the page's own loader would answer /login?redirectTo=<this page> before the
        pause ends, and the next person to sign in would land on this user's page.
      */}
      <Form
        method="post"
        action={href("/logout")}
        onSubmit={(event) => {
          event.preventDefault();
          void fetcher.submit({ stay: "1" }, { method: "post", action: href("/logout"), defaultShouldRevalidate: false });
        }}
      >
        {button}
      </Form>
    </SidebarTip>
  );
}
