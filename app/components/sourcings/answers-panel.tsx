import type { ReactNode } from "react";
import { useId } from "react";
import { PanelToggleLink } from "#app/components/panel-toggle-link.tsx";
import type { RfqMatrix } from "#contract/rfq/rfq-matrix.ts";
import type { RfqStatus } from "#contract/rfq/rfq.ts";

/** `?respostas=1`: the answers are shown (docs/decisions/0069-lean-pages.md); the panel's anchor has the same name. */
export const ANSWERS_PARAM = "respostas";
const ANSWERS_PANEL_ID = "respostas";

/** How many of the sourcing's suppliers were asked for a quote, and how many of them answered. */
export interface RfqCounts {
  asked: number;
  answered: number;
}
const NO_REQUESTS: RfqCounts = { asked: 0, answered: 0 };

/** The counts of the panel's line, from every supplier's request (the page carries only the shown entries' own). */
export function rfqCountsOf(rfqs: RfqStatus[]): RfqCounts {
  const asked = rfqs.filter((status) => status.situacao !== "nao_pedido");
  return { asked: asked.length, answered: asked.filter((status) => status.revisao !== null).length };
}

/**
 * The 'Respostas' panel of the sourcing page: its heading, what it holds and the link that shows or hides the answers.
 * The table grows with products × suppliers (about 1 KB a cell), so it is shown when asked (`?respostas=1`, a link
 * that works without JavaScript): `answers` undefined, the panel says only how many of the suppliers asked have
 * answered (`counts`); null, that they could not be read. Shown, `table` draws them (answers-matrix.tsx, its heading
 * named by `headingId`): its code is not part of the page's first load, as the answers are not part of its first data
 * (ADR 0069).
 */
export function AnswersPanel({
  answers,
  counts = NO_REQUESTS,
  table,
}: {
  answers: RfqMatrix | null | undefined;
  counts?: RfqCounts;
  table?: (answers: RfqMatrix, headingId: string) => ReactNode;
}) {
  const headingId = useId();
  const { asked, answered } = counts;
  return (
    <section
      id={ANSWERS_PANEL_ID}
      aria-labelledby={headingId}
      data-testid="answers-panel"
      className="@container/data-table-md scroll-mt-16 rounded-xl border border-border bg-white shadow-sm lg:col-span-2"
    >
      <header className="flex items-start justify-between gap-3 border-b border-border px-5 py-3">
        <div>
          <h2 id={headingId} className="text-base font-semibold text-slate-900">
            Respostas
          </h2>
          <p className="mt-0.5 text-sm text-slate-600">
            {answers === undefined
              ? `Suppliers que responderam: ${answered} de ${asked}.`
              : "A cotação atual de cada supplier e a última revisão enviada; custo posto com o câmbio e os parâmetros de hoje."}
          </p>
        </div>
        <PanelToggleLink
          param={ANSWERS_PARAM}
          shown={answers !== undefined}
          anchor={ANSWERS_PANEL_ID}
          labels={{ show: "Mostrar respostas", hide: "Ocultar respostas" }}
          className="shrink-0"
        />
      </header>
      {answers === null ? (
        <p className="px-5 py-3 text-sm text-destructive">Não foi possível carregar as respostas deste sourcing.</p>
      ) : answers === undefined ? null : (
        table?.(answers, headingId)
      )}
    </section>
  );
}
