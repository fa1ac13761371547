import { type ReactNode, useState } from "react";
import { KeepBackLink } from "./keep-back-link";
import { Form, useLocation } from "react-router";
import { useCarryBack } from "#app/hooks/use-back-href.ts";
import { useHydrated } from "remix-utils/use-hydrated";
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
  // Without an action the form posts to the page's own address, which carries the way back already.
  const carry = useCarryBack();
  return (
    <Form method="post" action={action === undefined ? undefined : carry(action)}>
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
 * A link that opens a dialog. With JavaScript the click opens the dialog in place; without it, the link
 * leads to `noJsHref`, where the page shows the same content as a panel (`NoScriptPanel`).
 */
export function DialogLink({
  trigger,
  triggerLabel,
  triggerLabelledBy,
  triggerClassName,
  noJsHref,
  title,
  reopen,
  children,
}: {
  trigger: ReactNode;
  triggerLabel?: string;
  /** Ids of the elements whose text names the trigger, instead of `triggerLabel` (a list's entry names itself once). */
  triggerLabelledBy?: string;
  triggerClassName: string;
  noJsHref: string;
  title: string;
  /**
   * The page's answer when it refused what the dialog posted (a new object each time): the dialog opens again on
   * it, to show the refusal at its field, as a creation dialog stays open with its errors.
   */
  reopen?: object | null;
  /** The dialog's content; `close` shuts it. */
  children: (close: () => void) => ReactNode;
}) {
  // Open for the location it was opened on: the navigation after its form is posted closes it by itself, unless
  // the answer refused it (`reopen`, which arrives before that navigation ends): then it stays for that answer.
  // State adjusted during render, so the dialog never flickers shut.
  const location = useLocation();
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const [keptFor, setKeptFor] = useState<object | null>(null);
  const [seenReply, setSeenReply] = useState<object | null>(null);
  const hydrated = useHydrated();
  // Without JavaScript the page's own panel (`noJsHref`) shows the refusal instead.
  if (hydrated && reopen && reopen !== seenReply) {
    setSeenReply(reopen);
    setKeptFor(reopen);
  }
  const open = openedAt === location.key || (keptFor !== null && keptFor === reopen);
  const close = () => {
    setOpenedAt(null);
    setKeptFor(null);
  };
  return (
    <>
      <KeepBackLink
        to={noJsHref}
        replace
        preventScrollReset
        aria-label={triggerLabel}
        aria-labelledby={triggerLabelledBy}
        className={triggerClassName}
        // A query of this same page: its route is known already, nothing to discover.
        discover={noJsHref.startsWith("?") ? "none" : undefined}
        onClick={(event) => {
          if (!hydrated) return;
          event.preventDefault();
          setOpenedAt(location.key);
        }}
      >
        {trigger}
      </KeepBackLink>
      <Modal open={open} onClose={close} title={title}>
        {children(close)}
      </Modal>
    </>
  );
}

/** A button that asks before posting: a dialog with JavaScript, a panel at `noJsHref` without it. */
export function ConfirmAction({
  trigger,
  triggerLabel,
  triggerLabelledBy,
  triggerClassName,
  noJsHref,
  reopen,
  children,
  ...confirm
}: ConfirmProps & {
  trigger: ReactNode;
  triggerLabel?: string;
  triggerLabelledBy?: string;
  triggerClassName: string;
  noJsHref: string;
  reopen?: object | null;
  children?: ReactNode;
}) {
  return (
    <DialogLink
      reopen={reopen}
      trigger={trigger}
      triggerLabel={triggerLabel}
      triggerLabelledBy={triggerLabelledBy}
      triggerClassName={triggerClassName}
      noJsHref={noJsHref}
      title={confirm.title}
    >
      {(close) => (
        <>
          <p className="text-sm text-slate-700">{confirm.message}</p>
          <ConfirmForm
            {...confirm}
            cancel={
              <Button variant="secondary" onClick={close}>
                Cancelar
              </Button>
            }
          >
            {children}
          </ConfirmForm>
        </>
      )}
    </DialogLink>
  );
}

/** A dialog's content as part of the page, for browsers without JavaScript. */
export function NoScriptPanel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section
      role="alertdialog"
      aria-labelledby="confirm-panel-title"
      className="mb-6 rounded-xl border border-amber-300 bg-amber-50 p-5 shadow-sm"
      data-testid="confirm-panel"
    >
      <h2 id="confirm-panel-title" className="text-base font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The confirmation as part of the page, for browsers without JavaScript. */
export function ConfirmPanel({ cancelHref, children, ...confirm }: ConfirmProps & { cancelHref: string; children?: ReactNode }) {
  return (
    <NoScriptPanel title={confirm.title}>
      <p className="mt-2 text-sm text-slate-800">{confirm.message}</p>
      <ConfirmForm {...confirm} cancel={<CancelLink to={cancelHref} />}>
        {children}
      </ConfirmForm>
    </NoScriptPanel>
  );
}

/** A no-JavaScript panel's 'Cancelar': back to the page without the panel, keeping the way back to the list. */
export function CancelLink({ to }: { to: string }) {
  return (
    <KeepBackLink to={to} replace className={buttonClass("secondary")}>
      Cancelar
    </KeepBackLink>
  );
}
