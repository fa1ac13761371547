import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions } from "@headlessui/react";
import { Icon } from "./icon";
import { useEffect, useRef, useState } from "react";
import { Form, useFetcher } from "react-router";
import type { PickerChoice } from "#app/lib/pickers/kinds.ts";
import type { loader as searchLoader } from "#app/routes/resources.supplier-search.tsx";
import { AddButton, type PickerProps } from "./record-picker-parts";
import { useToast } from "./toaster";
import { inputClass } from "./ui/field";

// Its own module, loaded after hydration (`PickerBar`): the combobox and Headless UI are about a sixth of
// a detail page's JavaScript, and until they arrive the page shows the search form that works without them.

const SEARCH_DEBOUNCE_MS = 300;

/**
 * A picker (JavaScript): a clearable combobox that searches by name on the server as the user types (debounced),
 * offering only records not yet linked to the owner; beside it the `extra` controls and '+ Adicionar', disabled until
 * a record is chosen. Both search routes answer `{choices, error}`.
 */
export default function RecordPicker({ kind, owner, placeholder, extra, disabled, kept }: PickerProps) {
  const toast = useToast();
  const search = useFetcher<typeof searchLoader>();
  const [chosen, setChosen] = useState<PickerChoice | null>(null);
  const [query, setQuery] = useState(kept?.value ?? "");
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const asked = useRef(false);

  const load = (text: string) => {
    asked.current = true;
    void search.load(kind.searchHref(owner, text));
  };
  const searchSoon = (text: string) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => load(text), SEARCH_DEBOUNCE_MS);
  };
  useEffect(() => () => clearTimeout(timer.current), []);

  // What was typed in the search form before this took its place: the first query, shown in the input (after
  // Headless UI has emptied it on mount), and the focus where the person was still typing.
  const input = useRef<HTMLInputElement>(null);
  const started = useRef(false);
  useEffect(() => {
    const element = input.current;
    if (started.current || !kept || !element) return;
    started.current = true;
    if (kept.value) {
      element.value = kept.value;
      asked.current = true;
      void search.load(kind.searchHref(owner, kept.value));
    }
    if (kept.focused) {
      element.focus();
      element.setSelectionRange(kept.value.length, kept.value.length);
    }
  }, [kept, kind, owner, search]);

  const error = search.data?.error;
  useEffect(() => {
    if (error) toast.error(error);
  }, [error, toast]);

  const choices = search.data?.choices ?? [];
  const searching = search.state === "loading" || !search.data;

  return (
    <Form method="post" replace preventScrollReset className="flex flex-wrap items-center gap-2">
      <input type="hidden" name="intent" value={kind.intent} />
      <input type="hidden" name={kind.field} value={chosen?.id ?? ""} />
      <Combobox
        value={chosen}
        by="id"
        immediate
        disabled={disabled}
        onChange={(choice: PickerChoice | null) => setChosen(choice)}
        onClose={() => setQuery("")}
      >
        {({ open }) => (
          <div className="relative min-w-56 flex-1">
            <Icon name="search" className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-slate-500" />
            <ComboboxInput
              ref={input}
              aria-label={kind.label}
              placeholder={placeholder}
              autoComplete="off"
              className={`${inputClass} py-1.5 pr-8 pl-8`}
              displayValue={(choice: PickerChoice | null) => choice?.nome ?? ""}
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
                aria-label={`Limpar ${kind.label.toLowerCase()}`}
                title={`Limpar ${kind.label.toLowerCase()}`}
                className="absolute top-1/2 right-1.5 -translate-y-1/2 rounded p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-900"
                onClick={() => {
                  setChosen(null);
                  setQuery("");
                  load("");
                }}
              >
                <Icon name="x" className="size-4" />
              </button>
            ) : null}
            {/* Rendered even when empty (then hidden): an expanded combobox must name the listbox it controls. */}
            <ComboboxOptions
              anchor={{ to: "bottom start", gap: 4 }}
              // A picker among other controls, not a dialog: the rest of the page stays usable while it is open.
              modal={false}
              className="z-50 max-h-64 w-(--input-width) [--anchor-max-height:16rem] min-w-64 overflow-y-auto rounded-md border border-border bg-white p-1 shadow-lg empty:hidden focus:outline-none"
            >
              {choices.map((choice) => (
                <ComboboxOption
                  key={choice.id}
                  value={choice}
                  className="group flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 text-sm text-slate-900 select-none data-focus:bg-slate-100"
                >
                  <span className="min-w-0 flex-1 break-words">{choice.nome}</span>
                  <Icon name="check" className="invisible size-4 shrink-0 text-primary group-data-selected:visible" />
                </ComboboxOption>
              ))}
            </ComboboxOptions>
            {open && choices.length === 0 ? (
              // A listbox holds options only: with none to offer, the message stands beside the input instead.
              <p
                role="status"
                className="absolute top-full left-0 z-50 mt-1 w-full rounded-md border border-border bg-white px-3 py-2 text-sm text-slate-600 shadow-lg"
              >
                {searching ? "Buscando..." : kind.empty}
              </p>
            ) : null}
          </div>
        )}
      </Combobox>
      {/* The extra controls and the button stay together: on a narrow card they move below the picker as one (the
          button on a line of its own where the controls leave it no room). */}
      <div className="flex flex-wrap items-center gap-2">
        {extra}
        <AddButton disabled={disabled || !chosen} />
      </div>
    </Form>
  );
}
