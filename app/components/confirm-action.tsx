import { type ReactNode, useState } from "react";
import { Form, Link } from "react-router";
import { useHydrated } from "~/hooks/use-hydrated";
import { Button, type ButtonVariant, buttonClass } from "./ui/button";
import { Modal } from "./ui/modal";

interface ConfirmProps {
  title: string;
  message: string;
  /** Hidden fields of the confirmed post (intent and its arguments). */
  fields: Record<string, string>;
  confirmLabel?: string;
  variant?: ButtonVariant;
  /** The form's action, when it is not the current route. */
  action?: string;
}

function ConfirmForm({
  fields,
  confirmLabel = "Confirmar",
  variant = "destructive",
  action,
  cancel,
  children,
}: ConfirmProps & { cancel: ReactNode; children?: ReactNode }) {
  return (
    <Form method="post" action={action}>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
      <div className="mt-5 flex justify-end gap-2">
        {cancel}
        <button type="submit" className={buttonClass(variant)}>
          {confirmLabel}
        </button>
      </div>
    </Form>
  );
}

/**
 * A button that asks before posting. With JavaScript it opens a dialog; without it, it is a link to
 * `noJsHref`, where the page shows `ConfirmPanel` instead.
 */
export function ConfirmAction({
  trigger,
  triggerLabel,
  triggerClassName,
  noJsHref,
  ...confirm
}: ConfirmProps & { trigger: ReactNode; triggerLabel?: string; triggerClassName: string; noJsHref: string }) {
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();
  return (
    <>
      <Link
        to={noJsHref}
        replace
        preventScrollReset
        aria-label={triggerLabel}
        className={triggerClassName}
        onClick={(event) => {
          if (!hydrated) return;
          event.preventDefault();
          setOpen(true);
        }}
      >
        {trigger}
      </Link>
      <Modal open={open} onClose={() => setOpen(false)} title={confirm.title}>
        <p className="text-sm text-slate-700">{confirm.message}</p>
        <ConfirmForm
          {...confirm}
          cancel={
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Cancelar
            </Button>
          }
        />
      </Modal>
    </>
  );
}

/** The confirmation as part of the page, for browsers without JavaScript. */
export function ConfirmPanel({ cancelHref, children, ...confirm }: ConfirmProps & { cancelHref: string; children?: ReactNode }) {
  return (
    <section
      role="alertdialog"
      aria-labelledby="confirm-panel-title"
      className="mb-6 rounded-xl border border-amber-300 bg-amber-50 p-5 shadow-sm"
      data-testid="confirm-panel"
    >
      <h2 id="confirm-panel-title" className="text-base font-semibold text-slate-900">
        {confirm.title}
      </h2>
      <p className="mt-2 text-sm text-slate-800">{confirm.message}</p>
      <ConfirmForm
        {...confirm}
        cancel={
          <Link to={cancelHref} replace className={buttonClass("secondary")}>
            Cancelar
          </Link>
        }
      >
        {children}
      </ConfirmForm>
    </section>
  );
}
