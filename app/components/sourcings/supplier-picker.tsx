import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions } from "@headlessui/react";
import { Check, Search, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Form, href, useFetcher } from "react-router";
import type { PickerSupplier } from "~/lib/supplier-picker.server";
import type { loader as searchLoader } from "~/routes/resources.supplier-search";
import { DEFAULT_LINK_STATUS, INITIAL_LINK_STATUSES } from "../../../contract/link-statuses";
import { useToast } from "../toaster";
import { Button, buttonClass } from "../ui/button";
import { inputClass } from "../ui/field";
import { Select } from "../ui/select";

const SEARCH_DEBOUNCE_MS = 300;
export const PICKER_PLACEHOLDER = "Filtrar por nome";
export const PICKER_EMPTY = "Nenhum supplier encontrado";

/** The status a new link starts in: only 'Não iniciado' (default) or 'Doing' (spec section 4). */
export function InitialStatusSelect({ id }: { id: string }) {
  return (
    <>
      <label htmlFor={id} className="sr-only">
        Status inicial
      </label>
      {/* The wrapper sets the width: the select itself is full width by design. */}
      <div className="w-40 shrink-0">
        <Select id={id} name="status" defaultValue={DEFAULT_LINK_STATUS} className="py-1.5">
          {INITIAL_LINK_STATUSES.map((status) => (
            <option key={status} value={status}>
              {status}
            </option>
          ))}
        </Select>
      </div>
    </>
  );
}

export function AddButton({ disabled }: { disabled?: boolean }) {
  return (
    <Button type="submit" disabled={disabled} className="shrink-0 py-1.5">
      + Adicionar
    </Button>
  );
}

/**
 * The suppliers panel's picker (JavaScript): a clearable combobox that searches by name on the server as
 * the user types (debounced), offering only suppliers not yet linked; beside it the initial status and
 * '+ Adicionar', disabled until a supplier is chosen.
 */
export function SupplierPicker({ sourcingId }: { sourcingId: number }) {
  const toast = useToast();
  const search = useFetcher<typeof searchLoader>();
  const [chosen, setChosen] = useState<PickerSupplier | null>(null);
  const [query, setQuery] = useState("");
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const asked = useRef(false);

  const load = (text: string) => {
    asked.current = true;
    void search.load(`${href("/resources/supplier-search")}?${new URLSearchParams({ sourcing: String(sourcingId), q: text.trim() })}`);
  };
  const searchSoon = (text: string) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => load(text), SEARCH_DEBOUNCE_MS);
  };
  useEffect(() => () => clearTimeout(timer.current), []);

  const error = search.data?.error;
  useEffect(() => {
    if (error) toast.error(error);
  }, [error, toast]);

  const suppliers = search.data?.suppliers ?? [];
  const searching = search.state === "loading" || !search.data;

  return (
    <Form method="post" replace preventScrollReset className="flex flex-wrap items-center gap-2">
      <input type="hidden" name="intent" value="add-supplier" />
      <input type="hidden" name="id_supplier" value={chosen?.id ?? ""} />
      <Combobox
        value={chosen}
        by="id"
        immediate
        onChange={(supplier: PickerSupplier | null) => setChosen(supplier)}
        onClose={() => setQuery("")}
      >
        {({ open }) => (
          <div className="relative min-w-56 flex-1">
            <Search aria-hidden className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-slate-500" />
            <ComboboxInput
              aria-label="Supplier"
              placeholder={PICKER_PLACEHOLDER}
              autoComplete="off"
              className={`${inputClass} py-1.5 pr-8 pl-8`}
              displayValue={(supplier: PickerSupplier | null) => supplier?.nome ?? ""}
              onFocus={() => {
                if (!asked.current) load("");
              }}
              onChange={(event) => {
                setQuery(event.target.value);
                searchSoon(event.target.value);
              }}
            />
            {chosen || query ? (
              <button
                type="button"
                aria-label="Limpar supplier"
                title="Limpar supplier"
                className="absolute top-1/2 right-1.5 -translate-y-1/2 rounded p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-900"
                onClick={() => {
                  setChosen(null);
                  setQuery("");
                  load("");
                }}
              >
                <X aria-hidden className="size-4" />
              </button>
            ) : null}
            {suppliers.length > 0 ? (
              <ComboboxOptions
                anchor={{ to: "bottom start", gap: 4 }}
                // A picker among other controls, not a dialog: the rest of the page stays usable while it is open.
                modal={false}
                className="z-50 max-h-64 w-(--input-width) [--anchor-max-height:16rem] min-w-64 overflow-y-auto rounded-md border border-border bg-white p-1 shadow-lg focus:outline-none"
              >
                {suppliers.map((supplier) => (
                  <ComboboxOption
                    key={supplier.id}
                    value={supplier}
                    className="group flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 text-sm text-slate-900 select-none data-focus:bg-slate-100"
                  >
                    <span className="min-w-0 flex-1 break-words">{supplier.nome}</span>
                    <Check aria-hidden className="invisible size-4 shrink-0 text-primary group-data-selected:visible" />
                  </ComboboxOption>
                ))}
              </ComboboxOptions>
            ) : open ? (
              // A listbox must hold options: with none to offer, the message stands beside the input instead.
              <p role="status" className="absolute top-full left-0 z-50 mt-1 w-full rounded-md border border-border bg-white px-3 py-2 text-sm text-slate-600 shadow-lg">
                {searching ? "Buscando..." : PICKER_EMPTY}
              </p>
            ) : null}
          </div>
        )}
      </Combobox>
      {/* Status and button stay together: on a narrow panel they move below the picker as one. */}
      <div className="flex items-center gap-2">
        <InitialStatusSelect id="new-link-status" />
        <AddButton disabled={!chosen} />
      </div>
    </Form>
  );
}

/** Without JavaScript: a GET search inside the panel; the matches are listed below it (`?buscar=`). */
export function SupplierSearchForm({ query }: { query: string }) {
  return (
    <Form method="get" role="search" replace preventScrollReset className="flex flex-wrap items-center gap-2">
      <label htmlFor="buscar-supplier" className="sr-only">
        {PICKER_PLACEHOLDER}
      </label>
      <input
        id="buscar-supplier"
        type="search"
        name="buscar"
        defaultValue={query}
        placeholder={PICKER_PLACEHOLDER}
        className={`${inputClass} min-w-48 flex-1 py-1.5`}
      />
      <button type="submit" className={buttonClass("secondary", "py-1.5")}>
        <Search aria-hidden className="size-4" /> Buscar
      </button>
    </Form>
  );
}
