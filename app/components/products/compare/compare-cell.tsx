import { clsx } from "clsx";
import { formatMoney } from "#app/lib/format.ts";
import { choiceValue } from "#app/lib/products/preferred-supplier.ts";
import type { CompareCellView } from "#app/lib/products/compare.ts";
import { NOT_COMPARABLE } from "#app/lib/products/packing-text.ts";
import { QuoteValidityBadge } from "#app/components/products/quote-validity-badge.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";

/** "30 dias"; the lead time is optional on a quote. */
const leadTimeText = (days: number | null) => (days === null ? "não informado" : days === 1 ? "1 dia" : `${days} dias`);

/**
 * One supplier's quote of one product: USD, BRL, landed cost, lead time, validity, the marks (words, not only
 * colour), why it is not in its column's shipment (when it is not) and 'Escolher' (or 'Preferido' with
 * 'Desmarcar'; no 'Escolher' for a quote without a price). An expired quote is greyed.
 */
export function CompareCell({
  cell,
  productId,
  productName,
  supplierName,
  choiceFormId,
}: {
  cell: CompareCellView;
  productId: number;
  productName: string;
  supplierName: string;
  choiceFormId: string;
}) {
  return (
    <div
      className={clsx("flex h-full flex-col gap-1.5", cell.vencida && "text-slate-600")}
      data-testid="compare-cell"
      data-vencida={cell.vencida}
    >
      {cell.melhor || cell.maisRapido ? (
        <div className="flex flex-wrap gap-1">
          {cell.melhor ? (
            <Badge tone="success">
              <span data-testid="mark-melhor">Menor custo posto</span>
            </Badge>
          ) : null}
          {cell.maisRapido ? (
            <Badge tone="info">
              <span data-testid="mark-mais-rapido">Mais rápido</span>
            </Badge>
          ) : null}
        </div>
      ) : null}
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-2 gap-y-0.5 text-xs">
        <dt className="text-slate-600">USD</dt>
        <dd className="text-right whitespace-nowrap tabular-nums" data-testid="cell-usd">
          {formatMoney(cell.usd, "USD")}
        </dd>
        <dt className="text-slate-600">BRL</dt>
        <dd className="text-right whitespace-nowrap tabular-nums" data-testid="cell-brl">
          {formatMoney(cell.brl, "BRL")}
        </dd>
        <dt className="text-slate-600">Custo posto</dt>
        <dd
          className={clsx("text-right whitespace-nowrap tabular-nums", !cell.vencida && "font-semibold text-slate-900")}
          data-testid="cell-custo"
        >
          {cell.custoPosto === null ? "sem preço" : formatMoney(cell.custoPosto, "BRL")}
          {cell.incompleto && cell.custoPosto !== null ? (
            <abbr title="Sem cubagem e peso: o custo posto não inclui o frete" className="ml-0.5 no-underline">
              *
            </abbr>
          ) : null}
        </dd>
        {cell.incompleto && cell.custoPosto !== null ? (
          <dd className="col-span-2 text-right text-amber-900" data-testid="cell-nao-comparavel">
            {NOT_COMPARABLE}
          </dd>
        ) : null}
        {cell.custoLiquido !== null && cell.regime !== null ? (
          <>
            <dt className="text-slate-600">Líquido</dt>
            <dd
              className="text-right whitespace-nowrap tabular-nums"
              data-testid="cell-liquido"
              title="Custo posto líquido dos créditos do importador"
            >
              {formatMoney(cell.custoLiquido, "BRL")}
            </dd>
            <dd className="col-span-2 text-right text-slate-600" data-testid="cell-regime">
              {cell.regime}
            </dd>
          </>
        ) : null}
        <dt className="text-slate-600">Prazo</dt>
        <dd className="text-right whitespace-nowrap" data-testid="cell-prazo">
          {leadTimeText(cell.leadTime)}
        </dd>
      </dl>
      {cell.foraDoEmbarque ? (
        <p className="text-xs text-slate-600" data-testid="cell-fora-do-embarque">
          {cell.foraDoEmbarque}
        </p>
      ) : null}
      <div className="mt-auto flex flex-wrap items-center gap-1.5 pt-1">
        <QuoteValidityBadge validity={cell.validity} />
        {cell.preferido ? (
          <>
            <Badge tone="archive">
              <span data-testid="preferido">Preferido</span>
            </Badge>
            <button
              type="submit"
              form={choiceFormId}
              name="escolha"
              value={choiceValue(productId, null)}
              aria-label={`Desmarcar ${supplierName} como fornecedor preferido de ${productName}`}
              className={buttonClass("ghost", "px-2 py-0.5 text-xs")}
            >
              Desmarcar
            </button>
          </>
        ) : cell.custoPosto === null ? null : (
          // A quote without a price is no candidate: nothing to choose it for.
          <button
            type="submit"
            form={choiceFormId}
            name="escolha"
            value={choiceValue(productId, cell.supplierId)}
            aria-label={`Escolher ${supplierName} como fornecedor preferido de ${productName}`}
            className={buttonClass("secondary", "px-2 py-0.5 text-xs")}
          >
            Escolher
          </button>
        )}
      </div>
    </div>
  );
}
