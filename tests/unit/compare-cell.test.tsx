import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CompareCell } from "#app/components/products/compare/compare-cell.tsx";
import type { CompareCellView } from "#app/lib/products/compare.ts";

// A comparison's cell: a quote without a price shows 'sem preço' and is no candidate for 'Escolher'.
const priced: CompareCellView = {
  supplierId: 20,
  usd: 3.2,
  brl: 16,
  custoPosto: 33.63,
  incompleto: false,
  custoLiquido: 24.15,
  regime: "Regime 2026, desembaraço 15/12/2026",
  validity: { estado: "sem_validade" },
  vencida: false,
  leadTime: 30,
  melhor: true,
  maisRapido: false,
  preferido: false,
  foraDoEmbarque: null,
};
const render = (cell: CompareCellView) =>
  renderToStaticMarkup(<CompareCell cell={cell} productId={1} productName="Garrafa" supplierName="Alfa" choiceFormId="escolha" />);

describe("CompareCell", () => {
  it("an import: the net cost and the regime of its clearance beside the desembolso", () => {
    const html = render(priced)
      .replace(/<[^>]+>/g, " ")
      .replace(/\s+/g, " ");
    expect(html).toContain("Líquido R$ 24,15");
    expect(html).toContain("Regime 2026, desembaraço 15/12/2026");
  });

  it("a priced quote: its landed cost, its mark and 'Escolher'", () => {
    const html = render(priced);
    expect(html).toContain("R$\u00a033,63");
    expect(html).toContain("Menor custo posto");
    expect(html).toContain(">Escolher</button>");
  });

  it("a quote without a price: 'sem preço', no mark, no 'Escolher' (but a preferred one can still be cleared)", () => {
    const html = render({ ...priced, usd: 0, brl: 0, custoPosto: null, melhor: false });
    expect(html).toMatch(/data-testid="cell-custo"[^>]*>sem preço</);
    expect(html).not.toContain("Escolher");
    expect(render({ ...priced, custoPosto: null, melhor: false, preferido: true })).toContain(">Desmarcar</button>");
  });
});
