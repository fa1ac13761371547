import { href, Link } from "react-router";
import { formatMoney, formatPercent, formatRate } from "~/lib/format";
import { formatNcm } from "../../../contract/ncm";
import type { CustoPosto } from "../../../contract/products";

const INCLUDED = "incluso no preço";

/** Where the freight estimate came from, after the freight line's label. */
const FREIGHT_SOURCE: Record<CustoPosto["embalagem"], string> = {
  cotacao: "caixa do fornecedor",
  produto: "caixa do produto",
  sem_embalagem: "por unidade, sem embalagem",
  sem_medidas: "sem cubagem/peso",
};

/** 'Preço CIF (cotação)'; a domestic purchase names its incoterm only when the quote gives one. */
const priceLabel = (cost: CustoPosto) =>
  cost.base === "nacional" && !cost.incoterm_informado ? "Preço (cotação)" : `Preço ${cost.incoterm} (cotação)`;

/** The breakdown's lines, in the formula's order (docs/landed-cost.md). */
function linesOf(cost: CustoPosto): { label: string; value: string }[] {
  const price = { label: priceLabel(cost), value: formatMoney(cost.preco_usd, "USD") };
  if (cost.base !== "importacao") return [price, { label: "Preço em reais", value: formatMoney(cost.preco_brl, "BRL") }];
  const afrmm = cost.frete_no_preco ? `AFRMM (sobre o frete estimado, ${formatMoney(cost.frete_estimado_usd, "USD")})` : "AFRMM";
  return [
    price,
    { label: `Frete (${FREIGHT_SOURCE[cost.embalagem]})`, value: cost.frete_no_preco ? INCLUDED : formatMoney(cost.frete_usd, "USD") },
    { label: "Seguro", value: cost.seguro_no_preco ? INCLUDED : formatMoney(cost.seguro_usd, "USD") },
    { label: "Valor aduaneiro", value: formatMoney(cost.valor_aduaneiro_brl, "BRL") },
    { label: `II (${formatPercent(cost.ii_pct)})`, value: formatMoney(cost.ii_brl, "BRL") },
    { label: `IPI (${formatPercent(cost.ipi_pct)})`, value: formatMoney(cost.ipi_brl, "BRL") },
    { label: "PIS", value: formatMoney(cost.pis_brl, "BRL") },
    { label: "COFINS", value: formatMoney(cost.cofins_brl, "BRL") },
    { label: afrmm, value: formatMoney(cost.afrmm_brl, "BRL") },
    { label: "Despesas", value: formatMoney(cost.despesas_brl, "BRL") },
    { label: "ICMS", value: formatMoney(cost.icms_brl, "BRL") },
  ];
}

/** What the figure leaves out or assumes, as sentences under the lines. */
function notesOf(cost: CustoPosto): string[] {
  const notes: string[] = [];
  if (cost.base === "nacional") notes.push("Compra nacional: sem frete internacional, tributos de importação nem despesas de desembaraço.");
  if (cost.base === "ddp") notes.push("DDP: o vendedor entrega com frete, seguro e tributos de importação pagos; nada é somado ao preço.");
  if (cost.base !== "nacional" && !cost.incoterm_informado) notes.push("Incoterm não informado: tratado como FOB.");
  return notes;
}

/**
 * The breakdown of one supplier's landed cost as the API computed it (the page never recomputes it), with the rate
 * and the import parameters' version used. Shown under its row's summary when opened (`?custo=<supplier id>`):
 * loaded then, not with the page (docs/decisions/0069-lean-pages.md).
 */
export default function LandedCostBreakdown({ cost, supplier }: { cost: CustoPosto; supplier: string }) {
  const notes = notesOf(cost);
  return (
    <section
      aria-label={`Composição do custo posto de ${supplier}`}
      className="border-t border-border px-3 py-2"
      data-testid="custo-posto-breakdown"
    >
      <dl className="amount-lines grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-1 text-sm">
        {linesOf(cost).map((line) => (
          <div key={line.label} className="contents">
            <dt>{line.label}</dt>
            <dd>{line.value}</dd>
          </div>
        ))}
        <dt className="border-t border-border pt-1 font-semibold text-slate-900">Total por unidade</dt>
        <dd className="border-t border-border pt-1 text-right font-semibold whitespace-nowrap text-slate-900 tabular-nums">
          {formatMoney(cost.total_brl, "BRL")}
        </dd>
      </dl>
      {notes.map((note) => (
        <p key={note} className="mt-2 text-xs text-slate-700" data-testid="custo-posto-note">
          {note}
        </p>
      ))}
      <p className="mt-2 text-xs text-slate-600" data-testid="custo-posto-basis">
        Câmbio {formatRate(cost.usd_brl)} · parâmetros de importação versão {cost.versao_parametros}
        {cost.base === "importacao" && cost.ncm ? ` · NCM ${formatNcm(cost.ncm)}` : ""}. Cada linha arredondada para exibição; o total soma
        os valores exatos.{" "}
        <Link to={href("/settings/import")} className="text-primary underline">
          Ver parâmetros
        </Link>
      </p>
    </section>
  );
}
