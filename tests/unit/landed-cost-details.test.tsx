import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import LandedCostBreakdown from "#app/components/products/landed-cost-breakdown.tsx";
import { LandedCostDetails } from "#app/components/products/landed-cost-details.tsx";
import type { CustoPosto } from "#contract/products/products.ts";
import { exampleCustoPosto } from "#tests/support/custo-posto.ts";
import { summaryOf as landedCostSummary } from "#app/lib/products/quotes.server.ts";

// The breakdown as the API gives it (never recomputed on the page): what each case says and which badges it wears;
// the summary alone until its row's breakdown is opened (`?custo=`).
const NBSP = "\u00a0";
const fob: CustoPosto = exampleCustoPosto();
const none = {
  valor_aduaneiro_brl: 0,
  ii_brl: 0,
  ipi_brl: 0,
  pis_brl: 0,
  cofins_brl: 0,
  afrmm_brl: 0,
  despesas_brl: 0,
  icms_brl: 0,
  frete_usd: 0,
  seguro_usd: 0,
  frete_estimado_usd: 0,
};

function render(cost: CustoPosto | null, open = true): string {
  const element = (
    <LandedCostDetails productId={9} supplierId={4} supplier="Alfa" cost={cost && landedCostSummary(cost)} open={open}>
      {cost ? <LandedCostBreakdown cost={cost} supplier="Alfa" /> : null}
    </LandedCostDetails>
  );
  const router = createMemoryRouter([{ path: "/products/:id", element }], { initialEntries: ["/products/9"] });
  return renderToStaticMarkup(<RouterProvider router={router} />);
}
const summaryOf = (html: string) => html.match(/<div[^>]*data-testid="custo-posto-summary".*?<\/div>/s)?.[0] ?? "";
/** The opening tag of the summary's link. */
const toggleOf = (html: string) => summaryOf(html).match(/<a [^>]*>/)?.[0] ?? "";

describe("LandedCostDetails", () => {
  it("FOB with the supplier's carton: the incoterm named on the price line, the carton on the freight line, the rate with four places", () => {
    const html = render(fob);
    expect(summaryOf(html)).toContain(`R$${NBSP}33,63`);
    expect(summaryOf(html)).not.toMatch(/sem embalagem|frete incluso|compra nacional|sem cubagem/);
    for (const line of [
      "Preço FOB (cotação)",
      `$${NBSP}3,20`,
      "Frete (caixa do fornecedor)",
      `$${NBSP}0,32`,
      "Seguro",
      "Valor aduaneiro",
      "II (18",
      "AFRMM",
      "ICMS",
    ])
      expect(html).toContain(line);
    expect(html).toContain(`Câmbio US$${NBSP}1 = R$${NBSP}5,0000 · parâmetros de importação versão 2 · NCM 7323.93.00`);
  });

  it("CIF: 'frete incluso no preço', insurance included, the AFRMM on the estimated freight", () => {
    const html = render({
      ...fob,
      incoterm: "CIF",
      preco_usd: 3.55,
      frete_usd: 0,
      seguro_usd: 0,
      frete_no_preco: true,
      seguro_no_preco: true,
      embalagem: "produto",
      total_brl: 33.56,
    });
    expect(summaryOf(html)).toContain("frete incluso no preço");
    expect(html).toContain("Preço CIF (cotação)");
    expect(html).toMatch(/Frete \(caixa do produto\)<\/dt><dd[^>]*>incluso no preço</);
    expect(html).toMatch(/Seguro<\/dt><dd[^>]*>incluso no preço</);
    expect(html).toContain(`AFRMM (sobre o frete estimado, $${NBSP}0,32)`);
  });

  it("no incoterm: read as FOB and said so; no carton: 'sem embalagem'; nothing at all: 'sem cubagem/peso'", () => {
    const missing = render({ ...fob, incoterm_informado: false, embalagem: "sem_embalagem" });
    expect(missing).toContain("Preço FOB (cotação)");
    expect(missing).toContain("Incoterm não informado: tratado como FOB.");
    expect(summaryOf(missing)).toContain("sem embalagem");
    expect(missing).toContain("Frete (por unidade, sem embalagem)");
    expect(summaryOf(render({ ...fob, embalagem: "sem_medidas", incompleto: true }))).toContain("sem cubagem/peso");
  });

  it("DDP: the price and the price in reais, nothing added, and why", () => {
    const html = render({
      ...fob,
      ...none,
      base: "ddp",
      incoterm: "DDP",
      preco_usd: 6.06,
      preco_brl: 30.3,
      frete_no_preco: true,
      seguro_no_preco: true,
      total_brl: 30.3,
    });
    expect(summaryOf(html)).toContain(`R$${NBSP}30,30`);
    expect(html).toContain("Preço DDP (cotação)");
    expect(html).toContain("Preço em reais");
    expect(html).not.toContain("Valor aduaneiro");
    expect(html).toContain("DDP: o vendedor entrega com frete, seguro e tributos de importação pagos");
    expect(html).not.toContain("NCM");
  });

  it("a supplier in Brazil: 'compra nacional', the price at the rate", () => {
    const html = render({
      ...fob,
      ...none,
      base: "nacional",
      incoterm: "FOB",
      incoterm_informado: false,
      preco_usd: 7.9,
      preco_brl: 39.5,
      total_brl: 39.5,
    });
    expect(summaryOf(html)).toContain("compra nacional");
    expect(html).toContain("Preço (cotação)");
    expect(html).toContain("Compra nacional: sem frete internacional");
    expect(html).not.toContain("tratado como FOB");
  });

  it("closed: the total and its badges, a link that opens the breakdown back at the row, and no line of it", () => {
    const html = render({ ...fob, embalagem: "sem_embalagem" }, false);
    expect(summaryOf(html)).toContain(`R$${NBSP}33,63`);
    expect(summaryOf(html)).toContain("sem embalagem");
    for (const attribute of [
      'href="/products/9?custo=4#fornecedor-4"',
      'aria-expanded="false"',
      'aria-label="Composição do custo posto de Alfa"',
    ])
      expect(toggleOf(html)).toContain(attribute);
    for (const absent of ["Valor aduaneiro", "ICMS", "Câmbio", 'data-testid="custo-posto-breakdown"']) expect(html).not.toContain(absent);
  });

  it("open: the breakdown under the summary, and the link closes it back at the row", () => {
    const html = render(fob);
    for (const attribute of [
      'href="/products/9#fornecedor-4"',
      'aria-expanded="true"',
      'aria-label="Ocultar composição do custo posto de Alfa"',
    ])
      expect(toggleOf(html)).toContain(attribute);
    expect(html).toContain('<section aria-label="Composição do custo posto de Alfa"');
  });

  it("a quote without a price: 'sem preço' and nothing to open", () => {
    const html = render(null);
    expect(html).toMatch(/Custo posto<\/span><span[^>]*>sem preço</);
    expect(html).not.toContain("<a ");
  });

  it("names the regime and day, the test CBS/IBS in parentheses, each credit with its basis and the net cost (2026)", () => {
    const text = render(fob)
      .replace(/<[^>]+>/g, " ")
      .replace(/\s+/g, " ");
    expect(text).toContain("Regime 2026 (desembaraço previsto em 15/12/2026)");
    expect(text).toContain(`CBS de teste (0,9 % sobre R$ 21,15) (R$ 0,19)`);
    expect(text).toContain(`Crédito de PIS (Lei 10.865/2004, art. 15) − R$ 0,37`);
    expect(text).toContain(`Custo líquido dos créditos (Lucro real) R$ 24,15`);
    expect(text).toContain("compensados com PIS/COFINS (LC 214/2025, art. 348)");
  });

  it("2027: the IPI zeroed, the CBS charged, the estimate's source, and an antidumping measure to confirm", () => {
    const cost = exampleCustoPosto({
      ipi_brl: 0,
      ipi_zerado: true,
      cbs_brl: 1.84,
      cbs_ibs_cobrados: true,
      desembaraco: "2027-03-15",
      desembaraco_escolhido: true,
      regime: {
        nome: "2027–2028",
        estimativa: "CBS estimada: 8,8 % menos 0,1 ponto",
        fora_da_vigencia: false,
        pis_pct: 0,
        cofins_pct: 0,
        cbs_pct: 8.7,
        ibs_pct: 0.1,
        icms_pct: 18,
      },
      antidumping: { resolucao: "Resolução GECEX nº 830/2025", descricao: "Louça", tipo: "usd_kg", valor: 5.14, aplicado: false },
    });
    const html = render(cost);
    const text = html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
    expect(text).toContain("Regime 2027–2028 (desembaraço escolhido em 15/03/2027)");
    expect(text).toContain("IPI (zerado pela reforma: não concorre com a ZFM)");
    expect(text).toContain(`CBS (8,7 % sobre R$ 21,15) R$ 1,84`);
    expect(text).not.toContain("PIS (2,1 %)");
    expect(text).toContain("CBS estimada: 8,8 % menos 0,1 ponto.");
    expect(text).toContain("Possível direito antidumping (Resolução GECEX nº 830/2025: Louça)");
    expect(summaryOf(html)).toContain("antidumping a confirmar");
    expect(summaryOf(html)).toContain("regime 2027–2028");
  });
});
