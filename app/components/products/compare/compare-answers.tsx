import { formatMoney, formatRate } from "#app/lib/format.ts";
import type { CompareView } from "#app/lib/products/compare.ts";
import { SHIPMENT_NOTE } from "#app/lib/products/shipment-text.ts";

/**
 * The two answers of the comparison, from the API: 'Melhor fornecedor único' (the supplier quoting every product
 * with a quantity, with the lowest total) and 'Melhor por item' (each product bought where it lands cheapest).
 */
export function CompareAnswers({ view }: { view: CompareView }) {
  return (
    <section aria-label="Respostas da comparação" className="mt-6 grid gap-4 md:grid-cols-2">
      <div className="rounded-xl border border-border bg-white p-4 shadow-sm" data-testid="melhor-unico">
        <h2 className="text-base font-semibold text-slate-900">Melhor fornecedor único</h2>
        {view.melhorUnico ? (
          <p className="mt-2 text-sm text-slate-800">
            <strong className="font-semibold">{view.melhorUnico.nome}</strong>:{" "}
            <span className="font-semibold whitespace-nowrap tabular-nums">{formatMoney(view.melhorUnico.totalBrl, "BRL")}</span>
          </p>
        ) : (
          <p className="mt-2 text-sm text-slate-800">Nenhum fornecedor cota todos os produtos com quantidade.</p>
        )}
        <p className="mt-1 text-xs text-slate-600">
          O fornecedor que cota todos os produtos, com o menor total de quantidade × custo posto.
        </p>
      </div>
      <div className="rounded-xl border border-border bg-white p-4 shadow-sm" data-testid="melhor-por-item">
        <h2 className="text-base font-semibold text-slate-900">Melhor por item</h2>
        <p className="mt-2 text-sm font-semibold text-slate-800 tabular-nums">{formatMoney(view.melhorPorItemBrl, "BRL")}</p>
        <p className="mt-1 text-xs text-slate-600">
          A soma do menor custo posto de cada produto × a quantidade, comprando cada um de quem o cota mais barato.
        </p>
        {view.semCotacao.length > 0 ? (
          <p className="mt-2 text-xs text-amber-900" data-testid="sem-cotacao">
            Sem cotação válida e comparável (fora das duas respostas): {view.semCotacao.join(", ")}.
          </p>
        ) : null}
      </div>
      <p className="text-xs text-slate-600 md:col-span-2">
        Custo posto: estimativa por unidade, ao câmbio de {formatRate(view.usdBrl)} e com os parâmetros de importação em vigor. * produto
        sem cubagem e peso: o custo posto não inclui o frete e não concorre ao menor custo posto nem ao melhor fornecedor único. Sem
        quantidade, cada produto tem o custo posto da sua página e conta 1 unidade no total. {SHIPMENT_NOTE}
      </p>
    </section>
  );
}
