import { type ReactNode, useState } from "react";
import { useFetcher } from "react-router";
import { isFinalLinkStatus } from "#contract/sourcings/link-statuses.ts";
import { buttonClass } from "./ui/button";
import { Select } from "./ui/select";

/** A move to a final status waiting for the user's answer. */
export interface FinalStatusQuestion {
  /** The final status chosen, in the screen's own name. */
  status: string;
  /** Back to the saved status; nothing is sent. */
  cancel: () => void;
  /** Sends the change with the answer's fields (justificativa, nota...). */
  confirm: (answer: Record<string, string>) => void;
}

/**
 * The status selector of a supplier-in-sourcing link, shared by the supplier and sourcing detail screens
 * (specification §4): disabled once the status is final; a move to a final status asks first (`ask` renders
 * the question), any other move is sent at once. Without JavaScript the selector posts with its
 * 'Atualizar' button and the action asks on a page (`confirmed` is set once answered).
 */
export function LinkStatusSelect({
  name,
  current,
  statuses,
  fields,
  ask,
  className = "flex flex-wrap items-center gap-2",
  selectClassName = "max-w-52 min-w-36 py-1.5",
}: {
  /**
   * The selector's accessible name: its text and the select's id (a visually hidden label), or the ids of the
   * elements that name it (a list's entry names its supplier once: a hidden 'Status de' and the entry's name).
   */
  name: { id: string; label: string } | { labelledBy: string };
  /** The saved status, in the screen's own name. */
  current: string;
  statuses: readonly string[];
  /** Hidden fields of the post: the intent and what names the link. */
  fields: Record<string, string>;
  ask: (question: FinalStatusQuestion) => ReactNode;
  /** The form's classes (a row of the selector and its no-JavaScript button). */
  className?: string;
  selectClassName?: string;
}) {
  const fetcher = useFetcher();
  const [asking, setAsking] = useState<string | null>(null);
  const locked = isFinalLinkStatus(current);
  const busy = fetcher.state !== "idle";
  const sent = fetcher.formData?.get("status");
  // While a change is on its way the selector shows it; afterwards the reloaded page says what was saved.
  const shown = asking ?? (busy && typeof sent === "string" ? sent : current);

  const send = (status: string, answer?: Record<string, string>) => {
    void fetcher.submit({ ...fields, status, ...(answer ? { ...answer, confirmed: "1" } : {}) }, { method: "post" });
  };

  return (
    <>
      <fetcher.Form method="post" className={className}>
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {"label" in name ? (
          <label htmlFor={name.id} className="sr-only">
            {name.label}
          </label>
        ) : null}
        <Select
          id={"id" in name ? name.id : undefined}
          aria-labelledby={"labelledBy" in name ? name.labelledBy : undefined}
          name="status"
          value={shown}
          disabled={locked || busy}
          className={selectClassName}
          onChange={(event) => {
            const status = event.currentTarget.value;
            if (isFinalLinkStatus(status)) setAsking(status);
            else send(status);
          }}
        >
          {/* An option without a value is worth its text: each status once, on a page with a selector per supplier. */}
          {statuses.map((status) => (
            <option key={status}>{status}</option>
          ))}
        </Select>
        {locked ? null : (
          <noscript>
            <button type="submit" className={buttonClass("secondary", "py-1.5")}>
              Atualizar
            </button>
          </noscript>
        )}
      </fetcher.Form>
      {asking
        ? ask({
            status: asking,
            cancel: () => setAsking(null),
            confirm: (answer) => {
              setAsking(null);
              send(asking, answer);
            },
          })
        : null}
    </>
  );
}
