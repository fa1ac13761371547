import { Icon } from "#app/components/icon.tsx";
import type { ReactNode } from "react";
import { Form } from "react-router";
import { SOURCING_STATUSES } from "#contract/sourcings/sourcing-rules.ts";
import { CancelLink, DialogLink, NoScriptPanel } from "#app/components/confirm-action.tsx";
import { Button, buttonClass } from "#app/components/ui/button.tsx";
import { StatusBadge } from "./status-badge";

const TITLE = "Alterar status do sourcing";
/** The query of the page that shows the status form without JavaScript. */
const STATUS_PANEL_QUERY = "?status=1";

/** The process status as radio buttons, each with its badge; posts the `status` intent. */
function StatusForm({ current, cancel }: { current: string; cancel: ReactNode }) {
  return (
    <Form method="post" replace preventScrollReset>
      <input type="hidden" name="intent" value="status" />
      <fieldset>
        <legend className="text-sm text-slate-700">Escolha o novo status do processo.</legend>
        <div className="mt-3 flex flex-col gap-1">
          {SOURCING_STATUSES.map((status) => (
            <label key={status} className="flex cursor-pointer items-center gap-3 rounded-md px-2 py-1.5 hover:bg-slate-50">
              <input type="radio" name="status" value={status} defaultChecked={status === current} className="size-4 accent-primary" />
              <StatusBadge status={status} />
            </label>
          ))}
        </div>
      </fieldset>
      <div className="mt-5 flex justify-end gap-2">
        {cancel}
        <button type="submit" className={buttonClass("primary")}>
          Salvar
        </button>
      </div>
    </Form>
  );
}

/**
 * The header's status badge: a button opening the status dialog (specification §2); without JavaScript a link to
 * the same form as a panel of the page. Not clickable while the information card is being edited.
 */
export function SourcingStatusBadge({ status, interactive }: { status: string; interactive: boolean }) {
  if (!interactive) return <StatusBadge status={status} className="text-sm" />;
  return (
    <DialogLink
      title={TITLE}
      noJsHref={STATUS_PANEL_QUERY}
      triggerLabel={`Alterar status: ${status}`}
      triggerClassName="inline-flex items-center gap-1 rounded-full pr-1.5 text-slate-600 ring-slate-300 transition hover:bg-slate-100 hover:ring-1"
      trigger={
        <>
          <StatusBadge status={status} className="text-sm" />
          <Icon name="chevron-down" className="size-4" />
        </>
      }
    >
      {(close) => (
        <StatusForm
          current={status}
          cancel={
            <Button variant="secondary" onClick={close}>
              Cancelar
            </Button>
          }
        />
      )}
    </DialogLink>
  );
}

/** The status form as part of the page, for browsers without JavaScript. */
export function SourcingStatusPanel({ status, cancelHref }: { status: string; cancelHref: string }) {
  return (
    <NoScriptPanel title={TITLE}>
      <div className="mt-2">
        <StatusForm current={status} cancel={<CancelLink to={cancelHref} />} />
      </div>
    </NoScriptPanel>
  );
}
