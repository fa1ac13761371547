// How the suppliers panel says where each quote request stands (what staff paste to the supplier with its link is in
// ./rfq-invitation.ts, loaded with the panel that shows it).
import { SAO_PAULO_TIME_ZONE, saoPauloDay } from "#contract/time/days.ts";
import type { RfqStatus } from "#contract/rfq/rfq.ts";
import { formatDeadline } from "#app/lib/rfq/deadline.ts";

const dayMonth = new Intl.DateTimeFormat("pt-BR", { day: "2-digit", month: "2-digit", timeZone: SAO_PAULO_TIME_ZONE });

/** dd/mm in São Paulo, '-' when missing. */
const day = (iso: string | null | undefined) => (iso ? dayMonth.format(new Date(iso)) : "-");

/**
 * A quote request as the suppliers panel holds it: its times and answer only when it has them (a request never made
 * has none), without the link's hash, which the panel never shows (docs/decisions/0069-lean-pages.md).
 */
export type RfqView = Pick<RfqStatus, "id_supplier" | "supplier_nome" | "situacao"> &
  Partial<Pick<RfqStatus, "pedido_em" | "prazo" | "revogado_em" | "revisao" | "respondido_em">>;

/** The request as the panel holds it: nothing for what is null. */
export function rfqViewOf({ link: _hash, ...status }: RfqStatus): RfqView {
  const { id_supplier, supplier_nome, situacao, pedido_em, prazo, revogado_em, revisao, respondido_em } = status;
  return {
    id_supplier,
    supplier_nome,
    situacao,
    ...(pedido_em === null ? {} : { pedido_em }),
    ...(prazo === null ? {} : { prazo }),
    ...(revogado_em === null ? {} : { revogado_em }),
    ...(revisao === null ? {} : { revisao }),
    ...(respondido_em === null ? {} : { respondido_em }),
  };
}

/** Where a supplier's quote request stands, in the panel's words. */
export function rfqSituationText(status: RfqView): string {
  const when = (iso: string | null | undefined) => (iso ? formatDeadline(iso, "pt") : "-");
  switch (status.situacao) {
    case "nao_pedido":
      return "Cotação não pedida";
    case "pedido":
      return `Cotação pedida em ${day(status.pedido_em)} (prazo ${when(status.prazo)})`;
    case "expirado":
      return `Prazo da cotação vencido em ${when(status.prazo)}`;
    case "revogado":
      return `Link de cotação revogado em ${day(status.revogado_em)}`;
  }
}

/** The supplier's latest submitted answer, when there is one: 'Respondido em 27/11 (revisão 2)'. */
export function rfqAnswerText(status: RfqView): string | null {
  const { revisao = null, respondido_em = null } = status;
  if (revisao === null || respondido_em === null) return null;
  return `Respondido em ${day(respondido_em)} (revisão ${revisao})`;
}

/** The deadline a new request proposes: a week from now at 18:00 in São Paulo, as a datetime-local input takes it. */
export function proposedDeadline(now: Date): string {
  const inAWeek = new Date(now.getTime() + 7 * 24 * 60 * 60 * 1000);
  return `${saoPauloDay(inAWeek)}T18:00`;
}
