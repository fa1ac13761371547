import { Icon } from "./icon";
import { type ReactNode, useState } from "react";
import { Form, Link } from "react-router";
import type { PickerKind, PickerSearch } from "#app/lib/pickers/kinds.ts";
import { buttonClass } from "./ui/button";
import { inputClass } from "./ui/field";
import { type Kept, UpgradedControl } from "./upgraded-control";
import { AddButton, type PickerProps } from "./record-picker-parts";

/** Without JavaScript: a GET search inside the card; the matches are listed below it (`?buscar=`, `?buscar_produto=`). */
function PickerSearchForm({
  kind,
  query,
  placeholder,
  disabled,
}: {
  kind: PickerKind;
  query: string;
  placeholder: string;
  disabled?: boolean;
}) {
  const id = `buscar-${kind.noun}`;
  return (
    <Form method="get" role="search" replace preventScrollReset className="flex flex-wrap items-center gap-2">
      <label htmlFor={id} className="sr-only">
        {placeholder}
      </label>
      <input
        id={id}
        type="search"
        name={kind.param}
        defaultValue={query}
        placeholder={placeholder}
        disabled={disabled}
        className={`${inputClass} min-w-48 flex-1 py-1.5`}
      />
      <button type="submit" disabled={disabled} className={buttonClass("secondary", "py-1.5")}>
        <Icon name="search" className="size-4" /> Buscar
      </button>
    </Form>
  );
}

const loadCombobox = () => import("./record-combobox");

/**
 * The picker of a card: the combobox with JavaScript, the GET search without it (and while the combobox's code
 * is on its way: it is not part of the page's first load). What was typed in the search meanwhile is the
 * combobox's first query. A new set of linked records (`linkedKey`) starts the combobox afresh, without the
 * record just added (nor the text typed before it).
 */
export function PickerBar({ linkedKey, search, ...props }: PickerProps & { linkedKey: string; search: PickerSearch | null }) {
  const [firstKey] = useState(linkedKey);
  return (
    <UpgradedControl
      load={loadCombobox}
      plain={<PickerSearchForm kind={props.kind} query={search?.query ?? ""} placeholder={props.placeholder} disabled={props.disabled} />}
    >
      {(RecordCombobox, kept: Kept | null) => <RecordCombobox key={linkedKey} {...props} kept={linkedKey === firstKey ? kept : null} />}
    </UpgradedControl>
  );
}

/** The matches of the no-JavaScript search, as radio buttons with the `extra` controls and '+ Adicionar'. */
export function PickerSearchResults({ kind, search, extra }: { kind: PickerKind; search: PickerSearch; extra?: ReactNode }) {
  return (
    <Form
      method="post"
      replace
      preventScrollReset
      className="mb-3 rounded-lg border border-blue-200 bg-blue-50/60 p-3"
      data-testid={`${kind.noun}-search-results`}
    >
      <input type="hidden" name="intent" value={kind.intent} />
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">Resultados para “{search.query}”</legend>
        {search.results.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">{kind.empty}</p>
        ) : (
          <div className="mt-2 flex flex-col gap-1">
            {search.results.map((choice) => (
              <label key={choice.id} className="flex cursor-pointer items-center gap-2 text-sm text-slate-900">
                <input type="radio" name={kind.field} value={choice.id} required className="size-4 accent-primary" />
                {choice.nome}
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
