import { type FieldMetadata } from "@conform-to/react";
import { getInputProps, getSelectProps } from "#app/lib/forms/control-props.ts";
import { clsx } from "clsx";
import type { ReactNode } from "react";
import { inputClass } from "#app/components/ui/field.tsx";

// The lists of the parameters form (container types, tax regimes, transit times, antidumping measures) as rows: one
// per item in force, each with 'Remover', and an empty row for a new item (blank: nothing added). Plain inputs,
// selects and checkboxes, so adding and removing work without JavaScript; app/lib/forms/import-params.ts reads them.
// Every input's label names its row ("ICMS % do regime 2027–2028"), shown or for screen readers.

type Field = FieldMetadata<unknown>;

/** The item a row stood for when the form was drawn (saved, or as sent back after a refusal): its field's text. */
export const initialText = (field: Field | undefined) =>
  typeof field?.initialValue === "string" && field.initialValue.trim() ? field.initialValue.trim() : null;

/** The reserved line of an input's error, so a message moves nothing. */
function ErrorLine({ field }: { field: Field }) {
  return (
    <p id={field.errorId} className="min-h-5 text-xs text-destructive">
      {field.errors?.[0] ?? ""}
    </p>
  );
}

/**
 * The label of a row's input: the column's noun (shown above it, or, with `headed`, only on a phone, where the
 * list's header row is hidden) and, for screen readers, the row it belongs to.
 */
function RowLabel({ field, noun, unit, row, headed }: { field: Field; noun: string; unit?: string; row: string; headed?: boolean }) {
  return (
    <label htmlFor={field.id} className={clsx("text-xs font-medium text-slate-700", headed && "sm:sr-only")}>
      {noun}
      <span className="sr-only"> do {row}</span>
      {unit ? ` (${unit})` : ""}
    </label>
  );
}

interface CellProps {
  field: Field;
  noun: string;
  /** The row's name inside the label: "regime 2027–2028", "novo regime". */
  row: string;
  unit?: string;
  headed?: boolean;
  className?: string;
}

/** A text, number or date input of a row. */
export function RowInput({
  kind = "text",
  suggestions,
  ...props
}: CellProps & { kind?: "text" | "decimal" | "numeric" | "date"; /** A datalist's id the input suggests from. */ suggestions?: string }) {
  const { field, className } = props;
  return (
    <div className={clsx("flex min-w-0 flex-col gap-1", className)}>
      <RowLabel {...props} />
      <input
        {...getInputProps(field, { type: kind === "date" ? "date" : "text" })}
        required={false}
        inputMode={kind === "decimal" || kind === "numeric" ? kind : undefined}
        autoComplete="off"
        list={suggestions}
        className={clsx(inputClass, "px-2 py-1.5 tabular-nums")}
      />
      <ErrorLine field={field} />
    </div>
  );
}

/** A select of a row, its first option empty (so the new row's select, left alone, adds nothing). */
export function RowSelect({ options, ...props }: CellProps & { options: Record<string, string> }) {
  const { field, className } = props;
  return (
    <div className={clsx("flex min-w-0 flex-col gap-1", className)}>
      <RowLabel {...props} />
      <select {...getSelectProps(field)} required={false} className={clsx(inputClass, "px-2 py-1.5")}>
        <option value="">Selecione</option>
        {Object.entries(options).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
      <ErrorLine field={field} />
    </div>
  );
}

/** A checkbox of a row: its label, then the row for screen readers ("Imposto Seletivo (regime 2027–2028)"). */
export function RowCheckbox({ field, label, row, className }: { field: Field; label: ReactNode; row: string; className?: string }) {
  return (
    <label className={clsx("inline-flex items-start gap-2 text-sm text-slate-800", className)}>
      <input {...getInputProps(field, { type: "checkbox" })} className="mt-0.5 size-4 shrink-0 rounded border-slate-300" />
      <span>
        {label}
        <span className="sr-only"> ({row})</span>
      </span>
    </label>
  );
}

/** A row's fields, as Conform gives them (values as typed), with 'Remover' on the rows in force. */
type RowFields = Record<string, Field> & { remover?: Field };

/**
 * A list's rows (`key` Conform's, so a row keeps its inputs), the new item's row, and the list's own error ('Informe
 * ao menos um regime tributário.'). `row` draws one row's inputs, given its fields, its name and its 'Remover' box.
 */
export function RowList<F extends RowFields>({
  rows,
  added,
  list,
  testId,
  header,
  newHint,
  nameOf,
  row,
}: {
  rows: { key: string; row: F }[];
  added: F;
  list: Field;
  testId: string;
  /** A header row shown from 640 px, for lists whose inputs are `headed`. */
  header?: ReactNode;
  newHint: string;
  /** A row's name for its labels: from its fields as drawn, its position, or null for the new row. */
  nameOf: (row: F | null, position: number) => string;
  row: (fields: F, name: string, remover: ReactNode) => ReactNode;
}) {
  return (
    <div data-testid={testId}>
      {header}
      <ul className="divide-y divide-border">
        {rows.map(({ key, row: fields }, index) => {
          const name = nameOf(fields, index + 1);
          return (
            <li key={key} className="pt-3" data-testid={`${testId}-row`}>
              {row(
                fields,
                name,
                fields.remover ? (
                  <label className="inline-flex items-center gap-2 text-sm text-slate-800">
                    <input {...getInputProps(fields.remover, { type: "checkbox" })} className="size-4 rounded border-slate-300" />
                    Remover<span className="sr-only"> {name}</span>
                  </label>
                ) : null,
              )}
            </li>
          );
        })}
        <li className="pt-3" data-testid={`${testId}-new`}>
          <p className="mb-2 text-xs text-slate-600">{newHint}</p>
          {row(added, nameOf(null, rows.length + 1), null)}
        </li>
      </ul>
      <p id={list.errorId} className="min-h-5 text-sm text-destructive">
        {list.errors?.[0] ?? ""}
      </p>
    </div>
  );
}
