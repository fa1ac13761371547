// A supplier's certificates (docs/decisions/0070-supplier-certificates.md), without zod: the rule that turns a
// validity date into a situation, and the messages the API and the pages share. The schemas are in ./certificates.ts.
import { daysBetween } from "#contract/time/calendar-days.ts";

/** With this many days left or fewer (the last day included), a certificate is about to expire. */
export const CERTIFICATE_EXPIRING_DAYS = 30;

/**
 * Where a certificate stands today:
 * - `valido`: more than CERTIFICATE_EXPIRING_DAYS days left;
 * - `vencendo`: 0 to CERTIFICATE_EXPIRING_DAYS days left (0: it is valid until the end of today);
 * - `vencido`: its last valid day has passed;
 * - `sem_validade`: it does not expire (no `valido_ate`).
 */
export const CERTIFICATE_SITUATIONS = ["valido", "vencendo", "vencido", "sem_validade"] as const;
export type CertificateSituation = (typeof CERTIFICATE_SITUATIONS)[number];

/** The situations the supplier list filters by (`?certificado=`): at least one certificate in it today. */
export const CERTIFICATE_FILTERS = ["vencendo", "vencido"] as const;
export type CertificateFilter = (typeof CERTIFICATE_FILTERS)[number];

/**
 * The situation of a certificate valid until `validoAte` (YYYY-MM-DD or null) on `today` (YYYY-MM-DD, São Paulo), and
 * the days left (`valido_ate` − today: negative once expired; null without a validity date).
 */
export function certificateSituation(validoAte: string | null, today: string): { situacao: CertificateSituation; dias: number | null } {
  if (validoAte === null) return { situacao: "sem_validade", dias: null };
  const dias = daysBetween(today, validoAte);
  const situacao = dias < 0 ? "vencido" : dias <= CERTIFICATE_EXPIRING_DAYS ? "vencendo" : "valido";
  return { situacao, dias };
}

/** How the history and the pages name a certificate: its type, and its number when it has one. */
export const certificateName = (tipo: string, numero: string) => (numero ? `${tipo} nº ${numero}` : tipo);

export const CERTIFICATE_NUMERO_MAX = 100;
export const CERTIFICATE_EMISSOR_MAX = 200;
export const CERTIFICATE_OBSERVACOES_MAX = 2000;

export const CERTIFICATE_MESSAGES = {
  created: "Certificado adicionado.",
  updated: "Certificado atualizado.",
  deleted: "Certificado excluído.",
  notFound: "Certificado não encontrado.",
  idRequired: "Informe o id do certificado.",
  idInvalid: "Id de certificado inválido.",
  supplierRequired: "Informe o fornecedor (id_supplier).",
  supplierInvalid: "id_supplier inválido: informe o id de um fornecedor.",
  tipoRequired: "Selecione o tipo do certificado.",
  tipoInvalid: "Tipo de certificado inválido.",
  tipoNotFound: "Tipo de certificado não encontrado.",
  emitidoEmInvalid: "Data de emissão inválida: use uma data real no formato AAAA-MM-DD.",
  validoAteInvalid: "Data de validade inválida: use uma data real no formato AAAA-MM-DD.",
  validadeBeforeEmissao: "A validade não pode ser anterior à data de emissão.",
  numeroTooLong: `O número pode ter no máximo ${CERTIFICATE_NUMERO_MAX} caracteres.`,
  emissorTooLong: `O emissor pode ter no máximo ${CERTIFICATE_EMISSOR_MAX} caracteres.`,
  observacoesTooLong: `As observações podem ter no máximo ${CERTIFICATE_OBSERVACOES_MAX} caracteres.`,
  removerArquivoInvalid: "remover_arquivo aceita apenas 0 ou 1.",
  fileAndRemoval: "Envie um arquivo novo ou remova o atual, não os dois.",
  nothingToChange: "Informe ao menos um campo a alterar.",
  filterInvalid: `O filtro certificado aceita apenas ${CERTIFICATE_FILTERS.join(" ou ")}.`,
} as const;
