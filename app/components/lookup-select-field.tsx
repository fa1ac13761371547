import { type FieldMetadata, getSelectProps } from "@conform-to/react";
import { Field } from "./ui/field";
import { Select } from "./ui/select";

/** A Conform select over lookup options, with an empty first choice (the placeholder). */
export function LookupSelectField<Schema, FormSchema extends Record<string, unknown>>({
  field,
  label,
  options,
  placeholder = "Selecione...",
}: {
  field: FieldMetadata<Schema, FormSchema, string[]>;
  label: string;
  options: { value: string; label: string }[];
  placeholder?: string;
}) {
  return (
    <Field label={label} htmlFor={field.id} errors={field.errors} errorId={field.errorId}>
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
