// The sentences of a landed cost that name its law: the regime and clearance day, and each credit with its basis.
// Shared by the product page's breakdown and the comparison (the API computed every figure; these only say them).
import { formatDayBr } from "#contract/time/days.ts";
import type { CreditableTax } from "#contract/landed-cost/tax-credits.ts";
import { CREDITABLE_TAX_LABELS } from "#contract/landed-cost/tax-credits.ts";

/**
 * 'Regime 2027–2028 (desembaraço previsto em 15/03/2027)', or 'escolhido' when the buyer chose the day; a day no
 * regime covers says which one was used.
 */
export function clearanceLine(cost: {
  desembaraco: string;
  desembaraco_escolhido: boolean;
  regime: { nome: string; fora_da_vigencia: boolean };
}): string {
  const day = `desembaraço ${cost.desembaraco_escolhido ? "escolhido" : "previsto"} em ${formatDayBr(cost.desembaraco)}`;
  const outside = cost.regime.fora_da_vigencia ? "; nenhum regime cadastrado cobre essa data, usado o mais próximo anterior" : "";
  return `Regime ${cost.regime.nome} (${day}${outside})`;
}

/** 'Crédito de ICMS (LC 87/1996, arts. 19 e 20; …)'. */
export const creditLabel = (credit: { tributo: CreditableTax; fundamento: string }) =>
  `Crédito de ${CREDITABLE_TAX_LABELS[credit.tributo]} (${credit.fundamento})`;
