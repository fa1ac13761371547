// What staff paste to a supplier with its quote request link, in the supplier's languages (written by us, not machine
// translated), and how the suppliers panel says where each request stands.
import { SAO_PAULO_TIME_ZONE, saoPauloDay } from "../../../contract/days";
import type { RfqStatus } from "../../../contract/rfq";
import { formatDeadline } from "../rfq/deadline";

const dayMonth = new Intl.DateTimeFormat("pt-BR", { day: "2-digit", month: "2-digit", timeZone: SAO_PAULO_TIME_ZONE });

export interface RfqInvitation {
  supplier: string;
  sourcing: string;
  url: string;
  /** ISO time. */
  deadline: string;
}

/** The ready messages, one per language, in the order the panel shows them. */
export function rfqMessages({ supplier, sourcing, url, deadline }: RfqInvitation): { language: string; text: string }[] {
  return [
    {
      language: "English",
      text:
        `Hello ${supplier}, we would like your quotation for: ${sourcing}. ` +
        `Please enter your prices on this page (no account or login needed): ${url} ` +
        `before ${formatDeadline(deadline, "en")} (São Paulo time). You may attach your proforma there too. Thank you!`,
    },
    {
      language: "中文 (简体)",
      text: `${supplier}，您好！我们希望获得以下项目的报价：${sourcing}。请在此页面填写报价（无需注册或登录）：${url} 截止时间：${formatDeadline(deadline, "zh")}（圣保罗时间）。也可在该页面上传形式发票。谢谢！`,
    },
    {
      language: "Português",
      text:
        `Olá, ${supplier}! Gostaríamos da sua cotação para: ${sourcing}. ` +
        `Informe seus preços nesta página (sem criar conta nem entrar): ${url} ` +
        `até ${formatDeadline(deadline, "pt")} (horário de São Paulo). Você também pode anexar sua proforma lá. Obrigado!`,
    },
  ];
}

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
