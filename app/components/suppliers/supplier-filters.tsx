import { clsx } from "clsx";
import { Search, X } from "lucide-react";
import { type RefObject, useEffect, useRef, useState } from "react";
import { Form, Link, useNavigate } from "react-router";
import { formatGrade } from "~/lib/format";
import {
  GRADE_MAX,
  GRADE_MIN,
  GRADE_STEP,
  hrefWith,
  parseSupplierListParams,
  type SupplierListParams,
  toSearchParams,
} from "~/lib/supplier-list-params";
import type { Country, Lookup } from "../../../contract/suppliers";
import { buttonClass } from "../ui/button";
import { inputClass } from "../ui/field";
import { Select } from "../ui/select";
import { CountryFlag } from "./country-flag";

export const SEARCH_DEBOUNCE_MS = 300;

export interface FilterLookups {
  tipos: Lookup[];
  segmentos: Lookup[];
  sources: Lookup[];
  paises: Country[];
}

type TextKey = "search" | "tipo" | "pais" | "segmento" | "source" | "has_sourcing";
type FlagKey = "blacklisted" | "has_qc" | "has_audit" | "has_catalog" | "sem_nota";
const TEXT_KEYS: TextKey[] = ["search", "tipo", "pais", "segmento", "source", "has_sourcing"];
const FLAG_KEYS: FlagKey[] = ["blacklisted", "has_qc", "has_audit", "has_catalog", "sem_nota"];

/** Uncontrolled inputs follow the URL when it changes elsewhere (a clear link, back/forward), except the box being typed in. */
function useFormFollowsState(formRef: RefObject<HTMLFormElement | null>, state: SupplierListParams) {
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    for (const key of TEXT_KEYS) {
      const element = form.elements.namedItem(key);
      if ((element instanceof HTMLInputElement || element instanceof HTMLSelectElement) && element !== document.activeElement) {
        element.value = state[key];
      }
    }
    for (const key of FLAG_KEYS) {
      const element = form.elements.namedItem(key);
      if (element instanceof HTMLInputElement) element.checked = state[key];
    }
  }, [formRef, state]);
}

/**
 * The filter panel: a GET form (works without JavaScript through its submit button); with JavaScript each
 * control applies on change, the search box and the grade range 300 ms after the last change, typing
 * replacing the history entry. The form carries no page, so any change goes back to page 1.
 */
export function SupplierFilters({ state, lookups }: { state: SupplierListParams; lookups: FilterLookups | null }) {
  const formRef = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const navigate = useNavigate();
  useFormFollowsState(formRef, state);
  useEffect(() => () => clearTimeout(timer.current), []);

  const apply = (replace: boolean) => {
    const form = formRef.current;
    if (!form) return;
    const params = new URLSearchParams();
    for (const [key, value] of new FormData(form)) if (typeof value === "string") params.append(key, value);
    const query = toSearchParams(parseSupplierListParams(params)).toString();
    void navigate({ search: query ? `?${query}` : "" }, { replace, preventScrollReset: true });
  };
  const schedule = (delay: number, replace: boolean) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => apply(replace), delay);
  };

  const country = lookups?.paises.find((p) => p.code === state.pais);

  return (
    <Form
      ref={formRef}
      method="get"
      role="search"
      aria-label="Filtros de fornecedores"
      className="rounded-xl border border-border bg-white p-4 shadow-sm"
      onSubmit={(event) => {
        event.preventDefault();
        clearTimeout(timer.current);
        apply(false);
      }}
      onChange={(event) => {
        const target: EventTarget = event.target;
        const typed = target instanceof HTMLInputElement && (target.name === "search" || target.type === "range");
        schedule(typed ? SEARCH_DEBOUNCE_MS : 0, typed);
      }}
    >
      {state.order_by ? <input type="hidden" name="order_by" value={state.order_by} /> : null}
      {state.order_by ? <input type="hidden" name="order_direction" value={state.order_direction} /> : null}
      {state.view !== "list" ? <input type="hidden" name="view" value={state.view} /> : null}

      <div className="relative">
        <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500" />
        <input
          type="search"
          name="search"
          defaultValue={state.search}
          placeholder="Buscar por nome..."
          aria-label="Buscar por nome"
          autoComplete="off"
          className={clsx(inputClass, "pl-9")}
        />
      </div>

      <div className="mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <LookupSelect name="tipo" label="Tipo" state={state} options={(lookups?.tipos ?? []).map((t) => ({ value: t.nome, label: t.nome }))} />
        <LookupSelect
          name="pais"
          label="País"
          state={state}
          flag={country ? <CountryFlag src={country.icon} country={country.nome} /> : null}
          options={(lookups?.paises ?? []).map((p) => ({ value: p.code, label: p.nome }))}
        />
        <LookupSelect name="segmento" label="Segmento" state={state} options={(lookups?.segmentos ?? []).map((s) => ({ value: s.nome, label: s.nome }))} />
        <LookupSelect name="source" label="Source" state={state} options={(lookups?.sources ?? []).map((s) => ({ value: s.nome, label: s.nome }))} />
      </div>

      <div className="mt-4 flex flex-wrap items-start gap-x-8 gap-y-4">
        <fieldset className="flex flex-wrap gap-x-4 gap-y-2 pt-1">
          <legend className="sr-only">Documentos e blacklist</legend>
          <Check name="blacklisted" label="Não exibir blacklisted" checked={state.blacklisted} />
          <Check name="has_qc" label="QC" checked={state.has_qc} />
          <Check name="has_audit" label="Audit" checked={state.has_audit} />
          <Check name="has_catalog" label="Catálogo" checked={state.has_catalog} />
        </fieldset>
        <div>
          <label htmlFor="filter-has_sourcing" className="sr-only">
            Sourcings
          </label>
          <Select id="filter-has_sourcing" name="has_sourcing" defaultValue={state.has_sourcing} className="w-56">
            <option value="">Exibir todos</option>
            <option value="1">Apenas com sourcings</option>
            <option value="0">Apenas sem sourcings</option>
          </Select>
        </div>
        <GradeRange min={state.nota_min} max={state.nota_max} />
        <GradeSwitch checked={state.sem_nota} />
      </div>

      <noscript>
        <div className="mt-4 flex justify-end">
          <button type="submit" className={buttonClass("primary")}>
            Aplicar filtros
          </button>
        </div>
      </noscript>
    </Form>
  );
}

function LookupSelect({
  name,
  label,
  state,
  options,
  flag,
}: {
  name: "tipo" | "pais" | "segmento" | "source";
  label: string;
  state: SupplierListParams;
  options: { value: string; label: string }[];
  flag?: React.ReactNode;
}) {
  const value = state[name];
  // A value from a shared URL stays selectable even when the lookups could not be loaded.
  const all = value && !options.some((o) => o.value === value) ? [{ value, label: value }, ...options] : options;
  const id = `filter-${name}`;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="flex items-center gap-2 text-sm font-medium text-slate-800">
        {label}
        {flag}
      </label>
      <div className="flex items-center gap-1">
        <Select id={id} name={name} defaultValue={value} className="min-w-0 flex-1">
          <option value="">Todos</option>
          {all.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
        <Link
          to={hrefWith(state, { [name]: "" })}
          replace
          preventScrollReset
          aria-label={`Limpar ${label}`}
          title={`Limpar ${label}`}
          aria-disabled={value ? undefined : "true"}
          className={clsx(
            "rounded-md p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900",
            !value && "pointer-events-none opacity-40",
          )}
          tabIndex={value ? undefined : -1}
        >
          <X aria-hidden className="size-4" />
        </Link>
      </div>
    </div>
  );
}

function Check({ name, label, checked }: { name: FlagKey; label: string; checked: boolean }) {
  return (
    <label className="inline-flex items-center gap-2 text-sm text-slate-800">
      <input type="checkbox" name={name} value="1" defaultChecked={checked} className="size-4 rounded border-slate-400 accent-primary" />
      {label}
    </label>
  );
}

/** Two keyboard-accessible range inputs from 0 to 10 in steps of 0.5; each end shown with one decimal. */
function GradeRange({ min, max }: { min: number; max: number }) {
  const [range, setRange] = useState({ min, max });
  const [seen, setSeen] = useState({ min, max });
  if (seen.min !== min || seen.max !== max) {
    setSeen({ min, max });
    setRange({ min, max });
  }
  return (
    <fieldset className="w-full min-w-0 sm:w-72">
      <legend className="text-sm font-medium text-slate-800">
        Nota média (entre) <span data-testid="grade-range">{formatGrade(range.min)} e {formatGrade(range.max)}</span>
      </legend>
      <div className="mt-1 grid grid-cols-[auto_1fr] items-center gap-x-2 text-xs text-slate-700">
        <RangeEnd name="nota_min" label="Mínima" value={range.min} onValue={(min) => setRange((r) => ({ ...r, min: Math.min(min, r.max) }))} />
        <RangeEnd name="nota_max" label="Máxima" value={range.max} onValue={(max) => setRange((r) => ({ ...r, max: Math.max(max, r.min) }))} />
      </div>
    </fieldset>
  );
}

function RangeEnd({ name, label, value, onValue }: { name: string; label: string; value: number; onValue: (value: number) => void }) {
  const id = `filter-${name}`;
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="range"
        name={name}
        min={GRADE_MIN}
        max={GRADE_MAX}
        step={GRADE_STEP}
        value={value}
        aria-valuetext={formatGrade(value)}
        onChange={(event) => onValue(Number(event.currentTarget.value))}
        className="accent-primary"
      />
    </>
  );
}

/** A checkbox shown as a switch: it excludes suppliers without an average grade (sem_nota=1). */
function GradeSwitch({ checked }: { checked: boolean }) {
  return (
    <label className="inline-flex cursor-pointer items-center gap-2 pt-1 text-sm text-slate-800">
      <input
        type="checkbox"
        role="switch"
        name="sem_nota"
        value="1"
        defaultChecked={checked}
        className="relative h-5 w-9 shrink-0 cursor-pointer appearance-none rounded-full bg-slate-300 transition-colors checked:bg-primary after:absolute after:top-0.5 after:left-0.5 after:size-4 after:rounded-full after:bg-white after:shadow after:transition-transform checked:after:translate-x-4"
      />
      Ocultar sem nota média
    </label>
  );
}
