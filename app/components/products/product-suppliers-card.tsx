import type { SubmissionResult } from "@conform-to/react";
import { useIdlePrefetch } from "#app/hooks/use-idle-prefetch.ts";
import { type PickerSearch, SUPPLIER_PICKER } from "#app/lib/pickers/kinds.ts";
import type { OpenBreakdown, QuoteRow } from "#app/lib/products/quotes.ts";
import type { QuoteHistoryEntry, RatesReply } from "#contract/products/products.ts";
import { PickerBar, PickerSearchResults } from "#app/components/record-picker.tsx";
import { Card } from "#app/components/ui/field.tsx";
import { ExchangeRates } from "./exchange-rates";
import { loadQuoteParts, QuoteItem } from "./quote-item";
import { ClearanceDayForm } from "./clearance-day-form";

const SUPPLIERS_CARD_TITLE = "Suppliers disponíveis";
const PICKER_PLACEHOLDER = "Buscar fornecedor por nome";

/**
 * The product's suppliers (specification §2): the server-searched picker offering only suppliers not linked
 * yet, then one row per supplier with its quote in USD, BRL and CNY, its terms and validity, its landed cost, its
 * breakdown and its history when opened, then the rates used. Adding, removing
 * and requoting each save the whole product at once. While the product's own form is being edited
 * (`locked`) the card only shows: a post from here would drop what was typed there.
 */
export function ProductSuppliersCard({
  productId,
  quotes,
  history,
  breakdown,
  rates,
  clearance,
  search,
  editingQuote,
  quoteResult,
  locked,
}: {
  productId: number;
  quotes: QuoteRow[];
  /** The one supplier whose history is open (`?historico=`), with its rows. */
  history: { supplierId: number; rows: QuoteHistoryEntry[] } | null;
  /** The one supplier whose landed-cost breakdown is open (`?custo=`), with it. */
  breakdown: OpenBreakdown | null;
  rates: RatesReply;
  /** The clearance day the buyer chose (`?desembaraco=`), or null: each quote's expected one. */
  clearance: string | null;
  search: PickerSearch | null;
  /** The supplier whose quote is being edited, if any. */
  editingQuote: number | null;
  /** The edited quote's refused submission, shown at its fields. */
  quoteResult?: SubmissionResult<string[]>;
  locked: boolean;
}) {
  useIdlePrefetch(loadQuoteParts);
  return (
    <Card title={SUPPLIERS_CARD_TITLE} id="suppliers" className="scroll-mt-16">
      <PickerBar
        kind={SUPPLIER_PICKER}
        owner={{ kind: "product", id: productId }}
        placeholder={PICKER_PLACEHOLDER}
        linkedKey={quotes.map((quote) => quote.id).join(",")}
        search={locked ? null : search}
        disabled={locked}
      />
      {locked ? (
        <p className="mt-2 text-xs text-slate-600">Salve ou cancele a edição do produto para alterar os suppliers.</p>
      ) : search ? (
        <div className="mt-3">
          <PickerSearchResults kind={SUPPLIER_PICKER} search={search} />
        </div>
      ) : null}
      {quotes.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">Nenhum supplier adicionado.</p>
      ) : (
        <ul className="mt-2 divide-y divide-border" aria-label="Suppliers do produto">
          {quotes.map((quote) => (
            <QuoteItem
              key={quote.id}
              productId={productId}
              quote={quote}
              editing={!locked && editingQuote === quote.id}
              locked={locked}
              history={history?.supplierId === quote.id ? history.rows : null}
              breakdown={breakdown?.supplierId === quote.id ? breakdown.breakdown : null}
              lastResult={editingQuote === quote.id ? quoteResult : undefined}
            />
          ))}
        </ul>
      )}
      {quotes.some((quote) => quote.custo_posto?.regime) ? <ClearanceDayForm clearance={clearance} /> : null}
      <ExchangeRates rates={rates} />
    </Card>
  );
}
