import { describe, expect, it } from "vitest";
import { rfqAnswerSchema } from "#contract/rfq/rfq-answer.ts";

// The supplier's page (/q/<token>) reads its numbers with the one reader, so a Chinese keyboard's full-width forms
// are the numbers they show (contract/numbers/numbers.ts).
describe("an answer typed on a Chinese keyboard", () => {
  it("reads full-width digits and the full-width or ideographic comma as the number they are", () => {
    const answer = rfqAnswerSchema("zh").parse({
      enviar: true,
      itens: [{ id_product: 7, preco: "１２，５", moeda: "CNY", moq: "１０００", lead_time_dias: "３０", caixa_peso_kg: "１２、５" }],
    });
    expect(answer.itens[0]).toMatchObject({ preco: "12.5", moq: 1000, lead_time_dias: 30, caixa_peso_kg: "12.5" });
  });
  it("still refuses what is no price, in the page's language", () => {
    const refused = rfqAnswerSchema("zh").safeParse({ enviar: true, itens: [{ id_product: 7, preco: "１２，５，０", moeda: "CNY" }] });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toMatch(/单价/);
  });
});
