import { useState } from "react";
import { formatGrade } from "#app/lib/format.ts";
import { GRADE_MAX, GRADE_MIN, GRADE_STEP, supplierList, type SupplierListParams } from "#app/lib/suppliers/list-params.ts";
import { flagUrl } from "#contract/suppliers/supplier-rules.ts";
import type { Country, Lookup } from "#contract/suppliers/suppliers.ts";
import { ClearableSelect } from "#app/components/clearable-select.tsx";
import { ListFilterForm } from "#app/components/list-filter-form.tsx";
import { ListSearchBox } from "#app/components/list-search-box.tsx";
import { Select } from "#app/components/ui/select.tsx";
import { CountryFlag } from "./country-flag";

/** What the filters render of the lookups: names, and each country's code (the flag follows from it). */
export interface FilterLookups {
  tipos: string[];
  segmentos: string[];
  sources: string[];
  paises: Pick<Country, "code" | "nome">[];
}

export function toFilterLookups(lookups: { tipos: Lookup[]; segmentos: Lookup[]; sources: Lookup[]; paises: Country[] }): FilterLookups {
  const names = (list: Lookup[]) => list.map((l) => l.nome);
  return {
    tipos: names(lookups.tipos),
    segmentos: names(lookups.segmentos),
    sources: names(lookups.sources),
    paises: lookups.paises.map(({ code, nome }) => ({ code, nome })),
  };
}

/** The supplier list's filters (specification §2), on the shared list filter form. */
export function SupplierFilters({ state, lookups }: { state: SupplierListParams; lookups: FilterLookups | null }) {
  const country = lookups?.paises.find((p) => p.code === state.pais);
  const select = { list: supplierList, state } as const;

  return (
    <ListFilterForm list={supplierList} state={state} label="Filtros de fornecedores">
      <ListSearchBox defaultValue={state.search} placeholder="Buscar por nome..." />

      <div className="mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <ClearableSelect
          {...select}
          name="tipo"
          label="Tipo"
          options={(lookups?.tipos ?? []).map((nome) => ({ value: nome, label: nome }))}
        />
        <ClearableSelect
          {...select}
          name="pais"
          label="País"
          flag={country ? <CountryFlag src={flagUrl(country.code)} country={country.nome} /> : null}
          options={(lookups?.paises ?? []).map((p) => ({ value: p.code, label: p.nome }))}
        />
        <ClearableSelect
          {...select}
          name="segmento"
          label="Segmento"
          options={(lookups?.segmentos ?? []).map((nome) => ({ value: nome, label: nome }))}
        />
        <ClearableSelect
          {...select}
          name="source"
          label="Source"
          options={(lookups?.sources ?? []).map((nome) => ({ value: nome, label: nome }))}
        />
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
        <div>
          <label htmlFor="filter-certificado" className="sr-only">
            Certificados
          </label>
          <Select id="filter-certificado" name="certificado" defaultValue={state.certificado} className="w-64">
            <option value="">Todos os certificados</option>
            <option value="vencendo">Certificado vencendo (30 dias)</option>
            <option value="vencido">Certificado vencido</option>
          </Select>
        </div>
        <GradeRange min={state.nota_min} max={state.nota_max} />
        <GradeSwitch checked={state.sem_nota} />
      </div>
    </ListFilterForm>
  );
}

function Check({ name, label, checked }: { name: string; label: string; checked: boolean }) {
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
        Nota média (entre){" "}
        <span data-testid="grade-range">
          {formatGrade(range.min)} e {formatGrade(range.max)}
        </span>
      </legend>
      <div className="mt-1 grid grid-cols-[auto_1fr] items-center gap-x-2 text-xs text-slate-700">
        <RangeEnd
          name="nota_min"
          label="Mínima"
          value={range.min}
          onValue={(min) => setRange((r) => ({ ...r, min: Math.min(min, r.max) }))}
        />
        <RangeEnd
          name="nota_max"
          label="Máxima"
          value={range.max}
          onValue={(max) => setRange((r) => ({ ...r, max: Math.max(max, r.min) }))}
        />
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
