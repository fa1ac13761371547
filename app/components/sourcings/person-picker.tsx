import { type FieldMetadata } from "@conform-to/react";
import { getSelectProps } from "#app/lib/forms/control-props.ts";
import { useIdlePrefetch } from "#app/hooks/use-idle-prefetch.ts";
import type { TeamUser } from "#contract/auth/auth.ts";
import { Field } from "#app/components/ui/field.tsx";
import { Select } from "#app/components/ui/select.tsx";
import { UpgradedControl } from "#app/components/upgraded-control.tsx";

import { NONE } from "./person-none";

// The listbox (Headless UI, about 17 KB gzip with its positioning code) is not part of the page's first load;
// until it arrives, the plain select stands in, as it does without JavaScript (and what was chosen there is kept).
const loadListbox = () => import("./person-listbox");

/**
 * A person of a team (responsible: team 2, commercial: team 3) chosen from a list showing each person's
 * photo and name: a Headless UI Listbox backed by a hidden input, so the form posts the id as any other
 * field. Before JavaScript runs (or without it) a plain select does the same.
 */
export function PersonPicker<Schema>({
  field,
  label,
  people,
  optional = false,
}: {
  field: FieldMetadata<Schema>;
  label: string;
  people: readonly TeamUser[];
  /** The commercial person may be left empty ('Nenhum'). */
  optional?: boolean;
}) {
  useIdlePrefetch(loadListbox);
  const emptyLabel = optional ? "Nenhum" : "Selecione...";
  const select = (
    <Field label={label} htmlFor={field.id} errors={field.errors} errorId={field.errorId}>
      <Select {...getSelectProps(field)} required={false}>
        <option value={NONE}>{emptyLabel}</option>
        {people.map((person) => (
          <option key={person.id} value={person.id}>
            {person.nome}
          </option>
        ))}
      </Select>
    </Field>
  );
  return (
    <UpgradedControl load={loadListbox} plain={select}>
      {(PersonListbox, kept) => (
        <PersonListbox field={field} label={label} people={people} emptyLabel={emptyLabel} optional={optional} kept={kept} />
      )}
    </UpgradedControl>
  );
}
