import { href, Link } from "react-router";
import { formatMoney, formatPercent, formatRate } from "#app/lib/format.ts";
import { clearanceLine, creditLabel } from "#app/lib/products/landed-cost-text.ts";
import { formatNcm } from "#contract/products/ncm.ts";
import type { CustoPosto } from "#contract/products/products.ts";
import { antidumpingWarning } from "#contract/landed-cost/antidumping.ts";
import { IMPORTER_REGIME_LABELS } from "#contract/landed-cost/tax-regimes.ts";

const INCLUDED = "incluso no preço";
const CBS_IBS_TEST_NOTE =
  "CBS e IBS de teste (entre parênteses): compensados com PIS/COFINS (LC 214/2025, art. 348), aparecem mas não somam ao desembolso.";

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

type Line = { label: string; value: string };
const brl = (value: number) => formatMoney(value, "BRL");

/** The CBS and IBS lines: rate and base, and, while they are test amounts (2026), that they are not added. */
function cbsIbsLines(cost: CustoPosto): Line[] {
  const { cbs_pct, ibs_pct } = cost.regime;
  if (cbs_pct === 0 && ibs_pct === 0) return [];
  const on = `sobre ${brl(cost.base_cbs_ibs_brl)}`;
  // Test amounts are shown in parentheses: they are not part of the sum (the note under the lines says why).
  const shown = (value: number) => (cost.cbs_ibs_cobrados ? brl(value) : `(${brl(value)})`);
  const name = cost.cbs_ibs_cobrados ? "" : " de teste";
  return [
    { label: `CBS${name} (${formatPercent(cbs_pct)} ${on})`, value: shown(cost.cbs_brl) },
    { label: `IBS${name} (${formatPercent(ibs_pct)} ${on})`, value: shown(cost.ibs_brl) },
  ];
}

/** The breakdown's lines, in the formula's order (docs/landed-cost.md), each rate and base named so it can be redone. */
function linesOf(cost: CustoPosto): Line[] {
  const price = { label: priceLabel(cost), value: formatMoney(cost.preco_usd, "USD") };
  if (cost.base !== "importacao") return [price, { label: "Preço em reais", value: brl(cost.preco_brl) }];
  const afrmm = cost.frete_no_preco ? `AFRMM (sobre o frete estimado, ${formatMoney(cost.frete_estimado_usd, "USD")})` : "AFRMM";
  const { pis_pct, cofins_pct, icms_pct } = cost.regime;
  const optional = (shown: boolean, line: Line) => (shown ? [line] : []);
  return [
    price,
    { label: `Frete (${FREIGHT_SOURCE[cost.embalagem]})`, value: cost.frete_no_preco ? INCLUDED : formatMoney(cost.frete_usd, "USD") },
    { label: "Seguro", value: cost.seguro_no_preco ? INCLUDED : formatMoney(cost.seguro_usd, "USD") },
    { label: "Valor aduaneiro", value: brl(cost.valor_aduaneiro_brl) },
    { label: `II (${formatPercent(cost.ii_pct)})`, value: brl(cost.ii_brl) },
    ...optional(cost.is_brl > 0, { label: `Imposto Seletivo (${formatPercent(cost.is_pct)})`, value: brl(cost.is_brl) }),
    {
      label: cost.ipi_zerado ? "IPI (zerado pela reforma: não concorre com a ZFM)" : `IPI (${formatPercent(cost.ipi_pct)})`,
      value: brl(cost.ipi_brl),
    },
    ...optional(pis_pct > 0 || cofins_pct > 0, { label: `PIS (${formatPercent(pis_pct)})`, value: brl(cost.pis_brl) }),
    ...optional(pis_pct > 0 || cofins_pct > 0, { label: `COFINS (${formatPercent(cofins_pct)})`, value: brl(cost.cofins_brl) }),
    ...optional(cost.antidumping_brl > 0, {
      label: `Antidumping (${cost.antidumping?.resolucao ?? "medida confirmada"})`,
      value: brl(cost.antidumping_brl),
    }),
    { label: "Taxa Siscomex", value: brl(cost.siscomex_brl) },
    { label: afrmm, value: brl(cost.afrmm_brl) },
    { label: "Despesas", value: brl(cost.despesas_brl) },
    ...cbsIbsLines(cost),
    { label: `ICMS (${formatPercent(icms_pct)} por dentro, base ${brl(cost.base_icms_brl)})`, value: brl(cost.icms_brl) },
  ];
}

/** What the figure leaves out or assumes, as sentences under the lines. */
function notesOf(cost: CustoPosto): string[] {
  const notes: string[] = [];
  if (cost.base === "nacional") notes.push("Compra nacional: sem frete internacional, tributos de importação nem despesas de desembaraço.");
  if (cost.base === "ddp") notes.push("DDP: o vendedor entrega com frete, seguro e tributos de importação pagos; nada é somado ao preço.");
  if (cost.base !== "nacional" && !cost.incoterm_informado) notes.push("Incoterm não informado: tratado como FOB.");
  if (cost.base === "importacao" && cost.regime.estimativa) notes.push(`${cost.regime.estimativa}.`);
  if (cost.base === "importacao" && !cost.cbs_ibs_cobrados && cost.cbs_brl + cost.ibs_brl > 0) notes.push(CBS_IBS_TEST_NOTE);
  if (cost.base === "importacao" && cost.antidumping && !cost.antidumping.aplicado) {
    notes.push(antidumpingWarning(cost.antidumping, false));
  }
  return notes;
}

/**
 * The breakdown of one supplier's landed cost as the API computed it (the page never recomputes it), with the rate
 * and the import parameters' version used. Shown under its row's summary when opened (`?custo=<supplier id>`):
 * loaded then, not with the page (docs/decisions/0069-lean-pages.md).
 */
export default function LandedCostBreakdown({ cost, supplier }: { cost: CustoPosto; supplier: string }) {
  const notes = notesOf(cost);
  const imported = cost.base === "importacao";
  return (
    <section
      aria-label={`Composição do custo posto de ${supplier}`}
      className="border-t border-border px-3 py-2"
      data-testid="custo-posto-breakdown"
    >
      {imported ? (
        <p className="mb-2 text-sm font-medium text-slate-900" data-testid="custo-posto-regime">
          {clearanceLine(cost)}
        </p>
      ) : null}
      <dl className="amount-lines grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-1 text-sm">
        {linesOf(cost).map((line) => (
          <div key={line.label} className="contents">
            <dt>{line.label}</dt>
            <dd>{line.value}</dd>
          </div>
        ))}
        <dt className="border-t border-border pt-1 font-semibold text-slate-900">
          {imported ? "Desembolso por unidade (no desembaraço)" : "Total por unidade"}
        </dt>
        <dd className="border-t border-border pt-1 text-right font-semibold whitespace-nowrap text-slate-900 tabular-nums">
          {brl(cost.total_brl)}
        </dd>
        {cost.creditos.map((credit) => (
          <div key={credit.tributo} className="contents">
            <dt>{creditLabel(credit)}</dt>
            <dd>− {brl(credit.valor_brl)}</dd>
          </div>
        ))}
        {imported ? (
          <>
            <dt className="border-t border-border pt-1 font-semibold text-slate-900">
              Custo líquido dos créditos ({IMPORTER_REGIME_LABELS[cost.importador]})
            </dt>
            <dd className="border-t border-border pt-1 text-right font-semibold whitespace-nowrap text-slate-900 tabular-nums">
              {brl(cost.custo_liquido_brl)}
            </dd>
          </>
        ) : null}
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
