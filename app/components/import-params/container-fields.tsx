import type { FieldMetadata } from "@conform-to/react";
import { clsx } from "clsx";
import { CONTAINER_MEASURES, containerName } from "./containers";
import { initialText, RowInput, RowList } from "./rows";

// The container types in the parameters form: a row per type in force, each with 'Remover', and an empty row for a
// new type (./rows.tsx).

type Field = FieldMetadata<unknown>;
interface RowFields extends Record<string, Field> {
  tipo: Field;
  m3_util: Field;
  kg_max: Field;
  frete_usd: Field;
}

// Type, three measures and 'Remover' side by side from 640 px; two a line on a phone.
const COLUMNS = "grid grid-cols-2 gap-x-3 sm:grid-cols-[minmax(0,0.8fr)_repeat(3,minmax(0,1fr))_6.5rem]";

/** The rows, the new type's row, and the list's own error ('Informe ao menos um tipo de contêiner.'). */
export function ContainerFields({ rows, added, list }: { rows: { key: string; row: RowFields }[]; added: RowFields; list: Field }) {
  return (
    <RowList
      rows={rows}
      added={added}
      list={list}
      testId="import-params-containers"
      newHint="Novo tipo (opcional): preencha para incluir; em branco, nada muda."
      header={
        <div aria-hidden className={clsx(COLUMNS, "hidden border-b border-border pb-2 text-xs font-medium text-slate-700 sm:grid")}>
          <span>Tipo</span>
          {CONTAINER_MEASURES.map(({ name, header }) => (
            <span key={name}>{header}</span>
          ))}
        </div>
      }
      nameOf={(row, position) => (row ? containerName(initialText(row.tipo) ?? `${position}`) : containerName(null))}
      row={(fields, name, remover) => (
        <div className={clsx(COLUMNS, "items-start")}>
          <RowInput field={fields.tipo} noun="Tipo" row={name} headed />
          {CONTAINER_MEASURES.map(({ name: measure, noun, unit }) => (
            <RowInput key={measure} field={fields[measure]} noun={noun} unit={unit} row={name} kind="decimal" headed />
          ))}
          {remover ? <div className="col-span-2 mb-4 sm:col-span-1 sm:mt-1.5 sm:mb-0">{remover}</div> : null}
        </div>
      )}
    />
  );
}
