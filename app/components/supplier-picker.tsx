import { Search } from "lucide-react";
import { lazy, type ReactNode, Suspense } from "react";
import { Form, Link } from "react-router";
import { ClientOnly } from "remix-utils/client-only";
import { PICKER_EMPTY, type PickerOwner, type PickerSearch } from "~/lib/suppliers/picker";
import { Button, buttonClass } from "./ui/button";
import { inputClass } from "./ui/field";

/** Every picker posts this intent with `id_supplier` (plus what its `extra` controls add). */
export const ADD_INTENT = "add-supplier";

export function AddButton({ disabled }: { disabled?: boolean }) {
  return (
    <Button type="submit" disabled={disabled} className="shrink-0 py-1.5">
      + Adicionar
    </Button>
  );
}

export interface PickerProps {
  owner: PickerOwner;
  placeholder: string;
  /** Controls sent with the chosen supplier, beside '+ Adicionar' (the sourcing's initial status). */
  extra?: ReactNode;
  /** The whole picker is off (the product page while its own form is being edited). */
  disabled?: boolean;
}

/** Without JavaScript: a GET search inside the card; the matches are listed below it (`?buscar=`). */
function SupplierSearchForm({ query, placeholder, disabled }: { query: string; placeholder: string; disabled?: boolean }) {
  return (
    <Form method="get" role="search" replace preventScrollReset className="flex flex-wrap items-center gap-2">
      <label htmlFor="buscar-supplier" className="sr-only">
        {placeholder}
      </label>
      <input
        id="buscar-supplier"
        type="search"
        name="buscar"
        defaultValue={query}
        placeholder={placeholder}
        disabled={disabled}
        className={`${inputClass} min-w-48 flex-1 py-1.5`}
      />
      <button type="submit" disabled={disabled} className={buttonClass("secondary", "py-1.5")}>
        <Search aria-hidden className="size-4" /> Buscar
      </button>
    </Form>
  );
}

const SupplierCombobox = lazy(() => import("./supplier-combobox"));

/**
 * The picker of a card: the combobox with JavaScript, the GET search without it (and while the combobox's code
 * is on its way: it is not part of the page's first load). A new set of linked suppliers (`linkedKey`) starts
 * the combobox afresh, without the supplier just added.
 */
export function SupplierPickerBar({ linkedKey, search, ...props }: PickerProps & { linkedKey: string; search: PickerSearch | null }) {
  const searchForm = <SupplierSearchForm query={search?.query ?? ""} placeholder={props.placeholder} disabled={props.disabled} />;
  return (
    <ClientOnly fallback={searchForm}>
      {() => (
        <Suspense fallback={searchForm}>
          <SupplierCombobox key={linkedKey} {...props} />
        </Suspense>
      )}
    </ClientOnly>
  );
}

/** The matches of the no-JavaScript search, as radio buttons with the `extra` controls and '+ Adicionar'. */
export function SupplierSearchResults({ search, extra }: { search: PickerSearch; extra?: ReactNode }) {
  return (
    <Form
      method="post"
      replace
      preventScrollReset
      className="mb-3 rounded-lg border border-blue-200 bg-blue-50/60 p-3"
      data-testid="supplier-search-results"
    >
      <input type="hidden" name="intent" value={ADD_INTENT} />
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
            {extra}
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
