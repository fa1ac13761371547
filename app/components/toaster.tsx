import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from "react";
import { errorToast, successToast, type Toast } from "~/lib/shell/toast";
import { hydrateLater } from "./hydrate-later";

// The toasts' code (a toast's close button, its timer) hydrates after the page (ADR 0069); the server draws them.
const ToastItems = hydrateLater(() => import("./toast-items").then((m) => m.ToastItems));
const NONE: readonly Toast[] = [];

interface ToastApi {
  show(toast: Toast): void;
  success(description: string): void;
  error(description: string, title?: string): void;
}

const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error("useToast fora de <ToastProvider>");
  return api;
}

/**
 * Shows toasts from the server (flash messages, rendered in the first HTML so they appear without
 * JavaScript too) and from the browser (`useToast`). A `silent` page (the 404 page) shows none: those on
 * screen are dismissed and those the server sends with it are dropped, so that none comes back later.
 */
export function ToastProvider({
  serverToasts,
  silent = false,
  children,
}: {
  serverToasts: readonly Toast[];
  silent?: boolean;
  children: ReactNode;
}) {
  const [toasts, setToasts] = useState<Toast[]>(() => (silent ? [] : [...serverToasts]));

  // New server toasts after a navigation join the list once (state adjusted during render, not in an effect).
  const [seen, setSeen] = useState<ReadonlySet<string>>(() => new Set(serverToasts.map((t) => t.id)));
  const fresh = serverToasts.filter((t) => !seen.has(t.id));
  if (fresh.length > 0) {
    setSeen(new Set([...seen, ...fresh.map((t) => t.id)]));
    if (!silent) setToasts((list) => [...list, ...fresh]);
  }
  if (silent && toasts.length > 0) setToasts([]);

  const dismiss = useCallback((id: string) => setToasts((list) => list.filter((t) => t.id !== id)), []);
  const show = useCallback((toast: Toast) => setToasts((list) => [...list, toast]), []);
  const api = useMemo<ToastApi>(
    () => ({
      show,
      success: (description) => show(successToast(description)),
      error: (description, title) => show(errorToast(description, title)),
    }),
    [show],
  );

  return (
    <ToastContext.Provider value={api}>
      {children}
      <section
        aria-label="Notificações"
        className="pointer-events-none fixed right-4 bottom-4 z-[100] flex w-[min(24rem,calc(100vw-2rem))] flex-col gap-2"
      >
        <ToastItems toasts={silent ? NONE : toasts} onDismiss={dismiss} />
      </section>
    </ToastContext.Provider>
  );
}
