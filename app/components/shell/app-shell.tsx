import { clsx } from "clsx";
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useState } from "react";
import { useLocation } from "react-router";
import type { Profile } from "../../../contract/auth";
import { sidebarCookie } from "~/lib/shell/sidebar-cookie";
import { MainLandmark } from "../main-landmark";
import { hydrateLater } from "../hydrate-later";

const MOBILE_QUERY = "(max-width: 767.98px)";

// The dialog library is needed only once the menu opens on a small screen: not part of the first load.
const MobileSidebar = lazy(() => import("./mobile-sidebar"));

// The sidebar's links and buttons (its menu, the creation dialogs' triggers, 'Sair') and its collapse button hydrate
// after the page itself (ADR 0069): until then they are plain links and form posts, as without JavaScript.
const SidebarContent = hydrateLater(() => import("./sidebar-content").then((m) => m.SidebarContent));
const SidebarToggle = hydrateLater(() => import("./sidebar-toggle").then((m) => m.SidebarToggle));
const MobileMenuButton = hydrateLater(() => import("./mobile-menu-button").then((m) => m.MobileMenuButton));
// The creation dialogs the sidebar opens (none is open in the server's HTML).
const CreateDialogs = hydrateLater(() => import("./create-dialogs").then((m) => m.CreateDialogs));

/**
 * The authenticated frame: a 16rem sidebar that collapses to 3rem icons (state in a 7-day cookie read
 * on the server, so the first paint is right), an 18rem slide-in panel below 768 px, Ctrl/Cmd+B.
 */
export function AppShell({ profile, initialOpen, children }: { profile: Profile; initialOpen: boolean; children: ReactNode }) {
  const [open, setOpen] = useState(initialOpen);
  const [mobileOpen, setMobileOpen] = useState(false);
  const [mobileMounted, setMobileMounted] = useState(false);
  const location = useLocation();

  const toggle = useCallback(() => {
    if (window.matchMedia(MOBILE_QUERY).matches) {
      setMobileMounted(true);
      setMobileOpen((v) => !v);
      return;
    }
    setOpen((v) => {
      document.cookie = sidebarCookie(!v);
      return !v;
    });
  }, []);

  const openMobile = useCallback(() => {
    setMobileMounted(true);
    setMobileOpen(true);
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.metaKey || event.ctrlKey) && !event.altKey && event.key.toLowerCase() === "b") {
        event.preventDefault();
        toggle();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [toggle]);

  const here = location.pathname + location.search;

  return (
    <>
      <div className="flex min-h-screen">
        {/* The first stop of the keyboard: past the sidebar's dozen links, straight to the page. */}
        <a
          href="#conteudo"
          className="sr-only rounded-md bg-white px-3 py-2 text-sm font-medium text-slate-900 shadow-lg focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[60]"
        >
          Pular para o conteúdo
        </a>
        <aside
          data-testid="sidebar"
          data-state={open ? "expanded" : "collapsed"}
          aria-label="Menu lateral"
          className={clsx(
            "sidebar-surface sticky top-0 hidden h-screen shrink-0 bg-sidebar text-sidebar-foreground transition-[width] duration-200 md:block",
            open ? "w-64" : "w-12",
          )}
        >
          <SidebarContent profile={profile} collapsed={!open} />
        </aside>

        {/* Mounted from the first opening on (its closing transition needs it mounted). */}
        {mobileMounted ? (
          <Suspense fallback={null}>
            <MobileSidebar profile={profile} open={mobileOpen} onClose={() => setMobileOpen(false)} />
          </Suspense>
        ) : null}

        <div className="flex min-w-0 flex-1 flex-col">
          <header className="sticky top-0 z-30 flex h-12 items-center gap-2 border-b border-border bg-white/90 px-3 backdrop-blur">
            <MobileMenuButton onOpen={openMobile} />
            <SidebarToggle open={open} here={here} onToggle={toggle} />
          </header>
          {/* Focusable from the skip link only (tabIndex -1), so the next Tab continues inside the page. */}
          <MainLandmark id="conteudo" tabIndex={-1} className="min-w-0 flex-1 p-4 outline-none md:p-8">
            {children}
          </MainLandmark>
        </div>
      </div>
      <CreateDialogs />
    </>
  );
}
