import { clsx } from "clsx";
import { href, Link } from "react-router";
import { formatFileSize, formatMoney, formatQuantity } from "#app/lib/format.ts";
import { originalPriceText } from "#app/lib/products/original-price.ts";
import { NOT_COMPARABLE } from "#app/lib/products/packing-text.ts";
import { quoteTermsText } from "#app/lib/products/quote-terms-text.ts";
import { quoteValidity } from "#contract/quotes/quote-terms.ts";
import type { RfqMatrix, RfqMatrixCell, RfqMatrixSupplier } from "#contract/rfq/rfq-matrix.ts";
import { QuoteValidityBadge } from "#app/components/products/quote-validity-badge.tsx";
import { Badge } from "#app/components/ui/badge.tsx";

const revisionText = (supplier: RfqMatrixSupplier) => (supplier.revisao === null ? "Sem resposta" : `Revisão ${supplier.revisao}`);

/** The cells of each item in the suppliers' order (the reply lists them so; looked up by pair all the same). */
function rowsOf(matrix: RfqMatrix) {
  const cells = new Map(matrix.celulas.map((cell) => [`${cell.id_product}:${cell.id_supplier}`, cell]));
  return matrix.itens.map((item) => ({
    item,
    cells: matrix.suppliers.map((supplier) => ({ supplier, cell: cells.get(`${item.id_product}:${supplier.id_supplier}`) })),
  }));
}

/**
 * The suppliers' answers on the sourcing page: its products as rows, the suppliers asked as columns (name and latest
 * revision), each cell the supplier's current quote (USD, the original currency, the landed cost, terms, validity,
 * remarks, 'Melhor custo posto' on the lowest) or 'Não ofertado' / 'Sem resposta'. One markup for every width: a
 * table that wraps its text within the page (up to four suppliers at 1280 px), and below 48rem of its own width (the
 * data tables' `stacked:` variant) one card per product listing each supplier's cell under its name. It goes in the
 * 'Respostas' panel (answers-panel.tsx), whose heading `headingId` names. `today` (YYYY-MM-DD, São Paulo) sets the
 * validity badges.
 */
export function AnswersTable({ answers, headingId, today }: { answers: RfqMatrix; headingId: string; today: string }) {
  return (
    <div className="p-3">
      <table aria-labelledby={headingId} className="w-full table-fixed border-separate border-spacing-0 text-left text-xs stacked:block">
        <thead className="text-slate-700 stacked:hidden">
          <tr>
            <th scope="col" className="w-[20%] rounded-tl-lg border-b border-border bg-slate-50 px-2.5 py-2 align-bottom font-semibold">
              Produto
            </th>
            {answers.suppliers.map((supplier) => (
              <th
                key={supplier.id_supplier}
                scope="col"
                className="border-b border-border bg-slate-50 px-2 py-2 align-bottom font-semibold last:rounded-tr-lg"
                data-testid="answers-supplier"
              >
                <Link
                  to={href("/suppliers/:id", { id: String(supplier.id_supplier) })}
                  className="text-sm break-words text-primary hover:underline"
                >
                  {supplier.nome}
                </Link>
                <span className="block font-normal text-slate-600">{revisionText(supplier)}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="stacked:flex stacked:flex-col stacked:gap-3">
          {rowsOf(answers).map(({ item, cells }) => (
            <tr
              key={item.id_product}
              data-testid="answers-row"
              className="stacked:block stacked:rounded-lg stacked:border stacked:border-border"
            >
              <th
                scope="row"
                className="border-b border-border px-2.5 py-2.5 align-top font-normal stacked:block stacked:rounded-t-lg stacked:bg-slate-50"
              >
                <Link
                  to={href("/products/:id", { id: String(item.id_product) })}
                  className="text-sm font-medium break-words text-primary hover:underline"
                >
                  {item.nome}
                </Link>
                <span className="mt-0.5 block text-slate-600">
                  Qtd. {formatQuantity(item.quantidade)} · {item.incoterm}
                </span>
              </th>
              {cells.map(({ supplier, cell }) => (
                <td
                  key={supplier.id_supplier}
                  className={clsx(
                    "border-b border-l border-border px-2 py-2.5 align-top break-words stacked:block stacked:border-l-0 stacked:px-2.5 stacked:last:border-b-0",
                    cell?.situacao === "cotado" && cell.melhor && "bg-green-50",
                  )}
                >
                  {/* The column's header, which the stacked card no longer shows ('Sem resposta' the cell says). */}
                  <p className="mb-1 hidden text-sm font-semibold text-slate-900 stacked:block">
                    {supplier.nome}
                    {supplier.revisao === null ? null : <span className="font-normal text-slate-600"> · {revisionText(supplier)}</span>}
                  </p>
                  <AnswerCell cell={cell} today={today} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <AttachedFiles suppliers={answers.suppliers} />
    </div>
  );
}

/** The files each supplier attached to its answer, to download (a signed link that keeps the file's name). */
function AttachedFiles({ suppliers }: { suppliers: RfqMatrixSupplier[] }) {
  const attached = suppliers.filter((supplier) => supplier.anexos.length > 0);
  if (attached.length === 0) return null;
  return (
    <div className="mt-3 px-2 text-sm" data-testid="answers-files">
      <h3 className="font-semibold text-slate-900">Anexos dos suppliers</h3>
      <ul className="mt-1 flex flex-col gap-1">
        {attached.map((supplier) => (
          <li key={supplier.id_supplier} className="break-words">
            <span className="font-medium text-slate-800">{supplier.nome}:</span>{" "}
            {supplier.anexos.map((file, at) => (
              <span key={file.id}>
                {at > 0 ? " · " : null}
                <a href={file.url} download={file.nome} className="text-primary underline hover:no-underline">
                  {file.nome}
                </a>{" "}
                <span className="text-slate-600">({formatFileSize(file.tamanho)})</span>
              </span>
            ))}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The supplier's remarks, as plain text (React escapes it): the line breaks it typed kept. */
function Remarks({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <p className="break-words whitespace-pre-line text-slate-700 italic" data-testid="answer-remarks">
      <span className="sr-only">Observações: </span>
      {text}
    </p>
  );
}

/** One supplier's answer for one product; an expired quote is greyed. */
function AnswerCell({ cell, today }: { cell: RfqMatrixCell | undefined; today: string }) {
  if (!cell || cell.situacao === "sem_resposta") {
    return (
      <p className="text-slate-600" data-testid="answer-cell" data-situacao="sem_resposta">
        Sem resposta
      </p>
    );
  }
  if (cell.situacao === "nao_ofertado") {
    return (
      <div className="flex flex-col gap-1" data-testid="answer-cell" data-situacao="nao_ofertado">
        <p className="font-medium text-slate-700">Não ofertado</p>
        <Remarks text={cell.observacoes} />
      </div>
    );
  }
  // The terms the supplier gave: 'MOQ 1.000 · Entrega 35 dias · CIF'.
  const terms = quoteTermsText(cell, false, true);
  return (
    <div className={clsx("flex flex-col gap-1", cell.vencida && "text-slate-600")} data-testid="answer-cell" data-situacao="cotado">
      {cell.melhor ? (
        <Badge tone="success" className="self-start">
          <span data-testid="mark-melhor">Melhor custo posto</span>
        </Badge>
      ) : null}
      <p
        className={clsx("text-sm font-semibold whitespace-nowrap tabular-nums", !cell.vencida && "text-slate-900")}
        data-testid="answer-usd"
      >
        {formatMoney(cell.cotacao, "USD")}
      </p>
      {cell.original ? <p className="text-slate-600">{originalPriceText(cell.original)}</p> : null}
      <p data-testid="answer-custo">
        {cell.custo_posto_brl === null ? (
          "Custo posto: sem preço"
        ) : (
          <>
            Custo posto <span className="font-semibold whitespace-nowrap tabular-nums">{formatMoney(cell.custo_posto_brl, "BRL")}</span>
            {cell.custo_posto_incompleto ? <span className="block text-amber-900">{NOT_COMPARABLE}</span> : null}
          </>
        )}
      </p>
      {terms.length ? <p data-testid="answer-terms">{terms.join(" · ")}</p> : null}
      {cell.valida_ate ? (
        <div>
          <QuoteValidityBadge validity={quoteValidity(cell.valida_ate, today)} />
        </div>
      ) : null}
      <Remarks text={cell.observacoes} />
    </div>
  );
}
