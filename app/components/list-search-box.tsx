import { clsx } from "clsx";
import { Search } from "lucide-react";
import { inputClass } from "./ui/field";

/**
 * A list's search box (`search` in the URL), inside `ListFilterForm`: it applies 300 ms after typing stops,
 * or with the form's button without JavaScript. The placeholder names what is searched; the label repeats it.
 */
export function ListSearchBox({ defaultValue, placeholder }: { defaultValue: string; placeholder: string }) {
  return (
    <div className="relative">
      <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500" />
      <input
        type="search"
        name="search"
        defaultValue={defaultValue}
        placeholder={placeholder}
        aria-label={placeholder.replace(/\.+$/, "")}
        autoComplete="off"
        className={clsx(inputClass, "pl-9")}
      />
    </div>
  );
}
