import { Trash2 } from "lucide-react";
import { useId } from "react";
import { Form, href, Link } from "react-router";
import { useHydrated } from "~/hooks/use-hydrated";
import { notaInputValue } from "~/lib/forms/sourcing";
import { formatGrade } from "~/lib/format";
import type { PickerSupplier } from "~/lib/supplier-picker.server";
import { LINK_STATUSES } from "../../../contract/link-statuses";
import type { SourcingSupplierLink } from "../../../contract/suppliers";
import { ConfirmAction } from "../confirm-action";
import { LinkStatusSelect } from "../link-status-select";
import { buttonClass } from "../ui/button";
import { LinkGradeDialog } from "./link-grade-form";
import { AddButton, InitialStatusSelect, PICKER_EMPTY, SupplierPicker, SupplierSearchForm } from "./supplier-picker";

export const REMOVE_LINK_TITLE = "Remover supplier";
export const removeLinkQuestion = (name: string) => `Deseja remover ${name} deste sourcing?`;

/** The no-JavaScript search (`?buscar=`) and its matches, when there is one. */
export interface PanelSearch {
  query: string;
  results: PickerSupplier[];
}

/**
 * The suppliers of the sourcing (spec section 2): a 400 px card that scrolls under a sticky header holding
 * the picker, one entry per linked supplier with its status, grade and justification.
 */
export function SuppliersPanel({
  sourcingId,
  links,
  failed,
  search,
}: {
  sourcingId: number;
  links: SourcingSupplierLink[];
  failed: boolean;
  search: PanelSearch | null;
}) {
  const headingId = useId();
  const hydrated = useHydrated();
  // A new set of links (one added or removed) starts the picker afresh, without the supplier just added.
  const linkedKey = links.map((link) => link.id_supplier).join(",");
  return (
    <section
      aria-labelledby={headingId}
      tabIndex={0}
      data-testid="suppliers-panel"
      className="relative h-[400px] overflow-y-auto rounded-xl border border-border bg-white shadow-sm"
    >
      <header className="sticky top-0 z-10 flex flex-col gap-3 border-b border-border bg-white px-5 py-3">
        <h2 id={headingId} className="text-base font-semibold text-slate-900">
          Suppliers
        </h2>
        {hydrated ? <SupplierPicker key={linkedKey} sourcingId={sourcingId} /> : <SupplierSearchForm query={search?.query ?? ""} />}
      </header>
      <div className="px-5 py-3">
        {search ? <SearchResults search={search} /> : null}
        {failed ? (
          <p className="py-2 text-sm text-destructive">Não foi possível carregar os suppliers deste sourcing.</p>
        ) : links.length === 0 ? (
          <p className="py-2 text-sm text-slate-600">Nenhum supplier adicionado.</p>
        ) : (
          <ul className="divide-y divide-border" aria-label="Suppliers do sourcing">
            {links.map((link) => (
              <LinkEntry key={link.id_supplier} link={link} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

/** The matches of the no-JavaScript search, as radio buttons with the initial status and '+ Adicionar'. */
function SearchResults({ search }: { search: PanelSearch }) {
  return (
    <Form method="post" replace preventScrollReset className="mb-3 rounded-lg border border-blue-200 bg-blue-50/60 p-3" data-testid="supplier-search-results">
      <input type="hidden" name="intent" value="add-supplier" />
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">Resultados para “{search.query}”</legend>
        {search.results.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">{PICKER_EMPTY}</p>
        ) : (
          <div className="mt-2 flex flex-col gap-1">
            {search.results.map((supplier) => (
              <label key={supplier.id} className="flex cursor-pointer items-center gap-2 text-sm text-slate-900">
                <input type="radio" name="id_supplier" value={supplier.id} required className="size-4 accent-primary" />
                {supplier.nome}
              </label>
            ))}
          </div>
        )}
      </fieldset>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        {search.results.length > 0 ? (
          <>
            <InitialStatusSelect id="search-link-status" />
            <AddButton />
          </>
        ) : null}
        <Link to="." replace preventScrollReset className={buttonClass("ghost", "py-1.5")}>
          Limpar busca
        </Link>
      </div>
    </Form>
  );
}

function LinkEntry({ link }: { link: SourcingSupplierLink }) {
  const name = link.supplier_nome;
  return (
    <li className="flex items-start gap-3 py-3" data-testid="supplier-link">
      <div className="min-w-0 flex-1">
        <Link to={href("/suppliers/:id", { id: String(link.id_supplier) })} className="font-medium break-words text-primary hover:underline">
          {name}
        </Link>
        <LinkStatusSelect
          id={`link-status-${link.id_supplier}`}
          label={`Status de ${name}`}
          current={link.status}
          statuses={LINK_STATUSES}
          fields={{ intent: "link-status", id_supplier: String(link.id_supplier), nota: notaInputValue(link.nota), justificativa: link.justificativa }}
          ask={(question) => <LinkGradeDialog key={question.status} link={link} ask={question} />}
          className="mt-2"
        />
        <p className="mt-1.5 text-sm break-words text-slate-600 italic" data-testid="link-justificativa">
          {link.justificativa || "Sem justificativa."}
        </p>
      </div>
      <p
        className="flex size-14 shrink-0 items-center justify-center rounded-lg border border-border bg-slate-50 text-xl font-semibold text-slate-900"
        data-testid="link-nota"
      >
        <span className="sr-only">Nota </span>
        {formatGrade(link.nota)}
      </p>
      <ConfirmAction
        title={REMOVE_LINK_TITLE}
        message={removeLinkQuestion(name)}
        fields={{ intent: "remove-supplier", id_supplier: String(link.id_supplier) }}
        confirmLabel="Remover"
        noJsHref={`?remover=${link.id_supplier}`}
        triggerLabel={`Remover ${name}`}
        triggerClassName={buttonClass("ghost", "px-2 py-1.5 text-destructive")}
        trigger={<Trash2 aria-hidden className="size-4" />}
      />
    </li>
  );
}
