import { clsx } from "clsx";
import { Icon } from "./icon";
import { useId } from "react";
import { inputClass } from "./ui/field";

/**
 * A list's search box (`search` in the URL), inside `ListFilterForm`: it applies 300 ms after typing stops,
 * or with the form's button without JavaScript. The placeholder names what is searched; the label repeats
 * it for assistive technology, or is shown above the box when given (a screen whose only filter is the search).
 */
export function ListSearchBox({ defaultValue, placeholder, label }: { defaultValue: string; placeholder: string; label?: string }) {
  const id = useId();
  return (
    <>
      {label ? (
        <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
          {label}
        </label>
      ) : null}
      <div className="relative">
        <Icon name="search" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500" />
        <input
          id={id}
          type="search"
          name="search"
          defaultValue={defaultValue}
          placeholder={placeholder}
          aria-label={label ? undefined : placeholder.replace(/\.+$/, "")}
          autoComplete="off"
          className={clsx(inputClass, "pl-9")}
        />
      </div>
    </>
  );
}
