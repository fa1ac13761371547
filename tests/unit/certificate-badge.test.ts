import { describe, expect, it } from "vitest";
import { addDays } from "#contract/time/calendar-days.ts";
import { certificateSituation } from "#contract/suppliers/certificate-rules.ts";
import { certificateBadge } from "#app/lib/suppliers/certificates.ts";

const TODAY = "2026-03-20";

/** The badge of a certificate valid until `days` from today (null: no validity), its situation by the contract's rule. */
const badgeIn = (days: number | null) => {
  const validoAte = days === null ? null : addDays(TODAY, days);
  return certificateBadge({ ...certificateSituation(validoAte, TODAY), valido_ate: validoAte });
};

describe("certificateBadge", () => {
  it.each([
    [-30, "Vencido há 30 dias", "danger"],
    [-2, "Vencido há 2 dias", "danger"],
    [-1, "Vencido há 1 dia", "danger"],
    [0, "Vence hoje", "warning"],
    [1, "Vence em 1 dia", "warning"],
    [29, "Vence em 29 dias", "warning"],
    [30, "Vence em 30 dias", "warning"],
    [31, "Válido até 20/04/2026", "success"],
    [null, "Sem validade", "neutral"],
  ] as const)("%s days left: %s", (days, text, tone) => {
    expect(badgeIn(days)).toEqual({ text, tone });
  });
});
