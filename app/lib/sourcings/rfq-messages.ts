// How the suppliers panel says where each quote request stands (what staff paste to the supplier with its link is in
// ./rfq-invitation.ts, loaded with the panel that shows it).
import { SAO_PAULO_TIME_ZONE, saoPauloDay } from "../../../contract/days";
import type { RfqStatus } from "../../../contract/rfq";
import { formatDeadline } from "../rfq/deadline";

const dayMonth = new Intl.DateTimeFormat("pt-BR", { day: "2-digit", month: "2-digit", timeZone: SAO_PAULO_TIME_ZONE });

/** dd/mm in São Paulo, '-' when missing. */
const day = (iso: string | null) => (iso ? dayMonth.format(new Date(iso)) : "-");

/** Where a supplier's quote request stands, in the panel's words. */
export function rfqSituationText(status: RfqStatus): string {
  const when = (iso: string | null) => (iso ? formatDeadline(iso, "pt") : "-");
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
export function rfqAnswerText(status: RfqStatus): string | null {
  if (status.revisao === null || status.respondido_em === null) return null;
  return `Respondido em ${day(status.respondido_em)} (revisão ${status.revisao})`;
}

/** The deadline a new request proposes: a week from now at 18:00 in São Paulo, as a datetime-local input takes it. */
export function proposedDeadline(now: Date): string {
  const inAWeek = new Date(now.getTime() + 7 * 24 * 60 * 60 * 1000);
  return `${saoPauloDay(inAWeek)}T18:00`;
}
