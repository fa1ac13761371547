import { Icon } from "#app/components/icon.tsx";
import { defaultRateCurrencies, describeRate } from "#app/lib/products/quotes.ts";
import type { RatesReply } from "#contract/products/products.ts";

/**
 * The rates the amounts were converted with, each with its source and date, and a note when a default rate
 * is in use (its lookup failed): those amounts are approximate.
 */
export function ExchangeRates({ rates }: { rates: RatesReply }) {
  const defaults = defaultRateCurrencies(rates);
  return (
    <div className="mt-4 flex flex-col gap-2 border-t border-border pt-3 text-xs text-slate-600" data-testid="exchange-rates">
      <p>
        <span className="font-medium text-slate-700">Câmbio:</span> {describeRate(rates.usd_brl, "BRL")} ·{" "}
        {describeRate(rates.usd_cny, "CNY")}
      </p>
      {defaults.length > 0 ? (
        <p role="note" className="flex items-start gap-2 rounded-md bg-amber-50 px-2.5 py-1.5 text-amber-900">
          <Icon name="triangle-exclamation-point" className="mt-px size-3.5 shrink-0" />
          <span>
            Câmbio padrão em uso para {defaults.join(" e ")}: a consulta da cotação do dia falhou, os valores convertidos são aproximados.
          </span>
        </p>
      ) : null}
    </div>
  );
}
