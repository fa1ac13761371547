import { clsx } from "clsx";
import { Icon } from "#app/components/icon.tsx";
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useState } from "react";
import { Form, href, useLocation } from "react-router";
import type { Profile } from "#contract/auth/auth.ts";
import { sidebarCookie } from "#app/lib/shell/sidebar-cookie.ts";
import { MainLandmark } from "#app/components/main-landmark.tsx";
import { Tooltip } from "#app/components/ui/tooltip.tsx";
import { CreateDialogsProvider } from "./create-dialogs";
import { MobileMenuButton } from "./mobile-menu-button";
import { SidebarContent } from "./sidebar-content";

const MOBILE_QUERY = "(max-width: 767.98px)";

// The dialog library is needed only once the menu opens on a small screen: not part of the first load.
const MobileSidebar = lazy(() => import("./mobile-sidebar"));

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
  const toggleLabel = open ? "Recolher menu (Ctrl+B)" : "Expandir menu (Ctrl+B)";

  return (
    <CreateDialogsProvider>
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
            <MobileMenuButton
              onOpen={() => {
                setMobileMounted(true);
                setMobileOpen(true);
              }}
            />
            {/* Without JavaScript this is a form post to the cookie route; with it, toggled in place. */}
            <Form
              method="post"
              action={href("/resources/sidebar")}
              className="hidden md:block"
              onSubmit={(event) => {
                event.preventDefault();
                toggle();
              }}
            >
              <input type="hidden" name="open" value={String(!open)} />
              <input type="hidden" name="redirectTo" value={here} />
              <Tooltip label={toggleLabel}>
                {(tip) => (
                  <button
                    type="submit"
                    {...tip}
                    className="rounded-md p-1.5 text-slate-700 hover:bg-slate-100"
                    aria-label={toggleLabel}
                    aria-expanded={open}
                    data-testid="sidebar-toggle"
                  >
                    <Icon name="panel-left" className="size-5" />
                  </button>
                )}
              </Tooltip>
            </Form>
          </header>
          {/* Focusable from the skip link only (tabIndex -1), so the next Tab continues inside the page. */}
          <MainLandmark id="conteudo" tabIndex={-1} className="min-w-0 flex-1 p-4 outline-none md:p-8">
            {children}
          </MainLandmark>
        </div>
      </div>
    </CreateDialogsProvider>
  );
}
