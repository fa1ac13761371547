import { type FieldMetadata, useInputControl } from "@conform-to/react";
import { Field as HeadlessField, Label, Listbox, ListboxButton, ListboxOption, ListboxOptions } from "@headlessui/react";
import { clsx } from "clsx";
import { Icon } from "#app/components/icon.tsx";
import type { TeamUser } from "#contract/auth/auth.ts";
import { Avatar } from "#app/components/shell/avatar.tsx";
import { NONE } from "./person-none";
import type { Kept } from "#app/components/upgraded-control.tsx";

/** The person picker with JavaScript: a Listbox showing each person's photo, backed by a hidden input. */
export default function PersonListbox<Schema>({
  field,
  label,
  people,
  emptyLabel,
  optional,
  kept,
}: {
  field: FieldMetadata<Schema>;
  label: string;
  people: readonly TeamUser[];
  emptyLabel: string;
  optional: boolean;
  /** What was chosen in the plain select before this took its place. */
  kept: Kept | null;
}) {
  const initial = kept?.value ?? (typeof field.initialValue === "string" ? field.initialValue : undefined);
  const control = useInputControl<string>({ key: field.key, name: field.name, formId: field.formId, initialValue: initial });
  const value = typeof control.value === "string" ? control.value : NONE;
  const chosen = people.find((person) => String(person.id) === value) ?? null;
  const invalid = Boolean(field.errors?.length);

  return (
    <HeadlessField className="flex flex-col gap-1.5">
      <Label className="text-sm font-medium text-slate-800">{label}</Label>
      <input type="hidden" name={field.name} value={value} />
      <Listbox value={value} onChange={(next: string) => control.change(next)}>
        <ListboxButton
          id={field.id}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? field.errorId : undefined}
          onBlur={control.blur}
          autoFocus={kept?.focused}
          className={clsx(
            "flex w-full items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-2 text-left text-sm text-slate-900 shadow-sm",
            "focus:border-primary focus:ring-2 focus:ring-primary/30 focus:outline-none aria-[invalid=true]:border-destructive",
          )}
        >
          {chosen ? <Avatar src={chosen.profile_pic} name={chosen.nome} decorative className="size-6" /> : null}
          <span className={clsx("min-w-0 flex-1 truncate", !chosen && "text-slate-600")}>{chosen ? chosen.nome : emptyLabel}</span>
          <Icon name="chevrons-up-down" className="size-4 shrink-0 text-slate-500" />
        </ListboxButton>
        <ListboxOptions
          anchor={{ to: "bottom start", gap: 4 }}
          className="z-50 max-h-72 w-(--button-width) [--anchor-max-height:18rem] overflow-y-auto rounded-md border border-border bg-white p-1 shadow-lg focus:outline-none"
        >
          {optional ? <PersonOption value={NONE} name={emptyLabel} /> : null}
          {people.map((person) => (
            <PersonOption key={person.id} value={String(person.id)} name={person.nome} picture={person.profile_pic} />
          ))}
        </ListboxOptions>
      </Listbox>
      <p id={field.errorId} className="min-h-5 text-xs text-destructive">
        {field.errors?.[0] ?? ""}
      </p>
    </HeadlessField>
  );
}

function PersonOption({ value, name, picture }: { value: string; name: string; picture?: string | null }) {
  return (
    <ListboxOption
      value={value}
      className="group flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 text-sm text-slate-900 select-none data-focus:bg-slate-100"
    >
      {picture === undefined ? (
        <span aria-hidden className="size-6 shrink-0" />
      ) : (
        <Avatar src={picture} name={name} decorative className="size-6" />
      )}
      <span className={clsx("min-w-0 flex-1 truncate", picture === undefined && "text-slate-600")}>{name}</span>
      <Icon name="check" className="invisible size-4 shrink-0 text-primary group-data-selected:visible" />
    </ListboxOption>
  );
}
