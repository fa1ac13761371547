import type { SubmissionResult } from "@conform-to/react";
import { clsx } from "clsx";
import { Icon } from "#app/components/icon.tsx";
import { lazy, Suspense } from "react";
import { Form, href, Link } from "react-router";
import { formatMoney } from "#app/lib/format.ts";
import { formatDayBr } from "#contract/time/days.ts";
import { choiceValue } from "#app/lib/products/preferred-supplier.ts";
import { DETAIL_PARAMS, productHref, quoteRowAnchor, removeSupplierQuestion } from "#app/lib/products/detail-messages.ts";
import { RemoveMemberAction } from "#app/components/remove-member.tsx";
import type { QuoteRow } from "#app/lib/products/quotes.ts";
import { quoteTermsText } from "#app/lib/products/quote-terms-text.ts";
import { supplierCartonText } from "#app/lib/products/packing-text.ts";
import type { CustoPosto, QuoteHistoryEntry } from "#contract/products/products.ts";
import { QuoteValidityBadge } from "./quote-validity-badge";
import { KeepBackLink } from "#app/components/keep-back-link.tsx";
import { LandedCostDetails } from "./landed-cost-details";
import { Badge } from "#app/components/ui/badge.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";

// What a row opens is not part of the page's first load: its quote form (Conform, zod and the quote's schema), its
// history and its landed cost's breakdown. They are fetched once the browser is idle (`loadQuoteParts` in the card),
// and rendered by the server as any other part when the address opens them (`?cotacao=<id>`, `?historico=<id>`,
// `?custo=<id>`).
const loadQuoteForm = () => import("./quote-form");
const loadQuoteHistory = () => import("./quote-history");
const loadCostBreakdown = () => import("./landed-cost-breakdown");
const QuoteForm = lazy(loadQuoteForm);
const QuoteHistory = lazy(loadQuoteHistory);
const LandedCostBreakdown = lazy(loadCostBreakdown);
export const loadQuoteParts = () => Promise.all([loadQuoteForm(), loadQuoteHistory(), loadCostBreakdown()]);

const AMOUNTS = [
  { key: "usd", code: "USD" },
  { key: "brl", code: "BRL" },
  { key: "cny", code: "CNY" },
] as const;

/** The quote in the three currencies (converted on the server; the one the supplier priced in as given), two decimals each. */
function QuoteAmounts({ quote }: { quote: QuoteRow }) {
  const values = { usd: quote.cotacao, brl: quote.brl, cny: quote.cny };
  return (
    // Three columns when the row has room for them, else one line per currency (an amount never breaks).
    <dl className="mt-2 grid gap-1.5 @sm:grid-cols-3 @sm:gap-2">
      {AMOUNTS.map(({ key, code }) => (
        <div key={key} className="amount-tile">
          <dt>
            {code}
            {quote.dada_em === code ? <span className="font-normal"> · como cotado</span> : null}
          </dt>
          <dd data-testid={`quote-${key}`}>{formatMoney(values[key], code)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The quote's validity badge and terms, the supplier's carton, and the link that opens or closes its history (`?historico=<id>`). */
function QuoteTerms({ productId, quote, historyOpen }: { productId: number; quote: QuoteRow; historyOpen: boolean }) {
  const carton = supplierCartonText(quote);
  return (
    <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-700" data-testid="quote-terms">
      <QuoteValidityBadge validity={quote.validity} />
      {quoteTermsText(quote, false).map((text) => (
        <span key={text}>{text}</span>
      ))}
      {carton ? <span data-testid="quote-packing">{carton}</span> : null}
      <KeepBackLink
        // Back at the row, not at the top of the page (without JavaScript the browser scrolls to the anchor).
        to={`${historyOpen ? productHref(productId) : `?${DETAIL_PARAMS.history}=${quote.id}`}#${quoteRowAnchor(quote.id)}`}
        replace
        preventScrollReset
        aria-expanded={historyOpen}
        aria-label={`${historyOpen ? "Ocultar histórico" : "Histórico"} de ${quote.nome}`}
        className="inline-flex items-center gap-1 font-medium text-primary hover:underline"
      >
        <Icon name="rotate-ccw-clock" className="size-3.5" />
        {historyOpen ? "Ocultar histórico" : "Histórico"}
      </KeepBackLink>
    </div>
  );
}

/**
 * Marks the supplier as the product's preferred one, or clears that choice (ADR 0052): a plain POST,
 * so it works without JavaScript.
 */
function PreferredToggle({ productId, quote }: { productId: number; quote: QuoteRow }) {
  const preferred = quote.preferido;
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value="preferred" />
      <button
        type="submit"
        name="escolha"
        value={choiceValue(productId, preferred ? null : quote.id)}
        aria-label={`${preferred ? "Desmarcar" : "Marcar"} ${quote.nome} como fornecedor preferido`}
        title={preferred ? "Desmarcar preferido" : "Marcar como preferido"}
        className={buttonClass("ghost", "px-2 py-1.5")}
      >
        <Icon name="star" className={clsx("size-4", preferred && "fill-amber-400 text-amber-700")} />
      </button>
    </Form>
  );
}

/**
 * One supplier of the product: its name linking to the supplier, the quote in USD, BRL and CNY, its terms and
 * validity, its landed cost (its breakdown when opened), when the quote last changed, its history when opened, its
 * preferred mark, and its own edit (`?cotacao=<id>`, so it works the same without JavaScript) and remove. `locked`
 * while the product's own form is being edited: posting would drop what was typed there.
 */
export function QuoteItem({
  productId,
  quote,
  editing,
  locked,
  history,
  breakdown,
  lastResult,
}: {
  productId: number;
  quote: QuoteRow;
  editing: boolean;
  locked: boolean;
  /** The supplier's recorded quotes when its history is open. */
  history: QuoteHistoryEntry[] | null;
  /** Its landed cost's breakdown when open (`?custo=`). */
  breakdown: CustoPosto | null;
  /** The quote form's refused submission (a term the rules refuse), shown at its fields. */
  lastResult?: SubmissionResult<string[]>;
}) {
  const name = quote.nome;
  const view = (
    <>
      <QuoteAmounts quote={quote} />
      <QuoteTerms productId={productId} quote={quote} historyOpen={history !== null} />
      <LandedCostDetails productId={productId} supplierId={quote.id} supplier={name} cost={quote.custo_posto} open={breakdown !== null}>
        {breakdown ? (
          <Suspense fallback={null}>
            <LandedCostBreakdown cost={breakdown} supplier={name} />
          </Suspense>
        ) : null}
      </LandedCostDetails>
    </>
  );
  return (
    // Its anchor clears the sticky header: a link back to the row shows its name below it.
    <li id={quoteRowAnchor(quote.id)} className="@container scroll-mt-16 py-3" data-testid="product-supplier">
      <div className="flex flex-wrap items-start gap-x-3 gap-y-1">
        <div className="flex min-w-0 flex-1 flex-wrap items-center gap-2">
          <Link to={href("/suppliers/:id", { id: String(quote.id) })} className="font-medium break-words text-primary hover:underline">
            {name}
          </Link>
          {quote.lowest ? <Badge tone="success">Menor cotação</Badge> : null}
          {quote.preferido ? (
            <Badge tone="archive">
              <span data-testid="supplier-preferido">Preferido</span>
            </Badge>
          ) : null}
        </div>
        {editing || locked ? null : (
          <div className="flex shrink-0 items-center">
            <PreferredToggle productId={productId} quote={quote} />
            <KeepBackLink
              to={`?${DETAIL_PARAMS.quote}=${quote.id}`}
              replace
              preventScrollReset
              aria-label={`Editar cotação de ${name}`}
              title="Editar cotação"
              className={buttonClass("ghost", "px-2 py-1.5")}
            >
              <Icon name="pencil" className="size-4" />
            </KeepBackLink>
            <RemoveMemberAction
              member="supplier"
              id={quote.id}
              name={name}
              question={removeSupplierQuestion}
              noJsHref={`?${DETAIL_PARAMS.remove}=${quote.id}`}
            />
          </div>
        )}
      </div>
      {editing ? (
        // While the form's code is on its way, the row stays as it was.
        <Suspense fallback={view}>
          <QuoteForm quote={quote} lastResult={lastResult} />
        </Suspense>
      ) : (
        view
      )}
      <p className="mt-1.5 text-xs text-slate-600" data-testid="quote-date">
        Cotação atualizada em {formatDayBr(quote.atualizado_em)}
      </p>
      {history && !editing ? (
        <Suspense fallback={null}>
          <QuoteHistory rows={history} supplier={quote.nome} />
        </Suspense>
      ) : null}
    </li>
  );
}
