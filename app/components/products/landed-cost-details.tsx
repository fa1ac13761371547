import { ChevronRight } from "lucide-react";
import { href, Link } from "react-router";
import { formatDecimal, formatMoney, formatPercent } from "~/lib/format";
import { formatNcm } from "../../../contract/import-params";
import type { CustoPosto } from "../../../contract/products";
import { Badge } from "../ui/badge";

/** The breakdown's lines, in the formula's order (docs/landed-cost.md). */
function linesOf(cost: CustoPosto): { label: string; value: string }[] {
  return [
    { label: "FOB (cotação)", value: formatMoney(cost.fob_usd, "USD") },
    { label: "Frete", value: formatMoney(cost.frete_usd, "USD") },
    { label: "Seguro", value: formatMoney(cost.seguro_usd, "USD") },
    { label: "Valor aduaneiro", value: formatMoney(cost.valor_aduaneiro_brl, "BRL") },
    { label: `II (${formatPercent(cost.ii_pct)})`, value: formatMoney(cost.ii_brl, "BRL") },
    { label: `IPI (${formatPercent(cost.ipi_pct)})`, value: formatMoney(cost.ipi_brl, "BRL") },
    { label: "PIS", value: formatMoney(cost.pis_brl, "BRL") },
    { label: "COFINS", value: formatMoney(cost.cofins_brl, "BRL") },
    { label: "AFRMM", value: formatMoney(cost.afrmm_brl, "BRL") },
    { label: "Despesas", value: formatMoney(cost.despesas_brl, "BRL") },
    { label: "ICMS", value: formatMoney(cost.icms_brl, "BRL") },
  ];
}

/**
 * 'Custo posto R$ X (estimativa)' of one supplier's quote, opening (a <details>, so without JavaScript too) the
 * breakdown the API computed, with the rate and the import parameters' version used. The page never
 * recomputes it. 'sem cubagem/peso': the product has neither, so the freight is missing from the figure.
 */
export function LandedCostDetails({ cost }: { cost: CustoPosto }) {
  return (
    <details className="group mt-2 rounded-md border border-border" data-testid="custo-posto">
      <summary className="flex cursor-pointer list-none flex-wrap items-center gap-x-2 gap-y-1 px-2 py-1.5 text-sm [&::-webkit-details-marker]:hidden">
        <ChevronRight aria-hidden className="size-4 shrink-0 text-slate-500 transition-transform group-open:rotate-90" />
        <span className="text-slate-700">Custo posto</span>
        <span className="font-semibold whitespace-nowrap text-slate-900 tabular-nums" data-testid="custo-posto-total">
          {formatMoney(cost.total_brl, "BRL")}
        </span>
        <span className="text-slate-600">(estimativa)</span>
        {cost.incompleto ? <Badge tone="warning">sem cubagem/peso</Badge> : null}
      </summary>
      <div className="border-t border-border px-3 py-2">
        <dl className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-1 text-sm">
          {linesOf(cost).map((line) => (
            <div key={line.label} className="contents">
              <dt className="text-slate-600">{line.label}</dt>
              <dd className="text-right whitespace-nowrap text-slate-900 tabular-nums">{line.value}</dd>
            </div>
          ))}
          <dt className="border-t border-border pt-1 font-semibold text-slate-900">Total por unidade</dt>
          <dd className="border-t border-border pt-1 text-right font-semibold whitespace-nowrap text-slate-900 tabular-nums">
            {formatMoney(cost.total_brl, "BRL")}
          </dd>
        </dl>
        <p className="mt-2 text-xs text-slate-600" data-testid="custo-posto-basis">
          Câmbio US$ 1 = R$ {formatDecimal(cost.usd_brl)} · parâmetros de importação versão {cost.versao_parametros}
          {cost.ncm ? ` · NCM ${formatNcm(cost.ncm)}` : ""}. Cada linha arredondada para exibição; o total soma os valores
          exatos.{" "}
          <Link to={href("/settings/import")} className="text-primary underline">
            Ver parâmetros
          </Link>
        </p>
      </div>
    </details>
  );
}
