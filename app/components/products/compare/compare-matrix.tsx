import { clsx } from "clsx";
import { href, Link } from "react-router";
import { formatInput, formatMoney } from "#app/lib/format.ts";
import type { CompareView } from "#app/lib/products/compare.ts";
import type { CompareState } from "#app/lib/products/compare-params.ts";
import { NOT_COMPARABLE } from "#app/lib/products/packing-text.ts";
import { NO_SHIPMENT } from "#app/lib/products/shipment-text.ts";
import { quantityParam } from "#contract/landed-cost/compare-params.ts";
import { Badge } from "#app/components/ui/badge.tsx";
import { inputClass } from "#app/components/ui/field.tsx";
import { CompareCell } from "./compare-cell";

// The product column stays in view while the suppliers scroll sideways: narrow on a phone, wider on a desk.
const STICKY = "sticky left-0 w-36 min-w-36 border-r border-border sm:w-56 sm:min-w-56";
const CELL = "min-w-44 border-b border-border p-2.5 align-top";

/**
 * The matrix: products as rows, the suppliers quoting at least one of them as columns, a quote per cell, then each
 * supplier's shipment (what ships, how, its freight) and total. Only this box scrolls sideways (a focusable region,
 * so the keyboard can scroll it too); the page itself never does.
 */
export function CompareMatrix({
  view,
  given,
  refused,
  formId,
  choiceFormId,
}: {
  view: CompareView;
  /** The quantities typed (the inputs start from them; empty: 1). */
  given: Record<number, number>;
  /** The quantities refused, as typed, with their message (shown under the field). */
  refused: CompareState["invalidas"];
  formId: string;
  choiceFormId: string;
}) {
  return (
    <div
      role="region"
      aria-label="Matriz de comparação"
      tabIndex={0}
      // `relative`: the visually hidden texts (absolutely positioned) then belong to this box and scroll with it,
      // instead of widening the page.
      className="relative max-w-full overflow-x-auto rounded-xl border border-border bg-white shadow-sm focus-visible:ring-2 focus-visible:ring-primary/40 focus-visible:outline-none"
      data-testid="compare-matrix"
    >
      <table className="w-full border-separate border-spacing-0 text-left text-sm">
        <caption className="sr-only">Cotações dos produtos por fornecedor, com o custo posto, a validade e o prazo</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className={clsx(STICKY, "z-20 border-b bg-slate-50 px-3 py-2.5 font-semibold")}>
              Produto
            </th>
            {view.columns.map((column) => (
              <th key={column.id} scope="col" className={clsx(CELL, "py-2.5 font-semibold")}>
                <Link to={href("/suppliers/:id", { id: String(column.id) })} className="break-words text-primary hover:underline">
                  {column.nome}
                </Link>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {view.rows.map((row) => {
            const bad = refused[row.id];
            const errorId = `qtd-erro-${row.id}`;
            return (
              <tr key={row.id} data-testid="compare-row">
                <th scope="row" className={clsx(STICKY, "z-10 border-b bg-white px-3 py-2.5 align-top font-normal")}>
                  <Link to={href("/products/:id", { id: String(row.id) })} className="font-medium break-words text-primary hover:underline">
                    {row.nome}
                  </Link>
                  <label className="mt-2 flex flex-col gap-1 text-xs text-slate-700">
                    Quantidade
                    <input
                      key={given[row.id] ?? bad?.texto ?? ""}
                      type="text"
                      name={quantityParam(row.id)}
                      form={formId}
                      inputMode="numeric"
                      autoComplete="off"
                      placeholder="1"
                      defaultValue={bad ? bad.texto : formatInput(given[row.id], 0)}
                      aria-invalid={bad ? true : undefined}
                      aria-describedby={bad ? errorId : undefined}
                      className={clsx(inputClass, "w-full max-w-32 px-2 py-1", bad && "border-red-500")}
                    />
                  </label>
                  {bad ? (
                    <p id={errorId} role="alert" className="mt-1 text-xs text-red-700" data-testid="compare-quantity-error">
                      {bad.mensagem}
                    </p>
                  ) : null}
                </th>
                {row.cells.map((cell, index) => {
                  const column = view.columns[index];
                  return (
                    <td key={column?.id ?? index} className={clsx(CELL, cell?.vencida ? "bg-slate-100" : cell?.melhor && "bg-green-50")}>
                      {cell && column ? (
                        <CompareCell
                          cell={cell}
                          productId={row.id}
                          productName={row.nome}
                          supplierName={column.nome}
                          choiceFormId={choiceFormId}
                        />
                      ) : (
                        <span className="text-slate-600">
                          <span aria-hidden>—</span>
                          <span className="sr-only">Sem cotação</span>
                        </span>
                      )}
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
        <tfoot className="bg-slate-50">
          <tr>
            <th scope="row" className={clsx(STICKY, "z-10 border-b bg-slate-50 px-3 py-2.5 align-top font-semibold")}>
              Embarque
              <span className="block text-xs font-normal text-slate-600">as cotações com frete do comprador viajam juntas</span>
            </th>
            {view.columns.map((column) => (
              <td key={column.id} className="border-b border-border p-2.5 align-top text-xs text-slate-700" data-testid="compare-shipment">
                {column.embarque ? (
                  <>
                    <span className="block" data-testid="shipment-load">
                      {column.embarque.carga.map((part, index) => (
                        <span key={part}>
                          {index > 0 ? " · " : ""}
                          <span className="whitespace-nowrap">{part}</span>
                        </span>
                      ))}
                    </span>
                    <span className="mt-0.5 block text-sm font-semibold text-slate-900" data-testid="shipment-mode">
                      {column.embarque.modo}
                    </span>
                    <span className="block tabular-nums" data-testid="shipment-freight">
                      {column.embarque.frete}
                    </span>
                    <span className="mt-0.5 block text-slate-600" data-testid="shipment-basis">
                      {column.embarque.base}
                    </span>
                  </>
                ) : (
                  <span className="text-slate-600">{NO_SHIPMENT}</span>
                )}
              </td>
            ))}
          </tr>
          <tr>
            <th scope="row" className={clsx(STICKY, "z-10 bg-slate-50 px-3 py-2.5 align-top font-semibold")}>
              Total
              <span className="block text-xs font-normal text-slate-600">quantidade × custo posto</span>
            </th>
            {view.columns.map((column) => (
              <td key={column.id} className="p-2.5 align-top" data-testid="compare-total">
                <span className="block font-semibold whitespace-nowrap text-slate-900 tabular-nums">
                  {formatMoney(column.totalBrl, "BRL")}
                </span>
                {column.completo ? null : <span className="block text-xs text-slate-600">incompleto: não cota todos</span>}
                {column.comparavel ? null : (
                  <span className="block text-xs text-amber-900" data-testid="total-nao-comparavel">
                    {NOT_COMPARABLE}
                  </span>
                )}
                {column.melhorUnico ? (
                  <Badge tone="success" className="mt-1">
                    Melhor fornecedor único
                  </Badge>
                ) : null}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
