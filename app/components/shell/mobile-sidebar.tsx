import { Dialog, DialogBackdrop, DialogPanel } from "@headlessui/react";
import { Icon } from "#app/components/icon.tsx";
import type { Profile } from "#contract/auth/auth.ts";
import { SidebarContent } from "./sidebar-content";

/** The slide-in menu below 768 px: its own chunk, fetched the first time it opens (app-shell.tsx). */
export default function MobileSidebar({ profile, open, onClose }: { profile: Profile; open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50 md:hidden">
      <DialogBackdrop transition className="fixed inset-0 bg-black/50 transition-opacity data-closed:opacity-0" />
      <DialogPanel
        transition
        data-testid="mobile-sidebar"
        aria-label="Menu lateral"
        className="sidebar-surface fixed inset-y-0 left-0 w-72 bg-sidebar text-sidebar-foreground shadow-xl transition-transform duration-200 data-closed:-translate-x-full"
      >
        <button
          type="button"
          onClick={onClose}
          className="absolute top-3 right-3 rounded-md p-1 text-slate-300 hover:bg-sidebar-accent"
          aria-label="Fechar menu"
        >
          <Icon name="x" className="size-5" />
        </button>
        <SidebarContent profile={profile} collapsed={false} onNavigate={onClose} />
      </DialogPanel>
    </Dialog>
  );
}
