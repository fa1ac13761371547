import { Icon } from "../icon";
import { useId } from "react";
import { proposedDeadline, rfqAnswerText, rfqSituationText, type RfqView } from "~/lib/sourcings/rfq-messages";
import { ConfirmAction, ConfirmPanel } from "../confirm-action";
import { buttonClass } from "../ui/button";
import { inputClass } from "../ui/field";

/** The queries that open a request's forms without JavaScript. */
export const RFQ_ASK_PARAM = "pedir_cotacao";
export const RFQ_REVOKE_PARAM = "revogar_cotacao";

const ASK_TITLE = "Pedir cotação";
const REVOKE_TITLE = "Revogar link de cotação";
const askMessage = (name: string) =>
  `Um link para ${name} responder sem conta, até o prazo. Um link anterior deste supplier deixa de funcionar.`;
const revokeMessage = (name: string) => `O link de cotação de ${name} deixa de funcionar na hora. Deseja revogá-lo?`;

function DeadlineField({ now }: { now: Date }) {
  const id = useId();
  return (
    <div className="mt-4 flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        Prazo (horário de São Paulo)
      </label>
      <input id={id} type="datetime-local" name="prazo" required defaultValue={proposedDeadline(now)} className={inputClass} />
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
  return (
    <div className="rfq-status">
      <span>{rfqSituationText(status)}</span>
      {answered ? <span className="rfq-answered">{answered}</span> : null}
      {ended ? null : (
        <ConfirmAction
          {...askConfirm(status)}
          noJsHref={`?${RFQ_ASK_PARAM}=${status.id_supplier}${query}`}
          triggerLabelledBy={labelledBy.ask}
          triggerClassName={buttonClass("ghost")}
          trigger={
            <>
              <Icon name="send" /> Pedir cotação
            </>
          }
        >
          <DeadlineField now={now} />
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
  return (
    <ConfirmPanel {...askConfirm(status)} cancelHref={cancelHref}>
      <DeadlineField now={now} />
    </ConfirmPanel>
  );
}

export function RfqRevokePanel({ status, cancelHref }: { status: RfqView; cancelHref: string }) {
  return <ConfirmPanel {...revokeConfirm(status)} cancelHref={cancelHref} />;
}
