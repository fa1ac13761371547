import { type FieldMetadata, getInputProps } from "@conform-to/react";
import { clsx } from "clsx";
import type { ReactNode } from "react";
import { inputClass } from "../ui/field";
import { CONTAINER_MEASURES, containerName } from "./containers";

// The container types in the parameters form: a row of inputs per type in force, each with 'Remover', and an empty
// row for a new type (blank: nothing added). Plain inputs and a checkbox, so adding and removing work without
// JavaScript; the rows are read by app/lib/forms/import-params.ts.

/** A row's fields, as Conform gives them (values as typed). */
interface RowFields {
  tipo: FieldMetadata<unknown>;
  m3_util: FieldMetadata<unknown>;
  kg_max: FieldMetadata<unknown>;
  frete_usd: FieldMetadata<unknown>;
  remover?: FieldMetadata<unknown>;
}

// Type, three measures and 'Remover' side by side from 640 px; two a line on a phone.
const COLUMNS = "grid grid-cols-2 gap-x-3 sm:grid-cols-[minmax(0,0.8fr)_repeat(3,minmax(0,1fr))_6.5rem]";

/**
 * One input with its label: shown above it on a phone, where the row has no header; from 640 px the table's header
 * names the column and the label is for screen readers. Either way the label names the type ("Frete do contêiner
 * 40HC (US$)"), since every row has the same columns. The error line is reserved so a message moves nothing.
 */
function Cell({ field, noun, unit, tipo }: { field: FieldMetadata<unknown>; noun: string; unit?: string; tipo: string | null }) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={field.id} className="text-xs font-medium text-slate-700 sm:sr-only">
        {noun}
        <span className="sr-only"> do {containerName(tipo)}</span>
        {unit ? ` (${unit})` : ""}
      </label>
      <input
        {...getInputProps(field, { type: "text" })}
        required={false}
        // Every measure takes decimals (contract/containers.ts); the type is text.
        inputMode={unit ? "decimal" : undefined}
        autoComplete="off"
        className={clsx(inputClass, "px-2 py-1.5 tabular-nums")}
      />
      <p id={field.errorId} className="min-h-5 text-xs text-destructive">
        {field.errors?.[0] ?? ""}
      </p>
    </div>
  );
}

function ContainerRow({ row, tipo, children }: { row: RowFields; tipo: string | null; children?: ReactNode }) {
  return (
    <div className={clsx(COLUMNS, "items-start")}>
      <Cell field={row.tipo} noun="Tipo" tipo={tipo} />
      {CONTAINER_MEASURES.map(({ name, noun, unit }) => (
        <Cell key={name} field={row[name]} noun={noun} unit={unit} tipo={tipo} />
      ))}
      {children}
    </div>
  );
}

/** The type a row stood for when the form was drawn (saved, or as sent back after a refusal). */
const typeOf = (field: FieldMetadata<unknown>) =>
  typeof field.initialValue === "string" && field.initialValue.trim() ? field.initialValue.trim() : null;

/**
 * The rows (`key` Conform's, so a row keeps its inputs), the new type's row, and the list's own error ('Informe ao
 * menos um tipo de contêiner.').
 */
export function ContainerFields({
  rows,
  added,
  list,
}: {
  rows: { key: string; row: RowFields }[];
  added: RowFields;
  list: FieldMetadata<unknown>;
}) {
  return (
    <div data-testid="import-params-containers">
      <div aria-hidden className={clsx(COLUMNS, "hidden border-b border-border pb-2 text-xs font-medium text-slate-700 sm:grid")}>
        <span>Tipo</span>
        {CONTAINER_MEASURES.map(({ name, header }) => (
          <span key={name}>{header}</span>
        ))}
      </div>
      <ul className="divide-y divide-border">
        {rows.map(({ key, row }, index) => {
          const tipo = typeOf(row.tipo) ?? `${index + 1}`;
          return (
            <li key={key} className="pt-3">
              <ContainerRow row={row} tipo={tipo}>
                {row.remover ? (
                  <label className="col-span-2 mb-4 inline-flex items-center gap-2 text-sm text-slate-800 sm:col-span-1 sm:mt-1.5 sm:mb-0">
                    <input {...getInputProps(row.remover, { type: "checkbox" })} className="size-4 rounded border-slate-300" />
                    Remover<span className="sr-only"> {containerName(tipo)}</span>
                  </label>
                ) : null}
              </ContainerRow>
            </li>
          );
        })}
        <li className="pt-3">
          <p className="mb-2 text-xs text-slate-600">Novo tipo (opcional): preencha para incluir; em branco, nada muda.</p>
          <ContainerRow row={added} tipo={null} />
        </li>
      </ul>
      <p id={list.errorId} className="min-h-5 text-sm text-destructive">
        {list.errors?.[0] ?? ""}
      </p>
    </div>
  );
}
