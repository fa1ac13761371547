import { Dialog, DialogPanel, DialogBackdrop } from "@headlessui/react";
import { clsx } from "clsx";
import { Menu, PanelLeft, X } from "lucide-react";
import { type ReactNode, useCallback, useEffect, useState } from "react";
import { Form, href, useLocation } from "react-router";
import type { Profile } from "../../../contract/auth";
import { sidebarCookie } from "~/lib/sidebar-cookie";
import { MainLandmark } from "../main-landmark";
import { Tooltip } from "../ui/tooltip";
import { CreateDialogsProvider } from "./create-dialogs";
import { SidebarContent } from "./sidebar-content";

const MOBILE_QUERY = "(max-width: 767.98px)";

/**
 * The authenticated frame: a 16rem sidebar that collapses to 3rem icons (state in a 7-day cookie read
 * on the server, so the first paint is right), an 18rem slide-in panel below 768 px, Ctrl/Cmd+B.
 */
export function AppShell({ profile, initialOpen, children }: { profile: Profile; initialOpen: boolean; children: ReactNode }) {
  const [open, setOpen] = useState(initialOpen);
  const [mobileOpen, setMobileOpen] = useState(false);
  const location = useLocation();

  const toggle = useCallback(() => {
    if (window.matchMedia(MOBILE_QUERY).matches) {
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
      <aside
        data-testid="sidebar"
        data-state={open ? "expanded" : "collapsed"}
        aria-label="Menu lateral"
        className={clsx(
          "sticky top-0 hidden h-screen shrink-0 bg-sidebar text-sidebar-foreground transition-[width] duration-200 md:block",
          open ? "w-64" : "w-12",
        )}
      >
        <SidebarContent profile={profile} collapsed={!open} />
      </aside>

      <Dialog open={mobileOpen} onClose={setMobileOpen} className="relative z-50 md:hidden">
        <DialogBackdrop transition className="fixed inset-0 bg-black/50 transition-opacity data-closed:opacity-0" />
        <DialogPanel
          transition
          data-testid="mobile-sidebar"
          aria-label="Menu lateral"
          className="fixed inset-y-0 left-0 w-72 bg-sidebar text-sidebar-foreground shadow-xl transition-transform duration-200 data-closed:-translate-x-full"
        >
          <button
            type="button"
            onClick={() => setMobileOpen(false)}
            className="absolute top-3 right-3 rounded-md p-1 text-slate-300 hover:bg-sidebar-accent"
            aria-label="Fechar menu"
          >
            <X aria-hidden className="size-5" />
          </button>
          <SidebarContent profile={profile} collapsed={false} onNavigate={() => setMobileOpen(false)} />
        </DialogPanel>
      </Dialog>

      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 flex h-12 items-center gap-2 border-b border-border bg-white/90 px-3 backdrop-blur">
          <button
            type="button"
            onClick={() => setMobileOpen(true)}
            className="rounded-md p-1.5 text-slate-700 hover:bg-slate-100 md:hidden"
            aria-label="Abrir menu"
            data-testid="mobile-menu-button"
          >
            <Menu aria-hidden className="size-5" />
          </button>
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
                  <PanelLeft aria-hidden className="size-5" />
                </button>
              )}
            </Tooltip>
          </Form>
        </header>
        <MainLandmark id="conteudo" className="min-w-0 flex-1 p-4 md:p-8">
          {children}
        </MainLandmark>
      </div>
    </div>
    </CreateDialogsProvider>
  );
}
