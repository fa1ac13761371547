import { Icon } from "./icon";
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import { useLocation } from "react-router";
import { errorToast, successToast, type Toast } from "#app/lib/shell/toast.ts";

const DISMISS_AFTER_MS = 5000;

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

/** A toast and the page (path) it was made for. */
interface Shown {
  toast: Toast;
  page: string;
}

/**
 * Shows toasts from the server (flash messages, rendered in the first HTML so they appear without
 * JavaScript too) and from the browser (`useToast`). A toast belongs to the page it was made for: the server's
 * to the page they arrive with, the browser's to the page on screen when shown; on another page (a path of its
 * own, not a new filter of the same list) those still on screen are dropped, so a sign-in's 'Erro no login' is
 * never shown beside the next page's 'Login realizado com sucesso'. A `silent` page (the 404 page) shows none:
 * those on screen are dismissed and those the server sends with it are dropped, so that none comes back later.
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
  const page = useLocation().pathname;
  const [toasts, setToasts] = useState<Shown[]>(() => (silent ? [] : serverToasts.map((toast) => ({ toast, page }))));

  // State adjusted during render, not in an effect: another page drops the toasts of the one before, and new
  // server toasts after a navigation join the list once.
  const [shownOn, setShownOn] = useState(page);
  const left = shownOn === page ? toasts : toasts.filter((shown) => shown.page === page);
  if (shownOn !== page) {
    setShownOn(page);
    setToasts(left);
  }
  const [seen, setSeen] = useState<ReadonlySet<string>>(() => new Set(serverToasts.map((t) => t.id)));
  const fresh = serverToasts.filter((t) => !seen.has(t.id));
  if (fresh.length > 0) {
    setSeen(new Set([...seen, ...fresh.map((t) => t.id)]));
    if (!silent) setToasts((list) => [...list, ...fresh.map((toast) => ({ toast, page }))]);
  }
  if (silent && toasts.length > 0) setToasts([]);

  const dismiss = useCallback((id: string) => setToasts((list) => list.filter((shown) => shown.toast.id !== id)), []);
  // Read when shown, not when the callback was made: a toast shown after a navigation belongs to the new page.
  const pageRef = useRef(page);
  useEffect(() => {
    pageRef.current = page;
  }, [page]);
  const show = useCallback((toast: Toast) => setToasts((list) => [...list, { toast, page: pageRef.current }]), []);
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
        {(silent ? [] : left).map(({ toast }) => (
          <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} />
        ))}
      </section>
    </ToastContext.Provider>
  );
}

/**
 * A refusal or a failure said by a toast takes the focus, as a refusal said at its field does (ADR 0075): the toast
 * is fixed in the corner, so in view, and the person who pressed a button whose answer was only 'Erro' hears and
 * sees why; without JavaScript through `autofocus` on the page that carries it (the page's first autofocus leads, and
 * the toasts come last). A refusal the page says at its field keeps the focus there. While it holds the focus it stays;
 * closed (its button or Escape) it gives the focus back to the control the person was on, if that is still there,
 * so the focus never falls to the page's body. A success leaves the focus where it is.
 */
/**
 * A focus the page already gave to what it says: a field in error, an alert (a refusal's message, or this toast
 * focused by `autofocus` before the scripts ran), or anything in an open modal dialog, outside of which nothing can
 * take it.
 */
const focusClaimed = (active: Element | null) =>
  active !== null &&
  active !== document.body &&
  (active.matches('[aria-invalid="true"]') || active.closest('[role="alert"], dialog[open], [aria-modal="true"]') !== null);

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (id: string) => void }) {
  const destructive = toast.type === "error";
  const ref = useRef<HTMLDivElement>(null);
  const before = useRef<Element | null>(null);
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (!destructive) return;
    // A frame later, once the page has placed its own focus: a refusal said at its field too (a dialog's deadline)
    // keeps the focus there, as the browser without JavaScript gives it to the page's first autofocus, not the toast's.
    const frame = requestAnimationFrame(() => {
      const active = document.activeElement;
      if (focusClaimed(active)) return;
      before.current = active;
      ref.current?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [destructive]);
  useEffect(() => {
    if (held) return;
    const timer = setTimeout(() => onDismiss(toast.id), DISMISS_AFTER_MS);
    return () => clearTimeout(timer);
  }, [toast.id, onDismiss, held]);
  const close = () => {
    const back = before.current;
    const hadFocus = ref.current?.contains(document.activeElement) ?? false;
    onDismiss(toast.id);
    if (hadFocus && back instanceof HTMLElement && back.isConnected && back !== document.body) back.focus();
  };
  return (
    <div
      ref={ref}
      role={destructive ? "alert" : "status"}
      tabIndex={destructive ? -1 : undefined}
      autoFocus={destructive}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setHeld(false);
      }}
      onKeyDown={(event) => {
        if (event.key === "Escape") close();
      }}
      data-testid="toast"
      data-variant={destructive ? "destructive" : "default"}
      className={
        "pointer-events-auto flex items-start gap-3 rounded-lg border p-4 shadow-lg outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary " +
        (destructive ? "border-destructive bg-destructive text-destructive-foreground" : "border-border bg-white text-slate-900")
      }
    >
      {destructive ? (
        <Icon name="circle-exclamation-point" className="mt-0.5 size-5 shrink-0" />
      ) : (
        <Icon name="circle-check" className="mt-0.5 size-5 shrink-0 text-green-600" />
      )}
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold">{toast.title}</p>
        {toast.description ? <p className="mt-0.5 text-sm break-words opacity-90">{toast.description}</p> : null}
      </div>
      <button type="button" onClick={close} className="rounded p-0.5 opacity-70 hover:opacity-100" aria-label="Fechar notificação">
        <Icon name="x" className="size-4" />
      </button>
    </div>
  );
}
