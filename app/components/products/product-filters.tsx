import { clsx } from "clsx";
import { productList, type ProductListParams } from "#app/lib/products/list-params.ts";
import { QUOTE_MAX_FILTER_RULE, QUOTE_MIN_FILTER_RULE } from "#contract/products/product-list-rules.ts";
import type { ProductCategory } from "#contract/products/products.ts";
import { ClearableSelect } from "#app/components/clearable-select.tsx";
import { ListFilterForm } from "#app/components/list-filter-form.tsx";
import { ListSearchBox } from "#app/components/list-search-box.tsx";
import { inputClass } from "#app/components/ui/field.tsx";

/** The two ends of the quote filter, in dollars (the API's `cotacao_min` / `cotacao_max`). */
const QUOTE_BOUNDS = [
  { name: "cotacao_min", label: QUOTE_MIN_FILTER_RULE.label },
  { name: "cotacao_max", label: QUOTE_MAX_FILTER_RULE.label },
] as const;

/**
 * The product list's filters (specification §2): the name search, the category (by name: the API filters on
 * the name) with its clear button, the quote range in dollars and 'Cotação vencida' (products with at least
 * one current quote past its validity), on the shared list filter form.
 */
export function ProductFilters({ state, categorias }: { state: ProductListParams; categorias: ProductCategory[] }) {
  return (
    <ListFilterForm list={productList} state={state} label="Filtros de produtos">
      <ListSearchBox defaultValue={state.search} placeholder="Buscar por nome..." />

      {/* The category takes the row on a phone; the two amounts share the next one. */}
      <div className="mt-4 grid grid-cols-2 gap-x-3 gap-y-4 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)] md:gap-x-4">
        <div className="col-span-2 md:col-span-1">
          <ClearableSelect
            list={productList}
            state={state}
            name="categoria"
            label="Categoria"
            options={categorias.map((categoria) => ({ value: categoria.nome, label: categoria.nome }))}
          />
        </div>
        {QUOTE_BOUNDS.map((bound) => (
          <div key={bound.name} className="flex min-w-0 flex-col gap-1.5">
            <label htmlFor={`filter-${bound.name}`} className="text-sm font-medium text-slate-800">
              {bound.label}
            </label>
            <input
              id={`filter-${bound.name}`}
              type="text"
              name={bound.name}
              inputMode="decimal"
              autoComplete="off"
              placeholder="0,00"
              defaultValue={productList.filterText(state, bound.name)}
              className={clsx(inputClass, "tabular-nums")}
            />
          </div>
        ))}
      </div>

      <label className="mt-4 inline-flex items-center gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          name="vencida"
          value="1"
          defaultChecked={state.vencida}
          className="size-4 rounded border-slate-400 accent-primary"
        />
        Cotação vencida
      </label>
    </ListFilterForm>
  );
}
