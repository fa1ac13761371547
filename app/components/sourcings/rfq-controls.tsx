import { Icon } from "#app/components/icon.tsx";
import { useEffect, useId, useRef } from "react";
import { useActionData } from "react-router";
import { proposedDeadline, rfqAnswerText, rfqSituationText, type RfqView } from "#app/lib/sourcings/rfq-messages.ts";
import { ConfirmAction, ConfirmPanel } from "#app/components/confirm-action.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";
import { inputClass } from "#app/components/ui/field.tsx";

/** The queries that open a request's forms without JavaScript. */
export const RFQ_ASK_PARAM = "pedir_cotacao";
export const RFQ_REVOKE_PARAM = "revogar_cotacao";

const ASK_TITLE = "Pedir cotação";
const REVOKE_TITLE = "Revogar link de cotação";
const askMessage = (name: string) =>
  `Um link para ${name} responder sem conta, até o prazo. Um link anterior deste supplier deixa de funcionar.`;
const revokeMessage = (name: string) => `O link de cotação de ${name} deixa de funcionar na hora. Deseja revogá-lo?`;

/** A refused 'Pedir cotação': the deadline as typed and what was wrong with it. */
interface RefusedAsk {
  prazo: string;
  message: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

/** The page's answer to this supplier's 'Pedir cotação' when it refused it (`submitForm`'s reply, intent 'rfq-create'). */
function refusedAskOf(reply: unknown, idSupplier: number): RefusedAsk | null {
  if (!isRecord(reply) || reply.intent !== "rfq-create" || !isRecord(reply.result)) return null;
  const { initialValue, error } = reply.result;
  if (!isRecord(initialValue) || initialValue.id_supplier !== String(idSupplier) || !isRecord(error)) return null;
  const messages = Object.values(error).flatMap((list) => (Array.isArray(list) ? list.filter((m) => typeof m === "string") : []));
  const message = messages[0];
  if (message === undefined) return null;
  return { prazo: typeof initialValue.prazo === "string" ? initialValue.prazo : "", message };
}

/** This supplier's refused 'Pedir cotação', if the page's last answer was one; a new object for each answer. */
function useRefusedAsk(idSupplier: number): { reply: object; refused: RefusedAsk } | null {
  const reply: unknown = useActionData();
  const refused = refusedAskOf(reply, idSupplier);
  return refused && isRecord(reply) ? { reply, refused } : null;
}

/**
 * The deadline of 'Pedir cotação'. Refused, it shows the deadline as typed and the message under it, and takes
 * the focus (and with it the view), in the dialog as in the no-JavaScript panel (`autofocus` on the reloaded page).
 */
function DeadlineField({ now, refusal }: { now: Date; refusal: { reply: object; refused: RefusedAsk } | null }) {
  const id = useId();
  const errorId = `${id}-erro`;
  const input = useRef<HTMLInputElement>(null);
  const refused = refusal?.refused ?? null;
  // With JavaScript the field may be on screen already (the dialog kept open): each refusal brings the focus back.
  const reply = refusal?.reply;
  useEffect(() => {
    if (reply) input.current?.focus();
  }, [reply]);
  return (
    <div className="mt-4 flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        Prazo (horário de São Paulo)
      </label>
      <input
        ref={input}
        id={id}
        type="datetime-local"
        name="prazo"
        required
        defaultValue={refused ? refused.prazo : proposedDeadline(now)}
        aria-invalid={refused ? true : undefined}
        aria-describedby={refused ? errorId : undefined}
        autoFocus={Boolean(refused)}
        className={inputClass}
      />
      <p id={errorId} className="min-h-5 text-xs text-destructive">
        {refused?.message ?? ""}
      </p>
    </div>
  );
}

const askConfirm = (status: RfqView) => ({
  title: ASK_TITLE,
  message: askMessage(status.supplier_nome),
  fields: { intent: "rfq-create", id_supplier: String(status.id_supplier) },
  confirmLabel: "Criar link",
  variant: "primary" as const,
});
const revokeConfirm = (status: RfqView) => ({
  title: REVOKE_TITLE,
  message: revokeMessage(status.supplier_nome),
  fields: { intent: "rfq-revoke", id_supplier: String(status.id_supplier) },
  confirmLabel: "Revogar",
});

/**
 * A supplier's quote request in the suppliers panel: where it stands, its latest answer when it sent one, 'Pedir
 * cotação' unless the supplier's status is final (its request ended with it), and, while one is in force, 'Revogar'.
 * The buttons are named 'Pedir cotação a <name>' and 'Revogar link de cotação de <name>' by the ids in `labelledBy`
 * (hidden words of the panel and the entry's name); `query` is what the panel's address shows beyond its default,
 * kept by their no-JavaScript links.
 */
export function RfqControls({
  status,
  now,
  labelledBy,
  query = "",
  ended = false,
}: {
  status: RfqView;
  now: Date;
  /** The supplier is in a final status: no new request can be made. */
  ended?: boolean;
  labelledBy: { ask: string; revoke: string };
  query?: string;
}) {
  const answered = rfqAnswerText(status);
  const refusal = useRefusedAsk(status.id_supplier);
  return (
    <div className="rfq-status">
      <span>{rfqSituationText(status)}</span>
      {answered ? <span className="rfq-answered">{answered}</span> : null}
      {ended ? null : (
        <ConfirmAction
          {...askConfirm(status)}
          noJsHref={`?${RFQ_ASK_PARAM}=${status.id_supplier}${query}`}
          reopen={refusal?.reply ?? null}
          triggerLabelledBy={labelledBy.ask}
          triggerClassName={buttonClass("ghost")}
          trigger={
            <>
              <Icon name="send" /> Pedir cotação
            </>
          }
        >
          <DeadlineField now={now} refusal={refusal} />
        </ConfirmAction>
      )}
      {status.situacao === "pedido" ? (
        <ConfirmAction
          {...revokeConfirm(status)}
          noJsHref={`?${RFQ_REVOKE_PARAM}=${status.id_supplier}${query}`}
          triggerLabelledBy={labelledBy.revoke}
          triggerClassName={buttonClass("ghost", "text-destructive")}
          trigger={
            <>
              <Icon name="link-2" /> Revogar
            </>
          }
        />
      ) : null}
    </div>
  );
}

/** The same forms as part of the page, for browsers without JavaScript. */
export function RfqAskPanel({ status, now, cancelHref }: { status: RfqView; now: Date; cancelHref: string }) {
  const refusal = useRefusedAsk(status.id_supplier);
  return (
    <ConfirmPanel {...askConfirm(status)} cancelHref={cancelHref}>
      <DeadlineField now={now} refusal={refusal} />
    </ConfirmPanel>
  );
}

export function RfqRevokePanel({ status, cancelHref }: { status: RfqView; cancelHref: string }) {
  return <ConfirmPanel {...revokeConfirm(status)} cancelHref={cancelHref} />;
}
