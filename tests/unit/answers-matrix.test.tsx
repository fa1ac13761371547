import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { AnswersTable } from "#app/components/sourcings/answers-matrix.tsx";
import { AnswersPanel, type RfqCounts, rfqCountsOf } from "#app/components/sourcings/answers-panel.tsx";
import { RfqControls } from "#app/components/sourcings/rfq-controls.tsx";
import { ToastProvider } from "#app/components/toaster.tsx";
import { rfqViewOf } from "#app/lib/sourcings/rfq-messages.ts";
import type { RfqMatrix } from "#contract/rfq/rfq-matrix.ts";
import type { RfqStatus } from "#contract/rfq/rfq.ts";

/** Server rendering as a browser without JavaScript receives it (the panels' forms need a data router). */
function render(node: ReactNode, url = "/sourcings/7") {
  const router = createMemoryRouter([{ path: "/sourcings/:id", element: <ToastProvider serverToasts={[]}>{node}</ToastProvider> }], {
    initialEntries: [url],
  });
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

/** The panel with its table, as the sourcing page composes them (the page loads the table's code when shown). */
function AnswersMatrix({ answers, today, counts }: { answers: RfqMatrix | null | undefined; today: string; counts?: RfqCounts }) {
  return (
    <AnswersPanel
      answers={answers}
      counts={counts}
      table={(shown, headingId) => <AnswersTable answers={shown} headingId={headingId} today={today} />}
    />
  );
}

/** Text as a person reads it: tags dropped, the escaped characters read back, spaces (and no-break spaces) collapsed. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&")
    .replace(/[\s\u00a0]+/g, " ")
    .trim();

const answers: RfqMatrix = {
  itens: [
    { id_product: 11, nome: "Chaleira 2 L", quantidade: 800, incoterm: "FOB" },
    { id_product: 12, nome: "Panela inox 24 cm", quantidade: 1500, incoterm: "CIF" },
  ],
  suppliers: [
    { id_supplier: 1, nome: "Kappa Home", revisao: null, enviada_em: null, anexos: [] },
    {
      id_supplier: 2,
      nome: "Ningbo Cookware",
      revisao: 2,
      enviada_em: "2026-11-28T15:00:00.000Z",
      anexos: [{ id: 5, nome: "Proforma <b>PI-2211</b>.pdf", tamanho: 1536, url: "https://files.test/rfq/5" }],
    },
    { id_supplier: 3, nome: "Yiwu Kitchen", revisao: 1, enviada_em: "2026-11-27T15:00:00.000Z", anexos: [] },
  ],
  celulas: [
    { id_product: 11, id_supplier: 1, situacao: "sem_resposta" },
    {
      id_product: 11,
      id_supplier: 2,
      situacao: "cotado",
      cotacao: 0,
      original: null,
      custo_posto_brl: null,
      custo_posto_incompleto: false,
      valida_ate: "2026-11-20",
      moq: null,
      lead_time_dias: 1,
      incoterm: null,
      vencida: true,
      melhor: false,
      observacoes: null,
    },
    { id_product: 11, id_supplier: 3, situacao: "nao_ofertado", observacoes: "Não fabricamos chaleiras." },
    { id_product: 12, id_supplier: 1, situacao: "sem_resposta" },
    {
      id_product: 12,
      id_supplier: 2,
      situacao: "cotado",
      cotacao: 7.02,
      original: { moeda: "CNY", valor: 50, taxa: 7.1234 },
      custo_posto_brl: 61.37,
      custo_posto_incompleto: false,
      valida_ate: "2026-12-31",
      moq: 1000,
      lead_time_dias: 35,
      incoterm: "CIF",
      vencida: false,
      melhor: true,
      observacoes: "Aço 304, <b>tampa</b> de vidro.",
    },
    {
      id_product: 12,
      id_supplier: 3,
      situacao: "cotado",
      cotacao: 6.8,
      original: null,
      custo_posto_brl: 64.1,
      custo_posto_incompleto: true,
      valida_ate: null,
      moq: null,
      lead_time_dias: null,
      incoterm: "FOB",
      vencida: false,
      melhor: false,
      observacoes: null,
    },
  ],
};

const TODAY = "2026-11-27";

/** The content of the `index`-th cell (data cells, row by row). */
const cellHtml = (html: string, index: number): string => [...html.matchAll(/<td[^>]*>(.*?)<\/td>/g)][index]?.[1] ?? "";

describe("AnswersMatrix", () => {
  it("a table named 'Respostas': the products as rows, the suppliers asked as columns with their revision", () => {
    const html = render(<AnswersMatrix answers={answers} today={TODAY} />);
    expect(html).toMatch(/<h2 id="([^"]+)"[^>]*>Respostas<\/h2>/);
    const headingId = /<h2 id="([^"]+)"/.exec(html)?.[1];
    expect(html).toContain(`<table aria-labelledby="${headingId}"`);
    const headers = [...html.matchAll(/data-testid="answers-supplier">(.*?)<\/th>/g)].map((match) => textOf(match[1] ?? ""));
    expect(headers).toEqual(["Kappa Home Sem resposta", "Ningbo Cookware Revisão 2", "Yiwu Kitchen Revisão 1"]);
    expect(html).toContain('href="/suppliers/2"');
    const rows = [...html.matchAll(/<th scope="row"[^>]*>(.*?)<\/th>/g)].map((match) => textOf(match[1] ?? ""));
    expect(rows).toEqual(["Chaleira 2 L Qtd. 800 · FOB", "Panela inox 24 cm Qtd. 1.500 · CIF"]);
    expect(html).toContain('href="/products/12"');
  });

  it("a quote: USD, the original, the landed cost, the terms, the validity, the remarks as text, the best marked", () => {
    const html = render(<AnswersMatrix answers={answers} today={TODAY} />);
    const best = cellHtml(html, 4);
    expect(textOf(best)).toBe(
      "Ningbo Cookware · Revisão 2 Melhor custo posto $ 7,02 Cotado em CN¥ 50,00 (US$ 1 = CN¥ 7,1234) Custo posto R$ 61,37 MOQ 1.000 · Entrega 35 dias · CIF Válida até 31/12/2026 Observações: Aço 304, <b>tampa</b> de vidro.",
    );
    // The supplier's text is escaped, never markup.
    expect(best).toContain("Aço 304, &lt;b&gt;tampa&lt;/b&gt; de vidro.");
    expect(best).not.toContain("<b>");
    expect(html.match(/Melhor custo posto/g)).toHaveLength(1);
    // A landed cost without freight (no carton, no measures) says why it is not compared.
    expect(textOf(cellHtml(html, 5))).toBe("Yiwu Kitchen · Revisão 1 $ 6,80 Custo posto R$ 64,10 sem cubagem/peso: não comparável FOB");
  });

  it("a quote without a price, an expired one, 'Não ofertado' with its reason and 'Sem resposta'", () => {
    const html = render(<AnswersMatrix answers={answers} today={TODAY} />);
    expect(textOf(cellHtml(html, 0))).toBe("Kappa Home Sem resposta");
    expect(textOf(cellHtml(html, 1))).toBe("Ningbo Cookware · Revisão 2 $ 0,00 Custo posto: sem preço Entrega 1 dia Vencida");
    expect(cellHtml(html, 1)).toContain('data-state="vencida"');
    expect(textOf(cellHtml(html, 2))).toBe("Yiwu Kitchen · Revisão 1 Não ofertado Observações: Não fabricamos chaleiras.");
  });

  it("the files the suppliers attached, each a download keeping its name, the name escaped", () => {
    const html = render(<AnswersMatrix answers={answers} today={TODAY} />);
    const files = /data-testid="answers-files">(.*?)<\/div>/s.exec(html)?.[1] ?? "";
    expect(textOf(files)).toBe("Anexos dos suppliers Ningbo Cookware: Proforma <b>PI-2211</b>.pdf (1,5 KB)");
    expect(files).toContain('href="https://files.test/rfq/5"');
    expect(files).not.toContain("<b>");
    const none = render(
      <AnswersMatrix answers={{ ...answers, suppliers: answers.suppliers.map((s) => ({ ...s, anexos: [] })) }} today={TODAY} />,
    );
    expect(none).not.toContain("answers-files");
  });

  it("says when the answers could not be read", () => {
    const html = render(<AnswersMatrix answers={null} today={TODAY} />);
    expect(html).toContain("Não foi possível carregar as respostas deste sourcing.");
    expect(html).not.toContain("<table");
  });

  it("until asked (?respostas=1), says how many of the suppliers asked answered, and links to the table", () => {
    const asked = (id_supplier: number, situacao: RfqStatus["situacao"], revisao: number | null): RfqStatus => ({
      id_supplier,
      supplier_nome: `Supplier ${id_supplier}`,
      situacao,
      pedido_em: null,
      prazo: null,
      revogado_em: null,
      link: null,
      revisao,
      respondido_em: null,
    });
    const rfqs = [asked(1, "pedido", 2), asked(2, "expirado", null), asked(3, "nao_pedido", null), asked(4, "revogado", 1)];
    const closed = render(<AnswersMatrix answers={undefined} counts={rfqCountsOf(rfqs)} today={TODAY} />, "/sourcings/7?alteracoes=1");
    expect(textOf(closed)).toContain("Respostas Suppliers que responderam: 2 de 3. Mostrar respostas");
    expect(closed).toContain('href="/sourcings/7?alteracoes=1&amp;respostas=1#respostas"');
    expect(closed).not.toContain("<table");
    const open = render(
      <AnswersMatrix answers={answers} counts={rfqCountsOf(rfqs)} today={TODAY} />,
      "/sourcings/7?respostas=1&alteracoes=1",
    );
    expect(open).toMatch(/href="\/sourcings\/7\?alteracoes=1#respostas"[^>]*>Ocultar respostas</);
    expect(open).toContain("<table");
  });
});

describe("RfqControls", () => {
  const status: RfqStatus = {
    id_supplier: 2,
    supplier_nome: "Ningbo Cookware",
    situacao: "pedido",
    pedido_em: "2026-11-27T15:00:00.000Z",
    prazo: "2026-12-05T21:00:00.000Z",
    revogado_em: null,
    link: "3853e7d6",
    revisao: null,
    respondido_em: null,
  };
  const now = new Date("2026-11-28T12:00:00Z");
  const labelledBy = { ask: "pedir nome", revoke: "revogar nome" };

  it("a supplier that answered: 'Respondido em dd/mm (revisão n)' in São Paulo, beside where its request stands", () => {
    // 02:30 UTC on the 29th is still the 28th in São Paulo.
    const html = render(
      <RfqControls status={{ ...status, revisao: 2, respondido_em: "2026-11-29T02:30:00.000Z" }} now={now} labelledBy={labelledBy} />,
    );
    expect(html).toContain("Cotação pedida em 27/11 (prazo 05/12/2026 18:00)");
    expect(html).toContain("Respondido em 28/11 (revisão 2)");
  });

  it("no answer yet: nothing more", () => {
    expect(render(<RfqControls status={status} now={now} labelledBy={labelledBy} />)).not.toContain("Respondido");
  });

  it("the page carries a request without what is null nor the link's hash, and shows it the same", () => {
    const answered = { ...status, revisao: 2, respondido_em: "2026-11-29T02:30:00.000Z" };
    expect(rfqViewOf(status)).toEqual({
      id_supplier: 2,
      supplier_nome: "Ningbo Cookware",
      situacao: "pedido",
      pedido_em: "2026-11-27T15:00:00.000Z",
      prazo: "2026-12-05T21:00:00.000Z",
    });
    expect(render(<RfqControls status={rfqViewOf(answered)} now={now} labelledBy={labelledBy} />)).toBe(
      render(<RfqControls status={answered} now={now} labelledBy={labelledBy} />),
    );
  });
});
