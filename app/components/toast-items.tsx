import { useEffect } from "react";
import type { Toast } from "~/lib/shell/toast";
import { Icon } from "./icon";

const DISMISS_AFTER_MS = 5000;

/** The toasts on screen, each dismissed by its button or 5 s after it shows. */
export function ToastItems({ toasts, onDismiss }: { toasts: readonly Toast[]; onDismiss: (id: string) => void }) {
  return toasts.map((toast) => <ToastItem key={toast.id} toast={toast} onDismiss={onDismiss} />);
}

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (id: string) => void }) {
  useEffect(() => {
    const timer = setTimeout(() => onDismiss(toast.id), DISMISS_AFTER_MS);
    return () => clearTimeout(timer);
  }, [toast.id, onDismiss]);
  const destructive = toast.type === "error";
  return (
    <div
      role={destructive ? "alert" : "status"}
      data-testid="toast"
      data-variant={destructive ? "destructive" : "default"}
      className={
        "pointer-events-auto flex items-start gap-3 rounded-lg border p-4 shadow-lg " +
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
      <button
        type="button"
        onClick={() => onDismiss(toast.id)}
        className="rounded p-0.5 opacity-70 hover:opacity-100"
        aria-label="Fechar notificação"
      >
        <Icon name="x" className="size-4" />
      </button>
    </div>
  );
}
