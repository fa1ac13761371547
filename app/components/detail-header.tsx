import { Icon } from "./icon";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { KeepBackLink } from "./keep-back-link";
import { ConfirmAction, ConfirmPanel } from "./confirm-action";
import { Button, buttonClass } from "./ui/button";

export interface DetailDelete {
  /** The confirmation's title and question (specification §5: every delete asks first). */
  title: string;
  message: string;
  /** The button's text, in the header and in the confirmation ('Excluir', 'Deletar'). */
  label: string;
  /** The same confirmation as a panel of the page, without JavaScript (`?excluir=1`). */
  noJsHref: string;
}

/**
 * The head of a detail screen (specification §4, "Edit modes"): the way back, the record's name with what goes
 * under it, and Edit / Delete, or Cancel / Save while editing. Edit mode lives in the URL (`?editar=1`), so it
 * works without JavaScript and Cancel is a link back to the saved values; Save submits the form `formId`.
 */
export function DetailHeader({
  title,
  meta,
  backHref,
  backLabel,
  here,
  editing,
  formId,
  saving,
  remove,
}: {
  title: string;
  meta: ReactNode;
  backHref: string;
  backLabel: string;
  /** The screen's own address: Cancel's target. */
  here: string;
  editing: boolean;
  formId: string;
  saving: boolean;
  remove: DetailDelete;
}) {
  return (
    <div className="mb-6 flex flex-wrap items-start justify-between gap-4">
      <div className="flex min-w-64 flex-1 items-start gap-3">
        <Link to={backHref} className={buttonClass("ghost", "shrink-0 px-2")} aria-label={backLabel}>
          <Icon name="arrow-left" className="size-5" />
        </Link>
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold tracking-tight break-words text-slate-900">{title}</h1>
          <div className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-slate-600">{meta}</div>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        {editing ? (
          <>
            <KeepBackLink to={here} replace preventScrollReset className={buttonClass("secondary")}>
              Cancelar
            </KeepBackLink>
            <Button type="submit" form={formId} disabled={saving}>
              {saving ? "Salvando..." : "Salvar"}
            </Button>
          </>
        ) : (
          <>
            <KeepBackLink to="?editar=1" replace preventScrollReset className={buttonClass("secondary")}>
              <Icon name="pencil" className="size-4" /> Editar
            </KeepBackLink>
            <DeleteButton remove={remove} />
          </>
        )}
      </div>
    </div>
  );
}

/** The header's delete confirmation as a panel of the page, for a browser without JavaScript. */
export function DeleteConfirmPanel({ remove, cancelHref }: { remove: DetailDelete; cancelHref: string }) {
  return (
    <ConfirmPanel
      title={remove.title}
      message={remove.message}
      fields={{ intent: "delete" }}
      confirmLabel={remove.label}
      cancelHref={cancelHref}
    />
  );
}

/** The header's delete: asks first, in a dialog with JavaScript and on the page (`noJsHref`) without. */
export function DeleteButton({ remove }: { remove: DetailDelete }) {
  return (
    <ConfirmAction
      title={remove.title}
      message={remove.message}
      fields={{ intent: "delete" }}
      confirmLabel={remove.label}
      noJsHref={remove.noJsHref}
      triggerClassName={buttonClass("destructive")}
      trigger={
        <>
          <Icon name="trash" className="size-4" /> {remove.label}
        </>
      }
    />
  );
}
