import type { ChangeEvent } from "react";
import { sourcingList, type SourcingListParams } from "#app/lib/sourcings/list-params.ts";
import type { SOURCING_STATUS_FILTERS } from "#contract/sourcings/sourcings.ts";
import type { TeamUser } from "#contract/auth/auth.ts";
import type { Lookup } from "#contract/suppliers/suppliers.ts";
import { ClearableSelect } from "#app/components/clearable-select.tsx";
import { ListFilterForm } from "#app/components/list-filter-form.tsx";
import { ListSearchBox } from "#app/components/list-search-box.tsx";

// Specification §4's order of the status filter values: the derived 'Atrasado' sits among the statuses.
const STATUS_ORDER = [
  "Não iniciado",
  "Em andamento",
  "Atrasado",
  "Cancelado",
  "Concluído",
  "Arquivo",
] as const satisfies readonly (typeof SOURCING_STATUS_FILTERS)[number][];

export interface SourcingFilterLookups {
  categorias: Lookup[];
  responsaveis: TeamUser[];
  comerciais: TeamUser[];
}

/** The two checkboxes that exclude each other (the API refuses both: a 400). */
const DEADLINE_FLAGS = [
  { name: "atrasado", label: "Atrasados" },
  { name: "hoje", label: "Pendente para hoje" },
] as const;

/** The sourcing list's filters (specification §2), on the shared list filter form. */
export function SourcingFilters({ state, lookups }: { state: SourcingListParams; lookups: SourcingFilterLookups | null }) {
  const select = { list: sourcingList, state } as const;
  const byId = (items: { id: number; nome: string }[]) => items.map((item) => ({ value: String(item.id), label: item.nome }));

  // With JavaScript, checking one deadline box unchecks the other before the form reads its values (this
  // handler runs before the form's own change handler). Without it, the list declaration keeps 'Atrasados'.
  const uncheckOther = (event: ChangeEvent<HTMLInputElement>) => {
    const box = event.currentTarget;
    if (!box.checked || !box.form) return;
    for (const flag of DEADLINE_FLAGS) {
      const other = box.form.elements.namedItem(flag.name);
      if (other instanceof HTMLInputElement && other !== box) other.checked = false;
    }
  };

  return (
    <ListFilterForm list={sourcingList} state={state} label="Filtros de sourcings">
      <ListSearchBox defaultValue={state.search} placeholder="Buscar por nome ou descrição..." />

      {/* Two dropdowns a row even on a phone, so the list starts within the first screen. */}
      <div className="mt-4 grid grid-cols-2 gap-x-3 gap-y-4 xl:grid-cols-4 xl:gap-x-4">
        <ClearableSelect
          {...select}
          name="status"
          label="Status"
          options={STATUS_ORDER.map((status) => ({ value: status, label: status }))}
        />
        <ClearableSelect {...select} name="category" label="Categoria" options={byId(lookups?.categorias ?? [])} />
        <ClearableSelect {...select} name="responsavel" label="Responsável" options={byId(lookups?.responsaveis ?? [])} />
        <ClearableSelect {...select} name="comercial" label="Comercial" options={byId(lookups?.comerciais ?? [])} />
      </div>

      <fieldset className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
        <legend className="sr-only">Prazo</legend>
        {DEADLINE_FLAGS.map((flag) => (
          <label key={flag.name} className="inline-flex items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              name={flag.name}
              value="1"
              defaultChecked={state[flag.name]}
              onChange={uncheckOther}
              className="size-4 rounded border-slate-400 accent-primary"
            />
            {flag.label}
          </label>
        ))}
      </fieldset>
    </ListFilterForm>
  );
}
