import { type ComponentType, lazy, Suspense, useCallback, useEffect, useSyncExternalStore } from "react";
import { useLocation } from "react-router";

/**
 * The sidebar's creation dialogs, by name (specification §2). Each is its own chunk, fetched once the page is
 * idle: the forms, their schemas and the dialog library are not part of any page's first load (ADR 0051).
 */
const LOADERS = {
  supplier: () => import("../suppliers/new-supplier-dialog").then((m) => ({ default: m.NewSupplierDialog })),
  sourcing: () => import("../sourcings/new-sourcing-dialog").then((m) => ({ default: m.NewSourcingDialog })),
  product: () => import("../products/new-product-dialog").then((m) => ({ default: m.NewProductDialog })),
} satisfies Record<string, () => Promise<{ default: ComponentType<{ onClose: () => void }> }>>;

const CREATE_DIALOGS = {
  supplier: lazy(LOADERS.supplier),
  sourcing: lazy(LOADERS.sourcing),
  product: lazy(LOADERS.product),
};

/** How long after the page became interactive the dialogs' code starts loading, so it never competes with the page's own. */
const PRELOAD_AFTER_MS = 3_000;

/** Fetches the dialogs' code a little after the page is interactive, when the browser is idle. */
function usePreloadWhenIdle() {
  useEffect(() => {
    const preload = () => Object.values(LOADERS).forEach((load) => void load().catch(() => undefined));
    let idle = 0;
    const timer = setTimeout(() => {
      if ("requestIdleCallback" in window) idle = window.requestIdleCallback(preload, { timeout: 5_000 });
      else preload();
    }, PRELOAD_AFTER_MS);
    return () => {
      clearTimeout(timer);
      if (idle && "cancelIdleCallback" in window) window.cancelIdleCallback(idle);
    };
  }, []);
}

export type CreateDialogKind = keyof typeof CREATE_DIALOGS;

/** The dialog open: its kind, the location it was opened on (its key) and what opened it (where the focus goes back). */
interface Opened {
  kind: CreateDialogKind;
  at: string;
  trigger: HTMLElement | null;
}

// One dialog at a time for the whole shell, opened from any sidebar (the desktop one, the phone's panel, /menu) and
// drawn by `CreateDialogs`: a store of its own rather than a context around the page, so that neither the page nor
// the sidebar has to wait for the dialogs' code to hydrate (ADR 0069).
let opened: Opened | null = null;
const listeners = new Set<() => void>();
function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
function setOpened(next: Opened | null) {
  opened = next;
  for (const listener of listeners) listener();
}

/** Opens one of the creation dialogs over the current page. */
export function useOpenCreateDialog() {
  const { key } = useLocation();
  return useCallback(
    (kind: CreateDialogKind) =>
      setOpened({ kind, at: key, trigger: document.activeElement instanceof HTMLElement ? document.activeElement : null }),
    [key],
  );
}

/**
 * The creation dialog open, if any. A dialog is open for the location it was opened on: the redirect after a
 * successful creation (to the new record) closes it by itself, while a refusal (no navigation) leaves it open with
 * what was typed.
 * Closed without leaving the page (Escape, 'Cancelar', a success that stays on the list), it gives the focus
 * back to what opened it: the dialog is unmounted rather than closed, so Headless UI cannot, and the focus
 * would fall to the document's body.
 */
export function CreateDialogs() {
  const location = useLocation();
  const current = useSyncExternalStore(
    subscribe,
    () => opened,
    () => null,
  );
  const Dialog = current && current.at === location.key ? CREATE_DIALOGS[current.kind] : null;
  usePreloadWhenIdle();
  const close = useCallback(() => {
    const back = opened?.trigger;
    setOpened(null);
    // After the dialog has unmounted (and its focus trap let go); a trigger gone meanwhile (the phone's panel) is skipped.
    if (back) requestAnimationFrame(() => back.isConnected && back.focus());
  }, []);
  return Dialog ? (
    <Suspense fallback={null}>
      <Dialog onClose={close} />
    </Suspense>
  ) : null;
}
