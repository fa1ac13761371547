import { Icon } from "./icon";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { List } from "#app/lib/lists/state.ts";
import { Select } from "./ui/select";

/**
 * A filter dropdown with an x link that clears it (a link, so it works without JavaScript). `name` is the
 * list's URL parameter; its current value comes from the state.
 */
export function ClearableSelect<S>({
  list,
  state,
  name,
  label,
  options,
  flag,
  emptyLabel = "Todos",
}: {
  list: List<S>;
  state: S;
  name: keyof S & string;
  label: string;
  options: { value: string; label: string }[];
  flag?: ReactNode;
  emptyLabel?: string;
}) {
  const value = list.filterText(state, name);
  // A value from a shared URL stays selectable even when the lookups could not be loaded.
  const all = value && !options.some((o) => o.value === value) ? [{ value, label: value }, ...options] : options;
  const id = `filter-${name}`;
  const cleared = { [name]: list.defaults[name] } as Partial<S>;
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <label htmlFor={id} className="filter-label">
        {label}
        {flag}
      </label>
      <div className="flex items-center gap-1">
        <Select id={id} name={name} defaultValue={value} className="min-w-0 flex-1">
          <option value="">{emptyLabel}</option>
          {all.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
        <Link
          to={list.hrefWith(state, cleared)}
          replace
          preventScrollReset
          aria-label={`Limpar ${label}`}
          title={`Limpar ${label}`}
          aria-disabled={value ? undefined : "true"}
          className="clear-link"
          tabIndex={value ? undefined : -1}
          // The dropdown shows the cleared choice at once: a filter chosen while this navigation is still on its way
          // is read from the form, which would otherwise still carry the old value and bring it back.
          onClick={() => {
            const select = document.getElementById(id);
            if (select instanceof HTMLSelectElement) select.value = "";
          }}
        >
          <Icon name="x" className="size-4" />
        </Link>
      </div>
    </div>
  );
}
