import {
  type ComponentType,
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
} from "react";
import { useLocation } from "react-router";

/**
 * The sidebar's creation dialogs, by name (specification §2). Each is its own chunk, fetched once the page is
 * idle: the forms, their schemas and the dialog library are not part of any page's first load (ADR 0051).
 */
const LOADERS = {
  supplier: () => import("#app/components/suppliers/new-supplier-dialog.tsx").then((m) => ({ default: m.NewSupplierDialog })),
  sourcing: () => import("#app/components/sourcings/new-sourcing-dialog.tsx").then((m) => ({ default: m.NewSourcingDialog })),
  product: () => import("#app/components/products/new-product-dialog.tsx").then((m) => ({ default: m.NewProductDialog })),
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

const OpenContext = createContext<((kind: CreateDialogKind) => void) | null>(null);

/** Opens one of the creation dialogs (null outside the shell). */
export function useOpenCreateDialog() {
  return useContext(OpenContext);
}

/**
 * Holds the creation dialogs for the whole shell, one at a time. A dialog is open for the location it was
 * opened on: the redirect after a successful creation (to the new record) closes it by itself, while a
 * refusal (no navigation) leaves it open with what was typed.
 * Closed without leaving the page (Escape, 'Cancelar', a success that stays on the list), it gives the focus
 * back to what opened it: the dialog is unmounted rather than closed, so Headless UI cannot, and the focus
 * would fall to the document's body.
 */
export function CreateDialogsProvider({ children }: { children: ReactNode }) {
  const location = useLocation();
  const [opened, setOpened] = useState<{ kind: CreateDialogKind; at: string } | null>(null);
  const trigger = useRef<HTMLElement | null>(null);
  const Dialog = opened && opened.at === location.key ? CREATE_DIALOGS[opened.kind] : null;
  usePreloadWhenIdle();
  const open = useCallback(
    (kind: CreateDialogKind) => {
      trigger.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setOpened({ kind, at: location.key });
    },
    [location.key],
  );
  const close = useCallback(() => {
    setOpened(null);
    const back = trigger.current;
    trigger.current = null;
    // After the dialog has unmounted (and its focus trap let go); a trigger gone meanwhile (the phone's panel) is skipped.
    if (back) requestAnimationFrame(() => back.isConnected && back.focus());
  }, []);
  return (
    <OpenContext.Provider value={open}>
      {children}
      {Dialog ? (
        <Suspense fallback={null}>
          <Dialog onClose={close} />
        </Suspense>
      ) : null}
    </OpenContext.Provider>
  );
}
