import { useRouteLoaderData } from "react-router";
import { GeneralErrorBoundary } from "#app/components/error-boundary.tsx";
import { SidebarContent } from "#app/components/shell/sidebar-content.tsx";
import type { loader as shellLoader } from "./shell";

export function meta() {
  return [{ title: "Menu · Importadora" }];
}

/**
 * The sidebar's content as a page: below 768 px the sidebar is a slide-in panel that needs JavaScript, so
 * without it 'Abrir menu' leads here (the profile, the creation links the team may use, the navigation, the
 * settings and 'Sair').
 */
export default function MenuPage() {
  const shell = useRouteLoaderData<typeof shellLoader>("routes/shell");
  if (!shell) throw new Error("Menu indisponível");
  return (
    <section aria-labelledby="menu-title" className="mx-auto max-w-sm">
      <h1 id="menu-title" className="mb-4 text-2xl font-semibold text-slate-900">
        Menu
      </h1>
      <div data-testid="menu-page" className="sidebar-surface rounded-xl bg-sidebar text-sidebar-foreground">
        <SidebarContent profile={shell.profile} collapsed={false} />
      </div>
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
