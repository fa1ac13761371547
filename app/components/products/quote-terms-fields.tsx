import { type FieldMetadata } from "@conform-to/react";
import { getInputProps, getSelectProps } from "#app/lib/forms/control-props.ts";
import { INCOTERMS } from "#contract/quotes/quote-terms.ts";
import { inputClass } from "#app/components/ui/field.tsx";
import type { FieldFrame } from "./packing-fields";

const labelClass = "text-xs font-medium text-slate-700";

type Terms = Record<"valida_ate" | "moq" | "lead_time_dias" | "incoterm", FieldMetadata<unknown>>;

/** A field of the row's form: its label, control and reserved error line (validation never moves the row under a click). */
export const Term: FieldFrame = ({ label, field, children }) => {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={field.id} className={labelClass}>
        {label}
      </label>
      {children}
      <p id={field.errorId} className="min-h-4 text-xs text-destructive">
        {field.errors?.[0] ?? ""}
      </p>
    </div>
  );
};

/**
 * A quote's terms in the row's edit form (ADR 0043): an emptied one clears the term. MOQ and lead time are whole
 * numbers read by their contract rules ('1.500' is fifteen hundred), with the rule's message at the field; the
 * API checks the date and answers in Portuguese (its message comes back as the save's error).
 */
export function QuoteTermsFields({ fields }: { fields: Terms }) {
  const { valida_ate, moq, lead_time_dias, incoterm } = fields;
  const control = `${inputClass} py-1.5`;
  return (
    <>
      <Term label="Válida até" field={valida_ate}>
        <input {...getInputProps(valida_ate, { type: "date" })} className={control} />
      </Term>
      <Term label="MOQ" field={moq}>
        <input {...getInputProps(moq, { type: "text" })} inputMode="numeric" autoComplete="off" className={control} />
      </Term>
      <Term label="Prazo de entrega (dias)" field={lead_time_dias}>
        <input {...getInputProps(lead_time_dias, { type: "text" })} inputMode="numeric" autoComplete="off" className={control} />
      </Term>
      <Term label="Incoterm" field={incoterm}>
        <select {...getSelectProps(incoterm)} className={control}>
          <option value="">—</option>
          {INCOTERMS.map((term) => (
            <option key={term} value={term}>
              {term}
            </option>
          ))}
        </select>
      </Term>
    </>
  );
}
