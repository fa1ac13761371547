import { formatDateTime, formatMoney, formatRate } from "#app/lib/format.ts";
import { formatDayBr } from "#contract/time/days.ts";
import { quoteChartOf } from "#app/lib/products/quote-chart.ts";
import type { QuoteHistoryEntry } from "#contract/products/products.ts";
import { quoteTermsText } from "#app/lib/products/quote-terms-text.ts";
import { originalPriceText } from "#app/lib/products/original-price.ts";
import { QUOTE_BY_LINK_AUTHOR } from "#contract/rfq/rfq-rules.ts";

/** Who recorded a row: a user, or the supplier itself through its link. */
const authorOf = (row: QuoteHistoryEntry): string | null => (row.via_link ? QUOTE_BY_LINK_AUTHOR : (row.autor?.nome ?? null));

/**
 * The rates recorded with a row, or why there are none; the rate of a price given in CNY or BRL is said once, in
 * 'Cotado em … (US$ 1 = CN¥ …)' (the API gives the same rate in both).
 */
function ratesText(row: QuoteHistoryEntry): string {
  const brl = row.original?.moeda === "BRL" ? null : row.usd_brl;
  const cny = row.original?.moeda === "CNY" ? null : row.usd_cny;
  if (row.original === null && brl === null && cny === null) return "Câmbio não registrado";
  return [brl === null ? null : formatRate(brl, "BRL"), cny === null ? null : formatRate(cny, "CNY")]
    .filter((part) => part !== null)
    .join(" · ");
}

/** The USD quote over time, drawn on the server as SVG (so it shows without JavaScript). */
function QuotePriceChart({ rows, supplier }: { rows: QuoteHistoryEntry[]; supplier: string }) {
  const chart = quoteChartOf(rows);
  if (!chart) return null;
  const line = chart.points.map((p) => `${p.x},${p.y}`).join(" ");
  const label = `Gráfico da cotação de ${supplier} em US$: de ${formatMoney(chart.points[0]?.usd ?? 0, "USD")} a ${formatMoney(chart.points.at(-1)?.usd ?? 0, "USD")}, mínima ${formatMoney(chart.min, "USD")}, máxima ${formatMoney(chart.max, "USD")}.`;
  return (
    <figure className="mt-2">
      <svg
        viewBox={`0 0 ${chart.width} ${chart.height}`}
        role="img"
        aria-label={label}
        data-testid="quote-chart"
        className="h-auto w-full max-w-md rounded-md border border-border bg-white"
      >
        <polyline points={line} fill="none" stroke="currentColor" strokeWidth={2} className="text-primary" />
        {chart.points.map((p) => (
          <circle key={`${p.at}-${p.x}`} cx={p.x} cy={p.y} r={3} className="fill-primary">
            <title>{`${formatDayBr(p.at)}: ${formatMoney(p.usd, "USD")}`}</title>
          </circle>
        ))}
      </svg>
      <figcaption className="mt-1 text-xs text-slate-600">
        Mínima {formatMoney(chart.min, "USD")} · máxima {formatMoney(chart.max, "USD")}
      </figcaption>
    </figure>
  );
}

/**
 * 'Histórico' of one supplier's quote (ADR 0043): the price chart when there are two rows or more, then every
 * recorded quote, newest first, with its terms, the rates in force then and who recorded it. Opened by its row's link
 * (`?historico=<id>`): loaded then, not with the page (docs/decisions/0051-lean-first-load.md).
 */
export default function QuoteHistory({ rows, supplier }: { rows: QuoteHistoryEntry[]; supplier: string }) {
  return (
    <section
      aria-label={`Histórico de cotações de ${supplier}`}
      className="mt-3 rounded-md border border-border bg-slate-50 p-3"
      data-testid="quote-history"
    >
      <h3 className="text-sm font-semibold text-slate-900">Histórico</h3>
      <QuotePriceChart rows={rows} supplier={supplier} />
      {rows.length === 0 ? (
        <p className="mt-2 text-xs text-slate-600">Nenhuma cotação registrada.</p>
      ) : (
        <ol className="mt-2 divide-y divide-border text-xs">
          {rows.map((row) => (
            <li key={row.cotado_em} className="py-1.5" data-testid="quote-history-row">
              <div className="flex flex-wrap items-baseline gap-x-3">
                <span className="font-semibold text-slate-900 tabular-nums">{formatMoney(row.cotacao_usd, "USD")}</span>
                <span className="text-slate-700">{formatDateTime(row.cotado_em)}</span>
                {authorOf(row) ? <span className="text-slate-600">por {authorOf(row)}</span> : null}
                {row.original ? <span className="text-slate-700 tabular-nums">{originalPriceText(row.original)}</span> : null}
                <span className="text-slate-700 tabular-nums">
                  {row.custo_posto_brl === null
                    ? "Custo posto: sem preço"
                    : `Custo posto ${formatMoney(row.custo_posto_brl, "BRL")} (estimativa)`}
                </span>
              </div>
              <p className="mt-0.5 break-words text-slate-600">{[...quoteTermsText(row), ratesText(row)].filter(Boolean).join(" · ")}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
