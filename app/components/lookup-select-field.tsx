import { type FieldMetadata } from "@conform-to/react";
import { getSelectProps } from "#app/lib/forms/control-props.ts";
import { Field } from "./ui/field";
import { Select } from "./ui/select";

/** A Conform select over lookup options, with an empty first choice (the placeholder). */
export function LookupSelectField<Schema, FormSchema extends Record<string, unknown>>({
  field,
  label,
  options,
  placeholder = "Selecione...",
  errors = field.errors,
}: {
  field: FieldMetadata<Schema, FormSchema, string[]>;
  label: string;
  options: { value: string; label: string }[];
  placeholder?: string;
  /** The text under the select, when the form words the field's errors its own way. */
  errors?: string[];
}) {
  return (
    <Field label={label} htmlFor={field.id} errors={errors} errorId={field.errorId}>
      <Select {...getSelectProps(field)} required={false}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </Field>
  );
}
