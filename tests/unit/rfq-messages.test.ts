import { describe, expect, it } from "vitest";
import { rfqMessages } from "#app/lib/sourcings/rfq-invitation.ts";

// The messages staff paste to a supplier with its link: ours in each language, the address and the deadline in São Paulo.
describe("rfqMessages", () => {
  const messages = rfqMessages({
    supplier: "Ningbo Cookware",
    sourcing: "Panelas de inox",
    url: "https://importadora.test/q/abc",
    deadline: "2026-12-05T21:00:00.000Z",
    items: [
      { nome: "Panela 24 cm", quantidade: 1500, unidade_medida: "peça" },
      { nome: "Jogo de tampas", quantidade: 24, unidade_medida: "caixa" },
    ],
  });

  it("one per language, each asking for the prices on the page before the deadline", () => {
    expect(messages.map((m) => m.language)).toEqual(["English", "中文 (简体)", "Português"]);
    expect(messages[0]?.text).toBe(
      "Hello Ningbo Cookware, we would like your quotation for: Panelas de inox. Products: 1,500 pieces of Panela 24 cm; 24 boxes of Jogo de tampas. Please enter your prices on this page (no account or login needed): https://importadora.test/q/abc before 5 Dec 2026, 18:00 (São Paulo time). You may attach your proforma there too. Thank you!",
    );
    expect(messages[1]?.text).toContain(
      "我们希望获得以下项目的报价：Panelas de inox。产品：Panela 24 cm 1,500 件；Jogo de tampas 24 箱。请在",
    );
    expect(messages[1]?.text).toContain(
      "请在此页面填写报价（无需注册或登录）：https://importadora.test/q/abc 截止时间：2026年12月5日 18:00（圣保罗时间）",
    );
    expect(messages[2]?.text).toContain("Produtos: 1.500 peças de Panela 24 cm; 24 caixas de Jogo de tampas. Informe");
    expect(messages[2]?.text).toContain(
      "Informe seus preços nesta página (sem criar conta nem entrar): https://importadora.test/q/abc até 05/12/2026 18:00 (horário de São Paulo).",
    );
  });

  it("a request with no products yet says none", () => {
    const [english] = rfqMessages({ supplier: "A", sourcing: "B", url: "u", deadline: "2026-12-05T21:00:00.000Z", items: [] });
    expect(english?.text).toContain("for: B. Please enter");
  });
});
